import { semAcentos } from '@irradia/shared';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import type { UsinaEdicao } from '@irradia/shared/monitoramento/monitoramento.schema';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { acumularDiaLocal, type EstadoContador } from '../../connectors/makers/dia-da-nuvem.ts';
import {
  type InversorPortal,
  type StatusUsina,
  statusDaUsina,
  type UsinaPortal,
} from '../../connectors/makers/types.ts';
import {
  cidades,
  fabricantes,
  funcionarios,
  geracaoDiaria,
  geracaoDiariaEmpresa,
  geracaoDiariaInversor,
  inversores,
  leituras,
  potenciaEmpresa,
  usinas,
  usinasResponsaveis,
  usinasTags,
} from '../../db/schema/index.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { buscarCidade } from '../cidades/cidades.service.ts';
import { clienteDaEmpresa, clientePorId } from '../clientes/clientes.service.ts';
import { irradiacaoMensal, irradiacaoMensalDasCidades } from '../irradiacao/irradiacao.service.ts';
import {
  type Expectativa,
  expectativaDaUsina,
  expectativa as expectativaDe,
  maisCedo,
  somaDeExpectativas,
} from './expectativa.ts';
import { derivarStatus } from './status.ts';
import { vincularPorSerial } from './vinculo-por-serial.ts';

type Usina = typeof usinas.$inferSelect;

const paraApi = (u: Usina) => ({
  uuid: u.uuid,
  nome: u.nome,
  potencia_kwp: u.potenciaKwp,
  data_instalacao: u.dataInstalacao,
  status: u.status,
  status_motivo: u.statusMotivo,
  potencia_atual_w: u.potenciaAtualW,
  energia_hoje_kwh: u.energiaHojeKwh,
  energia_total_kwh: u.energiaTotalKwh,
  ultima_leitura_em: u.ultimaLeituraEm?.toISOString() ?? null,
  fuso_horario: u.fusoHorario,
});

const STATUS = ['online', 'aviso', 'erro', 'offline', 'inativo'] as const;

/**
 * Which plants the caller sees: partners, supervisors and system admins (no employee record) see
 * all; an employee sees the plants not restricted to anyone plus those restricted to them.
 */
function visiveis(empresa: EmpresaAtual): SQL | undefined {
  if (empresa.isSocio || empresa.isSupervisor || empresa.funcionarioId === null) return undefined;
  return sql`(not exists (select 1 from ${usinasResponsaveis} r where r.usina_id = ${usinas.id})
    or exists (select 1 from ${usinasResponsaveis} r where r.usina_id = ${usinas.id} and r.funcionario_id = ${empresa.funcionarioId}))`;
}

/**
 * `visiveis`, or nothing when no plant of the company has someone in charge (then everyone sees
 * every plant): the company's roll-ups serve its staff too, and lists skip the per-plant check.
 */
async function restricaoEfetiva(ctx: AppContext, empresa: EmpresaAtual): Promise<SQL | undefined> {
  const restricao = visiveis(empresa);
  if (!restricao) return undefined;
  const [algum] = await ctx.database.query(sql`
    select 1 from ${usinasResponsaveis} r join ${usinas} u on u.id = r.usina_id
    where u.empresa_id = ${empresa.id} limit 1`);
  return algum ? restricao : undefined;
}

/** Plants of the company with status filter, search, pagination, and totals per status. */
export async function listar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Paginacao & { status?: string; tag?: string },
) {
  const base: SQL[] = [eq(usinas.empresaId, empresa.id)];
  const restricao = await restricaoEfetiva(ctx, empresa);
  if (restricao) base.push(restricao);
  if (p.search) base.push(ilike(usinas.nome, likeTerm(p.search)));
  if (p.tag)
    base.push(
      sql`exists (select 1 from ${usinasTags} where ${usinasTags.usinaId} = ${usinas.id} and ${usinasTags.tag} = ${p.tag})`,
    );
  const filtros = p.status ? [...base, eq(usinas.status, p.status)] : base;
  const [total] = await ctx.db
    .select({ n: count() })
    .from(usinas)
    .where(and(...filtros));
  const rows = await ctx.db
    .select()
    .from(usinas)
    .where(and(...filtros))
    .orderBy(p.order === '-potencia' ? desc(usinas.potenciaKwp) : asc(usinas.nome), asc(usinas.id))
    .limit(p.limit)
    .offset(offset(p));
  const porStatus = await ctx.db
    .select({
      status: usinas.status,
      n: count(),
      kwp: sql<number>`coalesce(sum(${usinas.potenciaKwp}), 0)::float`,
    })
    .from(usinas)
    .where(and(...base))
    .groupBy(usinas.status);
  const totais = Object.fromEntries(
    STATUS.map((s) => [s, porStatus.find((r) => r.status === s)?.n ?? 0]),
  ) as Record<(typeof STATUS)[number], number>;
  const tags = await tagsDe(
    ctx,
    rows.map((r) => r.id),
  );
  const doMes = await desempenhoDoMes(ctx, rows);
  return {
    data: rows.map((r) => ({
      ...paraApi(r),
      tags: tags.get(r.id) ?? [],
      desempenho_mes_pct: doMes.get(r.id)?.desempenho_mes_pct ?? null,
    })),
    meta: {
      ...meta(total?.n ?? 0, p),
      status: totais,
      potencia_kwp: porStatus.reduce((a, r) => a + Number(r.kwp), 0),
    },
  };
}

async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [u] = await ctx.db
    .select()
    .from(usinas)
    .where(and(eq(usinas.uuid, uuid), eq(usinas.empresaId, empresa.id), visiveis(empresa)));
  if (!u) throw new AppError('NAO_ENCONTRADO', 'Usina não encontrada');
  return u;
}

/** A plant the caller may see, as other modules refer to it (units, invoices, integrations). */
export async function usinaDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const u = await buscar(ctx, empresa, uuid);
  return { id: u.id, uuid: u.uuid, nome: u.nome };
}

/** Names and public ids of plants by internal id (for lists of other modules). */
export async function usinasPorId(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: usinas.id, uuid: usinas.uuid, nome: usinas.nome })
    .from(usinas)
    .where(inArray(usinas.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { uuid: r.uuid, nome: r.nome }]));
}

/** A plant's inverters as its page shows them, with today's energy in the plant's own day. */
async function inversoresParaApi(ctx: AppContext, u: Usina) {
  const hojeUsina = hojeNoFuso(ctx.now(), u.fusoHorario);
  const lista = await ctx.db
    .select({
      i: inversores,
      f: fabricantes,
      hoje: sql<
        number | null
      >`${geracaoDiariaInversor.totalFimKwh} - ${geracaoDiariaInversor.totalInicioKwh}`,
    })
    .from(inversores)
    .innerJoin(fabricantes, eq(fabricantes.id, inversores.fabricanteId))
    .leftJoin(
      geracaoDiariaInversor,
      and(eq(geracaoDiariaInversor.inversorId, inversores.id), eq(geracaoDiariaInversor.data, hojeUsina)),
    )
    .where(eq(inversores.usinaId, u.id))
    .orderBy(asc(inversores.nome));
  return lista.map(({ i, f, hoje }) => ({
    energia_hoje_kwh: hoje === null ? null : Number(hoje),
    uuid: i.uuid,
    nome: i.nome,
    serial: i.serial,
    capacidade_kwp: i.capacidadeKwp,
    status: i.status,
    inicio_geracao: i.inicioGeracao,
    potencia_atual_w: i.potenciaAtualW,
    energia_total_kwh: i.energiaTotalKwh,
    fabricante: { codigo: f.codigo, nome: f.nome },
  }));
}

/** GET /api/usinas/:uuid/inversores. */
export async function inversoresDaUsinaVisivel(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return inversoresParaApi(ctx, await buscar(ctx, empresa, uuid));
}

/** A plant with its inverters and the daily energy of the last `dias` days. */
export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string, dias = 31) {
  const u = await buscar(ctx, empresa, uuid);
  const desde = new Date(ctx.now().getTime() - dias * 86_400_000).toISOString().slice(0, 10);
  const diario = await ctx.db
    .select()
    .from(geracaoDiaria)
    .where(and(eq(geracaoDiaria.usinaId, u.id), gte(geracaoDiaria.data, desde)))
    .orderBy(asc(geracaoDiaria.data));
  const cidade = u.cidadeId ? await cidadeDaUsina(ctx, u.cidadeId) : null;
  return {
    ...paraApi(u),
    cidade,
    tags: (await tagsDe(ctx, [u.id])).get(u.id) ?? [],
    endereco: { cep: u.cep, logradouro: u.logradouro, numero: u.numero, bairro: u.bairro },
    cliente: u.clienteId ? await clientePorId(ctx, u.clienteId) : null,
    consumo_medio_kwh: u.consumoMedioKwh,
    investimento: u.investimento,
    ...(await desempenho(ctx, u)),
    // Credits come from the utility's invoices (the invoices issue).
    creditos_kwh: null,
    responsaveis: await ctx.db
      .select({ uuid: funcionarios.uuid, nome: funcionarios.nome })
      .from(usinasResponsaveis)
      .innerJoin(funcionarios, eq(funcionarios.id, usinasResponsaveis.funcionarioId))
      .where(eq(usinasResponsaveis.usinaId, u.id))
      .orderBy(asc(funcionarios.nome)),
    inversores: await inversoresParaApi(ctx, u),
    geracao_diaria: diario.map((d) => ({ data: d.data, energia_kwh: d.energiaKwh })),
  };
}

/** Spec §4: deleting a plant requires typing its exact name. */
export async function excluir(ctx: AppContext, empresa: EmpresaAtual, uuid: string, nomeDigitado: string) {
  const u = await buscar(ctx, empresa, uuid);
  if (semAcentos(nomeDigitado.trim()) !== semAcentos(u.nome.trim()) || nomeDigitado.trim() !== u.nome.trim())
    throw erroValidacao([{ field: 'nome', rule: 'confirmed', message: 'O nome digitado é diferente' }]);
  await ctx.db.delete(usinas).where(eq(usinas.id, u.id));
}

/**
 * Creates or refreshes a plant found on a portal account: the same portal id is always the
 * same plant, so importing twice never duplicates it.
 */
export async function registrarDoPortal(
  ctx: AppContext,
  empresaId: number,
  contaId: number,
  fabricanteId: number,
  p: UsinaPortal,
  lista: InversorPortal[],
  status: StatusUsina,
) {
  // An inverter already typed in by hand keeps its plant (decision 012).
  await vincularPorSerial(
    ctx,
    empresaId,
    contaId,
    fabricanteId,
    p.id,
    lista.map((i) => i.serial),
  );
  const kwp = lista.reduce((a, i) => a + (i.capacidadeKwp ?? 0), 0) || p.potenciaKwp;
  const valores = {
    potenciaKwp: kwp,
    status,
    potenciaAtualW: p.potenciaAtualW,
    energiaHojeKwh: p.energiaHojeKwh,
    energiaTotalKwh: p.energiaTotalKwh,
    ultimaLeituraEm: ctx.now(),
  };
  const [u] = await ctx.db
    .insert(usinas)
    // The name is the portal's only at first: one the user typed or edited stays (decision 012).
    .values({ empresaId, contaPortalId: contaId, idExterno: p.id, nome: p.nome, ...valores })
    .onConflictDoUpdate({
      target: [usinas.empresaId, usinas.contaPortalId, usinas.idExterno],
      targetWhere: sql`${usinas.idExterno} is not null`,
      set: valores,
    })
    .returning();
  if (!u) throw new Error('upsert usinas returned nothing');
  for (const i of lista) {
    const dados = {
      usinaId: u.id,
      contaPortalId: contaId,
      nome: i.nome,
      capacidadeKwp: i.capacidadeKwp,
      status: i.status,
      potenciaAtualW: i.potenciaAtualW,
      energiaTotalKwh: i.energiaTotalKwh,
      ultimaLeituraEm: ctx.now(),
    };
    await ctx.db
      .insert(inversores)
      .values({ empresaId, fabricanteId, serial: i.serial, ...dados })
      .onConflictDoUpdate({
        target: [inversores.empresaId, inversores.fabricanteId, inversores.serial],
        set: dados,
      });
  }
  return u;
}

/** Daily energy from the portal's history, idempotent per (plant, day). */
export async function registrarGeracaoDiaria(
  ctx: AppContext,
  usinaId: number,
  dias: ReadonlyArray<{ data: string; energiaKwh: number }>,
) {
  if (dias.length === 0) return;
  await ctx.db
    .insert(geracaoDiaria)
    .values(dias.map((d) => ({ usinaId, data: d.data, energiaKwh: d.energiaKwh })))
    .onConflictDoUpdate({
      target: [geracaoDiaria.usinaId, geracaoDiaria.data],
      set: { energiaKwh: sql`excluded.energia_kwh` },
    });
}

/** The plants imported from one portal account (what a poll refreshes). */
export function usinasDaConta(ctx: AppContext, contaId: number) {
  return ctx.db
    .select({
      id: usinas.id,
      idExterno: usinas.idExterno,
      empresaId: usinas.empresaId,
      fusoHorario: usinas.fusoHorario,
      contadorDia: usinas.contadorDia,
    })
    .from(usinas)
    .where(eq(usinas.contaPortalId, contaId));
}

/**
 * Recomputes a plant's status from its inverters, data freshness and yesterday's energy against
 * the irradiation of its city; returns the status before and after (callers publish changes).
 */
export async function atualizarStatus(ctx: AppContext, usinaId: number) {
  const [u] = await ctx.db.select().from(usinas).where(eq(usinas.id, usinaId));
  if (!u) return null;
  const lista = await ctx.db
    .select({ status: inversores.status })
    .from(inversores)
    .where(eq(inversores.usinaId, u.id));
  const ontem = hojeNoFuso(new Date(ctx.now().getTime() - 86_400_000), u.fusoHorario);
  const [g] = await ctx.db
    .select({ e: geracaoDiaria.energiaKwh })
    .from(geracaoDiaria)
    .where(and(eq(geracaoDiaria.usinaId, u.id), eq(geracaoDiaria.data, ontem)));
  const irr = u.cidadeId ? await irradiacaoMensal(ctx, u.cidadeId, u.empresaId) : null;
  // The days before yesterday that must also be low (STATUS_LOW_DAYS − 1), most recent first.
  const anteriores = [];
  for (let k = 2; k <= ctx.config.status.diasAbaixo; k++) {
    const dia = hojeNoFuso(new Date(ctx.now().getTime() - k * 86_400_000), u.fusoHorario);
    const [d] = await ctx.db
      .select({ e: geracaoDiaria.energiaKwh })
      .from(geracaoDiaria)
      .where(and(eq(geracaoDiaria.usinaId, u.id), eq(geracaoDiaria.data, dia)));
    anteriores.push({ energiaKwh: d?.e ?? null, mes: Number(dia.slice(5, 7)) - 1 });
  }
  const novo = derivarStatus({
    diasAnteriores: anteriores,
    doFabricante: statusDaUsina(lista.map((i) => ({ status: i.status as Exclude<StatusUsina, 'aviso'> }))),
    inversores: lista.length,
    ultimaLeituraEm: u.ultimaLeituraEm,
    agora: ctx.now(),
    limiteSemDadosMs: ctx.config.status.semDadosMs,
    energiaOntemKwh: g?.e ?? null,
    potenciaKwp: u.potenciaKwp,
    irradiacaoMensal: irr?.mensal ?? null,
    mesOntem: Number(ontem.slice(5, 7)) - 1,
    razaoMinima: ctx.config.status.razaoMinima,
    performanceRatio: ctx.config.status.performanceRatio,
  });
  if (novo.status !== u.status || novo.motivo !== u.statusMotivo)
    await ctx.db
      .update(usinas)
      .set({ status: novo.status, statusMotivo: novo.motivo })
      .where(eq(usinas.id, u.id));
  return { usina: u, antes: u.status as StatusUsina, depois: novo.status, motivo: novo.motivo };
}

/** Plants whose data stopped coming (portal down, account failing) turn offline without a poll. */
export async function verificarFrescor(ctx: AppContext) {
  const limite = new Date(ctx.now().getTime() - ctx.config.status.semDadosMs);
  const velhas = await ctx.db
    .select({ id: usinas.id })
    .from(usinas)
    .where(
      and(lt(usinas.ultimaLeituraEm, limite), ne(usinas.status, 'offline'), ne(usinas.status, 'inativo')),
    );
  const mudancas = [];
  for (const v of velhas) {
    const r = await atualizarStatus(ctx, v.id);
    if (r && r.antes !== r.depois) mudancas.push(r);
  }
  return mudancas;
}

/**
 * Spec §4: an inverter moves to another plant of the same company. Its identity (serial,
 * portal, readings) stays; both plants' installed power and status are recomputed.
 */
export async function transferirInversor(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  destinoUuid: string,
) {
  const [i] = await ctx.db
    .select()
    .from(inversores)
    .where(and(eq(inversores.uuid, uuid), eq(inversores.empresaId, empresa.id)));
  if (!i) throw new AppError('NAO_ENCONTRADO', 'Inversor não encontrado');
  const [destino] = await ctx.db
    .select()
    .from(usinas)
    .where(and(eq(usinas.uuid, destinoUuid), eq(usinas.empresaId, empresa.id)));
  if (!destino)
    throw erroValidacao([{ field: 'usina', rule: 'exists', message: 'Escolha a usina de destino' }]);
  if (destino.id === i.usinaId)
    throw erroValidacao([{ field: 'usina', rule: 'different', message: 'O inversor já está nesta usina' }]);
  const origem = i.usinaId;
  await ctx.db.transaction(async (tx) => {
    await tx.update(inversores).set({ usinaId: destino.id }).where(eq(inversores.id, i.id));
    for (const id of [origem, destino.id]) {
      await tx
        .update(usinas)
        .set({
          potenciaKwp: sql`coalesce((select sum(${inversores.capacidadeKwp}) from ${inversores} where ${inversores.usinaId} = ${id}), ${usinas.potenciaKwp})`,
        })
        .where(eq(usinas.id, id));
    }
  });
  for (const id of [origem, destino.id]) await atualizarStatus(ctx, id);
  return detalhe(ctx, empresa, destino.uuid);
}

export type Periodo = 'mensal' | 'anual' | 'total';

/** The last day of a `YYYY-MM` month. */
const fimDoMes = (mes: string) =>
  new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).toISOString().slice(0, 10);
const arred2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The expectation beside a chart's bars: for each period (day, month or year) what the plant
 * should have generated from its beginning up to today, and the real energy of those periods
 * against it. Periods still to come or before the plant began are left out.
 */
function serieEsperada(
  exp: Expectativa,
  periodos: ReadonlyArray<{ rotulo: string; desde: string; ate: string }>,
  hoje: string,
  real: ReadonlyArray<{ rotulo: string; energia_kwh: number }>,
) {
  const pontos = periodos
    .filter((p) => p.desde <= hoje && (!exp.inicio || p.ate >= exp.inicio))
    .map((p) => ({ rotulo: p.rotulo, energia_kwh: arred2(exp.entre(p.desde, p.ate < hoje ? p.ate : hoje)) }));
  const total = pontos.reduce((a, p) => a + p.energia_kwh, 0);
  const rotulos = new Set(pontos.map((p) => p.rotulo));
  const gerado = real.filter((p) => rotulos.has(p.rotulo)).reduce((a, p) => a + p.energia_kwh, 0);
  return {
    pontos,
    total_kwh: arred2(total),
    desempenho_pct: total > 0 ? Math.round((gerado / total) * 1000) / 10 : null,
  };
}

/**
 * Energy series for the charts (spec §3 energy periods), from the daily roll-up: the days of a
 * month (`2026-11`), the months of a year (`2026`), or every year; with the plant's expectation
 * for the same periods (null without a city with irradiation or a power) and its time zone, whose
 * calendar the periods follow.
 */
export async function geracao(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  periodo: Periodo,
  ref?: string,
) {
  const u = await buscar(ctx, empresa, uuid);
  const hoje = hojeNoFuso(ctx.now(), u.fusoHorario);
  const exp = await expectativaDaUsina(ctx, u);
  if (periodo === 'mensal') {
    const mes = ref && /^\d{4}-(0[1-9]|1[0-2])$/.test(ref) ? ref : hoje.slice(0, 7);
    const rows = await ctx.db
      .select({ data: geracaoDiaria.data, kwh: geracaoDiaria.energiaKwh })
      .from(geracaoDiaria)
      .where(and(eq(geracaoDiaria.usinaId, u.id), sql`to_char(${geracaoDiaria.data}, 'YYYY-MM') = ${mes}`))
      .orderBy(asc(geracaoDiaria.data));
    const pontos = rows.map((r) => ({ rotulo: r.data, energia_kwh: r.kwh }));
    const dias = Array.from({ length: Number(fimDoMes(mes).slice(8, 10)) }, (_, k) => {
      const dia = `${mes}-${String(k + 1).padStart(2, '0')}`;
      return { rotulo: dia, desde: dia, ate: dia };
    });
    return {
      periodo,
      referencia: mes,
      fuso_horario: u.fusoHorario,
      pontos,
      esperado: exp ? serieEsperada(exp, dias, hoje, pontos) : null,
    };
  }
  const formato = periodo === 'anual' ? 'YYYY-MM' : 'YYYY';
  const ano = ref && /^\d{4}$/.test(ref) ? ref : hoje.slice(0, 4);
  // The format is inlined (one of two constants): as a bound parameter, select and group by would
  // hold different parameters and PostgreSQL would refuse the grouping.
  const chave = sql<string>`to_char(${geracaoDiaria.data}, ${sql.raw(`'${formato}'`)})`;
  const rows = await ctx.db
    .select({ rotulo: chave, kwh: sql<number>`sum(${geracaoDiaria.energiaKwh})::float` })
    .from(geracaoDiaria)
    .where(
      periodo === 'anual'
        ? and(eq(geracaoDiaria.usinaId, u.id), sql`to_char(${geracaoDiaria.data}, 'YYYY') = ${ano}`)
        : eq(geracaoDiaria.usinaId, u.id),
    )
    .groupBy(chave)
    .orderBy(chave);
  const pontos = rows.map((r) => ({ rotulo: r.rotulo, energia_kwh: Number(r.kwh) }));
  let periodos: Array<{ rotulo: string; desde: string; ate: string }> = [];
  if (periodo === 'anual')
    periodos = Array.from({ length: 12 }, (_, k) => {
      const mes = `${ano}-${String(k + 1).padStart(2, '0')}`;
      return { rotulo: mes, desde: `${mes}-01`, ate: fimDoMes(mes) };
    });
  else if (exp) {
    // Every year from the plant's beginning (or its first year with data) to this one.
    const primeiro = Number((exp.inicio ?? pontos[0]?.rotulo ?? hoje).slice(0, 4));
    for (let a = primeiro; a <= Number(hoje.slice(0, 4)); a++)
      periodos.push({ rotulo: String(a), desde: `${a}-01-01`, ate: `${a}-12-31` });
  }
  return {
    periodo,
    referencia: periodo === 'anual' ? ano : null,
    fuso_horario: u.fusoHorario,
    pontos,
    esperado: exp ? serieEsperada(exp, periodos, hoje, pontos) : null,
  };
}

/**
 * Monthly partitions of `leituras` for this month and the next two (idempotent). A month's rows
 * that already landed in the default partition (workers down at the turn of a month) are moved
 * into the new partition, which is then attached: PostgreSQL refuses to create a partition whose
 * range the default partition already holds.
 */
export async function garantirParticoes(ctx: AppContext, meses = 3) {
  const agora = ctx.now();
  for (let k = 0; k < meses; k++) {
    const inicio = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth() + k, 1)).toISOString();
    const fim = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth() + k + 1, 1)).toISOString();
    const nome = `leituras_${inicio.slice(0, 7).replace('-', '_')}`;
    const [existe] = await ctx.database.query<{ t: string | null }>(
      sql`select to_regclass(${nome})::text as t`,
    );
    if (existe?.t) continue;
    const faixa = `instante >= '${inicio}' and instante < '${fim}'`;
    await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`create table "${nome}" (like "leituras" including defaults including constraints)`),
      );
      await tx.execute(sql.raw(`insert into "${nome}" select * from "leituras_padrao" where ${faixa}`));
      await tx.execute(sql.raw(`delete from "leituras_padrao" where ${faixa}`));
      await tx.execute(
        sql.raw(
          `alter table "leituras" attach partition "${nome}" for values from ('${inicio}') to ('${fim}')`,
        ),
      );
    });
  }
}

export interface Leitura {
  inversorId: number;
  instante: Date;
  potenciaW: number | null;
  energiaHojeKwh: number | null;
  energiaTotalKwh: number | null;
  status: string;
}

/**
 * The ingestion pipeline: readings appended in batches (a repeated poll adds nothing) and each
 * inverter's latest figures kept on the inverter for the screens.
 */
export async function registrarLeituras(ctx: AppContext, lista: Leitura[]) {
  if (lista.length === 0) return 0;
  let inseridas = 0;
  for (let i = 0; i < lista.length; i += 1000) {
    const lote = lista.slice(i, i + 1000);
    const r = await ctx.db
      .insert(leituras)
      .values(lote)
      .onConflictDoNothing()
      .returning({ id: leituras.inversorId });
    inseridas += r.length;
  }
  // The per-inverter daily roll-up, in each plant's own day, from the lifetime counters.
  const comTotal = lista.filter((l) => l.energiaTotalKwh !== null);
  for (let i = 0; i < comTotal.length; i += 1000) {
    const linhas = sql.join(
      comTotal
        .slice(i, i + 1000)
        .map(
          (l) =>
            sql`(${l.inversorId}::int, ${l.energiaTotalKwh}::float8, ${l.instante.toISOString()}::timestamptz)`,
        ),
      sql`, `,
    );
    await ctx.database.query(sql`
      insert into geracao_diaria_inversor (inversor_id, data, total_inicio_kwh, total_fim_kwh)
      select v.id, (v.t at time zone u.fuso_horario)::date, min(v.e), max(v.e)
      from (values ${linhas}) as v(id, e, t)
      join inversores i on i.id = v.id join usinas u on u.id = i.usina_id
      group by 1, 2
      on conflict (inversor_id, data) do update set
        total_inicio_kwh = least(geracao_diaria_inversor.total_inicio_kwh, excluded.total_inicio_kwh),
        total_fim_kwh = greatest(geracao_diaria_inversor.total_fim_kwh, excluded.total_fim_kwh)`);
  }
  const ultimas = new Map<number, Leitura>();
  for (const l of lista) {
    const atual = ultimas.get(l.inversorId);
    if (!atual || atual.instante < l.instante) ultimas.set(l.inversorId, l);
  }
  // One statement for every inverter of the batch, and only when the reading is newer.
  const valores = sql.join(
    [...ultimas.values()].map(
      (l) =>
        sql`(${l.inversorId}::int, ${l.potenciaW}::float8, ${l.energiaTotalKwh}::float8, ${l.instante.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await ctx.database.query(sql`
    update inversores as i set potencia_atual_w = v.p, energia_total_kwh = v.e, ultima_leitura_em = v.t
    from (values ${valores}) as v(id, p, e, t)
    where i.id = v.id and (i.ultima_leitura_em is null or i.ultima_leitura_em < v.t)`);
  return inseridas;
}

/** The intraday power curve of a plant (sum of its inverters), from the raw readings of its day. */
export async function curvaDoDia(ctx: AppContext, empresa: EmpresaAtual, uuid: string, dia?: string) {
  const u = await buscar(ctx, empresa, uuid);
  const data = dia && /^\d{4}-\d{2}-\d{2}$/.test(dia) ? dia : hojeNoFuso(ctx.now(), u.fusoHorario);
  // The zone is inlined (select and group by must hold the same expression); it is a plant's own
  // IANA name, checked here all the same.
  const fuso = sql.raw(`'${/^[A-Za-z_/+-]+$/.test(u.fusoHorario) ? u.fusoHorario : 'America/Sao_Paulo'}'`);
  const hora = sql<string>`to_char(${leituras.instante} at time zone ${fuso}, 'HH24:MI')`;
  const rows = await ctx.db
    .select({ hora, w: sql<number>`sum(${leituras.potenciaW})::float` })
    .from(leituras)
    .innerJoin(inversores, eq(inversores.id, leituras.inversorId))
    .where(
      and(
        eq(inversores.usinaId, u.id),
        sql`(${leituras.instante} at time zone ${fuso})::date = ${data}::date`,
      ),
    )
    .groupBy(hora)
    .orderBy(hora);
  return {
    periodo: 'diario' as const,
    referencia: data,
    fuso_horario: u.fusoHorario,
    pontos: rows.map((r) => ({ rotulo: r.hora, potencia_w: Number(r.w) })),
  };
}

/** serial → id of a plant's inverters (to attach readings). */
export async function inversoresDaUsina(ctx: AppContext, usinaId: number) {
  const rows = await ctx.db
    .select({ id: inversores.id, serial: inversores.serial })
    .from(inversores)
    .where(eq(inversores.usinaId, usinaId));
  return new Map(rows.map((r) => [r.serial, r.id]));
}

/** Edits what the portal does not know (city for the irradiation expectation, install date…). */
export async function editar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: UsinaEdicao) {
  const u = await buscar(ctx, empresa, uuid);
  let cidadeId: number | null = null;
  // The city also gives the plant's time zone (Cuiabá's day is not Brasília's).
  const fuso: { fusoHorario?: string } = {};
  if (d.cidade) {
    try {
      const c = await buscarCidade(ctx, d.cidade);
      cidadeId = c.id;
      fuso.fusoHorario = c.fuso_horario;
    } catch {
      throw erroValidacao([{ field: 'cidade', rule: 'exists', message: 'Escolha a cidade' }]);
    }
  }
  let clienteId: number | null | undefined;
  if (d.cliente !== undefined) {
    clienteId = d.cliente ? ((await clienteDaEmpresa(ctx, empresa, d.cliente))?.id ?? -1) : null;
    if (clienteId === -1)
      throw erroValidacao([{ field: 'cliente', rule: 'exists', message: 'Escolha o cliente' }]);
  }
  const opcionais = {
    ...(d.cep !== undefined ? { cep: d.cep } : {}),
    ...(d.logradouro !== undefined ? { logradouro: d.logradouro } : {}),
    ...(d.numero !== undefined ? { numero: d.numero } : {}),
    ...(d.bairro !== undefined ? { bairro: d.bairro } : {}),
    ...(clienteId !== undefined ? { clienteId } : {}),
    ...(d.consumo_medio_kwh !== undefined ? { consumoMedioKwh: d.consumo_medio_kwh } : {}),
    ...(d.investimento !== undefined ? { investimento: d.investimento } : {}),
  };
  await ctx.db
    .update(usinas)
    .set({
      nome: d.nome,
      cidadeId,
      ...fuso,
      dataInstalacao: d.data_instalacao,
      potenciaKwp: d.potencia_kwp ?? u.potenciaKwp,
      ...opcionais,
    })
    .where(eq(usinas.id, u.id));
  if (d.responsaveis) {
    const uuids = d.responsaveis;
    const achados = uuids.length
      ? await ctx.db
          .select({ id: funcionarios.id })
          .from(funcionarios)
          .where(
            and(
              inArray(funcionarios.uuid, uuids),
              eq(funcionarios.empresaId, empresa.id),
              isNull(funcionarios.demitidoEm),
            ),
          )
      : [];
    if (achados.length !== uuids.length)
      throw erroValidacao([
        { field: 'responsaveis', rule: 'exists', message: 'Escolha funcionários ativos da empresa' },
      ]);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(usinasResponsaveis).where(eq(usinasResponsaveis.usinaId, u.id));
      if (achados.length)
        await tx
          .insert(usinasResponsaveis)
          .values(achados.map((f) => ({ usinaId: u.id, funcionarioId: f.id })));
    });
  }
  if (d.tags) {
    const tags = d.tags;
    await ctx.db.transaction(async (tx) => {
      await tx.delete(usinasTags).where(eq(usinasTags.usinaId, u.id));
      if (tags.length) await tx.insert(usinasTags).values(tags.map((tag) => ({ usinaId: u.id, tag })));
    });
  }
  await atualizarStatus(ctx, u.id);
  return detalhe(ctx, empresa, uuid);
}

async function tagsDe(ctx: AppContext, ids: number[]) {
  const mapa = new Map<number, string[]>();
  if (ids.length === 0) return mapa;
  const rows = await ctx.db
    .select()
    .from(usinasTags)
    .where(inArray(usinasTags.usinaId, ids))
    .orderBy(asc(usinasTags.tag));
  for (const r of rows) mapa.set(r.usinaId, [...(mapa.get(r.usinaId) ?? []), r.tag]);
  return mapa;
}

/** The company's tags with how many plants carry each, for the list's filter. */
export async function tags(ctx: AppContext, empresa: EmpresaAtual) {
  const rows = await ctx.db
    .select({ tag: usinasTags.tag, n: count() })
    .from(usinasTags)
    .innerJoin(usinas, eq(usinas.id, usinasTags.usinaId))
    .where(eq(usinas.empresaId, empresa.id))
    .groupBy(usinasTags.tag)
    .orderBy(asc(usinasTags.tag));
  return rows.map((r) => ({ tag: r.tag, usinas: r.n }));
}

async function cidadeDaUsina(ctx: AppContext, cidadeId: number) {
  const [c] = await ctx.db.select({ uuid: cidades.uuid }).from(cidades).where(eq(cidades.id, cidadeId));
  if (!c) return null;
  const { id: _id, ...resto } = await buscarCidade(ctx, c.uuid);
  return { uuid: resto.uuid, nome: resto.nome, uf: resto.estado.sigla };
}

/** Users a plant is restricted to, or null when everyone with usina:view sees it. */
export async function usuariosResponsaveis(ctx: AppContext, usinaId: number): Promise<number[] | null> {
  const rows = await ctx.db
    .select({ usuarioId: funcionarios.usuarioId })
    .from(usinasResponsaveis)
    .innerJoin(funcionarios, eq(funcionarios.id, usinasResponsaveis.funcionarioId))
    .where(eq(usinasResponsaveis.usinaId, usinaId));
  return rows.length ? rows.map((r) => r.usuarioId) : null;
}

/**
 * Today's energy of a plant in its own day, from the cloud's counter (connectors/makers/
 * dia-da-nuvem when the cloud resets at another midnight); keeps the bookkeeping on the plant.
 */
export async function energiaDeHoje(
  ctx: AppContext,
  usina: { id: number; fusoHorario: string; contadorDia: unknown },
  contadorKwh: number,
  fusoDoContador: string | undefined,
): Promise<number> {
  if (!fusoDoContador || fusoDoContador === usina.fusoHorario) return contadorKwh;
  const r = acumularDiaLocal((usina.contadorDia as EstadoContador | null) ?? null, {
    agora: ctx.now(),
    contadorKwh,
    fusoLocal: usina.fusoHorario,
    fusoNuvem: fusoDoContador,
  });
  await ctx.db
    .update(usinas)
    .set({ contadorDia: r.estado, energiaHojeKwh: r.energiaKwh })
    .where(eq(usinas.id, usina.id));
  return r.energiaKwh;
}

/**
 * The month's performance of a list of plants in a fixed number of queries, whatever its length
 * (the plants list's column, and one plant's page): each plant's energy since the first of its own
 * month, in its time zone's calendar, against what it should have generated over the same days
 * (expectativa.ts: kWp × its city's irradiation × PR, from the day it began). The expectation and
 * the percentage are null without a city with irradiation or a power.
 */
async function desempenhoDoMes(
  ctx: AppContext,
  lista: ReadonlyArray<
    Pick<Usina, 'id' | 'empresaId' | 'cidadeId' | 'potenciaKwp' | 'dataInstalacao' | 'fusoHorario'>
  >,
) {
  const resultado = new Map<
    number,
    { energia_mes_kwh: number | null; esperado_mes_kwh: number | null; desempenho_mes_pct: number | null }
  >();
  if (lista.length === 0) return resultado;
  const dias = lista.map((u) => {
    const hoje = hojeNoFuso(ctx.now(), u.fusoHorario);
    return { u, hoje, inicio: `${hoje.slice(0, 7)}-01` };
  });
  const valores = sql.join(
    dias.map((d) => sql`(${d.u.id}::int, ${d.inicio}::date, ${d.hoje}::date)`),
    sql`, `,
  );
  const rows = await ctx.database.query<{ id: number; mes: number | null; primeiro: string | null }>(sql`
    select p.id,
      (select sum(g.energia_kwh) from ${geracaoDiaria} g
        where g.usina_id = p.id and g.data >= p.inicio and g.data <= p.hoje)::float as mes,
      (select min(g.data) from ${geracaoDiaria} g where g.usina_id = p.id)::text as primeiro
    from (values ${valores}) as p(id, inicio, hoje)`);
  const porId = new Map(rows.map((r) => [Number(r.id), r]));
  const irradiacao = new Map<number, Map<number, number[]>>();
  for (const empresaId of new Set(lista.map((u) => u.empresaId)))
    irradiacao.set(
      empresaId,
      await irradiacaoMensalDasCidades(
        ctx,
        lista.flatMap((u) => (u.empresaId === empresaId && u.cidadeId !== null ? [u.cidadeId] : [])),
        empresaId,
      ),
    );
  for (const { u, hoje, inicio } of dias) {
    const r = porId.get(u.id);
    const mes = r?.mes ?? null;
    const mensal = u.cidadeId === null ? undefined : irradiacao.get(u.empresaId)?.get(u.cidadeId);
    const esperado =
      mensal && u.potenciaKwp && u.potenciaKwp > 0
        ? expectativaDe(
            u.potenciaKwp,
            mensal,
            maisCedo(u.dataInstalacao, r?.primeiro ?? null),
            ctx.config.status.performanceRatio,
          ).entre(inicio, hoje)
        : 0;
    resultado.set(u.id, {
      energia_mes_kwh: mes,
      esperado_mes_kwh: esperado > 0 ? Math.round(esperado * 10) / 10 : null,
      desempenho_mes_pct: esperado > 0 && mes !== null ? Math.round((mes / esperado) * 1000) / 10 : null,
    });
  }
  return resultado;
}

/**
 * Spec §3 "average generation" and "yield": the mean of the last 12 complete months' energy (kWh)
 * and the last 365 days' energy per installed kWp (kWh/kWp), from the daily roll-up.
 */
async function desempenho(ctx: AppContext, u: typeof usinas.$inferSelect) {
  const hoje = hojeNoFuso(ctx.now(), u.fusoHorario);
  const inicioMes = `${hoje.slice(0, 7)}-01`;
  const [m] = await ctx.database.query<{ media: number | null; meses: number }>(sql`
    select avg(total)::float as media, count(*)::int as meses from (
      select date_trunc('month', data) as mes, sum(energia_kwh) as total from geracao_diaria
      where usina_id = ${u.id} and data < ${inicioMes}::date and data >= (${inicioMes}::date - interval '12 months')
      group by 1) t`);
  const [a] = await ctx.database.query<{ total: number | null }>(sql`
    select sum(energia_kwh)::float as total from geracao_diaria
    where usina_id = ${u.id} and data > (${hoje}::date - interval '365 days')`);
  const [p] = await ctx.database.query<{ ano: number | null }>(sql`
    select sum(energia_kwh) filter (where data >= ${`${hoje.slice(0, 4)}-01-01`}::date)::float as ano
    from geracao_diaria where usina_id = ${u.id} and data <= ${hoje}::date`);
  const doMes = (await desempenhoDoMes(ctx, [u])).get(u.id);
  return {
    energia_mes_kwh: doMes?.energia_mes_kwh ?? null,
    energia_ano_kwh: p?.ano ?? null,
    esperado_mes_kwh: doMes?.esperado_mes_kwh ?? null,
    desempenho_mes_pct: doMes?.desempenho_mes_pct ?? null,
    geracao_media_kwh: m?.meses ? Math.round((m.media ?? 0) * 10) / 10 : null,
    rendimento_kwh_kwp: a?.total && u.potenciaKwp ? Math.round((a.total / u.potenciaKwp) * 10) / 10 : null,
  };
}

/** Spec §3 "generation start" of inverters not told otherwise: the plant's first day with energy. */
export async function marcarInicioDaGeracao(ctx: AppContext, usinaId: number) {
  await ctx.database.query(sql`
    update inversores set inicio_geracao = (
      select min(data) from geracao_diaria where usina_id = ${usinaId} and energia_kwh > 0)
    where usina_id = ${usinaId} and inicio_geracao is null`);
}

// ---- company-wide read-outs for the dashboard (modules/dashboard) ------------------------------

/** Internal ids of the plants the caller sees, or null when every plant of the company is visible. */
export async function idsVisiveis(ctx: AppContext, empresa: EmpresaAtual): Promise<number[] | null> {
  const restricao = await restricaoEfetiva(ctx, empresa);
  if (!restricao) return null;
  const rows = await ctx.db
    .select({ id: usinas.id })
    .from(usinas)
    .where(and(eq(usinas.empresaId, empresa.id), restricao));
  return rows.map((r) => r.id);
}

/** Plants and installed inverter power per maker, over the plants the caller sees. */
export async function porFabricante(ctx: AppContext, empresa: EmpresaAtual) {
  const rows = await ctx.db
    .select({
      codigo: fabricantes.codigo,
      nome: fabricantes.nome,
      usinas: sql<number>`count(distinct ${usinas.id})::int`,
      kwp: sql<number>`coalesce(sum(${inversores.capacidadeKwp}), 0)::float`,
    })
    .from(inversores)
    .innerJoin(usinas, eq(usinas.id, inversores.usinaId))
    .innerJoin(fabricantes, eq(fabricantes.id, inversores.fabricanteId))
    .where(
      and(
        eq(inversores.empresaId, empresa.id),
        eq(usinas.empresaId, empresa.id),
        await restricaoEfetiva(ctx, empresa),
      ),
    )
    .groupBy(fabricantes.codigo, fabricantes.nome)
    .orderBy(sql`count(distinct ${usinas.id}) desc`, asc(fabricantes.nome));
  return rows.map((r) => ({
    codigo: r.codigo,
    nome: r.nome,
    usinas: Number(r.usinas),
    potencia_kwp: Math.round(Number(r.kwp) * 100) / 100,
  }));
}

/** Energy per day (inclusive range) summed over the plants the caller sees, from the daily roll-up. */
export async function geracaoPorDia(ctx: AppContext, empresa: EmpresaAtual, desde: string, ate: string) {
  const restricao = await restricaoEfetiva(ctx, empresa);
  // Whoever sees the whole company reads its daily roll-up (kept by triggers, migration 0026).
  const rows = !restricao
    ? await ctx.db
        .select({ data: geracaoDiariaEmpresa.data, kwh: geracaoDiariaEmpresa.energiaKwh })
        .from(geracaoDiariaEmpresa)
        .where(
          and(
            eq(geracaoDiariaEmpresa.empresaId, empresa.id),
            sql`${geracaoDiariaEmpresa.linhas} > 0`,
            gte(geracaoDiariaEmpresa.data, desde),
            sql`${geracaoDiariaEmpresa.data} <= ${ate}`,
          ),
        )
        .orderBy(asc(geracaoDiariaEmpresa.data))
    : await ctx.db
        .select({ data: geracaoDiaria.data, kwh: sql<number>`sum(${geracaoDiaria.energiaKwh})::float` })
        .from(geracaoDiaria)
        .innerJoin(usinas, eq(usinas.id, geracaoDiaria.usinaId))
        .where(
          and(
            eq(usinas.empresaId, empresa.id),
            restricao,
            gte(geracaoDiaria.data, desde),
            sql`${geracaoDiaria.data} <= ${ate}`,
          ),
        )
        .groupBy(geracaoDiaria.data)
        .orderBy(asc(geracaoDiaria.data));
  return rows.map((r) => ({ data: r.data, energia_kwh: Math.round(Number(r.kwh) * 100) / 100 }));
}

/**
 * What the plants the caller sees should have generated, summed (each from its own beginning, see
 * expectativa.ts); null when none has a city with irradiation and a power.
 */
export async function expectativaDaEmpresa(
  ctx: AppContext,
  empresa: EmpresaAtual,
): Promise<Expectativa | null> {
  const lista = await ctx.db
    .select({
      cidadeId: usinas.cidadeId,
      kwp: usinas.potenciaKwp,
      instalacao: usinas.dataInstalacao,
      primeiro: sql<
        string | null
      >`(select min(${geracaoDiaria.data})::text from ${geracaoDiaria} where ${geracaoDiaria.usinaId} = ${usinas.id})`,
    })
    .from(usinas)
    .where(
      and(
        eq(usinas.empresaId, empresa.id),
        await restricaoEfetiva(ctx, empresa),
        sql`${usinas.cidadeId} is not null`,
        sql`${usinas.potenciaKwp} > 0`,
      ),
    );
  const porCidade = new Map<number, number[] | null>();
  const expectativas: Expectativa[] = [];
  for (const u of lista) {
    if (u.cidadeId === null || !u.kwp) continue;
    if (!porCidade.has(u.cidadeId))
      porCidade.set(u.cidadeId, (await irradiacaoMensal(ctx, u.cidadeId, empresa.id))?.mensal ?? null);
    const mensal = porCidade.get(u.cidadeId);
    if (!mensal) continue;
    expectativas.push(
      expectativaDe(u.kwp, mensal, maisCedo(u.instalacao, u.primeiro), ctx.config.status.performanceRatio),
    );
  }
  return somaDeExpectativas(expectativas);
}

/**
 * The power curve of one day over the plants the caller sees: the readings of [inicio, fim) in
 * 5-minute buckets (each inverter's mean in the bucket, summed), labelled in `fuso`'s clock.
 */
export async function curvaDaEmpresa(
  ctx: AppContext,
  empresa: EmpresaAtual,
  inicio: Date,
  fim: Date,
  fuso = 'America/Sao_Paulo',
) {
  const zona = sql.raw(`'${/^[A-Za-z_/+-]+$/.test(fuso) ? fuso : 'America/Sao_Paulo'}'`);
  const restricao = await restricaoEfetiva(ctx, empresa);
  // Whoever sees the whole company reads its 5-minute roll-up (kept by triggers, migration 0027).
  const rows = !restricao
    ? await ctx.database.query<{ hora: string; w: number | null }>(sql`
        select to_char(${potenciaEmpresa.instante} at time zone ${zona}, 'HH24:MI') as hora, ${potenciaEmpresa.potenciaW} as w
        from ${potenciaEmpresa}
        where ${potenciaEmpresa.empresaId} = ${empresa.id} and ${potenciaEmpresa.leituras} > 0
          and ${potenciaEmpresa.instante} >= ${inicio.toISOString()}::timestamptz
          and ${potenciaEmpresa.instante} < ${fim.toISOString()}::timestamptz
        order by ${potenciaEmpresa.instante}`)
    : await ctx.database.query<{ hora: string; w: number | null }>(sql`
    select to_char(b at time zone ${zona}, 'HH24:MI') as hora, sum(w)::float as w from (
      select ${leituras.inversorId} as inversor, date_bin('5 minutes', ${leituras.instante}, timestamptz '2000-01-01 00:00:00+00') as b,
             avg(${leituras.potenciaW}) as w
      from ${leituras}
      join ${inversores} on ${inversores.id} = ${leituras.inversorId}
      join ${usinas} on ${usinas.id} = ${inversores.usinaId}
      where ${inversores.empresaId} = ${empresa.id} and ${usinas.empresaId} = ${empresa.id}
        and ${restricao}
        and ${leituras.instante} >= ${inicio.toISOString()}::timestamptz
        and ${leituras.instante} < ${fim.toISOString()}::timestamptz
      group by 1, 2) t
    group by b order by b`);
  const [atual] = await ctx.db
    .select({ w: sql<number>`coalesce(sum(${usinas.potenciaAtualW}), 0)::float` })
    .from(usinas)
    .where(
      and(eq(usinas.empresaId, empresa.id), restricao, inArray(usinas.status, ['online', 'aviso', 'erro'])),
    );
  return {
    pontos: rows.map((r) => ({ hora: r.hora, potencia_w: Math.round(Number(r.w ?? 0)) })),
    potencia_atual_w: Math.round(Number(atual?.w ?? 0)),
  };
}

/** The plants the caller sees, those in erro, aviso and offline first (then the longest silent). */
export async function porSituacao(ctx: AppContext, empresa: EmpresaAtual, limite: number) {
  const rows = await ctx.db
    .select({
      uuid: usinas.uuid,
      nome: usinas.nome,
      status: usinas.status,
      statusMotivo: usinas.statusMotivo,
      ultimaLeituraEm: usinas.ultimaLeituraEm,
      fusoHorario: usinas.fusoHorario,
    })
    .from(usinas)
    .where(and(eq(usinas.empresaId, empresa.id), await restricaoEfetiva(ctx, empresa)))
    .orderBy(
      sql`case ${usinas.status} when 'erro' then 0 when 'aviso' then 1 when 'offline' then 2 else 3 end`,
      sql`${usinas.ultimaLeituraEm} asc nulls first`,
      asc(usinas.nome),
      asc(usinas.id),
    )
    .limit(limite);
  return rows.map((r) => ({
    uuid: r.uuid,
    nome: r.nome,
    status: r.status,
    status_motivo: r.statusMotivo,
    ultima_leitura_em: r.ultimaLeituraEm?.toISOString() ?? null,
    fuso_horario: r.fusoHorario,
  }));
}
