import type { CodigoFabricante } from './types.ts';

// Each maker's own call budget, from its documented limits (reference/inverter-portals.md and
// inverter-portals-verified.md), and the poll pace that keeps an account inside it.
// docs/decisions/011-ritmo-por-fabricante.md.

export interface Ritmo {
  /**
   * At most `chamadas` calls per `ms` from one account (its key or login), spaced evenly. Absent
   * where no page states a limit: then only Irradia's own ceiling (PORTAL_CALLS_PER_MINUTE) applies.
   */
  janela?: { chamadas: number; ms: number };
  /** The cloud's daily quota for one account, where it has one. */
  porDia?: { chamadas: number; porInversor: boolean };
  /** Where the figures come from. */
  fonte: string;
}

/**
 * Makers whose limits no page states: no spacing of our own beyond Irradia's per-minute ceiling
 * (PORTAL_CALLS_PER_MINUTE), and no daily quota; the calls are still counted.
 */
const PADRAO: Ritmo = {
  fonte: 'nenhum limite documentado: só o teto do Irradia (PORTAL_CALLS_PER_MINUTE)',
};

export const RITMOS: Record<CodigoFabricante, Ritmo> = {
  foxess: {
    janela: { chamadas: 1, ms: 1000 },
    porDia: { chamadas: 1440, porInversor: true },
    fonte: 'getAccessCount total 1440 e doc: 1440 chamadas/dia por inversor; 1 consulta/s por endpoint',
  },
  solis: { janela: { chamadas: 2, ms: 1000 }, fonte: 'doc SolisCloud: 2 chamadas/s por endpoint' },
  // Documented 10 per 5 s per IP, but 429 was observed already at 9: half of it.
  auxsol: { janela: { chamadas: 5, ms: 5000 }, fonte: 'doc: 10 pedidos/5 s por IP (429 visto já em 9)' },
  solplanet: { janela: { chamadas: 100, ms: 60_000 }, fonte: 'API AISWEI: 100 chamadas/min' },
  // Growatt's OpenAPI serves some endpoints once per 5 minutes (error 10012); the web API has no
  // stated figure.
  growatt: { ...PADRAO, fonte: 'OpenAPI: alguns endpoints 1 chamada/5 min (10012); web sem número' },
  sungrow: PADRAO,
  saj: PADRAO,
  livoltek: PADRAO,
  solarman: PADRAO,
  chintpower: PADRAO,
  // Per-interface limits a per-account window cannot express: the client paces itself.
  huawei: {
    ...PADRAO,
    fonte:
      'NBI Huawei: 1 chamada/min por interface; KPIs em tempo real 1 lote a cada 5 min; listas e histórico 24 + 1 por 100 usinas por dia; 5 logins/10 min — o próprio cliente espaça as chamadas e reaproveita as respostas (huawei/cadencia.ts)',
  },
  goodwe: {
    ...PADRAO,
    fonte:
      'API do portal SEMS sem limite publicado; "GY0429" (muitas chamadas) pede 300 s de espera (integração Home Assistant, 60 s por usina)',
  },
  deye: {
    ...PADRAO,
    fonte:
      'sem cota publicada; a Deye pede device/latest no máximo 1 vez/min por aparelho (erro 2101002 "client execute Too Frequently") e anunciou cotas para 2026',
  },
  hoymiles: {
    ...PADRAO,
    fonte:
      'sem limite de chamadas publicado; logins por conta limitados por dia (número não publicado): o cliente reaproveita o token',
  },
  // Billed per call: about 1,000 a month per App Id is what integrators get (~33 a day).
  apsystems: {
    janela: { chamadas: 1, ms: 1000 },
    porDia: { chamadas: 33, porInversor: false },
    fonte:
      'OpenAPI APsystems: acesso cobrado por número de consultas (manual §2.3); integradores usam 1000 consultas/mês por App ID (~33/dia)',
  },
  solax: {
    janela: { chamadas: 10, ms: 60_000 },
    porDia: { chamadas: 10_000, porInversor: false },
    fonte:
      'doc SolaX Cloud API V1.0/V6.1: até 10 chamadas/min e 10.000/dia por Token ID (uma chamada por módulo)',
  },
  // Every data call is billed: 2 per plant and 1 per active inverter at each poll.
  fronius: {
    janela: { chamadas: 2, ms: 1000 },
    fonte:
      'sem limite publicado (429 existe); API cobrada por ponto de dado: 2 chamadas/s por chave, escolha nossa',
  },
};

/** Share of a daily quota the polls may use: the rest is for imports, the wizard and retries. */
const FRACAO_DOS_POLLS = 0.8;
const DIA_MS = 86_400_000;

export const ritmoDe = (fabricante: string): Ritmo => RITMOS[fabricante as CodigoFabricante] ?? PADRAO;

/** Milliseconds between two calls of one account so that no window holds more than allowed. */
export const espacamentoMs = (r: Ritmo): number =>
  r.janela ? Math.floor(r.janela.ms / r.janela.chamadas) + 1 : 0;

/** The account's daily quota for its size, or null where the maker has none. */
export function limiteDiario(r: Ritmo, inversores: number): number | null {
  if (!r.porDia) return null;
  return r.porDia.chamadas * (r.porDia.porInversor ? Math.max(1, inversores) : 1);
}

/**
 * The pace of an account: never faster than POLL_INTERVAL_MS; slow enough that a day's polls (at
 * what the last one cost) use at most FRACAO_DOS_POLLS of the daily quota, and that the account
 * spends at most half its time waiting on its own call spacing. Whole minutes, rounded up.
 */
export function intervaloDeSincronizacao(
  r: Ritmo,
  conta: { inversores: number; chamadasPorSincronizacao: number },
  minimoMs: number,
): number {
  const chamadas = Math.max(1, conta.chamadasPorSincronizacao);
  let ms = Math.max(minimoMs, 2 * chamadas * espacamentoMs(r));
  const limite = limiteDiario(r, conta.inversores);
  if (limite !== null) ms = Math.max(ms, Math.ceil((chamadas * DIA_MS) / (limite * FRACAO_DOS_POLLS)));
  return Math.ceil(ms / 60_000) * 60_000;
}

export interface Relogio {
  agora(): number;
  esperar(ms: number): Promise<void>;
}

/**
 * A fetch for one account's client that spaces its calls by the maker's window and counts each
 * one (`aoChamar`), so the day's calls can be told and budgeted. The maker's protocol code is
 * untouched: every client takes its HTTP through `OpcoesCliente.fetch`.
 */
export function fetchNoRitmo(r: Ritmo, relogio: Relogio, aoChamar: () => void): typeof fetch {
  const intervalo = espacamentoMs(r);
  let proxima = Number.NEGATIVE_INFINITY;
  let fila: Promise<void> = Promise.resolve();
  return (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const vez = fila.then(async () => {
      const espera = proxima - relogio.agora();
      if (espera > 0) await relogio.esperar(espera);
      proxima = relogio.agora() + intervalo;
    });
    fila = vez.catch(() => undefined);
    await vez;
    aoChamar();
    return globalThis.fetch(input, init);
  }) as typeof fetch;
}
