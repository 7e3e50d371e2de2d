import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { assinaturaSolis, md5Base64 } from './client.ts';

// A local SolisCloud v2: checks Content-MD5, the Date window (±15 min, else 408) and the HMAC
// signature of every request; answers stations and inverters in pages with number + unit fields,
// month and day history, and R0000 for an unknown key or a bad signature. Shapes and units follow
// reference/inverter-portals-verified.md §8: ids as quoted strings, station power in kW with Pec "1"
// (stationDetail capture), inverter pac in kW and etotal in MWh (doc example), and the day curve as
// the doc's example has it: values in W under powerStr "kW" with powerPec "0.001".

interface InversorSolisSimulado {
  sn: string;
  modelo: string;
  kw: number;
  /** 1 online, 2 offline, 3 alarm */
  estado?: 1 | 2 | 3;
}
interface UsinaSolisSimulada {
  id: string;
  nome: string;
  latitude: number;
  inversores: InversorSolisSimulado[];
}
export interface ChaveSolisSimulada {
  apiId: string;
  segredo: string;
  usinas: UsinaSolisSimulada[];
}

export async function iniciarSimuladorSolis(
  chaves: ChaveSolisSimulada[],
  opcoes: { agora?: () => Date; porta?: number } = {},
): Promise<{
  url: string;
  pedidos: number;
  /** Signed requests accepted (SolisCloud has no session). */
  aceitos: number;
  limitar(n: number): void;
  fechar(): Promise<void>;
}> {
  const agora = opcoes.agora ?? (() => new Date());
  const local = () => new Date(agora().getTime() - 3 * 3_600_000);
  const hoje = () => local().toISOString().slice(0, 10);
  const hora = () => local().getUTCHours() + local().getUTCMinutes() / 60;
  const kw = (u: UsinaSolisSimulada) => u.inversores.reduce((a, i) => a + i.kw, 0);
  const ativo = (u: UsinaSolisSimulada) =>
    u.inversores.filter((i) => i.estado !== 2).reduce((a, i) => a + i.kw, 0) / Math.max(kw(u), 0.001);
  const estado = { pedidos: 0, aceitos: 0, limitadas: 0 };

  const servidor: Server = createServer(async (req, res) => {
    estado.pedidos++;
    if (estado.limitadas > 0) {
      estado.limitadas--;
      res.writeHead(429).end();
      return;
    }
    let corpo = '';
    for await (const c of req) corpo += c;
    const responder = (status: number, r: object) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(r));
    };
    const negado = () => responder(200, { success: false, code: 'R0000', msg: 'No authority', data: null });
    const caminho = new URL(req.url ?? '/', 'http://sim').pathname;
    const data = String(req.headers.date ?? '');
    if (Math.abs(Date.parse(data) - agora().getTime()) > 15 * 60_000)
      return responder(408, { msg: 'time out' });
    const m = /^API ([^:]+):(.+)$/.exec(String(req.headers.authorization ?? ''));
    const chave = chaves.find((k) => k.apiId === m?.[1]);
    const md5 = String(req.headers['content-md5'] ?? '');
    if (!chave || md5 !== md5Base64(corpo) || m?.[2] !== assinaturaSolis(chave.segredo, md5, data, caminho))
      return negado();
    estado.aceitos++;
    const b = JSON.parse(corpo || '{}') as Record<string, unknown>;
    const ok = (d: unknown) => responder(200, { success: true, code: '0', msg: 'success', data: d });
    const pagina = <T>(lista: T[]) => {
      const p = Number(b.pageNo ?? 1);
      const n = Math.min(Number(b.pageSize ?? 20), 100);
      return {
        current: p,
        size: n,
        total: lista.length,
        pages: Math.max(1, Math.ceil(lista.length / n)),
        records: lista.slice((p - 1) * n, p * n),
      };
    };
    const usina = (id: unknown) => chave.usinas.find((u) => u.id === String(id));

    if (caminho === '/v1/api/userStationList')
      return ok({
        page: pagina(
          chave.usinas.map((u) => {
            let wh = 0;
            for (let x = 0; x < hora() * 60; x += 5)
              wh += (potenciaNaHora(kw(u), u.latitude, hoje(), x / 60, u.id) * 5) / 60;
            const total = kw(u) * 1300 * 2;
            return {
              id: u.id,
              stationName: u.nome,
              capacity: kw(u),
              capacityStr: 'kWp',
              power: (potenciaNaHora(kw(u), u.latitude, hoje(), hora(), u.id) * ativo(u)) / 1000,
              powerStr: 'kW',
              powerPec: '1',
              dayEnergy: Number(((wh / 1000) * ativo(u)).toFixed(2)),
              dayEnergyStr: 'kWh',
              allEnergy: Number((total / 1000).toFixed(3)),
              allEnergyStr: 'MWh',
              state: ativo(u) > 0 ? 1 : 2,
              timeZone: -3.0,
              money: 'BRL',
            };
          }),
        ),
      });
    if (caminho === '/v1/api/inverterList') {
      const u = usina(b.stationId);
      return ok({
        page: pagina(
          (u?.inversores ?? []).map((i) => ({
            id: `${u?.id}${i.sn.slice(-4)}`,
            sn: i.sn,
            stationId: u?.id,
            productModel: i.modelo,
            power: i.kw,
            powerStr: 'kW',
            pac:
              i.estado === 2
                ? 0
                : Number(
                    (potenciaNaHora(i.kw, u?.latitude ?? 0, hoje(), hora(), u?.id ?? '') / 1000).toFixed(3),
                  ),
            pacStr: 'kW',
            etotal: Number((i.kw * 2.6).toFixed(3)),
            etotalStr: 'MWh',
            state: i.estado ?? 1,
          })),
        ),
      });
    }
    if (caminho === '/v1/api/stationMonth') {
      const u = usina(b.id);
      const mes = String(b.month ?? '');
      if (!u || !/^\d{4}-\d{2}$/.test(mes)) return ok([]);
      const [ano, mm] = mes.split('-').map(Number) as [number, number];
      const dias = new Date(Date.UTC(ano, mm, 0)).getUTCDate();
      const lista = [];
      for (let d = 1; d <= dias; d++) {
        const iso = `${mes}-${String(d).padStart(2, '0')}`;
        if (iso > hoje()) break;
        lista.push({
          dateStr: iso,
          energy: Number((energiaDoDia(kw(u), u.latitude, iso, u.id) * ativo(u)).toFixed(1)),
          energyStr: 'kWh',
          money: 0,
          moneyStr: 'BRL',
        });
      }
      return ok(lista);
    }
    if (caminho === '/v1/api/stationDay') {
      const u = usina(b.id);
      const dia = String(b.time ?? '');
      const lista = [];
      for (let x = 0; u && x < 24 * 60; x += 5) {
        const w = potenciaNaHora(kw(u), u.latitude, dia, x / 60, u.id) * ativo(u);
        lista.push({
          time: Date.parse(`${dia}T00:00:00-03:00`) + x * 60_000,
          timeStr: `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}:00`,
          // W, labelled kW with the scale to it, as the vendor's stationDay example.
          power: Number(w.toFixed(3)),
          powerStr: 'kW',
          powerPec: '0.001',
        });
      }
      return ok(lista);
    }
    responder(404, { success: false, code: 'I0000', msg: 'not found', data: null });
  });
  await new Promise<void>((r) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get pedidos() {
      return estado.pedidos;
    },
    get aceitos() {
      return estado.aceitos;
    },
    limitar: (n: number) => {
      estado.limitadas = n;
    },
    fechar: () =>
      new Promise<void>((r) => {
        servidor.closeAllConnections();
        servidor.close(() => r());
      }),
  };
}
