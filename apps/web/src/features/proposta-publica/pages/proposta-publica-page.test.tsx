import type { PropostaPublica } from '@irradia/shared/propostas/link.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp } from '../../../../test/render.tsx';

afterEach(() => restoreFetch());

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const meses = Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, consumo_kwh: 500, geracao_kwh: 480 + i }));

const proposta = (extra: Partial<PropostaPublica> = {}): PropostaPublica => ({
  empresa: { nome: 'Ana Energia Solar', slogan: 'Sol que rende', logo_url: '/api/arquivos/logo-ana' },
  cliente: { nome: 'Maria da Silva' },
  numero: 12,
  revisao: 1,
  status: 'visualizada',
  validade: '2027-01-31',
  enviada_em: '2027-01-10T15:00:00.000Z',
  respondida_em: null,
  aceite: null,
  cidade: { nome: 'São Paulo' },
  modulo_wp: 550,
  dimensionamento: {
    energia_alvo_kwh_ano: 5400,
    producao_especifica_kwh_kwp_ano: 1363.13,
    potencia_necessaria_kwp: 3.96,
    modulos: 8,
    potencia_real_kwp: 4.4,
    potencia_modulo_wp: 550,
    geracao_anual_kwh: 5997.79,
    meses,
  },
  inversor: { potencia_kw: 3.6, quantidade: 1, potencia_ac_kw: 3.6, razao_dc_ac: 1.22 },
  equipamentos: [],
  preco_rs: 20000,
  pagamentos: { a_vista_rs: 20000, parcelado: null, financiamentos: [] },
  financeiro: {
    anos: [],
    payback_simples_meses: 38,
    payback_descontado_meses: 50,
    vpl_rs: 30000,
    tir_mensal: 0.02,
    tir_anual: 0.3,
    lcoe_rs_kwh: 0.2,
    geracao_total_kwh: 140000,
    economia_total_rs: 150000,
    co2_evitado_kg: 12500,
    arvores: 90,
  },
  contrato: null,
  ...extra,
});

/** The public link's API: the proposal, and its answers recorded in `respostas`. */
function api(inicial: PropostaPublica | null) {
  const respostas: Array<{ acao: string; corpo: unknown }> = [];
  const responder = (acao: 'aceitar' | 'recusar') => (init?: RequestInit) => {
    const corpo = JSON.parse(String(init?.body ?? '{}')) as { nome?: string; motivo?: string | null };
    respostas.push({ acao, corpo });
    return acao === 'aceitar'
      ? {
          body: {
            data: proposta({
              status: 'aceita',
              aceite: { nome: corpo.nome ?? '' },
              respondida_em: '2027-01-13T18:30:00.000Z',
            }),
          },
        }
      : { body: { data: proposta({ status: 'recusada', respondida_em: '2027-01-13T18:30:00.000Z' }) } };
  };
  const fetchMock = fakeApi({
    [`propostas/${TOKEN}`]: inicial
      ? { body: { data: inicial } }
      : {
          status: 404,
          body: {
            message: 'Proposta não encontrada ou fora da validade. Peça um novo link a quem a enviou.',
          },
        },
    [`propostas/${TOKEN}/aceitar`]: responder('aceitar'),
    [`propostas/${TOKEN}/recusar`]: responder('recusar'),
  });
  return { fetchMock, respostas };
}

describe('proposta pelo link público', () => {
  it('mostra a empresa, o sistema, o preço, o retorno e a validade, sem entrar', async () => {
    api(proposta());
    renderApp(`/proposta/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Proposta de energia solar para Maria da Silva' }),
    ).toBeTruthy();
    expect(screen.getByText('Ana Energia Solar')).toBeTruthy();
    expect(screen.getByText('Sol que rende')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo de Ana Energia Solar' }).getAttribute('src')).toBe(
      '/api/arquivos/logo-ana',
    );
    expect(screen.getByText(/válida até 31\/01\/2027/)).toBeTruthy();
    expect(screen.getByTestId('preco').textContent).toBe('R$\u00a020.000,00');
    expect(screen.getByTestId('potencia').textContent).toBe('4,4 kWp');
    expect(screen.getByTestId('modulos').textContent).toBe('8 × 550 Wp');
    expect(screen.getByTestId('payback').textContent).toBe('3 anos e 2 meses');
    expect(screen.getByTestId('economia').textContent).toBe('R$\u00a0150.000,00');
    expect(screen.getByRole('img', { name: 'Geração estimada de cada mês do ano, em kWh' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Dezembro' })).toBeTruthy();
    // No menu of the app around a customer's page.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('mostra os equipamentos do kit e as formas de pagamento', async () => {
    api(
      proposta({
        equipamentos: [
          { tipo: 'modulo', nome: 'Módulo Tiger 550', fabricante: 'Jinko', modelo: 'JKM550M', quantidade: 8 },
          {
            tipo: 'inversor',
            nome: 'Inversor MIN 3,6 kW',
            fabricante: 'Growatt',
            modelo: null,
            quantidade: 1,
          },
        ],
        pagamentos: {
          a_vista_rs: 19000,
          parcelado: { parcelas: 10, valor_parcela_rs: 2000, primeira_parcela_rs: 2000 },
          financiamentos: [
            { prazo_meses: 60, taxa_mensal: 0.0149, entrada_rs: 0, parcela_rs: 506.66, total_rs: 30399.6 },
          ],
        },
      }),
    );
    renderApp(`/proposta/${TOKEN}`);
    const tabela = await screen.findByRole('table', { name: 'Equipamentos' });
    expect(within(tabela).getByRole('row', { name: /Módulo Tiger 550 Jinko · JKM550M 8/ })).toBeTruthy();
    expect(within(tabela).getByRole('row', { name: /Inversor MIN 3,6 kW Growatt 1/ })).toBeTruthy();
    const formas = screen.getByRole('list', { name: 'Formas de pagamento' });
    expect(formas.textContent).toContain('À vista: R$\u00a019.000,00');
    expect(formas.textContent).toContain('Em até 10× de R$\u00a02.000,00 sem juros');
    expect(formas.textContent).toContain('60× de R$\u00a0506,66 (1,49% ao mês)');
  });

  it('aceitar pede nome e CPF válido, envia e mostra o resultado', async () => {
    const { fetchMock, respostas } = api(proposta());
    renderApp(`/proposta/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar proposta' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Maria da Silva');
    await userEvent.type(screen.getByRole('textbox', { name: /CPF/ }), '12345678900');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar aceite' }));
    expect(await screen.findByText('Informe um CPF válido')).toBeTruthy();
    expect(respostas).toEqual([]);

    const cpf = screen.getByRole('textbox', { name: /CPF/ });
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224725');
    expect((cpf as HTMLInputElement).value).toBe('529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar aceite' }));
    expect(await screen.findByRole('heading', { name: 'Proposta aceita' })).toBeTruthy();
    expect(screen.getByText(/Aceita por Maria da Silva em 13\/01\/2027/)).toBeTruthy();
    expect(respostas).toEqual([{ acao: 'aceitar', corpo: { nome: 'Maria da Silva', cpf: '52998224725' } }]);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/propostas/${TOKEN}/aceitar`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
  });

  it('recusar aceita um motivo opcional e mostra a recusa', async () => {
    const { respostas } = api(proposta());
    renderApp(`/proposta/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Achei caro');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar recusa' }));
    expect(await screen.findByRole('heading', { name: 'Proposta recusada' })).toBeTruthy();
    expect(respostas).toEqual([{ acao: 'recusar', corpo: { motivo: 'Achei caro' } }]);
  });

  it('proposta já aceita abre com o resultado, sem botões', async () => {
    api(
      proposta({
        status: 'aceita',
        aceite: { nome: 'Maria da Silva' },
        respondida_em: '2027-01-13T18:30:00.000Z',
      }),
    );
    renderApp(`/proposta/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Proposta aceita' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).toBeNull();
  });

  it('link desconhecido ou vencido: avisa que a proposta está indisponível', async () => {
    const { fetchMock } = api(null);
    renderApp(`/proposta/${TOKEN}`);
    expect(await screen.findByText('Proposta indisponível')).toBeTruthy();
    expect(
      screen.getByText('Proposta não encontrada ou fora da validade. Peça um novo link a quem a enviou.'),
    ).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
