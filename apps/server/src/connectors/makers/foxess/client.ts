import { createHash } from 'node:crypto';
import { fusoValido } from '@irradia/shared/format/data';
import { instanteNoFuso, meiaNoiteNoFuso, relogioNoFuso } from '../fuso.ts';
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

// FoxESS Cloud Open API (reference/inverter-portals.md §9): the password API closed to third
// parties in February 2024, so the account's password carries the owner's personal API key. Every
// request sends `token`, `timestamp` and `signature = md5(path + "\r\n" + token + "\r\n" + ts)`,
// where "\r\n" are the four literal characters the working clients use (errno 40256 otherwise).

export function assinaturaFoxess(caminho: string, token: string, timestamp: string): string {
  return createHash('md5').update(`${caminho}\\r\\n${token}\\r\\n${timestamp}`, 'utf8').digest('hex');
}

/** Device status: 1 normal, 2 fault/alarm, 3 offline. */
function statusFoxess(d: { status?: unknown }): StatusInversor {
  const s = String(d.status);
  if (s === '3') return 'offline';
  if (s === '2') return 'erro';
  return 'online';
}

/** Rated power is only in the model code: "H1-5.0-E" is 5.0 kW; F1/S1 codes carry watts ("F1-3000"). */
export function kwDoModelo(modelo: string): number | null {
  const m = /-(\d+(?:\.\d+)?)/.exec(modelo);
  if (!m?.[1]) return null;
  const n = Number(m[1]);
  return n >= 100 ? n / 1000 : n;
}

/** Report values sometimes arrive corrupted as huge numbers; no inverter makes a GWh a day. */
const saneado = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n < 100_000 ? n : 0;
};

const NOME = 'FoxESS Cloud';
/** The plant's zone when the plant list has not told it (`ianaTimezone`): Irradia's plants are Brazilian. */
const FUSO_PADRAO = 'America/Sao_Paulo';
const PASSO_MIN = 5;
/** Samples further apart than this are a gap in the inverter's data, not bridged by the grid. */
const LACUNA_MIN = 10;

const HORARIO =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?\s*([A-Za-z]{1,6})?\s*(?:([+-])(\d{2}):?(\d{2}))?$/;

/**
 * Instant (epoch ms) of a `history/query` sample time. The cloud writes the local wall clock with
 * the zone after it ("2024-02-27 09:48:36 CET+0100", capture 2024): the numeric offset decides.
 * An abbreviation alone is ambiguous (CST is three zones) and is read in the plant's zone; a time
 * that is not a date and hour is null.
 */
export function instanteFoxess(texto: string, fusoDaUsina: string): number | null {
  const m = HORARIO.exec(texto.trim());
  if (!m) return null;
  const parede = Date.parse(`${m[1]}T${m[2]}${m[3] ?? ':00'}Z`);
  if (Number.isNaN(parede)) return null;
  if (m[5]) return parede - (m[5] === '-' ? -1 : 1) * (Number(m[6]) * 60 + Number(m[7])) * 60_000;
  if (m[4] && /^(utc|gmt|z)$/i.test(m[4])) return parede;
  return instanteNoFuso(parede, fusoDaUsina);
}

type Amostra = { instante: number; w: number };

/** One inverter's `pvPower` samples from a `history/query` result, in W; a shape it does not know fails. */
function amostrasDoHistorico(r: unknown, fuso: string): Amostra[] {
  if (!Array.isArray(r)) throw protocoloMudou(NOME, 'history/query sem lista em result');
  if (r.length === 0) return [];
  const datas = (r[0] as { datas?: unknown } | null)?.datas;
  if (!Array.isArray(datas)) throw protocoloMudou(NOME, 'history/query sem datas[]');
  const serie = (datas as Array<{ variable?: unknown; unit?: unknown; data?: unknown }>).find(
    (x) => x?.variable === 'pvPower',
  );
  if (!serie || !Array.isArray(serie.data)) throw protocoloMudou(NOME, 'history/query sem a série pvPower');
  const fator = numeroComUnidade(`1 ${String(serie.unit ?? 'kW')}`, 'w');
  if (fator === null) throw protocoloMudou(NOME, `history/query com pvPower em ${String(serie.unit)}`);
  const amostras: Amostra[] = [];
  for (const p of serie.data as Array<{ time?: unknown; value?: unknown }>) {
    const instante = typeof p?.time === 'string' ? instanteFoxess(p.time, fuso) : null;
    if (instante === null) throw protocoloMudou(NOME, `history/query com horário ${JSON.stringify(p?.time)}`);
    const v = p.value === null || p.value === '' ? Number.NaN : Number(p.value);
    if (Number.isFinite(v)) amostras.push({ instante, w: Math.max(0, v * fator) });
  }
  return amostras.sort((a, b) => a.instante - b.instante);
}

/**
 * One inverter's samples put on the plant's 5-minute grid of `data` (minute of the day → W).
 *
 * Decision: linear interpolation at each mark between the samples either side of it. The cloud
 * samples every ~270 s, so a 5-minute bucket holds one sample or two; interpolating gives every
 * mark one value per inverter measured at the same instant for all of them (a bucket average would
 * mix a sample from the bucket's start with another's from its end), and keeps the curve's shape.
 * Two samples more than 10 minutes apart are a hole in the inverter's data: the marks between them
 * stay empty rather than invented, except those within half a step of a sample, which take it.
 */
function naGrade(amostras: readonly Amostra[], data: string, fuso: string): Map<number, number> {
  // Minutes from `data`'s midnight on the plant's wall clock (the day before is negative).
  const pontos = amostras.map((a) => {
    const r = relogioNoFuso(a.instante, fuso);
    const dias = Math.round(
      (Date.parse(`${r.data}T00:00:00Z`) - Date.parse(`${data}T00:00:00Z`)) / 86_400_000,
    );
    return { t: dias * 1440 + r.minutos, w: a.w };
  });
  const grade = new Map<number, number>();
  let i = 0;
  for (let marca = 0; marca < 1440; marca += PASSO_MIN) {
    while (i < pontos.length && (pontos[i] as { t: number }).t < marca) i++;
    const depois = pontos[i];
    const antes = pontos[i - 1];
    let w: number | undefined;
    if (depois && depois.t === marca) w = depois.w;
    else if (antes && depois && depois.t - antes.t <= LACUNA_MIN)
      w = antes.w + ((depois.w - antes.w) * (marca - antes.t)) / (depois.t - antes.t);
    else if (antes && marca - antes.t <= PASSO_MIN / 2) w = antes.w;
    else if (depois && depois.t - marca <= PASSO_MIN / 2) w = depois.w;
    if (w !== undefined) grade.set(marca, w);
  }
  return grade;
}

const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

export type OpcoesFoxess = OpcoesCliente;

type Dispositivo = { deviceSN: string; stationID: string; deviceType?: string; status?: unknown };

export class ClienteFoxess implements ClientePortal {
  readonly fabricante = 'foxess' as const;
  /** Each plant's zone, learnt from the plant list (`ianaTimezone`): the day curve is on its clock. */
  private readonly fusos = new Map<string, string>();
  constructor(private readonly o: OpcoesFoxess) {}

  /** One signed call; the cloud's "too many requests" (errno 40400) is waited out (comRecuo). */
  private chamar(metodo: 'GET' | 'POST', caminho: string, corpo?: object, query?: Record<string, string>) {
    return comRecuo(() => this.chamarUmaVez(metodo, caminho, corpo, query), this.o.esperaLimiteMs);
  }

  private async chamarUmaVez(
    metodo: 'GET' | 'POST',
    caminho: string,
    corpo?: object,
    query?: Record<string, string>,
  ) {
    const ts = String(Date.now());
    const url = new URL(caminho, this.o.baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    const token = this.o.credenciais.senha;
    const res = await buscarNoPortal(this.o, 'FoxESS Cloud', url, {
      method: metodo,
      headers: {
        token,
        timestamp: ts,
        signature: assinaturaFoxess(caminho, token, ts),
        lang: 'en',
        'Content-Type': 'application/json',
        'User-Agent': 'Irradia/1.0 (monitoramento solar)',
      },
      body: corpo ? JSON.stringify(corpo) : undefined,
    });
    let r: { errno?: unknown; msg?: unknown; result?: unknown };
    try {
      r = (await res.json()) as typeof r;
    } catch {
      throw protocoloMudou(NOME, `${caminho}: resposta que não é JSON`);
    }
    const errno = Number(r.errno);
    if (errno === 0) return r.result;
    if ([41807, 41808, 41809].includes(errno))
      throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
    if (errno === 40400) throw new ErroPortal('limite', 'FoxESS Cloud limitou as chamadas');
    throw new ErroPortal('protocolo', `FoxESS Cloud recusou a chamada (${errno}: ${String(r.msg ?? '')})`);
  }

  private async paginas(caminho: string) {
    const todas: Array<Record<string, unknown>> = [];
    for (let pagina = 1; pagina <= 100; pagina++) {
      const r = (await this.chamar('POST', caminho, { currentPage: pagina, pageSize: 100 })) as {
        total?: unknown;
        data?: unknown;
      } | null;
      if (!Array.isArray(r?.data)) throw protocoloMudou(NOME, `${caminho} sem data[]`);
      todas.push(...(r.data as Array<Record<string, unknown>>));
      if (todas.length >= Number(r.total ?? 0) || r.data.length < 100) break;
    }
    return todas;
  }

  private dispositivos = async () => (await this.paginas('/op/v0/device/list')) as unknown as Dispositivo[];

  private async geracao(sn: string) {
    const r = (await this.chamar('GET', '/op/v0/device/generation', undefined, { sn })) as Record<
      string,
      unknown
    > | null;
    // "today" is missing at night: 0.
    return { hoje: saneado(r?.today ?? 0), total: saneado(r?.cumulative ?? 0) };
  }

  private async potencias(sns: string[]) {
    const mapa = new Map<string, number>();
    for (let i = 0; i < sns.length; i += 50) {
      const r = (await this.chamar('POST', '/op/v1/device/real/query', {
        sns: sns.slice(i, i + 50),
        variables: ['pvPower'],
      })) as Array<{
        deviceSN: string;
        datas?: Array<{ variable: string; value: unknown; unit?: string }>;
      }>;
      for (const d of r ?? []) {
        const pv = d.datas?.find((x) => x.variable === 'pvPower');
        if (pv) mapa.set(d.deviceSN, Number(pv.value) * (pv.unit?.toLowerCase() === 'w' ? 1 : 1000));
      }
    }
    return mapa;
  }

  /** The key is checked with the plant list (there is no session). */
  async entrar(): Promise<void> {
    await this.chamar('POST', '/op/v0/plant/list', { currentPage: 1, pageSize: 1 });
  }

  async listarUsinas(): Promise<UsinaPortal[]> {
    const plantas = await this.paginas('/op/v0/plant/list');
    for (const p of plantas) {
      const fuso = fusoValido(p.ianaTimezone);
      if (fuso) this.fusos.set(String(p.stationID), fuso);
    }
    const devs = await this.dispositivos();
    const pot = await this.potencias(devs.map((d) => d.deviceSN));
    const ger = new Map<string, { hoje: number; total: number }>();
    for (const d of devs) ger.set(d.deviceSN, await this.geracao(d.deviceSN));
    return plantas.map((p) => {
      const dele = devs.filter((d) => d.stationID === p.stationID);
      const soma = (f: (d: Dispositivo) => number) => dele.reduce((a, d) => a + f(d), 0);
      return {
        id: String(p.stationID),
        nome: String(p.name ?? p.stationID),
        potenciaKwp: dele.length ? soma((d) => kwDoModelo(d.deviceType ?? '') ?? 0) : null,
        potenciaAtualW: dele.length ? soma((d) => pot.get(d.deviceSN) ?? 0) : null,
        energiaHojeKwh: dele.length ? soma((d) => ger.get(d.deviceSN)?.hoje ?? 0) : null,
        energiaTotalKwh: dele.length ? soma((d) => ger.get(d.deviceSN)?.total ?? 0) : null,
      };
    });
  }

  async listarInversores(usinaId: string): Promise<InversorPortal[]> {
    const dele = (await this.dispositivos()).filter((d) => d.stationID === usinaId);
    const pot = await this.potencias(dele.map((d) => d.deviceSN));
    const lista: InversorPortal[] = [];
    for (const d of dele)
      lista.push({
        serial: d.deviceSN,
        nome: d.deviceType ?? d.deviceSN,
        tipo: 'inverter',
        capacidadeKwp: kwDoModelo(d.deviceType ?? ''),
        potenciaAtualW: pot.get(d.deviceSN) ?? null,
        energiaTotalKwh: (await this.geracao(d.deviceSN)).total,
        status: statusFoxess(d),
      });
    return lista;
  }

  async energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    const [ano, m] = mes.split('-').map(Number) as [number, number];
    const porDia = new Map<number, number>();
    for (const d of (await this.dispositivos()).filter((x) => x.stationID === usinaId)) {
      const r = (await this.chamar('POST', '/op/v0/device/report/query', {
        sn: d.deviceSN,
        dimension: 'month',
        year: ano,
        month: m,
        variables: ['generation'],
      })) as Array<{ variable: string; values?: unknown[] }>;
      const valores = r?.find((x) => x.variable === 'generation')?.values ?? [];
      for (const [i, v] of valores.entries()) porDia.set(i + 1, (porDia.get(i + 1) ?? 0) + saneado(v));
    }
    return [...porDia.entries()].map(([dia, kwh]) => ({
      data: `${mes}-${String(dia).padStart(2, '0')}`,
      energiaKwh: kwh,
    }));
  }

  /**
   * The plant's day curve. `history/query` samples each inverter about every 270 s, off the
   * 5-minute grid and at different seconds per inverter (capture 2024: "09:48:36", "09:53:06"…),
   * so summing by identical "HH:MM" gave a zig-zag of single-inverter points. Each inverter's
   * series is first put on the plant's 5-minute grid (`naGrade`), then the marks are summed.
   */
  async curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const fuso = this.fusos.get(usinaId) ?? FUSO_PADRAO;
    const inicio = meiaNoiteNoFuso(data, fuso);
    const soma = new Map<number, number>();
    for (const d of (await this.dispositivos()).filter((x) => x.stationID === usinaId)) {
      const r = await this.chamar('POST', '/op/v0/device/history/query', {
        sn: d.deviceSN,
        variables: ['pvPower'],
        begin: inicio,
        end: inicio + 86_400_000 - 1,
      });
      for (const [marca, w] of naGrade(amostrasDoHistorico(r, fuso), data, fuso))
        soma.set(marca, (soma.get(marca) ?? 0) + w);
    }
    return [...soma.entries()]
      .sort(([a], [b]) => a - b)
      .map(([marca, w]) => ({ hora: hhmm(marca), potenciaW: Math.round(w) }));
  }
}
