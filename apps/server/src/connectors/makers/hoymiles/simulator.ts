import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashRaw } from '@node-rs/argon2';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';

// A local S-Miles Cloud (docs/fabricantes/hoymiles-s-miles.md): v3 login with pre-inspection,
// single-use nonces and the salted (Argon2id) or unsalted password hashes, the legacy v0 login,
// raw tokens that expire into status "100", paged plants and micros, realtime in W and Wh, and
// the charts in protobuf. Hashes are computed here from the note, not with the client's code.

export type FormaDeSenha = 'argon2' | 'md5sha' | 'sha256';

export interface OpcoesSimuladorHoymiles extends OpcoesSimulador {
  /** How each login's password hash is checked (default: Argon2id with a salt per account). */
  formas?: Record<string, FormaDeSenha>;
  /** Only the legacy v0 login exists (the v3 paths answer 404). */
  soLegado?: boolean;
  /** Logins the cloud refuses with "user login times limited per day". */
  bloqueadas?: string[];
}

export interface SimuladorHoymiles extends SimuladorDePortal {
  /** Every request: path and raw body, in order. */
  pedidos: Array<{ caminho: string; corpo: string }>;
}

// --- protobuf writer (the client's reader lives in protobuf.ts; this is written apart) ---
function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return out;
}
const delimitado = (campo: number, conteudo: Buffer) =>
  Buffer.concat([Buffer.from([...varint((campo << 3) | 2), ...varint(conteudo.length)]), conteudo]);
const textoPb = (campo: number, s: string) => delimitado(campo, Buffer.from(s, 'utf8'));
function floatsPb(campo: number, valores: number[]) {
  const b = Buffer.alloc(valores.length * 4);
  valores.forEach((v, i) => {
    b.writeFloatLE(v, i * 4);
  });
  return delimitado(campo, b);
}
/** The chart message: 1 labels, 2 series {1 name, 2 packed float32}, 3 date. */
const grafico = (rotulos: string[], serie: string, valores: number[], data: string) =>
  Buffer.concat([
    ...rotulos.map((r) => textoPb(1, r)),
    delimitado(2, Buffer.concat([textoPb(1, serie), floatsPb(2, valores)])),
    textoPb(3, data),
  ]);

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();
const hh = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Bare numerals for the ids, as the cloud sends them (exact even past 2^53). */
const json = (corpo: unknown) => JSON.stringify(corpo).replace(/"(id|sid|dtu_id)":"(\d+)"/g, '"$1":$2');

export async function iniciarSimuladorHoymiles(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimuladorHoymiles = {},
): Promise<SimuladorHoymiles> {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, ContaDeTeste>();
  const nonces = new Map<string, string>();
  const pedidos: SimuladorHoymiles['pedidos'] = [];
  let logins = 0;
  let limitadas = 0;
  const forma = (login: string): FormaDeSenha => opcoes.formas?.[login] ?? 'argon2';
  const sal = (login: string) => createHash('sha256').update(`sal:${login}`).digest('hex').slice(0, 32);

  async function confere(conta: ContaDeTeste, ch: string): Promise<boolean> {
    const senha = conta.credenciais.senha;
    const f = forma(conta.credenciais.login);
    if (f === 'md5sha') return ch === `${md5(senha)}.${sha256(senha).toString('base64')}`;
    if (f === 'sha256') return ch === sha256(senha).toString('hex');
    const tag = await hashRaw(Buffer.from(senha, 'utf8'), {
      algorithm: 2,
      timeCost: 3,
      memoryCost: 32768,
      parallelism: 1,
      outputLen: 32,
      salt: Buffer.from(sal(conta.credenciais.login), 'hex'),
    });
    return ch === tag.toString('hex');
  }

  const ok = (data: unknown) => ({ status: 200, corpo: json({ status: '0', message: 'success', data }) });
  const falha = (status: string, message: string, data: unknown = null) => ({
    status: 200,
    corpo: json({ status, message, data }),
  });
  const semPermissao = () => falha('3', 'No Permission.');
  const emitir = (conta: ContaDeTeste) => {
    logins++;
    const token = `3.${randomBytes(12).toString('hex')}`;
    tokens.set(token, conta);
    return ok({ token });
  };
  const pagina = <T>(itens: T[], q: Record<string, unknown>) => {
    const n = Number(q.page_num ?? q.page ?? 1);
    const t = Number(q.page_size ?? 10);
    return ok({ total: itens.length, list: itens.slice((n - 1) * t, n * t) });
  };

  async function tratar(caminho: string, texto: string): Promise<{ status: number; corpo: string | Buffer }> {
    let q: Record<string, unknown>;
    try {
      q = JSON.parse(texto.replace(/"sid"\s*:\s*(\d+)/, '"sid":"$1"')) as Record<string, unknown>;
    } catch {
      return falha('1', 'param error');
    }
    const v3 = caminho.startsWith('/iam/pub/3/');
    if (v3 && opcoes.soLegado) return { status: 404, corpo: '' };
    if (caminho === '/iam/pub/3/auth/pre-insp') {
      const u = String(q.u ?? '');
      const n = randomBytes(8).toString('hex');
      nonces.set(n, u);
      // Unknown accounts get a salt too (the login then fails): no account enumeration here.
      return ok({ a: forma(u) === 'argon2' ? sal(u) : null, n, u });
    }
    if (caminho === '/iam/pub/3/auth/login') {
      const u = String(q.u ?? '');
      const dono = nonces.get(String(q.n ?? ''));
      nonces.delete(String(q.n ?? ''));
      if (dono !== u) return falha('2', 'nonce invalid');
      if (opcoes.bloqueadas?.includes(u)) return falha('1', 'user login times limited per day');
      const conta = contas.find((c) => c.credenciais.login === u);
      if (!conta || !(await confere(conta, String(q.ch ?? ''))))
        return falha('1', 'Log in failed, please check your account and password.');
      return emitir(conta);
    }
    if (caminho === '/iam/pub/0/auth/login') {
      const conta = contas.find(
        (c) => c.credenciais.login === q.user_name && md5(c.credenciais.senha) === q.password,
      );
      if (opcoes.bloqueadas?.includes(String(q.user_name)))
        return falha('1', 'user login times limited per day');
      return conta ? emitir(conta) : falha('1', 'Log in failed, please check your account and password.');
    }
    return { status: 404, corpo: '' };
  }

  function dados(caminho: string, q: Record<string, unknown>, conta: ContaDeTeste) {
    const usina = conta.usinas.find((u) => u.id === String(q.sid ?? ''));
    const { data: hoje, hora } = diaLocal(agora());
    const kwp = (u: UsinaDeTeste) => kwpDaUsina(u);
    if (caminho === '/pvm/api/0/station/select_by_page')
      return pagina(
        conta.usinas.map((u) => ({
          id: u.id,
          name: u.nome,
          capacitor: kwp(u).toFixed(2),
          address: 'Brasil',
          warn_data: {
            s_uoff: false,
            s_ustable: false,
            s_uid: false,
            dl: false,
            g_warn: false,
            l3_warn: false,
          },
        })),
        q,
      );
    if (!usina) return semPermissao();
    if (caminho === '/pvm-data/api/0/station/data/count_station_real_data') {
      const k = kwp(usina);
      const hojeKwh = energiaAteAHora(k, usina.latitude, hoje, hora, usina.id);
      const instante = new Date(agora().getTime() - 3 * 3_600_000)
        .toISOString()
        .replace('T', ' ')
        .slice(0, 19);
      return ok({
        real_power: potenciaNaHora(k, usina.latitude, hoje, hora, usina.id).toFixed(1),
        today_eq: String(Math.round(hojeKwh * 1000)),
        month_eq: String(Math.round(hojeKwh * 1000 * 20)),
        year_eq: String(Math.round(k * 1300 * 1000 * 0.9)),
        total_eq: String(Math.round(k * 1300 * 1000 * 3)),
        co2_emission_reduction: String(Math.round(k * 1300 * 3 * 500)),
        capacitor: k.toFixed(2),
        data_time: instante,
        last_data_time: instante,
      });
    }
    if (caminho === '/pvm/api/0/dev/micro/select_by_station')
      return pagina(
        usina.inversores.map((i, n) => ({
          id: String(9_900_000 + n),
          sn: i.serial,
          dtu_sn: `4141${usina.id.slice(-8).padStart(8, '0')}`,
          init_hard_no: `HMS-${Math.round(i.kw * 1000)}-4T`,
          soft_ver: '1.0.20',
          hard_ver: '1.1',
          warn_data: { connect: i.status === 'online' },
        })),
        q,
      );
    return null;
  }

  function graficos(caminho: string, q: Record<string, unknown>, conta: ContaDeTeste): Buffer | null {
    const usina = conta.usinas.find((u) => u.id === String(q.sid ?? ''));
    if (!usina) return null;
    const k = kwpDaUsina(usina);
    const { data: hoje } = diaLocal(agora());
    const data = String(q.date ?? '');
    if (caminho === '/pvm-data/api/0/station/data/count_eq_by_day_of_month') {
      const [ano, mes] = data.split('-').map(Number) as [number, number];
      const dias = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
      const rotulos: string[] = [];
      const wh: number[] = [];
      for (let d = 1; d <= dias; d++) {
        const iso = `${data}-${String(d).padStart(2, '0')}`;
        if (iso > hoje) break;
        rotulos.push(String(d));
        wh.push(Math.round(energiaDoDia(k, usina.latitude, iso, usina.id) * 1000));
      }
      return grafico(rotulos, 'pv_eq', wh, data);
    }
    if (caminho === '/pvm-data/api/0/station/data/count_power_by_day') {
      const minutos = Array.from({ length: 96 }, (_, i) => i * 15);
      return grafico(
        minutos.map(hh),
        'grid_power',
        minutos.map((m) => potenciaNaHora(k, usina.latitude, data, m / 60, usina.id)),
        data,
      );
    }
    return null;
  }

  const servidor: Server = createServer(async (req, res) => {
    let texto = '';
    for await (const c of req) texto += c;
    const caminho = new URL(req.url ?? '/', 'http://sim').pathname;
    pedidos.push({ caminho, corpo: texto });
    const responder = (status: number, corpo: string | Buffer, tipo = 'application/json;charset=UTF-8') => {
      res.writeHead(status, { 'content-type': tipo });
      res.end(corpo);
    };
    if (limitadas > 0) {
      limitadas--;
      return responder(429, 'Too Many Requests', 'text/plain');
    }
    if (caminho.startsWith('/iam/pub/')) {
      const r = await tratar(caminho, texto);
      return responder(r.status, r.corpo);
    }
    const conta = tokens.get(String(req.headers.authorization ?? ''));
    if (!conta) return responder(200, json({ status: '100', message: 'token verify error', data: '' }));
    let q: Record<string, unknown>;
    try {
      q = JSON.parse(texto.replace(/"sid"\s*:\s*(\d+)/, '"sid":"$1"')) as Record<string, unknown>;
    } catch {
      return responder(200, json({ status: '1', message: 'param error', data: null }));
    }
    const pb = graficos(caminho, q, conta);
    if (pb) return responder(200, pb, 'application/octet-stream');
    const r = dados(caminho, q, conta);
    if (r) return responder(r.status, r.corpo);
    if (caminho.startsWith('/pvm-data/api/0/station/data/count_'))
      return responder(200, semPermissao().corpo);
    return responder(404, '');
  });
  await new Promise<void>((r) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pedidos,
    logins: () => logins,
    expirarSessoes: () => tokens.clear(),
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
