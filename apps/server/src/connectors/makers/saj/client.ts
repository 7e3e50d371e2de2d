import { createCipheriv, createHash, randomInt } from 'node:crypto';
import { juntarUrl, listaDeHosts, pedirAoPortal, protocoloMudou, todasAsPaginas } from '../http.ts';
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

// SAJ Elekeeper web API with the portal login and password (reference/inverter-portals.md §1).
// Every call, the login included, carries common parameters and a signature:
// UPPER(SHA1(MD5(sorted "k=v" pairs joined by "&" + "&key=<app key>"))), verified against a
// captured login (reference/inverter-portals-verified.md §3). The same capture lists `signParams`
// in the order the keys were added, not sorted, and `random` as 32 letters and digits: both are
// sent that way, while the signature stays over the sorted pairs. The password travels
// AES-128-ECB encrypted with the web app's fixed key. The account lives on one regional node
// (international, Europe, China): the client tries each until the login succeeds and keeps it.

const NOME = 'SAJ Elekeeper';
const CHAVE_ASSINATURA = 'ktoKRLgQPjvNyUZO8lVc9kU1Bsip6XIe';
const CHAVE_SENHA = Buffer.from('ec1840a7c53cf0709eb784be480379b6', 'hex');
const SENHA_ERRADA = 10003;

/** The password as the web app sends it: AES-128-ECB, PKCS7, lowercase hex. */
export function senhaSaj(senha: string): string {
  const c = createCipheriv('aes-128-ecb', CHAVE_SENHA, null);
  return Buffer.concat([c.update(senha, 'utf8'), c.final()]).toString('hex');
}

/**
 * Signature of a parameter set: empty values left out, keys sorted, MD5 then SHA-1, upper case.
 * `signParams` names the signed keys in the set's own (insertion) order, as the web app sends it.
 */
export function assinaturaSaj(params: Record<string, string>): { signature: string; signParams: string } {
  const chaves = Object.keys(params).filter((k) => params[k] !== '' && params[k] !== undefined);
  const ordenadas = [...chaves].sort();
  const texto = `${ordenadas.map((k) => `${k}=${params[k]}`).join('&')}&key=${CHAVE_ASSINATURA}`;
  const md5 = createHash('md5').update(texto, 'latin1').digest('hex');
  return {
    signature: createHash('sha1').update(md5, 'utf8').digest('hex').toUpperCase(),
    signParams: chaves.join(','),
  };
}

const ALFANUMERICOS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The `random` common parameter: 32 letters and digits, as the captured login carries. */
function aleatorioSaj(): string {
  return Array.from({ length: 32 }, () => ALFANUMERICOS[randomInt(ALFANUMERICOS.length)]).join('');
}

/** runningState 1 normal, 2 alarm (a fault when the device lists faults), 3 (or 0) offline. */
export function statusSaj(d: {
  runningState?: unknown;
  isOnline?: unknown;
  faultMsgList?: unknown;
}): StatusInversor {
  const s = Number(d.runningState);
  if (d.isOnline === 'N' || s === 3 || s === 0) return 'offline';
  if (s === 2 && Array.isArray(d.faultMsgList) && d.faultMsgList.length > 0) return 'erro';
  return 'online';
}

/** Rated power from the model code: "R5-6K-S2" is 6 kW, "R6-8.5K-T2" 8.5 kW. */
export function kwDoModeloSaj(modelo: unknown): number | null {
  const m = /-(\d+(?:\.\d+)?)K/i.exec(String(modelo ?? ''));
  return m?.[1] ? Number(m[1]) : null;
}

const num = (v: unknown) => numeroComUnidade(v, 'kwh');
const hojeEm = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export interface OpcoesSaj extends OpcoesCliente {
  /** Clock of the signature's clientDate/timeStamp (tests). */
  agora?: () => Date;
}

type Envelope = { errCode?: unknown; errMsg?: unknown; data?: unknown };

export class ClienteSaj implements ClientePortal {
  readonly fabricante = 'saj' as const;
  private token: string | null = null;
  /** The regional node where the account logged in (a base URL from the list in config). */
  private no: string | null = null;

  constructor(private readonly o: OpcoesSaj) {}

  private nos(): string[] {
    return listaDeHosts(this.o.baseUrl);
  }

  /** In the captured order: appProjectName, clientDate, lang, timeStamp, random, clientId. */
  private comuns(): Record<string, string> {
    const agora = this.o.agora?.() ?? new Date();
    return {
      appProjectName: 'elekeeper',
      clientDate: hojeEm(agora),
      lang: 'en',
      timeStamp: String(agora.getTime()),
      random: aleatorioSaj(),
      clientId: 'esolar-monitor-admin',
    };
  }

  private async chamar(
    no: string,
    metodo: 'GET' | 'POST_FORM' | 'POST_JSON',
    caminho: string,
    params: Record<string, string | number>,
    assinarSoComuns = false,
  ): Promise<Envelope> {
    const comuns = this.comuns();
    const pedido = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    // Request parameters first, then the common ones (the login signs only the common ones).
    const assinatura = assinaturaSaj(assinarSoComuns ? comuns : { ...pedido, ...comuns });
    const tudo = { ...pedido, ...comuns, ...assinatura };
    const url = juntarUrl(no, caminho);
    const headers: Record<string, string> = this.token ? { Authorization: this.token } : {};
    let r: Awaited<ReturnType<typeof pedirAoPortal>>;
    if (metodo === 'GET') {
      for (const [k, v] of Object.entries(tudo)) url.searchParams.set(k, v);
      r = await pedirAoPortal(this.o, NOME, url, { headers });
    } else if (metodo === 'POST_FORM') {
      r = await pedirAoPortal(this.o, NOME, url, {
        metodo: 'POST',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        corpo: new URLSearchParams(tudo).toString(),
      });
    } else {
      r = await pedirAoPortal(this.o, NOME, url, { metodo: 'POST', headers, corpo: tudo });
    }
    if (r.status === 401 || r.status === 403)
      throw new ErroPortal('sessao_expirada', 'Sessão do SAJ Elekeeper expirada');
    const env = r.corpo as Envelope | null;
    if (!env || typeof env !== 'object' || !('errCode' in env))
      throw protocoloMudou(NOME, `resposta sem errCode em ${caminho}`);
    return env;
  }

  /** A signed data call on the account's node; errCode other than 0 becomes the right ErroPortal. */
  private async dados(
    metodo: 'GET' | 'POST_JSON',
    caminho: string,
    params: Record<string, string | number>,
  ): Promise<unknown> {
    const env = await this.chamar(this.no as string, metodo, caminho, params);
    if (Number(env.errCode) === 0) return env.data;
    const msg = String(env.errMsg ?? '');
    if (/token|login/i.test(msg)) throw new ErroPortal('sessao_expirada', 'Sessão do SAJ Elekeeper expirada');
    throw new ErroPortal('protocolo', `SAJ Elekeeper recusou a chamada (${String(env.errCode)}: ${msg})`);
  }

  async entrar(): Promise<void> {
    this.token = null;
    const nos = this.no ? [this.no, ...this.nos().filter((n) => n !== this.no)] : this.nos();
    let recusada = false;
    let ultimo: unknown = null;
    for (const no of nos) {
      let env: Envelope;
      try {
        env = await this.chamar(
          no,
          'POST_FORM',
          '/api/v1/sys/login',
          {
            username: this.o.credenciais.login,
            password: senhaSaj(this.o.credenciais.senha),
            // The captured login sends "true" (the web app's "remember me").
            rememberMe: 'true',
            loginType: 1,
          },
          true,
        );
      } catch (err) {
        if (err instanceof ErroPortal && err.tipo === 'inacessivel') {
          ultimo = err;
          continue;
        }
        throw err;
      }
      if (Number(env.errCode) === SENHA_ERRADA) {
        // The account may live on another node: only every node refusing it means a wrong password.
        recusada = true;
        continue;
      }
      if (Number(env.errCode) !== 0)
        throw new ErroPortal(
          'protocolo',
          `SAJ Elekeeper recusou o login (${String(env.errCode)}: ${String(env.errMsg ?? '')})`,
        );
      const d = (env.data ?? {}) as { token?: unknown; tokenValue?: unknown; tokenHead?: unknown };
      const token = d.token ?? d.tokenValue;
      if (!token) throw protocoloMudou(NOME, 'login sem token');
      this.token = `${String(d.tokenHead ?? 'Bearer ')}${String(token)}`;
      this.no = no;
      return;
    }
    if (recusada) throw new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
    throw ultimo ?? new ErroPortal('inacessivel', 'Nenhum nó do SAJ Elekeeper respondeu');
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.token !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  private lista(caminho: string, params: Record<string, string>) {
    return todasAsPaginas(async (pagina) => {
      const d = (await this.dados('GET', caminho, { ...params, pageNo: pagina, pageSize: 100 })) as {
        total?: unknown;
        list?: unknown;
      } | null;
      if (!Array.isArray(d?.list)) throw protocoloMudou(NOME, `lista sem "list" em ${caminho}`);
      return { itens: d.list as Array<Record<string, unknown>>, total: Number(d.total ?? 0) || null };
    }, 100);
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      // Installer accounts see their plants in one list, end users in the other: both are asked.
      const instalador = await this.lista('/api/v1/monitor/plant/getPlantList', {});
      const final = await this.lista('/api/v1/monitor/plant/getEndUserPlantList', {});
      const vistas = new Set<string>();
      const usinas: UsinaPortal[] = [];
      for (const p of [...instalador, ...final]) {
        if (!p.plantUid) throw protocoloMudou(NOME, 'usina sem plantUid');
        const id = String(p.plantUid);
        if (vistas.has(id)) continue;
        vistas.add(id);
        const e = (await this.dados('GET', '/api/v1/monitor/home/getPlantStatisticsData', {
          plantUid: id,
        })) as Record<string, unknown> | null;
        usinas.push({
          id,
          nome: String(p.plantName ?? id),
          potenciaKwp: num(p.systemPower),
          potenciaAtualW: numeroComUnidade(e?.powerNow, 'w'),
          energiaHojeKwh: num(e?.todayPvEnergy ?? p.todayEnergy),
          energiaTotalKwh: num(e?.totalPvEnergy),
        });
      }
      return usinas;
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const lista = await this.lista('/api/v1/monitor/device/getDeviceList', {
        plantUid: usinaId,
        searchOfficeIdArr: '1',
      });
      const inversores: InversorPortal[] = [];
      for (const d of lista) {
        if (!d.deviceSn) throw protocoloMudou(NOME, 'dispositivo sem deviceSn');
        const fluxo = (await this.dados('GET', '/api/v1/monitor/home/getDeviceEneryFlowData', {
          plantUid: usinaId,
          deviceSn: String(d.deviceSn),
        })) as Record<string, unknown> | null;
        inversores.push({
          serial: String(d.deviceSn),
          nome: String(d.deviceModel ?? d.deviceSn),
          tipo: 'inverter',
          capacidadeKwp: kwDoModeloSaj(d.deviceModel),
          potenciaAtualW: numeroComUnidade(fluxo?.totalPvPower, 'w'),
          // Firmware decides the field name (reference grade C): either is read.
          energiaTotalKwh: num(d.totalEnergy ?? d.totalYield),
          status: statusSaj(d),
        });
      }
      return inversores;
    });
  }

  /** The web app's chart: one series per legend; PV_PRODUCTION (kWh a day) or PV_POWER (W). */
  private async grafico(params: Record<string, string | number>, legenda: string) {
    const d = (await this.dados('POST_JSON', '/api/v2/monitor/plant/chart/getCommonChartData', {
      ...params,
      commonChartType: 3,
    })) as { xAxis?: { coordinateList?: unknown }; yAxis?: unknown } | null;
    const x = d?.xAxis?.coordinateList;
    const serie = Array.isArray(d?.yAxis)
      ? (d.yAxis as Array<{ legendKey?: unknown; dataList?: unknown }>).find((s) => s.legendKey === legenda)
      : undefined;
    if (!Array.isArray(x) || !Array.isArray(serie?.dataList))
      throw protocoloMudou(NOME, `gráfico sem a série ${legenda}`);
    const valores = serie.dataList as unknown[];
    return x.map((rotulo, i) => ({ rotulo: String(rotulo), valor: numeroComUnidade(valores[i], 'kwh') }));
  }

  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const pontos = await this.grafico(
        { plantUid: usinaId, chartDateType: 3, chartMonth: mes },
        'PV_PRODUCTION',
      );
      return pontos
        .filter((p) => p.valor !== null)
        .map((p) => ({ data: `${mes}-${p.rotulo.padStart(2, '0')}`, energiaKwh: p.valor as number }));
    });
  }

  /** chartDateType 1 (a day, 5-minute power in W) is what the web app asks; not seen in code (C). */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      const pontos = await this.grafico({ plantUid: usinaId, chartDateType: 1, chartDay: data }, 'PV_POWER');
      return pontos
        .filter((p) => p.valor !== null && /^\d\d:\d\d$/.test(p.rotulo))
        .map((p) => ({ hora: p.rotulo, potenciaW: p.valor as number }));
    });
  }
}
