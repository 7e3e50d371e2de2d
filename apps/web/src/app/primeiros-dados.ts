/**
 * The data a screen asks for first (issue 28: the plants page's list before its JavaScript has
 * arrived). The first-screen script (primeira-tela.ts) sends the request as index.html is parsed,
 * with the stored session, and leaves the answer's promise on `window`; api-client takes it instead
 * of asking again, once, when the same request comes with the same session. On a slow link the
 * list then travels while the chunks download, instead of after React's first render.
 */

/** By route: the API path under /api/ with its query, exactly as api-client writes it. */
export const PRIMEIROS_DADOS: Readonly<Record<string, string>> = {
  // The plants page's first render: no filter, page 1, 20 plants (usinasQueries.lista).
  '/usinas': 'usinas?page=1&limit=20',
};

/** Where the first-screen script leaves its request. */
export const CHAVE_DOS_PRIMEIROS_DADOS = '__irradiaPrimeirosDados';

/** What the first-screen script leaves on `window`. */
export interface PrimeiroDado {
  /** `/api/…` with the query. */
  url: string;
  token: string;
  empresa: string | null;
  /** `Date.now()` when it was asked. */
  em: number;
  resposta: Promise<Response>;
}

/** An answer older than this is not taken: the screen asks again. */
const VALIDADE_MS = 20_000;

/**
 * The first-screen script's answer for `url` asked with this session and company, once; undefined
 * when there is none (another screen, filters, a new session or company, or too old).
 */
export function tomarPrimeiroDado(
  url: string,
  token: string | null | undefined,
  empresa: string | null | undefined,
): Promise<Response> | undefined {
  const w = window as unknown as Record<string, PrimeiroDado | undefined>;
  const dado = w[CHAVE_DOS_PRIMEIROS_DADOS];
  if (!dado || dado.url !== url) return undefined;
  w[CHAVE_DOS_PRIMEIROS_DADOS] = undefined;
  const mesmaSessao = dado.token === token && dado.empresa === (empresa ?? null);
  return mesmaSessao && Date.now() - dado.em < VALIDADE_MS ? dado.resposta : undefined;
}
