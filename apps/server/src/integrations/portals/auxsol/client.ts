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

// AUXSOL Cloud web API with the portal login and password (reference/inverter-portals.md §5):
// Bearer token valid 12 h, reused until the server says it expired (HTTP 401 or the message
// "登录状态已过期"), then one new login. Success is the code "AWX-0000"; figures are kW / kWh.
// The cloud keeps no daily series that could be confirmed: history starts with Irradia's polls.

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

export type OpcoesAuxsol = OpcoesCliente;

export class ClienteAuxsol implements ClientePortal {
  readonly fabricante = 'auxsol' as const;
  private token: string | null = null;
  logins = 0;

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
      throw new ErroPortal('protocolo', 'Resposta da AUXSOL em formato inesperado');
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
        if (!Array.isArray(d?.rows))
          throw new ErroPortal('protocolo', 'Lista de usinas da AUXSOL em formato inesperado');
        todas.push(...(d.rows as Array<Record<string, unknown>>));
        if (todas.length >= Number(d.total ?? 0) || d.rows.length < 100) break;
      }
      return todas.map((p) => ({
        id: String(p.plantId),
        nome: String(p.plantName ?? p.plantId),
        potenciaKwp: num(p.capacity),
        potenciaAtualW: kw(p.currentPower),
        energiaHojeKwh: kwh(p.todayYield),
        energiaTotalKwh: kwh(p.totalYield),
      }));
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const d = await this.chamar(
        'GET',
        `/archive/inverter/getInverterByPlant/${encodeURIComponent(usinaId)}`,
      );
      if (!Array.isArray(d))
        throw new ErroPortal('protocolo', 'Lista de inversores da AUXSOL em formato inesperado');
      return (d as Array<Record<string, unknown>>).map((i) => ({
        serial: String(i.sn),
        nome: String(i.model ?? i.sn),
        tipo: 'inverter',
        capacidadeKwp: num(i.ratePower),
        potenciaAtualW: kw(i.currentPower),
        energiaTotalKwh: kwh(i.totalEnergy),
        status: statusAuxsol(i),
      }));
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
