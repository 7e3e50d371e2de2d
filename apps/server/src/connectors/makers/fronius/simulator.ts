import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';

// A local Solar.web Query API (docs/fabricantes/fronius-solarweb.md): AccessKeyId and
// AccessKeyValue headers on every call (401 otherwise), offset/limit pages with
// links.totalItemsCount, systems with peakPower in W and an IANA timeZone, devices with
// nominalAcPower in W and isActive, flowdata with status.isOnline and W channels (PowerPV for the
// system, PowerOutput for an inverter), aggrdata by `period` or `from`/`to` (never both: 400) and
// histdata 5-minute samples, energy channels in Wh. Errors as {responseError, responseMessage}.
// Plants are in Brazil (UTC-3, America/Sao_Paulo) like the other simulators.

export interface InversorFroniusSimulado {
  serial: string;
  modelo: string;
  kw: number;
  /** online / offline: the device's flowdata isOnline; inativo: isActive false (replaced). */
  status: 'online' | 'offline' | 'inativo';
}
export interface SistemaFroniusSimulado {
  id: string;
  nome: string;
  latitude: number;
  inversores: InversorFroniusSimulado[];
}
export interface ChaveFroniusSimulada {
  /** AccessKeyId ("FKIA…"). */
  id: string;
  /** AccessKeyValue (a GUID). */
  valor: string;
  sistemas: SistemaFroniusSimulado[];
  /** Paths (after /swqapi/) this key's data plan does not cover: answered 403. */
  negar?: RegExp[];
}

/** The largest page the simulator serves (the real maximum is not documented). */
const MAXIMO_PAGINA = 100;
const FUSO = 'America/Sao_Paulo';
const UTC_3 = 3 * 3_600_000;

const erro = (status: number, responseError: string, responseMessage: string): RespostaSimulada => ({
  status,
  corpo: { responseError, responseMessage },
});

/** A GUID-shaped device id, the same for a serial every time. */
export function guidDoSerial(serial: string): string {
  const hex = Buffer.from(serial.padEnd(16, '0')).toString('hex').padEnd(32, '0').slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const kwDe = (s: SistemaFroniusSimulado) => s.inversores.reduce((a, i) => a + i.kw, 0);
const canal = (channelName: string, channelType: string, unit: string, value: number) => ({
  channelName,
  channelType,
  unit,
  value,
});
const filtrar = <T extends { channelName: string }>(canais: T[], filtro: string | null) =>
  filtro ? canais.filter((c) => filtro.split(',').includes(c.channelName)) : canais;

export async function iniciarSimuladorFronius(
  chaves: ChaveFroniusSimulada[],
  opcoes: { agora?: () => Date; porta?: number } = {},
): Promise<{
  url: string;
  /** Requests accepted with a valid key (the API has no session). */
  aceitos(): number;
  /** Paths asked, with their query, in order (tests of paging and parameters). */
  pedidos: string[];
  /** The key stops working (expired or revoked in Solar.web): 401 from then on. */
  revogar(id: string): void;
  limitar(n: number): void;
  fechar(): Promise<void>;
}> {
  const agora = opcoes.agora ?? (() => new Date());
  const revogadas = new Set<string>();
  const pedidos: string[] = [];
  let aceitos = 0;
  let base = '';

  const tratar = (p: PedidoSimulado): RespostaSimulada => {
    const q = p.url.searchParams;
    const caminho = p.url.pathname.replace(/^\/swqapi\/?/, '');
    pedidos.push(`${caminho}${p.url.search}`);
    const chave = chaves.find((k) => k.id === p.headers.accesskeyid);
    if (!chave || chave.valor !== p.headers.accesskeyvalue || revogadas.has(chave.id))
      return erro(401, 'Unauthorized', 'Invalid AccessKeyId or AccessKeyValue');
    aceitos++;
    if (chave.negar?.some((r) => r.test(caminho)))
      return erro(403, 'Forbidden', 'Access to this resource is not included in your data plan');
    const { data: hoje, hora } = diaLocal(agora());

    const pagina = <T>(lista: T[]): { itens: T[]; links: object } | RespostaSimulada => {
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? MAXIMO_PAGINA);
      if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1)
        return erro(400, 'Bad Request', 'offset and limit must be positive integers');
      const n = Math.min(limit, MAXIMO_PAGINA);
      const link = (o: number | null) => {
        if (o === null) return null;
        const u = new URL(p.url.href.replace('http://sim', base));
        u.searchParams.set('offset', String(o));
        u.searchParams.set('limit', String(n));
        return u.href;
      };
      const ultimo = Math.max(0, Math.floor((lista.length - 1) / n) * n);
      return {
        itens: lista.slice(offset, offset + n),
        links: {
          first: link(0),
          prev: offset > 0 ? link(Math.max(0, offset - n)) : null,
          self: link(offset),
          next: offset + n < lista.length ? link(offset + n) : null,
          last: link(ultimo),
          totalItemsCount: lista.length,
        },
      };
    };

    if (caminho === 'pvsystems') {
      const r = pagina(chave.sistemas);
      if (!('itens' in r)) return r;
      return {
        corpo: {
          pvSystems: r.itens.map((s) => ({
            pvSystemId: s.id,
            name: s.nome,
            address: { street: null, zipCode: null, city: 'Campinas', state: 'SP', country: 'Brazil' },
            pictureURL: null,
            peakPower: kwDe(s) * 1000,
            installationDate: '2021-04-12T00:00:00Z',
            lastImport: new Date(agora().getTime() - 5 * 60_000).toISOString().slice(0, 19).concat('Z'),
            meteoData: 'light',
            timeZone: FUSO,
          })),
          links: r.links,
        },
      };
    }

    const m = /^pvsystems\/([^/]+)(?:\/(.*))?$/.exec(caminho);
    const sistema = m ? chave.sistemas.find((s) => s.id === decodeURIComponent(m[1] ?? '')) : undefined;
    if (!m || !sistema) return erro(404, 'Not Found', 'The requested resource does not exist');
    const resto = m[2] ?? '';
    const kw = kwDe(sistema);
    const ligados = sistema.inversores.filter((i) => i.status === 'online');
    const fracao = ligados.reduce((a, i) => a + i.kw, 0) / Math.max(kw, 0.001);
    const instante = `${new Date(Math.floor(agora().getTime() / 300_000) * 300_000).toISOString().slice(0, 19)}Z`;

    if (resto === '')
      return {
        corpo: { pvSystemId: sistema.id, name: sistema.nome, peakPower: kw * 1000, timeZone: FUSO },
      };

    if (resto === 'devices') {
      const tipo = q.get('type');
      const dispositivos = [
        ...sistema.inversores.map((i) => ({
          deviceType: 'Inverter',
          deviceId: guidDoSerial(i.serial),
          deviceName: `${i.modelo} (${i.serial})`,
          deviceManufacturer: 'Fronius',
          serialNumber: i.serial,
          deviceTypeDetails: i.modelo,
          dataloggerId: '240.123456',
          numberMPPTrackers: 2,
          numberPhases: 3,
          peakPower: { dc1: i.kw * 600, dc2: i.kw * 500 },
          nominalAcPower: i.kw * 1000,
          firmware: { updateAvailable: false, installedVersion: '1.20.4-1', availableVersion: null },
          isActive: i.status !== 'inativo',
          activationDate: '2021-04-12T13:00:00Z',
          deactivationDate: i.status === 'inativo' ? '2024-02-01T10:00:00Z' : null,
        })),
        {
          deviceType: 'Datalogger',
          deviceId: guidDoSerial(`DL${sistema.id}`),
          deviceName: 'Datamanager',
          serialNumber: `DL${sistema.id}`,
          isActive: true,
        },
        {
          deviceType: 'SmartMeter',
          deviceId: guidDoSerial(`SM${sistema.id}`),
          deviceName: 'Smart Meter TS 65A-3',
          serialNumber: `SM${sistema.id}`,
          deviceCategory: 'Primary',
          deviceLocation: 'Grid',
          isActive: true,
        },
      ].filter((d) => !tipo || d.deviceType === tipo);
      const r = pagina(dispositivos);
      if (!('itens' in r)) return r;
      return { corpo: { devices: r.itens, links: r.links } };
    }

    if (resto === 'flowdata') {
      const w = potenciaNaHora(kw, sistema.latitude, hoje, hora, sistema.id) * fracao;
      return {
        corpo: {
          pvSystemId: sistema.id,
          status: { isOnline: ligados.length > 0, battMode: null },
          data: {
            logDateTime: instante,
            channels: [
              canal('PowerFeedIn', 'Power', 'W', Math.round(w * 0.4)),
              canal('PowerLoad', 'Power', 'W', -Math.round(w * 0.6)),
              canal('PowerPV', 'Power', 'W', Math.round(w)),
            ],
          },
        },
      };
    }

    const dispositivo = /^devices\/([^/]+)\/flowdata$/.exec(resto);
    if (dispositivo) {
      const inv = sistema.inversores.find((i) => guidDoSerial(i.serial) === dispositivo[1]);
      if (!inv) return erro(404, 'Not Found', 'The requested device does not exist');
      const online = inv.status === 'online';
      const w = potenciaNaHora(inv.kw, sistema.latitude, hoje, hora, sistema.id);
      return {
        corpo: {
          pvSystemId: sistema.id,
          deviceId: dispositivo[1],
          status: { isOnline: online, battMode: null },
          data: online
            ? { logDateTime: instante, channels: [canal('PowerOutput', 'Power', 'W', Math.round(w))] }
            : null,
        },
      };
    }

    if (resto === 'aggrdata') {
      const periodo = q.get('period');
      const de = q.get('from');
      const ate = q.get('to');
      if (periodo && (de || ate))
        return erro(400, 'Bad Request', "'period' cannot be combined with 'from'/'to'");
      let dias: string[];
      if (periodo && /^\d{4}-\d{2}$/.test(periodo)) {
        const [ano, mes] = periodo.split('-').map(Number) as [number, number];
        const n = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
        dias = Array.from({ length: n }, (_, i) => `${periodo}-${String(i + 1).padStart(2, '0')}`);
      } else if (!periodo && de && ate && /^\d{4}-\d{2}-\d{2}$/.test(de) && /^\d{4}-\d{2}-\d{2}$/.test(ate)) {
        dias = [];
        for (
          let d = new Date(`${de}T00:00:00Z`);
          d.toISOString().slice(0, 10) <= ate;
          d.setUTCDate(d.getUTCDate() + 1)
        )
          dias.push(d.toISOString().slice(0, 10));
      } else
        return erro(400, 'Bad Request', 'Invalid period or from/to (only days of a month are simulated)');
      const itens = dias
        .filter((d) => d <= hoje)
        .map((d) => {
          const wh =
            1000 *
            (d === hoje
              ? energiaAteAHora(kw, sistema.latitude, d, hora, sistema.id)
              : energiaDoDia(kw, sistema.latitude, d, sistema.id));
          return {
            logDateTime: d,
            channels: filtrar(
              [
                canal('EnergyFeedIn', 'Energy', 'Wh', Math.round(wh * 0.4)),
                canal('EnergyProductionTotal', 'Energy', 'Wh', wh),
                canal('EnergyConsumptionTotal', 'Energy', 'Wh', Math.round(wh * 0.7)),
              ],
              q.get('channel'),
            ),
          };
        });
      if (itens.length === 0) return { status: 204, corpo: null };
      const r = pagina(itens);
      if (!('itens' in r)) return r;
      return { corpo: { pvSystemId: sistema.id, data: r.itens, links: r.links } };
    }

    if (resto === 'histdata') {
      const de = Date.parse(q.get('from') ?? '');
      const ate = Date.parse(q.get('to') ?? '');
      if (!Number.isFinite(de) || !Number.isFinite(ate) || ate < de)
        return erro(400, 'Bad Request', "'from' and 'to' are required (yyyy-MM-ddTHH:mm:ssZ)");
      const amostras = [];
      const fim = Math.min(ate, agora().getTime());
      // Inclusive end, like the real one (SolarNetwork's note): the sample at `to` comes too.
      for (let t = Math.ceil(de / 300_000) * 300_000; t <= fim; t += 300_000) {
        const local = new Date(t - UTC_3);
        const dia = local.toISOString().slice(0, 10);
        const h = local.getUTCHours() + local.getUTCMinutes() / 60;
        const wh = (potenciaNaHora(kw, sistema.latitude, dia, h, sistema.id) * 5) / 60;
        amostras.push({
          logDateTime: `${new Date(t).toISOString().slice(0, 19)}Z`,
          logDuration: 300,
          channels: filtrar(
            [
              canal('EnergyOutput', 'Energy', 'Wh', Math.round(wh * 100) / 100),
              canal('EnergyProductionTotal', 'Energy', 'Wh', Math.round(wh * 100) / 100),
              canal('EnergyFeedIn', 'Energy', 'Wh', Math.round(wh * 40) / 100),
            ],
            q.get('channel'),
          ),
        });
      }
      if (amostras.length === 0) return { status: 204, corpo: null };
      const r = pagina(amostras);
      if (!('itens' in r)) return r;
      return {
        corpo: {
          pvSystemId: sistema.id,
          deviceId: null,
          data: r.itens,
          links: r.links,
          totalDataCount: r.itens.reduce((a, x) => a + x.channels.length, 0),
        },
      };
    }
    return erro(404, 'Not Found', 'The requested resource does not exist');
  };

  const servidor = await iniciarServidorSimulado(
    {
      porta: opcoes.porta,
      limite: erro(429, 'Too Many Requests', 'Request was rejected by rate limiting'),
    },
    tratar,
  );
  base = servidor.origem;
  return {
    url: `${servidor.origem}/swqapi`,
    aceitos: () => aceitos,
    pedidos,
    revogar: (id) => {
      revogadas.add(id);
    },
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
