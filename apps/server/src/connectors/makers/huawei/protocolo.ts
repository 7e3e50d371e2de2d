import { protocoloMudou } from '../http.ts';
import { ErroPortal, numeroComUnidade, type StatusInversor } from '../types.ts';

// The pieces of the FusionSolar Northbound Interface (docs/fabricantes/huawei-fusionsolar.md) that
// do not need the network: the envelope's failCodes, ids kept as text, units, statuses, dates.

export const NOME = 'Huawei FusionSolar';

/** devTypeId of inverters: 1 string inverter, 38 residential inverter (note §5.3). */
export const TIPOS_INVERSOR = [1, 38] as const;

/** Vendor limit: ids per list parameter (stationCodes, devIds). */
export const LOTE = 100;

/**
 * The answer's text parsed with device ids kept as text: `id` and `devId` are JSON numbers that
 * may be negative or (the project's rule) past 2^53, so the digits are quoted before parsing.
 * A key name inside a string value has its quotes escaped (\"id\"), so it never matches.
 */
export function lerJson(texto: string): unknown {
  return JSON.parse(
    texto.replace(/("(?:id|devId)"\s*:\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(?=\s*[,}\]])/g, '$1"$2"'),
  );
}

export interface Envelope {
  success?: unknown;
  failCode?: unknown;
  message?: unknown;
  data?: unknown;
}

/** A failCode other than 0 as the ErroPortal the monitoring module acts on (note §7). */
export function erroDoFailCode(codigo: number, onde: string, mensagem: unknown): ErroPortal {
  const texto = typeof mensagem === 'string' && mensagem ? `: ${mensagem}` : '';
  switch (codigo) {
    case 305:
      return new ErroPortal('sessao_expirada', 'Sessão do Huawei FusionSolar expirada');
    case 407:
      return new ErroPortal('limite', `${NOME} limitou as chamadas (${onde})`);
    case 20001:
    case 20400:
      return new ErroPortal('credenciais', 'Usuário ou senha do Northbound (FusionSolar) incorretos');
    case 20002:
      return new ErroPortal('credenciais', 'O usuário Northbound foi desativado no FusionSolar');
    case 20003:
      return new ErroPortal(
        'credenciais',
        'O prazo (deadline) do usuário Northbound venceu: estenda-o no FusionSolar',
      );
    case 20403:
      return new ErroPortal(
        'bloqueada',
        'O FusionSolar bloqueou o usuário Northbound (senhas erradas demais); tente de novo em 30 minutos',
      );
    // No right to the interface, or the plants/devices are not bound to the user: the user must
    // fix the northbound user in the portal, retrying does not help.
    case 401:
      return new ErroPortal(
        'credenciais',
        `O usuário Northbound não tem permissão para ${onde}: ative "APIs básicas" e os dados de inversor no FusionSolar`,
      );
    case 20007:
    case 20008:
      return new ErroPortal(
        'credenciais',
        'As usinas ou os inversores não estão associados ao usuário Northbound no FusionSolar',
      );
    case 20004:
    case 20200:
      return new ErroPortal('inacessivel', `${NOME} está ocupado ou com falha (${codigo})`);
    default:
      return protocoloMudou(NOME, `failCode ${codigo} em ${onde}${texto}`);
  }
}

/** Numbers arrive as numbers, as text ("16770.000") or null (note §9). */
export const numero = (v: unknown): number | null =>
  v === null || v === undefined || v === '' ? null : numeroComUnidade(v, 'kwh');

/** Inverter kW from `invType`: "SUN2000-8KTL-M1" is 8 kW, "SUN2000-4.6KTL-L1" 4.6 kW. */
export function kwDoModeloHuawei(modelo: unknown): number | null {
  const m = /-(\d+(?:\.\d+)?)K(?:TL)?\b/i.exec(String(modelo ?? ''));
  return m?.[1] ? Number(m[1]) : null;
}

/**
 * Inverter status from getDevRealKpi (note §8): run_state 0 or inverter_state 771/45056
 * (communication lost) is offline, 768 (shutdown on fault) erro; grid-connected, standby at night
 * and the commanded shutdowns stay online (an inverter has no "aviso").
 */
export function statusHuawei(kpi: Record<string, unknown> | undefined): StatusInversor {
  if (!kpi) return 'offline';
  const run = numero(kpi.run_state);
  const estado = numero(kpi.inverter_state);
  if (run === 0 || estado === 771 || estado === 45056) return 'offline';
  if (estado === 768) return 'erro';
  return 'online';
}

/**
 * Plant kWp from a list's `capacity`. getStationList documents MW (A); the newer `stations` does
 * not say (fixtures read as kW, grade C). When the plant's inverters are known, the reading whose
 * DC/AC ratio is nearer 1.2 wins; otherwise the generation's own unit.
 */
export function kwpDaCapacidade(
  capacidade: unknown,
  geracao: 'stations' | 'getStationList',
  kwInversores: number | null,
): number | null {
  const c = numero(capacidade);
  if (c === null || c <= 0) return null;
  const emKw = geracao === 'getStationList' ? c * 1000 : c;
  if (!kwInversores) return emKw;
  const distancia = (kwp: number) => Math.abs(Math.log(kwp / (kwInversores * 1.2)));
  return distancia(c * 1000) < distancia(c) ? c * 1000 : c;
}

/**
 * The day ("yyyy-MM-dd") of a daily record: its collectTime is that day's midnight in the plant's
 * zone, so 12 hours later it is still the same day in UTC for any zone from UTC−12 to UTC+11 —
 * no need to know the plant's zone.
 */
export const diaDoRegistro = (collectTime: number): string =>
  new Date(collectTime + 12 * 3_600_000).toISOString().slice(0, 10);

/** Ids in lots of `LOTE`, the vendor's limit per call. */
export function emLotes<T>(itens: readonly T[], tamanho = LOTE): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < itens.length; i += tamanho) lotes.push(itens.slice(i, i + tamanho));
  return lotes;
}
