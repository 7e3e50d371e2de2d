import { Cookies } from '../cookies.ts';
import { ErroConcessionaria, type OpcoesClienteConcessionaria } from './types.ts';

// The portals that are web pages, not APIs (Copel's JSF AVA, the Enel ID SAML login) need what a
// browser does and `pedirAoPortal` does not: keep cookies by a browser's rules (../cookies.ts), follow redirects by hand
// (cookies set on a 302 count), post forms, and hand back HTML or PDF bytes. Failures come out
// as ErroConcessionaria directly, in the same words as the JSON helper.

export interface PaginaWeb {
  status: number;
  /** Where the redirects ended. */
  url: URL;
  tipo: string;
  bytes: Uint8Array;
  texto: string;
}

export interface PedidoWeb {
  metodo?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent form-urlencoded; an array repeats the field (Enel's `data`). */
  form?: Array<[string, string]>;
  json?: unknown;
}

export class Navegador {
  private readonly cookies = new Cookies();

  constructor(
    private readonly o: Pick<OpcoesClienteConcessionaria, 'fetch' | 'timeoutMs'>,
    private readonly nome: string,
  ) {}

  esquecerCookies(): void {
    this.cookies.esquecer();
  }

  async ir(endereco: URL | string, pedido: PedidoWeb = {}): Promise<PaginaWeb> {
    let url = new URL(endereco);
    let metodo = pedido.metodo ?? (pedido.form || pedido.json !== undefined ? 'POST' : 'GET');
    let corpo: string | undefined =
      pedido.form !== undefined
        ? new URLSearchParams(pedido.form).toString()
        : pedido.json !== undefined
          ? JSON.stringify(pedido.json)
          : undefined;
    let tipoCorpo = pedido.form ? 'application/x-www-form-urlencoded' : 'application/json;charset=UTF-8';
    for (let saltos = 0; saltos < 10; saltos++) {
      let res: Response;
      try {
        res = await (this.o.fetch ?? fetch)(url, {
          method: metodo,
          redirect: 'manual',
          headers: {
            'User-Agent': 'Mozilla/5.0 (Irradia; monitoramento solar)',
            Accept: 'text/html,application/xhtml+xml,application/json,application/pdf;q=0.9,*/*;q=0.8',
            ...(corpo !== undefined ? { 'Content-Type': tipoCorpo } : {}),
            ...(await this.cookies.cabecalho(url)),
            ...pedido.headers,
          },
          body: corpo,
          signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
        });
      } catch (err) {
        const e = err as Error;
        throw new ErroConcessionaria(
          'inacessivel',
          `${this.nome} não respondeu (${e.name === 'TimeoutError' ? 'tempo esgotado' : e.message})`,
        );
      }
      await this.cookies.guardar(url, res);
      const destino = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && destino) {
        url = new URL(destino, url);
        // 301/302/303 after a form post become a plain GET, as browsers do.
        if (res.status !== 307 && res.status !== 308) {
          metodo = 'GET';
          corpo = undefined;
          tipoCorpo = '';
        }
        continue;
      }
      if (res.status === 429) throw new ErroConcessionaria('limite', `${this.nome} limitou as chamadas`);
      if (res.status >= 500)
        throw new ErroConcessionaria('inacessivel', `${this.nome} respondeu ${res.status}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const tipo = res.headers.get('content-type') ?? '';
      return {
        status: res.status,
        url,
        tipo,
        bytes,
        texto: tipo.includes('pdf') ? '' : Buffer.from(bytes).toString('utf8'),
      };
    }
    throw new ErroConcessionaria('protocolo', `${this.nome} redirecionou demais (${url.pathname})`);
  }
}

/** Value of a hidden (or any) input by name, single or double quotes (Enel's SAML form uses single). */
export function valorDoCampo(html: string, nome: string): string | undefined {
  for (const m of html.matchAll(/<input\b[^>]*>/gi)) {
    const tag = m[0];
    const n = /\bname\s*=\s*(["'])(.*?)\1/i.exec(tag)?.[2];
    if (n !== nome) continue;
    return decodificarHtml(/\bvalue\s*=\s*(["'])(.*?)\1/is.exec(tag)?.[2] ?? '');
  }
  return undefined;
}

export function decodificarHtml(t: string): string {
  return t
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(Number.parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
