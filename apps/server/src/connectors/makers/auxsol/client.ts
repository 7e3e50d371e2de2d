import { protocoloMudou } from '../http.ts';
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

// AUXSOL Cloud web API with the portal login and password (reference/inverter-portals.md §5; the
// field names the verified page §5 doubts are read in both forms, see `energiaAuxsol`):
// Bearer token valid 12 h, reused until the server says it expired (HTTP 401 or the message
// "登录状态已过期"), then one new login. Success is the code "AWX-0000"; figures are kW / kWh.
// The cloud keeps no daily series that could be confirmed: history starts with Irradia's polls.

const NOME = 'AUXSOL';
const OK = 'AWX-0000';
const EXPIROU = '登录状态已过期';

/** "01" normal, "02" standby (night: still online), "03" fault/off. */
function statusAuxsol(d: { status?: unknown }): StatusInversor {
  return String(d.status) === '03' ? 'erro' : 'online';
}

const kw = (v: unknown) => {
  const n = numeroComUnidade(v, 'w');
  return n === null ? null : n * 1000;
};
/** Plain numbers: kWh for energy, kWp for capacity. */
const num = (v: unknown) => numeroComUnidade(v, 'kwh');
const kwh = num;

type Registro = Record<string, unknown>;
const tem = (o: Registro, chave: string) => Object.hasOwn(o, chave);
const objeto = (v: unknown): v is Registro => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Live figures of a plant or inverter row in either form (verified page §5): flat (`currentPower`,
 * `todayYield`/`totalYield` or `totalEnergy`), as the client was written, or under
 * `energyData.{power, y, yt}`, as every captured AUXSOL record carries them. A row with neither
 * is a shape nobody has seen.
 */
function energiaAuxsol(
  linha: Registro,
  planos: { hoje: string; total: string },
  chamada: string,
): {
  forma: 'energyData' | 'plana';
  potenciaW: number | null;
  hojeKwh: number | null;
  totalKwh: number | null;
} {
  const e = linha.energyData;
  if (objeto(e))
    return { forma: 'energyData', potenciaW: kw(e.power), hojeKwh: kwh(e.y), totalKwh: kwh(e.yt) };
  if (tem(linha, 'currentPower') || tem(linha, planos.total))
    return {
      forma: 'plana',
      potenciaW: kw(linha.currentPower),
      hojeKwh: kwh(linha[planos.hoje]),
      totalKwh: kwh(linha[planos.total]),
    };
  throw protocoloMudou(NOME, `${chamada} sem energyData nem currentPower`);
}

/**
 * Rated power (kW) from `ratedPower` (the captured spelling) or `ratePower` (the client's first
 * guess). The unit is not in any capture: a value of 1000 or more can only be W (no string
 * inverter reaches a MW), below that it is kW.
 */
function nominalAuxsol(i: Registro): { forma: 'ratedPower' | 'ratePower'; kwp: number | null } {
  const forma = tem(i, 'ratedPower') ? 'ratedPower' : tem(i, 'ratePower') ? 'ratePower' : null;
  if (!forma) throw protocoloMudou(NOME, 'getInverterByPlant sem ratedPower nem ratePower');
  const n = num(i[forma]);
  return { forma, kwp: n === null ? null : n >= 1000 ? n / 1000 : n };
}

export type OpcoesAuxsol = OpcoesCliente;

export class ClienteAuxsol implements ClientePortal {
  readonly fabricante = 'auxsol' as const;
  private token: string | null = null;
  logins = 0;
  /**
   * Which form of each uncertain field the cloud last sent (issue 19: no capture of these calls),
   * e.g. `{ 'getInverterByPlant.nominal': 'ratedPower', 'getInverterByPlant.energia': 'energyData' }`.
   * A real account's answer settles which one is real.
   */
  readonly formas: Record<string, string> = {};

  constructor(private readonly o: OpcoesAuxsol) {}

  private async chamar(metodo: 'GET' | 'POST', caminho: string, corpo?: object): Promise<unknown> {
    let res: Response;
    try {
      res = await (this.o.fetch ?? fetch)(
        new URL(
          caminho.replace(/^\//, ''),
          this.o.baseUrl.endsWith('/') ? this.o.baseUrl : `${this.o.baseUrl}/`,
        ),
        {
          method: metodo,
          headers: {
            'Content-Type': 'application/json;charset=utf-8',
            'User-Agent': 'Mozilla/5.0 (Irradia; monitoramento solar)',
            ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
          },
          body: corpo ? JSON.stringify(corpo) : undefined,
          signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
        },
      );
    } catch (err) {
      const e = err as Error;
      throw new ErroPortal(
        'inacessivel',
        `AUXSOL Cloud não respondeu (${e.name === 'TimeoutError' ? 'tempo esgotado' : e.message})`,
      );
    }
    if (res.status === 401) throw new ErroPortal('sessao_expirada', 'Sessão da AUXSOL expirada');
    if (res.status === 429) throw new ErroPortal('limite', 'AUXSOL limitou as chamadas');
    if (res.status >= 500) throw new ErroPortal('inacessivel', `AUXSOL Cloud respondeu ${res.status}`);
    let r: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      r = (await res.json()) as typeof r;
    } catch {
      throw protocoloMudou(NOME, `${caminho.split('?')[0]}: resposta que não é JSON`);
    }
    if (r.code === OK) return r.data;
    if (String(r.msg ?? '').includes(EXPIROU))
      throw new ErroPortal('sessao_expirada', 'Sessão da AUXSOL expirada');
    throw new ErroPortal('protocolo', `AUXSOL recusou a chamada (${String(r.code)}: ${String(r.msg ?? '')})`);
  }

  async entrar(): Promise<void> {
    this.token = null;
    this.logins++;
    let d: unknown;
    try {
      d = await this.chamar('POST', '/auth/login', {
        account: this.o.credenciais.login,
        password: this.o.credenciais.senha,
        lang: 'en-US',
      });
    } catch (err) {
      // Any refusal of the login itself is the account or password (only "not AWX-0000" is known).
      if (err instanceof ErroPortal && err.tipo === 'protocolo')
        throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
      throw err;
    }
    const token = typeof d === 'string' ? d : (d as { access_token?: unknown } | null)?.access_token;
    if (!token) throw new ErroPortal('protocolo', 'Login da AUXSOL sem token');
    this.token = String(token);
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.token !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      const todas: Array<Record<string, unknown>> = [];
      for (let pagina = 1; pagina <= 100; pagina++) {
        const d = (await this.chamar(
          'GET',
          `/archive/plant/list?status=&plantType=&pageSize=100&pageNum=${pagina}`,
        )) as {
          rows?: unknown;
          total?: unknown;
        } | null;
        if (!Array.isArray(d?.rows)) throw protocoloMudou(NOME, 'archive/plant/list sem rows[]');
        todas.push(...(d.rows as Array<Record<string, unknown>>));
        if (todas.length >= Number(d.total ?? 0) || d.rows.length < 100) break;
      }
      return todas.map((p) => {
        if (p.plantId === undefined || p.plantId === null)
          throw protocoloMudou(NOME, 'archive/plant/list sem plantId');
        const e = energiaAuxsol(p, { hoje: 'todayYield', total: 'totalYield' }, 'archive/plant/list');
        this.formas['plant/list.energia'] = e.forma;
        return {
          id: String(p.plantId),
          nome: String(p.plantName ?? p.plantId),
          potenciaKwp: num(p.capacity),
          potenciaAtualW: e.potenciaW,
          energiaHojeKwh: e.hojeKwh,
          energiaTotalKwh: e.totalKwh,
        };
      });
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const d = await this.chamar(
        'GET',
        `/archive/inverter/getInverterByPlant/${encodeURIComponent(usinaId)}`,
      );
      if (!Array.isArray(d)) throw protocoloMudou(NOME, 'getInverterByPlant sem lista em data');
      return (d as Registro[]).map((i) => {
        if (!objeto(i) || i.sn === undefined || i.sn === null)
          throw protocoloMudou(NOME, 'getInverterByPlant sem sn');
        const nominal = nominalAuxsol(i);
        const e = energiaAuxsol(i, { hoje: 'todayEnergy', total: 'totalEnergy' }, 'getInverterByPlant');
        this.formas['getInverterByPlant.nominal'] = nominal.forma;
        this.formas['getInverterByPlant.energia'] = e.forma;
        return {
          serial: String(i.sn),
          nome: String(i.model ?? i.sn),
          tipo: 'inverter',
          capacidadeKwp: nominal.kwp,
          potenciaAtualW: e.potenciaW,
          energiaTotalKwh: e.totalKwh,
          status: statusAuxsol(i),
        };
      });
    });
  }

  /** No daily series the cloud keeps could be confirmed: nothing to backfill. */
  async energiaDoMes(): Promise<EnergiaDia[]> {
    return [];
  }

  /** No intraday history either: the day curve comes from Irradia's own readings. */
  async curvaDoDia(): Promise<PontoCurva[]> {
    return [];
  }
}
