import { energiaEsperadaMensalKwh } from '@irradia/shared/irradiacao/irradiacao';
import type { StatusUsina } from '../../integrations/portals/types.ts';

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
  const irr = e.irradiacaoMensal?.[e.mesOntem];
  if (e.energiaOntemKwh !== null && e.potenciaKwp && irr) {
    const esperado = energiaEsperadaMensalKwh(e.potenciaKwp, irr, 1, e.performanceRatio);
    if (esperado > 0 && e.energiaOntemKwh < esperado * e.razaoMinima) {
      const pct = Math.round((e.energiaOntemKwh / esperado) * 100);
      return { status: 'aviso', motivo: `Geração de ontem em ${pct}% do esperado para a cidade` };
    }
  }
  return { status: 'online', motivo: null };
}
