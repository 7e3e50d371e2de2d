import { createHmac } from 'node:crypto';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import type { StatusInversor } from '../types.ts';

// A local APsystems EMA OpenAPI, from docs/fabricantes/apsystems-ema.md (Manual V1.8): every GET
// signed with the X-CA-* headers (HMAC over "ts/nonce/appId/<last segment>/GET/<algorithm>", keyed
// with the App Secret, checked here with its own code), envelope {code, data} with HTTP 200 for
// API errors, numbers as strings (kW, kWh, W), ids as strings. No plant list, no paging. Errors:
// 2001 bad key or signature, 2002 wrong path prefix for the account kind (C), 2004 a system not
// in the account, 2005 the billed quota spent, 4001 a date after "now", 1001 no data, 7002 the
// rate-limit answer. Systems live in Brazil (America/Sao_Paulo, UTC-3).

export interface MicroSimulado {
  uid: string;
  modelo: string;
  kw: number;
  /** offline: silent in the batch power; inativo: the whole system never reported (light 4). */
  status: StatusInversor;
}
export interface EcuSimulada {
  eid: string;
  micros: MicroSimulado[];
}
export interface SistemaSimulado {
  sid: string;
  latitude: number;
  ecus: EcuSimulada[];
  /** As EMA lists a shared sub-user's ECUs: "main-virtual". */
  compartilhado?: boolean;
}
export interface ContaApsystemsSimulada {
  appId: string;
  segredo: string;
  /** Path prefix the account answers on (installer accounts: /installer/api/v2). */
  tipo?: 'user' | 'installer';
  sistemas: SistemaSimulado[];
  /** Billed calls before code 2005 (unlimited when absent). */
  cota?: number;
}

const FUSO = 'America/Sao_Paulo';
const ok = (data: unknown): RespostaSimulada => ({ corpo: { code: 0, data } });
const codigo = (code: number): RespostaSimulada => ({ corpo: { code, data: null } });
const texto = (n: number, casas = 2) => n.toFixed(casas);
const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

const ativos = (micros: MicroSimulado[]) =>
  micros.filter((m) => m.status !== 'offline' && m.status !== 'inativo').reduce((a, m) => a + m.kw, 0);
const kwTotal = (s: SistemaSimulado) => s.ecus.flatMap((e) => e.micros).reduce((a, m) => a + m.kw, 0);
const todos = (s: SistemaSimulado) => s.ecus.flatMap((e) => e.micros);

/** Manual §3.1.1: 1 green, 2 yellow (some micros alarm/silent), 3 red (ECU off the network), 4 grey. */
function luz(s: SistemaSimulado): number {
  const st = todos(s).map((m) => m.status);
  if (st.length > 0 && st.every((x) => x === 'inativo')) return 4;
  if (st.length > 0 && st.every((x) => x === 'offline')) return 3;
  return st.some((x) => x !== 'online') ? 2 : 1;
}

/** The signature as the manual's Java sample computes it (Mac over UTF-8 bytes, Base64). */
function assinar(segredo: string, partes: string[], algoritmo: string): string | null {
  const hash = algoritmo === 'HmacSHA256' ? 'sha256' : algoritmo === 'HmacSHA1' ? 'sha1' : null;
  if (!hash) return null;
  const mac = createHmac(hash, Buffer.from(segredo, 'utf8'));
  mac.update(Buffer.from(partes.join('/'), 'utf8'));
  return mac.digest().toString('base64');
}

export async function iniciarSimuladorApsystems(
  contas: ContaApsystemsSimulada[],
  opcoes: { agora?: () => Date; porta?: number } = {},
): Promise<{
  url: string;
  /** Signed requests accepted (no session in this API). */
  aceitos(): number;
  /** Paths asked, for tests counting the billed calls. */
  caminhos: string[];
  limitar(n: number): void;
  fechar(): Promise<void>;
}> {
  const agora = opcoes.agora ?? (() => new Date());
  const usadas = new Map<string, number>();
  const caminhos: string[] = [];
  let aceitos = 0;

  function tratar(p: PedidoSimulado): RespostaSimulada {
    if (p.metodo !== 'GET') return { status: 405, corpo: { code: 4000, data: null } };
    const h = (k: string) => {
      const v = p.headers[k];
      return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
    };
    const appId = h('x-ca-appid');
    const conta = contas.find((c) => c.appId === appId);
    const caminho = p.url.pathname;
    const ultimo = caminho.split('/').pop() ?? '';
    const algoritmo = h('x-ca-signature-method');
    const esperado = conta
      ? assinar(
          conta.segredo,
          [h('x-ca-timestamp'), h('x-ca-nonce'), appId, ultimo, 'GET', algoritmo],
          algoritmo,
        )
      : null;
    if (!conta || !esperado || esperado !== h('x-ca-signature') || !/^[0-9a-f]{32}$/.test(h('x-ca-nonce')))
      return codigo(2001);
    aceitos++;
    caminhos.push(caminho);
    const usado = (usadas.get(appId) ?? 0) + 1;
    usadas.set(appId, usado);
    if (conta.cota !== undefined && usado > conta.cota) return codigo(2005);

    const prefixo = `/${conta.tipo ?? 'user'}/api/v2/systems/`;
    if (!caminho.startsWith(prefixo))
      return /^\/(user|installer)\/api\/v2\//.test(caminho)
        ? codigo(2002)
        : { status: 404, corpo: { code: 4000, data: null } };
    const resto = caminho.slice(prefixo.length).split('/').map(decodeURIComponent);
    const sid =
      resto[0] === 'details' || resto[0] === 'inverters' || resto[0] === 'summary' || resto[0] === 'energy'
        ? resto[1]
        : resto[0];
    const s = conta.sistemas.find((x) => x.sid === sid);
    if (!s) return codigo(2004);
    const { data: hoje, hora } = diaLocal(agora());
    const agoraMin = Math.floor((hora * 60) / 5) * 5;
    const nivel = p.url.searchParams.get('energy_level') ?? '';
    const periodo = p.url.searchParams.get('date_range') ?? '';
    const nuncaReportou = luz(s) === 4;

    /** Five-minute points of a day up to "now" (today) or the whole day (past). */
    const minutosDoDia = (dia: string, ate = 24 * 60 - 5) => {
      const fim = dia === hoje ? Math.min(agoraMin, ate) : ate;
      return Array.from({ length: Math.floor(fim / 5) + 1 }, (_, i) => i * 5);
    };

    if (resto[0] === 'details' && resto.length === 2)
      return ok({
        sid: s.sid,
        create_date: '2022-03-14',
        capacity: String(kwTotal(s)),
        type: 1,
        timezone: FUSO,
        ecu: s.ecus.map((e) => (s.compartilhado ? `216000000001-${e.eid}` : e.eid)),
        light: luz(s),
        authorization_code: '',
      });
    if (resto[0] === 'inverters' && resto.length === 2)
      return ok(
        s.ecus.map((e) => ({
          eid: e.eid,
          type: 0,
          timezone: FUSO,
          inverter: e.micros.map((m) => ({ uid: m.uid, type: m.modelo })),
        })),
      );
    if (nuncaReportou && resto[0] !== 'details' && resto[0] !== 'inverters') return codigo(1001);
    if (resto[0] === 'summary' && resto.length === 2) {
      const kw = ativos(todos(s));
      const hojeKwh = energiaAteAHora(kw, s.latitude, hoje, hora, s.sid);
      let mes = hojeKwh;
      for (let d = 1; `${hoje.slice(0, 8)}${String(d).padStart(2, '0')}` < hoje; d++)
        mes += energiaDoDia(
          kwTotal(s),
          s.latitude,
          `${hoje.slice(0, 8)}${String(d).padStart(2, '0')}`,
          s.sid,
        );
      return ok({
        today: texto(hojeKwh),
        month: texto(mes),
        year: texto(kwTotal(s) * 1300 * 0.9),
        lifetime: texto(kwTotal(s) * 1300 * 2.6),
      });
    }
    if (resto[0] === 'energy' && resto.length === 2) {
      if (nivel !== 'daily') return codigo(4001);
      if (!/^\d{4}-\d{2}$/.test(periodo) || periodo > hoje.slice(0, 7)) return codigo(4001);
      const [ano, mm] = periodo.split('-').map(Number) as [number, number];
      const dias = new Date(Date.UTC(ano, mm, 0)).getUTCDate();
      // One value per day of the month (days after today as zeros), kWh as text.
      return ok(
        Array.from({ length: dias }, (_, i) => {
          const dia = `${periodo}-${String(i + 1).padStart(2, '0')}`;
          if (dia > hoje) return '0.00';
          if (dia === hoje) return texto(energiaAteAHora(ativos(todos(s)), s.latitude, hoje, hora, s.sid));
          return texto(energiaDoDia(kwTotal(s), s.latitude, dia, s.sid));
        }),
      );
    }
    // /{sid}/devices/ecu/energy/{eid} and /{sid}/devices/inverter/batch/energy/{eid}
    const eid = resto.at(-1) ?? '';
    const ecu = s.ecus.find((e) => e.eid === eid);
    const ecuEnergia = resto[1] === 'devices' && resto[2] === 'ecu' && resto[3] === 'energy';
    const lote =
      resto[1] === 'devices' && resto[2] === 'inverter' && resto[3] === 'batch' && resto[4] === 'energy';
    if (!ecuEnergia && !lote) return { status: 404, corpo: { code: 4000, data: null } };
    if (!ecu) return codigo(4001);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(periodo) || periodo > hoje) return codigo(4001);
    // An ECU whose micros are all silent stopped reporting at 08:00.
    const ate = ativos(ecu.micros) === 0 ? 8 * 60 : undefined;
    const minutos = minutosDoDia(periodo, ate);
    if (ecuEnergia) {
      if (nivel !== 'minutely') return codigo(4001);
      const w = minutos.map((m) => potenciaNaHora(ativos(ecu.micros), s.latitude, periodo, m / 60, s.sid));
      return ok({
        time: minutos.map(hhmm),
        power: w.map((x) => String(x)),
        energy: w.map((x) => texto((x * 5) / 60 / 1000, 3)),
        today: texto(
          energiaAteAHora(ativos(ecu.micros), s.latitude, periodo, (minutos.at(-1) ?? 0) / 60, s.sid),
        ),
      });
    }
    if (nivel !== 'power') return codigo(4001);
    // Two channels per micro (DS3-like); a silent micro is absent from the map (C).
    const power: Record<string, number[]> = {};
    for (const m of ecu.micros) {
      if (m.status === 'offline' || m.status === 'inativo') continue;
      for (const canal of [1, 2])
        power[`${m.uid}-${canal}`] = minutos.map((x) =>
          potenciaNaHora(m.kw / 2, s.latitude, periodo, x / 60, s.sid),
        );
    }
    return ok({ time: minutos.map(hhmm), power });
  }

  const servidor = await iniciarServidorSimulado(
    { porta: opcoes.porta, limite: { corpo: { code: 7002, data: null } } },
    tratar,
  );
  return {
    url: servidor.origem,
    aceitos: () => aceitos,
    caminhos,
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
