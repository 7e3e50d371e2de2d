import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClienteGrowatt } from './makers/growatt/client.ts';
import { Navegador } from './utilities/navegador.ts';

// Portals that keep the session in a cookie for the parent domain (set by the login host, read by
// the API host), for a path, or with an expiry: the clients must send back exactly what a browser
// would. A local server plays both hosts; `*.portal.test` names reach it through a resolver that
// points them at 127.0.0.1 — the name stays in the URL, so the cookie rules see the real hosts.

interface Chegada {
  host: string;
  caminho: string;
  cookie: string;
}
const chegadas: Chegada[] = [];
let servidor: Server;
let porta: number;

function responder(req: IncomingMessage): {
  status: number;
  headers: Record<string, string | string[]>;
  corpo: string;
} {
  const host = String(req.headers['x-host-original'] ?? '');
  const caminho = req.url ?? '/';
  if (host.startsWith('login.') && caminho === '/entrar')
    return {
      status: 302,
      headers: {
        location: `http://app.portal.test:${porta}/painel`,
        'set-cookie': [
          'SESSAO=s3cr3t; Domain=portal.test; Path=/; HttpOnly',
          'SO_LOGIN=1; Path=/',
          'SO_CONTA=1; Domain=portal.test; Path=/conta',
          'VELHO=1; Domain=portal.test; Path=/; Expires=Wed, 21 Oct 2015 07:28:00 GMT',
          'ALHEIO=1; Domain=outro.test; Path=/',
        ],
      },
      corpo: '',
    };
  if (caminho === '/newTwoLoginAPI.do')
    return {
      status: 200,
      headers: {
        'content-type': 'application/json',
        'set-cookie': ['JSESSIONID=j1; Path=/; HttpOnly', 'SERVERID=srv9; Domain=portal.test; Path=/'],
      },
      corpo: JSON.stringify({ back: { success: true, user: { id: 42 } } }),
    };
  if (caminho.startsWith('/PlantListAPI.do'))
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      corpo: JSON.stringify({ back: { data: [] } }),
    };
  return { status: 200, headers: { 'content-type': 'text/html' }, corpo: '<html>ok</html>' };
}

/** The resolver: a `*.portal.test` name reaches the local server, its name kept for the test. */
const resolver: typeof fetch = (entrada, init) => {
  const url = new URL(entrada instanceof Request ? entrada.url : String(entrada));
  const host = url.hostname;
  url.hostname = '127.0.0.1';
  return fetch(url, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), 'x-host-original': host },
  });
};

beforeAll(async () => {
  servidor = createServer((req, res) => {
    chegadas.push({
      host: String(req.headers['x-host-original'] ?? ''),
      caminho: req.url ?? '/',
      cookie: req.headers.cookie ?? '',
    });
    const r = responder(req);
    res.writeHead(r.status, r.headers).end(r.corpo);
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  porta = (servidor.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => servidor.close(() => ok())));

const cookiesEm = (host: string, caminho: string) =>
  chegadas
    .find((c) => c.host === host && c.caminho === caminho)
    ?.cookie.split('; ')
    .filter(Boolean)
    .sort();

describe('cookies dos portais pelas regras do navegador', () => {
  it('o cookie do domínio pai, posto pelo login, vai ao outro subdomínio; o do host, o de outro caminho e o vencido, não', async () => {
    const nav = new Navegador({ fetch: resolver }, 'Portal de teste');
    const pagina = await nav.ir(`http://login.portal.test:${porta}/entrar`);
    expect(pagina.url.hostname).toBe('app.portal.test');
    expect(cookiesEm('app.portal.test', '/painel')).toEqual(['SESSAO=s3cr3t']);

    await nav.ir(`http://app.portal.test:${porta}/conta/dados`);
    expect(cookiesEm('app.portal.test', '/conta/dados')).toEqual(['SESSAO=s3cr3t', 'SO_CONTA=1']);

    await nav.ir(`http://login.portal.test:${porta}/inicio`);
    expect(cookiesEm('login.portal.test', '/inicio')).toEqual(['SESSAO=s3cr3t', 'SO_LOGIN=1']);

    nav.esquecerCookies();
    await nav.ir(`http://app.portal.test:${porta}/depois`);
    expect(cookiesEm('app.portal.test', '/depois')).toEqual([]);
  });

  it('Growatt: a sessão do login (do host e do domínio pai) volta nas chamadas seguintes', async () => {
    const cliente = new ClienteGrowatt({
      baseUrl: `http://server.portal.test:${porta}/`,
      credenciais: { login: 'integrador', senha: 'x' },
      fetch: resolver,
    });
    await cliente.listarUsinas();
    expect(cookiesEm('server.portal.test', '/PlantListAPI.do?userId=42')).toEqual([
      'JSESSIONID=j1',
      'SERVERID=srv9',
    ]);
  });
});
