import { energiaEsperadaMensalKwh } from '@irradia/shared/irradiacao/irradiacao';
import type { StatusUsina } from '../../connectors/makers/types.ts';

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
