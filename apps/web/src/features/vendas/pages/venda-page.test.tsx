import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { USINA, vendaFechada } from '../../../../test/contratos.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { CONTA, conta, paginaDePagamentos, RECEBIVEL, recebivel } from '../../../../test/financeiro.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { ORCAMENTO, paraCliente } from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const fechada = { ...paraCliente, etapa: 'venda', status: 'fechada' };
const BASE = `pedidos/${ORCAMENTO}`;

describe('vendas', () => {
  it('a lista pede os negócios na etapa venda', async () => {
    const fetchMock = entrarComoIntegrador({ pedidos: { body: pagina([fechada]) } });
    renderApp('/vendas');
    const tabela = await screen.findByRole('table', { name: 'Vendas' });
    const linha = within(tabela).getByRole('row', { name: /#12 · Maria Oliveira/ });
    expect(linha.textContent).toContain('Venda fechada');
    expect(within(linha).getByRole('link').getAttribute('href')).toBe(`/app/vendas/${ORCAMENTO}`);
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/api/pedidos?'));
    expect(url).toContain('etapa=venda');
  });

  it('mostra valor, forma e parcelas, e cria a usina no monitoramento com um clique', async () => {
    const corpos: unknown[] = [];
    entrarComoIntegrador({
      [BASE]: { body: { data: fechada } },
      [`${BASE}/venda`]: { body: { data: vendaFechada } },
      [`${BASE}/usina`]: (init) => {
        corpos.push(JSON.parse(String(init?.body)));
        return {
          status: 201,
          body: { data: { ...vendaFechada, usina: { uuid: USINA, nome: 'Casa da Maria' } } },
        };
      },
    });
    renderApp(`/vendas/${ORCAMENTO}`);
    expect((await screen.findByTestId('valor-da-venda')).textContent).toBe('R$\u00a025.000,00');
    expect(screen.getByText('Pix')).toBeTruthy();
    const parcelas = screen.getByRole('table', { name: 'Parcelas' });
    expect(within(parcelas).getByRole('row', { name: /^1 10\/01\/2027 R\$\s12\.500,00$/ })).toBeTruthy();
    expect(within(parcelas).getAllByRole('row')).toHaveLength(3);

    const usina = screen.getByTestId('usina-da-venda');
    expect(within(usina).queryByRole('link', { name: /Abrir usina/ })).toBeNull();
    await userEvent.type(within(usina).getByLabelText(/Nome da usina/), 'Casa da Maria');
    await userEvent.click(within(usina).getByRole('button', { name: /Criar usina no monitoramento/ }));
    await waitFor(() => expect(corpos).toEqual([{ nome: 'Casa da Maria' }]));
    const abrir = await within(usina).findByRole('link', { name: /Abrir usina/ });
    expect(abrir.getAttribute('href')).toBe(`/app/usinas/${USINA}`);
    expect(within(usina).queryByRole('button', { name: /Criar usina/ })).toBeNull();
  });

  it('com a usina já criada, mostra só o link para ela', async () => {
    entrarComoIntegrador({
      [BASE]: { body: { data: fechada } },
      [`${BASE}/venda`]: {
        body: { data: { ...vendaFechada, usina: { uuid: USINA, nome: 'Casa da Maria' } } },
      },
    });
    renderApp(`/vendas/${ORCAMENTO}`);
    const usina = await screen.findByTestId('usina-da-venda');
    expect(
      within(usina)
        .getByRole('link', { name: /Abrir usina/ })
        .getAttribute('href'),
    ).toBe(`/app/usinas/${USINA}`);
    expect(within(usina).queryByRole('button', { name: /Criar usina/ })).toBeNull();
  });

  it('mostra as parcelas como recebimentos e registra o recebimento de uma', async () => {
    const corpos: unknown[] = [];
    const fetchMock = entrarComoIntegrador({
      [BASE]: { body: { data: fechada } },
      [`${BASE}/venda`]: { body: { data: vendaFechada } },
      contas: { body: pagina([conta]) },
      pagamentos: { body: paginaDePagamentos([recebivel]) },
      [`pagamentos/${RECEBIVEL}/baixa`]: (init) => {
        corpos.push(JSON.parse(String(init?.body)));
        return {
          body: { data: { ...recebivel, status: 'pago', pago_em: '2026-11-28', valor_pago_rs: 12_500 } },
        };
      },
    });
    renderApp(`/vendas/${ORCAMENTO}`);
    const recebimentos = await screen.findByRole('table', { name: 'Recebimentos da venda' });
    const linha = within(recebimentos).getByRole('row', { name: /1\/2/ });
    expect(linha.textContent).toContain('Em aberto');
    expect(linha.textContent).toContain('R$\u00a012.500,00');
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/api/pagamentos?'));
    expect(url).toContain('tipo=receber');
    expect(url).toContain(`pedido=${ORCAMENTO}`);

    await userEvent.click(within(linha).getByRole('button', { name: /^Receber/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Receber' });
    await waitFor(() =>
      expect(
        within(dialogo)
          .getByLabelText(/^Conta/)
          .querySelectorAll('option'),
      ).toHaveLength(2),
    );
    await userEvent.selectOptions(within(dialogo).getByLabelText(/^Conta/), CONTA);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar recebimento' }));
    await waitFor(() =>
      expect(corpos).toEqual([
        {
          pago_em: hojeNoFuso(new Date(), 'America/Sao_Paulo'),
          valor_pago_rs: 12_500,
          conta: CONTA,
          forma: null,
        },
      ]),
    );
  });

  it('a aba Recebimentos de /vendas lista as contas a receber', async () => {
    const fetchMock = entrarComoIntegrador({
      pedidos: { body: pagina([fechada]) },
      pagamentos: { body: paginaDePagamentos([recebivel]) },
    });
    renderApp('/vendas?aba=recebimentos');
    const tabela = await screen.findByRole('table', { name: 'Recebimentos' });
    expect(within(tabela).getByRole('row', { name: /Venda #12 — parcela 1\/2/ }).textContent).toContain(
      'Maria Oliveira',
    );
    expect(screen.getByRole('button', { name: /Novo recebimento/ })).toBeTruthy();
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/api/pagamentos?'));
    expect(url).toContain('tipo=receber');
  });
});
