import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, uuidDe } from '../../../test/respostas.ts';
import {
  iniciarSimuladorMercadoPago,
  type SimuladorMercadoPago,
} from '../../connectors/pagamentos/mercadopago/simulator.ts';

// A receivable charged to its customer through the gateway (decisions 040 and 041), on the local
// Mercado Pago whose signed webhooks are delivered into the app: paid, the instalment is paid into
// the method's account and the balance moves; refunded, it is open again.

const agora = new Date('2026-11-28T15:00:00Z');
let t: TestApp;
let sim: SimuladorMercadoPago;
let ana: Pessoa;
let empresa: { uuid: string };

type Metodo = 'GET' | 'POST';
const api = (method: Metodo, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(ana, empresa), ...(payload ? { payload } : {}) });
const mensagem = (r: { json(): unknown }) => (r.json() as { message: string }).message;

beforeAll(async () => {
  sim = await iniciarSimuladorMercadoPago({
    token: 'APP_USR-teste',
    segredo: 'segredo-webhook',
    agora: () => agora,
    entregar: async (url, headers, corpo) => {
      const u = new URL(url);
      const r = await t.app.inject({
        method: 'POST',
        url: `${u.pathname}${u.search}`,
        headers,
        payload: corpo,
      });
      return r.statusCode;
    },
  });
  t = await createTestApp({
    env: {
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-teste',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-webhook',
      MERCADOPAGO_BASE_URL: sim.url,
    },
    deps: { now: () => agora },
  });
  ana = await criarPessoa(t, 'Ana');
  empresa = await criarEmpresa(t, ana, { nome: 'Sol Cobrado' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sim?.fechar();
});

describe('cobrança de uma conta a receber pelo gateway', () => {
  it('Pix gerado para o cliente; pago pelo webhook, a parcela fica paga e o saldo da conta sobe', async () => {
    const conta = uuidDe(
      await api('POST', '/api/contas', {
        nome: 'Conta Pix',
        tipo: 'corrente',
        saldo_inicial_em: '2026-01-01',
      }),
    );
    const forma = uuidDe(await api('POST', '/api/formas', { nome: 'Pix', tipo: 'pix', conta }));
    const cliente = uuidDe(
      await api('POST', '/api/clientes', { nome: 'João da Silva', documento: '529.982.247-25' }),
    );
    const semCliente = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'receber',
        descricao: 'Avulso',
        valor_rs: 10,
        vencimento: '2026-12-10',
      }),
    );
    const recusa = await api('POST', `/api/pagamentos/${semCliente}/cobranca`, { forma: 'pix' });
    expect(recusa.statusCode).toBe(409);
    expect(mensagem(recusa)).toBe('Só uma conta a receber de um cliente pode ser cobrada online.');

    const uuid = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'receber',
        descricao: 'Parcela 1/2 da venda',
        valor_rs: 1250.5,
        vencimento: '2026-12-10',
        cliente,
        forma,
      }),
    );
    const cobrada = await api('POST', `/api/pagamentos/${uuid}/cobranca`, { forma: 'pix' });
    expect(cobrada.statusCode).toBe(200);
    const c = dados<{ cobranca: { status: string; forma: string; pix_copia_e_cola: string } }>(
      cobrada,
    ).cobranca;
    expect(c).toMatchObject({ status: 'pendente', forma: 'pix' });
    expect(c.pix_copia_e_cola).toMatch(/^000201/);

    const pg = [...sim.pagamentos.values()].find((p) => p.transaction_amount === 1250.5);
    await sim.pagar(String(pg?.id));
    const paga = dados<Record<string, unknown>>(await api('GET', `/api/pagamentos/${uuid}`));
    expect(paga).toMatchObject({
      status: 'pago',
      pago_em: '2026-11-28',
      conta: { uuid: conta, nome: 'Conta Pix' },
      cobranca: { status: 'paga' },
    });
    const saldo = (await api('GET', '/api/contas')).json() as { data: Array<{ saldo_rs: number }> };
    expect(saldo.data[0]?.saldo_rs).toBe(1250.5);
    // The account's statement shows the instalment the webhook paid.
    const extrato = dados<{ movimentos: Array<Record<string, unknown>>; saldo_final_rs: number }>(
      await api('GET', `/api/financeiro/extrato?conta=${conta}&de=2026-11-01&ate=2026-11-30`),
    );
    expect(extrato.movimentos).toEqual([
      expect.objectContaining({
        data: '2026-11-28',
        descricao: 'Parcela 1/2 da venda',
        valor_rs: 1250.5,
        saldo_rs: 1250.5,
        pagamento: uuid,
      }),
    ]);
    expect(extrato.saldo_final_rs).toBe(1250.5);

    await sim.estornar(String(pg?.id));
    expect(dados(await api('GET', `/api/pagamentos/${uuid}`))).toMatchObject({
      status: 'aberto',
      pago_em: null,
    });
  });
});
