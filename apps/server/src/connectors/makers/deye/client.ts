import { dataNoFuso, fusoValido } from '@irradia/shared/format/data';
import { relogioNoFuso } from '../fuso.ts';
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
  type UsinaPortal,
} from '../types.ts';
import {
  erroDoEnvelope,
  erroDoToken,
  Inteiro,
  identificacaoDeye,
  idsComoTexto,
  jsonComInteiros,
  NOME,
  SUCESSO,
  senhaDeye,
  statusDeye,
} from './protocolo.ts';

// Deye Cloud developer OpenAPI (docs/fabricantes/deye-cloud.md): the developer app's App ID and
// App Secret plus the Deye Cloud login and the SHA-256 of its password give a bearer token of
// ~60 days; every call is a POST of JSON under {base}/v1.0. The account lives in one data centre
// (EU or US): the token is asked from each base in DEYE_URL until one answers and serves the
// account's stations, and that one is kept. Station ids are JSON numbers (kept as text here).

const TAMANHO = 100;
/** `device/latest` and `station/device` take at most 10 serials / stations per call (A). */
const LOTE = 10;
/** Ask a new token this long before the cloud's expiry (clients use one day, B). */
const MARGEM_MS = 86_400_000;
const FUSO_PADRAO = 'America/Sao_Paulo';
const INVERSORES = new Set(['INVERTER', 'MICRO_INVERTER']);

const kwh = (v: unknown) => numeroComUnidade(v, 'kwh');
const w = (v: unknown) => numeroComUnidade(v, 'w');
const pad = (n: unknown) => String(n).padStart(2, '0');

/** The day after a "yyyy-MM-dd" (history's `endAt` is excluded). */
function diaSeguinte(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export interface OpcoesDeye extends OpcoesCliente {
  /** Clock for "today" and the token's expiry (tests). */
  agora?: () => Date;
}

type Envelope = Record<string, unknown>;
type Item = Record<string, unknown>;

export class ClienteDeye implements ClientePortal {
  readonly fabricante = 'deye' as const;
  private token: string | null = null;
  private expiraEm = 0;
  /** The data centre (a base of DEYE_URL) where the account's token works. */
  private centro: string | null = null;
  /** Each station's zone, learnt from the list (frames come as epoch seconds). */
  private readonly fusos = new Map<string, string>();

  constructor(private readonly o: OpcoesDeye) {}

  private agora(): Date {
    return this.o.agora?.() ?? new Date();
  }

  private centros(): string[] {
    const todos = listaDeHosts(this.o.baseUrl);
    return this.centro ? [this.centro, ...todos.filter((c) => c !== this.centro)] : todos;
  }

  private chave(nome: 'appId' | 'appSecret'): string {
    const v = this.o.credenciais.chaves?.[nome]?.trim();
    if (!v)
      throw new ErroPortal(
        'credenciais',
        nome === 'appId'
          ? 'Informe o App ID da aplicação Deye Cloud'
          : 'Informe o App Secret da aplicação Deye Cloud',
      );
    return v;
  }

  /**
   * The HTTP under pedirAoPortal: an expired token comes back as HTTP 500 with a Java
   * "UndeclaredThrowable" exception (B, botnick "verified live"), told apart here from a real
   * outage and turned into 401; long numeric ids are quoted before JSON.parse can round them.
   */
  private readonly fetchDeye: typeof fetch = (async (url, init) => {
    const res = await (this.o.fetch ?? fetch)(url, init);
    const texto = await res.text();
    const expirado = res.status === 500 && /UndeclaredThrowable/.test(texto);
    return new Response(texto ? idsComoTexto(texto) : null, {
      status: expirado ? 401 : res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
    });
  }) as typeof fetch;

  private async pedir(base: string, caminho: string, corpo: object, token: string | null) {
    const url = juntarUrl(base, caminho);
    return pedirAoPortal({ fetch: this.fetchDeye, timeoutMs: this.o.timeoutMs }, NOME, url, {
      metodo: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        ...(token ? { Authorization: `bearer ${token}` } : {}),
      },
      corpo: jsonComInteiros(corpo),
    });
  }

  /** A data call with the account's token on its data centre; failures typed by the envelope. */
  private async post(
    caminho: string,
    corpo: object,
    base = this.centro,
    token = this.token,
  ): Promise<Envelope> {
    if (!base || !token) throw new ErroPortal('sessao_expirada', 'Sem token do Deye Cloud');
    const r = await this.pedir(base, caminho, corpo, token);
    if (r.status === 401 || r.status === 403)
      throw new ErroPortal('sessao_expirada', 'Token do Deye Cloud expirado');
    const env = r.corpo as Envelope | null;
    if (!env || typeof env !== 'object' || !('success' in env || 'code' in env))
      throw protocoloMudou(NOME, `resposta sem "success" em ${caminho}`);
    if (env.success === true || String(env.code) === SUCESSO) return env;
    throw erroDoEnvelope(env, caminho);
  }

  /** The token call on one data centre: the token and its expiry, or the refusal typed. */
  private async pedirToken(base: string): Promise<{ token: string; expiraEm: number }> {
    const url = `account/token?appId=${encodeURIComponent(this.chave('appId'))}`;
    const companyId = this.o.credenciais.chaves?.companyId?.trim() || '0';
    const r = await this.pedir(
      base,
      url,
      {
        appSecret: this.chave('appSecret'),
        ...identificacaoDeye(this.o.credenciais.login),
        password: senhaDeye(this.o.credenciais.senha),
        companyId,
      },
      null,
    );
    const env = r.corpo as Envelope | null;
    if (!env || typeof env !== 'object') throw protocoloMudou(NOME, 'resposta do token que não é objeto');
    if (env.accessToken && env.success !== false) {
      // `expiresIn` in seconds, text or number (B); ~60 days when absent.
      const segundos = Number(env.expiresIn) > 0 ? Number(env.expiresIn) : 5_184_000;
      return { token: String(env.accessToken), expiraEm: this.agora().getTime() + segundos * 1000 };
    }
    if (String(env.code) === '2101002' || /too frequent/i.test(String(env.msg)))
      throw new ErroPortal('limite', `${NOME} limitou as chamadas`);
    if ('success' in env || 'error' in env || 'code' in env) throw erroDoToken(env);
    throw protocoloMudou(NOME, 'token sem accessToken');
  }

  /**
   * Tries each data centre in turn (the kept one first). A centre that refuses the login, does not
   * answer, or issues a token its data calls then refuse (B: "wrong region tokens are issued fine
   * and then rejected") hands over to the next; a centre whose token sees no station is kept only
   * when no other one sees any. A wrong password is never retried on the same centre: it counts
   * toward the account's lock-out.
   */
  async entrar(): Promise<void> {
    this.token = null;
    const centros = this.centros();
    let recusa: ErroPortal | null = null;
    let ultimo: ErroPortal | null = null;
    let vazio: { base: string; token: string; expiraEm: number } | null = null;
    const guardar = (t: { base: string; token: string; expiraEm: number }) => {
      this.token = t.token;
      this.expiraEm = t.expiraEm;
      this.centro = t.base;
    };
    for (const base of centros) {
      let t: { base: string; token: string; expiraEm: number };
      try {
        t = { base, ...(await this.pedirToken(base)) };
      } catch (err) {
        if (!(err instanceof ErroPortal)) throw err;
        if (err.tipo === 'credenciais') {
          recusa = err;
          continue;
        }
        if (err.tipo === 'inacessivel') {
          ultimo = err;
          continue;
        }
        throw err;
      }
      // One centre configured, or the one already proven: no need to check it serves the account.
      if (centros.length === 1 || base === this.centro) return guardar(t);
      try {
        const r = await this.post('station/list', { page: 1, size: 1 }, base, t.token);
        if (Array.isArray(r.stationList) && r.stationList.length > 0) return guardar(t);
        vazio ??= t;
      } catch (err) {
        if (!(err instanceof ErroPortal) || err.tipo === 'limite') throw err;
        ultimo = err;
      }
    }
    if (vazio) return guardar(vazio);
    if (recusa) throw recusa;
    if (ultimo?.tipo === 'sessao_expirada')
      throw new ErroPortal(
        'credenciais',
        'O Deye Cloud emitiu o token, mas nenhum data center (EU/US) aceitou a conta: confira o App ID, o App Secret e a empresa',
      );
    throw ultimo ?? new ErroPortal('inacessivel', `Nenhum data center do ${NOME} respondeu`);
  }

  /**
   * Calls with a token younger than its expiry minus a day; a refused token is renewed once. A
   * fresh token refused as well (expired-token HTTP 500 again) is the cloud failing, not the
   * account: `inacessivel`, and the job retries later.
   */
  private async comSessao<T>(fn: () => Promise<T>): Promise<T> {
    const valido = this.token !== null && this.agora().getTime() < this.expiraEm - MARGEM_MS;
    try {
      return await comSessao(valido, () => this.entrar(), fn, this.o.esperaLimiteMs);
    } catch (err) {
      if (!(err instanceof ErroPortal) || err.tipo !== 'sessao_expirada') throw err;
      this.token = null;
      throw new ErroPortal('inacessivel', `${NOME} recusou também um token novo; nova tentativa mais tarde`);
    }
  }

  private lista(caminho: string, corpo: object, chave: string): Promise<Item[]> {
    return todasAsPaginas(async (page) => {
      const r = await this.post(caminho, { ...corpo, page, size: TAMANHO });
      if (!Array.isArray(r[chave])) throw protocoloMudou(NOME, `${caminho} sem ${chave}`);
      return { itens: r[chave] as Item[], total: Number(r.total ?? 0) || null };
    }, TAMANHO);
  }

  /** `station/history`: granularity 1 (frames of a day) or 2 (days, `endAt` excluded). */
  private async historico(usinaId: string, granularity: 1 | 2, startAt: string, endAt: string) {
    const r = await this.post('station/history', {
      stationId: new Inteiro(usinaId),
      granularity,
      startAt,
      endAt,
    });
    if (!Array.isArray(r.stationDataItems))
      throw protocoloMudou(NOME, 'station/history sem stationDataItems');
    return r.stationDataItems as Item[];
  }

  /** Days of a granularity-2 answer: "yyyy-MM-dd" from year/month/day, with the day's kWh. */
  private dias(itens: Item[]): EnergiaDia[] {
    const dias: EnergiaDia[] = [];
    for (const i of itens) {
      if (i.year === undefined || i.month === undefined || i.day === undefined)
        throw protocoloMudou(NOME, 'station/history (dia) sem year/month/day');
      const energiaKwh = kwh(i.generationValue);
      if (energiaKwh === null) continue;
      dias.push({ data: `${String(i.year)}-${pad(i.month)}-${pad(i.day)}`, energiaKwh });
    }
    return dias;
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      const estacoes = await this.lista('station/list', {}, 'stationList');
      const usinas: UsinaPortal[] = [];
      for (const s of estacoes) {
        if (s.id === undefined || s.id === null) throw protocoloMudou(NOME, 'usina sem id');
        const id = String(s.id);
        const fuso = fusoValido(s.regionTimezone) ?? FUSO_PADRAO;
        this.fusos.set(id, fuso);
        // The list carries the current power (B); station/latest only when it does not.
        let potenciaAtualW = w(s.generationPower);
        if (potenciaAtualW === null) {
          const rt = await this.post('station/latest', { stationId: new Inteiro(id) });
          potenciaAtualW = w(rt.generationPower);
        }
        // No "energy today" in realtime: the day's total from history granularity 2 (B).
        const hoje = dataNoFuso(this.agora(), fuso);
        const dia = this.dias(await this.historico(id, 2, hoje, diaSeguinte(hoje))).find(
          (d) => d.data === hoje,
        );
        usinas.push({
          id,
          nome: String(s.name ?? id),
          // Field name varied between regions (B): any of the three, in kWp.
          potenciaKwp: kwh(s.installedCapacity ?? s.capacity ?? s.totalCapacity),
          potenciaAtualW,
          energiaHojeKwh: dia?.energiaKwh ?? null,
          energiaTotalKwh: null,
        });
      }
      return usinas;
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const dispositivos = await this.lista(
        'station/device',
        { stationIds: [new Inteiro(usinaId)] },
        'deviceListItems',
      );
      const proprios = dispositivos.filter(
        (d) =>
          String(d.stationId ?? usinaId) === usinaId && INVERSORES.has(String(d.deviceType ?? 'INVERTER')),
      );
      const atuais = new Map<string, Item>();
      for (let i = 0; i < proprios.length; i += LOTE) {
        const lote = proprios.slice(i, i + LOTE).map((d) => String(d.deviceSn));
        const r = await this.post('device/latest', { deviceList: lote });
        if (!Array.isArray(r.deviceDataList)) throw protocoloMudou(NOME, 'device/latest sem deviceDataList');
        for (const d of r.deviceDataList as Item[]) atuais.set(String(d.deviceSn), d);
      }
      return proprios.map((d) => {
        if (d.deviceSn === undefined || d.deviceSn === null)
          throw protocoloMudou(NOME, 'dispositivo sem deviceSn');
        const serial = String(d.deviceSn);
        const atual = atuais.get(serial);
        const pontos = Array.isArray(atual?.dataList)
          ? (atual.dataList as Array<{ key?: unknown; value?: unknown; unit?: unknown }>)
          : [];
        const ler = (chaves: string[], padrao: 'w' | 'kwh') => {
          for (const chave of chaves) {
            const p = pontos.find((x) => x.key === chave);
            if (p && p.value !== null && p.value !== undefined && p.value !== '')
              return numeroComUnidade(
                `${String(p.value)} ${typeof p.unit === 'string' ? p.unit : ''}`.trim(),
                padrao,
              );
          }
          return null;
        };
        const nominalW = ler(['RatedPower'], 'w');
        return {
          serial,
          nome: serial,
          tipo: String(d.deviceType ?? 'INVERTER') === 'MICRO_INVERTER' ? 'microinverter' : 'inverter',
          capacidadeKwp: nominalW === null ? null : nominalW / 1000,
          // AC output of string inverters; hybrids report their PV power as TotalSolarPower (B).
          potenciaAtualW: ler(['TotalActiveACOutputPower', 'TotalSolarPower'], 'w'),
          energiaTotalKwh: ler(['TotalActiveProduction'], 'kwh'),
          status: statusDeye({ connectStatus: d.connectStatus, deviceState: atual?.deviceState }),
        };
      });
    });
  }

  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const [ano, m] = mes.split('-').map(Number) as [number, number];
      const seguinte = `${m === 12 ? ano + 1 : ano}-${pad(m === 12 ? 1 : m + 1)}-01`;
      const dias = this.dias(await this.historico(usinaId, 2, `${mes}-01`, seguinte));
      return dias.filter((d) => d.data.startsWith(`${mes}-`));
    });
  }

  /** Frames (granularity 1): ~5-minute generationPower in W at epoch-second `timeStamp` (B). */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      const fuso = this.fusos.get(usinaId) ?? FUSO_PADRAO;
      const pontos: PontoCurva[] = [];
      for (const i of await this.historico(usinaId, 1, data, diaSeguinte(data))) {
        const potenciaW = w(i.generationPower);
        const segundos = Number(i.timeStamp);
        if (potenciaW === null) continue;
        if (!Number.isFinite(segundos) || segundos <= 0)
          throw protocoloMudou(NOME, `station/history (quadro) com timeStamp ${JSON.stringify(i.timeStamp)}`);
        // 13 digits would be milliseconds.
        const r = relogioNoFuso(segundos >= 1e12 ? segundos : segundos * 1000, fuso);
        if (r.data === data) pontos.push({ hora: r.hora, potenciaW });
      }
      return pontos.sort((a, b) => a.hora.localeCompare(b.hora));
    });
  }
}
