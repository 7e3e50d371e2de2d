// The demo's HTTP client: the same /api calls the web app makes, with the session's token and the
// selected company, and the two helpers the seeding needs (a few calls at a time, waiting for a
// condition with a bound).

class ErroDaApi extends Error {
  constructor(
    readonly status: number,
    readonly corpo: unknown,
    chamada: string,
  ) {
    super(`${chamada} respondeu ${status}: ${JSON.stringify(corpo)}`);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the API's answers are read field by field, as JSON.
type Json = any;

export class Api {
  token: string | null = null;
  empresa: string | null = null;
  /** Calls made so far (the summary line tells them). */
  chamadas = 0;

  constructor(readonly base: string) {}

  async chamar(metodo: string, caminho: string, corpo?: unknown): Promise<{ status: number; corpo: Json }> {
    this.chamadas++;
    const res = await fetch(`${this.base}/api/${caminho}`, {
      method: metodo,
      headers: {
        accept: 'application/json',
        ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.empresa ? { 'x-company-id': this.empresa } : {}),
      },
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
    const texto = await res.text();
    return { status: res.status, corpo: texto ? JSON.parse(texto) : null };
  }

  /** The call's body when its status is one of `aceitos`; an error saying what failed otherwise. */
  async exigir(
    metodo: string,
    caminho: string,
    corpo?: unknown,
    aceitos = [200, 201, 202, 204],
  ): Promise<Json> {
    const r = await this.chamar(metodo, caminho, corpo);
    if (!aceitos.includes(r.status)) throw new ErroDaApi(r.status, r.corpo, `${metodo} /api/${caminho}`);
    return r.corpo;
  }

  /** A multipart form POST (a file upload), answering its body; an error when not 2xx. */
  async enviar(caminho: string, form: FormData): Promise<Json> {
    this.chamadas++;
    const res = await fetch(`${this.base}/api/${caminho}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.empresa ? { 'x-company-id': this.empresa } : {}),
      },
      body: form,
    });
    const corpo = await res.json().catch(() => null);
    if (!res.ok) throw new ErroDaApi(res.status, corpo, `POST /api/${caminho}`);
    return corpo;
  }

  /** Every item of a paginated list (100 per page: every list takes that many). */
  async todos(caminho: string): Promise<Json[]> {
    const itens: Json[] = [];
    const sep = caminho.includes('?') ? '&' : '?';
    for (let pagina = 1; ; pagina++) {
      const r = await this.exigir('GET', `${caminho}${sep}limit=100&page=${pagina}`);
      itens.push(...r.data);
      if (pagina >= (r.meta?.last_page ?? 1)) return itens;
    }
  }
}

/** Runs `fn` over the items, `n` at a time, keeping their order in the answer. */
export async function emParalelo<T, R>(
  itens: readonly T[],
  n: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const saida: R[] = new Array(itens.length);
  let proximo = 0;
  const trabalhar = async () => {
    while (proximo < itens.length) {
      const i = proximo++;
      saida[i] = await fn(itens[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, itens.length) }, trabalhar));
  return saida;
}

/** A gate letting `n` tasks run at once: `vez(() => …)` runs the task when a place is free. */
export function limitarA(n: number) {
  let ativas = 0;
  const fila: Array<() => void> = [];
  return async <R>(tarefa: () => Promise<R>): Promise<R> => {
    // A finished task hands its place straight to the next one waiting.
    if (ativas >= n) await new Promise<void>((ok) => fila.push(ok));
    else ativas++;
    try {
      return await tarefa();
    } finally {
      const proxima = fila.shift();
      if (proxima) proxima();
      else ativas--;
    }
  };
}

/** Asks `fn` until it answers something truthy; fails with `descricao` after `limiteMs`. */
export async function esperarAte<T>(
  descricao: string,
  fn: () => Promise<T | null | undefined | false>,
  { limiteMs = 120_000, intervaloMs = 500 } = {},
): Promise<T> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const r = await fn();
    if (r) return r;
    if (Date.now() > fim) throw new Error(`a demo esperou ${Math.round(limiteMs / 1000)} s por ${descricao}`);
    await new Promise((ok) => setTimeout(ok, intervaloMs));
  }
}
