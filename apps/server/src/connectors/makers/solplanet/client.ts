import { juntarUrl, type PedidoPortal, pedirAoPortal, protocoloMudou, todasAsPaginas } from '../http.ts';
import {
  type ClientePortal,
  comSessao,
  type EnergiaDia,
  ErroPortal,
  type InversorPortal,
  numeroComUnidade,
  type OpcoesCliente,
  type PontoCurva,
  type StatusInversor,
  type UsinaPortal,
} from '../types.ts';

// Solplanet (AISWEI) pro web portal with the portal login and password — "Option A" of
// reference/inverter-portals.md §6, unofficial. Base https://internation-pro-cloud.solplanet.net/api,
// JSON bodies, header `localE: pt_BR`. POST /user/login {account, pwd (as typed), type: "account"}
// answers {code: 200, msg, result: {token}}; every later call carries the header `token: <token>`
// and answers the same envelope: code ≠ 200 is a refusal, a token refusal (code 401, or HTTP 401)
// means log in again once.
//
// Field names of the plant list are graded C in the reference (clients seen try several), so the
// reading of one plant lives in `lerUsina` alone. Numbers come as text, often with a unit that
// changes scale ("6.4 kW", "18.59 MWh", unit casing "KWh"/"KW"): all go through numeroComUnidade.
//
// The inverter list (/overview/getInverterList) and the plant history on the pro portal
// (/overview/getPlantOutput) are NOT in the reference: grade C. The history mirrors the official
// API's getPlantOutput (reference Option B): {dataunit, data: [{time, no, value}]}, `bymonth` =
// daily KWh, `bydays` = 20-minute power curve in KW.

const NOME = 'Solplanet';
const TAMANHO = 50;

/**
 * Inverter `status`: 1 normal, 2 warning (inverters have no `aviso`: still online), 3 error,
 * 9 not active (device pstate 9 of the official API), 0 and anything else offline.
 */
export function statusInversorSolplanet(status: unknown): StatusInversor {
  switch (String(status)) {
    case '1':
    case '2':
      return 'online';
    case '3':
      return 'erro';
    case '9':
      return 'inativo';
    default:
      return 'offline';
  }
}

/**
 * Text as numeroComUnidade reads it. We ask for `localE: pt_BR`, so a comma that comes after the
 * last dot (or alone) is the decimal mark: "1.234,5 kWh" → "1234.5 kWh", "6,4 kW" → "6.4 kW".
 * "1,234.5" (English thousands) is left alone.
 */
export function normalizarNumero(texto: string): string {
  const virgula = texto.lastIndexOf(',');
  if (virgula < 0 || virgula < texto.lastIndexOf('.')) return texto;
  return texto.replace(/\./g, '').replace(/,/g, '.');
}

/** A reading in `unidade` when it comes bare (number or text without unit); out in W or kWh. */
function medida(v: unknown, unidade: string, saida: 'w' | 'kwh'): number | null {
  if (typeof v === 'number') {
    const fator = numeroComUnidade(`1 ${unidade}`, saida);
    return Number.isFinite(v) && fator !== null ? arredondar(v * fator) : null;
  }
  if (typeof v !== 'string' || v.trim() === '') return null;
  const t = normalizarNumero(v.trim());
  const n = numeroComUnidade(/[a-zA-Z]/.test(t) ? t : `${t} ${unidade}`, saida);
  return n === null ? null : arredondar(n);
}

/** Scaling by 1000 leaves binary noise (6.4 × 1000 → 6400.000000000001): kept to 1e-6. */
const arredondar = (n: number) => Math.round(n * 1e6) / 1e6;

/** Power in W; bare figures are kW (the portal's unit, cased "KW" in the history). */
export const potenciaW = (v: unknown, unidade = 'kW') => medida(v, unidade, 'w');
/** Energy in kWh; bare figures are kWh, "MWh" above 1000 kWh. */
export const energiaKwh = (v: unknown, unidade = 'kWh') => medida(v, unidade, 'kwh');
/** Capacity in kWp; "6.4 kWp" and bare "6.4" alike. */
export function capacidadeKwp(v: unknown): number | null {
  const w = potenciaW(typeof v === 'string' ? v.replace(/([kKmM]?[wW])p\b/, '$1') : v);
  return w === null ? null : w / 1000;
}

/** The first of several candidate fields that holds something. */
function primeiro(o: Record<string, unknown>, ...campos: string[]): unknown {
  for (const c of campos) {
    const v = o[c];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

const objeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One plant of /overview/getPlantList, whatever names this version of the portal uses (reference
 * grade C): the one place that knows them. Note `totalPower` (camel case) is the current power
 * and `totalpower` (the official API's) the installed kWp.
 */
export function lerUsina(p: unknown): UsinaPortal {
  if (!objeto(p)) throw protocoloMudou(NOME, 'usina da lista que não é um objeto');
  const id = primeiro(p, 'plantId', 'id', 'apikey');
  if (typeof id !== 'string' && typeof id !== 'number')
    throw protocoloMudou(NOME, 'usina sem plantId, id ou apikey');
  return {
    id: String(id),
    nome: String(primeiro(p, 'plantName', 'name') ?? id),
    potenciaKwp: capacidadeKwp(primeiro(p, 'capacity', 'totalpower', 'installedCapacity')),
    potenciaAtualW: potenciaW(primeiro(p, 'power', 'totalPower')),
    energiaHojeKwh: energiaKwh(primeiro(p, 'eToday', 'todayEnergy')),
    energiaTotalKwh: energiaKwh(primeiro(p, 'eTotal', 'totalEnergy')),
  };
}

/** One inverter of /overview/getInverterList (grade C: `isno`/`sn`, kW as text, etotal kWh). */
function lerInversor(i: unknown): InversorPortal {
  if (!objeto(i)) throw protocoloMudou(NOME, 'inversor da lista que não é um objeto');
  const sn = primeiro(i, 'isno', 'sn', 'isn');
  if (typeof sn !== 'string' && typeof sn !== 'number') throw protocoloMudou(NOME, 'inversor sem isno ou sn');
  return {
    serial: String(sn),
    nome: String(primeiro(i, 'model', 'name') ?? sn),
    tipo: 'inverter',
    capacidadeKwp: capacidadeKwp(primeiro(i, 'ratedPower', 'ratePower')),
    potenciaAtualW: potenciaW(primeiro(i, 'power', 'pac')),
    energiaTotalKwh: energiaKwh(primeiro(i, 'etotal', 'eTotal')),
    status: statusInversorSolplanet(primeiro(i, 'status', 'istate')),
  };
}

/**
 * One page of a list `result`: a bare array, or {list|records, totalPageNum|total}. The page
 * count, when given, becomes an item count todasAsPaginas can stop at (pages × size: a short
 * last page stops it anyway).
 */
export function lerPagina(result: unknown, tamanho: number): { itens: unknown[]; total: number | null } {
  if (Array.isArray(result))
    // A bare array longer than a page is the whole list: the portal ignored the paging.
    return { itens: result, total: result.length > tamanho ? result.length : null };
  if (!objeto(result)) throw protocoloMudou(NOME, 'lista sem list nem records');
  const itens = result.list ?? result.records;
  if (!Array.isArray(itens)) throw protocoloMudou(NOME, 'lista sem list nem records');
  const paginas = Number(result.totalPageNum);
  if (result.totalPageNum !== undefined && Number.isFinite(paginas))
    return { itens, total: paginas * tamanho };
  const total = Number(result.total);
  return { itens, total: result.total !== undefined && Number.isFinite(total) ? total : null };
}

/** {dataunit, data: [{time, no, value}]} of getPlantOutput. */
function lerSerie(result: unknown, unidadePadrao: string) {
  if (!objeto(result) || !Array.isArray(result.data))
    throw protocoloMudou(NOME, 'histórico sem dataunit/data');
  const unidade = typeof result.dataunit === 'string' && result.dataunit ? result.dataunit : unidadePadrao;
  return { unidade, pontos: (result.data as unknown[]).filter(objeto) };
}

interface Envelope {
  code: number;
  msg: string;
  result: unknown;
}

export type OpcoesSolplanet = OpcoesCliente;

export class ClienteSolplanet implements ClientePortal {
  readonly fabricante = 'solplanet' as const;
  private token: string | null = null;

  constructor(private readonly o: OpcoesSolplanet) {}

  /** The HTTP call and the envelope, nothing interpreted yet (login and data read it apart). */
  private async envelope(
    caminho: string,
    pedido: PedidoPortal = {},
  ): Promise<{ status: number; e: Envelope | null }> {
    const r = await pedirAoPortal(this.o, NOME, juntarUrl(this.o.baseUrl, caminho), {
      ...pedido,
      headers: {
        'Content-Type': 'application/json',
        localE: 'pt_BR',
        ...(this.token ? { token: this.token } : {}),
      },
    });
    if (r.status === 401) return { status: 401, e: null };
    const c = r.corpo;
    if (!objeto(c) || c.code === undefined || c.code === null)
      throw protocoloMudou(NOME, `resposta ${r.status} sem o campo code`);
    return { status: r.status, e: { code: Number(c.code), msg: String(c.msg ?? ''), result: c.result } };
  }

  /** A data call: `result` when code is 200, the session or rate-limit errors otherwise. */
  private async chamar(caminho: string): Promise<unknown> {
    const { e } = await this.envelope(caminho);
    if (e === null || e.code === 401) {
      this.token = null;
      throw new ErroPortal('sessao_expirada', 'Sessão da Solplanet expirada');
    }
    if (e.code === 200) return e.result;
    if (e.code === 429) throw new ErroPortal('limite', 'Solplanet limitou as chamadas');
    throw new ErroPortal('protocolo', `Solplanet recusou a chamada (${e.code}: ${e.msg})`);
  }

  async entrar(): Promise<void> {
    this.token = null;
    const { e } = await this.envelope('/user/login', {
      metodo: 'POST',
      corpo: { account: this.o.credenciais.login, pwd: this.o.credenciais.senha, type: 'account' },
    });
    if (e?.code === 429) throw new ErroPortal('limite', 'Solplanet limitou as chamadas');
    // Any refusal of the login itself is the account or password (only "code ≠ 200" is known).
    if (e === null || e.code !== 200)
      throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
    const token = objeto(e.result) ? e.result.token : e.result;
    if (typeof token !== 'string' || !token) throw protocoloMudou(NOME, 'login sem result.token');
    this.token = token;
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.token !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      const itens = await todasAsPaginas(async (n) => {
        const q = new URLSearchParams({
          current: String(n),
          pageSize: String(TAMANHO),
          devType: '3',
          version: '1',
        });
        return lerPagina(await this.chamar(`/overview/getPlantList?${q}`), TAMANHO);
      }, TAMANHO);
      return itens.map(lerUsina);
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const itens = await todasAsPaginas(async (n) => {
        const q = new URLSearchParams({ plantId: usinaId, current: String(n), pageSize: String(TAMANHO) });
        return lerPagina(await this.chamar(`/overview/getInverterList?${q}`), TAMANHO);
      }, TAMANHO);
      return itens.map(lerInversor);
    });
  }

  /** Daily energy of a month: period=bymonth, `time` "YYYY-MM-DD" (or the day alone), KWh/MWh. */
  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const q = new URLSearchParams({ plantId: usinaId, period: 'bymonth', date: mes });
      const { unidade, pontos } = lerSerie(await this.chamar(`/overview/getPlantOutput?${q}`), 'kWh');
      const dias: EnergiaDia[] = [];
      for (const p of pontos) {
        const t = String(p.time ?? p.no ?? '');
        const data = /^\d{4}-\d{2}-\d{2}/.test(t)
          ? t.slice(0, 10)
          : /^\d{1,2}$/.test(t)
            ? `${mes}-${t.padStart(2, '0')}`
            : null;
        if (data === null) throw protocoloMudou(NOME, `dia "${t}" no histórico mensal`);
        const energia = energiaKwh(p.value, unidade);
        if (data.startsWith(mes) && energia !== null) dias.push({ data, energiaKwh: energia });
      }
      return dias.sort((a, b) => a.data.localeCompare(b.data));
    });
  }

  /** A day's power curve: period=bydays, 20-minute points "HH:mm" in KW. */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      const q = new URLSearchParams({ plantId: usinaId, period: 'bydays', date: data });
      const { unidade, pontos } = lerSerie(await this.chamar(`/overview/getPlantOutput?${q}`), 'kW');
      const curva: PontoCurva[] = [];
      for (const p of pontos) {
        const t = String(p.time ?? '');
        const m = /(\d{1,2}):(\d{2})/.exec(t);
        if (!m) throw protocoloMudou(NOME, `hora "${t}" na curva do dia`);
        const w = potenciaW(p.value, unidade);
        if (w !== null) curva.push({ hora: `${(m[1] ?? '').padStart(2, '0')}:${m[2]}`, potenciaW: w });
      }
      return curva.sort((a, b) => a.hora.localeCompare(b.hora));
    });
  }
}
