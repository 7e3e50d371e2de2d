import { constants, generateKeyPairSync, type KeyObject, privateDecrypt, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { cifrarSungrow, decifrarSungrow, SUNGROW_WEB } from './client.ts';

// A local iSolarCloud speaking the encrypted web API in the shapes the real cloud answers
// (reference/inverter-portals-verified.md §1, not the client's notes): its own RSA key pair (the
// client is given the public key), AES envelopes, `x-limit-obj` RSA-encrypted even before login,
// `{unit, value}` figures, paging, login_state for wrong passwords and locked accounts, E00003 for
// expired tokens, the month report under `month_data.month_data_day_list` with `p83077_unit`, the
// minute curve selected by ps_key and answered as a map of timestamps to text, and the fault flag
// under GoSungrow's `installer_`/`owner_dev_fault_status` names.

interface DispositivoSimulado {
  sn: string;
  nome: string;
  kwp: number;
  /** device_type: 1 inverter; 9 logger (must not become an inverter). */
  tipo?: number;
  offline?: boolean;
  falha?: boolean;
}
interface UsinaSungrowSimulada {
  id: number;
  nome: string;
  latitude: number;
  dispositivos: DispositivoSimulado[];
}
export interface ContaSungrowSimulada {
  login: string;
  senha: string;
  userId: string;
  bloqueada?: boolean;
  usinas: UsinaSungrowSimulada[];
}

export interface SimuladorSungrow {
  url: string;
  chavePublica: string;
  logins: Map<string, number>;
  expirarTokens(): void;
  /** The next `n` requests are answered 429. */
  limitar(n: number): void;
  fechar(): Promise<void>;
}

/** RSA PKCS#1 v1.5 decryption done by hand: Node refuses PKCS#1 padding in privateDecrypt. */
function decifrarRsa(chave: KeyObject, base64: string): string {
  const bloco = privateDecrypt(
    { key: chave, padding: constants.RSA_NO_PADDING },
    Buffer.from(base64, 'base64'),
  );
  if (bloco[0] !== 0 || bloco[1] !== 2) throw new Error('padding PKCS#1 inválido');
  const fim = bloco.indexOf(0, 2);
  return bloco.subarray(fim + 1).toString('utf8');
}

const q = (v: number, unidade: string) => ({ unit: unidade, value: v.toFixed(2) });

export async function iniciarSimuladorSungrow(
  contas: ContaSungrowSimulada[],
  opcoes: { agora?: () => Date; porta?: number } = {},
): Promise<SimuladorSungrow> {
  const agora = opcoes.agora ?? (() => new Date());
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const tokens = new Map<string, ContaSungrowSimulada>();
  const logins = new Map<string, number>();
  const local = () => new Date(agora().getTime() - 3 * 3_600_000);
  const hoje = () => local().toISOString().slice(0, 10);
  const hora = () => local().getUTCHours() + local().getUTCMinutes() / 60;
  const kwpUsina = (u: UsinaSungrowSimulada) =>
    u.dispositivos.filter((d) => (d.tipo ?? 1) === 1).reduce((a, d) => a + d.kwp, 0);
  const fracao = (u: UsinaSungrowSimulada) =>
    u.dispositivos
      .filter((d) => (d.tipo ?? 1) === 1 && !d.offline && !d.falha)
      .reduce((a, d) => a + d.kwp, 0) / Math.max(kwpUsina(u), 0.001);

  const limitadas = { n: 0 };
  const servidor: Server = createServer(async (req, res) => {
    if (limitadas.n > 0) {
      limitadas.n--;
      res.writeHead(429).end();
      return;
    }
    let texto = '';
    for await (const c of req) texto += c;
    let chave: string;
    let corpo: Record<string, unknown>;
    try {
      if (req.headers['x-access-key'] !== SUNGROW_WEB.accessKey) throw new Error('access key');
      chave = decifrarRsa(privateKey, String(req.headers['x-random-secret-key'] ?? ''));
      corpo = JSON.parse(decifrarSungrow(texto, chave)) as Record<string, unknown>;
      // The published clients send RSA("") before login and RSA(user_id) after; one omits it, and
      // nothing shows that an empty header is refused — only one that does not decrypt is.
      const limite = String(req.headers['x-limit-obj'] ?? '');
      if (limite) decifrarRsa(privateKey, limite);
    } catch {
      // Plain or badly encrypted requests are refused as the cloud does.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ result_code: 'E912', result_msg: 'request not encrypted' }));
      return;
    }
    const responder = (r: object) => {
      res.writeHead(200, { 'content-type': 'text/plain;charset=UTF-8' });
      res.end(cifrarSungrow(JSON.stringify({ req_serial_num: randomUUID(), ...r }), chave));
    };
    const ok = (result_data: object) => responder({ result_code: '1', result_msg: 'success', result_data });
    const caminho = new URL(req.url ?? '/', 'http://sim').pathname;

    if (caminho === '/v1/userService/login') {
      const conta = contas.find((c) => c.login === corpo.user_account);
      if (!conta) return ok({ login_state: '-1', msg: 'Account does not exist' });
      if (conta.bloqueada) return ok({ login_state: '2', msg: 'Account locked' });
      if (conta.senha !== corpo.user_password)
        return ok({ login_state: '0', msg: 'Password error', remain_times: '4' });
      logins.set(conta.login, (logins.get(conta.login) ?? 0) + 1);
      const token = `${conta.userId}_${randomUUID().slice(0, 8)}`;
      tokens.set(token, conta);
      return ok({ login_state: '1', token, user_id: conta.userId, user_name: conta.login });
    }
    const conta = tokens.get(String(corpo.token ?? ''));
    if (!conta) return responder({ result_code: 'E00003', result_msg: 'token invalid' });
    const pagina = <T>(lista: T[]) => {
      const p = Number(corpo.curPage ?? 1);
      const n = Number(corpo.size ?? 10);
      return { rowCount: lista.length, pageList: lista.slice((p - 1) * n, p * n) };
    };
    const usina = () => conta.usinas.find((u) => String(u.id) === String(corpo.ps_id));

    if (caminho === '/v1/powerStationService/getPsList')
      return ok(
        pagina(
          conta.usinas.map((u) => {
            const kwp = kwpUsina(u);
            let wh = 0;
            for (let m = 0; m < hora() * 60; m += 5)
              wh += (potenciaNaHora(kwp, u.latitude, hoje(), m / 60, String(u.id)) * 5) / 60;
            const total = kwp * 1400 * 2;
            return {
              ps_id: u.id,
              ps_name: u.nome,
              ps_status: fracao(u) > 0 ? 1 : 0,
              ps_fault_status: u.dispositivos.some((d) => d.falha) ? 1 : 4,
              install_date: '2022/05/10 00:00:00',
              total_capcity: q(kwp, 'kWp'),
              curr_power: q(
                (potenciaNaHora(kwp, u.latitude, hoje(), hora(), String(u.id)) * fracao(u)) / 1000,
                'kW',
              ),
              today_energy: q((wh / 1000) * fracao(u), 'kWh'),
              total_energy: total >= 1000 ? q(total / 1000, 'MWh') : q(total, 'kWh'),
            };
          }),
        ),
      );
    if (caminho === '/v1/devService/queryDeviceList') {
      const u = usina();
      return ok(
        pagina(
          (u?.dispositivos ?? []).map((d, i) => ({
            uuid: 1000 + i,
            ps_key: `${u?.id}_${d.tipo ?? 1}_${i + 1}_1`,
            sn: d.sn,
            device_name: d.nome,
            device_type: d.tipo ?? 1,
            type_name: (d.tipo ?? 1) === 1 ? 'Inverter' : 'Communication Module',
            device_status: d.offline ? 0 : 1,
            installer_dev_fault_status: d.falha ? 1 : 4,
            owner_dev_fault_status: d.falha ? 1 : 4,
          })),
        ),
      );
    }
    if (caminho === '/v1/powerStationService/getHouseholdStoragePsReport') {
      const u = usina();
      const id = String(corpo.date_id ?? '');
      const month_data_day_list = [];
      if (u && corpo.date_type === '2' && /^\d{6}$/.test(id)) {
        const [ano, mes] = [Number(id.slice(0, 4)), Number(id.slice(4, 6))];
        const dias = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
        for (let d = 1; d <= dias; d++) {
          const iso = `${id.slice(0, 4)}-${id.slice(4, 6)}-${String(d).padStart(2, '0')}`;
          if (iso > hoje()) break;
          const kwh = energiaDoDia(kwpUsina(u), u.latitude, iso, String(u.id)) * fracao(u);
          // The unit travels beside the figure and changes from row to row (Wh on small days).
          const emWh = d % 7 === 0;
          month_data_day_list.push({
            date_id: Number(iso.replace(/-/g, '')),
            time_stamp: iso.replace(/-/g, ''),
            ps_id: u.id,
            p83077: emWh ? (kwh * 1000).toFixed(1) : kwh.toFixed(2),
            p83077_unit: emWh ? 'Wh' : 'kWh',
          });
        }
      }
      return ok({ month_data: { month_data_day_list } });
    }
    if (caminho === '/v1/commonService/queryMutiPointDataList') {
      // The series is chosen by ps_key, the plant as device type 11 ("<ps_id>_11_0_0"); a request
      // by ps_id alone gets nothing back.
      const psKey = String(corpo.ps_key ?? '');
      const u = conta.usinas.find((x) => psKey === `${x.id}_11_0_0`);
      if (!u) return ok({});
      const dia = String(corpo.start_time_stamp ?? '').slice(0, 8);
      const iso = `${dia.slice(0, 4)}-${dia.slice(4, 6)}-${dia.slice(6, 8)}`;
      const serie: Record<string, string> = {};
      for (let m = 0; m < 24 * 60; m += 5) {
        const instante = `${dia}${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}00`;
        serie[instante] = (
          potenciaNaHora(kwpUsina(u), u.latitude, iso, m / 60, String(u.id)) * fracao(u)
        ).toFixed(1);
      }
      const pontos = String(corpo.points ?? '').split(',');
      return ok({ [psKey]: Object.fromEntries(pontos.map((p) => [p, p === 'p83076' ? serie : {}])) });
    }
    responder({ result_code: 'E404', result_msg: 'unknown service' });
  });

  await new Promise<void>((resolve) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    chavePublica: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    logins,
    expirarTokens: () => tokens.clear(),
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
