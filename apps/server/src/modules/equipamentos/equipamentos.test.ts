import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Equipamento } from '@irradia/shared/equipamentos/equipamentos.schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { equipamentos } from '../../db/schema/equipamentos.ts';
import { lerCsv } from './dados/csv.ts';

let t: TestApp;
let dono: Pessoa;
let integrador: { uuid: string };

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t);
  integrador = await criarEmpresa(t, dono);
});
afterAll(() => t.close());

type Lista = {
  data: Equipamento[];
  meta: { total: number; per_page: number; current_page: number; last_page: number };
};

const listar = async (query: string, quem = dono, empresa: { uuid: string } | undefined = integrador) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/equipamentos?${query}`,
    headers: como(quem, empresa),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Lista;
};

describe('equipamentos', () => {
  it('carrega uma linha por registro de cada CSV mantido', async () => {
    const contagem = async (tipo: string) =>
      (await t.ctx.db.select({ n: count() }).from(equipamentos).where(eq(equipamentos.tipo, tipo)))[0]?.n;
    for (const [arquivo, tipo] of [
      ['cec-inversores.csv', 'inversor'],
      ['cec-modulos.csv', 'modulo'],
    ] as const) {
      const texto = readFileSync(resolve(import.meta.dirname, 'dados', arquivo), 'utf8');
      const registros = lerCsv(texto).length - 1;
      // No field spans lines: one record per line after the header.
      expect(registros).toBe(texto.trimEnd().split('\n').length - 1);
      expect(await contagem(tipo)).toBe(registros);
    }
    expect((await listar('tipo=inversor&limit=1')).meta.total).toBe(3264);
    expect((await listar('tipo=modulo&limit=1')).meta.total).toBe(16830);
  });

  it('acha um inversor real por palavras soltas, em qualquer ordem, sem acento nem caixa', async () => {
    const r = await listar(`tipo=inversor&busca=${encodeURIComponent('208-240 10.0 PRÍMO frônius')}`);
    expect(r.data.map((e) => e.modelo)).toEqual([
      'Fronius Primo 10.0-1 208-240 [208V]',
      'Fronius Primo 10.0-1 208-240 [240V]',
    ]);
    expect(r.data[1]).toMatchObject({
      tipo: 'inversor',
      fabricante: 'Fronius International GmbH',
      nome_cec: 'Fronius International GmbH: Fronius Primo 10.0-1 208-240 [240V]',
      potencia_w: 9995,
      tensao_ac_v: 240,
      tensao_dc_max_v: 800,
      mppt_min_v: 100,
      mppt_max_v: 800,
      data_cec: '2019-03-01',
    });
  });

  it('acha um módulo real pelo modelo escrito junto ou em partes', async () => {
    const esperado = {
      tipo: 'modulo',
      fabricante: 'LONGi Green Energy Technology Co., Ltd.',
      modelo: 'LR4-72HPH-450M',
      potencia_w: 450.275,
      tecnologia: 'Mono-c-Si',
      bifacial: false,
      celulas: 72,
      voc_v: 49.3,
      isc_a: 11.6,
      vmp_v: 41.5,
      imp_a: 10.85,
      versao: 'SAM 2021.12.02',
    };
    const partes = await listar('search=450m%20longi%20lr4-72hph');
    expect(partes.data).toEqual([expect.objectContaining(esperado)]);
    const junto = await listar('tipo=modulo&search=LR472HPH450M');
    expect(junto.data).toEqual([expect.objectContaining(esperado)]);
    // The uuid is derived from the CEC name (md5, version and variant nibbles set to 8), so it is
    // the same in every database and a newer list's seed keeps it.
    const h = createHash('md5')
      .update('cec:modulo:LONGi Green Energy Technology Co._ Ltd. LR4-72HPH-450M')
      .digest('hex');
    const v8 = `${h.slice(0, 12)}8${h.slice(13, 16)}8${h.slice(17)}`;
    expect(junto.data[0]?.uuid).toBe(
      `${v8.slice(0, 8)}-${v8.slice(8, 12)}-${v8.slice(12, 16)}-${v8.slice(16, 20)}-${v8.slice(20)}`,
    );
    const um = await t.app.inject({
      method: 'GET',
      url: `/api/equipamentos/${junto.data[0]?.uuid}`,
      headers: como(dono, integrador),
    });
    expect(um.statusCode).toBe(200);
    expect(um.json()).toEqual({ data: junto.data[0] });
  });

  it('pagina com a meta de toda lista', async () => {
    const p1 = await listar('tipo=modulo&search=jinko&limit=50');
    expect(p1.meta).toEqual({ total: 572, per_page: 50, current_page: 1, last_page: 12 });
    const p12 = await listar('tipo=modulo&search=jinko&limit=50&page=12');
    expect(p12.meta.current_page).toBe(12);
    expect(p12.data).toHaveLength(22);
    const vistos = new Set([...p1.data, ...p12.data].map((e) => e.uuid));
    expect(vistos.size).toBe(72);
  });

  it('ordena por potência quando pedido', async () => {
    const r = await listar('tipo=inversor&search=fronius%20primo&order=-potencia_w&limit=5');
    const potencias = r.data.map((e) => e.potencia_w);
    expect(potencias).toEqual([...potencias].sort((a, b) => b - a));
  });

  it('responde 404 a um uuid que não está na biblioteca', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/equipamentos/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      headers: como(dono, integrador),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Equipamento não encontrado' });
  });

  it('exige sessão', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/equipamentos' });
    expect(res.statusCode).toBe(401);
  });

  it('abre para distribuidor e prestador, não para a conta pessoal', async () => {
    for (const tipo of ['distribuidor', 'prestador']) {
      const outro = await criarPessoa(t);
      const empresa = await criarEmpresa(t, outro, { tipo });
      expect((await listar('tipo=modulo&limit=1', outro, empresa)).meta.total).toBe(16830);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/equipamentos', headers: como(dono) });
    expect(res.statusCode).toBe(403);
  });
});
