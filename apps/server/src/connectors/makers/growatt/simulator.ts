import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { senhaGrowatt } from './client.ts';

// A local Growatt that speaks the legacy mobile API the client uses (same paths, envelopes and
// text-with-unit values), for tests and the demo. Plants produce a sun-following curve.

interface InversorSimulado {
  sn: string;
  nome: string;
  kwp: number;
  /** deviceStatus: -1 offline, 0 standby, 1 normal, 3 fault. */
  status?: '-1' | '0' | '1' | '3';
  lost?: boolean;
}
interface UsinaSimulada {
  id: string;
  nome: string;
  latitude: number;
  inversores: InversorSimulado[];
}
export interface ContaSimulada {
  login: string;
  senha: string;
  userId: number;
  usinas: UsinaSimulada[];
}

export interface SimuladorGrowatt {
  url: string;
  /** Logins each account made, to prove the client reuses its session. */
  logins: Map<string, number>;
  /** Every path and query asked, in order (tests prove what a resumed import asks again). */
  pedidos: string[];
  /** Forgets every session, as the cloud does when a cookie expires. */
  expirarSessoes(): void;
  /** The next `n` requests are answered 429. */
  limitar(n: number): void;
  fechar(): Promise<void>;
}

const kw = (w: number) => (w >= 1000 ? `${(w / 1000).toFixed(2)} kW` : `${w.toFixed(1)} W`);
const kwh = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} MWh` : `${v.toFixed(1)} kWh`);
const json = (res: ServerResponse, corpo: unknown) => {
  res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(corpo));
};

async function corpo(req: IncomingMessage) {
  let s = '';
  for await (const c of req) s += c;
  return new URLSearchParams(s);
}

export async function iniciarSimuladorGrowatt(
  contas: ContaSimulada[],
  opcoes: { agora?: () => Date; porta?: number } = {},
): Promise<SimuladorGrowatt> {
  const agora = opcoes.agora ?? (() => new Date());
  const sessoes = new Map<string, ContaSimulada>();
  const logins = new Map<string, number>();
  // The plants' day is Brazil's (UTC-3); the sun model works in local solar hours.
  const hoje = () => new Date(agora().getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  const horaLocal = () => {
    const d = new Date(agora().getTime() - 3 * 3_600_000);
    return d.getUTCHours() + d.getUTCMinutes() / 60;
  };
  const kwpUsina = (u: UsinaSimulada) => u.inversores.reduce((a, i) => a + i.kwp, 0);
  const ativo = (i: InversorSimulado) => !i.lost && i.status !== '-1' && i.status !== '3';
  const fracaoAtiva = (u: UsinaSimulada) =>
    u.inversores.filter(ativo).reduce((a, i) => a + i.kwp, 0) / Math.max(kwpUsina(u), 0.001);
  const potenciaAgora = (u: UsinaSimulada) =>
    potenciaNaHora(kwpUsina(u), u.latitude, hoje(), horaLocal(), u.id) * fracaoAtiva(u);
  const energiaHoje = (u: UsinaSimulada) => {
    let wh = 0;
    for (let m = 0; m < horaLocal() * 60; m += 5)
      wh += (potenciaNaHora(kwpUsina(u), u.latitude, hoje(), m / 60, u.id) * 5) / 60;
    return (wh / 1000) * fracaoAtiva(u);
  };
  const energiaTotal = (u: UsinaSimulada) => kwpUsina(u) * 1400 * 1.5;

  const pedidos: string[] = [];
  const limitadas = { n: 0 };
  const servidor: Server = createServer(async (req, res) => {
    pedidos.push(req.url ?? '');
    if (limitadas.n > 0) {
      limitadas.n--;
      res.writeHead(429).end();
      return;
    }
    if (!req.headers['user-agent']) {
      res.writeHead(403).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://simulador');
    const caminho = url.pathname.replace(/^\//, '');
    if (caminho === 'newTwoLoginAPI.do' && req.method === 'POST') {
      const f = await corpo(req);
      const conta = contas.find((c) => c.login === f.get('userName'));
      if (!conta || senhaGrowatt(conta.senha) !== f.get('password'))
        return json(res, { back: { success: false, msg: '502' } });
      logins.set(conta.login, (logins.get(conta.login) ?? 0) + 1);
      const sessao = randomUUID();
      sessoes.set(sessao, conta);
      res.setHeader('Set-Cookie', [`JSESSIONID=${sessao}; Path=/; HttpOnly`, 'SERVERID=sim; Path=/']);
      return json(res, {
        back: {
          success: true,
          msg: '',
          user: { id: conta.userId, accountName: conta.login, timeZone: -3, rightlevel: 1 },
          data: conta.usinas.map((u) => ({ plantId: u.id, plantName: u.nome })),
          deviceCount: String(conta.usinas.reduce((a, u) => a + u.inversores.length, 0)),
        },
      });
    }
    const cookie = /JSESSIONID=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const conta = cookie ? sessoes.get(cookie) : undefined;
    if (!conta) {
      // What the cloud does with an expired cookie: send the browser to the login page.
      res.writeHead(302, { Location: '/login' }).end();
      return;
    }
    const usina = (id: string | null) => conta.usinas.find((u) => u.id === id);
    if (caminho === 'PlantListAPI.do') {
      if (url.searchParams.get('userId') !== String(conta.userId))
        return json(res, { back: { success: false, msg: '501' } });
      return json(res, {
        back: {
          success: true,
          data: conta.usinas.map((u) => ({
            plantId: u.id,
            plantName: u.nome,
            currentPower: kw(potenciaAgora(u)),
            todayEnergy: kwh(energiaHoje(u)),
            totalEnergy: kwh(energiaTotal(u)),
            plantMoneyText: `${(energiaTotal(u) * 0.9).toFixed(1)} (R$)`,
            isHaveStorage: 'false',
          })),
        },
      });
    }
    if (caminho === 'newTwoPlantAPI.do' && url.searchParams.get('op') === 'getAllDeviceListTwo') {
      const u = usina(url.searchParams.get('plantId'));
      if (!u) return json(res, { deviceList: [] });
      const pagina = Number(url.searchParams.get('pageNum') ?? 1);
      const tamanho = Number(url.searchParams.get('pageSize') ?? 20);
      const fatia = u.inversores.slice((pagina - 1) * tamanho, pagina * tamanho);
      const p = potenciaAgora(u) / Math.max(fracaoAtiva(u), 0.001);
      return json(res, {
        todayEnergy: energiaHoje(u).toFixed(1),
        totalEnergy: energiaTotal(u).toFixed(1),
        nominalPower: Math.round(kwpUsina(u) * 1000),
        deviceList: fatia.map((i) => ({
          deviceSn: i.sn,
          deviceType: 'inverter',
          deviceAilas: i.nome,
          deviceStatus: i.status ?? '1',
          lost: i.lost ?? false,
          datalogSn: `JPC${i.sn.slice(-7)}`,
          capacity: `${i.kwp} kW`,
          // Lifetime counter: grows with today's energy, as a real inverter's does.
          energy: (((energiaTotal(u) + energiaHoje(u)) * i.kwp) / kwpUsina(u)).toFixed(1),
          activePower: ativo(i) ? ((p * i.kwp) / kwpUsina(u)).toFixed(1) : '0',
        })),
      });
    }
    if (caminho === 'PlantDetailAPI.do') {
      const u = usina(url.searchParams.get('plantId'));
      const data = url.searchParams.get('date') ?? '';
      if (!u) return json(res, { back: { success: false, msg: '501' } });
      const dados: Record<string, string> = {};
      if (url.searchParams.get('type') === '2' && /^\d{4}-\d{2}$/.test(data)) {
        const [ano, mes] = data.split('-').map(Number) as [number, number];
        const dias = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
        for (let d = 1; d <= dias; d++) {
          const iso = `${data}-${String(d).padStart(2, '0')}`;
          if (iso > hoje()) break;
          dados[String(d).padStart(2, '0')] = (
            energiaDoDia(kwpUsina(u), u.latitude, iso, u.id) * fracaoAtiva(u)
          ).toFixed(1);
        }
      } else if (url.searchParams.get('type') === '1' && /^\d{4}-\d{2}-\d{2}$/.test(data)) {
        // As captured (verified page §2): "HH:MM" keys at 30-minute steps, W as text, unordered —
        // here the afternoon first, then the morning.
        const meiasHoras = Array.from({ length: 48 }, (_, k) => k * 30);
        for (const m of [...meiasHoras.slice(24), ...meiasHoras.slice(0, 24)]) {
          const hora = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          dados[hora] = (
            potenciaNaHora(kwpUsina(u), u.latitude, data, m / 60, u.id) * fracaoAtiva(u)
          ).toFixed(1);
        }
      }
      return json(res, {
        back: { success: true, plantData: { plantId: u.id, plantName: u.nome }, data: dados },
      });
    }
    res.writeHead(404).end();
  });

  await new Promise<void>((resolve) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    logins,
    pedidos,
    expirarSessoes: () => sessoes.clear(),
    limitar: (n) => {
      limitadas.n = n;
    },
    fechar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}
