// Over 400 lines: one cloud's whole read path (login across regions, batching for the budgets,
// plants, inverters, month and day history) reads best in one place; the rest is split out.
import { meiaNoiteNoFuso, relogioNoFuso } from '../fuso.ts';
import { buscarNoPortal, juntarUrl, listaDeHosts, protocoloMudou } from '../http.ts';
import {
  type ClientePortal,
  comRecuo,
  type EnergiaDia,
  ErroPortal,
  type InversorPortal,
  type OpcoesCliente,
  type PontoCurva,
  type UsinaPortal,
} from '../types.ts';
import {
  Cadencia,
  Lembranca,
  RELOGIO_REAL,
  type RelogioHuawei,
  RITMO_HUAWEI,
  type RitmoHuawei,
} from './cadencia.ts';
import {
  diaDoRegistro,
  type Envelope,
  emLotes,
  erroDoFailCode,
  kwDoModeloHuawei,
  kwpDaCapacidade,
  lerJson,
  NOME,
  numero,
  statusHuawei,
  TIPOS_INVERSOR,
} from './protocolo.ts';

// Huawei FusionSolar Northbound Interface (docs/fabricantes/huawei-fusionsolar.md): a northbound
// user and its "system code" log in at POST /thirdData/login; the token comes back in the
// `xsrf-token` header and goes on every call as XSRF-TOKEN. Every answer is HTTP 200 with
// {success, failCode, data}: 305 is an expired session (one new login, one repeat), 407 the
// per-interface frequency limit. The budgets are per call, not per plant, so the client always
// asks for every plant (100 per call) and every inverter of a type (100 per call) at once and
// answers the per-plant methods from that batch while its window lasts (cadencia.ts).

export interface OpcoesHuawei extends OpcoesCliente {
  /** The client's pace (tests: RITMO_LIVRE, or a fake clock). */
  ritmo?: Partial<RitmoHuawei>;
  relogio?: RelogioHuawei;
  /**
   * Zone of the plants' hourly curve. The NBI answers the plant's local hours as instants and
   * does not say the zone; Irradia's plants are Brazilian.
   */
  fuso?: string;
}

interface Usina {
  id: string;
  nome: string;
  capacidade: unknown;
}

interface Dispositivo {
  id: string;
  estacao: string;
  nome: string;
  serial: string;
  tipo: number;
  modelo: string | null;
}

type Mapa = Record<string, unknown>;
type Geracao = 'stations' | 'getStationList';

const FUSO_PADRAO = 'America/Sao_Paulo';
const HORA_MS = 3_600_000;

/**
 * The wizard's optional server field as a base URL: "la5" → https://la5.fusionsolar.huawei.com. Only
 * FusionSolar's own hosts (or one of HUAWEI_URL's) are taken: the northbound password is never sent
 * to an address a user typed, nor does the server reach inside its own network for one.
 */
export function hostDoServidor(servidor: string | undefined, configurados: string[] = []): string | null {
  const s = servidor?.trim().replace(/\/+$/, '').toLowerCase();
  if (!s) return null;
  if (/^[a-z0-9-]{1,40}$/.test(s)) return `https://${s}.fusionsolar.huawei.com`;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//.test(s) ? s : `https://${s}`);
  } catch {
    return null;
  }
  const proprio = configurados.find((c) => {
    try {
      return new URL(c).origin === url.origin;
    } catch {
      return false;
    }
  });
  if (proprio) return proprio;
  return url.protocol === 'https:' && url.hostname.endsWith('.fusionsolar.huawei.com') && !url.port
    ? url.origin
    : null;
}

const texto = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

export class ClienteHuawei implements ClientePortal {
  readonly fabricante = 'huawei' as const;
  private token: string | null = null;
  /** The regional host that accepted the user (one of HUAWEI_URL's list). */
  private host: string | null = null;
  private geracao: Geracao | null = null;
  /** A refused login is not sent again for a while: 5 wrong ones in 10 min lock the user. */
  private recusa: { erro: ErroPortal; ate: number } | null = null;
  private readonly cadencia: Cadencia;
  private readonly relogio: RelogioHuawei;
  private readonly fuso: string;
  private readonly lista: Lembranca<Usina[]>;
  private readonly dispositivosGuardados: Lembranca<Dispositivo[]>;
  private readonly tempoReal: Lembranca<Map<string, Mapa>>;
  private readonly historico: Lembranca<Map<string, Mapa[]>>;

  constructor(private readonly o: OpcoesHuawei) {
    this.relogio = o.relogio ?? RELOGIO_REAL;
    this.cadencia = new Cadencia({ ...RITMO_HUAWEI, ...o.ritmo }, this.relogio);
    this.fuso = o.fuso ?? FUSO_PADRAO;
    this.lista = new Lembranca(this.relogio);
    this.dispositivosGuardados = new Lembranca(this.relogio);
    this.tempoReal = new Lembranca(this.relogio);
    this.historico = new Lembranca(this.relogio);
  }

  private get ritmo(): RitmoHuawei {
    return this.cadencia.ritmo;
  }

  /**
   * Hosts to try: the remembered one, the account's own (`chaves.servidor`, the prefix the user sees
   * on the portal's address: "sg5", "au5.fusionsolar.huawei.com" or a URL), then HUAWEI_URL's list.
   */
  private hosts(): string[] {
    const lista = listaDeHosts(this.o.baseUrl);
    const proprio = hostDoServidor(this.o.credenciais.chaves?.servidor, lista);
    const todos = [...new Set([...(proprio ? [proprio] : []), ...lista])];
    return this.host ? [this.host, ...todos.filter((h) => h !== this.host)] : todos;
  }

  /** One POST to /thirdData/<nome>: the answer's envelope and headers, or the shared failures. */
  private async post(host: string, nome: string, corpo: object) {
    const res = await buscarNoPortal(this.o, NOME, juntarUrl(host, `/thirdData/${nome}`), {
      method: 'POST',
      headers: {
        'User-Agent': 'Mozilla/5.0 (Irradia; monitoramento solar)',
        'Content-Type': 'application/json;charset=UTF-8',
        ...(this.token && nome !== 'login' ? { 'XSRF-TOKEN': this.token } : {}),
      },
      body: JSON.stringify(corpo),
    });
    const corpoTexto = await res.text();
    let env: unknown;
    try {
      env = lerJson(corpoTexto);
    } catch {
      throw protocoloMudou(NOME, `resposta ${res.status} que não é JSON em ${nome}`);
    }
    const e = env as Envelope | null;
    if (!e || typeof e !== 'object' || e.failCode === undefined || !Number.isFinite(Number(e.failCode)))
      throw protocoloMudou(NOME, `resposta sem failCode em ${nome}`);
    return { env: e, codigo: Number(e.failCode), headers: res.headers };
  }

  /**
   * Logs in on the remembered host, else on each host of the list. A host that does not know the
   * user (20001) sends the client to the next; any other refusal (wrong password 20400, disabled,
   * expired, locked) is the account's answer and ends the attempt there, so a wrong password is
   * never sent to the other regions.
   */
  async entrar(): Promise<void> {
    if (this.recusa && this.recusa.ate > this.relogio.agora()) throw this.recusa.erro;
    this.token = null;
    let desconhecido = false;
    let ultimo: ErroPortal | null = null;
    for (const host of this.hosts()) {
      const devolver = this.cadencia.reservarLogin();
      let r: Awaited<ReturnType<ClienteHuawei['post']>>;
      try {
        r = await this.post(host, 'login', {
          userName: this.o.credenciais.login,
          systemCode: this.o.credenciais.senha,
        });
      } catch (err) {
        if (err instanceof ErroPortal && err.tipo === 'inacessivel') {
          devolver();
          ultimo = err;
          continue;
        }
        throw err;
      }
      if (r.codigo === 20001) {
        // The user lives in another region (or does not exist): try the next host.
        devolver();
        desconhecido = true;
        continue;
      }
      if (r.codigo !== 0) throw this.recusar(erroDoFailCode(r.codigo, 'login', r.env.message));
      const token =
        r.headers.get('xsrf-token') ?? /XSRF-TOKEN=([^;,\s]+)/i.exec(r.headers.get('set-cookie') ?? '')?.[1];
      if (!token) throw protocoloMudou(NOME, 'login sem o cabeçalho xsrf-token');
      this.token = token;
      this.host = host;
      return;
    }
    if (desconhecido) throw this.recusar(erroDoFailCode(20001, 'login', null));
    throw ultimo ?? new ErroPortal('inacessivel', `Nenhum servidor do ${NOME} respondeu`);
  }

  private recusar(erro: ErroPortal): ErroPortal {
    if (erro.tipo === 'credenciais' || erro.tipo === 'bloqueada') {
      const ms = erro.tipo === 'bloqueada' ? 30 * 60_000 : 10 * 60_000;
      this.recusa = { erro, ate: this.relogio.agora() + ms };
    }
    return erro;
  }

  /**
   * A data call in the session: logs in when there is none, once more on 305, waits its turn
   * (cadencia.ts) and waits out a 407 twice (comRecuo). Codes in `aceitos` are returned, not thrown.
   */
  private pedir(nome: string, corpo: object, aceitos: number[] = []) {
    return comRecuo(() => this.pedirUmaVez(nome, corpo, aceitos, false), this.o.esperaLimiteMs);
  }

  private async pedirUmaVez(
    nome: string,
    corpo: object,
    aceitos: number[],
    renovada: boolean,
  ): Promise<{ codigo: number; data: unknown }> {
    if (!this.token || !this.host) await this.entrar();
    const r = await this.cadencia.vez(nome, () => this.post(this.host as string, nome, corpo));
    if (r.codigo === 0 || aceitos.includes(r.codigo)) return { codigo: r.codigo, data: r.env.data };
    // KPI not configured for these plants: no data, not a failure.
    if (r.codigo === 20009) return { codigo: 0, data: [] };
    if (r.codigo === 305 && !renovada) {
      this.token = null;
      await this.entrar();
      return this.pedirUmaVez(nome, corpo, aceitos, true);
    }
    if (r.codigo === 407) this.cadencia.bloquear(nome);
    throw erroDoFailCode(r.codigo, nome, r.env.message);
  }

  /** A call whose `data` must be a list of records. */
  private async registros(nome: string, corpo: object): Promise<Mapa[]> {
    const { data } = await this.pedir(nome, corpo);
    if (data === null || data === undefined) return [];
    if (!Array.isArray(data)) throw protocoloMudou(NOME, `${nome} sem lista em data`);
    return data as Mapa[];
  }

  // --- plants ---------------------------------------------------------------------------------

  private async usinas(): Promise<Usina[]> {
    const guardada = this.lista.ler('usinas');
    if (guardada) return guardada;
    let usinas: Usina[] | null = null;
    if (this.geracao !== 'getStationList') {
      usinas = await this.paginasDeStations();
      if (usinas) this.geracao = 'stations';
    }
    if (!usinas) {
      this.geracao = 'getStationList';
      usinas = (await this.registros('getStationList', {})).map((s) => {
        const id = texto(s.stationCode);
        if (!id) throw protocoloMudou(NOME, 'usina sem stationCode em getStationList');
        return { id, nome: String(s.stationName ?? id), capacidade: s.capacity };
      });
    }
    return this.lista.guardar('usinas', usinas, this.ritmo.cadastroMs);
  }

  /** The newer paged list; null when the user has no right to it (401: older cloud or user). */
  private async paginasDeStations(): Promise<Usina[] | null> {
    const usinas: Usina[] = [];
    for (let pagina = 1; pagina <= 200; pagina++) {
      const r = await this.pedir('stations', { pageNo: pagina, pageSize: 100 }, [401]);
      if (r.codigo === 401) {
        if (pagina === 1) return null;
        throw erroDoFailCode(401, 'stations', null);
      }
      const d = r.data as { list?: unknown; pageCount?: unknown; total?: unknown } | null;
      if (!Array.isArray(d?.list)) throw protocoloMudou(NOME, 'stations sem "list" em data');
      for (const s of d.list as Mapa[]) {
        const id = texto(s.plantCode);
        if (!id) throw protocoloMudou(NOME, 'usina sem plantCode em stations');
        usinas.push({ id, nome: String(s.plantName ?? id), capacidade: s.capacity });
      }
      const paginas = numero(d.pageCount);
      const total = numero(d.total);
      if (
        d.list.length < 100 ||
        (paginas !== null && pagina >= paginas) ||
        (total !== null && usinas.length >= total)
      )
        break;
    }
    return usinas;
  }

  /** Real-time KPIs of every plant (getStationRealKpi), 100 plants a call, kept `tempoRealMs`. */
  private async kpiDasUsinas(usinas: Usina[]): Promise<Map<string, Mapa>> {
    const guardado = this.tempoReal.ler('usinas');
    if (guardado && usinas.every((u) => guardado.has(u.id))) return guardado;
    const mapa = new Map<string, Mapa>();
    for (const lote of emLotes(usinas.map((u) => u.id)))
      for (const r of await this.registros('getStationRealKpi', { stationCodes: lote.join(',') }))
        mapa.set(String(r.stationCode), (r.dataItemMap ?? {}) as Mapa);
    return this.tempoReal.guardar('usinas', mapa, this.ritmo.tempoRealMs);
  }

  // --- devices --------------------------------------------------------------------------------

  /** Every plant's inverters (getDevList, types 1 and 38), kept `cadastroMs`. */
  private async dispositivos(usinas: Usina[]): Promise<Dispositivo[]> {
    const guardados = this.dispositivosGuardados.ler('todos');
    if (guardados) return guardados;
    const lista: Dispositivo[] = [];
    for (const lote of emLotes(usinas.map((u) => u.id)))
      for (const d of await this.registros('getDevList', { stationCodes: lote.join(',') })) {
        const tipo = Number(d.devTypeId);
        if (!(TIPOS_INVERSOR as readonly number[]).includes(tipo)) continue;
        const id = texto(d.id);
        if (!id) throw protocoloMudou(NOME, 'dispositivo sem id em getDevList');
        lista.push({
          id,
          estacao: String(d.stationCode),
          nome: String(d.devName ?? d.esnCode ?? id),
          serial: texto(d.esnCode) ?? id,
          tipo,
          modelo: texto(d.invType),
        });
      }
    return this.dispositivosGuardados.guardar('todos', lista, this.ritmo.cadastroMs);
  }

  /** Real-time KPIs of every inverter (getDevRealKpi), 100 of one type a call, kept `tempoRealMs`. */
  private async kpiDosInversores(dispositivos: Dispositivo[]): Promise<Map<string, Mapa>> {
    const guardado = this.tempoReal.ler('inversores');
    if (guardado && dispositivos.every((d) => guardado.has(d.id))) return guardado;
    const mapa = new Map<string, Mapa>();
    for (const tipo of TIPOS_INVERSOR) {
      const ids = dispositivos.filter((d) => d.tipo === tipo).map((d) => d.id);
      for (const lote of emLotes(ids))
        for (const r of await this.registros('getDevRealKpi', { devIds: lote.join(','), devTypeId: tipo }))
          mapa.set(String(r.devId), (r.dataItemMap ?? {}) as Mapa);
    }
    // Devices the cloud did not answer for are remembered as such (status offline, no power).
    for (const d of dispositivos) if (!mapa.has(d.id)) mapa.set(d.id, { run_state: 0 });
    return this.tempoReal.guardar('inversores', mapa, this.ritmo.tempoRealMs);
  }

  private inversor(d: Dispositivo, kpi: Mapa | undefined): InversorPortal {
    const kw = numero(kpi?.active_power);
    return {
      serial: d.serial,
      nome: d.nome,
      tipo: d.modelo ?? 'inverter',
      capacidadeKwp: kwDoModeloHuawei(d.modelo),
      // active_power is kW (note §5.4).
      potenciaAtualW: kw === null ? null : Math.round(kw * 1000 * 10) / 10,
      energiaTotalKwh: numero(kpi?.total_cap),
      status: statusHuawei(kpi),
    };
  }

  async listarUsinas(): Promise<UsinaPortal[]> {
    const usinas = await this.usinas();
    const kpi = await this.kpiDasUsinas(usinas);
    // No current power per plant in the NBI: the sum of its inverters' active_power (note §5.2).
    const dispositivos = await this.dispositivos(usinas);
    const tempoReal = await this.kpiDosInversores(dispositivos);
    return usinas.map((u) => {
      const inversores = dispositivos
        .filter((d) => d.estacao === u.id)
        .map((d) => this.inversor(d, tempoReal.get(d.id)));
      const potencias = inversores.map((i) => i.potenciaAtualW).filter((w): w is number => w !== null);
      const kws = inversores.map((i) => i.capacidadeKwp);
      const kwInversores =
        kws.length > 0 && kws.every((k) => k !== null)
          ? kws.reduce((a: number, k) => a + (k as number), 0)
          : null;
      const k = kpi.get(u.id);
      return {
        id: u.id,
        nome: u.nome,
        potenciaKwp: kwpDaCapacidade(u.capacidade, this.geracao ?? 'stations', kwInversores),
        potenciaAtualW: potencias.length > 0 ? potencias.reduce((a, w) => a + w, 0) : null,
        energiaHojeKwh: numero(k?.day_power),
        energiaTotalKwh: numero(k?.total_power),
      };
    });
  }

  async listarInversores(usinaId: string): Promise<InversorPortal[]> {
    const dispositivos = await this.dispositivos(await this.usinas());
    const tempoReal = await this.kpiDosInversores(dispositivos);
    return dispositivos
      .filter((d) => d.estacao === usinaId)
      .map((d) => this.inversor(d, tempoReal.get(d.id)));
  }

  // --- history --------------------------------------------------------------------------------

  /**
   * Records of a KPI call for the lot of 100 plants holding `usinaId`, by plant; past periods are
   * kept for good, the current one `hojeMs` (the daily budgets are 24 + 1 per 100 plants).
   */
  private async registrosDoLote(
    nome: string,
    periodo: string,
    atual: boolean,
    usinaId: string,
    collectTime: number,
  ): Promise<Mapa[]> {
    const chave = `${nome}:${periodo}`;
    const guardado = this.historico.ler(chave);
    if (guardado?.has(usinaId)) return guardado.get(usinaId) ?? [];
    const ids = (await this.usinas()).map((u) => u.id);
    const lote = emLotes(ids).find((l) => l.includes(usinaId)) ?? [usinaId];
    const mapa = guardado ?? new Map<string, Mapa[]>();
    for (const id of lote) mapa.set(id, []);
    for (const r of await this.registros(nome, { stationCodes: lote.join(','), collectTime }))
      mapa.get(String(r.stationCode))?.push(r);
    this.historico.guardar(chave, mapa, atual ? this.ritmo.hojeMs : Number.POSITIVE_INFINITY);
    return mapa.get(usinaId) ?? [];
  }

  private hoje(): string {
    return relogioNoFuso(this.relogio.agora(), this.fuso).data;
  }

  /** getKpiStationDay: one record per day of the month holding collectTime, `inverter_power` kWh. */
  async energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    const hoje = this.hoje();
    if (mes > hoje.slice(0, 7)) return [];
    // Mid-month, midday UTC: inside the month in the plant's zone, whatever it is.
    const collectTime = Date.parse(`${mes}-15T12:00:00Z`);
    const registros = await this.registrosDoLote(
      'getKpiStationDay',
      mes,
      mes === hoje.slice(0, 7),
      usinaId,
      collectTime,
    );
    const dias = new Map<string, number>();
    for (const r of registros) {
      const t = numero(r.collectTime);
      const kwh = numero((r.dataItemMap as Mapa | undefined)?.inverter_power);
      if (t === null || kwh === null) continue;
      const data = diaDoRegistro(t);
      if (data.startsWith(mes) && data <= hoje) dias.set(data, kwh);
    }
    return [...dias]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([data, energiaKwh]) => ({ data, energiaKwh }));
  }

  /**
   * getKpiStationHour: the kWh of each hour (`inverter_power`), read as the hour's mean power in
   * W at the hour's start — the finest plant curve the daily budget affords (note §5.5).
   */
  async curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const hoje = this.hoje();
    if (data > hoje) return [];
    const collectTime = meiaNoiteNoFuso(data, this.fuso) + 12 * HORA_MS;
    const registros = await this.registrosDoLote(
      'getKpiStationHour',
      data,
      data === hoje,
      usinaId,
      collectTime,
    );
    const pontos = new Map<string, number>();
    for (const r of registros) {
      const t = numero(r.collectTime);
      const kwh = numero((r.dataItemMap as Mapa | undefined)?.inverter_power);
      if (t === null || kwh === null) continue;
      const relogio = relogioNoFuso(t, this.fuso);
      if (relogio.data === data) pontos.set(relogio.hora, Math.max(0, kwh * 1000));
    }
    return [...pontos]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([hora, potenciaW]) => ({ hora, potenciaW }));
  }
}
