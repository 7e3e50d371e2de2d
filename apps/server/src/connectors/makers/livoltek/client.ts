import { fusoValido } from '@irradia/shared/format/data';
import { meiaNoiteNoFuso, relogioNoFuso } from '../fuso.ts';
import { juntarUrl, listaDeHosts, pedirAoPortal, protocoloMudou, todasAsPaginas } from '../http.ts';
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

// Livoltek open API (reference/inverter-portals.md §4), key-based: there is no password flow.
// The account's login is the portal's Security ID (`secuid`), its password the API key, and the
// extra key `userToken` the user token. `POST /hess/api/login {secuid, key}` answers a JWT in
// `data.data`; every data call sends it as the raw `Authorization` header AND `userToken` in the
// query. The key as copied from the portal ends with the literal text `\r\n`: the cloud wants a
// real CR LF there. Envelope `{code:"200", message:"SUCCESS", data}`; refusals carry code "401"
// or "403" (HTTP 200 or not). Most numbers are strings (kW, kWh); keys sometimes come with spaces
// around them (`" powerGeneration "`), so every field is read tolerantly.
// Two hosts (international, EU; the EU one had multi-day outages): the configured base URL may be
// a comma-separated list, tried in order at login; the one that answered serves the data calls.
// The day curve follows the vendor document (reference/inverter-portals-verified.md §4), not the
// older notes: epoch-millisecond bounds, `pointInterval` 0, an object keyed by day, W as text.

const NOME = 'Livoltek';
const OK = '200';
/** Page size of lists: the API accepts 5, 10 or 30. */
const TAMANHO = 30;
/** `/site/{id}/power` answers only when the start is within the last 7 days (vendor doc). */
const JANELA_CURVA_MS = 7 * 86_400_000;
/** Sampling of `/site/{id}/power`: 0 = every 5 minutes (1 = 10 min and 2 = 15 min are marked "No"). */
const CINCO_MINUTOS = 0;
/** Zone of a site the list has not told yet (the cloud's `timeZone` is IANA). */
const FUSO_PADRAO = 'America/Sao_Paulo';

/** The key as the portal shows it, with the literal `\r\n` text turned into a real CR LF. */
export function chaveLivoltek(chave: string): string {
  return chave.replace(/\\r\\n/g, '\r\n');
}

/** A field whatever spaces the cloud put around its name (`" powerGeneration "`). */
export function campo(o: unknown, nome: string): unknown {
  if (!o || typeof o !== 'object') return undefined;
  const r = o as Record<string, unknown>;
  if (nome in r) return r[nome];
  for (const [k, v] of Object.entries(r)) if (k.trim() === nome) return v;
  return undefined;
}

/** Device runningStatus: 0 normal, 1 standby (night) → online; 2 fault → erro; 3 offline. */
export function statusLivoltek(runningStatus: unknown): StatusInversor {
  const s = String(runningStatus ?? '').trim();
  if (s === '2') return 'erro';
  if (s === '3') return 'offline';
  return 'online';
}

/**
 * The latest runningStatus of `runningStatusVoMap`: timestamp (ms, as text) → list of
 * `{runningStatus, updateTime}` (or the status itself). Null when the map has none.
 */
export function ultimoRunningStatus(mapa: unknown): unknown {
  if (!mapa || typeof mapa !== 'object') return null;
  let melhor: { t: number; s: unknown } | null = null;
  for (const [chave, valor] of Object.entries(mapa as Record<string, unknown>)) {
    const itens = Array.isArray(valor) ? valor : [valor];
    for (const item of itens) {
      const bruto = item && typeof item === 'object' ? campo(item, 'runningStatus') : item;
      if (bruto === null || bruto === undefined || bruto === '') continue;
      const t = Number(campo(item, 'updateTime') ?? chave.trim());
      const tempo = Number.isFinite(t) ? t : Number(chave.trim());
      if (!melhor || tempo >= melhor.t) melhor = { t: Number.isFinite(tempo) ? tempo : 0, s: bruto };
    }
  }
  return melhor?.s ?? null;
}

/** Rated kW from the model in `productType`: "GT3-50K" → 50, "GT1-3.6K" → 3.6. */
export function kwDoModeloLivoltek(modelo: unknown): number | null {
  const m = /-(\d+(?:\.\d+)?)\s*K/i.exec(String(modelo ?? ''));
  return m?.[1] ? Number(m[1]) : null;
}

/** "yyyy-MM-dd" → "yyyyMMdd". */
const compacta = (d: string) => d.replaceAll('-', '');

/**
 * A daily `ts` of solarEnergy. The vendor's only example is weekly ("20220701~20220703"), so a day
 * may come as "yyyyMMdd", "yyyy-MM-dd" or a one-day range "yyyyMMdd~yyyyMMdd"; anything else
 * (a range over several days) is not a day and returns null.
 */
export function diaDoTs(ts: string): string | null {
  const dia = (t: string) => {
    const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(t.trim());
    return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
  };
  const [inicio, fim, ...resto] = ts.split('~');
  const d = dia(inicio ?? '');
  if (resto.length > 0 || d === null) return null;
  return fim === undefined || dia(fim) === d ? d : null;
}

const kwh = (v: unknown) => numeroComUnidade(v, 'kwh');
/** The overview's power arrives in kW as a bare number or text ("1.25"); a unit ("980 W") is honoured. */
export function kwEmW(v: unknown): number | null {
  const comUnidade = typeof v === 'string' && /\d\s*[a-z]/i.test(v);
  const n = numeroComUnidade(v, comUnidade ? 'w' : 'kwh');
  return n === null ? null : Math.round(comUnidade ? n : n * 1000);
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

/** The curve's points: power in W as text ("100.0") or a number; a unit in the text is honoured. */
const w = (v: unknown) => numeroComUnidade(v, 'w');

export interface OpcoesLivoltek extends OpcoesCliente {
  /** Clock deciding which days are still within the curve's 7-day window (tests). */
  agora?: () => Date;
}

export class ClienteLivoltek implements ClientePortal {
  readonly fabricante = 'livoltek' as const;
  private token: string | null = null;
  /** The host that answered the last login. */
  private host: string | null = null;
  /** Each site's zone, learnt from the list (the day curve speaks epoch milliseconds). */
  private readonly fusos = new Map<string, string>();

  constructor(private readonly o: OpcoesLivoltek) {}

  private hosts(): string[] {
    const enderecos = listaDeHosts(this.o.baseUrl);
    if (enderecos.length === 0)
      throw new ErroPortal('inacessivel', 'Nenhum endereço da Livoltek configurado');
    // The host that answered before goes first; the others stay as fallbacks.
    return this.host ? [this.host, ...enderecos.filter((h) => h !== this.host)] : enderecos;
  }

  private userToken(): string {
    const t = this.o.credenciais.chaves?.userToken?.trim();
    if (!t) throw new ErroPortal('credenciais', 'Informe o User Token da Livoltek');
    return t;
  }

  async entrar(): Promise<void> {
    this.userToken();
    this.token = null;
    const corpo = {
      secuid: this.o.credenciais.login.trim(),
      key: chaveLivoltek(this.o.credenciais.senha),
    };
    let ultimo: ErroPortal | null = null;
    for (const host of this.hosts()) {
      let r: { status: number; corpo: unknown };
      try {
        r = await pedirAoPortal(this.o, NOME, juntarUrl(host, '/hess/api/login'), { metodo: 'POST', corpo });
      } catch (err) {
        if (err instanceof ErroPortal && err.tipo === 'inacessivel') {
          ultimo = err;
          continue;
        }
        throw err;
      }
      this.host = host;
      const env = r.corpo as Envelope | null;
      const code = String(env?.code ?? '').trim();
      if (r.status === 401 || r.status === 403 || code === '401' || code === '403')
        throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
      if (code === '429') throw new ErroPortal('limite', 'Livoltek limitou as chamadas');
      const jwt = campo(env?.data, 'data');
      if (code === OK && typeof jwt === 'string' && jwt) {
        this.token = jwt;
        return;
      }
      // A refusal of the login in the envelope ("FAIL" / operate.fail) is the Security ID or key.
      if (String(campo(env?.data, 'msgCode') ?? '').includes('fail') || env?.message === 'FAIL')
        throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
      throw protocoloMudou(NOME, `login sem token (código ${code || r.status})`);
    }
    throw ultimo ?? new ErroPortal('inacessivel', 'Livoltek não respondeu');
  }

  /** One data call: JWT in `Authorization`, `userToken` in the query; returns the envelope's data. */
  private async chamar(caminho: string, query: Record<string, string | number> = {}): Promise<unknown> {
    const url = juntarUrl(this.host ?? (this.hosts()[0] as string), caminho);
    url.searchParams.set('userToken', this.userToken());
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const r = await pedirAoPortal(this.o, NOME, url, { headers: { Authorization: this.token ?? '' } });
    const env = r.corpo as Envelope | null;
    const code = String(env?.code ?? '').trim();
    if (r.status === 401 || r.status === 403 || code === '401' || code === '403')
      throw new ErroPortal('sessao_expirada', 'Sessão da Livoltek expirada');
    if (code === '429') throw new ErroPortal('limite', 'Livoltek limitou as chamadas');
    if (code !== OK) throw protocoloMudou(NOME, `código ${code || r.status} em ${caminho}`);
    return env?.data;
  }

  /**
   * Inside a session; a refusal that survives a fresh login is not the session but the user token
   * (the login only checks the Security ID and key): asked again as a credential.
   */
  private async sessao<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await comSessao(this.token !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
    } catch (err) {
      if (err instanceof ErroPortal && err.tipo === 'sessao_expirada')
        throw new ErroPortal('credenciais', 'A Livoltek recusou o User Token informado');
      throw err;
    }
  }

  /** A paged list `{count, list}` (sites, devices), every page. */
  private lista(caminho: string, query: Record<string, string | number> = {}) {
    return todasAsPaginas(async (page) => {
      const d = await this.chamar(caminho, { ...query, page, size: TAMANHO });
      const itens = campo(d, 'list');
      if (!Array.isArray(itens)) throw protocoloMudou(NOME, `lista sem "list" em ${caminho}`);
      const total = Number(campo(d, 'count'));
      return { itens: itens as unknown[], total: Number.isFinite(total) ? total : null };
    }, TAMANHO);
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.sessao(async () => {
      const sites = await this.lista('/hess/api/userSites/list');
      const usinas: UsinaPortal[] = [];
      for (const s of sites) {
        const id = campo(s, 'powerStationId');
        if (id === undefined || id === null) throw protocoloMudou(NOME, 'usina sem powerStationId');
        const sid = String(id);
        const fuso = fusoValido(campo(s, 'timeZone'));
        if (fuso) this.fusos.set(sid, fuso);
        const ov = await this.chamar(`/hess/api/site/${encodeURIComponent(sid)}/overview`);
        if (!ov || typeof ov !== 'object') throw protocoloMudou(NOME, 'resumo da usina vazio');
        // etotalToGrid: a kWh string, or (utilityEnergy's shape) an object with powerGeneration.
        // The doc's table spells it eTotalToGrid, its example etotalToGrid: either is read.
        const total = campo(ov, 'etotalToGrid') ?? campo(ov, 'eTotalToGrid');
        usinas.push({
          id: sid,
          nome: String(campo(s, 'powerStationName') ?? campo(ov, 'name') ?? sid),
          potenciaKwp: kwh(campo(s, 'pvCapacity')),
          potenciaAtualW: kwEmW(campo(ov, 'currentPower')),
          energiaHojeKwh: kwh(campo(ov, 'eoutDaily')),
          energiaTotalKwh: kwh(total && typeof total === 'object' ? campo(total, 'powerGeneration') : total),
        });
      }
      return usinas;
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.sessao(async () => {
      const site = encodeURIComponent(usinaId);
      const dispositivos = await this.lista(`/hess/api/device/${site}/list`);
      const inversores: InversorPortal[] = [];
      for (const d of dispositivos) {
        const sn = campo(d, 'inverterSn') ?? campo(d, 'collectorSn');
        if (sn === undefined || sn === null) throw protocoloMudou(NOME, 'equipamento sem inverterSn');
        const serial = String(sn);
        const det = await this.chamar(`/hess/api/device/${site}/${encodeURIComponent(serial)}/details`);
        const modelo = campo(d, 'productType');
        inversores.push({
          serial,
          nome: String(modelo ?? serial),
          tipo: String(campo(d, 'deviceModel') ?? 'inverter'),
          capacidadeKwp: kwDoModeloLivoltek(modelo),
          // No per-device power in the list or details (realTime is a 7-day series): the plant's.
          potenciaAtualW: null,
          energiaTotalKwh: null,
          status: statusLivoltek(ultimoRunningStatus(campo(det, 'runningStatusVoMap'))),
        });
      }
      return inversores;
    });
  }

  /** Daily generation of a month: solarEnergy with timeType 0 (day), ≤ 31 days, pages of 30. */
  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.sessao(async () => {
      const [ano, m] = mes.split('-').map(Number) as [number, number];
      const ultimo = new Date(Date.UTC(ano, m, 0)).getUTCDate();
      const linhas = await todasAsPaginas(async (page) => {
        const d = await this.chamar(`/hess/api/site/${encodeURIComponent(usinaId)}/solarEnergy`, {
          startTime: `${compacta(mes)}01`,
          endTime: `${compacta(mes)}${String(ultimo).padStart(2, '0')}`,
          timeType: 0,
          page,
          size: TAMANHO,
        });
        if (!Array.isArray(d)) throw protocoloMudou(NOME, 'geração diária sem lista');
        return { itens: d as unknown[], total: null };
      }, TAMANHO);
      const dias = new Map<string, number>();
      for (const l of linhas) {
        const ts = String(campo(l, 'ts') ?? '').trim();
        const data = diaDoTs(ts);
        if (!data)
          throw protocoloMudou(NOME, `dia "${ts}" fora do formato yyyyMMdd em /site/{id}/solarEnergy`);
        // Days without data come as null: skipped, never taken as zero.
        const e = kwh(campo(l, 'powerGeneration'));
        if (e === null || !data.startsWith(mes)) continue;
        dias.set(data, e);
      }
      return [...dias.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([data, energiaKwh]) => ({ data, energiaKwh }));
    });
  }

  /**
   * A day's power curve from `/site/{id}/power` (vendor doc): the plant-local day's bounds in epoch
   * milliseconds, `pointInterval` 0 (5 minutes); the answer is an object keyed by each day's epoch
   * ms, holding `[{power: "100.0", timestamp: ms}]` with power already in W. The cloud only answers
   * for starts within the last 7 days: an older day is refused here, before any call, rather than
   * shown as an empty or wrong curve.
   */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const fuso = this.fusos.get(usinaId) ?? FUSO_PADRAO;
    const inicio = meiaNoiteNoFuso(data, fuso);
    const fim = meiaNoiteNoFuso(diaSeguinte(data), fuso) - 1;
    const agora = (this.o.agora?.() ?? new Date()).getTime();
    if (inicio < agora - JANELA_CURVA_MS)
      return Promise.reject(
        new ErroPortal(
          'protocolo',
          `A Livoltek só informa a curva de potência dos últimos 7 dias; o dia ${data} está fora desse prazo`,
        ),
      );
    if (inicio > agora) return Promise.resolve([]);
    return this.sessao(async () => {
      const caminho = `/hess/api/site/${encodeURIComponent(usinaId)}/power`;
      const d = await this.chamar(caminho, { startTime: inicio, endTime: fim, pointInterval: CINCO_MINUTOS });
      if (!d || typeof d !== 'object' || Array.isArray(d))
        throw protocoloMudou(NOME, 'curva sem o mapa por dia em /site/{id}/power');
      const pontos = new Map<string, number>();
      for (const lista of Object.values(d as Record<string, unknown>)) {
        if (!Array.isArray(lista)) throw protocoloMudou(NOME, 'dia da curva sem lista em /site/{id}/power');
        for (const p of lista) {
          const bruto = campo(p, 'timestamp');
          const ms = typeof bruto === 'string' && bruto.trim() !== '' ? Number(bruto) : bruto;
          if (typeof ms !== 'number' || !Number.isFinite(ms))
            throw protocoloMudou(NOME, 'ponto da curva sem timestamp em /site/{id}/power');
          const local = relogioNoFuso(ms, fuso);
          const potencia = w(campo(p, 'power'));
          // Points of another day (a key the window spills into) and empty readings are left out.
          if (local.data !== data || potencia === null) continue;
          pontos.set(local.hora, Math.max(0, potencia));
        }
      }
      return [...pontos.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([hora, potenciaW]) => ({ hora, potenciaW }));
    });
  }
}

/** The day after "yyyy-MM-dd". */
function diaSeguinte(data: string): string {
  return new Date(Date.parse(`${data}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
