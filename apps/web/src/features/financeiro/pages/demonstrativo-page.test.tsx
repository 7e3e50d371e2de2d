import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { demonstrativo } from '../../../../test/financeiro.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

/** The cells of a row of the result table: the line's name, then each month and the total. */
const celulas = (testid: string) =>
  [...screen.getByTestId(testid).querySelectorAll('td')].map((td) => td.textContent);

describe('demonstrativo', () => {
  it('mostra receita, custo, margem, despesas por categoria e resultado de cada mês', async () => {
    const fetchMock = entrarComoIntegrador({ 'financeiro/demonstrativo': { body: { data: demonstrativo } } });
    renderApp('/financeiro/demonstrativo?de=2026-10&ate=2026-11');
    const tabela = await screen.findByRole('table', { name: 'Demonstrativo do resultado' });
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Linha', 'Out/2026', 'Nov/2026', 'Total']);
    expect(celulas('linha-receita')).toEqual([
      'Receita',
      'R$\u00a00,00',
      'R$\u00a012.500,00',
      'R$\u00a012.500,00',
    ]);
    expect(celulas('linha-custo')[2]).toBe('-R$\u00a07.500,00');
    expect(celulas('linha-margem')[2]).toBe('R$\u00a05.000,00');
    expect(celulas('linha-margem-pct').slice(1)).toEqual(['—', '40,0%', '40,0%']);
    expect(celulas('linha-despesas')[2]).toBe('-R$\u00a02.500,00');
    expect(celulas('linha-resultado')[2]).toBe('R$\u00a02.500,00');
    expect(screen.getByTestId('total-resultado').textContent).toBe('R$\u00a02.500,00');

    expect(within(tabela).queryByText('Aluguel')).toBeNull();
    await userEvent.click(within(tabela).getByRole('button', { name: /Despesas/ }));
    const aluguel = within(tabela).getByRole('row', { name: /Aluguel/ });
    expect(aluguel.textContent).toContain('-R$\u00a02.500,00');

    const fluxo = screen.getByRole('table', { name: 'Fluxo de caixa projetado' });
    expect(within(fluxo).getByRole('row', { name: /Dez\/2026/ }).textContent).toContain('R$\u00a018.500,00');
    const url = fetchMock.mock.calls
      .map(([u]) => String(u))
      .find((u) => u.includes('/api/financeiro/demonstrativo?'));
    expect(url).toContain('de=2026-10');
    expect(url).toContain('ate=2026-11');
  });
});
