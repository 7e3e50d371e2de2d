import { eq, sql } from 'drizzle-orm';
import { acumularDiaLocal, type EstadoContador } from '../../connectors/makers/dia-da-nuvem.ts';
import type { InversorPortal, StatusUsina, UsinaPortal } from '../../connectors/makers/types.ts';
import { geracaoDiaria, inversores, leituras, usinas } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';
import { vincularPorSerial } from './vinculo-por-serial.ts';

// What the portals bring in (modules/importacoes, modules/sincronizacao): plants and inverters,
// readings, daily energy, and the monthly partitions the readings land in.

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

/** serial → id of a plant's inverters (to attach readings). */
export async function inversoresDaUsina(ctx: AppContext, usinaId: number) {
  const rows = await ctx.db
    .select({ id: inversores.id, serial: inversores.serial })
    .from(inversores)
    .where(eq(inversores.usinaId, usinaId));
  return new Map(rows.map((r) => [r.serial, r.id]));
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

/** Spec §3 "generation start" of inverters not told otherwise: the plant's first day with energy. */
export async function marcarInicioDaGeracao(ctx: AppContext, usinaId: number) {
  await ctx.database.query(sql`
    update inversores set inicio_geracao = (
      select min(data) from geracao_diaria where usina_id = ${usinaId} and energia_kwh > 0)
    where usina_id = ${usinaId} and inicio_geracao is null`);
}
