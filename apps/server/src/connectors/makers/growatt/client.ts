import { createHash } from 'node:crypto';
import { Cookies } from '../../cookies.ts';
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

// Growatt's legacy mobile ("ShinePhone") API with the portal login and password
// (reference/inverter-portals.md §3, checked against captures in inverter-portals-verified.md §2). The session is a cookie; it is reused until the server
// says it expired, and then renewed once: Growatt locks an account for 24 h after repeated
// logins, so the client never logs in per call.

const NOME = 'Growatt';

/**
 * The day a month-history key stands for, and its form. No capture shows these keys (verified
 * page §2): clients describe "power on each day of the month", and a document of the sibling
 * newPlantDetailAPI shows full dates. A day number ("1", "01") or a full date of the month asked
 * ("2026-06-01", "2026-6-1") are read; any other key is null.
 */
export function diaDaChaveGrowatt(chave: string, mes: string): { dia: number; forma: 'dia' | 'data' } | null {
  const k = chave.trim();
  let dia: number;
  let forma: 'dia' | 'data';
  const data = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(k);
  if (/^\d{1,2}$/.test(k)) {
    dia = Number(k);
    forma = 'dia';
  } else if (data) {
    if (`${data[1]}-${(data[2] ?? '').padStart(2, '0')}` !== mes) return null;
    dia = Number(data[3]);
    forma = 'data';
  } else return null;
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return dia >= 1 && dia <= new Date(Date.UTC(ano, m, 0)).getUTCDate() ? { dia, forma } : null;
}

/** Password transform of newTwoLoginAPI.do: MD5 hex, then '0' → 'c' at every even index. */
export function senhaGrowatt(senha: string): string {
  const md5 = createHash('md5').update(senha, 'utf8').digest('hex');
  return [...md5].map((c, i) => (i % 2 === 0 && c === '0' ? 'c' : c)).join('');
}

/** Device status: `lost` = no communication; deviceStatus -1 offline, 0 standby (night), 1 normal, 3 fault. */
function statusGrowatt(d: { lost?: unknown; deviceStatus?: unknown }): StatusInversor {
  if (d.lost === true || d.lost === 'true') return 'offline';
  const s = String(d.deviceStatus ?? '');
  if (s === '-1') return 'offline';
  if (s === '3') return 'erro';
  return 'online';
}

export interface OpcoesGrowatt extends OpcoesCliente {
  /** Growatt refuses requests without a User-Agent. */
  userAgent?: string;
}

type Back = { back?: Record<string, unknown> } & Record<string, unknown>;

export class ClienteGrowatt implements ClientePortal {
  readonly fabricante = 'growatt' as const;
  private readonly cookies = new Cookies();
  private userId: string | null = null;
  /** How many logins this client made (the lockout guard is tested on it). */
  logins = 0;
  /**
   * Which form an uncertain field last came in (issue 19: no capture of the month history), e.g.
   * `{ 'PlantDetailAPI.type2.chave': 'data' }`. A real account's answer settles which one is real.
   */
  readonly formas: Record<string, string> = {};

  constructor(private readonly o: OpcoesGrowatt) {}

  private url(caminho: string) {
    return new URL(caminho, this.o.baseUrl.endsWith('/') ? this.o.baseUrl : `${this.o.baseUrl}/`);
  }

  private async chamar(caminho: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const url = this.url(caminho);
    const headers: Record<string, string> = {
      'User-Agent': this.o.userAgent ?? 'Irradia/1.0 (monitoramento solar)',
      Accept: 'application/json',
      ...(await this.cookies.cabecalho(url)),
    };
    let body: string | undefined;
    if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    let res: Response;
    try {
      res = await (this.o.fetch ?? fetch)(url, {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new ErroPortal(
        'inacessivel',
        `Growatt não respondeu (${(err as Error).name === 'TimeoutError' ? 'tempo esgotado' : (err as Error).message})`,
      );
    }
    await this.cookies.guardar(url, res);
    // An expired session is answered with a redirect to the login page (or the page itself).
    if (res.status === 302 || res.status === 401)
      throw new ErroPortal('sessao_expirada', 'Sessão do Growatt expirada');
    if (res.status === 429) throw new ErroPortal('limite', 'Growatt limitou as chamadas');
    if (res.status >= 500) throw new ErroPortal('inacessivel', `Growatt respondeu ${res.status}`);
    const texto = await res.text();
    try {
      return JSON.parse(texto) as Back;
    } catch {
      if (/<html/i.test(texto)) throw new ErroPortal('sessao_expirada', 'Sessão do Growatt expirada');
      throw protocoloMudou(NOME, `${caminho.split('?')[0]}: resposta que não é JSON`);
    }
  }

  async entrar(): Promise<void> {
    this.cookies.esquecer();
    this.logins++;
    const r = await this.chamar('newTwoLoginAPI.do', {
      form: { userName: this.o.credenciais.login, password: senhaGrowatt(this.o.credenciais.senha) },
    });
    const back = r.back;
    if (!back || typeof back.success !== 'boolean')
      throw protocoloMudou(NOME, 'newTwoLoginAPI.do sem back.success');
    if (!back.success) {
      // msg "502": wrong user name or password (Home Assistant's LOGIN_INVALID_AUTH_CODE).
      if (String(back.msg) === '502')
        throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
      throw new ErroPortal('protocolo', `Growatt recusou o login (${String(back.msg ?? 'sem motivo')})`);
    }
    const id = (back.user as { id?: unknown } | undefined)?.id;
    if (id === undefined || id === null)
      throw new ErroPortal('protocolo', 'Login do Growatt sem identificação do usuário');
    this.userId = String(id);
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.userId !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      const r = await this.chamar(`PlantListAPI.do?userId=${encodeURIComponent(this.userId ?? '')}`);
      const lista = r.back?.data;
      if (!Array.isArray(lista)) throw protocoloMudou(NOME, 'PlantListAPI.do sem back.data[]');
      return lista.map((p: Record<string, unknown>) => ({
        id: String(p.plantId),
        nome: String(p.plantName ?? p.plantId),
        potenciaKwp: null,
        potenciaAtualW: numeroComUnidade(p.currentPower, 'w'),
        energiaHojeKwh: numeroComUnidade(p.todayEnergy, 'kwh'),
        energiaTotalKwh: numeroComUnidade(p.totalEnergy, 'kwh'),
      }));
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const porPagina = 20;
      const todos: InversorPortal[] = [];
      for (let pagina = 1; pagina <= 50; pagina++) {
        const r = await this.chamar(
          `newTwoPlantAPI.do?op=getAllDeviceListTwo&plantId=${encodeURIComponent(usinaId)}&pageNum=${pagina}&pageSize=${porPagina}`,
        );
        const lista = r.deviceList;
        if (!Array.isArray(lista)) throw protocoloMudou(NOME, 'newTwoPlantAPI.do sem deviceList[]');
        todos.push(...lista.map(inversor));
        if (lista.length < porPagina) break;
      }
      return todos;
    });
  }

  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const r = await this.chamar(
        `PlantDetailAPI.do?plantId=${encodeURIComponent(usinaId)}&type=2&date=${mes}`,
      );
      const dados = r.back?.data;
      if (!dados || typeof dados !== 'object' || Array.isArray(dados))
        throw protocoloMudou(NOME, 'PlantDetailAPI.do type=2 sem back.data');
      const dias: EnergiaDia[] = [];
      for (const [chave, v] of Object.entries(dados as Record<string, unknown>)) {
        const d = diaDaChaveGrowatt(chave, mes);
        if (!d) throw protocoloMudou(NOME, `PlantDetailAPI.do type=2 com a chave "${chave}" para ${mes}`);
        this.formas['PlantDetailAPI.type2.chave'] = d.forma;
        dias.push({
          data: `${mes}-${String(d.dia).padStart(2, '0')}`,
          energiaKwh: numeroComUnidade(v, 'kwh') ?? 0,
        });
      }
      return dias.sort((a, b) => a.data.localeCompare(b.data));
    });
  }

  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      const r = await this.chamar(
        `PlantDetailAPI.do?plantId=${encodeURIComponent(usinaId)}&type=1&date=${data}`,
      );
      const dados = r.back?.data;
      if (!dados || typeof dados !== 'object')
        throw protocoloMudou(NOME, 'PlantDetailAPI.do type=1 sem back.data');
      // Captured: keys "05:00", "05:30"… (30-minute steps), W as text, in no particular order.
      return Object.entries(dados as Record<string, unknown>)
        .map(([hora, v]) => {
          if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(hora))
            throw protocoloMudou(NOME, `PlantDetailAPI.do type=1 com a chave "${hora}"`);
          return { hora, potenciaW: numeroComUnidade(v, 'w') ?? 0 };
        })
        .sort((a, b) => a.hora.localeCompare(b.hora));
    });
  }
}

function inversor(d: Record<string, unknown>): InversorPortal {
  const capacidadeW = numeroComUnidade(d.capacity, 'w');
  return {
    serial: String(d.deviceSn),
    nome: String(d.deviceAilas ?? d.deviceSn),
    tipo: String(d.deviceType ?? 'inverter'),
    capacidadeKwp: capacidadeW === null ? null : capacidadeW / 1000,
    potenciaAtualW: numeroComUnidade(d.activePower, 'w'),
    energiaTotalKwh: numeroComUnidade(d.energy, 'kwh'),
    status: statusGrowatt(d),
  };
}
