import { createHash } from 'node:crypto';
import {
  type ClientePortal,
  comRecuo,
  type EnergiaDia,
  ErroPortal,
  type InversorPortal,
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

export type OpcoesFoxess = OpcoesCliente;

type Dispositivo = { deviceSN: string; stationID: string; deviceType?: string; status?: unknown };

export class ClienteFoxess implements ClientePortal {
  readonly fabricante = 'foxess' as const;
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
    let res: Response;
    try {
      res = await (this.o.fetch ?? fetch)(url, {
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
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
      });
    } catch (err) {
      const e = err as Error;
      throw new ErroPortal(
        'inacessivel',
        `FoxESS Cloud não respondeu (${e.name === 'TimeoutError' ? 'tempo esgotado' : e.message})`,
      );
    }
    if (res.status >= 500) throw new ErroPortal('inacessivel', `FoxESS Cloud respondeu ${res.status}`);
    let r: { errno?: unknown; msg?: unknown; result?: unknown };
    try {
      r = (await res.json()) as typeof r;
    } catch {
      throw new ErroPortal('protocolo', 'Resposta do FoxESS Cloud em formato inesperado');
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
      if (!Array.isArray(r?.data))
        throw new ErroPortal('protocolo', 'Lista do FoxESS Cloud em formato inesperado');
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

  async curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const inicio = Date.parse(`${data}T00:00:00-03:00`);
    const porHora = new Map<string, number>();
    for (const d of (await this.dispositivos()).filter((x) => x.stationID === usinaId)) {
      const r = (await this.chamar('POST', '/op/v0/device/history/query', {
        sn: d.deviceSN,
        variables: ['pvPower'],
        begin: inicio,
        end: inicio + 86_400_000 - 1,
      })) as Array<{
        datas?: Array<{ variable: string; unit?: string; data?: Array<{ time: string; value: unknown }> }>;
      }>;
      const serie = r?.[0]?.datas?.find((x) => x.variable === 'pvPower');
      const fator = serie?.unit?.toLowerCase() === 'w' ? 1 : 1000;
      for (const p of serie?.data ?? []) {
        const hora = p.time.slice(11, 16);
        porHora.set(hora, (porHora.get(hora) ?? 0) + Number(p.value) * fator);
      }
    }
    return [...porHora.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([hora, potenciaW]) => ({ hora, potenciaW }));
  }
}
