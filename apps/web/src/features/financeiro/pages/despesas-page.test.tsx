import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import {
  CARTEIRA,
  CONTA,
  carteira,
  conta,
  DESPESA,
  despesa,
  forma,
  paginaDePagamentos,
} from '../../../../test/financeiro.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const cadastros = {
  contas: { body: pagina([conta]) },
  carteiras: { body: pagina([carteira]) },
  formas: { body: pagina([forma]) },
  'financeiro/categorias': { body: { data: ['Aluguel', 'Impostos'] } },
};

describe('despesas', () => {
  it('lista as contas a pagar com situação e os totais do resumo', async () => {
    const fetchMock = entrarComoIntegrador({
      ...cadastros,
      pagamentos: { body: paginaDePagamentos([despesa]) },
    });
    renderApp('/despesas');
    const tabela = await screen.findByRole('table', { name: 'Despesas' });
    const linha = within(tabela).getByRole('row', { name: /Aluguel do galpão/ });
    expect(linha.textContent).toContain('Vencido');
    expect(linha.textContent).toContain('R$\u00a02.500,00');
    expect(linha.textContent).toContain('10/11/2026');
    expect(screen.getByTestId('resumo-vencido').textContent).toBe('R$\u00a02.500,00');
    expect(screen.getByTestId('resumo-pago').textContent).toBe('R$\u00a0800,00');
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/api/pagamentos?'));
    expect(url).toContain('tipo=pagar');

    await userEvent.selectOptions(screen.getByLabelText('Filtrar por situação'), 'vencido');
    await waitFor(() => expect(window.location.search).toContain('status=vencido'));
    const filtrada = fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.includes('/api/pagamentos?'));
    expect(filtrada.at(-1)).toContain('status=vencido');
  });

  it('lança uma despesa parcelada pelo diálogo', async () => {
    const corpos: unknown[] = [];
    entrarComoIntegrador({
      ...cadastros,
      pagamentos: (init) => {
        if (init?.method === 'POST') {
          corpos.push(JSON.parse(String(init.body)));
          return { status: 201, body: { data: despesa } };
        }
        return { body: paginaDePagamentos([]) };
      },
    });
    renderApp('/despesas');
    await userEvent.click(await screen.findByRole('button', { name: /Nova despesa/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova despesa' });
    await userEvent.type(within(dialogo).getByLabelText(/Descrição/), 'Contador');
    await userEvent.type(within(dialogo).getByLabelText(/Categoria/), 'Serviços terceirizados');
    await userEvent.type(within(dialogo).getByLabelText(/^Valor/), '1.234,56');
    const vencimento = within(dialogo).getByLabelText(/Vencimento/);
    await userEvent.clear(vencimento);
    await userEvent.type(vencimento, '2026-12-05');
    await userEvent.type(within(dialogo).getByLabelText(/Fornecedor/), 'Escritório Contábil');
    await waitFor(() =>
      expect(within(dialogo).getByLabelText(/Conta/).querySelectorAll('option')).toHaveLength(2),
    );
    await userEvent.selectOptions(within(dialogo).getByLabelText(/^Conta/), CONTA);
    await userEvent.selectOptions(within(dialogo).getByLabelText(/Carteira/), CARTEIRA);
    const parcelas = within(dialogo).getByLabelText(/Parcelas/);
    await userEvent.clear(parcelas);
    await userEvent.type(parcelas, '3');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Lançar' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toEqual({
      tipo: 'pagar',
      descricao: 'Contador',
      categoria: 'Serviços terceirizados',
      valor_rs: 1234.56,
      vencimento: '2026-12-05',
      forma: null,
      conta: CONTA,
      carteira: CARTEIRA,
      cliente: null,
      fornecedor: 'Escritório Contábil',
      observacoes: null,
      parcelas: 3,
      recorrencia: null,
      pago_em: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova despesa' })).toBeNull());
  });

  it('sem descrição nem valor, diz o que falta e não envia', async () => {
    const fetchMock = entrarComoIntegrador({ ...cadastros, pagamentos: { body: paginaDePagamentos([]) } });
    renderApp('/despesas');
    await userEvent.click(await screen.findByRole('button', { name: /Nova despesa/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova despesa' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Lançar' }));
    expect(await within(dialogo).findByText('Informe a descrição')).toBeTruthy();
    expect(within(dialogo).getByText('Informe o valor')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);
  });

  it('paga uma despesa: data de hoje, a conta dela e o valor', async () => {
    const corpos: unknown[] = [];
    entrarComoIntegrador({
      ...cadastros,
      pagamentos: { body: paginaDePagamentos([despesa]) },
      [`pagamentos/${DESPESA}/baixa`]: (init) => {
        corpos.push(JSON.parse(String(init?.body)));
        return {
          body: { data: { ...despesa, status: 'pago', pago_em: '2026-11-28', valor_pago_rs: 2_500 } },
        };
      },
    });
    renderApp('/despesas');
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar Aluguel do galpão' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pagar' });
    const valor = within(dialogo).getByLabelText(/Valor/) as HTMLInputElement;
    expect(valor.value).toBe('2.500,00');
    await userEvent.clear(valor);
    await userEvent.type(valor, '2550');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar pagamento' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toEqual({
      pago_em: hojeNoFuso(new Date(), 'America/Sao_Paulo'),
      valor_pago_rs: 2550,
      conta: CONTA,
      forma: null,
    });
    expect(await screen.findByText('Pagamento registrado')).toBeTruthy();
  });
});
