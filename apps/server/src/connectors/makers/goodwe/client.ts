import { juntarUrl, pedirAoPortal, protocoloMudou } from '../http.ts';
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
  baseRegional,
  CAMINHO_LOGIN,
  CAMINHO_LOGIN_SEMS_PLUS,
  dadosDe,
  dataHoraAmericana,
  type Envelope,
  ehLimite,
  envelope,
  horaDe,
  NOME,
  pontosDaLinha,
  SEMS_PLUS_URL,
  senhaSemsPlus,
  statusGoodwe,
  sucesso,
  TOKEN_INICIAL,
} from './protocolo.ts';

// GoodWe SEMS portal API ("CrossLogin", docs/fabricantes/goodwe-sems.md) with the account's
// e-mail and password — the API of the SEMS app and of semsportal.com, not GoodWe's OpenAPI (that
// one needs an NDA with GoodWe). Unofficial: GoodWe may change it. The login answers with the
// account's regional API base and a token object, sent back whole as the JSON `Token` header on
// every call; code 100001 means it expired and the client logs in once more.

export interface OpcoesGoodwe extends OpcoesCliente {
  /** Host of the SEMS+ login, tried when the legacy login refuses the account (tests). */
  urlSemsPlus?: string;
}

type Modo = 'legado' | 'semsplus';

interface Sessao {
  modo: Modo;
  /** The regional base every data call goes to, ending in "/". */
  base: string;
  /** The login's `data`, sent back as JSON in the Token header. */
  token: string;
}

/** Plant list page size; the list ends at a shorter page. */
const POR_PAGINA = 50;
const MAX_PAGINAS = 100;

const kwh = (v: unknown) => numeroComUnidade(v, 'kwh');
const w = (v: unknown) => numeroComUnidade(v, 'w');

export class ClienteGoodwe implements ClientePortal {
  readonly fabricante = 'goodwe' as const;
  private sessao: Sessao | null = null;
  /** The login that worked last time is tried first (legacy or SEMS+). */
  private modo: Modo = 'legado';

  constructor(private readonly o: OpcoesGoodwe) {}

  /** Which login the account uses and the regional base it was given (tests, diagnostics). */
  get conexao(): { modo: Modo; base: string } | null {
    return this.sessao ? { modo: this.sessao.modo, base: this.sessao.base } : null;
  }

  /** POST with the Token header; a text body goes form-encoded, none at all still says JSON. */
  private async postar(
    url: URL,
    token: string,
    corpo: object | string | undefined,
    caminho: string,
  ): Promise<Envelope> {
    const r = await pedirAoPortal(this.o, NOME, url, {
      metodo: 'POST',
      headers: {
        Token: token,
        Accept: 'application/json',
        ...(typeof corpo === 'string'
          ? { 'Content-Type': 'application/x-www-form-urlencoded' }
          : corpo === undefined
            ? { 'Content-Type': 'application/json' }
            : {}),
      },
      corpo,
    });
    if (r.status === 401 || r.status === 403)
      throw new ErroPortal('sessao_expirada', 'Sessão do GoodWe SEMS expirada');
    return envelope(r.corpo, caminho);
  }

  async entrar(): Promise<void> {
    this.sessao = null;
    const ordem: Modo[] = this.modo === 'semsplus' ? ['semsplus', 'legado'] : ['legado', 'semsplus'];
    let recusas = 0;
    let inacessivel: ErroPortal | null = null;
    for (const modo of ordem) {
      let sessao: Sessao | null;
      try {
        sessao = modo === 'legado' ? await this.entrarLegado() : await this.entrarSemsPlus();
      } catch (err) {
        // One login host down: the other may still hold the account.
        if (err instanceof ErroPortal && err.tipo === 'inacessivel') {
          inacessivel = err;
          continue;
        }
        throw err;
      }
      if (!sessao) {
        recusas++;
        continue;
      }
      this.sessao = sessao;
      this.modo = modo;
      return;
    }
    // Only both logins refusing means a wrong password: a host down leaves it open.
    if (recusas === ordem.length) throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
    throw inacessivel ?? new ErroPortal('inacessivel', 'GoodWe SEMS não respondeu');
  }

  /** Legacy CrossLogin: the password in clear, JSON body; `hasError` true is a refusal. */
  private async entrarLegado(): Promise<Sessao | null> {
    const url = juntarUrl(this.o.baseUrl, CAMINHO_LOGIN);
    const env = await this.postar(
      url,
      TOKEN_INICIAL,
      { account: this.o.credenciais.login, pwd: this.o.credenciais.senha },
      'CrossLogin',
    );
    if (ehLimite(env)) throw new ErroPortal('limite', 'GoodWe SEMS limitou as chamadas');
    if (!sucesso(env)) return null;
    const d = env.data as Record<string, unknown> | null;
    if (!d || typeof d !== 'object' || !d.token) throw protocoloMudou(NOME, 'CrossLogin sem data.token');
    return {
      modo: 'legado',
      base: baseRegional('legado', env.api ?? d.api, this.o.baseUrl),
      token: JSON.stringify(d),
    };
  }

  /** SEMS+ login: the password as base64(md5 hex); code "00000" is success. */
  private async entrarSemsPlus(): Promise<Sessao | null> {
    const url = juntarUrl(this.o.urlSemsPlus ?? SEMS_PLUS_URL, CAMINHO_LOGIN_SEMS_PLUS);
    const env = await this.postar(
      url,
      TOKEN_INICIAL,
      {
        account: this.o.credenciais.login,
        pwd: senhaSemsPlus(this.o.credenciais.senha),
        agreement: 1,
        isChinese: false,
        isLocal: false,
      },
      'cross-login (SEMS+)',
    );
    if (ehLimite(env)) throw new ErroPortal('limite', 'GoodWe SEMS limitou as chamadas');
    const codigo = String(env.code);
    // "Payload validation" (Home Assistant commit 54f0ce9): the body changed, not the password.
    if (codigo === '100001' || codigo === '100005')
      throw new ErroPortal('protocolo', `GoodWe SEMS+ recusou o formato do login (${codigo})`);
    if (!sucesso(env)) return null;
    const d = env.data as Record<string, unknown> | null;
    // Success without a token: Home Assistant (commit 54f0ce9) falls back to the legacy login.
    if (!d || typeof d !== 'object' || !d.token) return null;
    return {
      modo: 'semsplus',
      base: baseRegional('semsplus', env.api || d.api, this.o.baseUrl, d.region),
      token: JSON.stringify(d),
    };
  }

  /** A data call on the regional base, inside the session. */
  private async dados(caminho: string, corpo?: object | string): Promise<unknown> {
    const s = this.sessao;
    if (!s) throw new ErroPortal('sessao_expirada', 'Sessão do GoodWe SEMS expirada');
    const env = await this.postar(juntarUrl(s.base, caminho), s.token, corpo, caminho);
    return dadosDe(env, caminho);
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.sessao !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  /** Installer and visitor accounts list their plants in pages; an owner's one plant comes apart. */
  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      let lista: Array<Record<string, unknown>>;
      try {
        lista = await this.listaDoMonitor();
      } catch (err) {
        // Owner accounts may be refused the monitor list: their plant comes from the owner call.
        if (!(err instanceof ErroPortal) || err.tipo !== 'protocolo') throw err;
        const dono = await this.usinaDoDono();
        if (!dono) throw err;
        return [dono];
      }
      if (lista.length === 0) {
        const dono = await this.usinaDoDono();
        return dono ? [dono] : [];
      }
      const vistas = new Set<string>();
      const usinas: UsinaPortal[] = [];
      for (const p of lista) {
        if (p.powerstation_id === undefined || p.powerstation_id === null || p.powerstation_id === '')
          throw protocoloMudou(NOME, 'usina sem powerstation_id');
        const id = String(p.powerstation_id);
        if (vistas.has(id)) continue;
        vistas.add(id);
        usinas.push({
          id,
          nome: String(p.stationname ?? id),
          potenciaKwp: kwh(p.capacity),
          potenciaAtualW: w(p.pac),
          energiaHojeKwh: kwh(p.eday),
          // The list carries no lifetime energy (it comes with the plant detail).
          energiaTotalKwh: null,
        });
      }
      return usinas;
    });
  }

  private async listaDoMonitor(): Promise<Array<Record<string, unknown>>> {
    const todas: Array<Record<string, unknown>> = [];
    for (let pagina = 1; pagina <= MAX_PAGINAS; pagina++) {
      const d = (await this.dados('v2/PowerStationMonitor/QueryPowerStationMonitor', {
        page_index: pagina,
        page_size: POR_PAGINA,
        key: '',
        orderby: '',
        powerstation_type: '',
        powerstation_status: '',
        powerstation_id: '',
        adcode: '',
        org_id: '',
        condition: '',
      })) as { list?: unknown; record?: unknown } | null;
      // Some answers carry the plants in `record` instead of `list`.
      const itens = Array.isArray(d?.list) ? d.list : Array.isArray(d?.record) ? d.record : null;
      if (!itens) throw protocoloMudou(NOME, 'QueryPowerStationMonitor sem data.list');
      todas.push(...(itens as Array<Record<string, unknown>>));
      if (itens.length < POR_PAGINA) break;
    }
    return todas;
  }

  /** GetPowerStationIdByOwner: `data` is the owner's plant id; its detail names it. */
  private async usinaDoDono(): Promise<UsinaPortal | null> {
    let id: unknown;
    try {
      // Home Assistant posts it with no body.
      id = await this.dados('PowerStation/GetPowerStationIdByOwner');
    } catch (err) {
      if (err instanceof ErroPortal && err.tipo === 'protocolo') return null;
      throw err;
    }
    if (typeof id !== 'string' || !id) return null;
    const d = await this.detalhe(id);
    const info = d.info as Record<string, unknown>;
    const kpi = (d.kpi ?? {}) as Record<string, unknown>;
    return {
      id,
      nome: String(info.stationname ?? id),
      potenciaKwp: kwh(info.capacity),
      potenciaAtualW: w(kpi.pac),
      energiaHojeKwh: kwh(kpi.power),
      energiaTotalKwh: kwh(kpi.total_power),
    };
  }

  private async detalhe(usinaId: string): Promise<Record<string, unknown>> {
    const d = (await this.dados('v3/PowerStation/GetMonitorDetailByPowerstationId', {
      powerStationId: usinaId,
    })) as Record<string, unknown> | null;
    // Success with no data: the plant is not visible to this account (or the API changed).
    if (!d || typeof d !== 'object')
      throw new ErroPortal('protocolo', `GoodWe SEMS não mostrou a usina ${usinaId} a esta conta`);
    if (!d.info || typeof d.info !== 'object' || !Array.isArray(d.inverter))
      throw protocoloMudou(NOME, 'GetMonitorDetailByPowerstationId sem info ou inverter[]');
    return d;
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const d = await this.detalhe(usinaId);
      return (d.inverter as Array<Record<string, unknown>>).map((i) => {
        if (!i.sn) throw protocoloMudou(NOME, 'inversor sem sn');
        const det = (i.d ?? {}) as Record<string, unknown>;
        return {
          serial: String(i.sn),
          nome: String(i.name || i.sn),
          tipo: String(i.type || 'inverter'),
          capacidadeKwp: kwh(i.capacity),
          potenciaAtualW: w(i.out_pac ?? det.pac),
          energiaTotalKwh: kwh(i.etotal ?? det.eTotal),
          status: statusGoodwe(i.status),
        };
      });
    });
  }

  /**
   * GetChartByPlant range 2 is a rolling window of about 31 days ending at `date`: asked at the
   * month's last day, and once more at its 16th if days are still missing.
   */
  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const [ano, m] = mes.split('-').map(Number) as [number, number];
      const ultimo = new Date(Date.UTC(ano, m, 0)).getUTCDate();
      const dias = new Map<string, number | null>();
      for (const data of [`${mes}-${String(ultimo).padStart(2, '0')}`, `${mes}-16`]) {
        if (dias.size === ultimo) break;
        for (const [x, y] of await this.serieDoMes(usinaId, data))
          if (x.startsWith(`${mes}-`) && !dias.has(x)) dias.set(x, y);
      }
      // y null is a day with no reading (or still to come): left out, never 0.
      return [...dias]
        .filter((e): e is [string, number] => e[1] !== null)
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([data, energiaKwh]) => ({ data, energiaKwh }));
    });
  }

  private async serieDoMes(usinaId: string, data: string): Promise<Array<[string, number | null]>> {
    const d = await this.dados('v2/Charts/GetChartByPlant', {
      id: usinaId,
      date: data,
      range: 2,
      chartIndexId: '3',
      isDetailFull: false,
    });
    return pontosDaLinha(d, 'PVGeneration', 'GetChartByPlant').map((p) => {
      const x = String(p.x ?? '');
      if (!/^\d{4}-\d\d-\d\d$/.test(x)) throw protocoloMudou(NOME, `GetChartByPlant com o dia "${x}"`);
      return [x, p.y === null || p.y === undefined ? null : kwh(p.y)];
    });
  }

  /** GetPlantPowerChart (5-minute W); GetPowerStationPacByDayForApp when that one fails. */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      try {
        return await this.curvaDoGrafico(usinaId, data);
      } catch (err) {
        if (!(err instanceof ErroPortal) || err.tipo !== 'protocolo') throw err;
        try {
          return await this.curvaDoApp(usinaId, data);
        } catch (outro) {
          if (outro instanceof ErroPortal && outro.tipo === 'protocolo') throw err;
          throw outro;
        }
      }
    });
  }

  private async curvaDoGrafico(usinaId: string, data: string): Promise<PontoCurva[]> {
    const d = await this.dados('v2/Charts/GetPlantPowerChart', {
      id: usinaId,
      date: data,
      full_script: false,
    });
    const pontos: PontoCurva[] = [];
    for (const p of pontosDaLinha(d, 'PCurve_Power_PV', 'GetPlantPowerChart')) {
      const hora = horaDe(p.x);
      if (!hora) throw protocoloMudou(NOME, `GetPlantPowerChart com a hora "${String(p.x)}"`);
      const potenciaW = p.y === null || p.y === undefined ? null : w(p.y);
      if (potenciaW !== null) pontos.push({ hora, potenciaW });
    }
    return pontos.sort((a, b) => a.hora.localeCompare(b.hora));
  }

  /** The app's older call; gw2pvo posts it form-encoded, and so does this client. */
  private async curvaDoApp(usinaId: string, data: string): Promise<PontoCurva[]> {
    const d = (await this.dados(
      'v2/PowerStationMonitor/GetPowerStationPacByDayForApp',
      new URLSearchParams({ id: usinaId, date: data }).toString(),
    )) as { pacs?: unknown } | null;
    if (!Array.isArray(d?.pacs)) throw protocoloMudou(NOME, 'GetPowerStationPacByDayForApp sem pacs[]');
    const pontos: PontoCurva[] = [];
    for (const p of d.pacs as Array<{ date?: unknown; pac?: unknown }>) {
      const quando = dataHoraAmericana(p.date);
      if (!quando) throw protocoloMudou(NOME, `GetPowerStationPacByDayForApp com a data "${String(p.date)}"`);
      const potenciaW = w(p.pac);
      if (quando.data === data && potenciaW !== null) pontos.push({ hora: quando.hora, potenciaW });
    }
    return pontos.sort((a, b) => a.hora.localeCompare(b.hora));
  }
}
