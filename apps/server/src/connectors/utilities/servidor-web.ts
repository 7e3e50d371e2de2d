import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PedidoSimulado, ServidorSimulado } from '../makers/servidor-simulado.ts';

// The simulators of portals that are web pages (Copel's JSF AVA, Enel's SAML login) must answer
// HTML, redirects with cookies and raw PDFs; `iniciarServidorSimulado` only answers JSON. Same
// request shape and the same `limitar(n)` contract, with the content type the real site sends.

export interface RespostaWebSimulada {
  status?: number;
  html?: string;
  json?: unknown;
  pdf?: Uint8Array;
  /** Location for a redirect (status 302 unless given). */
  redirecionar?: string;
  cookies?: string[];
}

export interface PedidoWebSimulado extends PedidoSimulado {
  cookies: Record<string, string>;
  /** Form fields (repeated names kept in order). */
  form: URLSearchParams;
}

export async function iniciarServidorWeb(
  opcoes: { porta?: number; limite: RespostaWebSimulada },
  tratar: (p: PedidoWebSimulado) => RespostaWebSimulada | Promise<RespostaWebSimulada>,
): Promise<ServidorSimulado> {
  let limitadas = 0;
  const servidor: Server = createServer(async (req, res) => {
    let texto = '';
    for await (const c of req) texto += c;
    let r: RespostaWebSimulada;
    if (limitadas > 0) {
      limitadas--;
      r = opcoes.limite;
    } else {
      const cookies = Object.fromEntries(
        String(req.headers.cookie ?? '')
          .split(';')
          .map((c) => c.trim().split('='))
          .filter((p) => p.length >= 2 && p[0])
          .map(([k, ...v]) => [k, v.join('=')]),
      );
      try {
        r = await tratar({
          metodo: req.method ?? 'GET',
          url: new URL(req.url ?? '/', 'http://sim'),
          headers: req.headers,
          texto,
          cookies,
          form: String(req.headers['content-type']).includes('x-www-form-urlencoded')
            ? new URLSearchParams(texto)
            : new URLSearchParams(),
        });
      } catch (err) {
        r = { status: 500, html: `<html><body>${(err as Error).message}</body></html>` };
      }
    }
    const headers: Record<string, string | string[]> = {};
    if (r.cookies) headers['set-cookie'] = r.cookies;
    if (r.redirecionar !== undefined) {
      res.writeHead(r.status ?? 302, { ...headers, location: r.redirecionar });
      res.end();
    } else if (r.pdf) {
      res.writeHead(r.status ?? 200, { ...headers, 'content-type': 'application/pdf' });
      res.end(Buffer.from(r.pdf));
    } else if (r.html !== undefined) {
      res.writeHead(r.status ?? 200, { ...headers, 'content-type': 'text/html;charset=UTF-8' });
      res.end(r.html);
    } else {
      res.writeHead(r.status ?? 200, { ...headers, 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(r.json ?? null));
    }
  });
  await new Promise<void>((r) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    origem: `http://127.0.0.1:${port}`,
    limitar: (n) => {
      limitadas = n;
    },
    fechar: () =>
      new Promise<void>((r) => {
        servidor.closeAllConnections();
        servidor.close(() => r());
      }),
  };
}
