import { relogioNoFuso } from '../fuso.ts';
import { buscarNoPortal, juntarUrl, listaDeHosts, protocoloMudou } from '../http.ts';
import {
  type ClientePortal,
  comRecuo,
  type EnergiaDia,
  ErroPortal,
  type InversorPortal,
  type OpcoesCliente,
  type PontoCurva,
  type UsinaPortal,
} from '../types.ts';
import { type Envelope, lerResultado, NOME, type ResultadoSolax, statusSolax } from './leitura.ts';
import { lerUsinas, type UsinaSolax } from './registros.ts';

// SolaX Cloud token API (docs/fabricantes/solax-cloud.md): a token ID the user copies from the
// portal (carried as the password) and, per inverter, the registration number of its dongle (the
// `usinas` key, registros.ts). One call = one dongle's latest snapshot: v2 POST with the token in a
// `tokenId` header, v1 GET with it in the query when v2 answers 404. No login, no plant list, no
// history: the plant is the sum of its dongles, and the history is what Irradia keeps from polls.

const CAMINHO_V2 = 'api/v2/dataAccess/realtimeInfo/get';
const CAMINHO_V1 = 'proxyApp/proxy/api/getRealtimeInfo.do';
/** The cloud's ban after repeated violations: "prohibit calls within the next hour". */
const SUSPENSAO_MS = 60 * 60_000;
/** How long the snapshots of a plant listing serve the inverter listings that follow it. */
const VALIDADE_DA_LISTA_MS = 5 * 60_000;

const arredondar = (n: number, casas: number) => Math.round(n * 10 ** casas) / 10 ** casas;

/** The cloud's one-hour ban: a rate limit that waiting seconds will not lift. */
export class Suspensao extends ErroPortal {
  constructor() {
    super(
      'limite',
      'A SolaX Cloud suspendeu as chamadas deste Token ID por até 1 hora (excesso de chamadas)',
    );
  }
}

export interface OpcoesSolax extends OpcoesCliente {
  /** Clock for upload ages, the listing's validity and the cloud's one-hour ban (tests). */
  agora?: () => Date;
  /** Zone of the plants' "today" for `yieldtoday` (the counter resets at plant-local midnight). */
  fuso?: string;
}

interface Rota {
  host: string;
  versao: 1 | 2;
}

export class ClienteSolax implements ClientePortal {
  readonly fabricante = 'solax' as const;
  /** Index in `rotas()` of the host and version that last answered. */
  private rota = 0;
  /** Until when the cloud said it refuses this token (epoch ms): no call is made before it. */
  private suspensoAte = 0;
  /** The last plant listing's snapshots, for the inverter listings right after it. */
  private lista: { fim: number; resultados: Map<string, ResultadoSolax> } | null = null;
  /** Inverter serial per dongle, so a dongle that stops answering keeps its inverter's id. */
  private readonly seriais = new Map<string, string>();
  /** Per dongle: the last uploadTime and since when (our clock) it has been the same. */
  private readonly envios = new Map<string, { envio: string; desde: number }>();

  constructor(private readonly o: OpcoesSolax) {}

  private agora(): number {
    return (this.o.agora?.() ?? new Date()).getTime();
  }

  private rotas(): Rota[] {
    return listaDeHosts(this.o.baseUrl).flatMap((host) => [
      { host, versao: 2 as const },
      { host, versao: 1 as const },
    ]);
  }

  private token(): string {
    const t = this.o.credenciais.senha.trim();
    if (!t) throw new ErroPortal('credenciais', 'Informe o Token ID da SolaX Cloud');
    return t;
  }

  private usinas(): UsinaSolax[] {
    return lerUsinas(this.o.credenciais.chaves?.usinas);
  }

  /** One HTTP request on one route: the answer's status and JSON (404 bodies are not read). */
  private async pedir(r: Rota, registro: string): Promise<{ status: number; corpo: unknown }> {
    const token = this.token();
    const url = juntarUrl(r.host, r.versao === 2 ? CAMINHO_V2 : CAMINHO_V1);
    if (r.versao === 1) {
      url.searchParams.set('tokenId', token);
      url.searchParams.set('sn', registro);
    }
    const res = await buscarNoPortal(this.o, NOME, url, {
      method: r.versao === 2 ? 'POST' : 'GET',
      headers: {
        'User-Agent': 'Mozilla/5.0 (Irradia; monitoramento solar)',
        ...(r.versao === 2 ? { tokenId: token, 'Content-Type': 'application/json' } : {}),
      },
      body: r.versao === 2 ? JSON.stringify({ wifiSn: registro }) : undefined,
    });
    const corpo = await res.text();
    if (res.status === 404) return { status: 404, corpo: null };
    try {
      return { status: res.status, corpo: corpo ? JSON.parse(corpo) : null };
    } catch {
      throw protocoloMudou(NOME, `resposta ${res.status} que não é JSON`);
    }
  }

  /**
   * One dongle, trying the route that answered last, then v1 on the same host when v2 is 404,
   * then the next host of SOLAX_URL when a host is 404 or unreachable.
   */
  private async consultarUmaVez(registro: string): Promise<ResultadoSolax> {
    if (this.agora() < this.suspensoAte) throw new Suspensao();
    const rotas = this.rotas();
    if (rotas.length === 0) throw new ErroPortal('inacessivel', 'Endereço da SolaX Cloud não configurado');
    const fora = new Set<string>();
    let ultimo: ErroPortal | null = null;
    for (let k = 0; k < rotas.length; k++) {
      const i = (this.rota + k) % rotas.length;
      const r = rotas[i] as Rota;
      if (fora.has(r.host)) continue;
      let resposta: { status: number; corpo: unknown };
      try {
        resposta = await this.pedir(r, registro);
      } catch (err) {
        if (!(err instanceof ErroPortal) || err.tipo !== 'inacessivel') throw err;
        fora.add(r.host);
        ultimo = err;
        continue;
      }
      if (resposta.status === 404) {
        ultimo = protocoloMudou(NOME, `endereço da API v${r.versao} não encontrado (404) em ${r.host}`);
        continue;
      }
      this.rota = i;
      return this.interpretar(resposta.corpo, registro);
    }
    throw ultimo ?? new ErroPortal('inacessivel', `${NOME} não respondeu`);
  }

  /** The envelope `{success, exception, code, result}` of either version, as a result or an ErroPortal. */
  private interpretar(corpo: unknown, registro: string): ResultadoSolax {
    if (!corpo || typeof corpo !== 'object' || !('success' in corpo))
      throw protocoloMudou(NOME, 'resposta sem o campo success');
    const e = corpo as Envelope;
    const codigo = e.code === undefined || e.code === null || e.code === '' ? null : Number(e.code);
    const msg = String(e.exception ?? '');
    if ((e.success === true || e.success === 'true') && (codigo === null || codigo === 0))
      return { tipo: 'leitura', leitura: lerResultado(e.result, registro) };
    // Seen live on v1 (code 1): "There have been several violations in a row, and the system will
    // prohibit calls within the next hour". Calling again would only extend it.
    if (/violation|prohibit/i.test(msg)) {
      this.suspensoAte = this.agora() + SUSPENSAO_MS;
      throw new Suspensao();
    }
    // Wording of a single "too often" answer not confirmed (grade C): any frequency/limit text.
    if (/frequen|too many|exceed|limit/i.test(msg))
      throw new ErroPortal('limite', `${NOME} limitou as chamadas`);
    // v2 appendix 8.2 (grade B).
    if (codigo === 1001) throw new ErroPortal('credenciais', 'Token ID da SolaX Cloud recusado');
    if (codigo === 1002 || codigo === 1003) return { tipo: 'negado', registro, codigo };
    if (codigo === 2002) return { tipo: 'sem_dados', registro };
    if (codigo === 2001) throw new ErroPortal('inacessivel', `${NOME} falhou ao consultar (2001: ${msg})`);
    // v1 error texts (grade C): by keyword.
    if (/token/i.test(msg)) throw new ErroPortal('credenciais', 'Token ID da SolaX Cloud recusado');
    if (/not found|no data/i.test(msg)) return { tipo: 'sem_dados', registro };
    if (/\b(wifi ?sn|sn|registration)\b/i.test(msg)) return { tipo: 'negado', registro, codigo };
    throw new ErroPortal('protocolo', `${NOME} recusou a consulta (${codigo ?? '?'}: ${msg})`);
  }

  /** One dongle; the cloud's "too often" is waited out (comRecuo), its one-hour ban is not. */
  private async consultar(registro: string): Promise<ResultadoSolax> {
    let r: ResultadoSolax;
    try {
      r = await comRecuo(async () => {
        try {
          return await this.consultarUmaVez(registro);
        } catch (err) {
          // Not an ErroPortal, so comRecuo does not wait and retry a ban.
          throw err instanceof Suspensao ? { suspensao: err } : err;
        }
      }, this.o.esperaLimiteMs);
    } catch (err) {
      throw (err as { suspensao?: Suspensao }).suspensao ?? err;
    }
    if (r.tipo === 'leitura') {
      const l = r.leitura;
      if (l.serial) this.seriais.set(registro, l.serial);
      const antes = this.envios.get(registro);
      if (l.envio && antes?.envio !== l.envio)
        this.envios.set(registro, { envio: l.envio, desde: this.agora() });
    }
    return r;
  }

  /** Dongles one at a time: the token's limit (10/min) is shared by all of them. */
  private async consultarTodos(registros: string[]): Promise<Map<string, ResultadoSolax>> {
    const m = new Map<string, ResultadoSolax>();
    for (const r of registros) m.set(r, await this.consultar(r));
    return m;
  }

  /**
   * There is no login: the token is checked with the first dongle's snapshot. A dongle the token
   * cannot read is told here, where the user typed it.
   */
  async entrar(): Promise<void> {
    this.token();
    const primeiro = this.usinas()[0]?.registros[0] as string;
    const r = await this.consultar(primeiro);
    if (r.tipo === 'negado')
      throw new ErroPortal(
        'credenciais',
        `A SolaX Cloud não deixa este Token ID ler o número de registro ${primeiro}: confira se é o número do módulo Wi-Fi/LAN (não o número de série do inversor) e se ele está na mesma conta do token`,
      );
  }

  private inversor(registro: string, r: ResultadoSolax | undefined, agora: number): InversorPortal {
    const serial =
      (r?.tipo === 'leitura' ? r.leitura.serial : null) ?? this.seriais.get(registro) ?? registro;
    const base = {
      serial,
      nome: `SolaX ${registro}`,
      tipo: 'inverter',
      capacidadeKwp: null,
      potenciaAtualW: null,
      energiaTotalKwh: null,
    };
    if (!r || r.tipo === 'negado') return { ...base, status: 'offline' };
    if (r.tipo === 'sem_dados') return { ...base, status: 'inativo' };
    const l = r.leitura;
    const visto = this.envios.get(registro);
    const parado = visto && visto.envio === l.envio ? agora - visto.desde : 0;
    const status = statusSolax(l, agora, parado);
    return {
      ...base,
      capacidadeKwp: l.nominalW === null ? null : l.nominalW / 1000,
      // A stale snapshot's power is not today's: unknown, never the old figure.
      potenciaAtualW: status === 'offline' || status === 'inativo' ? null : l.potenciaW,
      energiaTotalKwh: l.totalKwh,
      status,
    };
  }

  async listarUsinas(): Promise<UsinaPortal[]> {
    const usinas = this.usinas();
    const resultados = await this.consultarTodos(usinas.flatMap((u) => u.registros));
    const agora = this.agora();
    this.lista = { fim: agora, resultados };
    const hoje = relogioNoFuso(agora, this.o.fuso ?? 'America/Sao_Paulo').data;
    return usinas.map((u) => {
      const inversores = u.registros.map((reg) => this.inversor(reg, resultados.get(reg), agora));
      const leituras = u.registros.flatMap((reg) => {
        const r = resultados.get(reg);
        return r?.tipo === 'leitura' ? [r.leitura] : [];
      });
      const ativos = inversores.filter((i) => i.potenciaAtualW !== null);
      // yieldtoday counts only from a snapshot uploaded today: an older one holds another day.
      const deHoje = leituras.filter((l) => l.envio?.slice(0, 10) === hoje && l.hojeKwh !== null);
      const totais = leituras.map((l) => l.totalKwh);
      return {
        id: u.id,
        nome: u.nome,
        // The cloud knows each inverter's AC rating, not the array's kWp (the ingestion sums those).
        potenciaKwp: null,
        potenciaAtualW: ativos.length
          ? arredondar(
              ativos.reduce((a, i) => a + (i.potenciaAtualW ?? 0), 0),
              1,
            )
          : null,
        energiaHojeKwh: leituras.length
          ? arredondar(
              deHoje.reduce((a, l) => a + (l.hojeKwh ?? 0), 0),
              3,
            )
          : null,
        // A lifetime total missing one inverter would look like a drop: all or nothing.
        energiaTotalKwh:
          totais.length === u.registros.length && totais.every((t) => t !== null)
            ? arredondar(
                totais.reduce((a: number, t) => a + (t ?? 0), 0),
                3,
              )
            : null,
      };
    });
  }

  async listarInversores(usinaId: string): Promise<InversorPortal[]> {
    const u = this.usinas().find((x) => x.id === usinaId);
    if (!u) return [];
    const agora = this.agora();
    const lista = this.lista && agora - this.lista.fim <= VALIDADE_DA_LISTA_MS ? this.lista.resultados : null;
    const faltam = u.registros.filter((r) => !lista?.has(r));
    const novos = await this.consultarTodos(faltam);
    return u.registros.map((reg) => this.inversor(reg, lista?.get(reg) ?? novos.get(reg), agora));
  }

  /** The token API has no history (note: realtime only); Irradia keeps its own from the polls. */
  async energiaDoMes(_usinaId: string, _mes: string): Promise<EnergiaDia[]> {
    return [];
  }

  async curvaDoDia(_usinaId: string, _data: string): Promise<PontoCurva[]> {
    return [];
  }
}
