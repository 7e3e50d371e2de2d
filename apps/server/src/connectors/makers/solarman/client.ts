import { createHash } from 'node:crypto';
import { dataNoFuso } from '@irradia/shared/format/data';
import { juntarUrl, pedirAoPortal, protocoloMudou, todasAsPaginas } from '../http.ts';
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

// Solarman OpenAPI (reference/inverter-portals.md §7, option A): the account's login and password
// plus the App ID and App Secret Solarman issues on request. The token call sends the password as
// its SHA-256 (lowercase hex); the bearer token lasts ~60 days and is asked again when refused.
// Station ids are numbers on the wire and kept as text here.

const NOME = 'Solarman';
const TAMANHO = 100;

export function senhaSolarman(senha: string): string {
  return createHash('sha256').update(senha, 'utf8').digest('hex');
}

/** The login as the token call wants it: e-mail, mobile number or user name. */
export function identificacaoSolarman(login: string): Record<string, string> {
  const l = login.trim();
  if (l.includes('@')) return { email: l };
  if (/^\+?\d{8,15}$/.test(l)) return { mobile: l.replace(/^\+?55/, ''), countryCode: '55' };
  return { username: l };
}

/** Device connectStatus: 1 online, 0 offline, 2 alarm (grade C: a fault). */
export function statusSolarman(d: { connectStatus?: unknown }): StatusInversor {
  const s = Number(d.connectStatus);
  if (s === 0) return 'offline';
  if (s === 2) return 'erro';
  return 'online';
}

const kwh = (v: unknown) => numeroComUnidade(v, 'kwh');
const w = (v: unknown) => numeroComUnidade(v, 'w');

/**
 * HH:mm of a frame's `dateTime` in the plant's zone, and which form it came in. The client was
 * written for epoch seconds; the only published example item carries text "10:00" (verified page
 * §7). Epoch seconds as a number or digits, and text "HH:mm[:ss]" or "YYYY-MM-DD HH:mm[:ss]"
 * (the station's own clock) are read; anything else is null.
 */
export function horaDoQuadro(v: unknown, fuso: string): { hora: string; forma: 'epoch' | 'texto' } | null {
  if ((typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d{9,13}$/.test(v))) {
    const n = Number(v);
    // 13 digits would be milliseconds.
    return { hora: horaLocal(n >= 1e12 ? n / 1000 : n, fuso), forma: 'epoch' };
  }
  if (typeof v !== 'string') return null;
  const m = /^(?:\d{4}-\d{2}-\d{2}[ T])?(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(v.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return { hora: `${(m[1] ?? '').padStart(2, '0')}:${m[2]}`, forma: 'texto' };
}

/** HH:mm of an epoch second in the plant's zone. */
function horaLocal(segundos: number, fuso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: fuso,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(segundos * 1000));
}

export interface OpcoesSolarman extends OpcoesCliente {
  /** Clock deciding which day is "today" (tests). */
  agora?: () => Date;
}

type Resposta = { success?: unknown; code?: unknown; msg?: unknown } & Record<string, unknown>;

export class ClienteSolarman implements ClientePortal {
  readonly fabricante = 'solarman' as const;
  private token: string | null = null;
  /** Each station's zone, learnt from the list (the day curve may come in epoch seconds). */
  private readonly fusos = new Map<string, string>();
  /**
   * Which form an uncertain field last came in (issue 19: no capture of frames), e.g.
   * `{ 'history.dateTime': 'texto' }`. A real account's answer settles which one is real.
   */
  readonly formas: Record<string, string> = {};

  constructor(private readonly o: OpcoesSolarman) {}

  private chave(nome: 'appId' | 'appSecret'): string {
    const v = this.o.credenciais.chaves?.[nome]?.trim();
    if (!v)
      throw new ErroPortal(
        'credenciais',
        nome === 'appId'
          ? 'Informe o App ID da OpenAPI Solarman'
          : 'Informe o App Secret da OpenAPI Solarman',
      );
    return v;
  }

  private async post(caminho: string, corpo: object): Promise<Resposta> {
    const url = juntarUrl(this.o.baseUrl, caminho);
    url.searchParams.set('language', 'en');
    const r = await pedirAoPortal(this.o, NOME, url, {
      metodo: 'POST',
      headers: this.token ? { Authorization: `bearer ${this.token}` } : {},
      corpo,
    });
    const env = r.corpo as Resposta | null;
    if (
      r.status === 401 ||
      r.status === 403 ||
      (env?.success === false && /token|auth/i.test(String(env.msg)))
    )
      throw new ErroPortal('sessao_expirada', 'Sessão da Solarman expirada');
    if (!env || typeof env !== 'object' || !('success' in env))
      throw protocoloMudou(NOME, `resposta sem "success" em ${caminho}`);
    if (env.success !== true)
      throw new ErroPortal(
        'protocolo',
        `Solarman recusou a chamada (${String(env.code)}: ${String(env.msg ?? '')})`,
      );
    return env;
  }

  async entrar(): Promise<void> {
    this.token = null;
    const url = juntarUrl(this.o.baseUrl, '/account/v1.0/token');
    url.searchParams.set('appId', this.chave('appId'));
    url.searchParams.set('language', 'en');
    const r = await pedirAoPortal(this.o, NOME, url, {
      metodo: 'POST',
      corpo: {
        appSecret: this.chave('appSecret'),
        ...identificacaoSolarman(this.o.credenciais.login),
        password: senhaSolarman(this.o.credenciais.senha),
      },
    });
    const env = r.corpo as Resposta | null;
    if (!env || typeof env !== 'object' || !('success' in env))
      throw protocoloMudou(NOME, 'resposta do token sem "success"');
    // Wrong password, unknown account and a wrong App ID/Secret all come back as success: false.
    if (env.success !== true) throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
    if (!env.access_token) throw protocoloMudou(NOME, 'token sem access_token');
    this.token = String(env.access_token);
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.token !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  private async historico(usinaId: string, timeType: 1 | 2, inicio: string, fim: string) {
    const r = await this.post('/station/v1.0/history', {
      stationId: Number(usinaId),
      timeType,
      startTime: inicio,
      endTime: fim,
    });
    if (!Array.isArray(r.stationDataItems)) throw protocoloMudou(NOME, 'histórico sem stationDataItems');
    return r.stationDataItems as Array<Record<string, unknown>>;
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      const estacoes = await todasAsPaginas(async (pagina) => {
        const r = await this.post('/station/v1.0/list', { page: pagina, size: TAMANHO });
        if (!Array.isArray(r.stationList)) throw protocoloMudou(NOME, 'lista de usinas sem stationList');
        return {
          itens: r.stationList as Array<Record<string, unknown>>,
          total: Number(r.total ?? 0) || null,
        };
      }, TAMANHO);
      const usinas: UsinaPortal[] = [];
      for (const s of estacoes) {
        if (s.id === undefined || s.id === null) throw protocoloMudou(NOME, 'usina sem id');
        const id = String(s.id);
        const fuso = typeof s.regionTimezone === 'string' ? s.regionTimezone : 'America/Sao_Paulo';
        this.fusos.set(id, fuso);
        const rt = await this.post('/station/v1.0/realTime', { stationId: Number(id) });
        const hoje = dataNoFuso(this.o.agora?.() ?? new Date(), fuso);
        const dia = (await this.historico(id, 2, hoje, hoje))[0];
        usinas.push({
          id,
          nome: String(s.name ?? id),
          potenciaKwp: kwh(s.installedCapacity),
          potenciaAtualW: w(rt.generationPower ?? s.generationPower),
          energiaHojeKwh: dia ? kwh(dia.generationValue) : null,
          energiaTotalKwh: kwh(rt.generationTotal),
        });
      }
      return usinas;
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const itens = await todasAsPaginas(async (pagina) => {
        const r = await this.post('/station/v1.0/device', {
          stationId: Number(usinaId),
          deviceType: 'INVERTER',
          page: pagina,
          size: TAMANHO,
        });
        if (!Array.isArray(r.deviceListItems))
          throw protocoloMudou(NOME, 'lista de dispositivos sem deviceListItems');
        return {
          itens: r.deviceListItems as Array<Record<string, unknown>>,
          total: Number(r.total ?? 0) || null,
        };
      }, TAMANHO);
      const inversores: InversorPortal[] = [];
      for (const d of itens.filter((x) => x.deviceType === undefined || x.deviceType === 'INVERTER')) {
        const atual = await this.post('/device/v1.0/currentData', { deviceSn: String(d.deviceSn) });
        const valor = (chave: string) =>
          (atual.dataList as Array<{ key?: string; value?: unknown; unit?: string }> | undefined)?.find(
            (x) => x.key === chave,
          );
        const ler = (chave: string, padrao: 'w' | 'kwh') => {
          const v = valor(chave);
          return v ? numeroComUnidade(`${String(v.value)} ${v.unit ?? ''}`.trim(), padrao) : null;
        };
        const nominalW = ler('Pr1', 'w');
        inversores.push({
          serial: String(d.deviceSn),
          nome: String(d.deviceSn),
          tipo: 'inverter',
          capacidadeKwp: nominalW === null ? null : nominalW / 1000,
          potenciaAtualW: ler('APo_t1', 'w'),
          energiaTotalKwh: ler('Et_ge0', 'kwh'),
          status: statusSolarman(d),
        });
      }
      return inversores;
    });
  }

  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const [ano, m] = mes.split('-').map(Number) as [number, number];
      const fim = `${mes}-${String(new Date(Date.UTC(ano, m, 0)).getUTCDate()).padStart(2, '0')}`;
      const itens = await this.historico(usinaId, 2, `${mes}-01`, fim);
      return itens
        .filter((i) => kwh(i.generationValue) !== null)
        .map((i) => ({
          data: `${String(i.year)}-${String(i.month).padStart(2, '0')}-${String(i.day).padStart(2, '0')}`,
          energiaKwh: kwh(i.generationValue) as number,
        }));
    });
  }

  /**
   * Frames (timeType 1): 5-minute generationPower in W with the instant as epoch seconds or as
   * the station's clock in text (`horaDoQuadro`); a `dateTime` in neither form fails loudly.
   */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      const fuso = this.fusos.get(usinaId) ?? 'America/Sao_Paulo';
      const itens = await this.historico(usinaId, 1, data, data);
      const pontos: PontoCurva[] = [];
      for (const i of itens) {
        const potenciaW = w(i.generationPower);
        if (potenciaW === null) continue;
        const quando = horaDoQuadro(i.dateTime, fuso);
        if (!quando)
          throw protocoloMudou(NOME, `history timeType 1 com dateTime ${JSON.stringify(i.dateTime)}`);
        this.formas['history.dateTime'] = quando.forma;
        pontos.push({ hora: quando.hora, potenciaW });
      }
      return pontos.sort((a, b) => a.hora.localeCompare(b.hora));
    });
  }
}
