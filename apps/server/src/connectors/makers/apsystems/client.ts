import { relogioNoFuso } from '../fuso.ts';
import { juntarUrl, listaDeHosts, pedirAoPortal, protocoloMudou } from '../http.ts';
import {
  type ClientePortal,
  comRecuo,
  type EnergiaDia,
  ErroPortal,
  type InversorPortal,
  numeroComUnidade,
  type OpcoesCliente,
  type PontoCurva,
  type UsinaPortal,
} from '../types.ts';
import { cabecalhosApsystems } from './assinatura.ts';
import {
  type Detalhes,
  ecuDe,
  erroDoCodigo,
  FUSO_PADRAO,
  fresco,
  horaDe,
  LIMITE,
  lerDetalhes,
  NOME,
  type SistemaInformado,
  sistemasDasChaves,
  statusDoMicro,
} from './protocolo.ts';

// APsystems EMA OpenAPI (docs/fabricantes/apsystems-ema.md): App Id and App Secret that APsystems
// e-mails after approving an application, every GET signed (assinatura.ts), no session. There is no
// call that lists an account's systems: the user types each system id (SID) in the `sistemas` key,
// one per line, optionally followed by the plant's name. Access is billed by call count, so every
// method makes the fewest calls it can: details once per client, no micro-by-micro calls.

/** End-user accounts first; installer accounts use the same calls under their own prefix (C). */
const PREFIXOS = ['/user/api/v2', '/installer/api/v2'] as const;

export interface OpcoesApsystems extends OpcoesCliente {
  /** Clock of the signature's timestamp and of "today" in the plant's zone (tests). */
  agora?: () => Date;
}

interface Resposta {
  codigo: number;
  dados: unknown;
}

interface Ponto {
  hora: string;
  minutos: number;
  w: number;
}

const kwh = (v: unknown) => numeroComUnidade(v, 'kwh');
const enc = encodeURIComponent;

export class ClienteApsystems implements ClientePortal {
  readonly fabricante = 'apsystems' as const;
  /** The host (from the list in config) and path prefix that answered the first call. */
  private base: { host: string; prefixo: string } | null = null;
  private descobrindo: Promise<{ host: string; prefixo: string }> | null = null;
  /** System details read once per client: zone, ECUs, size and status light. */
  private readonly detalhes = new Map<string, Detalhes>();

  constructor(private readonly o: OpcoesApsystems) {}

  private agora(): Date {
    return this.o.agora?.() ?? new Date();
  }

  private hosts(): string[] {
    return listaDeHosts(this.o.baseUrl);
  }

  private sistemas(): SistemaInformado[] {
    return sistemasDasChaves(this.o.credenciais.chaves?.sistemas);
  }

  /** One signed GET; the envelope's code comes back unread. */
  private async pedir(
    host: string,
    prefixo: string,
    caminho: string,
    rotulo: string,
    consulta: Record<string, string> = {},
  ): Promise<Resposta> {
    const url = juntarUrl(host, `${prefixo}${caminho}`);
    for (const [k, v] of Object.entries(consulta)) url.searchParams.set(k, v);
    const { login, senha } = this.o.credenciais;
    const headers = cabecalhosApsystems(login.trim(), senha.trim(), url.pathname, this.agora());
    const r = await pedirAoPortal(this.o, NOME, url, { headers });
    const corpo = r.corpo as { code?: unknown; data?: unknown } | null;
    const bruto = corpo && typeof corpo === 'object' ? corpo.code : undefined;
    const codigo = typeof bruto === 'string' && /^\d+$/.test(bruto) ? Number(bruto) : bruto;
    if (typeof codigo !== 'number' || !Number.isInteger(codigo))
      throw protocoloMudou(NOME, `resposta ${r.status} sem "code" em ${rotulo}`);
    return { codigo, dados: corpo?.data };
  }

  /** One call with the cloud's "too many requests" waited out; the monthly quota is not retried. */
  private umaChamada(
    host: string,
    prefixo: string,
    caminho: string,
    rotulo: string,
    consulta?: Record<string, string>,
  ): Promise<Resposta> {
    return comRecuo(async () => {
      const r = await this.pedir(host, prefixo, caminho, rotulo, consulta);
      if (LIMITE.has(r.codigo)) throw new ErroPortal('limite', 'APsystems limitou as chamadas');
      return r;
    }, this.o.esperaLimiteMs);
  }

  /** The envelope's data, null for "no data" (1001), or the code as a typed error. */
  private dados(r: Resposta, rotulo: string, sid: string): unknown {
    if (r.codigo === 0) return r.dados ?? null;
    if (r.codigo === 1001) return null;
    throw erroDoCodigo(r.codigo, rotulo, sid);
  }

  private resolver(): Promise<{ host: string; prefixo: string }> {
    if (this.base) return Promise.resolve(this.base);
    this.descobrindo ??= this.descobrir().finally(() => {
      this.descobrindo = null;
    });
    return this.descobrindo;
  }

  /**
   * The first system's details, on each host of the list until one answers, with the end-user
   * prefix and, when that account is not authorised there, the installer prefix (C).
   */
  private async descobrir(): Promise<{ host: string; prefixo: string }> {
    const primeiro = this.sistemas()[0];
    if (!primeiro)
      throw new ErroPortal('credenciais', 'Informe ao menos um ID de sistema (SID) do EMA, um por linha');
    const { sid } = primeiro;
    const caminho = `/systems/details/${enc(sid)}`;
    const hosts = this.hosts();
    for (const [n, host] of hosts.entries()) {
      try {
        let prefixo: string = PREFIXOS[0];
        let r = await this.umaChamada(host, prefixo, caminho, 'systems/details');
        if (r.codigo === 2002 || r.codigo === 2004) {
          const instalador = await this.umaChamada(host, PREFIXOS[1], caminho, 'systems/details');
          if (instalador.codigo === 0) {
            prefixo = PREFIXOS[1];
            r = instalador;
          }
        }
        const d = this.dados(r, 'systems/details', sid);
        this.detalhes.set(sid, lerDetalhes(d));
        this.base = { host, prefixo };
        return this.base;
      } catch (err) {
        if (err instanceof ErroPortal && err.tipo === 'inacessivel' && n < hosts.length - 1) continue;
        throw err;
      }
    }
    throw new ErroPortal('inacessivel', `${NOME} sem endereço configurado`);
  }

  private async chamar(
    sid: string,
    caminho: string,
    rotulo: string,
    consulta?: Record<string, string>,
  ): Promise<unknown> {
    const { host, prefixo } = await this.resolver();
    return this.dados(await this.umaChamada(host, prefixo, caminho, rotulo, consulta), rotulo, sid);
  }

  private async detalhesDe(sid: string): Promise<Detalhes> {
    await this.resolver();
    const guardado = this.detalhes.get(sid);
    if (guardado) return guardado;
    const d = lerDetalhes(await this.chamar(sid, `/systems/details/${enc(sid)}`, 'systems/details'));
    this.detalhes.set(sid, d);
    return d;
  }

  /** No session: the keys are checked with the first system's details (kept for later). */
  async entrar(): Promise<void> {
    await this.resolver();
  }

  async listarUsinas(): Promise<UsinaPortal[]> {
    const usinas: UsinaPortal[] = [];
    for (const s of this.sistemas()) {
      const det = await this.detalhesDe(s.sid);
      const resumo = await this.chamar(s.sid, `/systems/summary/${enc(s.sid)}`, 'systems/summary');
      if (resumo !== null && typeof resumo !== 'object')
        throw protocoloMudou(NOME, 'resumo sem objeto em systems/summary');
      const r = (resumo ?? {}) as Record<string, unknown>;
      usinas.push({
        id: s.sid,
        nome: s.nome ?? `Sistema ${s.sid}`,
        potenciaKwp: det.kwp,
        potenciaAtualW: await this.potenciaAtual(s.sid, det),
        energiaHojeKwh: kwh(r.today),
        energiaTotalKwh: kwh(r.lifetime),
      });
    }
    return usinas;
  }

  /**
   * No system-level "current power": the last point of each ECU's curve for today, when recent.
   * An ECU off the network (light 3) or never reported (4) has none, and costs no call.
   */
  private async potenciaAtual(sid: string, det: Detalhes): Promise<number | null> {
    if (det.luz === 3 || det.luz === 4) return null;
    const agora = relogioNoFuso(this.agora().getTime(), det.fuso);
    let soma = 0;
    let algum = false;
    for (const eid of det.ecus) {
      const ultimo = (await this.curvaDaEcu(sid, eid, agora.data)).at(-1);
      if (ultimo && fresco(ultimo.minutos, agora.minutos)) {
        soma += ultimo.w;
        algum = true;
      }
    }
    return algum ? soma : null;
  }

  private async curvaDaEcu(sid: string, eid: string, data: string): Promise<Ponto[]> {
    const rotulo = 'devices/ecu/energy';
    const d = (await this.chamar(sid, `/systems/${enc(sid)}/devices/ecu/energy/${enc(eid)}`, rotulo, {
      energy_level: 'minutely',
      date_range: data,
    })) as { time?: unknown; power?: unknown } | null;
    if (d === null) return [];
    if (typeof d !== 'object' || !Array.isArray(d.time) || !Array.isArray(d.power))
      throw protocoloMudou(NOME, `curva sem time[] e power[] em ${rotulo}`);
    const potencias = d.power as unknown[];
    const pontos: Ponto[] = [];
    (d.time as unknown[]).forEach((t, i) => {
      const h = horaDe(t);
      if (!h) throw protocoloMudou(NOME, `ponto da curva sem hora HH:mm em ${rotulo}`);
      const w = numeroComUnidade(potencias[i], 'w');
      // A point without a reading is left out, never shown as zero.
      if (w !== null) pontos.push({ ...h, w: Math.max(0, w) });
    });
    return pontos.sort((a, b) => a.minutos - b.minutos);
  }

  async listarInversores(usinaId: string): Promise<InversorPortal[]> {
    const det = await this.detalhesDe(usinaId);
    const rotulo = 'systems/inverters';
    const lista = await this.chamar(usinaId, `/systems/inverters/${enc(usinaId)}`, rotulo);
    if (lista === null) return [];
    if (!Array.isArray(lista)) throw protocoloMudou(NOME, `lista de ECUs sem array em ${rotulo}`);
    const agora = relogioNoFuso(this.agora().getTime(), det.fuso);
    const inversores: InversorPortal[] = [];
    for (const ecu of lista as Array<Record<string, unknown>>) {
      const eid = ecuDe(ecu?.eid);
      const micros = ecu?.inverter ?? [];
      if (!eid || !Array.isArray(micros))
        throw protocoloMudou(NOME, `ECU sem eid ou inverter[] em ${rotulo}`);
      if (micros.length === 0) continue;
      // One call for every micro of the ECU; none when the ECU is off the network or never reported.
      const leitura =
        det.luz === 3 || det.luz === 4 ? null : await this.potenciaDosMicros(usinaId, eid, agora);
      for (const m of micros as Array<Record<string, unknown>>) {
        const uid = String(m?.uid ?? '');
        if (!uid) throw protocoloMudou(NOME, `microinversor sem uid em ${rotulo}`);
        const modelo = m?.type === undefined || m?.type === null ? '' : String(m.type);
        const status = statusDoMicro(det.luz, uid, leitura);
        inversores.push({
          serial: uid,
          nome: modelo || uid,
          tipo: modelo || 'microinversor',
          // The cloud does not tell a micro's rated power; the model name is not enough to be sure.
          capacidadeKwp: null,
          potenciaAtualW: status === 'online' && leitura?.fresca ? (leitura.w.get(uid) ?? null) : null,
          energiaTotalKwh: null,
          status,
        });
      }
    }
    return inversores;
  }

  /**
   * Today's power of every micro under one ECU (batch call, `energy_level=power`): per micro, the
   * last value of each channel summed, and which micros reported at all today.
   */
  private async potenciaDosMicros(
    sid: string,
    eid: string,
    agora: { data: string; minutos: number },
  ): Promise<{ w: Map<string, number>; presentes: Set<string>; fresca: boolean }> {
    const rotulo = 'devices/inverter/batch/energy';
    const d = (await this.chamar(
      sid,
      `/systems/${enc(sid)}/devices/inverter/batch/energy/${enc(eid)}`,
      rotulo,
      { energy_level: 'power', date_range: agora.data },
    )) as { time?: unknown; power?: unknown } | null;
    const w = new Map<string, number>();
    const presentes = new Set<string>();
    if (d === null) return { w, presentes, fresca: false };
    if (typeof d !== 'object' || !Array.isArray(d.time) || !d.power || typeof d.power !== 'object')
      throw protocoloMudou(NOME, `potência dos micros sem time[] e power{} em ${rotulo}`);
    const ultima = horaDe((d.time as unknown[]).at(-1));
    for (const [chave, valores] of Object.entries(d.power as Record<string, unknown>)) {
      const corte = chave.lastIndexOf('-');
      if (corte <= 0 || !Array.isArray(valores))
        throw protocoloMudou(NOME, `canal "${chave}" fora do formato uid-canal em ${rotulo}`);
      const uid = chave.slice(0, corte);
      presentes.add(uid);
      const v = numeroComUnidade(valores.at(-1), 'w');
      if (v !== null) w.set(uid, (w.get(uid) ?? 0) + Math.max(0, v));
    }
    return { w, presentes, fresca: ultima !== null && fresco(ultima.minutos, agora.minutos) };
  }

  async energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    if (!/^\d{4}-\d{2}$/.test(mes)) return [];
    // The zone of details already read; a month backfill does not pay a call for it.
    const fuso = this.detalhes.get(usinaId)?.fuso ?? FUSO_PADRAO;
    const hoje = relogioNoFuso(this.agora().getTime(), fuso).data;
    // A month after the current one is rejected by the cloud: not asked.
    if (mes > hoje.slice(0, 7)) return [];
    const rotulo = 'systems/energy';
    const d = await this.chamar(usinaId, `/systems/energy/${enc(usinaId)}`, rotulo, {
      energy_level: 'daily',
      date_range: mes,
    });
    if (d === null) return [];
    if (!Array.isArray(d)) throw protocoloMudou(NOME, `energia diária sem lista em ${rotulo}`);
    const [ano, m] = mes.split('-').map(Number) as [number, number];
    const diasNoMes = new Date(Date.UTC(ano, m, 0)).getUTCDate();
    const dias: EnergiaDia[] = [];
    // Positional: index 0 is day 1. Days after today come as zeros and are not real readings.
    for (let i = 0; i < Math.min(d.length, diasNoMes); i++) {
      const data = `${mes}-${String(i + 1).padStart(2, '0')}`;
      if (data > hoje) break;
      const energiaKwh = kwh(d[i]);
      if (energiaKwh !== null) dias.push({ data, energiaKwh });
    }
    return dias;
  }

  async curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const det = await this.detalhesDe(usinaId);
    // A day after today is rejected by the cloud: not asked.
    if (data > relogioNoFuso(this.agora().getTime(), det.fuso).data) return [];
    const curvas: Ponto[][] = [];
    for (const eid of det.ecus) curvas.push(await this.curvaDaEcu(usinaId, eid, data));
    if (curvas.length === 1) return (curvas[0] ?? []).map((p) => ({ hora: p.hora, potenciaW: p.w }));
    // Several ECUs report at their own minutes: summed in 5-minute slots, each ECU's last reading.
    const fatias = new Map<number, Map<number, number>>();
    curvas.forEach((curva, n) => {
      for (const p of curva) {
        const fatia = Math.floor(p.minutos / 5) * 5;
        const porEcu = fatias.get(fatia) ?? new Map<number, number>();
        porEcu.set(n, p.w);
        fatias.set(fatia, porEcu);
      }
    });
    return [...fatias.entries()]
      .sort(([a], [b]) => a - b)
      .map(([min, porEcu]) => ({
        hora: `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`,
        potenciaW: [...porEcu.values()].reduce((a, b) => a + b, 0),
      }));
  }
}
