import { constants, createCipheriv, createDecipheriv, publicEncrypt, randomInt } from 'node:crypto';
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

// Sungrow iSolarCloud, app/web API with the portal login and password ("Flow A" of
// reference/inverter-portals.md §2). Every body travels encrypted: AES-128-ECB/PKCS7 with a
// per-request key, as uppercase hex; the key goes RSA-encrypted (PKCS#1 v1.5, the web app's
// public key) in `x-random-secret-key`. The token is reused until the cloud says E00003.

/** Web client constants from the reference. */
export const SUNGROW_WEB = {
  accessKey: '9grzgbmxdsp3arfmmgq347xjbza4ysps',
  appkey: 'B0455FBE7AA0328DB57B59AA729F05D8',
  sysCode: '200',
} as const;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const aleatorios = (n: number) => Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('');

/** The per-request AES key: "web" + 13 random alphanumerics (16 bytes). */
export const chaveAesSungrow = () => `web${aleatorios(13)}`;

export function cifrarSungrow(texto: string, chave: string): string {
  const c = createCipheriv('aes-128-ecb', Buffer.from(chave, 'utf8'), null);
  return Buffer.concat([c.update(texto, 'utf8'), c.final()])
    .toString('hex')
    .toUpperCase();
}

export function decifrarSungrow(hex: string, chave: string): string {
  const d = createDecipheriv('aes-128-ecb', Buffer.from(chave, 'utf8'), null);
  return Buffer.concat([d.update(Buffer.from(hex, 'hex')), d.final()]).toString('utf8');
}

/** `login_state` of userService/login: 1 ok, 0 wrong password, -1 no such account, 2/5 locked. */
function erroDeLogin(d: Record<string, unknown>): ErroPortal | null {
  const estado = String(d.login_state ?? '');
  if (estado === '1') return null;
  if (estado === '2' || estado === '5')
    return new ErroPortal('bloqueada', 'O portal Sungrow bloqueou esta conta');
  if (estado === '0' || estado === '-1')
    return new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
  return new ErroPortal('protocolo', `Login do Sungrow com estado desconhecido (${estado || 'vazio'})`);
}

/** device_status 1 running / 0 offline; dev_fault_status 1 fault (2 alarm stays online: inverters have no aviso). */
function statusSungrow(d: { device_status?: unknown; dev_fault_status?: unknown }): StatusInversor {
  if (String(d.dev_fault_status) === '1') return 'erro';
  if (String(d.device_status) === '0') return 'offline';
  return 'online';
}

const valor = (v: unknown, padrao: 'w' | 'kwh') => {
  if (v && typeof v === 'object' && 'value' in v) {
    const o = v as { value: unknown; unit?: unknown };
    return numeroComUnidade(`${o.value} ${o.unit ?? ''}`.trim(), padrao);
  }
  return numeroComUnidade(v, padrao);
};
/** Capacity `{unit: 'kWp' | 'MWp' | 'Wp', value}` in kWp. */
const kwp = (v: unknown) => {
  const o = (v ?? {}) as { value?: unknown; unit?: unknown };
  const n = Number(o.value);
  if (o.value === undefined || !Number.isFinite(n)) return null;
  const u = String(o.unit ?? 'kWp').toLowerCase();
  return u.startsWith('mw') ? n * 1000 : u.startsWith('w') ? n / 1000 : n;
};

export interface OpcoesSungrow extends OpcoesCliente {
  /** The web app's RSA public key (PEM), which encrypts each request's AES key. */
  chavePublica: string;
}

type Resposta = { result_code?: unknown; result_msg?: unknown; result_data?: Record<string, unknown> };

export class ClienteSungrow implements ClientePortal {
  readonly fabricante = 'sungrow' as const;
  private token: string | null = null;
  private userId: string | null = null;
  logins = 0;

  constructor(private readonly o: OpcoesSungrow) {}

  private rsa(texto: string) {
    return publicEncrypt(
      { key: this.o.chavePublica, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(texto, 'utf8'),
    ).toString('base64');
  }

  private async chamar(caminho: string, campos: Record<string, unknown>): Promise<Record<string, unknown>> {
    const chave = chaveAesSungrow();
    const corpo = {
      ...campos,
      appkey: SUNGROW_WEB.appkey,
      lang: '_en_US',
      api_key_param: { timestamp: Date.now(), nonce: aleatorios(32) },
      ...(this.token ? { token: this.token, user_id: this.userId } : {}),
    };
    let res: Response;
    try {
      res = await (this.o.fetch ?? fetch)(new URL(caminho, this.o.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json;charset=UTF-8',
          sys_code: SUNGROW_WEB.sysCode,
          'x-access-key': SUNGROW_WEB.accessKey,
          'x-random-secret-key': this.rsa(chave),
          'x-limit-obj': this.userId ? this.rsa(this.userId) : '',
        },
        body: cifrarSungrow(JSON.stringify(corpo), chave),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
      });
    } catch (err) {
      const e = err as Error;
      throw new ErroPortal(
        'inacessivel',
        `Sungrow não respondeu (${e.name === 'TimeoutError' ? 'tempo esgotado' : e.message})`,
      );
    }
    if (res.status === 429) throw new ErroPortal('limite', 'Sungrow limitou as chamadas');
    if (res.status >= 500) throw new ErroPortal('inacessivel', `Sungrow respondeu ${res.status}`);
    let r: Resposta;
    try {
      r = JSON.parse(decifrarSungrow((await res.text()).trim(), chave)) as Resposta;
    } catch {
      throw new ErroPortal('protocolo', 'Resposta do Sungrow em formato inesperado');
    }
    const codigo = String(r.result_code ?? '');
    if (codigo === 'E00003') throw new ErroPortal('sessao_expirada', 'Sessão do Sungrow expirada');
    if (codigo !== '1' || !r.result_data)
      throw new ErroPortal(
        'protocolo',
        `Sungrow recusou a chamada (${codigo}: ${String(r.result_msg ?? '')})`,
      );
    return r.result_data;
  }

  async entrar(): Promise<void> {
    this.token = null;
    this.userId = null;
    this.logins++;
    const d = await this.chamar('/v1/userService/login', {
      user_account: this.o.credenciais.login,
      user_password: this.o.credenciais.senha,
    });
    const erro = erroDeLogin(d);
    if (erro) throw erro;
    if (!d.token || !d.user_id) throw new ErroPortal('protocolo', 'Login do Sungrow sem token');
    this.token = String(d.token);
    this.userId = String(d.user_id);
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.token !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  /** Paged lists: `curPage`/`size` in, `rowCount`/`pageList` out. */
  private async paginas(caminho: string, campos: Record<string, unknown>) {
    const tamanho = 50;
    const todas: Array<Record<string, unknown>> = [];
    for (let pagina = 1; pagina <= 100; pagina++) {
      const d = await this.chamar(caminho, { ...campos, curPage: pagina, size: tamanho });
      const lista = d.pageList;
      if (!Array.isArray(lista)) throw new ErroPortal('protocolo', 'Lista do Sungrow em formato inesperado');
      todas.push(...(lista as Array<Record<string, unknown>>));
      if (todas.length >= Number(d.rowCount ?? 0) || lista.length < tamanho) break;
    }
    return todas;
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () =>
      (await this.paginas('/v1/powerStationService/getPsList', { valid_flag: '1,3' })).map((p) => ({
        id: String(p.ps_id),
        nome: String(p.ps_name ?? p.ps_id),
        // `total_capcity` is the API's own misspelling.
        potenciaKwp: kwp(p.total_capcity),
        potenciaAtualW: valor(p.curr_power, 'w'),
        energiaHojeKwh: valor(p.today_energy, 'kwh'),
        energiaTotalKwh: valor(p.total_energy, 'kwh'),
      })),
    );
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () =>
      (await this.paginas('/v1/devService/queryDeviceList', { ps_id: usinaId }))
        // device_type 1 = inverter (7 meter, 9 logger, 14 storage…).
        .filter((d) => String(d.device_type) === '1')
        .map((d) => ({
          serial: String(d.sn ?? d.ps_key),
          nome: String(d.device_name ?? d.sn),
          tipo: String(d.type_name ?? 'Inverter'),
          capacidadeKwp: null,
          potenciaAtualW: null,
          energiaTotalKwh: null,
          status: statusSungrow(d),
        })),
    );
  }

  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const d = await this.chamar('/v1/powerStationService/getHouseholdStoragePsReport', {
        ps_id: usinaId,
        date_type: '2',
        date_id: mes.replace('-', ''),
      });
      const dias = d.day_data;
      if (!Array.isArray(dias))
        throw new ErroPortal('protocolo', 'Histórico do Sungrow em formato inesperado');
      return (dias as Array<Record<string, unknown>>)
        .map((x) => {
          const id = String(x.date_id ?? '');
          // p83077: PV energy of the period.
          return {
            data: `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`,
            energiaKwh: valor(x.p83077, 'kwh') ?? 0,
          };
        })
        .sort((a, b) => a.data.localeCompare(b.data));
    });
  }

  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      const dia = data.replace(/-/g, '');
      const d = await this.chamar('/v1/commonService/queryMutiPointDataList', {
        ps_id: usinaId,
        points: 'p83076',
        start_time_stamp: `${dia}000000`,
        end_time_stamp: `${dia}235959`,
        minute_interval: '5',
      });
      const pontos = d.p83076;
      if (!Array.isArray(pontos)) throw new ErroPortal('protocolo', 'Curva do Sungrow em formato inesperado');
      return (pontos as Array<{ time_stamp?: unknown; value?: unknown }>).map((p) => {
        const ts = String(p.time_stamp ?? '');
        // p83076: PV power in W.
        return {
          hora: `${ts.slice(8, 10)}:${ts.slice(10, 12)}`,
          potenciaW: numeroComUnidade(p.value, 'w') ?? 0,
        };
      });
    });
  }
}
