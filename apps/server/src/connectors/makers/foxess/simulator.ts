import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aleatorio, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { assinaturaFoxess } from './client.ts';

// A local FoxESS Cloud Open API: checks token, timestamp and the MD5 signature (errno 40256 when
// wrong, 41807 for an unknown key); plants and devices in pages, realtime power, generation
// counters, month reports (with the occasional corrupted huge value) and the day's power history.

interface DispositivoFoxess {
  sn: string;
  modelo: string;
  /** 1 normal, 2 fault/alarm, 3 offline */
  status?: 1 | 2 | 3;
}
interface UsinaFoxess {
  id: string;
  nome: string;
  latitude: number;
  dispositivos: DispositivoFoxess[];
}
export interface ChaveFoxess {
  chave: string;
  usinas: UsinaFoxess[];
}

const kwDe = (modelo: string) => {
  const n = Number(/-(\d+(?:\.\d+)?)/.exec(modelo)?.[1] ?? 0);
  return n >= 100 ? n / 1000 : n;
};

export async function iniciarSimuladorFoxess(
  chaves: ChaveFoxess[],
  opcoes: { agora?: () => Date; porta?: number } = {},
): Promise<{
  url: string;
  /** Signed requests accepted (the Open API has no session). */
  aceitos(): number;
  limitar(n: number): void;
  fechar(): Promise<void>;
}> {
  const agora = opcoes.agora ?? (() => new Date());
  const local = () => new Date(agora().getTime() - 3 * 3_600_000);
  const hoje = () => local().toISOString().slice(0, 10);
  const hora = () => local().getUTCHours() + local().getUTCMinutes() / 60;

  const estado = { aceitos: 0, limitadas: 0 };
  const servidor: Server = createServer(async (req, res) => {
    let texto = '';
    for await (const c of req) texto += c;
    const url = new URL(req.url ?? '/', 'http://sim');
    const responder = (r: object) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r));
    };
    const token = String(req.headers.token ?? '');
    const ts = String(req.headers.timestamp ?? '');
    if (req.headers.signature !== assinaturaFoxess(url.pathname, token, ts))
      return responder({ errno: 40256, msg: 'Parameter could not be parsed correctly illegal signature' });
    const conta = chaves.find((c) => c.chave === token);
    if (!conta) return responder({ errno: 41807, msg: 'invalid token' });
    if (estado.limitadas > 0) {
      estado.limitadas--;
      return responder({ errno: 40400, msg: 'The request is too frequent, please try again later' });
    }
    estado.aceitos++;
    const b = (texto ? JSON.parse(texto) : {}) as Record<string, unknown>;
    const ok = (result: unknown) => responder({ errno: 0, msg: 'success', result });
    const todos = conta.usinas.flatMap((u) => u.dispositivos.map((d) => ({ u, d })));
    const doSn = (sn: unknown) => todos.find((x) => x.d.sn === sn);
    const pagina = <T>(lista: T[]) => {
      const p = Number(b.currentPage ?? 1);
      const n = Number(b.pageSize ?? 10);
      return { currentPage: p, pageSize: n, total: lista.length, data: lista.slice((p - 1) * n, p * n) };
    };
    const ativo = (d: DispositivoFoxess) => (d.status === 3 ? 0 : 1);

    switch (url.pathname) {
      case '/op/v0/plant/list':
        return ok(
          pagina(
            conta.usinas.map((u) => ({ stationID: u.id, name: u.nome, ianaTimezone: 'America/Sao_Paulo' })),
          ),
        );
      case '/op/v0/device/list':
        return ok(
          pagina(
            todos.map(({ u, d }) => ({
              deviceSN: d.sn,
              moduleSN: `M${d.sn}`,
              stationID: u.id,
              stationName: u.nome,
              deviceType: d.modelo,
              productType: d.modelo.split('-')[0],
              status: d.status ?? 1,
              hasPV: true,
              hasBattery: false,
            })),
          ),
        );
      case '/op/v1/device/real/query':
        return ok(
          ((b.sns as string[]) ?? []).flatMap((sn) => {
            const x = doSn(sn);
            if (!x) return [];
            const kw =
              (potenciaNaHora(kwDe(x.d.modelo), x.u.latitude, hoje(), hora(), x.d.sn) * ativo(x.d)) / 1000;
            return [
              {
                deviceSN: sn,
                time: agora().toISOString(),
                datas: [{ variable: 'pvPower', name: 'PVPower', unit: 'kW', value: Number(kw.toFixed(3)) }],
              },
            ];
          }),
        );
      case '/op/v0/device/generation': {
        const x = doSn(url.searchParams.get('sn'));
        if (!x) return ok({});
        let wh = 0;
        for (let m = 0; m < hora() * 60; m += 5)
          wh += (potenciaNaHora(kwDe(x.d.modelo), x.u.latitude, hoje(), m / 60, x.d.sn) * 5) / 60;
        const hojeKwh = (wh / 1000) * ativo(x.d);
        // At night "today" is missing.
        return ok({
          ...(hora() >= 6 ? { today: Number(hojeKwh.toFixed(2)) } : {}),
          month: 300,
          cumulative: Number((kwDe(x.d.modelo) * 2600 + hojeKwh).toFixed(2)),
        });
      }
      case '/op/v0/device/report/query': {
        const x = doSn(b.sn);
        const ano = Number(b.year);
        const mes = Number(b.month);
        const dias = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
        const values = [];
        for (let d = 1; x && d <= dias; d++) {
          const iso = `${ano}-${String(mes).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          // Day 13 comes corrupted, as the cloud sometimes sends.
          values.push(
            iso > hoje()
              ? 0
              : d === 13
                ? 4294967295
                : Number((energiaDoDia(kwDe(x.d.modelo), x.u.latitude, iso, x.d.sn) * ativo(x.d)).toFixed(1)),
          );
        }
        return ok([{ variable: 'generation', unit: 'kWh', values }]);
      }
      case '/op/v0/device/history/query': {
        // As captured (2024): one sample every ~270 s from a start second of its own per device,
        // so off the 5-minute grid and never at the same second as another inverter; the time is
        // the local wall clock with the zone after it ("2024-02-27 09:48:36 CET+0100") — here
        // Brasília's, as Java writes it ("BRT-0300").
        const x = doSn(b.sn);
        const inicio = Number(b.begin);
        const fim = Number(b.end);
        const data = [];
        const primeiro = Math.floor(aleatorio(`${String(b.sn)}:fase`) * 270);
        for (let s = primeiro; x && inicio + s * 1000 <= fim; s += 270) {
          const local = new Date(inicio + s * 1000 - 3 * 3_600_000).toISOString();
          const horaLocal =
            (Number(local.slice(11, 13)) * 3600 +
              Number(local.slice(14, 16)) * 60 +
              Number(local.slice(17, 19))) /
            3600;
          data.push({
            time: `${local.slice(0, 10)} ${local.slice(11, 19)} BRT-0300`,
            value: Number(
              (
                (potenciaNaHora(kwDe(x.d.modelo), x.u.latitude, local.slice(0, 10), horaLocal, x.d.sn) *
                  ativo(x.d)) /
                1000
              ).toFixed(3),
            ),
          });
        }
        return ok([{ deviceSN: b.sn, datas: [{ variable: 'pvPower', unit: 'kW', name: 'PVPower', data }] }]);
      }
      default:
        return responder({ errno: 41200, msg: 'unsupported' });
    }
  });
  await new Promise<void>((r) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    aceitos: () => estado.aceitos,
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
