import type { ProjetoDaUsina as Projeto } from '@irradia/shared/propostas/venda.schema';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { createQueryClient, Providers } from '../../../app/providers.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { ProjetoDaUsina } from './projeto-da-usina.tsx';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const PEDIDO = '50000000-0000-4000-8000-000000000012';

const projeto: Projeto = {
  pedido: { uuid: PEDIDO, numero: 12 },
  potencia_kwp: 4.4,
  equipamentos: [
    { tipo: 'modulo', nome: 'Módulo Tiger 550', fabricante: 'Jinko', modelo: 'JKM550M', quantidade: 8 },
    { tipo: 'inversor', nome: 'Inversor MIN 3,6 kW', fabricante: 'Growatt', modelo: null, quantidade: 1 },
  ],
  geracao_anual_prevista_kwh: 6000,
  meses: [
    { mes: '2026-10', previsto_kwh: 500, real_kwh: 450 },
    { mes: '2026-11', previsto_kwh: 520, real_kwh: 530 },
    { mes: '2026-12', previsto_kwh: 540, real_kwh: null },
  ],
  previsto_total_kwh: 1020,
  real_total_kwh: 980,
};

/** The card alone, as the plant page mounts it (under /app, the router's basename). */
function renderCartao(resposta: Projeto | null) {
  const fetchMock = entrarComoIntegrador({ 'usinas/u1/projeto': { body: { data: resposta } } });
  window.history.pushState({}, '', '/app/usinas/u1');
  const r = render(
    <Providers config={defaultRuntimeConfig} queryClient={createQueryClient()}>
      <ProjetoDaUsina usina="u1" podeVerVenda />
    </Providers>,
  );
  return { ...r, fetchMock };
}

describe('página da usina: projeto × real', () => {
  it('mostra o kWp do projeto, os equipamentos, a venda, mês a mês com "—" sem leitura, e os totais', async () => {
    renderCartao(projeto);
    const cartao = await screen.findByTestId('projeto-da-usina');
    expect(within(cartao).getByText(/4,4 kWp/)).toBeTruthy();
    expect(within(cartao).getByText(/8 × Módulo Tiger 550 \(Jinko JKM550M\)/)).toBeTruthy();
    expect(within(cartao).getByText(/1 × Inversor MIN 3,6 kW \(Growatt\)/)).toBeTruthy();
    expect(within(cartao).getByRole('link', { name: 'Ver a venda #12' }).getAttribute('href')).toBe(
      `/app/vendas/${PEDIDO}`,
    );
    const tabela = within(cartao).getByRole('table', { name: 'Projeto × real por mês' });
    const outubro = within(tabela).getByRole('row', { name: /Outubro de 2026/ });
    expect(outubro.textContent).toContain('500 kWh');
    expect(outubro.textContent).toContain('450 kWh');
    expect(outubro.textContent).toContain('90,0%');
    const dezembro = within(tabela).getByRole('row', { name: /Dezembro de 2026/ });
    expect(
      within(dezembro)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Dezembro de 2026', '540 kWh', '—', '—']);
    const total = within(cartao).getByTestId('total-projeto-real');
    expect(total.textContent).toContain('1,02 MWh');
    expect(total.textContent).toContain('980 kWh');
    expect(total.textContent).toContain('96,1%');
    expect(within(cartao).getByTestId('razao-projeto-real').textContent).toBe('Real: 96,1% do previsto');
    expect(within(cartao).getByTestId('grafico-projeto-real')).toBeTruthy();
  });

  it('não mostra nada para uma usina que não veio de uma venda', async () => {
    const { container, fetchMock } = renderCartao(null);
    await expect
      .poll(() => fetchMock.mock.calls.some(([u]) => String(u).includes('usinas/u1/projeto')))
      .toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('projeto-da-usina')).toBeNull();
    expect(container.textContent).not.toContain('Projeto × real');
  });
});
