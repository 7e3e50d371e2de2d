import { eq, sql } from 'drizzle-orm';
import { acumularDiaLocal, type EstadoContador } from '../../connectors/makers/dia-da-nuvem.ts';
import type { InversorPortal, StatusUsina, UsinaPortal } from '../../connectors/makers/types.ts';
import { geracaoDiaria, inversores, usinas } from '../../db/schema/usinas.ts';
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

/** Rows per statement: bounds one statement's memory on long imports (a poll is far smaller). */
const LOTE = 5000;

/**
 * The ingestion pipeline: readings appended in batches (a repeated poll adds nothing), the
 * per-inverter daily roll-up and each inverter's latest figures, all in one statement per batch
 * (issue 28). The batch travels as one array per column, so neither side builds SQL per row.
 * Returns how many readings were new.
 */
export async function registrarLeituras(ctx: AppContext, lista: Leitura[]) {
  let inseridas = 0;
  for (let i = 0; i < lista.length; i += LOTE) {
    const n = Math.min(LOTE, lista.length - i);
    const ids = new Array<number>(n);
    const instantes = new Array<string>(n);
    const potencias = new Array<number | null>(n);
    const hoje = new Array<number | null>(n);
    const totais = new Array<number | null>(n);
    const status = new Array<string>(n);
    for (let j = 0; j < n; j++) {
      const l = lista[i + j] as Leitura;
      ids[j] = l.inversorId;
      instantes[j] = l.instante.toISOString();
      potencias[j] = l.potenciaW;
      hoje[j] = l.energiaHojeKwh;
      totais[j] = l.energiaTotalKwh;
      status[j] = l.status;
    }
    const [r] = await ctx.database.query<{ n: number }>(sql`
      with v as materialized (
        select * from unnest(
          ${sql.param(ids)}::int[], ${sql.param(instantes)}::timestamptz[], ${sql.param(potencias)}::float8[],
          ${sql.param(hoje)}::float8[], ${sql.param(totais)}::float8[], ${sql.param(status)}::text[]
        ) with ordinality as v(inversor_id, instante, potencia_w, energia_hoje_kwh, energia_total_kwh, status, ord)
      ),
      novas as (
        insert into leituras (inversor_id, instante, potencia_w, energia_hoje_kwh, energia_total_kwh, status)
        select inversor_id, instante, potencia_w, energia_hoje_kwh, energia_total_kwh, status from v
        on conflict do nothing
        returning 1
      ),
      -- The per-inverter daily roll-up, in each plant's own day, from the lifetime counters (a
      -- day the batch does not widen is left unwritten).
      dia as (
        insert into geracao_diaria_inversor as g (inversor_id, data, total_inicio_kwh, total_fim_kwh)
        select v.inversor_id, (v.instante at time zone u.fuso_horario)::date,
          min(v.energia_total_kwh), max(v.energia_total_kwh)
        from v join inversores i on i.id = v.inversor_id join usinas u on u.id = i.usina_id
        where v.energia_total_kwh is not null
        group by 1, 2
        on conflict (inversor_id, data) do update set
          total_inicio_kwh = least(g.total_inicio_kwh, excluded.total_inicio_kwh),
          total_fim_kwh = greatest(g.total_fim_kwh, excluded.total_fim_kwh)
        where excluded.total_inicio_kwh < g.total_inicio_kwh or excluded.total_fim_kwh > g.total_fim_kwh
      ),
      -- Each inverter's newest reading of the batch (the first one listed on a tie), kept on the
      -- inverter only when newer than what it has.
      ultimas as (
        update inversores as i
        set potencia_atual_w = u.potencia_w, energia_total_kwh = u.energia_total_kwh, ultima_leitura_em = u.instante
        from (
          select distinct on (inversor_id) inversor_id, instante, potencia_w, energia_total_kwh
          from v order by inversor_id, instante desc, ord
        ) u
        where i.id = u.inversor_id and (i.ultima_leitura_em is null or i.ultima_leitura_em < u.instante)
      )
      select count(*)::int as n from novas`);
    inseridas += r?.n ?? 0;
  }
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
