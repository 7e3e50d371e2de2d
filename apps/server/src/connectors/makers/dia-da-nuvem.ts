import { hojeNoFuso } from '@irradia/shared/format/fuso';
/**
 * "Energy today" read in the plant's own day when the cloud's counter resets at another
 * midnight (several Chinese clouds reset at UTC+8 midnight, 13:00 in Brasília): without this the
 * Brazilian day would lose the morning or count yesterday's afternoon twice.
 *
 * The state remembers, for the current local day, what previous cloud days contributed
 * (`acumulado`), the counter when the local day began inside the current cloud day (`inicio`)
 * and the last counter seen (`ultimo`).
 */
export interface EstadoContador {
  diaLocal: string;
  diaNuvem: string;
  acumulado: number;
  inicio: number;
  ultimo: number;
}

export function acumularDiaLocal(
  anterior: EstadoContador | null,
  leitura: { agora: Date; contadorKwh: number; fusoLocal: string; fusoNuvem: string },
): { estado: EstadoContador; energiaKwh: number } {
  const diaLocal = hojeNoFuso(leitura.agora, leitura.fusoLocal);
  const diaNuvem = hojeNoFuso(leitura.agora, leitura.fusoNuvem);
  let { acumulado, inicio } = anterior ?? { acumulado: 0, inicio: 0 };
  if (!anterior || anterior.diaLocal !== diaLocal) {
    // A new local day: what the cloud counted so far in its current day belongs to yesterday.
    acumulado = 0;
    inicio = anterior && anterior.diaNuvem === diaNuvem ? anterior.ultimo : 0;
  } else if (anterior.diaNuvem !== diaNuvem) {
    // The cloud reset in the middle of our day: keep what it had counted for today.
    acumulado += Math.max(0, anterior.ultimo - anterior.inicio);
    inicio = 0;
  }
  const estado = { diaLocal, diaNuvem, acumulado, inicio, ultimo: leitura.contadorKwh };
  return { estado, energiaKwh: acumulado + Math.max(0, leitura.contadorKwh - inicio) };
}
