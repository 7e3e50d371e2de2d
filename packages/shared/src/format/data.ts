// Dates and times, formatted one way for server and web. Instants read in a zone: a plant's (a plant
// in Manaus reports at 14:00 of Manaus, wherever the person looking is), Brasília's, or the
// runtime's. When that clock differs from the browser's at that instant, the zone is named (Brazil's
// legal times by their names, others by their offset), so "14:00" is never mistaken for local time.
// Calendar dates ('YYYY-MM-DD': a due date, a day of generation) have no zone and are only rearranged.

/** Brazil's zones (IANA): the cities' data may give any of them to a city of the same offset. */
const BRASIL = new Set([
  'America/Noronha',
  'America/Belem',
  'America/Fortaleza',
  'America/Recife',
  'America/Araguaina',
  'America/Maceio',
  'America/Bahia',
  'America/Sao_Paulo',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Santarem',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Manaus',
  'America/Eirunepe',
  'America/Rio_Branco',
]);
/** Lei 12.876/2013's names of Brazil's four legal times, by minutes from UTC. */
const HORA_LEGAL: Record<number, string> = {
  [-120]: 'horário de Fernando de Noronha',
  [-180]: 'horário de Brasília',
  [-240]: 'horário do Amazonas',
  [-300]: 'horário do Acre',
};

const formatos = new Map<string, Intl.DateTimeFormat>();
function formato(chave: string, criar: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatos.get(chave);
  if (!f) {
    f = criar();
    formatos.set(chave, f);
  }
  return f;
}

/** An IANA zone the runtime knows, trimmed (makers' clouds pad some texts with spaces), or null. */
export function fusoValido(v: unknown): string | null {
  const fuso = typeof v === 'string' ? v.trim() : '';
  if (!fuso) return null;
  try {
    formato(`z:${fuso}`, () => new Intl.DateTimeFormat('pt-BR', { timeZone: fuso }));
    return fuso;
  } catch {
    return null;
  }
}

/** A zone the runtime knows, or undefined (the browser's) for a missing or unknown one. */
const valido = (fuso: string | null | undefined): string | undefined => fusoValido(fuso) ?? undefined;

/** The browser's zone (where the person looking is). */
function fusoDoNavegador(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Minutes east of UTC of `fuso` at `instante` ('GMT-04:00' → −240). */
function deslocamento(instante: Date, fuso: string | undefined): number {
  const f = formato(
    `o:${fuso ?? ''}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: fuso, timeZoneName: 'longOffset' }),
  );
  const nome = f.formatToParts(instante).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(nome);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * How to name `fuso` beside a time when its clock differs from the browser's at `instante`:
 * 'horário do Amazonas' (Brazil's legal times), or 'UTC−4' for a zone outside Brazil; null when
 * both clocks agree.
 */
export function nomeDoFuso(
  fuso: string | null | undefined,
  instante: Date = new Date(),
  navegador: string = fusoDoNavegador(),
): string | null {
  const z = valido(fuso);
  if (!z || deslocamento(instante, z) === deslocamento(instante, valido(navegador))) return null;
  const min = deslocamento(instante, z);
  const legal = BRASIL.has(z) ? HORA_LEGAL[min] : undefined;
  if (legal) return legal;
  const h = Math.floor(Math.abs(min) / 60);
  const resto = Math.abs(min) % 60;
  return `UTC${min < 0 ? '−' : '+'}${h}${resto ? `:${String(resto).padStart(2, '0')}` : ''}`;
}

type Entrada = string | number | Date | null | undefined;
const instanteDe = (v: Entrada): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * An instant as day and time in `fuso` (the plant's; the browser's when absent): '24/11/2026 14:05',
 * or '24/11 14:05' with `semAno`. The zone is named after it when it differs from the browser's:
 * '24/11/2026 13:05 (horário do Amazonas)' (`semNomeDoFuso` when the caller shows `nomeDoFuso`
 * itself). Empty for no date.
 */
export function formatDataHora(
  v: Entrada,
  opcoes: { fuso?: string | null; semAno?: boolean; navegador?: string; semNomeDoFuso?: boolean } = {},
): string {
  const d = instanteDe(v);
  if (!d) return '';
  const z = valido(opcoes.fuso);
  const f = formato(
    `dh:${z ?? ''}:${opcoes.semAno ? 1 : 0}`,
    () =>
      new Intl.DateTimeFormat('pt-BR', {
        timeZone: z,
        day: '2-digit',
        month: '2-digit',
        ...(opcoes.semAno ? {} : { year: 'numeric' }),
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  const texto = f.format(d).replace(',', '');
  const nome = opcoes.semNomeDoFuso ? null : nomeDoFuso(z, d, opcoes.navegador);
  return nome ? `${texto} (${nome})` : texto;
}

const ultimoDiaPorFuso = new Map<string, { minuto: number; dia: string }>();

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in an IANA zone: a plant's day, not the
 * server's, the browser's nor the maker's cloud's.
 */
export function dataNoFuso(instante: Date | string | number, fuso: string): string {
  const f = formato(
    `iso:${fuso}`,
    () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: fuso, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  const d = instante instanceof Date ? instante : new Date(instante);
  // Every zone's midnight falls on a whole minute, so an instant in the same minute as the last
  // one asked of this zone has its day (the hot paths ask "today" over and over; formatting costs).
  const minuto = Math.floor(d.getTime() / 60_000);
  const ultimo = ultimoDiaPorFuso.get(fuso);
  if (ultimo?.minuto === minuto) return ultimo.dia;
  const dia = f.format(d);
  ultimoDiaPorFuso.set(fuso, { minuto, dia });
  return dia;
}

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as pt-BR reads it: '10/03/2025'; '10/03' with `semAno`; '10 de março de 2025' with
 * `porExtenso`. A calendar date ('2025-03-10') is rearranged, never shifted by a zone; an instant is
 * read in `fuso` (the runtime's when absent). Empty for no date.
 */
export function formatData(
  v: Entrada,
  opcoes: { fuso?: string | null; semAno?: boolean; porExtenso?: boolean } = {},
): string {
  const dia = typeof v === 'string' ? DIA.exec(v) : null;
  if (dia && !opcoes.porExtenso)
    return opcoes.semAno ? `${dia[3]}/${dia[2]}` : `${dia[3]}/${dia[2]}/${dia[1]}`;
  const d = dia ? new Date(Date.UTC(Number(dia[1]), Number(dia[2]) - 1, Number(dia[3]), 12)) : instanteDe(v);
  if (!d) return '';
  const z = dia ? 'UTC' : valido(opcoes.fuso);
  const f = formato(
    `d:${z ?? ''}:${opcoes.semAno ? 1 : 0}:${opcoes.porExtenso ? 1 : 0}`,
    () =>
      new Intl.DateTimeFormat('pt-BR', {
        timeZone: z,
        day: '2-digit',
        month: opcoes.porExtenso ? 'long' : '2-digit',
        ...(opcoes.semAno ? {} : { year: 'numeric' }),
      }),
  );
  return f.format(d);
}

/** A validity as a sentence: "01/12/2026 a 31/12/2026", "Desde …", "Até …", "Sem prazo" (dates YYYY-MM-DD). */
export function formatValidade(de: string | null, ate: string | null): string {
  if (de && ate) return `${formatData(de)} a ${formatData(ate)}`;
  if (de) return `Desde ${formatData(de)}`;
  if (ate) return `Até ${formatData(ate)}`;
  return 'Sem prazo';
}
