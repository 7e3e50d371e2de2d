import type { ContratoPublico } from '@irradia/shared/propostas/contrato.schema';
import type { PropostaPublica } from '@irradia/shared/propostas/link.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp } from '../../../../test/render.tsx';

afterEach(() => restoreFetch());

const TOKEN = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-wxyz';

const aguardando: ContratoPublico = {
  status: 'aguardando_assinatura',
  texto: 'CONTRATO\n\nCONTRATANTE: Maria da Silva.\n\n2. PREÇO\nR$ 20.000,00 no Pix.',
  gerado_em: '2027-01-14T12:00:00.000Z',
  assinado_em: null,
  assinatura: null,
};

/** An accepted proposal with its contract; the figures are beside the point here. */
const proposta = (status: PropostaPublica['status'], contrato: ContratoPublico): PropostaPublica => ({
  empresa: { nome: 'Ana Energia Solar', slogan: null, logo_url: null },
  cliente: { nome: 'Maria da Silva' },
  numero: 12,
  revisao: 1,
  status,
  validade: '2027-01-31',
  enviada_em: '2027-01-10T15:00:00.000Z',
  respondida_em: '2027-01-13T18:30:00.000Z',
  aceite: { nome: 'Maria da Silva' },
  cidade: { nome: 'São Paulo' },
  modulo_wp: 550,
  dimensionamento: null,
  inversor: null,
  equipamentos: [],
  preco_rs: 20000,
  pagamentos: null,
  financeiro: null,
  contrato,
});

function api(inicial: PropostaPublica) {
  const assinaturas: unknown[] = [];
  const fetchMock = fakeApi({
    [`propostas/${TOKEN}`]: { body: { data: inicial } },
    [`propostas/${TOKEN}/assinar`]: (init) => {
      const corpo = JSON.parse(String(init?.body)) as { nome: string };
      assinaturas.push(corpo);
      return {
        body: {
          data: proposta('assinado', {
            ...aguardando,
            status: 'assinado',
            assinado_em: '2027-01-15T13:20:00.000Z',
            assinatura: { via: 'link', nome: corpo.nome },
          }),
        },
      };
    },
  });
  return { fetchMock, assinaturas };
}

describe('contrato pelo link público', () => {
  it('mostra o texto e o PDF; assinar pede nome e CPF válido e então mostra quem assinou', async () => {
    const { fetchMock, assinaturas } = api(proposta('aguardando_assinatura', aguardando));
    renderApp(`/proposta/${TOKEN}`);
    expect((await screen.findByTestId('texto-do-contrato')).textContent).toBe(aguardando.texto);
    expect(screen.getByTestId('situacao-do-contrato').textContent).toBe('Aguardando sua assinatura');
    expect(screen.getByRole('link', { name: /Baixar contrato \(PDF\)/ }).getAttribute('href')).toBe(
      `/api/propostas/${TOKEN}/contrato/pdf`,
    );
    // The proposal was answered: no accept/refuse buttons beside the contract.
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Assinar contrato' }));
    expect(await screen.findByText('Informe seu nome completo')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Maria da Silva');
    await userEvent.type(screen.getByRole('textbox', { name: /CPF/ }), '12345678900');
    await userEvent.click(screen.getByRole('button', { name: 'Assinar contrato' }));
    expect(await screen.findByText('Informe um CPF válido')).toBeTruthy();
    expect(assinaturas).toEqual([]);

    const cpf = screen.getByRole('textbox', { name: /CPF/ });
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Assinar contrato' }));
    await waitFor(() => expect(assinaturas).toEqual([{ nome: 'Maria da Silva', cpf: '52998224725' }]));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/propostas/${TOKEN}/assinar`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText(/Contrato assinado por Maria da Silva em 15\/01\/2027/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assinar contrato' })).toBeNull();
  });

  it('depois da venda, diz quem assinou, sem formulário', async () => {
    api(
      proposta('fechada', {
        ...aguardando,
        status: 'assinado',
        assinado_em: '2027-01-15T13:20:00.000Z',
        assinatura: { via: 'arquivo', nome: 'Maria da Silva' },
      }),
    );
    renderApp(`/proposta/${TOKEN}`);
    expect(await screen.findByText(/Contrato assinado por Maria da Silva em 15\/01\/2027/)).toBeTruthy();
    expect(screen.getByTestId('situacao-do-contrato').textContent).toBe('Venda concluída');
    expect(screen.queryByRole('textbox', { name: /CPF/ })).toBeNull();
  });

  it('cancelado, avisa que o contrato não vale mais', async () => {
    api(proposta('cancelado', { ...aguardando, status: 'cancelado' }));
    renderApp(`/proposta/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Contrato cancelado' })).toBeTruthy();
    expect(screen.getByText(/Este contrato foi cancelado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assinar contrato' })).toBeNull();
  });
});
