import type { OpcoesSimulador, SimuladorDePortal } from '../contrato.ts';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, potenciaNaHora } from '../simulation.ts';
import type { StatusInversor } from '../types.ts';

// A local SolaX Cloud token API (docs/fabricantes/solax-cloud.md): v2 POST
// /api/v2/dataAccess/realtimeInfo/get (header tokenId, body {wifiSn}) and v1 GET
// /proxyApp/proxy/api/getRealtimeInfo.do?tokenId&sn, one dongle per call, the envelope
// {success, exception, code, result}. v2 error codes from the V2 appendix as clients carry it
// (1001 token, 1002 parameter, 1003 not this account's dongle, 2002 no data; grade B); v1 errors
// as the one v1 error seen live: code 1 and a text, no result (wordings other than the ban, C).
// Plants are UTC−3 like every simulator; the day curve follows simulation.ts.

export interface DongleSolaxSimulado {
  /** Registration number of the Wi-Fi/LAN dongle (what the API is asked for). */
  registro: string;
  inverterSN: string;
  kw: number;
  latitude: number;
  /** Seed of the plant's weather, shared by its inverters. */
  semente: string;
  /**
   * online: 102 with a fresh upload; erro: 103 (fault since 10:00); offline: the last upload was
   * yesterday 17:30 (the dongle lost its network); inativo: 2002, nothing uploaded.
   */
  status: StatusInversor;
}

export interface ContaSolaxSimulada {
  token: string;
  dongles: DongleSolaxSimulado[];
}

export interface SimuladorSolax extends SimuladorDePortal {
  /** The next `n` requests get the ban seen live ("prohibit calls within the next hour"). */
  suspender(n: number): void;
  /** Every request received: method, path, token (header or query) and dongle. */
  pedidos(): Array<{ metodo: string; caminho: string; token: string | null; registro: string | null }>;
}

const V2 = '/api/v2/dataAccess/realtimeInfo/get';
const V1 = '/proxyApp/proxy/api/getRealtimeInfo.do';

const hhmmss = (hora: number) => {
  const s = Math.round(hora * 3600);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
};

export async function iniciarSimuladorSolax(
  contas: ContaSolaxSimulada[],
  opcoes: OpcoesSimulador & { semV2?: boolean } = {},
): Promise<SimuladorSolax> {
  const agora = opcoes.agora ?? (() => new Date());
  let aceitos = 0;
  let suspensas = 0;
  const pedidos: Array<{ metodo: string; caminho: string; token: string | null; registro: string | null }> =
    [];

  /** The dongle's latest snapshot, as the v2 result (v1 drops the v2-only fields). */
  function instantaneo(d: DongleSolaxSimulado, v2: boolean, n: number): Record<string, unknown> {
    const { data: hoje, hora } = diaLocal(agora());
    const ontem = new Date(Date.parse(`${hoje}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    // Uploads every 5 minutes; the offline one stopped yesterday at 17:30, the faulty one at 10:00.
    const [dia, horaEnvio] =
      d.status === 'offline' ? [ontem, 17.5] : [hoje, (Math.floor((hora * 60) / 5) * 5) / 60];
    const ateAgora = d.status === 'erro' ? Math.min(horaEnvio, 10) : horaEnvio;
    const potencia = d.status === 'erro' ? 0 : potenciaNaHora(d.kw, d.latitude, dia, horaEnvio, d.semente);
    const hojeKwh = energiaAteAHora(d.kw, d.latitude, dia, ateAgora, d.semente);
    const uploadTime = `${dia} ${hhmmss(horaEnvio)}`;
    const r: Record<string, unknown> = {
      inverterSN: d.inverterSN,
      sn: d.registro,
      acpower: potencia,
      yieldtoday: hojeKwh,
      yieldtotal: Number((d.kw * 2600 + hojeKwh).toFixed(1)),
      feedinpower: Math.round(potencia * 0.6),
      feedinenergy: Number((d.kw * 1500).toFixed(1)),
      consumeenergy: Number((d.kw * 400).toFixed(1)),
      feedinpowerM2: 0,
      soc: null,
      peps1: null,
      peps2: null,
      peps3: null,
      inverterType: d.kw > 6 ? '4' : '1',
      // v1 sends it as a numeric string (the note's example), v2 as a number.
      inverterStatus: v2 ? (d.status === 'erro' ? 103 : 102) : d.status === 'erro' ? '103' : '102',
      uploadTime,
      batPower: null,
      powerdc1: Math.round(potencia * 0.52),
      powerdc2: Math.round(potencia * 0.5),
      powerdc3: null,
      powerdc4: null,
      batStatus: null,
    };
    if (!v2) return r;
    // Some v2 answers spell the serial inverterSn; many string extras come back empty (note).
    if (n % 3 === 2) {
      delete r.inverterSN;
      r.inverterSn = d.inverterSN;
    }
    return {
      ...r,
      ratedPower: d.kw * 1000,
      utcDateTime: new Date(Date.parse(`${uploadTime.replace(' ', 'T')}-03:00`)).toISOString(),
      vdc1: '',
      idc1: '',
      temperature: 41,
      pvenergy: '',
    };
  }

  function tratar(p: PedidoSimulado): RespostaSimulada {
    const caminho = p.url.pathname;
    const v2 = caminho === V2 && p.metodo === 'POST' && !opcoes.semV2;
    const v1 = caminho === V1 && p.metodo === 'GET';
    if (!v1 && !v2) return { status: 404, corpo: '<html><body>404 Not Found</body></html>' };
    const header = p.headers.tokenid;
    let token: string | null;
    let registro: string | null;
    if (v2) {
      token = typeof header === 'string' ? header : null;
      try {
        const b = JSON.parse(p.texto || 'null') as { wifiSn?: unknown } | null;
        registro = typeof b?.wifiSn === 'string' ? b.wifiSn : null;
      } catch {
        registro = null;
      }
    } else {
      token = p.url.searchParams.get('tokenId');
      registro = p.url.searchParams.get('sn');
    }
    pedidos.push({ metodo: p.metodo, caminho, token, registro });
    const erro = (codigo: number, texto: string): RespostaSimulada =>
      v2
        ? { corpo: { success: false, exception: texto, code: codigo, result: null } }
        : { corpo: { exception: texto, code: 1, tokenId: token, success: false } };
    if (suspensas > 0) {
      suspensas--;
      return {
        corpo: {
          exception:
            'There have been several violations in a row, and the system will prohibit calls within the next hour',
          code: 1,
          tokenId: token,
          success: false,
        },
      };
    }
    const conta = contas.find((c) => c.token === token);
    if (!conta) return erro(1001, v2 ? 'Interface Unauthorized' : 'tokenId does not exist');
    aceitos++;
    if (!registro || !/^[A-Za-z0-9]+$/.test(registro))
      return erro(1002, v2 ? 'Parameter validation failed' : 'sn is empty');
    const n = conta.dongles.findIndex((d) => d.registro === registro);
    const d = conta.dongles[n];
    if (!d) return erro(1003, v2 ? 'Data Unauthorized' : 'sn not exist');
    if (d.status === 'inativo') return erro(2002, 'Data not found');
    const result = instantaneo(d, v2, n);
    return v2
      ? { corpo: { success: true, exception: 'Query success!', code: 0, result } }
      : { corpo: { success: true, exception: 'Query success!', result, code: 0 } };
  }

  const servidor = await iniciarServidorSimulado(
    {
      porta: opcoes.porta,
      // The single "too often" answer was not read anywhere (grade C): the v1 shape seen live
      // (HTTP 200, code 1, a text) with a frequency text.
      limite: {
        corpo: {
          exception: 'Request too frequent, the limit is 10 times per minute',
          code: 1,
          success: false,
        },
      },
    },
    tratar,
  );
  return {
    url: servidor.origem,
    logins: () => aceitos,
    // No session: the token does not expire.
    expirarSessoes: () => {},
    limitar: servidor.limitar,
    suspender: (n) => {
      suspensas = n;
    },
    pedidos: () => [...pedidos],
    fechar: servidor.fechar,
  };
}
