import { meiaNoiteNoFuso, relogioNoFuso } from '../fuso.ts';
import { juntarUrl, pedirAoPortal, protocoloMudou } from '../http.ts';
import {
  type ClientePortal,
  comRecuo,
  type EnergiaDia,
  ErroPortal,
  type InversorPortal,
  numeroComUnidade,
  type OpcoesCliente,
  type PontoCurva,
  type StatusInversor,
  type UsinaPortal,
} from '../types.ts';

// Fronius Solar.web Query API (docs/fabricantes/fronius-solarweb.md): a paid contract with
// Fronius. The company's access key (AccessKeyId + AccessKeyValue, carried here as login and
// password) goes in two headers on every call: no login call, no session, no signature. Plain
// JSON, ids are GUIDs, energy in Wh, power in W, instants in UTC unless asked otherwise.

const NOME = 'Fronius Solar.web';
/** Page size asked of every list (the API's maximum is not documented; 100 is what a Brazilian collector uses). */
export const TAMANHO_PAGINA = 100;
/** The plant's zone when the system does not tell one (Irradia's plants are in Brazil). */
const FUSO_PADRAO = 'America/Sao_Paulo';
/** The PV production channel of aggrdata and histdata (Wh). */
const PRODUCAO = 'EnergyProductionTotal';

export interface OpcoesFronius extends OpcoesCliente {
  /** Clock that decides the plant's "today" (tests). */
  agora?: () => Date;
}

type Objeto = Record<string, unknown>;

/** How a call treats the answers that are not plain success. */
interface Tolerancia {
  /** 404: the plant or device no longer exists — no data, not a failure. */
  ausente?: boolean;
  /** 403: the key's data plan or role does not cover this call — skip it, keep the plant. */
  semPermissao?: boolean;
}
const DADOS: Tolerancia = { ausente: true, semPermissao: true };

const objeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A channel's value in W (`padrao` 'w') or kWh ('kwh'), scaled by the unit the channel names
 * (Wh, kWh, W, kW). Null when the channel is absent or carries no value; a unit of the wrong kind
 * (energy where power is expected) means the protocol changed.
 */
export function valorDoCanal(canais: unknown, nome: string, padrao: 'w' | 'kwh'): number | null {
  if (!Array.isArray(canais)) return null;
  const canal = canais.find((c) => objeto(c) && c.channelName === nome) as Objeto | undefined;
  if (!canal || canal.value === null || canal.value === undefined || canal.value === '') return null;
  const n = Number(canal.value);
  if (!Number.isFinite(n)) return null;
  const unidade = String(canal.unit ?? '').trim() || (padrao === 'w' ? 'W' : 'Wh');
  const energia = /wh$/i.test(unidade);
  const fator = numeroComUnidade(`1 ${unidade}`, padrao);
  if (fator === null || energia !== (padrao === 'kwh'))
    throw protocoloMudou(NOME, `unidade "${unidade}" inesperada no canal ${nome}`);
  return n * fator;
}

/** The system's IANA zone, when the runtime knows it. */
function fusoValido(v: unknown): string | null {
  if (typeof v !== 'string' || !v.trim()) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v.trim() });
    return v.trim();
  } catch {
    return null;
  }
}

/** W or kWh-rated figures the metadata sends as plain numbers (peakPower, nominalAcPower: W). */
const numero = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() && Number.isFinite(Number(v))
      ? Number(v)
      : null;

/** Instant as the API accepts it in `from`/`to`: yyyy-MM-ddTHH:mm:ssZ. */
const instanteApi = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

export class ClienteFronius implements ClientePortal {
  readonly fabricante = 'fronius' as const;
  /** Each system's zone, learnt from the list (metadata calls are free of data points). */
  private readonly fusos = new Map<string, string>();

  constructor(private readonly o: OpcoesFronius) {}

  private agora(): Date {
    return this.o.agora?.() ?? new Date();
  }

  /**
   * One GET with the key's headers. The rate-limit answer (429) is waited out twice (comRecuo);
   * 204, and 404/403 where `tolerar` allows, come back as null: no data.
   */
  private async pedir(
    caminho: string,
    params: Record<string, string | number> = {},
    tolerar: Tolerancia = {},
  ): Promise<Objeto | null> {
    const url = juntarUrl(this.o.baseUrl.trim(), caminho);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    const r = await comRecuo(
      () =>
        pedirAoPortal(this.o, NOME, url, {
          headers: {
            Accept: 'application/json',
            AccessKeyId: this.o.credenciais.login.trim(),
            AccessKeyValue: this.o.credenciais.senha.trim(),
          },
        }),
      this.o.esperaLimiteMs,
    );
    const corpo = objeto(r.corpo) ? r.corpo : null;
    const motivo = corpo ? String(corpo.responseMessage ?? corpo.responseError ?? '') : '';
    if (r.status === 200) {
      if (r.corpo === null) return null;
      if (!corpo) throw protocoloMudou(NOME, `resposta que não é um objeto em /${caminho}`);
      return corpo;
    }
    if (r.status === 204) return null;
    if (r.status === 401)
      throw new ErroPortal(
        'credenciais',
        'O Solar.web recusou a chave de acesso: confira o Access Key ID e o Access Key Value (a chave pode ter expirado ou sido revogada)',
      );
    if (r.status === 403) {
      if (tolerar.semPermissao) return null;
      throw new ErroPortal(
        'credenciais',
        'A chave de acesso não tem permissão para ler este dado no Solar.web: confira o contrato da Solar.web Query API e o usuário dono da chave',
      );
    }
    if (r.status === 404 && tolerar.ausente) return null;
    throw new ErroPortal(
      'protocolo',
      `${NOME} recusou a chamada /${caminho} (HTTP ${r.status}${motivo ? `: ${motivo}` : ''})`,
    );
  }

  /**
   * Every item of a paged list (offset + limit), walked by offset until `links.totalItemsCount`
   * (or a short page when the count is missing). Null when the first page says "no such thing".
   */
  private async todas(
    caminho: string,
    campo: string,
    params: Record<string, string | number> = {},
    tolerar: Tolerancia = {},
  ): Promise<Objeto[] | null> {
    const itens: Objeto[] = [];
    for (let pagina = 0, offset = 0; pagina < 500; pagina++) {
      const r = await this.pedir(caminho, { ...params, offset, limit: TAMANHO_PAGINA }, tolerar);
      if (r === null) return pagina === 0 ? null : itens;
      const lista = r[campo];
      if (lista === null) break;
      if (!Array.isArray(lista)) throw protocoloMudou(NOME, `resposta sem "${campo}" em /${caminho}`);
      itens.push(...lista.filter(objeto));
      offset += lista.length;
      const total = objeto(r.links) ? numero(r.links.totalItemsCount) : null;
      if (lista.length === 0 || (total !== null ? offset >= total : lista.length < TAMANHO_PAGINA)) break;
    }
    return itens;
  }

  /** The cheapest check of the key: one system of the list (metadata costs no data points). */
  async entrar(): Promise<void> {
    const r = await this.pedir('pvsystems', { offset: 0, limit: 1 });
    if (r !== null && !Array.isArray(r.pvSystems) && r.pvSystems !== null)
      throw protocoloMudou(NOME, 'resposta sem "pvSystems" em /pvsystems');
  }

  /** The system's zone: from the list when it was read, else from the system's own metadata. */
  private async fusoDe(usinaId: string): Promise<string> {
    const conhecido = this.fusos.get(usinaId);
    if (conhecido) return conhecido;
    const s = await this.pedir(`pvsystems/${encodeURIComponent(usinaId)}`, {}, { ausente: true });
    const fuso = fusoValido(s?.timeZone ?? s?.timezone) ?? FUSO_PADRAO;
    this.fusos.set(usinaId, fuso);
    return fuso;
  }

  async listarUsinas(): Promise<UsinaPortal[]> {
    const sistemas = (await this.todas('pvsystems', 'pvSystems')) ?? [];
    const usinas: UsinaPortal[] = [];
    for (const s of sistemas) {
      if (s.pvSystemId === undefined || s.pvSystemId === null)
        throw protocoloMudou(NOME, 'sistema sem pvSystemId em /pvsystems');
      const id = String(s.pvSystemId);
      const fuso = fusoValido(s.timeZone ?? s.timezone) ?? FUSO_PADRAO;
      this.fusos.set(id, fuso);
      const caminho = `pvsystems/${encodeURIComponent(id)}`;
      // Realtime and today's energy cost one data point each per plant (FAQ): nothing else is read.
      const fluxo = await this.pedir(`${caminho}/flowdata`, {}, DADOS);
      // An offline system's channels hold its last upload, not its power now.
      const desligada = objeto(fluxo?.status) && fluxo.status.isOnline === false;
      const dados = objeto(fluxo?.data) && !desligada ? fluxo.data : null;
      const hoje = relogioNoFuso(this.agora().getTime(), fuso).data;
      const dia = await this.pedir(`${caminho}/aggrdata`, { from: hoje, to: hoje, channel: PRODUCAO }, DADOS);
      const peak = numero(s.peakPower);
      usinas.push({
        id,
        nome: String(s.name ?? id),
        // peakPower in W (reference magnitudes: 98340.0 for a 98 kWp system).
        potenciaKwp: peak === null ? null : peak / 1000,
        potenciaAtualW: valorDoCanal(dados?.channels, 'PowerPV', 'w'),
        energiaHojeKwh: this.diasDe(dia, 'aggrdata').find((d) => d.data === hoje)?.energiaKwh ?? null,
        // Lifetime energy would cost one more call per plant (period=total): not read.
        energiaTotalKwh: null,
      });
    }
    return usinas;
  }

  /** Days of an aggrdata answer: "YYYY-MM-DD" items with the production channel in Wh. */
  private diasDe(r: Objeto | null, caminho: string): EnergiaDia[] {
    if (r === null || r.data === null) return [];
    if (!Array.isArray(r.data)) throw protocoloMudou(NOME, `resposta sem "data" em /${caminho}`);
    const dias: EnergiaDia[] = [];
    for (const item of r.data.filter(objeto)) {
      const data = /^(\d{4}-\d{2}-\d{2})/.exec(String(item.logDateTime ?? ''))?.[1];
      if (!data) throw protocoloMudou(NOME, `item sem logDateTime de dia em /${caminho}`);
      const kwh = valorDoCanal(item.channels, PRODUCAO, 'kwh');
      // A day without the production value is left out, never shown as zero.
      if (kwh !== null) dias.push({ data, energiaKwh: Math.round(kwh * 1e6) / 1e6 });
    }
    return dias;
  }

  async listarInversores(usinaId: string): Promise<InversorPortal[]> {
    const caminho = `pvsystems/${encodeURIComponent(usinaId)}`;
    // 404: the system was removed from Solar.web — no inverters, the plant turns inactive.
    const dispositivos = await this.todas(
      `${caminho}/devices`,
      'devices',
      { type: 'Inverter' },
      { ausente: true },
    );
    if (dispositivos === null) return [];
    let daUsina: boolean | null | undefined;
    const inversores: InversorPortal[] = [];
    for (const d of dispositivos.filter((x) => x.deviceType === 'Inverter')) {
      if (d.deviceId === undefined || d.deviceId === null)
        throw protocoloMudou(NOME, `inversor sem deviceId em /${caminho}/devices`);
      const deviceId = String(d.deviceId);
      const serie = d.serialNumber ?? d.serialnumber;
      const nominal = numero(d.nominalAcPower);
      let status: StatusInversor = 'inativo';
      let potenciaAtualW: number | null = null;
      // isActive false: replaced or removed (deactivationDate); its realtime is not paid for.
      if (d.isActive !== false) {
        const fluxo = await this.pedir(
          `${caminho}/devices/${encodeURIComponent(deviceId)}/flowdata`,
          {},
          DADOS,
        );
        let online = objeto(fluxo?.status) ? fluxo.status.isOnline : undefined;
        if (typeof online !== 'boolean') {
          // No device realtime (plan or firmware): the system's own isOnline, asked once.
          if (daUsina === undefined) {
            const f = await this.pedir(`${caminho}/flowdata`, {}, DADOS);
            daUsina = objeto(f?.status) && typeof f.status.isOnline === 'boolean' ? f.status.isOnline : null;
          }
          online = daUsina;
        }
        status = online === true ? 'online' : 'offline';
        const dados = objeto(fluxo?.data) && online === true ? fluxo.data : null;
        potenciaAtualW = valorDoCanal(dados?.channels, 'PowerOutput', 'w');
      }
      inversores.push({
        serial: serie === undefined || serie === null || serie === '' ? deviceId : String(serie),
        nome: String(d.deviceName ?? d.deviceTypeDetails ?? deviceId),
        tipo: String(d.deviceTypeDetails ?? 'Inverter'),
        // nominalAcPower in W.
        capacidadeKwp: nominal === null ? null : nominal / 1000,
        potenciaAtualW,
        energiaTotalKwh: null,
        status,
      });
    }
    return inversores;
  }

  /** Daily energy of a month in one call: aggrdata period=YYYY-MM, production channel only. */
  async energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    const caminho = `pvsystems/${encodeURIComponent(usinaId)}/aggrdata`;
    const itens = await this.todas(caminho, 'data', { period: mes, channel: PRODUCAO }, DADOS);
    return this.diasDe(itens === null ? null : { data: itens }, 'aggrdata')
      .filter((d) => d.data.startsWith(`${mes}-`))
      .sort((a, b) => a.data.localeCompare(b.data));
  }

  /**
   * The day's curve from histdata: 5-minute energy (Wh) over the plant's day, asked in UTC
   * (24 h, the largest span integrators ask for) and turned into W over each sample's logDuration.
   */
  async curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const fuso = await this.fusoDe(usinaId);
    const meiaNoite = meiaNoiteNoFuso(data, fuso);
    const fim = meiaNoiteNoFuso(proximoDia(data), fuso);
    const caminho = `pvsystems/${encodeURIComponent(usinaId)}/histdata`;
    const amostras = await this.todas(
      caminho,
      'data',
      { from: instanteApi(meiaNoite), to: instanteApi(fim), channel: PRODUCAO },
      DADOS,
    );
    const pontos: PontoCurva[] = [];
    for (const a of amostras ?? []) {
      const t = Date.parse(String(a.logDateTime ?? ''));
      if (!Number.isFinite(t)) throw protocoloMudou(NOME, 'amostra sem logDateTime em /histdata');
      // The end is inclusive: the sample at midnight belongs to the next day.
      if (t < meiaNoite || t >= fim) continue;
      const kwh = valorDoCanal(a.channels, PRODUCAO, 'kwh');
      const duracao = numero(a.logDuration) ?? 300;
      if (kwh === null || duracao <= 0) continue;
      const potenciaW = Math.round(((kwh * 1000 * 3600) / duracao) * 1000) / 1000;
      pontos.push({ hora: relogioNoFuso(t, fuso).hora, potenciaW: Math.max(0, potenciaW) });
    }
    return pontos;
  }
}

function proximoDia(data: string): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
