import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categorias, inversor, kit, lista, modulo, movimento } from '../../../../test/catalogo.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  vi.restoreAllMocks();
  restoreFetch();
  useAppStore.getState().clearSession();
});

const consultas = (fetchMock: ReturnType<typeof entrarComoIntegrador>, caminho: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === `/api/${caminho}`)
    .map((u) => Object.fromEntries(u.searchParams));

describe('catálogo: a lista de produtos', () => {
  it('mostra saldo, estoque baixo, preços e os kits disponíveis; filtra por tipo e categoria', async () => {
    const fetchMock = entrarComoIntegrador({
      categorias: { body: categorias },
      produtos: { body: lista([inversor, kit, modulo]) },
    });
    renderApp('/catalogo');

    const tabela = await screen.findByRole('table', { name: 'Produtos' });
    const linhaInversor = within(tabela).getByRole('row', { name: /Inversor Growatt 5 kW/ });
    expect(linhaInversor.textContent).toContain('2 un');
    expect(within(linhaInversor).getByText('Estoque baixo')).toBeTruthy();
    expect(linhaInversor.textContent).toContain('R$\u00a04.290,50');
    expect(linhaInversor.textContent).toContain('Custo R$\u00a03.300,00');
    const linhaModulo = within(tabela).getByRole('row', { name: /Módulo Jinko 550 W/ });
    expect(within(linhaModulo).queryByText('Estoque baixo')).toBeNull();
    expect(linhaModulo.textContent).toContain('Jinko Solar · JKM550M-72HL4 — SKU MOD-550');
    expect(linhaModulo.textContent).toContain('40 un');
    const linhaKit = within(tabela).getByRole('row', { name: /Kit 5,5 kWp/ });
    expect(linhaKit.textContent).toContain('2 kits');
    expect(within(linhaKit).getByRole('button', { name: 'Componentes de Kit 5,5 kWp' })).toBeTruthy();
    expect(within(linhaKit).queryByRole('button', { name: /Movimentar estoque/ })).toBeNull();
    expect(
      within(linhaInversor).getByRole('button', { name: 'Movimentar estoque de Inversor Growatt 5 kW' }),
    ).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Filtrar por tipo'), 'inversor');
    await waitFor(() =>
      expect(consultas(fetchMock, 'produtos').at(-1)).toMatchObject({ tipo: 'inversor', page: '1' }),
    );
    const categoria = screen.getByLabelText('Filtrar por categoria') as HTMLSelectElement;
    await waitFor(() => expect(within(categoria).getByRole('option', { name: 'Módulos' })).toBeTruthy());
    await userEvent.selectOptions(categoria, categorias.data[0]?.uuid ?? '');
    await waitFor(() =>
      expect(consultas(fetchMock, 'produtos').at(-1)).toMatchObject({
        tipo: 'inversor',
        categoria: categorias.data[0]?.uuid,
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Só com estoque baixo' }));
    await waitFor(() =>
      expect(consultas(fetchMock, 'produtos').at(-1)).toMatchObject({ abaixo_do_minimo: '1' }),
    );
  });

  it('?abaixo_do_minimo=1 (o link do painel) abre a lista só com estoque baixo', async () => {
    const fetchMock = entrarComoIntegrador({
      categorias: { body: categorias },
      produtos: { body: lista([inversor]) },
    });
    renderApp('/catalogo?abaixo_do_minimo=1');
    await screen.findByRole('table', { name: 'Produtos' });
    expect(consultas(fetchMock, 'produtos').at(-1)).toMatchObject({ abaixo_do_minimo: '1' });
    expect((screen.getByRole('checkbox', { name: 'Só com estoque baixo' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('sem produtos: diz o que cadastrar e oferece o botão; com filtro, oferece limpar', async () => {
    entrarComoIntegrador({ categorias: { body: categorias } });
    renderApp('/catalogo');
    expect(await screen.findByText('Nenhum produto ainda')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Novo produto/ })).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Buscar produto'), 'xyz');
    expect(await screen.findByText('Nenhum produto encontrado')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect((screen.getByLabelText('Buscar produto') as HTMLInputElement).value).toBe('');
  });

  it('a aba de estoque lista os movimentos e exporta o CSV com os mesmos filtros', async () => {
    const fetchMock = entrarComoIntegrador({
      'estoque/movimentos': {
        body: { data: [movimento], meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 } },
      },
    });
    renderApp('/catalogo?aba=estoque');
    const tabela = await screen.findByRole('table', { name: 'Movimentos de estoque' });
    const linha = within(tabela).getByRole('row', { name: /Inversor Growatt 5 kW/ });
    expect(linha.textContent).toContain('Saída');
    expect(linha.textContent).toContain('−1 un');
    expect(linha.textContent).toContain('2 un');
    expect(linha.textContent).toContain('Venda');
    expect(linha.textContent).toContain('Ana Souza');
    await userEvent.selectOptions(screen.getByLabelText('Filtrar por tipo de movimento'), 'saida');
    await waitFor(() =>
      expect(consultas(fetchMock, 'estoque/movimentos').at(-1)).toMatchObject({ tipo: 'saida' }),
    );
    // The download itself is the browser's: the test keeps the link's name instead of following it.
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => expect(baixados).toEqual(['movimentos-de-estoque.csv']));
    expect(consultas(fetchMock, 'estoque/movimentos/exportar').at(-1)).toEqual({ tipo: 'saida' });
  });
});
