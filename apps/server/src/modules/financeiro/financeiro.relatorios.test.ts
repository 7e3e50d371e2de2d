import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';
import { pagamentos } from '../../db/schema/financeiro.ts';

// The account statement (JSON, CSV, PDF) and the month's result against the worked example of
// decision 040, with every entry made through the API.

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let conta: string;
const agora = new Date('2026-11-28T15:00:00Z');

const api = (url: string, quem = dono, emp = empresa) =>
  t.app.inject({ method: 'GET', url, headers: como(quem, emp) });
async function criar(url: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers: como(dono, empresa), payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return uuidDe(res);
}
/** An entry already paid through the account. */
async function pago(
  tipo: 'receber' | 'pagar',
  descricao: string,
  valor_rs: number,
  pago_em: string,
  extra: Record<string, unknown> = {},
) {
  return criar('/api/pagamentos', {
    tipo,
    descricao,
    valor_rs,
    vencimento: pago_em,
    pago_em,
    conta,
    ...extra,
  });
}
/** The cost share a sale gives its instalments (set by the sale; here by hand). */
async function comCusto(uuid: string, custo_rs: number) {
  await t.ctx.db
    .update(pagamentos)
    .set({ custoCentavos: Math.round(custo_rs * 100) })
    .where(eq(pagamentos.uuid, uuid));
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  dono = await criarPessoa(t);
  empresa = await criarEmpresa(t, dono);
  conta = await criar('/api/contas', {
    nome: 'Itaú Empresas',
    tipo: 'corrente',
    banco: '341',
    numero: '98765-4',
    saldo_inicial_rs: 1_000,
    saldo_inicial_em: '2026-10-01',
  });
  // October: one receipt of R$ 2.000 with no cost.
  await pago('receber', 'Manutenção preventiva', 2_000, '2026-10-20', { categoria: 'Manutenção' });
  // November, the worked example: receipts R$ 10.000 with cost R$ 6.000; rent R$ 1.500; fees
  // R$ 200 + R$ 100; R$ 5.000 of goods bought (stock: not an expense).
  await pago('pagar', 'Aluguel', 1_500, '2026-11-03', { categoria: 'Aluguel' });
  await pago('pagar', 'Compra de painéis', 5_000, '2026-11-04', { categoria: 'Compra de mercadorias' });
  await comCusto(await pago('receber', 'Parcela 1/2 da venda', 4_000, '2026-11-05'), 2_400);
  await pago('pagar', 'Tarifa do pacote', 200, '2026-11-10', { categoria: 'Tarifas bancárias' });
  await comCusto(await pago('receber', 'Parcela 2/2 da venda', 6_000, '2026-11-20'), 3_600);
  await pago('pagar', 'Tarifa de Pix', 100, '2026-11-25', { categoria: 'Tarifas bancárias' });
  // A receipt paid by mistake, reversed and cancelled, counts nowhere.
  const cancelado = await pago('receber', 'Recebido por engano', 999, '2026-11-21');
  for (const acao of ['estornar', 'cancelar']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pagamentos/${cancelado}/${acao}`,
      headers: como(dono, empresa),
      payload: {},
    });
    if (res.statusCode !== 200) throw new Error(`${acao}: ${res.statusCode} ${res.body}`);
  }
  // Open entries for the projection: R$ 800 overdue, R$ 3.000 in December, R$ 1.000 in February.
  await criar('/api/pagamentos', {
    tipo: 'pagar',
    descricao: 'Energia',
    valor_rs: 800,
    vencimento: '2026-11-15',
  });
  await criar('/api/pagamentos', {
    tipo: 'receber',
    descricao: 'Parcela',
    valor_rs: 3_000,
    vencimento: '2026-12-10',
  });
  await criar('/api/pagamentos', {
    tipo: 'pagar',
    descricao: 'Impostos',
    valor_rs: 1_000,
    vencimento: '2027-02-01',
  });
});
afterAll(() => t.close());

describe('extrato da conta', () => {
  it('saldo anterior, movimentos pela data do pagamento com o saldo a cada um, e totais', async () => {
    const res = await api(`/api/financeiro/extrato?conta=${conta}&de=2026-11-01&ate=2026-11-30`);
    expect(res.statusCode).toBe(200);
    const e = dados<{ movimentos: Array<{ data: string; valor_rs: number; saldo_rs: number }> }>(res);
    // 1.000 opening + 2.000 in October.
    expect(e).toMatchObject({
      conta: { uuid: conta, nome: 'Itaú Empresas' },
      de: '2026-11-01',
      ate: '2026-11-30',
      saldo_anterior_rs: 3_000,
      entradas_rs: 10_000,
      saidas_rs: 6_800,
      saldo_final_rs: 6_200,
    });
    expect(e.movimentos.map((m) => [m.data, m.valor_rs, m.saldo_rs])).toEqual([
      ['2026-11-03', -1_500, 1_500],
      ['2026-11-04', -5_000, -3_500],
      ['2026-11-05', 4_000, 500],
      ['2026-11-10', -200, 300],
      ['2026-11-20', 6_000, 6_300],
      ['2026-11-25', -100, 6_200],
    ]);
  });

  it('sem período, o mês atual (Brasília); de depois de ate, ou mais de um ano, é 422', async () => {
    expect(dados(await api(`/api/financeiro/extrato?conta=${conta}`))).toMatchObject({
      de: '2026-11-01',
      ate: '2026-11-30',
    });
    expect(erros(await api(`/api/financeiro/extrato?conta=${conta}&de=2026-11-10&ate=2026-11-01`))).toEqual([
      { field: 'ate', rule: 'after_or_equal', message: 'A data final deve ser igual ou posterior à inicial' },
    ]);
    expect(erros(await api(`/api/financeiro/extrato?conta=${conta}&de=2025-01-01&ate=2026-11-01`))).toEqual([
      { field: 'ate', rule: 'max_range', message: 'Escolha um período de no máximo um ano' },
    ]);
    expect((await api('/api/financeiro/extrato')).statusCode).toBe(422);
  });

  it('CSV para planilha (;, vírgula decimal, saldo negativo como número) e PDF com a conta, o período e os totais', async () => {
    const csv = await api(`/api/financeiro/extrato?conta=${conta}&de=2026-11-01&ate=2026-11-30&formato=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="extrato-2026-11-01-a-2026-11-30.csv"',
    );
    const linhas = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(linhas).toEqual([
      'Data;Descrição;Categoria;Entrada (R$);Saída (R$);Saldo (R$);Conciliado',
      '01/11/2026;Saldo anterior;;;;3000,00;',
      '03/11/2026;Aluguel;Aluguel;;1500,00;1500,00;Não',
      '04/11/2026;Compra de painéis;Compra de mercadorias;;5000,00;-3500,00;Não',
      '05/11/2026;Parcela 1/2 da venda;;4000,00;;500,00;Não',
      '10/11/2026;Tarifa do pacote;Tarifas bancárias;;200,00;300,00;Não',
      '20/11/2026;Parcela 2/2 da venda;;6000,00;;6300,00;Não',
      '25/11/2026;Tarifa de Pix;Tarifas bancárias;;100,00;6200,00;Não',
      '30/11/2026;Totais do período;;10000,00;6800,00;6200,00;',
    ]);

    const pdf = await api(`/api/financeiro/extrato?conta=${conta}&de=2026-11-01&ate=2026-11-30&formato=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texto = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    for (const trecho of [
      'Extrato da conta',
      'Itaú Empresas',
      'Período: 01/11/2026 a 30/11/2026',
      'Saldo anterior: R$ 3.000,00',
      'Compra de painéis',
      '-R$ 3.500,00',
      'Saldo final',
      'R$ 6.200,00',
    ])
      expect(texto).toContain(trecho);
  });
});

describe('demonstrativo do resultado', () => {
  it('regime de caixa: o exemplo de novembro (margem 40 %, resultado R$ 2.200), o total, o saldo e a projeção', async () => {
    const res = await api('/api/financeiro/demonstrativo?de=2026-10&ate=2026-11');
    expect(res.statusCode).toBe(200);
    expect(dados(res)).toEqual({
      de: '2026-10',
      ate: '2026-11',
      meses: [
        {
          mes: '2026-10',
          receita_rs: 2_000,
          custo_rs: 0,
          margem_bruta_rs: 2_000,
          margem_bruta_pct: 100,
          despesas_rs: 0,
          despesas_por_categoria: [],
          resultado_rs: 2_000,
        },
        {
          mes: '2026-11',
          receita_rs: 10_000,
          custo_rs: 6_000,
          margem_bruta_rs: 4_000,
          margem_bruta_pct: 40,
          despesas_rs: 1_800,
          despesas_por_categoria: [
            { categoria: 'Aluguel', valor_rs: 1_500 },
            { categoria: 'Tarifas bancárias', valor_rs: 300 },
          ],
          resultado_rs: 2_200,
        },
      ],
      total: {
        receita_rs: 12_000,
        custo_rs: 6_000,
        margem_bruta_rs: 6_000,
        margem_bruta_pct: 50,
        despesas_rs: 1_800,
        despesas_por_categoria: [
          { categoria: 'Aluguel', valor_rs: 1_500 },
          { categoria: 'Tarifas bancárias', valor_rs: 300 },
        ],
        resultado_rs: 4_200,
      },
      // 1.000 + 2.000 + 10.000 − 1.500 − 5.000 − 300.
      saldo_atual_rs: 6_200,
      fluxo_projetado: [
        { mes: '2026-11', entradas_rs: 0, saidas_rs: 800, saldo_rs: 5_400 },
        { mes: '2026-12', entradas_rs: 3_000, saidas_rs: 0, saldo_rs: 8_400 },
        { mes: '2027-01', entradas_rs: 0, saidas_rs: 0, saldo_rs: 8_400 },
        { mes: '2027-02', entradas_rs: 0, saidas_rs: 1_000, saldo_rs: 7_400 },
        { mes: '2027-03', entradas_rs: 0, saidas_rs: 0, saldo_rs: 7_400 },
        { mes: '2027-04', entradas_rs: 0, saidas_rs: 0, saldo_rs: 7_400 },
      ],
    });
  });

  it('sem período, os seis meses até o atual; períodos inválidos são 422; CSV por mês com o total', async () => {
    const d = dados<{ de: string; ate: string; meses: unknown[] }>(
      await api('/api/financeiro/demonstrativo'),
    );
    expect([d.de, d.ate, d.meses.length]).toEqual(['2026-06', '2026-11', 6]);
    expect(erros(await api('/api/financeiro/demonstrativo?de=2026-11&ate=2026-10'))).toEqual([
      { field: 'ate', rule: 'after_or_equal', message: 'O mês final deve ser igual ou posterior ao inicial' },
    ]);
    expect(erros(await api('/api/financeiro/demonstrativo?de=2024-01&ate=2026-11'))).toEqual([
      { field: 'ate', rule: 'max_range', message: 'Escolha um período de no máximo 24 meses' },
    ]);
    const csv = await api('/api/financeiro/demonstrativo?de=2026-10&ate=2026-11&formato=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      csv.body
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Mês;Receita (R$);Custo (R$);Margem bruta (R$);Margem bruta (%);Despesas (R$);Resultado (R$)',
      '10/2026;2000,00;0,00;2000,00;100;0,00;2000,00',
      '11/2026;10000,00;6000,00;4000,00;40;1800,00;2200,00',
      'Total;12000,00;6000,00;6000,00;50;1800,00;4200,00',
    ]);
  });

  it('filtrado por carteira, só os lançamentos dela; a carteira de outra empresa é 422', async () => {
    const obras = await criar('/api/carteiras', { nome: 'Obras' });
    await pago('receber', 'Obra da escola', 500, '2026-11-15', { carteira: obras });
    const d = dados<{ meses: Array<{ mes: string; receita_rs: number; resultado_rs: number }> }>(
      await api(`/api/financeiro/demonstrativo?de=2026-11&ate=2026-11&carteira=${obras}`),
    );
    expect(d.meses).toEqual([
      expect.objectContaining({ mes: '2026-11', receita_rs: 500, resultado_rs: 500 }),
    ]);
    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carteiras',
      headers: como(outroDono, outra),
      payload: { nome: 'De B' },
    });
    expect(erros(await api(`/api/financeiro/demonstrativo?carteira=${uuidDe(res)}`))).toEqual([
      { field: 'carteira', rule: 'exists', message: 'Carteira não encontrada' },
    ]);
  });
});
