import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import {
  ORCAMENTO,
  paraCliente,
  petrolina,
  propostaCalculada,
  propostaVazia,
} from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

type Answer = { status?: number; body?: unknown };

/** The deal and its proposal: GET answers `proposta`, PUT whatever `aoSalvar` says (and keeps the body). */
function abrirProposta(aoSalvar: (corpo: Record<string, unknown>) => Answer, enviados: unknown[] = []) {
  entrarComoIntegrador({
    [`pedidos/${ORCAMENTO}`]: { body: { data: paraCliente } },
    [`pedidos/${ORCAMENTO}/proposta`]: (init) => {
      if (init?.method !== 'PUT') return { body: { data: propostaVazia } };
      const corpo = JSON.parse(String(init.body));
      enviados.push(corpo);
      return aoSalvar(corpo);
    },
    cidades: { body: pagina([petrolina]) },
  });
  renderApp(`/orcamentos/${ORCAMENTO}`);
}

const salvar = () => userEvent.click(screen.getByRole('button', { name: 'Salvar e calcular' }));

describe('orçamentos: a proposta', () => {
  it('vazia, mostra o que falta informar em cada parte, sem erro', async () => {
    abrirProposta(() => ({ body: { data: propostaVazia } }));
    expect(await screen.findByRole('heading', { name: '#12 · Maria Oliveira' })).toBeTruthy();
    const resultados = screen.getByRole('region', { name: 'Resultados da proposta' });
    const dimensionamento = within(resultados).getByRole('heading', { name: 'Dimensionamento' });
    expect(dimensionamento).toBeTruthy();
    expect(within(resultados).getAllByText('Informe o consumo dos 12 meses').length).toBeGreaterThan(0);
    expect(within(resultados).getAllByText('Informe a margem').length).toBeGreaterThan(0);
    expect(within(resultados).getAllByText('Informe a tarifa').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Projeção de 25 anos')).toBeNull();
  });

  it('envia os percentuais como frações e mostra kWp, preço e payback da resposta', async () => {
    const enviados: Array<Record<string, unknown>> = [];
    abrirProposta(() => ({ body: { data: propostaCalculada } }), enviados);
    await screen.findByRole('heading', { name: '#12 · Maria Oliveira' });

    await userEvent.type(screen.getByLabelText('Média mensal (kWh)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Repetir em todos os meses' }));
    expect((screen.getByLabelText('Consumo de dezembro (kWh)') as HTMLInputElement).value).toBe('500');
    await userEvent.selectOptions(screen.getByLabelText('Fornecimento'), 'bifasico');
    await userEvent.type(screen.getByLabelText('Cobertura do consumo (%)'), '100');
    await userEvent.type(screen.getByLabelText(/^Rendimento do sistema/), '80');
    await userEvent.type(screen.getByLabelText('Potência do módulo (Wp)'), '550');
    await userEvent.type(screen.getByLabelText(/^Potências dos inversores/), '4; 5,5');
    await userEvent.type(screen.getByLabelText('Custo do kit (R$)'), '12.000,00');
    await userEvent.type(screen.getByLabelText('Serviços (R$)'), '3.400');
    await userEvent.type(screen.getByLabelText('Margem (%)'), '20');
    await userEvent.type(screen.getByLabelText('Impostos (%)'), '6,5');
    await userEvent.type(screen.getByLabelText('Reajuste da tarifa (% ao ano)'), '7');
    await salvar();

    await waitFor(() => expect(enviados).toHaveLength(1));
    const corpo = enviados[0] ?? {};
    expect(corpo.consumo_mensal_kwh).toEqual(Array.from({ length: 12 }, () => 500));
    expect(corpo).toMatchObject({
      fornecimento: 'bifasico',
      cobertura: 1,
      performance_ratio: 0.8,
      modulo_wp: 550,
      inversores_kw: [4, 5.5],
      custo_kit_rs: 12_000,
      servicos_rs: 3_400,
      margem: 0.2,
      impostos: 0.065,
      reajuste_anual: 0.07,
      tarifa_rs_kwh: null,
      cidade_ibge: null,
    });

    expect(await screen.findByText('Proposta salva')).toBeTruthy();
    expect((await screen.findByTestId('kwp-necessario')).textContent).toBe('3,3 kWp');
    expect(screen.getByTestId('modulos').textContent).toBe('8 × 550 Wp');
    expect(screen.getByTestId('kwp-real').textContent).toBe('4,4 kWp');
    expect(screen.getByTestId('inversor').textContent).toBe('1 × 4 kW');
    expect(screen.getByTestId('preco-venda').textContent).toBe('R$\u00a022.000,00');
    expect(screen.getByTestId('payback-simples').textContent).toBe('4 anos e 5 meses');
    expect(screen.getByTestId('payback-descontado').textContent).toBe('5 anos e 11 meses');
    expect(screen.getByTestId('tir').textContent).toBe('21,7% ao ano');
    const tabela = screen.getByRole('table', { name: 'Projeção de 25 anos' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(26);
    expect(within(tabela).getByRole('row', { name: /^1 / }).textContent).toContain('-R$\u00a017.000,00');
  });

  it('não envia um percentual fora da faixa e mostra o erro no campo', async () => {
    const enviados: unknown[] = [];
    abrirProposta(() => ({ body: { data: propostaVazia } }), enviados);
    await screen.findByRole('heading', { name: '#12 · Maria Oliveira' });
    await userEvent.type(screen.getByLabelText('Margem (%)'), '120');
    await salvar();
    expect(await screen.findByText('A margem deve estar entre 0 e 99%')).toBeTruthy();
    expect(enviados).toEqual([]);
  });

  it('envia o código IBGE da cidade e mostra o 422 do servidor no campo certo', async () => {
    const enviados: Array<Record<string, unknown>> = [];
    abrirProposta(
      () => ({
        status: 422,
        body: { errors: [{ field: 'cidade_ibge', rule: 'exists', message: 'Cidade não encontrada' }] },
      }),
      enviados,
    );
    await screen.findByRole('heading', { name: '#12 · Maria Oliveira' });
    await userEvent.type(screen.getByLabelText('Buscar cidade da instalação'), 'Petro');
    await userEvent.click(await screen.findByRole('button', { name: 'Petrolina - PE' }));
    await salvar();
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]?.cidade_ibge).toBe(2611101);
    const campo = screen.getByRole('group', { name: 'Local' });
    expect(await within(campo).findByText('Cidade não encontrada')).toBeTruthy();
  });

  it('pronta, envia ao cliente depois de confirmar e mostra o link uma vez, para copiar', async () => {
    const envios: unknown[] = [];
    entrarComoIntegrador({
      [`pedidos/${ORCAMENTO}`]: { body: { data: paraCliente } },
      [`pedidos/${ORCAMENTO}/proposta`]: { body: { data: propostaCalculada } },
      [`pedidos/${ORCAMENTO}/enviar`]: (init) => {
        envios.push(init?.method);
        return { body: { data: { ...paraCliente, status: 'enviada', link: '/app/proposta/abc123' } } };
      },
    });
    renderApp(`/orcamentos/${ORCAMENTO}`);
    const acoes = await screen.findByTestId('acoes-da-proposta');
    expect((within(acoes).getByRole('button', { name: /Baixar PDF/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await userEvent.click(within(acoes).getByRole('button', { name: /Enviar ao cliente/ }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Enviar a proposta ao cliente' });
    expect(envios).toEqual([]);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    const link = (await screen.findByLabelText('Link da proposta')) as HTMLInputElement;
    expect(envios).toEqual(['POST']);
    expect(link.value).toBe(`${window.location.origin}/app/proposta/abc123`);
    expect(await screen.findByText('Proposta #12 enviada')).toBeTruthy();
  });

  it('incompleta, não deixa baixar nem enviar e diz o que falta', async () => {
    abrirProposta(() => ({ body: { data: propostaVazia } }));
    const acoes = await screen.findByTestId('acoes-da-proposta');
    expect((within(acoes).getByRole('button', { name: /Baixar PDF/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (within(acoes).getByRole('button', { name: /Enviar ao cliente/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(acoes).getByText(/Complete o dimensionamento e o preço/)).toBeTruthy();
  });
});
