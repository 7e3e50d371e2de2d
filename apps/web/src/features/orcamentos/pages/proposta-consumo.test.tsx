import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import {
  ORCAMENTO,
  paraCliente,
  paraContato,
  propostaVazia,
  ucComFalta,
  ucCompleta,
} from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

// Issue 25: the proposal's consumption from the customer's invoices already in Irradia.

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

/** The deal for a customer with `unidades` answering GET /proposta/consumo; the PUT bodies land in `enviados`. */
function abrir(
  unidades: unknown[],
  enviados: Array<Record<string, unknown>> = [],
  pedido: unknown = paraCliente,
) {
  entrarComoIntegrador({
    [`pedidos/${ORCAMENTO}`]: { body: { data: pedido } },
    [`pedidos/${ORCAMENTO}/proposta`]: (init) => {
      if (init?.method === 'PUT') enviados.push(JSON.parse(String(init.body)));
      return { body: { data: propostaVazia } };
    },
    [`pedidos/${ORCAMENTO}/proposta/consumo`]: { body: { data: unidades } },
  });
  renderApp(`/orcamentos/${ORCAMENTO}`);
}

const usarFaturas = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Usar as faturas do cliente' }));
const mes = (nome: string) => (screen.getByLabelText(`Consumo de ${nome} (kWh)`) as HTMLInputElement).value;

describe('orçamentos: o consumo pelas faturas do cliente', () => {
  it('com uma unidade, preenche os 12 meses, o fornecimento, a modalidade e a tarifa; salvar envia', async () => {
    const enviados: Array<Record<string, unknown>> = [];
    abrir([ucCompleta], enviados);
    await usarFaturas();
    expect(
      await screen.findByText(
        '12 meses preenchidos com as faturas da UC 12345678 · Casa. Também o fornecimento, a modalidade, a tarifa da última fatura.',
      ),
    ).toBeTruthy();
    expect(mes('janeiro')).toBe('410');
    expect(mes('dezembro')).toBe('450');
    expect((screen.getByLabelText('Fornecimento') as HTMLSelectElement).value).toBe('trifasico');
    expect((screen.getByLabelText('Modalidade') as HTMLSelectElement).value).toBe('GD II');
    expect((screen.getByLabelText('Tarifa (R$/kWh)') as HTMLInputElement).value).toBe('0,92');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar e calcular' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      consumo_mensal_kwh: ucCompleta.consumo_mensal_kwh,
      fornecimento: 'trifasico',
      modalidade: 'GD II',
      tarifa_rs_kwh: 0.92,
    });
  });

  it('um mês sem fatura fica vazio, diz quantos faltam e não troca a tarifa já digitada', async () => {
    abrir([ucComFalta]);
    await userEvent.type(await screen.findByLabelText('Tarifa (R$/kWh)'), '1,05');
    await usarFaturas();
    expect(await screen.findByText(/Faltam 2 meses: preencha à mão\./)).toBeTruthy();
    expect(screen.getByText(/^10 meses preenchidos com as faturas da UC 87654321\./)).toBeTruthy();
    expect(mes('março')).toBe('');
    expect(mes('junho')).toBe('');
    expect(mes('julho')).toBe('100');
    expect((screen.getByLabelText('Tarifa (R$/kWh)') as HTMLInputElement).value).toBe('1,05');
  });

  it('com várias unidades, pergunta qual usar; "Somar todas" soma mês a mês', async () => {
    abrir([ucCompleta, ucComFalta]);
    await usarFaturas();
    const escolha = await screen.findByRole('group', { name: 'Unidades do cliente' });
    expect(within(escolha).getByRole('button', { name: 'UC 87654321 (10 meses)' })).toBeTruthy();
    await userEvent.click(within(escolha).getByRole('button', { name: 'Somar todas' }));
    expect(await screen.findByText(/^12 meses preenchidos com 2 unidades somadas\./)).toBeTruthy();
    expect(mes('janeiro')).toBe('510');
    expect(mes('março')).toBe('420');
    // Different supplies: the sum has none to fill.
    expect((screen.getByLabelText('Fornecimento') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('group', { name: 'Unidades do cliente' })).toBeNull();
  });

  it('sem faturas, diz com clareza e não mexe no formulário', async () => {
    abrir([]);
    await usarFaturas();
    expect(await screen.findByText(/O cliente não tem faturas no Irradia/)).toBeTruthy();
    expect(mes('janeiro')).toBe('');
  });

  it('um lead, sem cliente, não tem o botão', async () => {
    abrir([], [], { ...paraContato, uuid: ORCAMENTO });
    await screen.findByRole('heading', { name: /^#/ });
    expect(screen.queryByRole('button', { name: 'Usar as faturas do cliente' })).toBeNull();
  });
});
