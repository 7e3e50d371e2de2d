import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { potenciaNaHora } from '../simulation.ts';

// A local AUXSOL Cloud: login with the typed password (AWX-1004 when wrong), Bearer tokens that
// can be expired (answered with the cloud's Chinese message), plants in pages and inverters.
// Records as the captured ones are (reference/inverter-portals-verified.md §5): `plantId`,
// `plantName`, `capacity`; rated power spelt `ratedPower`; status "01"; live figures under
// `energyData.{power (kW), y (kWh today), yt (kWh lifetime)}` rather than flat fields.

export interface UsinaAuxsol {
  id: string;
  nome: string;
  latitude: number;
  inversores: Array<{ sn: string; modelo: string; kw: number; status?: '01' | '02' | '03' }>;
}

export async function iniciarSimuladorAuxsol(
  contas: Array<{ login: string; senha: string; usinas: UsinaAuxsol[] }>,
  opcoes: { agora?: () => Date; porta?: number } = {},
) {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, (typeof contas)[number]>();
  const logins = { n: 0 };
  const local = () => new Date(agora().getTime() - 3 * 3_600_000);
  const hoje = () => local().toISOString().slice(0, 10);
  const hora = () => local().getUTCHours() + local().getUTCMinutes() / 60;
  const kwDe = (u: UsinaAuxsol) => u.inversores.reduce((a, i) => a + i.kw, 0);
  const potencia = (kw: number, u: UsinaAuxsol, seed: string) =>
    potenciaNaHora(kw, u.latitude, hoje(), hora(), seed) / 1000;

  const limitadas = { n: 0 };
  const servidor: Server = createServer(async (req, res) => {
    if (limitadas.n > 0) {
      limitadas.n--;
      res.writeHead(429).end();
      return;
    }
    let texto = '';
    for await (const c of req) texto += c;
    const responder = (r: object, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r));
    };
    const url = new URL(req.url ?? '/', 'http://sim');
    const caminho = url.pathname.replace(/^\/auxsol-api/, '');
    if (caminho === '/auth/login') {
      const b = JSON.parse(texto || '{}') as { account?: string; password?: string };
      const conta = contas.find((c) => c.login === b.account && c.senha === b.password);
      if (!conta) return responder({ code: 'AWX-1004', msg: 'Incorrect account or password', data: null });
      logins.n++;
      const token = randomUUID();
      tokens.set(token, conta);
      return responder({ code: 'AWX-0000', msg: 'success', data: { access_token: token } });
    }
    const conta = tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!conta) return responder({ code: 'AWX-4010', msg: '登录状态已过期', data: null });
    const ok = (data: unknown) => responder({ code: 'AWX-0000', msg: 'success', data });
    if (caminho === '/archive/plant/list') {
      const p = Number(url.searchParams.get('pageNum') ?? 1);
      const n = Number(url.searchParams.get('pageSize') ?? 10);
      const rows = conta.usinas.map((u) => ({
        plantId: u.id,
        plantName: u.nome,
        capacity: kwDe(u),
        energyData: {
          power: Number(potencia(kwDe(u), u, u.id).toFixed(2)),
          y: Number((kwDe(u) * 3.1).toFixed(1)),
          yt: Number((kwDe(u) * 2500).toFixed(1)),
        },
        status: '01',
        timeZone: '-03:00',
      }));
      return ok({ total: rows.length, rows: rows.slice((p - 1) * n, p * n) });
    }
    const m = /^\/archive\/inverter\/getInverterByPlant\/(.+)$/.exec(caminho);
    if (m) {
      const u = conta.usinas.find((x) => x.id === decodeURIComponent(m[1] ?? ''));
      return ok(
        (u?.inversores ?? []).map((i) => ({
          inverterId: `${u?.id}-${i.sn}`,
          sn: i.sn,
          model: i.modelo,
          status: i.status ?? '01',
          ratedPower: i.kw,
          energyData: {
            power: u ? Number(potencia(i.kw, u, i.sn).toFixed(2)) : 0,
            y: Number((i.kw * 3.1).toFixed(1)),
            yt: i.kw * 2500,
          },
          plantId: u?.id,
        })),
      );
    }
    responder({ code: 'AWX-4040', msg: 'not found', data: null }, 404);
  });
  await new Promise<void>((r) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/auxsol-api`,
    logins,
    expirarTokens: () => tokens.clear(),
    limitar: (n: number) => {
      limitadas.n = n;
    },
    fechar: () =>
      new Promise<void>((r) => {
        servidor.closeAllConnections();
        servidor.close(() => r());
      }),
  };
}
