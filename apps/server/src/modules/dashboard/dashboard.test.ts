// Over 400 lines: one seeded company (plants, invoices, people) that every widget's figures are checked against; splitting it would seed it again per file.
import { WIDGETS } from '@irradia/shared/dashboard/widgets';
import { energiaEsperadaMensalKwh } from '@irradia/shared/irradiacao/irradiacao';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { irradiacaoMensal } from '../irradiacao/irradiacao.service.ts';

// The dashboard's widgets on a seeded company: its figures, the permission and context rules, and
// another company's plants, invoices and people never counted.

const AGORA = new Date('2026-03-15T15:00:00Z'); // 12:00 in Brasília

let t: TestApp;
let dono: Pessoa;
let outro: Pessoa;
let empresa: { uuid: string };
let alheia: { uuid: string };
let empresaId: number;
let cidadeId: number;
const usinas: Record<string, { id: number; uuid: string }> = {};

/** `emp` null: the personal account (no company header). */
const get = (url: string, quem: Pessoa = dono, emp: { uuid: string } | null = empresa) =>
  t.app.inject({ method: 'GET', url, headers: como(quem, emp ?? undefined) });

async function dados<T>(widget: string, quem: Pessoa = dono, emp: { uuid: string } | null = empresa) {
  const r = await get(`/api/dashboard/${widget}`, quem, emp);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: T }).data;
}

async function um<T>(q: ReturnType<typeof sql>): Promise<T> {
  const [r] = await t.database.query<T>(q);
  if (!r) throw new Error('no row');
  return r;
}

async function usina(emp: { uuid: string }, nome: string, kwp: number, status: string, extra: string) {
  const r = await um<{ id: number; uuid: string }>(
    sql`insert into usinas (empresa_id, nome, potencia_kwp, status, status_motivo, potencia_atual_w, ultima_leitura_em)
        select id, ${nome}, ${kwp}, ${status}, ${extra || null}, ${kwp * 300}, ${status === 'inativo' ? null : '2026-03-15T14:55:00Z'}::timestamptz
        from empresas where uuid = ${emp.uuid} returning id, uuid`,
  );
  usinas[nome] = r;
  return r;
}

async function inversor(
  emp: { uuid: string },
  usinaId: number,
  fabricante: string,
  serial: string,
  kwp: number,
) {
  return (
    await um<{ id: number }>(
      sql`insert into inversores (empresa_id, usina_id, fabricante_id, serial, nome, capacidade_kwp, status)
          select e.id, ${usinaId}, f.id, ${serial}, ${serial}, ${kwp}, 'online'
          from empresas e, fabricantes f where e.uuid = ${emp.uuid} and f.codigo = ${fabricante} returning id`,
    )
  ).id;
}

const dia = (usinaId: number, data: string, kwh: number) =>
  t.database.query(
    sql`insert into geracao_diaria (usina_id, data, energia_kwh) values (${usinaId}, ${data}, ${kwh})`,
  );

const leitura = (inversorId: number, instante: string, w: number) =>
  t.database.query(
    sql`insert into leituras (inversor_id, instante, potencia_w, status) values (${inversorId}, ${instante}::timestamptz, ${w}, 'online')`,
  );

async function usuarioId(p: Pessoa) {
  return (await um<{ id: number }>(sql`select id from usuarios where uuid = ${p.uuid}`)).id;
}

/** An employee of `emp` (hired and approved unless told) with a position of these permissions. */
async function funcionario(
  emp: { uuid: string },
  p: Pessoa,
  permissoes: string[],
  setor: string | null,
  extra: { demitido?: boolean; aguardando?: boolean } = {},
) {
  const eid = (await um<{ id: number }>(sql`select id from empresas where uuid = ${emp.uuid}`)).id;
  const setorId = setor
    ? (
        await um<{ id: number }>(
          sql`insert into setores (empresa_id, nome) values (${eid}, ${setor}) returning id`,
        )
      ).id
    : null;
  const cargo = (
    await um<{ id: number }>(
      sql`insert into cargos (empresa_id, setor_id, nome) values (${eid}, ${setorId}, ${`Cargo ${p.nome}`}) returning id`,
    )
  ).id;
  for (const c of permissoes)
    await t.database.query(sql`insert into atribuicoes (cargo_id, permissao) values (${cargo}, ${c})`);
  return (
    await um<{ id: number }>(
      sql`insert into funcionarios (empresa_id, usuario_id, cargo_id, nome, email, aprovado_em, demitido_em)
          values (${eid}, ${await usuarioId(p)}, ${cargo}, ${p.nome}, ${p.email},
            ${extra.aguardando ? null : AGORA.toISOString()}::timestamptz, ${extra.demitido ? '2026-03-01' : null}::date)
          returning id`,
    )
  ).id;
}

async function unidadeComFaturas(
  quem: Pessoa,
  emp: { uuid: string },
  usinaUuid: string,
  matricula: string,
  meses: string[],
) {
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: como(quem, emp), ...(payload ? { payload } : {}) });
  const cs = (await api('GET', '/api/concessionarias?search=CPFL Paulista')).json() as {
    data: Array<{ uuid: string; sigla: string }>;
  };
  const c = cs.data[0];
  if (!c) throw new Error('CPFL Paulista missing');
  const u = await api('POST', '/api/unidades', {
    usina: usinaUuid,
    concessionaria: c.uuid,
    classe: 'comercial',
    fornecimento: 'trifasico',
    gd: 'GD II',
    tipo: 'geradora',
    matricula,
    cota: 100,
  });
  expect(u.statusCode, u.body).toBe(201);
  const unidade = (u.json() as { data: { uuid: string } }).data.uuid;
  for (const [k, mes] of meses.entries()) {
    const f = await api('POST', '/api/faturas', {
      unidade,
      mes_referencia: mes,
      vencimento: `${mes}-20`,
      status: 'paga',
      consumo_kwh: 400,
      injetada_kwh: 600,
      compensada_kwh: 300,
      valor_total_rs: 100 + k,
      tarifa_com_tributos_rs_kwh: 0.9,
    });
    expect(f.statusCode, f.body).toBe(201);
  }
  return c.sigla;
}

let sigla: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => AGORA } });
  dono = await criarPessoa(t, 'Dona');
  outro = await criarPessoa(t, 'Concorrente');
  empresa = await criarEmpresa(t, dono);
  alheia = await criarEmpresa(t, outro);
  empresaId = (await um<{ id: number }>(sql`select id from empresas where uuid = ${empresa.uuid}`)).id;

  const alfa = await usina(empresa, 'Alfa', 10, 'online', '');
  const beta = await usina(empresa, 'Beta', 5, 'erro', 'Inversor em falha');
  const gama = await usina(empresa, 'Gama', 8, 'offline', 'Sem comunicação há 4 h');
  await usina(empresa, 'Delta', 2, 'inativo', '');
  const fora = await usina(alheia, 'Concorrente', 100, 'online', '');
  cidadeId = (await um<{ cidade_id: number }>(sql`select cidade_id from irradiacoes_atlas limit 1`))
    .cidade_id;
  await t.database.query(sql`update usinas set cidade_id = ${cidadeId} where id = ${alfa.id}`);

  const [f1, f2] = await t.database.query<{ codigo: string }>(
    sql`select codigo from fabricantes order by codigo limit 2`,
  );
  if (!f1 || !f2) throw new Error('fabricantes missing');
  const i1 = await inversor(empresa, alfa.id, f1.codigo, 'A-1', 6);
  await inversor(empresa, alfa.id, f2.codigo, 'A-2', 4);
  const i2 = await inversor(empresa, beta.id, f1.codigo, 'B-1', 5);
  const i3 = await inversor(alheia, fora.id, f1.codigo, 'X-1', 100);

  await dia(alfa.id, '2026-02-10', 99); // outside the 30 days
  await dia(alfa.id, '2026-02-20', 7);
  await dia(alfa.id, '2026-03-01', 10);
  await dia(alfa.id, '2026-03-14', 20);
  await dia(alfa.id, '2026-03-15', 5);
  await dia(beta.id, '2026-03-14', 4);
  await dia(gama.id, '2026-03-02', 3);
  await dia(fora.id, '2026-03-14', 1000);

  await leitura(i1, '2026-03-15T12:00:00-03:00', 1000);
  await leitura(i1, '2026-03-15T12:05:00-03:00', 1200);
  await leitura(i2, '2026-03-15T12:01:00-03:00', 500);
  await leitura(i1, '2026-03-14T12:00:00-03:00', 9999); // yesterday
  await leitura(i3, '2026-03-15T12:00:00-03:00', 77777); // another company

  // Customers: two this month, one before, one removed; another company's never counted.
  const cliente = (emp: { uuid: string }, nome: string, criado: string, removido: string | null = null) =>
    t.database.query(
      sql`insert into clientes (empresa_id, nome, criado_em, removido_em)
          select id, ${nome}, ${criado}::timestamptz, ${removido}::timestamptz from empresas where uuid = ${emp.uuid}`,
    );
  await cliente(empresa, 'C1', '2026-03-01T03:00:00Z');
  await cliente(empresa, 'C2', '2026-03-10T12:00:00Z');
  await cliente(empresa, 'C3', '2026-01-05T12:00:00Z');
  await cliente(empresa, 'C4', '2026-03-05T12:00:00Z', '2026-03-06T12:00:00Z');
  await cliente(alheia, 'X', '2026-03-05T12:00:00Z');

  sigla = await unidadeComFaturas(dono, empresa, alfa.uuid, '11111111', [
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
  ]);
  await unidadeComFaturas(outro, alheia, fora.uuid, '22222222', ['2026-03']);
});
afterAll(() => t.close());

describe('/api/dashboard: os números da empresa', () => {
  it('usinas: total, potência e situação, sem as de outra empresa', async () => {
    expect(await dados('usinas')).toEqual({
      total: 4,
      potencia_kwp: 25,
      por_status: { online: 1, aviso: 0, erro: 1, offline: 1, inativo: 1 },
    });
  });

  it('fabricantes: usinas e potência por fabricante de inversor', async () => {
    const lista = await dados<Array<{ codigo: string; usinas: number; potencia_kwp: number }>>('fabricantes');
    expect(lista.map((f) => [f.usinas, f.potencia_kwp])).toEqual([
      [2, 11],
      [1, 4],
    ]);
  });

  it('geracao_mes: energia do mês pelas somas diárias e a esperada pela irradiação', async () => {
    const irr = await irradiacaoMensal(t.ctx, cidadeId, empresaId);
    const pr = t.config.status.performanceRatio;
    const esperada = energiaEsperadaMensalKwh(10, irr?.mensal[2] ?? 0, 15, pr);
    // Each day's expectation beside the bars: only Alfa has a city, from its first day (February).
    const porDia = Math.round(energiaEsperadaMensalKwh(10, irr?.mensal[2] ?? 0, 1, pr) * 100) / 100;
    expect(await dados('geracao_mes')).toEqual({
      mes: '2026-03',
      energia_kwh: 42,
      esperada_kwh: Math.round(esperada * 10) / 10,
      esperada_por_dia: Array.from({ length: 15 }, (_, k) => ({
        data: `2026-03-${String(k + 1).padStart(2, '0')}`,
        energia_kwh: porDia,
      })),
      dias: [
        { data: '2026-03-01', energia_kwh: 10 },
        { data: '2026-03-02', energia_kwh: 3 },
        { data: '2026-03-14', energia_kwh: 24 },
        { data: '2026-03-15', energia_kwh: 5 },
      ],
    });
  });

  it('geracao_diaria: os últimos 30 dias, com a esperada de cada dia pelo mês dele', async () => {
    const irr = await irradiacaoMensal(t.ctx, cidadeId, empresaId);
    const pr = t.config.status.performanceRatio;
    const porDia = (mes: number) =>
      Math.round(energiaEsperadaMensalKwh(10, irr?.mensal[mes] ?? 0, 1, pr) * 100) / 100;
    const r = await dados<{ esperada_por_dia: Array<{ data: string; energia_kwh: number }> }>(
      'geracao_diaria',
    );
    expect(r.esperada_por_dia).toHaveLength(30);
    expect(r.esperada_por_dia[0]).toEqual({ data: '2026-02-14', energia_kwh: porDia(1) });
    expect(r.esperada_por_dia.at(-1)).toEqual({ data: '2026-03-15', energia_kwh: porDia(2) });
    expect(r).toMatchObject({
      dias: [
        { data: '2026-02-20', energia_kwh: 7 },
        { data: '2026-03-01', energia_kwh: 10 },
        { data: '2026-03-02', energia_kwh: 3 },
        { data: '2026-03-14', energia_kwh: 24 },
        { data: '2026-03-15', energia_kwh: 5 },
      ],
    });
  });

  it('geracao_horaria: a curva de hoje somada entre as usinas e a potência atual', async () => {
    expect(await dados('geracao_horaria')).toEqual({
      data: '2026-03-15',
      pontos: [
        { hora: '12:00', potencia_w: 1500 },
        { hora: '12:05', potencia_w: 1200 },
      ],
      // Alfa 3000 W + Beta 1500 W (erro still generates); offline and inactive plants left out.
      potencia_atual_w: 4500,
    });
  });

  it('usina_status: erro, aviso e offline primeiro', async () => {
    const r = await dados<{ usinas: Array<{ nome: string; status: string; status_motivo: string | null }> }>(
      'usina_status',
    );
    expect(r.usinas.map((u) => u.nome)).toEqual(['Beta', 'Gama', 'Delta', 'Alfa']);
    expect(r.usinas[0]).toMatchObject({ status: 'erro', status_motivo: 'Inversor em falha' });
    // With the plant's zone, in whose clock the widget shows the time.
    expect(r.usinas[1]).toMatchObject({
      ultima_leitura_em: '2026-03-15T14:55:00.000Z',
      fuso_horario: 'America/Sao_Paulo',
    });
  });

  it('clientes: ativos e novos no mês', async () => {
    expect(await dados('clientes')).toEqual({ total: 3, novos_no_mes: 2 });
  });

  it('concessionarias, fatura_ultima e usina_creditos vêm das faturas da empresa', async () => {
    expect(await dados('concessionarias')).toEqual([{ sigla, unidades: 1, faturas: 6 }]);
    const ultimas = await dados<{ faturas: Array<{ mes_referencia: string; usina: { nome: string } }> }>(
      'fatura_ultima',
    );
    expect(ultimas.faturas.map((f) => f.mes_referencia)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
    ]);
    expect(ultimas.faturas[0]).toMatchObject({
      usina: { nome: 'Alfa' },
      valor_total_rs: 105,
      status: 'paga',
    });
    expect(ultimas.faturas[0]).toHaveProperty('economia_rs');

    const resumo = (await get(`/api/faturas/resumo?usina=${usinas.Alfa?.uuid}`)).json() as {
      data: { saldo_kwh: number; economia_rs: number; expirando: Array<{ mes: string; kwh: number }> };
    };
    const creditos = await dados<{ saldo_kwh: number; economia_rs: number; expirando: unknown[] }>(
      'usina_creditos',
    );
    expect(creditos.saldo_kwh).toBeGreaterThan(0);
    // The plant's ledger lists every month ahead (a continuous chart axis); the widget only the
    // lots that will expire: none here, every credit is younger than five years.
    expect(resumo.data.expirando).toHaveLength(12);
    expect(creditos).toEqual({
      saldo_kwh: resumo.data.saldo_kwh,
      economia_rs: resumo.data.economia_rs,
      expirando: [],
    });

    // The widget reads a per-unit roll-up: correcting an invoice updates it at once.
    const ultima = (ultimas.faturas[0] as unknown as { uuid: string }).uuid;
    const corrigida = await t.app.inject({
      method: 'PUT',
      url: `/api/faturas/${ultima}`,
      headers: como(dono, empresa),
      payload: { injetada_kwh: 5000 },
    });
    expect(corrigida.statusCode).toBe(200);
    const depois = await dados<{ saldo_kwh: number }>('usina_creditos');
    const resumoDepois = (await get(`/api/faturas/resumo?usina=${usinas.Alfa?.uuid}`)).json() as {
      data: { saldo_kwh: number };
    };
    expect(depois.saldo_kwh).toBe(resumoDepois.data.saldo_kwh);
    expect(depois.saldo_kwh).toBeGreaterThan(creditos.saldo_kwh);

    // Invoices that arrived without a roll-up (a bulk load): the widget builds the unit's first.
    await t.database.query(sql`delete from creditos_unidade where empresa_id = ${empresaId}`);
    expect(await dados('usina_creditos')).toEqual(depois);
    expect(
      await um<{ n: number }>(
        sql`select count(*)::int as n from creditos_unidade where empresa_id = ${empresaId}`,
      ),
    ).toEqual({ n: 1 });
  });

  it('usina_creditos: só os lotes que vão expirar, sem meses de 0 kWh', async () => {
    const dona = await criarPessoa(t, 'Dona dos Créditos');
    const emp = await criarEmpresa(t, dona);
    const u = await usina(emp, 'Créditos Antigos', 10, 'online', '');
    const api = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: como(dona, emp), payload });
    const c = (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/concessionarias?search=CPFL Paulista',
          headers: como(dona, emp),
        })
      ).json() as {
        data: Array<{ uuid: string }>;
      }
    ).data[0];
    const unidade = await api('/api/unidades', {
      usina: u.uuid,
      concessionaria: c?.uuid,
      classe: 'comercial',
      fornecimento: 'trifasico',
      gd: 'GD II',
      tipo: 'geradora',
      matricula: '99887766',
      cota: 100,
    });
    expect(unidade.statusCode, unidade.body).toBe(201);
    // May 2021 banked 5000 kWh (valid 60 months: written off in May 2026); February 2026 used 300.
    for (const [mes, injetada, compensada] of [
      ['2021-05', 5000, 0],
      ['2026-02', 600, 300],
    ] as const) {
      const f = await api('/api/faturas', {
        unidade: (unidade.json() as { data: { uuid: string } }).data.uuid,
        mes_referencia: mes,
        vencimento: `${mes}-20`,
        status: 'paga',
        consumo_kwh: 400,
        injetada_kwh: injetada,
        compensada_kwh: compensada,
        valor_total_rs: 100,
        tarifa_com_tributos_rs_kwh: 0.9,
      });
      expect(f.statusCode, f.body).toBe(201);
    }
    const creditos = await dados<{ saldo_kwh: number; expirando: Array<{ mes: string; kwh: number }> }>(
      'usina_creditos',
      dona,
      emp,
    );
    expect(creditos.saldo_kwh).toBe(5300);
    expect(creditos.expirando).toEqual([{ mes: '2026-05', kwh: 4700 }]);
  });

  it('funcionarios: ativos por setor (demitidos e aguardando não contam)', async () => {
    await funcionario(empresa, await criarPessoa(t, 'Eng'), [], 'Engenharia');
    await funcionario(empresa, await criarPessoa(t, 'Ex'), [], 'Engenharia', { demitido: true });
    await funcionario(empresa, await criarPessoa(t, 'Conv'), [], 'Vendas', { aguardando: true });
    await funcionario(alheia, await criarPessoa(t, 'Alheio'), [], 'Engenharia');
    expect(await dados('funcionarios')).toEqual({
      total: 2,
      por_setor: [
        { setor: 'Engenharia', total: 1 },
        { setor: 'Sem setor', total: 1 },
      ],
    });
  });

  it('a outra empresa vê só os seus números', async () => {
    expect(await dados('usinas', outro, alheia)).toMatchObject({ total: 1, potencia_kwp: 100 });
    expect(await dados('geracao_diaria', outro, alheia)).toEqual({
      dias: [{ data: '2026-03-14', energia_kwh: 1000 }],
      // Its plant has no city: no expectation to draw.
      esperada_por_dia: null,
    });
    expect(await dados('clientes', outro, alheia)).toEqual({ total: 1, novos_no_mes: 1 });
    const f = await dados<{ faturas: unknown[] }>('fatura_ultima', outro, alheia);
    expect(f.faturas).toHaveLength(1);
    // And a company the caller is not part of is refused outright.
    expect((await get('/api/dashboard/usinas', outro, empresa)).statusCode).toBe(403);
  });

  it('funcionário restrito a algumas usinas vê só essas (e as sem responsável)', async () => {
    const restrito = await criarPessoa(t, 'Restrito');
    const colega = await criarPessoa(t, 'Colega');
    const perms = ['usina:view', 'fatura:view'];
    const eu = await funcionario(empresa, restrito, perms, null);
    const ele = await funcionario(empresa, colega, perms, null);
    await t.database.query(
      sql`insert into usinas_responsaveis (usina_id, funcionario_id) values (${usinas.Beta?.id}, ${ele}), (${usinas.Gama?.id}, ${eu})`,
    );
    const meu = await dados<{ total: number; por_status: Record<string, number> }>('usinas', restrito);
    expect(meu).toMatchObject({
      total: 3,
      por_status: { online: 1, aviso: 0, erro: 0, offline: 1, inativo: 1 },
    });
    const situacao = await dados<{ usinas: Array<{ nome: string }> }>('usina_status', restrito);
    expect(situacao.usinas.map((u) => u.nome)).toEqual(['Gama', 'Delta', 'Alfa']);
    expect(await dados('geracao_horaria', restrito)).toMatchObject({
      pontos: [
        { hora: '12:00', potencia_w: 1000 },
        { hora: '12:05', potencia_w: 1200 },
      ],
      potencia_atual_w: 3000,
    });
    expect((await dados<{ dias: unknown[] }>('geracao_diaria', restrito)).dias).toContainEqual({
      data: '2026-03-14',
      energia_kwh: 20,
    });
    // Without funcionario:view nor cliente:view in the position: those widgets are refused.
    expect((await get('/api/dashboard/clientes', restrito)).statusCode).toBe(403);
    expect((await get('/api/dashboard/funcionarios', restrito)).statusCode).toBe(403);
    // Restricted to Beta's colleague: Alfa's invoices remain (no one is responsible for Alfa).
    expect((await dados<{ faturas: unknown[] }>('fatura_ultima', colega)).faturas).toHaveLength(5);

    // Makers over the plants each one sees: Beta's inverter is not the restricted one's; the
    // colleague sees what the owner sees (who reads the inverters alone).
    const fabricantes = async (quem: Pessoa) =>
      (await dados<Array<{ usinas: number; potencia_kwp: number }>>('fabricantes', quem))
        .map((f) => [f.usinas, f.potencia_kwp])
        .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0));
    expect(await fabricantes(restrito)).toEqual([
      [1, 4],
      [1, 6],
    ]);
    expect(await fabricantes(colega)).toEqual(await fabricantes(dono));
    // The plants widget counts as the plant list does, for each of them.
    for (const quem of [dono, restrito, colega]) {
      const lista = (await get('/api/usinas?limit=1', quem)).json() as {
        meta: { total: number; status: Record<string, number>; potencia_kwp: number };
      };
      expect(await dados('usinas', quem)).toEqual({
        total: lista.meta.total,
        potencia_kwp: Math.round(lista.meta.potencia_kwp * 100) / 100,
        por_status: lista.meta.status,
      });
    }
  });
});

describe('/api/dashboard: permissões e contextos', () => {
  it('cada widget do integrador responde', async () => {
    for (const w of WIDGETS.filter((x) => x.contextos.includes('integrador'))) {
      const r = await get(`/api/dashboard/${w.nome}`);
      expect(r.statusCode, `${w.nome}: ${r.body}`).toBe(200);
    }
  });

  it('widget desabilitado: sem dados, com o que vai mostrar', async () => {
    const r = await get('/api/dashboard/faturamento');
    expect(r.statusCode).toBe(200);
    const body = r.json() as { data: null; desabilitado: boolean; mensagem: string };
    expect(body.data).toBeNull();
    expect(body.desabilitado).toBe(true);
    expect(body.mensagem).toMatch(/faturamento do mês/);
    expect(body.mensagem).toMatch(/ainda não está disponível/);
  });

  it('prestador: usinas é 403; clientes e funcionários respondem', async () => {
    const p = await criarPessoa(t, 'Prestadora');
    const prestador = await criarEmpresa(t, p, { tipo: 'prestador' });
    const r = await get('/api/dashboard/usinas', p, prestador);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toHaveProperty('message');
    expect((await get('/api/dashboard/geracao_mes', p, prestador)).statusCode).toBe(403);
    expect(await dados('clientes', p, prestador)).toEqual({ total: 0, novos_no_mes: 0 });
    expect(await dados('funcionarios', p, prestador)).toMatchObject({ total: 1 });
  });

  it('conta pessoal (sem empresa): nenhum widget de empresa', async () => {
    for (const nome of ['usinas', 'clientes', 'funcionarios', 'usuarios', 'atendimentos']) {
      const r = await get(`/api/dashboard/${nome}`, dono, null);
      expect(r.statusCode, nome).toBe(403);
      expect(r.json()).toHaveProperty('message');
    }
  });

  it('widgets do sistema: só na empresa sistema', async () => {
    expect((await get('/api/dashboard/usuarios')).statusCode).toBe(403);
    expect((await get('/api/dashboard/empresas')).statusCode).toBe(403);
    const adm = await criarPessoa(t, 'Sistema');
    const sistema = await criarEmpresa(t, adm);
    await t.database.query(sql`update empresas set tipo = 'sistema' where uuid = ${sistema.uuid}`);
    const total = (
      await um<{ n: number }>(sql`select count(*)::int as n from usuarios where excluido_em is null`)
    ).n;
    expect(await dados('usuarios', adm, sistema)).toEqual({ total });
    expect(await dados('usuarios_dia', adm, sistema)).toMatchObject({ total });
    expect(await dados('empresas', adm, sistema)).toMatchObject({ total: expect.any(Number) });
    // The sistema company has no plants: the integrator's widgets are refused there.
    expect((await get('/api/dashboard/usinas', adm, sistema)).statusCode).toBe(403);
    expect(await dados('clientes', adm, sistema)).toEqual({ total: 0, novos_no_mes: 0 });
  });
});
