import { ErroPortal, type OpcoesCliente } from './types.ts';

// The one HTTP call the makers' clients make (SAJ, Livoltek, Solplanet, Solarman, Chint Power):
// the timeout, the user agent, and the failures every cloud shares — unreachable, overloaded (5xx),
// rate-limited (429), an answer that is not JSON — turned into ErroPortal with the maker's name.
// Each client reads its own envelope from the parsed body.

export interface PedidoPortal {
  metodo?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON unless it is already text (form bodies). */
  corpo?: object | string;
}

export interface RespostaPortal {
  status: number;
  corpo: unknown;
}

/**
 * One request to a maker's cloud with the timeout, and the failures every cloud shares turned into
 * ErroPortal with the maker's name: unreachable, rate-limited (429), overloaded (5xx). The answer is
 * the maker's to read (JSON, bytes, headers).
 */
export async function buscarNoPortal(
  o: Pick<OpcoesCliente, 'fetch' | 'timeoutMs'>,
  nome: string,
  url: URL | string,
  init: Omit<RequestInit, 'signal'>,
): Promise<Response> {
  let res: Response;
  try {
    res = await (o.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(o.timeoutMs ?? 15_000) });
  } catch (err) {
    const e = err as Error;
    throw new ErroPortal(
      'inacessivel',
      `${nome} não respondeu (${e.name === 'TimeoutError' ? 'tempo esgotado' : e.message})`,
    );
  }
  if (res.status === 429) throw new ErroPortal('limite', `${nome} limitou as chamadas`);
  if (res.status >= 500) throw new ErroPortal('inacessivel', `${nome} respondeu ${res.status}`);
  return res;
}

export async function pedirAoPortal(
  o: Pick<OpcoesCliente, 'fetch' | 'timeoutMs'>,
  nome: string,
  url: URL | string,
  pedido: PedidoPortal = {},
): Promise<RespostaPortal> {
  const { corpo } = pedido;
  const res = await buscarNoPortal(o, nome, url, {
    method: pedido.metodo ?? 'GET',
    headers: {
      'User-Agent': 'Mozilla/5.0 (Irradia; monitoramento solar)',
      ...(corpo !== undefined && typeof corpo !== 'string'
        ? { 'Content-Type': 'application/json;charset=UTF-8' }
        : {}),
      ...pedido.headers,
    },
    body: corpo === undefined ? undefined : typeof corpo === 'string' ? corpo : JSON.stringify(corpo),
  });
  const texto = await res.text();
  try {
    return { status: res.status, corpo: texto ? JSON.parse(texto) : null };
  } catch {
    if (res.status === 401 || res.status === 403) return { status: res.status, corpo: null };
    throw protocoloMudou(nome, `resposta ${res.status} que não é JSON`);
  }
}

/**
 * The cloud answered in a shape the client does not know: the maker changed its protocol (or the
 * flow was never confirmed — reference grade C). Said plainly, never an empty import.
 */
export function protocoloMudou(nome: string, detalhe: string): ErroPortal {
  return new ErroPortal(
    'protocolo',
    `o portal ${nome} respondeu num formato que o Irradia não reconhece (${detalhe}); o protocolo pode ter mudado`,
  );
}

/** Every page of a paged list, stopping at the total, a short page, or `maxPaginas`. */
export async function todasAsPaginas<T>(
  pagina: (n: number) => Promise<{ itens: T[]; total: number | null }>,
  tamanho: number,
  maxPaginas = 200,
): Promise<T[]> {
  const todos: T[] = [];
  for (let n = 1; n <= maxPaginas; n++) {
    const { itens, total } = await pagina(n);
    todos.push(...itens);
    if (itens.length < tamanho || (total !== null && todos.length >= total)) break;
  }
  return todos;
}

/** The hosts of a comma-separated base URL setting (regional clouds: SAJ_URL, HUAWEI_URL…), in order. */
export const listaDeHosts = (baseUrl: string): string[] =>
  baseUrl
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/** Base URL joined with a path, whether or not either has the slash. */
export function juntarUrl(base: string, caminho: string): URL {
  return new URL(caminho.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
}
