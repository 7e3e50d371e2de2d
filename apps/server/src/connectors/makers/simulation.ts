// Plausible generation for the portal simulators: a clear-sky day curve that follows the sun for
// the plant's latitude and date, with deterministic "weather" so tests can repeat a day.

/** Deterministic pseudo-random in [0, 1) from a text seed (FNV-1a + xorshift). */
export function aleatorio(semente: string): number {
  let h = 2166136261;
  for (let i = 0; i < semente.length; i++) {
    h ^= semente.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  h ^= h << 13;
  h ^= h >>> 17;
  h ^= h << 5;
  return (h >>> 0) / 4294967296;
}

/** Sunrise and sunset (local solar hours) from the solar declination for that day of the year. */
export function horasDeSol(latitude: number, data: Date): { nascer: number; por: number } {
  const inicio = Date.UTC(data.getUTCFullYear(), 0, 0);
  const dia = Math.floor((data.getTime() - inicio) / 86_400_000);
  const declinacao = 23.44 * Math.sin(((2 * Math.PI) / 365) * (dia - 81));
  const rad = Math.PI / 180;
  const x = -Math.tan(latitude * rad) * Math.tan(declinacao * rad);
  const meio = Math.acos(Math.max(-1, Math.min(1, x))) / rad / 15;
  return { nascer: 12 - meio, por: 12 + meio };
}

/** How clear a day is (0.25 overcast … 1 clear), the same for a plant and date every time. */
function ceuDoDia(usinaId: string, dataIso: string): number {
  return 0.25 + 0.75 * aleatorio(`${usinaId}:${dataIso}`) ** 0.4;
}

/** Power (W) of a plant of `kwp` at a local solar hour: sine over the daylight, scaled by the sky. */
export function potenciaNaHora(
  kwp: number,
  latitude: number,
  dataIso: string,
  hora: number,
  usinaId: string,
): number {
  const { nascer, por } = horasDeSol(latitude, new Date(`${dataIso}T12:00:00Z`));
  if (hora <= nascer || hora >= por) return 0;
  const altura = Math.sin((Math.PI * (hora - nascer)) / (por - nascer));
  const nuvem = 0.85 + 0.15 * aleatorio(`${usinaId}:${dataIso}:${hora.toFixed(2)}`);
  return Math.round(kwp * 1000 * 0.82 * altura * ceuDoDia(usinaId, dataIso) * nuvem);
}

/** Energy of a day (kWh): the curve integrated over 5-minute steps. */
export function energiaDoDia(kwp: number, latitude: number, dataIso: string, usinaId: string): number {
  let wh = 0;
  for (let m = 0; m < 24 * 60; m += 5)
    wh += (potenciaNaHora(kwp, latitude, dataIso, m / 60, usinaId) * 5) / 60;
  return Math.round(wh / 100) / 10;
}

/** The simulated plants' day (Brazil, UTC-3) at an instant: date and local hour. */
export function diaLocal(agora: Date): { data: string; hora: number } {
  const d = new Date(agora.getTime() - 3 * 3_600_000);
  return { data: d.toISOString().slice(0, 10), hora: d.getUTCHours() + d.getUTCMinutes() / 60 };
}

/** Energy (kWh) from midnight to `ate` (local hour) on a day: the curve over 5-minute steps. */
export function energiaAteAHora(
  kwp: number,
  latitude: number,
  dataIso: string,
  ate: number,
  usinaId: string,
): number {
  let wh = 0;
  for (let m = 0; m < ate * 60; m += 5)
    wh += (potenciaNaHora(kwp, latitude, dataIso, m / 60, usinaId) * 5) / 60;
  return Math.round(wh / 100) / 10;
}
