import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { energiaEsperadaMensalKwh } from '@irradia/shared/irradiacao/irradiacao';
import { and, eq, lt, ne } from 'drizzle-orm';
import { type StatusUsina, statusDaUsina } from '../../connectors/makers/types.ts';
import { geracaoDiaria, inversores, usinas } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';
import { irradiacaoMensal } from '../irradiacao/irradiacao.service.ts';

/**
 * A plant's status (spec §4), from what the maker says, how fresh the data is and how the last
 * full day compared with what the sun should have given (docs/decisions/006-monitoring.md):
 * 1. no inverters → inativo;
 * 2. no data for longer than `limiteSemDadosMs` → offline ("no communication");
 * 3. an inverter in fault → erro; every inverter offline → offline; some offline → aviso;
 * 4. online, but yesterday's energy under `razaoMinima` of the expectation (kWp × tilted
 *    irradiation of the city for that month × days × performance ratio) → aviso
 *    ("generating little": told apart from "no communication").
 */
export interface EntradaStatus {
  doFabricante: StatusUsina;
  inversores: number;
  ultimaLeituraEm: Date | null;
  agora: Date;
  limiteSemDadosMs: number;
  /** Yesterday's energy, kWh, when known. */
  energiaOntemKwh: number | null;
  /**
   * The full days before yesterday (most recent first) that must also be under the expectation
   * for the rule to fire (`STATUS_LOW_DAYS` − 1 of them); empty with the default of one day.
   */
  diasAnteriores?: Array<{ energiaKwh: number | null; mes: number }>;
  potenciaKwp: number | null;
  /** Monthly tilted irradiation of the plant's city (Wh/m²·day, Jan…Dec), when known. */
  irradiacaoMensal: number[] | null;
  /** Month (0–11) of yesterday in the plant's zone. */
  mesOntem: number;
  razaoMinima: number;
  performanceRatio: number;
}

export interface StatusDerivado {
  status: StatusUsina;
  motivo: string | null;
}

const horas = (ms: number) => Math.round(ms / 3_600_000);

export function derivarStatus(e: EntradaStatus): StatusDerivado {
  if (e.inversores === 0) return { status: 'inativo', motivo: 'Nenhum inversor na usina' };
  if (!e.ultimaLeituraEm) return { status: 'offline', motivo: 'Ainda sem dados do portal' };
  const idade = e.agora.getTime() - e.ultimaLeituraEm.getTime();
  if (idade > e.limiteSemDadosMs)
    return { status: 'offline', motivo: `Sem comunicação há ${horas(idade)} h` };
  if (e.doFabricante === 'erro') return { status: 'erro', motivo: 'Inversor em falha' };
  if (e.doFabricante === 'offline')
    return { status: 'offline', motivo: 'Inversores sem comunicação com o portal' };
  if (e.doFabricante === 'aviso') return { status: 'aviso', motivo: 'Parte dos inversores sem comunicação' };
  if (e.doFabricante === 'inativo') return { status: 'inativo', motivo: null };
  const esperadoNo = (mes: number) => {
    const irr = e.irradiacaoMensal?.[mes];
    return irr && e.potenciaKwp ? energiaEsperadaMensalKwh(e.potenciaKwp, irr, 1, e.performanceRatio) : 0;
  };
  const abaixo = (kwh: number | null, mes: number) => {
    const esperado = esperadoNo(mes);
    return kwh !== null && esperado > 0 && kwh < esperado * e.razaoMinima;
  };
  const anteriores = e.diasAnteriores ?? [];
  if (abaixo(e.energiaOntemKwh, e.mesOntem) && anteriores.every((d) => abaixo(d.energiaKwh, d.mes))) {
    const pct = Math.round(((e.energiaOntemKwh ?? 0) / esperadoNo(e.mesOntem)) * 100);
    return {
      status: 'aviso',
      motivo:
        anteriores.length === 0
          ? `Geração de ontem em ${pct}% do esperado para a cidade`
          : `Geração abaixo do esperado há ${anteriores.length + 1} dias (ontem em ${pct}%)`,
    };
  }
  return { status: 'online', motivo: null };
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

/** What the alerts need of a plant to open or close an episode (modules/alertas). */
export async function situacaoDaUsina(ctx: AppContext, usinaId: number) {
  const [u] = await ctx.db
    .select({
      id: usinas.id,
      uuid: usinas.uuid,
      nome: usinas.nome,
      empresaId: usinas.empresaId,
      status: usinas.status,
      statusMotivo: usinas.statusMotivo,
      fusoHorario: usinas.fusoHorario,
    })
    .from(usinas)
    .where(eq(usinas.id, usinaId));
  return u;
}
