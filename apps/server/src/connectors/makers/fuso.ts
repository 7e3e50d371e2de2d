// Wall clocks in a plant's time zone, for clients whose clouds answer in local time or epoch
// instants (FoxESS, Livoltek): one formatter per zone, kept.

const relogios = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of an instant in a zone: the day ("yyyy-MM-dd"), the time ("HH:mm") and the
 * minutes since that day's midnight, with the seconds as a fraction.
 */
export function relogioNoFuso(
  instante: number,
  fuso: string,
): { data: string; hora: string; minutos: number } {
  let f = relogios.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: fuso,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    relogios.set(fuso, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instante)).map((x) => [x.type, x.value]));
  return {
    data: `${p.year}-${p.month}-${p.day}`,
    hora: `${p.hour}:${p.minute}`,
    minutos: Number(p.hour) * 60 + Number(p.minute) + Number(p.second) / 60,
  };
}

/** The instant a wall-clock time (given as if it were UTC) happens in a zone. */
export function instanteNoFuso(paredeUtc: number, fuso: string): number {
  const desvio = (t: number) => {
    const r = relogioNoFuso(t, fuso);
    return Math.round((Date.parse(`${r.data}T00:00:00Z`) + r.minutos * 60_000 - t) / 60_000) * 60_000;
  };
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  const t = paredeUtc - desvio(paredeUtc);
  return paredeUtc - desvio(t);
}

/** Epoch ms of the midnight that starts a day ("yyyy-MM-dd") in a zone. */
export const meiaNoiteNoFuso = (data: string, fuso: string): number =>
  instanteNoFuso(Date.parse(`${data}T00:00:00Z`), fuso);
