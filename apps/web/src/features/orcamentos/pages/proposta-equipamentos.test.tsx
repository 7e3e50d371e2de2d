import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inversor, modulo } from '../../../../test/catalogo.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { ORCAMENTO, paraCliente, propostaCalculada, propostaVazia } from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

// The proposal's equipment from the catalogue and its payment options (decision 035).

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

/** The server's answer once the module and the inverter come from the catalogue. */
const comKit = {
  ...propostaCalculada,
  entradas: {
    ...propostaCalculada.entradas,
    modulo_wp: null,
    modulo_produto: modulo.uuid,
    inversores_produtos: [inversor.uuid],
  },
  catalogo: [
    {
      produto: modulo.uuid,
      tipo: 'modulo',
      nome: modulo.nome,
      fabricante: modulo.fabricante,
      modelo: modulo.modelo,
      potencia_wp: 550,
      potencia_kw: null,
      custo_unitario_rs: 650,
    },
  ],
  kit: {
    itens: [
      {
        produto: modulo.uuid,
        tipo: 'modulo',
        nome: modulo.nome,
        fabricante: modulo.fabricante,
        modelo: modulo.modelo,
        quantidade: 8,
        custo_unitario_rs: 650,
        custo_total_rs: 5200,
      },
      {
        produto: inversor.uuid,
        tipo: 'inversor',
        nome: inversor.nome,
        fabricante: inversor.fabricante,
        modelo: inversor.modelo,
        quantidade: 1,
        custo_unitario_rs: 3300,
        custo_total_rs: 3300,
      },
    ],
    custo_rs: 8500,
  },
  pagamentos: {
    a_vista_rs: 20_900,
    parcelado: { parcelas: 10, valor_parcela_rs: 2200, primeira_parcela_rs: 2200 },
    financiamentos: [
      { prazo_meses: 24, taxa_mensal: 0.0149, entrada_rs: 0, parcela_rs: 1102.01, total_rs: 26448.24 },
      { prazo_meses: 60, taxa_mensal: 0.0149, entrada_rs: 0, parcela_rs: 557.33, total_rs: 33439.8 },
    ],
  },
} satisfies PropostaCalculada;

describe('orçamentos: equipamentos do catálogo e formas de pagamento', () => {
  it('escolhe o módulo no catálogo, informa o pagamento e vê o kit e as formas de pagamento', async () => {
    const enviados: Array<Record<string, unknown>> = [];
    const buscas: string[] = [];
    entrarComoIntegrador({
      [`pedidos/${ORCAMENTO}`]: { body: { data: paraCliente } },
      [`pedidos/${ORCAMENTO}/proposta`]: (init) => {
        if (init?.method !== 'PUT') return { body: { data: propostaVazia } };
        enviados.push(JSON.parse(String(init.body)));
        return { body: { data: comKit } };
      },
      produtos: () => {
        buscas.push('produtos');
        return { body: pagina([modulo]) };
      },
    });
    renderApp(`/orcamentos/${ORCAMENTO}`);
    await screen.findByRole('heading', { name: '#12 · Maria Oliveira' });

    const equipamentos = screen.getByRole('group', { name: 'Equipamentos do catálogo' });
    await userEvent.type(within(equipamentos).getByLabelText('Buscar módulo no catálogo'), 'jinko');
    await userEvent.click(await within(equipamentos).findByRole('button', { name: /Módulo Jinko 550 W/ }));
    expect(buscas.length).toBeGreaterThan(0);
    const escolhido = within(equipamentos).getByTestId('produto-escolhido');
    expect(escolhido.textContent).toContain('550 Wp · Jinko Solar · JKM550M-72HL4');
    // The typed Wp is set aside while the catalogue gives it.
    expect((screen.getByLabelText('Potência do módulo (Wp)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Custo do kit (R$)') as HTMLInputElement).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('Desconto à vista (%)'), '5');
    await userEvent.type(screen.getByLabelText('Parcelas sem juros (cartão ou boleto)'), '10');
    await userEvent.type(screen.getByLabelText('Taxa do financiamento (% ao mês)'), '1,49');
    await userEvent.type(screen.getByLabelText('Prazos do financiamento (meses)'), '24; 60');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e calcular' }));

    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      modulo_produto: modulo.uuid,
      inversores_produtos: null,
      componentes: null,
      pagamento: {
        parcelas_max: 10,
        taxa_financiamento_mensal: 0.0149,
        prazos_financiamento_meses: [24, 60],
        entrada_rs: null,
        desconto_a_vista: 0.05,
      },
    });

    const kit = await screen.findByRole('table', { name: 'Kit do catálogo' });
    expect(within(kit).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('custo-kit').textContent).toBe('R$\u00a08.500,00');
    expect(screen.getByTestId('pagamento-a-vista').textContent).toBe('À vista: R$\u00a020.900,00');
    expect(screen.getByTestId('pagamento-parcelado').textContent).toBe('10× de R$\u00a02.200,00 sem juros');
    const financiamentos = screen.getAllByTestId('pagamento-financiamento').map((e) => e.textContent);
    expect(financiamentos).toEqual([
      '24× de R$\u00a01.102,01 (1,49% ao mês), total R$\u00a026.448,24',
      '60× de R$\u00a0557,33 (1,49% ao mês), total R$\u00a033.439,80',
    ]);
  });

  it('um 422 de produto de outra empresa aparece no campo do módulo', async () => {
    entrarComoIntegrador({
      [`pedidos/${ORCAMENTO}`]: { body: { data: paraCliente } },
      [`pedidos/${ORCAMENTO}/proposta`]: (init) =>
        init?.method !== 'PUT'
          ? { body: { data: propostaVazia } }
          : {
              status: 422,
              body: {
                errors: [{ field: 'modulo_produto', rule: 'exists', message: 'Produto não encontrado' }],
              },
            },
      produtos: { body: pagina([modulo]) },
    });
    renderApp(`/orcamentos/${ORCAMENTO}`);
    await screen.findByRole('heading', { name: '#12 · Maria Oliveira' });
    const equipamentos = screen.getByRole('group', { name: 'Equipamentos do catálogo' });
    await userEvent.type(within(equipamentos).getByLabelText('Buscar módulo no catálogo'), 'jinko');
    await userEvent.click(await within(equipamentos).findByRole('button', { name: /Módulo Jinko 550 W/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e calcular' }));
    expect(await within(equipamentos).findByText('Produto não encontrado')).toBeTruthy();
  });
});
