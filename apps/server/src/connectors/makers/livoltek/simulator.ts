import { randomBytes } from 'node:crypto';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import type { StatusInversor } from '../types.ts';

// A local Livoltek open API (reference §4): POST /hess/api/login {secuid, key} checked with the
// key's real CR LF at the end (the literal "\r\n" text is refused, as the cloud does), a JWT-like
// token in data.data, data calls that want it raw in `Authorization` plus the account's
// `userToken` in the query, paged lists of 30, numbers as strings, the spaced keys of the vendor's
// examples (" powerGeneration ", " runningStatusVoMap "), null days, and HTTP 429 when limited.
// The `/site/{id}/power` curve follows the vendor document (reference/inverter-portals-verified.md
// §4): epoch-millisecond bounds, pointInterval 0, a map keyed by day, W as text.

const SUCESSO = { code: '200', message: 'SUCCESS' };
const RECUSA: RespostaSimulada = {
  corpo: { code: '401', message: 'FAIL', data: { msgCode: 'operate.fail', data: null } },
};
const TAMANHOS = [5, 10, 30];
/** The simulated plants' zone (America/Sao_Paulo, UTC-3, as their `timeZone` says). */
const FUSO_MS = -3 * 3_600_000;

/** runningStatus codes: 0 normal, 1 standby, 2 fault, 3 offline. */
function codigoDoStatus(s: StatusInversor): string {
  if (s === 'erro') return '2';
  if (s === 'offline') return '3';
  return '0';
}

/** powerStationStatus: 1 all online, 2 all offline, 3 some offline. */
function statusDaEstacao(u: UsinaDeTeste): number {
  const off = u.inversores.filter((i) => i.status === 'offline').length;
  if (off === 0) return 1;
  return off === u.inversores.length ? 2 : 3;
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

export async function iniciarSimuladorLivoltek(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimulador = {},
): Promise<SimuladorDePortal> {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, ContaDeTeste>();
  let logins = 0;
  const kwp = kwpDaUsina;
  const ok = (data: unknown): RespostaSimulada => ({ corpo: { ...SUCESSO, data } });
  const pagina = <T>(url: URL, itens: T[]) => {
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const pedido = Number(url.searchParams.get('size') ?? 10);
    const size = TAMANHOS.includes(pedido) ? pedido : 10;
    return itens.slice((page - 1) * size, page * size);
  };

  const tratar = (p: PedidoSimulado): RespostaSimulada => {
    const { url } = p;
    if (p.metodo === 'POST' && url.pathname === '/hess/api/login') {
      const b = JSON.parse(p.texto || '{}') as { secuid?: string; key?: string };
      // The account's key is stored as the portal shows it (literal "\r\n"); the cloud wants CR LF.
      const conta = contas.find(
        (c) => c.credenciais.login === b.secuid && c.credenciais.senha.replace(/\\r\\n/g, '\r\n') === b.key,
      );
      if (!conta) return RECUSA;
      logins++;
      const exp = Math.floor(agora().getTime() / 1000) + 3600;
      const jwt = `${b64({ typ: 'JWT', alg: 'HS256' })}.${b64({ sub: b.secuid, exp })}.${randomBytes(16).toString('base64url')}`;
      tokens.set(jwt, conta);
      return ok({ msgCode: 'operate.success', message: null, data: jwt, msg_code: 'operate.success' });
    }
    if (p.metodo !== 'GET') return { status: 405, corpo: { code: '405', message: 'FAIL', data: null } };

    const conta = tokens.get(String(p.headers.authorization ?? ''));
    if (!conta) return RECUSA;
    if (url.searchParams.get('userToken') !== conta.credenciais.chaves?.userToken)
      return { corpo: { code: '403', message: 'FAIL', data: { msgCode: 'usertoken.error', data: null } } };

    const { data: hoje, hora } = diaLocal(agora());
    const usinaDe = (id: string | undefined) =>
      conta.usinas.find((u) => u.id === decodeURIComponent(id ?? ''));
    const naoAchou: RespostaSimulada = { corpo: { code: '404', message: 'FAIL', data: null } };

    if (url.pathname === '/hess/api/userSites/list') {
      const lista = conta.usinas.map((u) => ({
        powerStationId: u.id,
        powerStationName: u.nome,
        country: 'BR',
        timeZone: 'America/Sao_Paulo',
        powerStationType: 'Grid-tied solar system',
        powerStationStatus: statusDaEstacao(u),
        pvCapacity: kwp(u),
        registrationTime: '2022-02-25T12:16:21.000+0000',
        updateTime: agora().getTime(),
        active: 1,
      }));
      return ok({ count: lista.length, list: pagina(url, lista) });
    }

    let m = /^\/hess\/api\/site\/([^/]+)\/(overview|solarEnergy|power)$/.exec(url.pathname);
    if (m) {
      const u = usinaDe(m[1]);
      if (!u) return naoAchou;
      const k = kwp(u);
      if (m[2] === 'overview') {
        const potencia = potenciaNaHora(k, u.latitude, hoje, hora, u.id) / 1000;
        return ok({
          name: u.nome,
          onlineDevice: u.inversores.filter((i) => i.status !== 'offline').length,
          currentPower: potencia.toFixed(3),
          eoutDaily: energiaAteAHora(k, u.latitude, hoje, hora, u.id).toFixed(1),
          eoutMonth: (k * 90).toFixed(1),
          eoutCurrentYear: (k * 1100).toFixed(1),
          etotalToGrid: (k * 2500).toFixed(1),
          updateTime: String(agora().getTime()),
        });
      }
      if (m[2] === 'solarEnergy') {
        const inicio = url.searchParams.get('startTime') ?? '';
        const fim = url.searchParams.get('endTime') ?? '';
        if (url.searchParams.get('timeType') !== '0' || !/^\d{8}$/.test(inicio) || !/^\d{8}$/.test(fim))
          return { corpo: { code: '400', message: 'FAIL', data: null } };
        const iso = (s: string) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
        const linhas: Array<Record<string, unknown>> = [];
        for (let d = new Date(`${iso(inicio)}T12:00:00Z`); d <= new Date(`${iso(fim)}T12:00:00Z`); ) {
          const dia = d.toISOString().slice(0, 10);
          const energia =
            dia > hoje
              ? null
              : (dia === hoje
                  ? energiaAteAHora(k, u.latitude, dia, hora, u.id)
                  : energiaDoDia(k, u.latitude, dia, u.id)
                ).toFixed(1);
          // The vendor's example writes the key with spaces on both sides; half the rows do too.
          const chave = d.getUTCDate() % 2 ? ' powerGeneration ' : 'powerGeneration';
          linhas.push({ siteId: u.id, ts: dia.replaceAll('-', ''), [chave]: energia });
          d = new Date(d.getTime() + 86_400_000);
        }
        if (linhas.length > 31) return { corpo: { code: '400', message: 'FAIL', data: null } };
        return ok(pagina(url, linhas));
      }
      // power (vendor doc): epoch-ms bounds, pointInterval 0 = 5 min (1 and 2 are marked "No"),
      // starts within the last 7 days; an object keyed by each local day's midnight (epoch ms)
      // holding [{power: W as text, timestamp: ms}].
      const inicio = Number(url.searchParams.get('startTime'));
      const fim = Number(url.searchParams.get('endTime'));
      const agoraMs = agora().getTime();
      if (
        url.searchParams.get('pointInterval') !== '0' ||
        !/^\d{13}$/.test(url.searchParams.get('startTime') ?? '') ||
        !/^\d{13}$/.test(url.searchParams.get('endTime') ?? '') ||
        fim < inicio ||
        inicio < agoraMs - 7 * 86_400_000
      )
        return { corpo: { code: '400', message: 'FAIL', data: null } };
      const dias: Record<string, Array<{ power: string; timestamp: number }>> = {};
      const passo = 5 * 60_000;
      for (let t = Math.ceil(inicio / passo) * passo; t <= Math.min(fim, agoraMs); t += passo) {
        const local = new Date(t + FUSO_MS);
        const dia = local.toISOString().slice(0, 10);
        const h = local.getUTCHours() + local.getUTCMinutes() / 60;
        const chave = String(Date.parse(`${dia}T00:00:00Z`) - FUSO_MS);
        const pontos = dias[chave] ?? [];
        pontos.push({ power: potenciaNaHora(k, u.latitude, dia, h, u.id).toFixed(1), timestamp: t });
        dias[chave] = pontos;
      }
      return ok(dias);
    }

    m = /^\/hess\/api\/device\/([^/]+)\/list$/.exec(url.pathname);
    if (m) {
      const u = usinaDe(m[1]);
      if (!u) return naoAchou;
      const lista = u.inversores.map((i, n) => ({
        id: n + 1,
        inverterSn: i.serial,
        collectorSn: `C-${i.serial}`,
        productType: `GT3-${i.kw}K`,
        deviceModel: 'inverter',
        deviceManufacturer: 'LIVOLTEK',
      }));
      return ok({ count: lista.length, list: pagina(url, lista) });
    }

    m = /^\/hess\/api\/device\/([^/]+)\/([^/]+)\/details$/.exec(url.pathname);
    if (m) {
      const u = usinaDe(m[1]);
      const i = u?.inversores.find((x) => x.serial === decodeURIComponent(m?.[2] ?? ''));
      if (!u || !i) return naoAchou;
      const t = agora().getTime();
      // An older reading first, with another status: the latest timestamp is the one that counts.
      return ok({
        id: u.inversores.indexOf(i) + 1,
        ' productType ': `GT3-${i.kw}K`,
        inverterSn: i.serial,
        collectorSn: `C-${i.serial}`,
        ' runningStatusVoMap ': {
          [String(t - 86_400_000)]: [
            { ' runningStatus ': i.status === 'online' ? '3' : '1', updateTime: t - 86_400_000 },
          ],
          [String(t - 300_000)]: [{ ' runningStatus ': codigoDoStatus(i.status), updateTime: t - 300_000 }],
        },
        firmwareVersion: 'V1.20',
        ' deviceType ': 'inverter',
        deviceManufacturer: 'LIVOLTEK',
      });
    }
    return naoAchou;
  };

  const servidor = await iniciarServidorSimulado(
    {
      porta: opcoes.porta,
      limite: { status: 429, corpo: { code: '429', message: 'Too Many Requests', data: null } },
    },
    tratar,
  );
  return {
    url: servidor.origem,
    logins: () => logins,
    expirarSessoes: () => tokens.clear(),
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
