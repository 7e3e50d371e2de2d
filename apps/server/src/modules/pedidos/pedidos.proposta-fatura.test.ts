import type { FaturaDaProposta } from '@irradia/shared/propostas/consumo.schema';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';
import { faturasReais } from '../../connectors/utilities/invoice-pdf/fixtures/amostras.ts';

// Issue 25, decision 036: an invoice PDF dropped on the proposal, read by the invoice reader and
// saved nowhere. The invoices are the real training set beside the repository
// (../shared/data/faturas/treino, with their answer keys), never copied into it.

/** One real invoice of each utility of the training set. */
const faturas = faturasReais()
  .filter((f) => f.nome.startsWith('treino/'))
  .filter((f, i, todas) => todas.findIndex((g) => g.grupo === f.grupo) === i);

let t: TestApp;
let ana: Pessoa;
let bruno: Pessoa;
let integ: { uuid: string };
let outra: { uuid: string };
let orcamento: string;

const enviar = (quem: Pessoa, empresa: { uuid: string }, pedido: string, nome: string, dadosPdf: Buffer) => {
  const { payload, contentType } = multipart({}, 'arquivo', {
    nome,
    tipo: 'application/pdf',
    dados: dadosPdf,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${pedido}/proposta/fatura`,
    payload,
    headers: { ...como(quem, empresa), 'content-type': contentType },
  });
};

const novoOrcamento = async (quem: Pessoa, empresa: { uuid: string }) =>
  uuidDe(
    await t.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: como(quem, empresa),
      payload: { tipo: 'venda', lead: { nome: 'Maria da Silva', telefone: '11987654321' } },
    }),
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await criarPessoa(t, 'Ana Integradora');
  bruno = await criarPessoa(t, 'Bruno Integrador');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
  outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });
  orcamento = await novoOrcamento(ana, integ);
});
afterAll(() => t.close());

describe('POST /api/pedidos/:uuid/proposta/fatura', () => {
  it('as faturas reais estão ao lado do repositório (../shared/data/faturas/treino)', () => {
    expect(faturas.length).toBeGreaterThanOrEqual(5);
  });

  it.each(faturas.map((f) => [f.nome, f] as const))(
    'lê %s: mês e consumo como o gabarito, tarifa com tributos',
    { timeout: 60_000 },
    async (_nome, f) => {
      const r = await enviar(ana, integ, orcamento, 'fatura.pdf', Buffer.from(f.pdf()));
      expect(r.statusCode, r.body).toBe(200);
      const lida = dados<FaturaDaProposta>(r);
      expect(lida.mes_referencia).toBe(f.esperado.mes_referencia);
      expect(lida.consumo_kwh).toBe(f.esperado.consumo_kwh);
      expect(lida.concessionaria).not.toBe('');
      // A unit in the SCEE names its modality; one outside it has none.
      if (f.esperado.gd === false) expect(lida.modalidade).toBeNull();
      if (lida.tarifa_rs_kwh !== null) {
        expect(lida.tarifa_rs_kwh).toBeGreaterThan(0.3);
        expect(lida.tarifa_rs_kwh).toBeLessThan(3);
      }
    },
  );

  it('a tarifa é a cheia com tributos, como no consumo das faturas (CEMIG: preço unitário da Energia Elétrica)', async () => {
    const f = faturas.find((x) => x.grupo === 'cemig');
    if (!f) throw new Error('amostra ausente');
    const lida = dados<FaturaDaProposta>(
      await enviar(ana, integ, orcamento, 'cemig.pdf', Buffer.from(f.pdf())),
    );
    expect(lida).toMatchObject({ concessionaria: 'Cemig-D', mes_referencia: '2023-06', consumo_kwh: 397 });
    expect(lida.modalidade).toBe('GD I');
    expect(lida.tarifa_rs_kwh).toBeCloseTo(0.89169004, 6);
  });

  it('nada é salvo: nem fatura, nem PDF, nem a proposta', async () => {
    const contar = async () =>
      (await t.database.query<{ n: number }>(sql`select count(*)::int as n from faturas_pdf`))[0]?.n;
    const antes = await contar();
    const f = faturas[0];
    if (!f) throw new Error('amostra ausente');
    expect((await enviar(ana, integ, orcamento, 'fatura.pdf', Buffer.from(f.pdf()))).statusCode).toBe(200);
    expect(await contar()).toBe(antes);
    const p = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${orcamento}/proposta`,
      headers: como(ana, integ),
    });
    expect(dados<{ entradas: { consumo_mensal_kwh: unknown } }>(p).entradas.consumo_mensal_kwh).toBeNull();
  });

  it('um arquivo que não é PDF: 422 em pt-BR no campo arquivo', async () => {
    const r = await enviar(ana, integ, orcamento, 'fatura.pdf', Buffer.from('isto não é um PDF'));
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([{ field: 'arquivo', rule: 'pdf', message: 'Envie a fatura em PDF' }]);
  });

  it('um PDF que o leitor não entende: 422 com a mensagem do leitor', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Orçamento de reforma da cozinha', { x: 50, y: 700 });
    const r = await enviar(ana, integ, orcamento, 'documento.pdf', Buffer.from(await doc.save()));
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([
      {
        field: 'arquivo',
        rule: 'layout_desconhecido',
        message:
          'Não foi possível ler esta fatura: o layout desta concessionária ainda não é reconhecido. Preencha os campos manualmente.',
      },
    ]);
  });

  it('sem arquivo: 422 "Envie um arquivo"', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/pedidos/${orcamento}/proposta/fatura`,
      headers: como(ana, integ),
      payload: {},
    });
    expect(r.statusCode).toBe(422);
    expect(erros(r)[0]).toMatchObject({ field: 'arquivo' });
  });

  it('nega o orçamento de outra empresa (404)', async () => {
    const deBruno = await novoOrcamento(bruno, outra);
    const f = faturas[0];
    if (!f) throw new Error('amostra ausente');
    const r = await enviar(ana, integ, deBruno, 'fatura.pdf', Buffer.from(f.pdf()));
    expect(r.statusCode).toBe(404);
  });

  it('fora da etapa de orçamento: 409, como ao salvar a proposta', async () => {
    const fechado = await novoOrcamento(ana, integ);
    await t.database.query(sql`update pedidos set etapa = 'contrato' where uuid = ${fechado}`);
    const f = faturas[0];
    if (!f) throw new Error('amostra ausente');
    const r = await enviar(ana, integ, fechado, 'fatura.pdf', Buffer.from(f.pdf()));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: 'A proposta só muda na etapa de orçamento.' });
  });
});
