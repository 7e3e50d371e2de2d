import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIA, categorias, kit } from '../../../../test/catalogo.ts';
import {
  catalogoPublico,
  distribuidor,
  entrarComoDistribuidor,
  kitPublico,
  outroCatalogoPublico,
} from '../../../../test/distribuidores.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const umaPagina = <T,>(data: T[]) => ({
  data,
  meta: { total: data.length, per_page: 24, current_page: 1, last_page: 1 },
});

const comDistribuidor = {
  distribuidores: { body: umaPagina([distribuidor]) },
  [`distribuidores/${distribuidor.uuid}`]: { body: { data: distribuidor } },
};

describe('/distribuidores', () => {
  it('lista os distribuidores com a cidade e os catálogos, cada um com o link para a sua página', async () => {
    entrarComoIntegrador(comDistribuidor);
    renderApp('/distribuidores');
    const lista = await screen.findByRole('list', { name: 'Distribuidores' });
    const link = within(lista).getByRole('link', { name: 'Sol Atacado' });
    expect(link.getAttribute('href')).toBe(`/app/distribuidores/${distribuidor.uuid}`);
    expect(within(lista).getByText('Recife – PE')).toBeTruthy();
    expect(within(lista).getByTestId('catalogos-distribuidor').textContent).toBe('2 catálogos');
    expect(screen.getByRole('tab', { name: 'Meus pedidos' })).toBeTruthy();
    expect(screen.queryByTestId('nota-previa')).toBeNull();
  });

  it('sem distribuidores: a mensagem de vazio', async () => {
    entrarComoIntegrador();
    renderApp('/distribuidores');
    expect(await screen.findByText('Nenhum distribuidor publicou catálogos ainda.')).toBeTruthy();
  });

  it('o distribuidor vê só a si mesmo, com a nota de prévia e sem a aba de pedidos', async () => {
    entrarComoDistribuidor(comDistribuidor);
    renderApp('/distribuidores');
    expect(await screen.findByRole('link', { name: 'Sol Atacado' })).toBeTruthy();
    expect(screen.getByTestId('nota-previa').textContent).toContain(
      'É assim que os integradores veem o seu catálogo.',
    );
    expect(screen.queryByRole('tab', { name: 'Meus pedidos' })).toBeNull();
  });
});

describe('/distribuidores/:uuid', () => {
  it('mostra os termos e os itens do catálogo; troca de catálogo pelas abas', async () => {
    entrarComoIntegrador({
      ...comDistribuidor,
      [`distribuidores/${distribuidor.uuid}/catalogos`]: {
        body: { data: [catalogoPublico, outroCatalogoPublico] },
      },
    });
    renderApp(`/distribuidores/${distribuidor.uuid}`);
    const termos = await screen.findByTestId('termos-catalogo');
    expect(termos.textContent).toContain('Tabela geral');
    expect(termos.textContent).toContain('01/11/2026 a 31/12/2026');
    expect(within(termos).getByTestId('pedido-minimo').textContent).toContain('R$\u00a05.000,00');
    expect(termos.textContent).toContain('Frete grátis acima de R$ 10 mil.');

    const itens = screen.getByRole('list', { name: 'Itens de Tabela geral' });
    const cartaoKit = within(itens).getByRole('listitem', { name: 'Kit 5,5 kWp' });
    expect(within(cartaoKit).getByTestId('preco-item').textContent).toContain('R$\u00a014.000,00');
    expect(within(cartaoKit).getByTestId('disponibilidade').textContent).toBe('Disponível');
    expect(within(cartaoKit).getByTestId('especificacoes').textContent).toBe('5,5 kWp');
    expect(within(cartaoKit).getByText('2 componentes')).toBeTruthy();
    expect(within(cartaoKit).getByRole('list', { name: 'Componentes de Kit 5,5 kWp' }).textContent).toContain(
      '10 un × Módulo Jinko 550 W',
    );
    expect(within(cartaoKit).getByRole('button', { name: 'Adicionar ao pedido: Kit 5,5 kWp' })).toBeTruthy();
    const cartaoInversor = within(itens).getByRole('listitem', { name: 'Inversor Growatt 5 kW' });
    expect(within(cartaoInversor).getByTestId('disponibilidade').textContent).toBe('Sob consulta');
    expect(within(cartaoInversor).getByTestId('especificacoes').textContent).toBe(
      '5 kW · 2 MPPTs · Monofásico',
    );
    // Never what only the distributor sees.
    expect(screen.queryByText(/Custo/)).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Filtrar por tipo'), 'inversor');
    expect(within(itens).queryByRole('listitem', { name: 'Kit 5,5 kWp' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Baterias' }));
    expect(await screen.findByText('Este catálogo ainda não tem itens')).toBeTruthy();
    expect(screen.getByTestId('pedido-minimo').textContent).toContain('sem mínimo');
  });

  it('copia um item para o catálogo com a categoria escolhida; depois ele aponta para a cópia', async () => {
    const copias: unknown[] = [];
    let copiado: string | null = null;
    entrarComoIntegrador({
      ...comDistribuidor,
      categorias: { body: categorias },
      [`distribuidores/${distribuidor.uuid}/catalogos`]: () => ({
        body: { data: [{ ...catalogoPublico, itens: [{ ...kitPublico, copiado }] }] },
      }),
      'produtos/copiar': (init) => {
        copias.push(JSON.parse(String(init?.body)));
        copiado = kit.uuid;
        return { status: 201, body: { data: kit } };
      },
    });
    renderApp(`/distribuidores/${distribuidor.uuid}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Copiar para meu catálogo: Kit 5,5 kWp' }),
    );
    const dialogo = await screen.findByRole('alertdialog', { name: 'Copiar para meu catálogo' });
    expect(dialogo.textContent).toContain('R$\u00a014.000,00');
    expect(dialogo.textContent).toContain('Os componentes do kit também são copiados');
    const categoria = within(dialogo).getByLabelText('Categoria') as HTMLSelectElement;
    await waitFor(() => expect(within(categoria).getByRole('option', { name: 'Módulos' })).toBeTruthy());
    await userEvent.selectOptions(categoria, CATEGORIA);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(copias).toEqual([{ item: kitPublico.uuid, categoria: CATEGORIA }]));
    expect(await screen.findByText('Produto copiado para o seu catálogo')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'No seu catálogo: Kit 5,5 kWp' });
    expect(link.getAttribute('href')).toBe(`/app/catalogo?produto=${kit.uuid}`);
    expect(screen.queryByRole('button', { name: /Copiar para meu catálogo/ })).toBeNull();
  });

  it('copiar o que já está no catálogo mostra a mensagem do servidor', async () => {
    entrarComoIntegrador({
      ...comDistribuidor,
      [`distribuidores/${distribuidor.uuid}/catalogos`]: { body: { data: [catalogoPublico] } },
      'produtos/copiar': { status: 409, body: { message: 'Este produto já está no seu catálogo.' } },
    });
    renderApp(`/distribuidores/${distribuidor.uuid}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Copiar para meu catálogo: Kit 5,5 kWp' }),
    );
    const dialogo = await screen.findByRole('alertdialog', { name: 'Copiar para meu catálogo' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Este produto já está no seu catálogo.')).toBeTruthy();
  });

  it('o distribuidor na própria página vê a nota de prévia e nenhum botão de copiar ou pedir', async () => {
    entrarComoDistribuidor({
      ...comDistribuidor,
      [`distribuidores/${distribuidor.uuid}/catalogos`]: { body: { data: [catalogoPublico] } },
    });
    renderApp(`/distribuidores/${distribuidor.uuid}`);
    expect(await screen.findByTestId('termos-catalogo')).toBeTruthy();
    expect(screen.getByTestId('nota-previa')).toBeTruthy();
    expect(screen.getAllByTestId('item-publico')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Copiar para meu catálogo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Adicionar ao pedido/ })).toBeNull();
  });

  it('um distribuidor que não existe (ou sem catálogos hoje) diz que não foi encontrado', async () => {
    entrarComoIntegrador({
      'distribuidores/x': { status: 404, body: { message: 'Distribuidor não encontrado.' } },
      'distribuidores/x/catalogos': { status: 404, body: { message: 'Distribuidor não encontrado.' } },
    });
    renderApp('/distribuidores/x');
    expect(await screen.findByText('Distribuidor não encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Todos os distribuidores/ })).toBeTruthy();
  });
});
