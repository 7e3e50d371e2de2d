import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  type KeyObject,
  publicEncrypt,
  randomInt,
} from 'node:crypto';
import { buscarNoPortal, protocoloMudou } from '../http.ts';
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
// reference/inverter-portals.md §2; the shapes read are those of inverter-portals-verified.md §1,
// which wins over it). Every body travels encrypted: AES-128-ECB/PKCS7 with a
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

/**
 * Fields of a queryDeviceList row that may carry the fault flag. `dev_fault_status` has no
 * evidence; GoSungrow's response model has `installer_dev_fault_status` and
 * `owner_dev_fault_status` instead (inverter-portals-verified.md §1.2). All three are read; like
 * `ps_fault_status`: 1 fault, 2 alarm, 4 normal.
 */
const CAMPOS_DE_FALHA = ['dev_fault_status', 'installer_dev_fault_status', 'owner_dev_fault_status'] as const;

/** device_status 1 running / 0 offline; a fault field 1 → erro (2 alarm stays online: inverters have no aviso). */
function statusSungrow(d: Record<string, unknown>): StatusInversor {
  if (CAMPOS_DE_FALHA.some((c) => String(d[c]) === '1')) return 'erro';
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
  /** The web app's RSA public key (PEM), which encrypts each request's AES key (config.ts). */
  chavePublica: string;
}

type Resposta = { result_code?: unknown; result_msg?: unknown; result_data?: Record<string, unknown> };

const NOME = 'Sungrow';

/** A reading the cloud left blank ("--", "", null): no data, not zero. */
const vazio = (v: unknown) => v === null || v === undefined || v === '' || v === '--';

/** A text or numeric figure; anything else means the shape changed. */
function numero(v: unknown, chamada: string, campo: string): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
  if (!Number.isFinite(n)) throw protocoloMudou(NOME, `${chamada}: ${campo} = ${JSON.stringify(v)}`);
  return n;
}

/** Powers of ten from each energy unit to kWh (Wh is divided, so 18400 Wh is 18.4, not 18.400000000000002). */
const POTENCIA_PARA_KWH: Record<string, number> = { wh: -3, kwh: 0, mwh: 3, gwh: 6 };

/**
 * p83077 (PV yield of the day) of one day of the month report, in kWh. The unit is the row's
 * `p83077_unit` (GoSungrow's model: the value is in that unit), or the `{unit, value}` pair of the
 * older form. Without either the figure is refused as a protocol change, never guessed: the unit of
 * the list is unconfirmed (verified page §1.2), and a wrong guess is a thousandfold error.
 */
function p83077EmKwh(dia: Record<string, unknown>, chamada: string): number | null {
  let v = dia.p83077;
  let unidade = dia.p83077_unit;
  if (v && typeof v === 'object' && 'value' in v) {
    const par = v as { value: unknown; unit?: unknown };
    unidade = vazio(unidade) ? par.unit : unidade;
    v = par.value;
  }
  if (vazio(v)) return null;
  if (vazio(unidade)) throw protocoloMudou(NOME, `${chamada}: p83077 sem unidade (p83077_unit)`);
  const u = String(unidade).trim().toLowerCase();
  const e = POTENCIA_PARA_KWH[u];
  if (e === undefined) throw protocoloMudou(NOME, `${chamada}: p83077_unit = ${JSON.stringify(unidade)}`);
  const n = numero(v, chamada, 'p83077');
  return e < 0 ? n / 10 ** -e : n * 10 ** e;
}

export class ClienteSungrow implements ClientePortal {
  readonly fabricante = 'sungrow' as const;
  private token: string | null = null;
  private userId: string | null = null;
  private readonly chave: KeyObject;
  logins = 0;
  /**
   * Which of the forms a call may come in was last read, per call ("getHouseholdStoragePsReport"
   * → "month_data.month_data_day_list" or "day_data"; "queryDeviceList" → the fault field): the
   * evidence for these shapes is a model in another client's code, not a capture.
   */
  readonly formas = new Map<string, string>();

  constructor(private readonly o: OpcoesSungrow) {
    // A key that does not load fails here, not as "Sungrow não respondeu" at the first call.
    this.chave = createPublicKey(o.chavePublica);
  }

  private rsa(texto: string) {
    return publicEncrypt(
      { key: this.chave, padding: constants.RSA_PKCS1_PADDING },
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
    const headers = {
      'content-type': 'application/json;charset=UTF-8',
      sys_code: SUNGROW_WEB.sysCode,
      'x-access-key': SUNGROW_WEB.accessKey,
      'x-random-secret-key': this.rsa(chave),
      // Before login MortJC and pysolarcloud send the RSA of an empty string, not an empty header.
      'x-limit-obj': this.rsa(this.userId ?? ''),
    };
    const res = await buscarNoPortal(this.o, 'Sungrow', new URL(caminho, this.o.baseUrl), {
      method: 'POST',
      headers,
      body: cifrarSungrow(JSON.stringify(corpo), chave),
    });
    const texto = (await res.text()).trim();
    let r: Resposta;
    try {
      r = JSON.parse(decifrarSungrow(texto, chave)) as Resposta;
    } catch {
      // A refusal of the envelope itself (E912 "request not encrypted") can only come in the
      // clear: a cloud that could not read our AES key cannot answer with it.
      try {
        r = JSON.parse(texto) as Resposta;
      } catch {
        throw protocoloMudou(NOME, `${caminho}: resposta que não decifra com a chave do pedido`);
      }
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
      if (!Array.isArray(lista)) throw protocoloMudou(NOME, `${caminho}: sem pageList`);
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
    return this.comSessao(async () => {
      const dispositivos = await this.paginas('/v1/devService/queryDeviceList', { ps_id: usinaId });
      const campos = CAMPOS_DE_FALHA.filter((c) => dispositivos.some((d) => c in d));
      if (campos.length) this.formas.set('queryDeviceList', campos.join(', '));
      return (
        dispositivos
          // device_type 1 = inverter (7 meter, 9 logger, 11 the plant, 14 storage…).
          .filter((d) => String(d.device_type) === '1')
          .map((d) => ({
            serial: String(d.sn ?? d.ps_key),
            nome: String(d.device_name ?? d.sn),
            tipo: String(d.type_name ?? 'Inverter'),
            capacidadeKwp: null,
            potenciaAtualW: null,
            energiaTotalKwh: null,
            status: statusSungrow(d),
          }))
      );
    });
  }

  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    const chamada = 'getHouseholdStoragePsReport';
    return this.comSessao(async () => {
      const d = await this.chamar(`/v1/powerStationService/${chamada}`, {
        ps_id: usinaId,
        date_type: '2',
        date_id: mes.replace('-', ''),
      });
      // date_type 2 answers `month_data.month_data_day_list[] {date_id, time_stamp, p83077,
      // p83077_unit}` (GoSungrow's model; verified page §1.2). The `day_data` array is the form
      // this client was first written for; it is still read if it ever comes.
      const mensal = (d.month_data as Record<string, unknown> | undefined)?.month_data_day_list;
      const forma = Array.isArray(mensal)
        ? 'month_data.month_data_day_list'
        : Array.isArray(d.day_data)
          ? 'day_data'
          : null;
      if (!forma) throw protocoloMudou(NOME, `${chamada}: sem month_data.month_data_day_list nem day_data`);
      this.formas.set(chamada, forma);
      const dias: EnergiaDia[] = [];
      for (const x of (Array.isArray(mensal) ? mensal : d.day_data) as Array<Record<string, unknown>>) {
        const id = String(vazio(x.date_id) ? x.time_stamp : x.date_id).slice(0, 8);
        if (!/^\d{8}$/.test(id))
          throw protocoloMudou(NOME, `${chamada}: date_id = ${JSON.stringify(x.date_id)}`);
        const data = `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;
        const kwh = p83077EmKwh(x, chamada);
        if (data.startsWith(mes) && kwh !== null) dias.push({ data, energiaKwh: kwh });
      }
      return dias.sort((a, b) => a.data.localeCompare(b.data));
    });
  }

  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    const chamada = 'queryMutiPointDataList';
    // p83076: the plant's PV power, in W. The series is selected by the plant's ps_key (the plant
    // as device type 11), not by ps_id (capture; verified page §1.2).
    const ponto = 'p83076';
    const psKey = `${usinaId}_11_0_0`;
    return this.comSessao(async () => {
      const dia = data.replace(/-/g, '');
      const d = await this.chamar(`/v1/commonService/${chamada}`, {
        ps_key: psKey,
        points: ponto,
        start_time_stamp: `${dia}000000`,
        end_time_stamp: `${dia}235959`,
        minute_interval: '5',
      });
      // Answered as result_data[ps_key][point] = { "YYYYMMDDHHMMSS": "<number as text>" }, 288
      // points a day, the keys in the plant's own time.
      const serie = (d[psKey] as Record<string, unknown> | undefined)?.[ponto];
      if (!serie || typeof serie !== 'object' || Array.isArray(serie))
        throw protocoloMudou(NOME, `${chamada}: sem result_data["${psKey}"]["${ponto}"]`);
      const curva: PontoCurva[] = [];
      for (const [instante, v] of Object.entries(serie as Record<string, unknown>).sort(([a], [b]) =>
        a.localeCompare(b),
      )) {
        if (!/^\d{14}$/.test(instante)) throw protocoloMudou(NOME, `${chamada}: instante ${instante}`);
        if (!instante.startsWith(dia) || vazio(v)) continue;
        curva.push({
          hora: `${instante.slice(8, 10)}:${instante.slice(10, 12)}`,
          potenciaW: numero(v, chamada, ponto),
        });
      }
      return curva;
    });
  }
}
