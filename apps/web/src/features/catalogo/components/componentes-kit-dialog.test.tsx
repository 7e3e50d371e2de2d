import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { componentesDoKit, estrutura, inversor, kit, lista, modulo } from '../../../../test/catalogo.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('componentes do kit', () => {
  it('soma custo, kWp e kits disponíveis enquanto edita, valida as quantidades e salva a lista inteira', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      produtos: { body: lista([kit, modulo, inversor, estrutura]) },
      [`produtos/${kit.uuid}/componentes`]: (init) => {
        if (init?.method === 'PUT') enviados.push(JSON.parse(String(init.body)));
        return { body: componentesDoKit };
      },
    });
    renderApp('/catalogo');
    await userEvent.click(await screen.findByRole('button', { name: 'Componentes de Kit 5,5 kWp' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Componentes de Kit 5,5 kWp' });
    const figura = (id: string) => within(dialogo).getByTestId(id).textContent;
    await waitFor(() => expect(figura('custo-kit')).toBe('R$\u00a09.800,00'));
    expect(figura('potencia-kit')).toBe('5,5 kWp');
    // 40 modules / 10 per kit = 4; 2 inverters / 1 per kit = 2.
    expect(figura('disponiveis-kit')).toBe('2 kits');

    const qtdModulo = within(dialogo).getByLabelText('Quantidade de Módulo Jinko 550 W');
    await userEvent.clear(qtdModulo);
    await userEvent.type(qtdModulo, '25');
    expect(figura('custo-kit')).toBe('R$\u00a019.550,00');
    expect(figura('potencia-kit')).toBe('13,75 kWp');
    expect(figura('disponiveis-kit')).toBe('1 kit');

    await userEvent.type(within(dialogo).getByLabelText('Buscar produto para o kit'), 'estr');
    const achados = await within(dialogo).findByRole('list', { name: 'Produtos encontrados' });
    // The kit itself and the lines already in it are not offered.
    expect(within(achados).queryByRole('button', { name: /Kit 5,5 kWp/ })).toBeNull();
    expect(within(achados).queryByRole('button', { name: /Módulo Jinko/ })).toBeNull();
    await userEvent.click(within(achados).getByRole('button', { name: /Estrutura telhado cerâmico/ }));
    expect(figura('custo-kit')).toBe('R$\u00a019.670,00');
    await userEvent.click(
      within(dialogo).getByRole('button', { name: 'Tirar Inversor Growatt 5 kW do kit' }),
    );
    expect(figura('custo-kit')).toBe('R$\u00a016.370,00');
    expect(within(dialogo).getAllByTestId('linha-kit')).toHaveLength(2);

    const qtdEstrutura = within(dialogo).getByLabelText('Quantidade de Estrutura telhado cerâmico');
    await userEvent.clear(qtdEstrutura);
    await userEvent.type(qtdEstrutura, '0');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar componentes' }));
    expect(await within(dialogo).findByText('A quantidade deve ser maior que 0')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.clear(qtdEstrutura);
    await userEvent.type(qtdEstrutura, '2,5');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar componentes' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      itens: [
        { produto: modulo.uuid, quantidade: 25 },
        { produto: estrutura.uuid, quantidade: 2.5 },
      ],
    });
    expect(await screen.findByText('Componentes salvos')).toBeTruthy();
  });
});
