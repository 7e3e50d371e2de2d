import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { estrutura, lista } from '../../../../test/catalogo.ts';
import {
  catalogos,
  empresaDistribuidora,
  entrarComoDistribuidor,
  itensDoPublicado,
  publicado,
  rascunho,
} from '../../../../test/distribuidores.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('catálogo: a aba Catálogos do distribuidor', () => {
  it('só um distribuidor tem a aba; um integrador que pede ?aba=catalogos fica nos produtos', async () => {
    entrarComoIntegrador();
    renderApp('/catalogo?aba=catalogos');
    expect(await screen.findByRole('tab', { name: 'Produtos', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Catálogos' })).toBeNull();
  });

  it('lista situação, validade e itens; publicar pede confirmação e chama o servidor', async () => {
    const publicados: string[] = [];
    entrarComoDistribuidor({
      catalogos: { body: catalogos },
      [`catalogos/${rascunho.uuid}/publicar`]: (init) => {
        publicados.push(String(init?.method));
        return {
          body: { data: { ...rascunho, publicado_em: '2026-11-24T12:00:00.000Z', situacao: 'publicado' } },
        };
      },
    });
    renderApp('/catalogo?aba=catalogos');
    const tabela = await screen.findByRole('table', { name: 'Catálogos' });
    const linhaRascunho = within(tabela).getByRole('row', { name: /Kits de dezembro/ });
    expect(within(linhaRascunho).getByText('Rascunho')).toBeTruthy();
    expect(linhaRascunho.textContent).toContain('Sem prazo');
    expect(linhaRascunho.textContent).toContain('0 itens');
    const linhaPublicado = within(tabela).getByRole('row', { name: /Tabela geral/ });
    expect(within(linhaPublicado).getByText('Publicado')).toBeTruthy();
    expect(linhaPublicado.textContent).toContain('01/11/2026 a 31/12/2026');
    expect(linhaPublicado.textContent).toContain('2 itens');
    expect(linhaPublicado.textContent).toContain('R$\u00a05.000,00');
    expect(within(linhaPublicado).getByRole('button', { name: 'Despublicar Tabela geral' })).toBeTruthy();
    const linhaExpirado = within(tabela).getByRole('row', { name: /Promoção de outubro/ });
    expect(within(linhaExpirado).getByText('Expirado')).toBeTruthy();
    expect(linhaExpirado.textContent).toContain('Até 31/10/2026');
    // The preview of what buyers see is the company's own distributor page.
    expect(screen.getByRole('link', { name: /Ver como integrador/ }).getAttribute('href')).toBe(
      `/app/distribuidores/${empresaDistribuidora.uuid}`,
    );

    await userEvent.click(within(linhaRascunho).getByRole('button', { name: 'Publicar Kits de dezembro' }));
    const confirmacao = await screen.findByRole('alertdialog', { name: 'Publicar catálogo' });
    expect(confirmacao.textContent).toContain('Este catálogo ainda não tem itens.');
    expect(publicados).toEqual([]);
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(publicados).toEqual(['POST']));
    expect(await screen.findByText('Catálogo publicado')).toBeTruthy();
  });

  it('os itens mostram custo e margem; um produto novo entra pelo preço de venda e a lista é salva inteira', async () => {
    const enviados: unknown[] = [];
    entrarComoDistribuidor({
      catalogos: { body: catalogos },
      produtos: { body: lista([estrutura]) },
      [`catalogos/${publicado.uuid}/itens`]: (init) => {
        if (init?.method === 'PUT') enviados.push(JSON.parse(String(init.body)));
        return { body: itensDoPublicado };
      },
    });
    renderApp('/catalogo?aba=catalogos');
    await userEvent.click(await screen.findByRole('button', { name: 'Itens de Tabela geral' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Itens de Tabela geral' });
    const linhas = await within(dialogo).findAllByTestId('linha-catalogo');
    expect(linhas).toHaveLength(2);
    expect(linhas[0]?.textContent).toContain('Custo R$\u00a09.800,00');
    expect(within(linhas[0] as HTMLElement).getByTestId('margem-linha').textContent).toContain('30,0%');
    // Sold below cost: the margin is negative.
    expect(within(linhas[1] as HTMLElement).getByTestId('margem-linha').textContent).toContain('-10,0%');

    const preco = within(dialogo).getByLabelText('Preço de Inversor Growatt 5 kW');
    await userEvent.clear(preco);
    await userEvent.type(preco, '4.125,00');
    expect(within(linhas[1] as HTMLElement).getByTestId('margem-linha').textContent).toContain('20,0%');

    await userEvent.type(within(dialogo).getByLabelText('Buscar produto para o catálogo'), 'estr');
    const achados = await within(dialogo).findByRole('list', { name: 'Produtos encontrados' });
    await userEvent.click(within(achados).getByRole('button', { name: /Estrutura telhado cerâmico/ }));
    expect(
      (within(dialogo).getByLabelText('Preço de Estrutura telhado cerâmico') as HTMLInputElement).value,
    ).toBe('180,00');

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Subir Estrutura telhado cerâmico' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar itens' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      itens: [
        { produto: itensDoPublicado.data[0]?.produto.uuid, preco_rs: 14000 },
        { produto: estrutura.uuid, preco_rs: 180 },
        { produto: itensDoPublicado.data[1]?.produto.uuid, preco_rs: 4125 },
      ],
    });
    expect(await screen.findByText('Itens do catálogo salvos')).toBeTruthy();
  });

  it('um catálogo novo é criado com validade e pedido mínimo e abre os itens em seguida', async () => {
    const criados: unknown[] = [];
    const novo = { ...rascunho, uuid: 'c1000000-0000-4000-8000-0000000000aa', nome: 'Janeiro' };
    entrarComoDistribuidor({
      catalogos: (init) => {
        if (init?.method === 'POST') {
          criados.push(JSON.parse(String(init.body)));
          return { status: 201, body: { data: novo } };
        }
        return { body: catalogos };
      },
      [`catalogos/${novo.uuid}/itens`]: { body: { data: [] } },
    });
    renderApp('/catalogo?aba=catalogos');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /Novo catálogo/ }))[0] as HTMLElement,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Novo catálogo' });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Janeiro');
    await userEvent.type(within(dialogo).getByLabelText('Válido de'), '2027-01-01');
    await userEvent.type(within(dialogo).getByLabelText('Válido até'), '2026-12-01');
    await userEvent.type(within(dialogo).getByLabelText('Pedido mínimo (R$)'), '2.500');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar catálogo' }));
    expect(
      await within(dialogo).findByText('A data final deve ser igual ou posterior à inicial'),
    ).toBeTruthy();
    expect(criados).toEqual([]);
    const ate = within(dialogo).getByLabelText('Válido até');
    await userEvent.clear(ate);
    await userEvent.type(ate, '2027-01-31');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar catálogo' }));
    await waitFor(() => expect(criados).toHaveLength(1));
    expect(criados[0]).toMatchObject({
      nome: 'Janeiro',
      valido_de: '2027-01-01',
      valido_ate: '2027-01-31',
      pedido_minimo_rs: 2500,
    });
    expect(await screen.findByRole('dialog', { name: 'Itens de Janeiro' })).toBeTruthy();
  });
});
