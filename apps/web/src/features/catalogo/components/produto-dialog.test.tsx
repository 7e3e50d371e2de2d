import type { ZEquipamentos } from '@irradia/shared/equipamentos/equipamentos.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { categorias, inversor, kit, lista } from '../../../../test/catalogo.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const EQUIPAMENTO = '40000000-0000-4000-8000-000000000001';
const biblioteca = {
  data: [
    {
      uuid: EQUIPAMENTO,
      tipo: 'inversor',
      fabricante: 'Fronius International GmbH',
      modelo: 'Primo 5.0-1 208-240',
      potencia_w: 5000,
      nome_cec: 'Fronius International GmbH: Primo 5.0-1 208-240 [240V]',
      data_cec: '2019-05-01',
      versao: 'pvlib 2019-03-01',
      fonte: 'Lista CEC (California Energy Commission) distribuída pelo pvlib (BSD-3)',
      tensao_ac_v: 240,
      potencia_dc_w: 5180.4,
      tensao_dc_max_v: 600,
      corrente_dc_max_a: 18,
      mppt_min_v: 80,
      mppt_max_v: 480,
    },
  ],
  meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 },
} satisfies z.infer<typeof ZEquipamentos>;

async function abrirNovoProduto() {
  await userEvent.click((await screen.findAllByRole('button', { name: /Novo produto/ }))[0] as HTMLElement);
  return screen.findByRole('dialog');
}

describe('formulário de produto', () => {
  it('valida com o esquema do servidor: o que o tipo exige, e só os campos do tipo', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      categorias: { body: categorias },
      produtos: (init) => {
        if (init?.method !== 'POST') return { body: lista([]) };
        enviados.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: inversor } };
      },
    });
    renderApp('/catalogo');
    const dialogo = await abrirNovoProduto();

    // A module requires its Wp; nothing is sent while a field is wrong.
    expect(within(dialogo).getByLabelText(/Potência \(Wp\)/)).toBeTruthy();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Informe o nome')).toBeTruthy();
    expect(within(dialogo).getByText('Informe a potência do módulo em Wp')).toBeTruthy();
    expect(enviados).toEqual([]);

    // An inverter shows its own fields (AC kW, MPPTs, phases), not the module's.
    await userEvent.selectOptions(within(dialogo).getByLabelText(/^Tipo/), 'inversor');
    expect(within(dialogo).queryByLabelText(/Potência \(Wp\)/)).toBeNull();
    expect(within(dialogo).getByLabelText(/MPPTs/)).toBeTruthy();
    expect(within(dialogo).getByLabelText(/Fases/)).toBeTruthy();
    await userEvent.type(within(dialogo).getByLabelText(/^Nome/), 'Inversor Growatt 5 kW');
    await userEvent.type(within(dialogo).getByLabelText(/Potência AC \(kW\)/), '0');
    await userEvent.type(within(dialogo).getByLabelText(/^Custo/), '3.300,00');
    await userEvent.type(within(dialogo).getByLabelText(/Preço de venda/), '4290,5');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('O valor deve ser maior que 0')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.clear(within(dialogo).getByLabelText(/Potência AC \(kW\)/));
    await userEvent.type(within(dialogo).getByLabelText(/Potência AC \(kW\)/), '5');
    await userEvent.type(within(dialogo).getByLabelText(/MPPTs/), '2');
    await userEvent.selectOptions(within(dialogo).getByLabelText(/Fases/), 'monofasico');
    await userEvent.selectOptions(
      within(dialogo).getByLabelText(/^Categoria/),
      categorias.data[0]?.uuid ?? '',
    );
    await userEvent.type(within(dialogo).getByLabelText(/Estoque mínimo/), '3');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      tipo: 'inversor',
      nome: 'Inversor Growatt 5 kW',
      categoria: categorias.data[0]?.uuid,
      modelo: null,
      fabricante: null,
      sku: null,
      unidade: 'un',
      descricao: null,
      custo_rs: 3300,
      preco_venda_rs: 4290.5,
      estoque_minimo: 3,
      equipamento: null,
      especificacoes: { potencia_kw: 5, mppts: 2, fases: 'monofasico' },
    });
    expect(await screen.findByText('Produto cadastrado')).toBeTruthy();
  });

  it('o erro 422 de um dado técnico aparece sob o campo', async () => {
    entrarComoIntegrador({
      produtos: (init) =>
        init?.method === 'POST'
          ? {
              status: 422,
              body: {
                errors: [
                  { field: 'especificacoes.potencia_wp', rule: 'max', message: 'A potência passa do limite' },
                ],
              },
            }
          : { body: lista([]) },
    });
    renderApp('/catalogo');
    const dialogo = await abrirNovoProduto();
    await userEvent.type(within(dialogo).getByLabelText(/^Nome/), 'Módulo');
    await userEvent.type(within(dialogo).getByLabelText(/Potência \(Wp\)/), '550');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findAllByText('A potência passa do limite')).not.toHaveLength(0);
    expect((within(dialogo).getByLabelText(/Potência \(Wp\)/) as HTMLInputElement).value).toBe('550');
  });

  it('"Buscar na biblioteca" preenche fabricante, modelo e dados técnicos de um inversor', async () => {
    const fetchMock = entrarComoIntegrador({ equipamentos: { body: biblioteca } });
    renderApp('/catalogo');
    const dialogo = await abrirNovoProduto();
    await userEvent.selectOptions(within(dialogo).getByLabelText(/^Tipo/), 'inversor');
    await userEvent.click(within(dialogo).getByRole('button', { name: /Buscar na biblioteca/ }));
    await userEvent.type(within(dialogo).getByLabelText('Buscar na biblioteca de inversores'), 'primo');
    await userEvent.click(await within(dialogo).findByRole('button', { name: /Primo 5\.0-1 208-240/ }));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('equipamentos?tipo=inversor&busca=primo')),
    ).toBe(true);
    expect((within(dialogo).getByLabelText(/^Fabricante$/) as HTMLInputElement).value).toBe(
      'Fronius International GmbH',
    );
    expect((within(dialogo).getByLabelText(/^Modelo/) as HTMLInputElement).value).toBe('Primo 5.0-1 208-240');
    expect((within(dialogo).getByLabelText(/^Nome/) as HTMLInputElement).value).toBe(
      'Fronius International GmbH Primo 5.0-1 208-240',
    );
    expect((within(dialogo).getByLabelText(/Potência AC \(kW\)/) as HTMLInputElement).value).toBe('5');
    expect((within(dialogo).getByLabelText(/Potência máxima DC \(kW\)/) as HTMLInputElement).value).toBe(
      '5,18',
    );
    expect((within(dialogo).getByLabelText(/Tensão máxima DC \(V\)/) as HTMLInputElement).value).toBe('600');
    expect(within(dialogo).getByText('Dados copiados da biblioteca de equipamentos.')).toBeTruthy();
  });

  it('um kit novo não tem custo no formulário e abre os componentes depois de salvo', async () => {
    const enviados: unknown[] = [];
    const novo = { ...kit, kit: { componentes: 0, potencia_kwp: 0, disponivel: 0 }, custo_rs: 0 };
    entrarComoIntegrador({
      produtos: (init) => {
        if (init?.method !== 'POST') return { body: lista([]) };
        enviados.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: novo } };
      },
      [`produtos/${kit.uuid}/componentes`]: { body: { data: [] } },
    });
    renderApp('/catalogo');
    const dialogo = await abrirNovoProduto();
    await userEvent.selectOptions(within(dialogo).getByLabelText(/^Tipo/), 'kit');
    expect(within(dialogo).queryByLabelText(/^Custo/)).toBeNull();
    expect(within(dialogo).queryByLabelText(/Estoque mínimo/)).toBeNull();
    expect(within(dialogo).getByTestId('custo-do-kit').textContent).toMatch(
      /soma dos custos dos componentes/,
    );
    await userEvent.type(within(dialogo).getByLabelText(/^Nome/), 'Kit 5,5 kWp');
    await userEvent.type(within(dialogo).getByLabelText(/Preço de venda/), '14.900,00');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      tipo: 'kit',
      nome: 'Kit 5,5 kWp',
      preco_venda_rs: 14900,
      especificacoes: {},
    });
    const componentes = await screen.findByRole('dialog', { name: 'Componentes de Kit 5,5 kWp' });
    expect(await within(componentes).findByTestId('kit-vazio')).toBeTruthy();
  });
});
