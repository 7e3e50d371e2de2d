import { createHash, createHmac } from 'node:crypto';
import { buscarNoPortal, protocoloMudou } from '../http.ts';
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

// SolisCloud Platform API v2 (reference/inverter-portals.md §8): no password flow for monitoring
// data, an API ID and secret the owner enables at soliscloud.com (carried here as login and
// password). Every request is a signed POST: Content-MD5 of the exact body, RFC 1123 Date within
// 15 minutes of the server's clock, HMAC-SHA1 over method, MD5, type, date and path.

const TIPO = 'application/json';
const NOME = 'SolisCloud';

export function md5Base64(corpo: string): string {
  return createHash('md5').update(corpo, 'utf8').digest('base64');
}

export function assinaturaSolis(segredo: string, md5: string, data: string, caminho: string): string {
  return createHmac('sha1', segredo)
    .update(`POST\n${md5}\n${TIPO}\n${data}\n${caminho}`, 'utf8')
    .digest('base64');
}

/** Inverter state: 1 online, 2 offline, 3 alarm (still producing: Irradia's own rules judge it). */
function statusSolis(d: { state?: unknown }): StatusInversor {
  return String(d.state) === '2' ? 'offline' : 'online';
}

/**
 * The scale a figure's `<campo>Pec` gives to reach the unit of `<campo>Str`: the value times Pec is
 * in that unit. The real stationDetail sends Pec "1" with values already in their unit; the vendor's
 * stationDay example sends `power 77.000`, `powerStr "kW"`, `powerPec "0.001"`, that is 77 W
 * (reference/inverter-portals-verified.md §8). Absent: 1. Undefined when the text is not a scale.
 */
function escala(d: Record<string, unknown>, campo: string): number | undefined {
  const pec = d[`${campo}Pec`];
  if (pec === undefined || pec === null || pec === '') return 1;
  const n = Number(pec);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Figures come as a number plus a unit field (`pac` + `pacStr`), scaled by `pacPec` when sent. */
const valor = (d: Record<string, unknown>, campo: string, padrao: 'w' | 'kwh') => {
  const n = d[campo];
  if (n === undefined || n === null || n === '') return null;
  const fator = escala(d, campo);
  const bruto = numeroComUnidade(`${n} ${String(d[`${campo}Str`] ?? '')}`.trim(), padrao);
  if (bruto === null || fator === undefined) return null;
  return bruto * fator;
};

/**
 * One point of stationDay in W. Its unit is `powerStr`, its scale `powerPec`; with neither the
 * value could be W or kW, so nothing is guessed: the shape is reported as unknown.
 */
function potenciaDoPonto(p: Record<string, unknown>): number | null {
  if (p.power === undefined || p.power === null || p.power === '') return null;
  const unidade = String(p.powerStr ?? '').trim();
  if (!unidade) throw protocoloMudou(NOME, 'ponto da curva sem powerStr em /v1/api/stationDay');
  if (escala(p, 'power') === undefined)
    throw protocoloMudou(NOME, `powerPec "${String(p.powerPec)}" sem sentido em /v1/api/stationDay`);
  const w = valor(p, 'power', 'w');
  if (w === null) throw protocoloMudou(NOME, `unidade "${unidade}" desconhecida em /v1/api/stationDay`);
  // Rounded to a milliwatt: 77.000 × 0.001 kW is 77 W, not 77.00000000000001.
  return Math.round(w * 1000) / 1000;
}

export interface OpcoesSolis extends OpcoesCliente {
  agora?: () => Date;
}

type Envelope = { success?: unknown; code?: unknown; msg?: unknown; data?: unknown };

export class ClienteSolis implements ClientePortal {
  readonly fabricante = 'solis' as const;

  constructor(private readonly o: OpcoesSolis) {}

  /** One signed call; the cloud's "too many requests" is waited out (comRecuo). */
  private chamar(caminho: string, campos: Record<string, unknown>): Promise<unknown> {
    return comRecuo(() => this.chamarUmaVez(caminho, campos), this.o.esperaLimiteMs);
  }

  private async chamarUmaVez(caminho: string, campos: Record<string, unknown>): Promise<unknown> {
    const corpo = JSON.stringify(campos);
    const md5 = md5Base64(corpo);
    const data = (this.o.agora?.() ?? new Date()).toUTCString();
    const res = await buscarNoPortal(this.o, 'SolisCloud', new URL(caminho, this.o.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': TIPO,
        'Content-MD5': md5,
        Date: data,
        Authorization: `API ${this.o.credenciais.login}:${assinaturaSolis(this.o.credenciais.senha, md5, data, caminho)}`,
      },
      body: corpo,
    });
    if (res.status === 408)
      throw new ErroPortal('protocolo', 'SolisCloud recusou o horário do pedido (relógio do servidor)');
    let r: Envelope;
    try {
      r = (await res.json()) as Envelope;
    } catch {
      throw protocoloMudou(NOME, `resposta que não é JSON em ${caminho}`);
    }
    const codigo = String(r.code ?? '');
    // R0000 no authority (wrong API ID or secret), I0012 incorrect account or password, B0011 no such user.
    if (['R0000', 'I0012', 'B0011'].includes(codigo))
      throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
    if (codigo !== '0')
      throw new ErroPortal('protocolo', `SolisCloud recusou a chamada (${codigo}: ${String(r.msg ?? '')})`);
    return r.data;
  }

  /** Keys are checked with the cheapest signed call (there is no session to open). */
  async entrar(): Promise<void> {
    await this.chamar('/v1/api/userStationList', { pageNo: 1, pageSize: 1 });
  }

  private async paginas(caminho: string, campos: Record<string, unknown>) {
    const todas: Array<Record<string, unknown>> = [];
    for (let pagina = 1; pagina <= 100; pagina++) {
      const d = (await this.chamar(caminho, { ...campos, pageNo: pagina, pageSize: 100 })) as {
        page?: { records?: unknown; pages?: unknown };
      } | null;
      const registros = d?.page?.records;
      if (!Array.isArray(registros)) throw protocoloMudou(NOME, `lista sem page.records em ${caminho}`);
      todas.push(...(registros as Array<Record<string, unknown>>));
      if (pagina >= Number(d?.page?.pages ?? 1)) break;
    }
    return todas;
  }

  async listarUsinas(): Promise<UsinaPortal[]> {
    return (await this.paginas('/v1/api/userStationList', {})).map((s) => {
      // Capacity comes in kWp/MWp: the "p" (peak) does not change the scale.
      const kw = valor(
        { ...s, capacityStr: String(s.capacityStr ?? 'kW').replace(/p$/i, '') },
        'capacity',
        'w',
      );
      return {
        // Ids exceed JavaScript's safe integers: kept as the strings the API sends.
        id: String(s.id),
        nome: String(s.stationName ?? s.id),
        potenciaKwp: kw === null ? null : kw / 1000,
        potenciaAtualW: valor(s, 'power', 'w'),
        energiaHojeKwh: valor(s, 'dayEnergy', 'kwh'),
        energiaTotalKwh: valor(s, 'allEnergy', 'kwh'),
      };
    });
  }

  async listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return (await this.paginas('/v1/api/inverterList', { stationId: usinaId })).map((i) => {
      const nominal = valor(i, 'power', 'w');
      return {
        serial: String(i.sn),
        nome: String(i.productModel ?? i.model ?? i.sn),
        tipo: 'inverter',
        capacidadeKwp: nominal === null ? null : nominal / 1000,
        potenciaAtualW: valor(i, 'pac', 'w'),
        energiaTotalKwh: valor(i, 'etotal', 'kwh'),
        status: statusSolis(i),
      };
    });
  }

  async energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    const d = await this.chamar('/v1/api/stationMonth', {
      id: usinaId,
      money: 'BRL',
      month: mes,
      timeZone: -3,
    });
    if (!Array.isArray(d)) throw protocoloMudou(NOME, 'histórico sem lista em /v1/api/stationMonth');
    return (d as Array<Record<string, unknown>>)
      .map((x) => ({ data: String(x.dateStr), energiaKwh: valor(x, 'energy', 'kwh') ?? 0 }))
      .sort((a, b) => a.data.localeCompare(b.data));
  }

  async curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const d = await this.chamar('/v1/api/stationDay', {
      id: usinaId,
      money: 'BRL',
      time: data,
      timeZone: -3,
    });
    if (!Array.isArray(d)) throw protocoloMudou(NOME, 'curva sem lista em /v1/api/stationDay');
    const pontos: PontoCurva[] = [];
    for (const p of d as Array<Record<string, unknown>>) {
      const hora = /^(\d{2}:\d{2})/.exec(String(p?.timeStr ?? ''))?.[1];
      if (!hora) throw protocoloMudou(NOME, 'ponto da curva sem timeStr HH:mm em /v1/api/stationDay');
      const potenciaW = potenciaDoPonto(p);
      // A point without a reading is left out, never shown as zero.
      if (potenciaW !== null) pontos.push({ hora, potenciaW: Math.max(0, potenciaW) });
    }
    return pontos;
  }
}
