import { buscarNoPortal, juntarUrl, listaDeHosts, protocoloMudou, todasAsPaginas } from '../http.ts';
import {
  type ClientePortal,
  comSessao,
  type EnergiaDia,
  ErroPortal,
  type InversorPortal,
  numeroComUnidade,
  type OpcoesCliente,
  type PontoCurva,
  type UsinaPortal,
} from '../types.ts';
import {
  corpoComSid,
  diaDoRotulo,
  type Envelope,
  erroDoLogin,
  jsonComIdsEmTexto,
  kwDoModeloHoymiles,
  kwhDeWh,
  NOME,
  statusDoMicro,
  tentarOutraForma,
} from './formato.ts';
import { type Grafico, lerGrafico, ProtobufInvalido } from './protobuf.ts';
import { chArgon2, chSemSal, senhaLegada } from './senha.ts';

// Hoymiles S-Miles Cloud through the web portal's own (unofficial) API with the portal login
// (docs/fabricantes/hoymiles-s-miles.md). Login v3: pre-inspection gives a single-use nonce and
// maybe a salt, the password goes as an Argon2id or unsalted hash, the token travels raw in
// `Authorization`. Hoymiles limits logins per account per day, so the token is kept until the
// cloud says it expired (status "100"). Charts answer in protobuf (protobuf.ts).

interface Resposta {
  status: number;
  bytes: Uint8Array;
}

export interface OpcoesHoymiles extends OpcoesCliente {
  /** Page size of the plant and micro lists (the cloud accepts up to 1000). */
  porPagina?: number;
}

export class ClienteHoymiles implements ClientePortal {
  readonly fabricante = 'hoymiles' as const;
  private token: string | null = null;
  /** The host where the account logged in (one of the comma-separated HOYMILES_URL). */
  private host: string | null = null;

  constructor(private readonly o: OpcoesHoymiles) {}

  private hosts(): string[] {
    return listaDeHosts(this.o.baseUrl);
  }

  private async postar(host: string, caminho: string, corpo: string): Promise<Resposta> {
    const res = await buscarNoPortal(this.o, NOME, juntarUrl(host, caminho), {
      method: 'POST',
      headers: {
        'User-Agent': 'Mozilla/5.0 (Irradia; monitoramento solar)',
        'Content-Type': 'application/json;charset=UTF-8',
        ...(this.token ? { Authorization: this.token } : {}),
      },
      body: corpo,
    });
    return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  private envelope(r: Resposta, caminho: string): Envelope {
    let env: unknown;
    try {
      env = jsonComIdsEmTexto(new TextDecoder().decode(r.bytes));
    } catch {
      throw protocoloMudou(NOME, `resposta ${r.status} que não é JSON em ${caminho}`);
    }
    if (!env || typeof env !== 'object' || !('status' in env))
      throw protocoloMudou(NOME, `resposta sem "status" em ${caminho}`);
    return env as Envelope;
  }

  /** A data call's failure: expired token, a plant outside the account, or anything else. */
  private erroDosDados(env: Envelope, caminho: string): ErroPortal {
    const status = String(env.status ?? '');
    if (status === '100') return new ErroPortal('sessao_expirada', `Sessão do ${NOME} expirada`);
    if (status === '3')
      return new ErroPortal('credenciais', `A conta do ${NOME} não tem permissão para esta usina`);
    return new ErroPortal(
      'protocolo',
      `${NOME} recusou ${caminho} (${status}: ${String(env.message ?? '')})`,
    );
  }

  private async dados(caminho: string, corpo: string): Promise<unknown> {
    const r = await this.postar(this.host as string, caminho, corpo);
    if (r.status === 401) throw new ErroPortal('sessao_expirada', `Sessão do ${NOME} expirada`);
    const env = this.envelope(r, caminho);
    if (String(env.status) !== '0') throw this.erroDosDados(env, caminho);
    // 24 h after login every endpoint answers data "" (S-Cloud py): the token died.
    if (env.data === '') throw new ErroPortal('sessao_expirada', `Sessão do ${NOME} expirada`);
    return env.data;
  }

  /** A chart call: protobuf when it works, a JSON envelope when it does not. */
  private async grafico(caminho: string, corpo: string): Promise<Grafico> {
    const r = await this.postar(this.host as string, caminho, corpo);
    if (r.status === 401) throw new ErroPortal('sessao_expirada', `Sessão do ${NOME} expirada`);
    const primeiro = r.bytes.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
    if (primeiro === 0x7b) {
      // '{' cannot start this message (it would be field 15 as a group): an error envelope.
      const env = this.envelope(r, caminho);
      throw String(env.status) === '0'
        ? protocoloMudou(NOME, `JSON onde se esperava protobuf em ${caminho}`)
        : this.erroDosDados(env, caminho);
    }
    if (r.status >= 400) throw new ErroPortal('protocolo', `${NOME} respondeu ${r.status} em ${caminho}`);
    try {
      return lerGrafico(r.bytes);
    } catch (err) {
      if (err instanceof ProtobufInvalido) throw protocoloMudou(NOME, `${caminho}: ${err.message}`);
      throw err;
    }
  }

  async entrar(): Promise<void> {
    this.token = null;
    const hosts = this.host ? [this.host, ...this.hosts().filter((h) => h !== this.host)] : this.hosts();
    let ultimo: ErroPortal | null = null;
    for (const host of hosts) {
      try {
        this.token = await this.entrarEm(host);
        this.host = host;
        return;
      } catch (err) {
        // Another host only when this one is down or sends the account elsewhere: every wrong
        // password counts against the daily login limit.
        const outroHost =
          err instanceof ErroPortal &&
          (err.tipo === 'inacessivel' || (err.tipo === 'credenciais' && /S-Miles Home/.test(err.message)));
        if (!outroHost) throw err;
        ultimo = err as ErroPortal;
      }
    }
    throw ultimo ?? new ErroPortal('inacessivel', `Nenhum endereço do ${NOME} respondeu`);
  }

  private async preInspecao(host: string): Promise<{ a: string; n: string } | null> {
    const caminho = '/iam/pub/3/auth/pre-insp';
    const r = await this.postar(host, caminho, JSON.stringify({ u: this.o.credenciais.login }));
    // No v3 login on this host: the legacy one is tried.
    if (r.status === 404) return null;
    const env = this.envelope(r, caminho) as Envelope & { a?: unknown; n?: unknown };
    if (String(env.status) !== '0') throw erroDoLogin(env);
    // Some captures carry a/n at the top level instead of inside data.
    const d = (env.data && typeof env.data === 'object' ? env.data : env) as { a?: unknown; n?: unknown };
    if (typeof d.n !== 'string' || !d.n) throw protocoloMudou(NOME, 'pré-inspeção sem nonce');
    return { a: typeof d.a === 'string' ? d.a : '', n: d.n };
  }

  private async login(host: string, ch: string, n: string): Promise<Envelope> {
    const caminho = '/iam/pub/3/auth/login';
    const r = await this.postar(host, caminho, JSON.stringify({ u: this.o.credenciais.login, ch, n }));
    return this.envelope(r, caminho);
  }

  private tokenDe(env: Envelope): string {
    const token = (env.data as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !token) throw protocoloMudou(NOME, 'login sem token');
    return token;
  }

  private async entrarEm(host: string): Promise<string> {
    const senha = this.o.credenciais.senha;
    const pre = await this.preInspecao(host);
    if (!pre) return this.entrarLegado(host);
    if (pre.a) {
      const env = await this.login(host, await chArgon2(senha, pre.a), pre.n);
      if (String(env.status) === '0') return this.tokenDe(env);
      throw erroDoLogin(env);
    }
    const formas = chSemSal(senha);
    let nonce = pre.n;
    for (let i = 0; i < formas.length; i++) {
      // A nonce serves one login: the second form asks for a fresh one.
      if (i > 0) {
        const outra = await this.preInspecao(host);
        if (!outra) throw protocoloMudou(NOME, 'pré-inspeção sumiu no meio do login');
        nonce = outra.n;
      }
      const env = await this.login(host, (formas[i] as { ch: string }).ch, nonce);
      if (String(env.status) === '0') return this.tokenDe(env);
      if (i === formas.length - 1 || !tentarOutraForma(env)) throw erroDoLogin(env);
    }
    throw protocoloMudou(NOME, 'login sem forma de senha');
  }

  private async entrarLegado(host: string): Promise<string> {
    const caminho = '/iam/pub/0/auth/login';
    const r = await this.postar(
      host,
      caminho,
      JSON.stringify({
        user_name: this.o.credenciais.login,
        password: senhaLegada(this.o.credenciais.senha),
      }),
    );
    if (r.status === 404) throw protocoloMudou(NOME, 'nenhum dos logins conhecidos existe');
    const env = this.envelope(r, caminho);
    if (String(env.status) === '0') return this.tokenDe(env);
    throw erroDoLogin(env);
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.token !== null, () => this.entrar(), fn, this.o.esperaLimiteMs);
  }

  /** A paged list: both page parameter names the clients use, until `total`. */
  private lista(caminho: string, corpo: (pagina: number, tamanho: number) => string) {
    const tamanho = this.o.porPagina ?? 100;
    return todasAsPaginas(async (pagina) => {
      const d = (await this.dados(caminho, corpo(pagina, tamanho))) as {
        list?: unknown;
        total?: unknown;
      } | null;
      if (!Array.isArray(d?.list)) throw protocoloMudou(NOME, `lista sem "list" em ${caminho}`);
      const total = Number(d.total);
      return {
        itens: d.list as Array<Record<string, unknown>>,
        total: Number.isFinite(total) ? total : null,
      };
    }, tamanho);
  }

  listarUsinas(): Promise<UsinaPortal[]> {
    return this.comSessao(async () => {
      const lista = await this.lista('/pvm/api/0/station/select_by_page', (page, page_size) =>
        JSON.stringify({ page, page_num: page, page_size }),
      );
      const usinas: UsinaPortal[] = [];
      for (const p of lista) {
        if (p.id === undefined || p.id === null) throw protocoloMudou(NOME, 'usina sem id');
        const id = String(p.id);
        const r = (await this.dados(
          '/pvm-data/api/0/station/data/count_station_real_data',
          corpoComSid(id),
        )) as Record<string, unknown> | null | undefined;
        // Installed power in kWp (the list's, else the realtime's).
        const kwp = Number(p.capacitor ?? r?.capacitor);
        usinas.push({
          id,
          nome: String(p.name ?? id),
          potenciaKwp: Number.isFinite(kwp) && kwp > 0 ? kwp : null,
          potenciaAtualW: numeroComUnidade(r?.real_power, 'w'),
          // Energy counters are Wh.
          energiaHojeKwh: kwhDeWh(r?.today_eq),
          energiaTotalKwh: kwhDeWh(r?.total_eq),
        });
      }
      return usinas;
    });
  }

  listarInversores(usinaId: string): Promise<InversorPortal[]> {
    return this.comSessao(async () => {
      const micros = await this.lista('/pvm/api/0/dev/micro/select_by_station', (page, page_size) =>
        corpoComSid(usinaId, { page, page_num: page, page_size, show_warn: 0 }),
      );
      return micros.map((m) => {
        const serial = m.sn ?? m.id;
        if (serial === undefined || serial === null || serial === '')
          throw protocoloMudou(NOME, 'micro sem sn');
        const modelo = m.init_hard_no ?? m.model_no;
        return {
          serial: String(serial),
          nome: String(modelo ?? serial),
          tipo: 'microinversor',
          capacidadeKwp: kwDoModeloHoymiles(modelo),
          // The list has no per-micro power or lifetime energy (only the protobuf module data).
          potenciaAtualW: null,
          energiaTotalKwh: null,
          status: statusDoMicro(m),
        };
      });
    });
  }

  /** count_eq_by_day_of_month: labels are day numbers, series "pv_eq" in Wh (grade B). */
  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]> {
    return this.comSessao(async () => {
      const g = await this.grafico(
        '/pvm-data/api/0/station/data/count_eq_by_day_of_month',
        corpoComSid(usinaId, { date: mes }),
      );
      if (g.rotulos.length === 0) return [];
      const serie =
        g.series.find((s) => s.nome === 'pv_eq') ?? (g.series.length === 1 ? g.series[0] : undefined);
      if (!serie)
        throw protocoloMudou(NOME, `mês sem a série pv_eq (${g.series.map((s) => s.nome).join(', ')})`);
      const dias: EnergiaDia[] = [];
      g.rotulos.forEach((rotulo, i) => {
        const dia = diaDoRotulo(rotulo, mes);
        if (dia === null) throw protocoloMudou(NOME, `mês com o rótulo "${rotulo}"`);
        const wh = serie.valores[i];
        if (wh === undefined || !Number.isFinite(wh)) return;
        dias.push({ data: dia, energiaKwh: Math.round(wh) / 1000 });
      });
      return dias.sort((a, b) => a.data.localeCompare(b.data));
    });
  }

  /** count_power_by_day: labels HH:mm, one power series in W (grade B). */
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]> {
    return this.comSessao(async () => {
      const g = await this.grafico(
        '/pvm-data/api/0/station/data/count_power_by_day',
        corpoComSid(usinaId, { date: data }),
      );
      if (g.rotulos.length === 0) return [];
      const serie = g.series[0];
      if (!serie) throw protocoloMudou(NOME, 'curva sem série de potência');
      const pontos: PontoCurva[] = [];
      g.rotulos.forEach((hora, i) => {
        if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(hora))
          throw protocoloMudou(NOME, `curva com o rótulo "${hora}"`);
        const w = serie.valores[i];
        if (w !== undefined && Number.isFinite(w)) pontos.push({ hora, potenciaW: Math.max(0, w) });
      });
      return pontos;
    });
  }
}
