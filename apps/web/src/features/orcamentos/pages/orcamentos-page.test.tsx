import type { Cliente } from '@irradia/shared/clientes/clientes.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { ORCAMENTO, paraCliente, paraContato, propostaVazia } from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('orçamentos: a lista', () => {
  it('mostra número, cliente ou contato com telefone, situação, total e data; pede só os orçamentos', async () => {
    const fetchMock = entrarComoIntegrador({ pedidos: { body: pagina([paraCliente, paraContato]) } });
    renderApp('/orcamentos');
    const tabela = await screen.findByRole('table', { name: 'Orçamentos' });
    const cliente = within(tabela).getByRole('row', { name: /#12 · Maria Oliveira/ });
    expect(cliente.textContent).toContain('Rascunho');
    expect(cliente.textContent).toContain('R$\u00a025.000,00');
    expect(cliente.textContent).toContain('25/11/2026');
    const contato = within(tabela).getByRole('row', { name: /#13 · João Pereira/ });
    expect(contato.textContent).toContain('Contato');
    expect(contato.textContent).toContain('(11) 9 8765-4321');
    expect(contato.textContent).toContain('Enviada');
    expect(within(tabela).getByRole('link', { name: '#12 · Maria Oliveira' }).getAttribute('href')).toBe(
      `/app/orcamentos/${ORCAMENTO}`,
    );
    const pedido = fetchMock.mock.calls.map(([url]) => String(url)).find((u) => u.includes('/api/pedidos?'));
    expect(pedido).toContain('tipo=venda');
    expect(pedido).toContain('etapa=orcamento');
  });

  it('sem orçamentos, diz como começar', async () => {
    entrarComoIntegrador({ pedidos: { body: pagina([]) } });
    renderApp('/orcamentos');
    expect(await screen.findByText('Nenhum orçamento ainda')).toBeTruthy();
  });

  it('cria um orçamento para um contato novo, valida antes de enviar e abre a proposta', async () => {
    const enviados: unknown[] = [];
    const novo = { ...paraContato, uuid: ORCAMENTO, numero: 14, status: 'rascunho' };
    entrarComoIntegrador({
      pedidos: (init) => {
        if (init?.method !== 'POST') return { body: pagina([paraCliente]) };
        enviados.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: novo } };
      },
      [`pedidos/${ORCAMENTO}`]: { body: { data: novo } },
      [`pedidos/${ORCAMENTO}/proposta`]: { body: { data: propostaVazia } },
    });
    renderApp('/orcamentos');
    await screen.findByRole('table', { name: 'Orçamentos' });
    await userEvent.click(screen.getAllByRole('button', { name: /Novo orçamento/ })[0] as HTMLElement);
    const dialogo = await screen.findByRole('dialog', { name: 'Novo orçamento' });
    await userEvent.click(within(dialogo).getByText('Novo contato'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar orçamento' }));
    expect(await within(dialogo).findByText('Informe o nome do contato')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText(/^Nome do contato/), 'João Pereira');
    await userEvent.type(within(dialogo).getByLabelText(/^Telefone/), '11987654321');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar orçamento' }));
    await waitFor(() =>
      expect(enviados).toEqual([
        {
          tipo: 'venda',
          cliente: null,
          lead: { nome: 'João Pereira', telefone: '11987654321' },
          observacoes: null,
        },
      ]),
    );
    expect(await screen.findByText('Orçamento #14 criado')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '#14 · João Pereira' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/app/orcamentos/${ORCAMENTO}`);
  });

  it('cria um orçamento para um cliente achado pela busca', async () => {
    const maria: Cliente = {
      uuid: '60000000-0000-4000-8000-000000000001',
      nome: 'Maria Oliveira',
      nome_fantasia: null,
      pessoa_fisica: true,
      documento: null,
      email: null,
      telefone: null,
      aniversario: null,
      endereco: { cep: null, logradouro: null, numero: null, complemento: null, bairro: null, cidade: null },
      removido_em: null,
      criado_em: '2026-11-01T12:00:00.000Z',
    };
    const enviados: unknown[] = [];
    const fetchMock = entrarComoIntegrador({
      pedidos: (init) => {
        if (init?.method !== 'POST') return { body: pagina([]) };
        enviados.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: paraCliente } };
      },
      clientes: { body: pagina([maria]) },
      [`pedidos/${ORCAMENTO}`]: { body: { data: paraCliente } },
      [`pedidos/${ORCAMENTO}/proposta`]: { body: { data: propostaVazia } },
    });
    renderApp('/orcamentos');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /Novo orçamento/ }))[0] as HTMLElement,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Novo orçamento' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar orçamento' }));
    expect(
      await within(dialogo).findByText('Selecione o cliente ou informe o nome e o telefone do contato'),
    ).toBeTruthy();
    await userEvent.type(within(dialogo).getByLabelText('Buscar cliente'), 'Mar');
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Maria Oliveira' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/clientes?'))).toBe(true);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar orçamento' }));
    await waitFor(() =>
      expect(enviados).toEqual([{ tipo: 'venda', cliente: maria.uuid, lead: null, observacoes: null }]),
    );
    expect(await screen.findByRole('heading', { name: '#12 · Maria Oliveira' })).toBeTruthy();
  });
});
