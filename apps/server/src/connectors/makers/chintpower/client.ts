import { juntarUrl, pedirAoPortal, protocoloMudou } from '../http.ts';
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

// Chint Power (CPS / Fomware cloud) web API (reference/inverter-portals-verified.md §10). The login
// call was never reverse-engineered publicly (grade C), so the user pastes the session of a
// logged-in browser: the user id (`loginuserid`, carried as the login) and the session token (as
// the password). Every call repeats them in headers, with the platform code of the host, the
// origin and the URL-encoded time zone. Envelope `{code:"0", msg, data}`; "4010 Please login" means
// the token is not accepted — the client cannot renew it (there is no login to replay), so it asks
// the user for a new one. Third-party notes from four HARs of the CPS North America host (June
// 2026) found even a freshly observed token refused with 4010 when replayed: the token seems bound
// to each request, so this flow may never work; the 4010 message says so and points to the export
// upload. Reads are grade B: plants and their gateways' devices, daily energy by month, and
// per-inverter samples as positional arrays (AC power at index 10, in W).

const NOME = 'Chint Power';
/**
 * The only host anyone has been seen using (CPS North America, the HARs of the notes);
 * solar.chintpower.com:8443 was never observed and serves a different SPA.
 */
const BASE_PADRAO = 'https://monitor.chintpowersystems.com:8443';
/** The cloud's 4010 "Please login" (or HTTP 401), and a token that belongs to another user. */
export const MENSAGEM_TOKEN_CHINT =
  'O Chint Power recusou o token colado (4010 "Please login"). Copie um token novo do navegador; ' +
  'se ele também for recusado, a nuvem da Chint não pode ser lida automaticamente hoje (o token ' +
  'vale só dentro do navegador): cadastre a usina à mão e envie a exportação de geração do portal ' +
  '(CSV ou XLSX) em "Importar geração", na página da usina.';
const SEM_SESSAO = 'Informe o id de usuário e o token copiados do navegador logado no Chint Power';
const POR_PAGINA_SITES = 20;
const POR_PAGINA_AMOSTRAS = 100;

/**
 * The SPA's `platformcode`: 3 on the CPS North America host (HAR notes), 2 elsewhere (the value
 * the older notes give for Chint's own host).
 */
export function plataformaChint(base: string): '2' | '3' {
  const host = new URL(base).hostname.toLowerCase();
  return host === 'chintpowersystems.com' || host.endsWith('.chintpowersystems.com') ? '3' : '2';
}

/** Headers the SPA sends on every call (captured from the browser). */
function cabecalhosChint(base: string, login: string, token: string): Record<string, string> {
  return {
    token,
    loginuserid: login,
    platformcode: plataformaChint(base),
    'request-origin': 'web',
    'time-zone': encodeURIComponent('America/Sao_Paulo'),
    'accept-language': 'pt-BR',
  };
}

/**
 * An inverter among a gateway's devices: `assetType` 2 with a model. Loggers with hex serials
 * also appear in the lists; when the item has no `assetTypeName`, only a 16-decimal-digit serial
 * (the inverters' format) is taken as an inverter.
 */
export function ehInversorChint(d: Record<string, unknown>): boolean {
  const tipoNome = d.assetTypeName;
  const tipo = Number(d.assetType);
  const modelo = typeof d.model === 'string' && d.model.trim() !== '';
  if (!modelo) return false;
  if (tipoNome === undefined || tipoNome === null || tipoNome === '')
    return tipo === 2 && /^\d{16}$/.test(String(d.sn ?? ''));
  return tipo === 2 || String(tipoNome) === 'Inverter';
}

/** `communicationStatus` 0 / "Offline" → offline; statusName "Fault" → erro; Normal/Running… → online. */
export function statusChint(d: { statusName?: unknown; communicationStatus?: unknown }): StatusInversor {
  const nome = String(d.statusName ?? '').toLowerCase();
  const com = String(d.communicationStatus ?? '').toLowerCase();
  if (com === '0' || com === 'offline' || nome === 'offline') return 'offline';
  if (nome === 'fault') return 'erro';
  return 'online';
}

/** Rated power (kW) from the model name: "SCA50KTL-DO/BR" → 50, "SCH125KTL-DO/US-600" → 125. */
export function potenciaDoModeloChint(modelo: unknown): number | null {
  const m = /(\d+(?:\.\d+)?)\s*KTL/i.exec(String(modelo ?? ''));
  return m?.[1] ? Number(m[1]) : null;
}

/** "yyyyMMdd" → "yyyy-MM-dd". */
const dataIso = (t: string) => `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;

/** Plain numbers sent as text ("75.0"); "--" and empty are null. */
const numero = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * Daily energy series `{times:["yyyyMMdd"], energys:["1.167"], unit:"MWh"}` in kWh, restricted
 * to the month asked for. Days the cloud leaves blank are left out.
 */
export function diasDeEnergiaChint(d: unknown, mes: string): EnergiaDia[] {
  const r = d as { times?: unknown; energys?: unknown; unit?: unknown } | null;
  if (!Array.isArray(r?.times) || !Array.isArray(r?.energys) || r.times.length !== r.energys.length)
    throw protocoloMudou(NOME, 'energia diária sem times/energys');
  const fator = numeroComUnidade(`1 ${String(r.unit ?? 'kWh')}`, 'kwh');
  if (fator === null) throw protocoloMudou(NOME, `unidade de energia ${String(r.unit)}`);
  const energias: unknown[] = r.energys;
  const dias: EnergiaDia[] = [];
  r.times.forEach((t, i) => {
    const texto = String(t);
    if (!/^\d{8}$/.test(texto)) throw protocoloMudou(NOME, `dia ${texto} na energia diária`);
    const valor = numero(energias[i]);
    const data = dataIso(texto);
    if (valor === null || !data.startsWith(`${mes}-`)) return;
    dias.push({ data, energiaKwh: Math.round(valor * fator * 1000) / 1000 });
  });
  return dias.sort((a, b) => a.data.localeCompare(b.data));
}

/**
 * One inverter's samples of a day as "HH:mm" → W on the 5-minute grid. Rows are positional arrays
 * (0: "YYYY-MM-DD HH:mm:ss -0300" in the site's zone, 10: AC power W), newest first, some off the
 * grid by a minute or two: each goes to the nearest 5-minute mark, the newest kept on a clash.
 */
export function amostrasDoDiaChint(linhas: unknown[], data: string): Map<number, number> {
  const porMinuto = new Map<number, number>();
  for (const linha of linhas) {
    if (!Array.isArray(linha)) throw protocoloMudou(NOME, 'amostra que não é uma lista');
    const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(String(linha[0] ?? ''));
    if (!m) throw protocoloMudou(NOME, `horário de amostra ${String(linha[0])}`);
    if (m[1] !== data) continue;
    const w = numeroComUnidade(linha[10], 'w');
    if (w === null) continue;
    const minutos = Number(m[2]) * 60 + Number(m[3]) + Number(m[4] ?? 0) / 60;
    const grade = Math.min(Math.round(minutos / 5) * 5, 23 * 60 + 55);
    if (!porMinuto.has(grade)) porMinuto.set(grade, Math.max(0, w));
  }
  return porMinuto;
}

const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

type Envelope = { code?: unknown; msg?: unknown; data?: unknown };
type Item = Record<string, unknown>;

export type OpcoesChintPower = Omit<OpcoesCliente, 'baseUrl'> & { baseUrl?: string };

export class ClienteChintPower implements ClientePortal {
  readonly fabricante = 'chintpower' as const;
  /** The pasted session was accepted by getUserInfo (there is no token of our own). */
  private validado = false;

  constructor(private readonly o: OpcoesChintPower) {}

  private async chamar(caminho: string): Promise<unknown> {
    const { login, senha } = this.o.credenciais;
    const base = this.o.baseUrl || BASE_PADRAO;
    const r = await pedirAoPortal(this.o, NOME, juntarUrl(base, caminho), {
      headers: cabecalhosChint(base, login, senha),
    });
    const env = r.corpo as Envelope | null;
    const codigo = String(env?.code ?? '');
    if (r.status === 401 || codigo === '4010') {
      // Not `sessao_expirada`: a new login cannot be made here, the user has to paste a new token.
      this.validado = false;
      throw new ErroPortal('credenciais', MENSAGEM_TOKEN_CHINT);
    }
    if (!env || typeof env !== 'object' || !('code' in env))
      throw protocoloMudou(NOME, `resposta ${r.status} sem envelope`);
    if (codigo !== '0') throw protocoloMudou(NOME, `código ${codigo}: ${String(env.msg ?? '')}`);
    return env.data;
  }

  /** No login call: the pasted user id and token are checked with "who am I". */
  async entrar(): Promise<void> {
    const { login, senha } = this.o.credenciais;
    this.validado = false;
    if (!login.trim() || !senha.trim()) throw new ErroPortal('credenciais', SEM_SESSAO);
    const d = (await this.chamar('/api/users/user/getUserInfo?appKey=WEB')) as Item | null;
    if (!d || typeof d !== 'object' || d.userId === undefined)
      throw protocoloMudou(NOME, 'getUserInfo sem userId');
    if (String(d.userId) !== login) throw new ErroPortal('credenciais', MENSAGEM_TOKEN_CHINT);
    this.validado = true;
  }

  private sessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.validado, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.sessao(async () => {
      // No total in the answer: the last page is the one with fewer than `limit` sites.
      const sites: Item[] = [];
      for (let pagina = 1; pagina <= 500; pagina++) {
        const d = await this.chamar(
          `/api/asset/site/retrieve?page=${pagina}&limit=${POR_PAGINA_SITES}&key=&customerId=&endUserId=&installerId=`,
        );
        if (!Array.isArray(d)) throw protocoloMudou(NOME, 'lista de usinas sem data[]');
        sites.push(...(d as Item[]));
        if (d.length < POR_PAGINA_SITES) break;
      }
      return sites.map((s) => {
        if (s.id === undefined || s.id === null) throw protocoloMudou(NOME, 'usina sem id');
        return {
          id: String(s.id),
          nome: String(s.siteName ?? s.id),
          // installedCapacity in kW, currentPower in W, both as text.
          potenciaKwp: numero(s.installedCapacity),
          potenciaAtualW: numeroComUnidade(s.currentPower, 'w'),
          energiaHojeKwh: numeroComUnidade(s.eTodayWithUnit, 'kwh'),
          energiaTotalKwh: numeroComUnidade(s.eTotalWithUnit, 'kwh'),
        };
      });
    });
  }

  /** Inverters hang from the site's gateways (`gwDevices[].commDevices[]`). */
  private async inversores(usinaId: string): Promise<Item[]> {
    const d = (await this.chamar(`/api/asset/site/busTypeDevices?siteId=${encodeURIComponent(usinaId)}`)) as {
      gwDevices?: unknown;
    } | null;
    if (!Array.isArray(d?.gwDevices)) throw protocoloMudou(NOME, 'dispositivos sem gwDevices[]');
    const itens: Item[] = [];
    for (const gw of d.gwDevices as Item[]) {
      const comm = gw?.commDevices ?? [];
      if (!Array.isArray(comm)) throw protocoloMudou(NOME, 'gateway sem commDevices[]');
      itens.push(...(comm as Item[]).filter(ehInversorChint));
    }
    return itens;
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.sessao(async () =>
      (await this.inversores(usinaId)).map((i) => ({
        serial: String(i.sn),
        nome: String(i.assetAlias || i.sn),
        tipo: String(i.model),
        capacidadeKwp: potenciaDoModeloChint(i.model),
        potenciaAtualW: numeroComUnidade(i.currentPower, 'w'),
        // Not in the captured bodies (only eToday): read when the cloud sends it.
        energiaTotalKwh: numeroComUnidade(i.eTotal, 'kwh'),
        status: statusChint(i),
      })),
    );
  }

  /**
   * Daily energy of a month. The captured call is per account (`userId`); the `siteId` filter is
   * grade C — the web app sends it on the site page — and is what makes it a plant's series.
   */
  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.sessao(async () => {
      const q = new URLSearchParams({
        month: mes.replace('-', ''),
        userId: this.o.credenciais.login,
        siteId: usinaId,
      });
      return diasDeEnergiaChint(await this.chamar(`/openApi/v1/dashboard/daysEnergy?${q}`), mes);
    });
  }

  /** The plant's day curve: every inverter's samples of the day, summed on the 5-minute grid. */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.sessao(async () => {
      const soma = new Map<number, number>();
      for (const inv of await this.inversores(usinaId)) {
        const linhas: unknown[] = [];
        for (let pagina = 1; pagina <= 100; pagina++) {
          const q = new URLSearchParams({
            assetId: String(inv.sn),
            startDay: data,
            endDay: data,
            dataType: '',
            lang: 'pt-BR',
            page: String(pagina),
            limit: String(POR_PAGINA_AMOSTRAS),
          });
          const d = (await this.chamar(`/openApi/v1/deviceData/deviceDataPageList?${q}`)) as {
            dataList?: unknown;
            total?: unknown;
          } | null;
          if (!Array.isArray(d?.dataList)) throw protocoloMudou(NOME, 'amostras sem dataList[]');
          linhas.push(...d.dataList);
          const total = numero(d.total);
          if (d.dataList.length < POR_PAGINA_AMOSTRAS || (total !== null && linhas.length >= total)) break;
        }
        for (const [min, w] of amostrasDoDiaChint(linhas, data)) soma.set(min, (soma.get(min) ?? 0) + w);
      }
      return [...soma.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([min, w]) => ({ hora: hhmm(min), potenciaW: Math.round(w) }));
    });
  }
}
