import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The HTTP plumbing of the newer simulators (SAJ, Livoltek, Solplanet, Solarman, Chint Power):
// read the request, answer JSON, and answer the maker's rate-limit reply while `limitar(n)` lasts.

export interface PedidoSimulado {
  metodo: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  texto: string;
}

export interface RespostaSimulada {
  status?: number;
  corpo: unknown;
}

export interface ServidorSimulado {
  /** http://127.0.0.1:<porta> */
  origem: string;
  limitar(n: number): void;
  fechar(): Promise<void>;
}

export async function iniciarServidorSimulado(
  opcoes: { porta?: number; limite: RespostaSimulada },
  tratar: (p: PedidoSimulado) => RespostaSimulada | Promise<RespostaSimulada>,
): Promise<ServidorSimulado> {
  let limitadas = 0;
  const servidor: Server = createServer(async (req, res) => {
    let texto = '';
    for await (const c of req) texto += c;
    let r: RespostaSimulada;
    if (limitadas > 0) {
      limitadas--;
      r = opcoes.limite;
    } else {
      try {
        r = await tratar({
          metodo: req.method ?? 'GET',
          url: new URL(req.url ?? '/', 'http://sim'),
          headers: req.headers,
          texto,
        });
      } catch (err) {
        r = { status: 500, corpo: { erro: (err as Error).message } };
      }
    }
    res.writeHead(r.status ?? 200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(r.corpo));
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
