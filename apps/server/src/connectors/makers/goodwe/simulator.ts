import { createHash, randomUUID } from 'node:crypto';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';

// A local SEMS portal in the shapes of docs/fabricantes/goodwe-sems.md §9: the legacy CrossLogin
// (password in clear, `api` = the regional base) and the SEMS+ login (base64 of the MD5 hex), the
// Token header checked on every call (code 100001 when missing or expired), the plant list in
// pages, the plant detail with its inverters, the two day curves and the rolling 31-day chart;
// "GY0429" (HTTP 200) while `limitar(n)` lasts.

export interface OpcoesSimuladorGoodwe extends OpcoesSimulador {
  /** Accounts that exist only on SEMS+: the legacy login refuses them. */
  semsPlus?: string[];
  /** Owner accounts: an empty monitor list, their first plant from GetPowerStationIdByOwner. */
  donos?: string[];
  /** The legacy login answers `api: ""` (seen for a Brazilian installer). */
  apiVazio?: boolean;
  /** GetPlantPowerChart answers an unknown-route page (the older app call still works). */
  semGraficoDePotencia?: boolean;
}

/** Inverter status codes: -1 offline, 0 waiting, 1 normal, 2 fault. */
const STATUS = { online: 1, offline: -1, erro: 2, inativo: 0 } as const;

const md5b64 = (s: string) => Buffer.from(createHash('md5').update(s).digest('hex')).toString('base64');
const dois = (n: number) => String(n).padStart(2, '0');
const hhmm = (m: number) => `${dois(Math.floor(m / 60))}:${dois(m % 60)}`;
/** "YYYY-MM-DD" → "MM/dd/yyyy". */
const americana = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const diaMenos = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const falha = (code: number | string, msg: string): RespostaSimulada => ({
  corpo: { hasError: true, code, msg, data: null },
});

export async function iniciarSimuladorGoodwe(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimuladorGoodwe = {},
): Promise<SimuladorDePortal> {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, { uid: string; conta: ContaDeTeste }>();
  const soSemsPlus = new Set(opcoes.semsPlus ?? []);
  const donos = new Set(opcoes.donos ?? []);
  let logins = 0;
  let origem = '';
  const kwp = kwpDaUsina;
  const ativos = (u: UsinaDeTeste) =>
    u.inversores.filter((i) => i.status === 'online').reduce((a, i) => a + i.kw, 0);
  /** Share of the plant that produces (a plant with no inverter produces nothing). */
  const fracao = (u: UsinaDeTeste) => (kwp(u) > 0 ? ativos(u) / kwp(u) : 0);
  // Either code type is served, as the real envelope varies.
  const ok = (data: unknown, code: number | string = 0): RespostaSimulada => ({
    corpo: { language: 'en', function: null, hasError: false, msg: 'success', code, data, components: {} },
  });

  function corpoDe(p: PedidoSimulado): Record<string, unknown> {
    if (!p.texto) return {};
    if (String(p.headers['content-type']).includes('x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(p.texto));
    return JSON.parse(p.texto) as Record<string, unknown>;
  }

  function emitir(conta: ContaDeTeste, extra: Record<string, unknown> = {}) {
    logins++;
    const token = randomUUID().replace(/-/g, '');
    const uid = randomUUID();
    tokens.set(token, { uid, conta });
    return { uid, timestamp: agora().getTime(), token, ...extra };
  }

  function tratar(p: PedidoSimulado): RespostaSimulada {
    if (p.metodo !== 'POST') return { status: 405, corpo: '<html>Method Not Allowed</html>' };
    const caminho = p.url.pathname;
    const corpo = corpoDe(p);
    const conta = contas.find((c) => c.credenciais.login === corpo.account);

    if (caminho === '/api/v3/Common/CrossLogin') {
      if (!conta || soSemsPlus.has(conta.credenciais.login) || corpo.pwd !== conta.credenciais.senha)
        return falha(1001, 'Email or password error');
      return {
        corpo: {
          hasError: false,
          code: 0,
          msg: 'Successful',
          data: emitir(conta, { client: 'ios', version: '3.1.1', language: 'en' }),
          components: { para: null, langVer: 179, timeSpan: 0, api: '', msgSocketAdr: '' },
          api: opcoes.apiVazio ? '' : `${origem}/eu/api/`,
        },
      };
    }
    if (caminho === '/web/sems/sems-user/api/v1/auth/cross-login') {
      if (corpo.agreement !== 1 || corpo.isChinese !== false || corpo.isLocal !== false)
        return { corpo: { code: '100005', description: 'payload validation failed', data: null } };
      if (!conta || corpo.pwd !== md5b64(conta.credenciais.senha))
        // The real refusal code is not in any capture (note §3.2, C): this one is illustrative.
        return { corpo: { code: 'A0210', description: 'account or password error', data: null } };
      const api = `${origem}/web/sems`;
      return {
        corpo: {
          code: '00000',
          description: '成功',
          data: emitir(conta, { client: 'semsPlusWeb', version: '', language: 'en', api, region: 'eu' }),
          api,
        },
      };
    }

    // Data routes: on the regional base the login gave ("/eu/api/") or the default one ("/api/").
    const rota = /^(?:\/eu)?\/api\/(.+)$/.exec(caminho)?.[1];
    if (!rota) return { status: 404, corpo: '<html>404 Not Found</html>' };
    let sessao: { uid: string; conta: ContaDeTeste } | undefined;
    try {
      const t = JSON.parse(String(p.headers.token ?? '')) as { uid?: unknown; token?: unknown };
      const s = tokens.get(String(t.token));
      if (s && s.uid === t.uid) sessao = s;
    } catch {
      sessao = undefined;
    }
    if (!sessao) return falha(100001, 'No access, please log in');
    const usinas = sessao.conta.usinas;
    const { data: hoje, hora } = diaLocal(agora());
    const usina = (id: unknown) => usinas.find((u) => u.id === String(id));
    const potencia = (u: UsinaDeTeste) =>
      Math.round(potenciaNaHora(kwp(u), u.latitude, hoje, hora, u.id) * fracao(u));
    const energiaHoje = (u: UsinaDeTeste) =>
      Math.round(energiaAteAHora(kwp(u), u.latitude, hoje, hora, u.id) * fracao(u) * 10) / 10;

    if (rota === 'v2/PowerStationMonitor/QueryPowerStationMonitor') {
      const lista = donos.has(sessao.conta.credenciais.login) ? [] : usinas;
      const n = Number(corpo.page_index ?? 1);
      const t = Number(corpo.page_size ?? 10);
      return ok({
        record: lista.length,
        list: lista.slice((n - 1) * t, n * t).map((u) => ({
          powerstation_id: u.id,
          stationname: u.nome,
          // Capacity comes as a number or as text.
          capacity: u.id.length % 2 ? kwp(u) : String(kwp(u)),
          status: u.inversores.some((i) => i.status === 'erro') ? 2 : ativos(u) > 0 ? 1 : -1,
          location: 'Av. X, 100 - Centro, Goiânia - GO, Brasil',
          pac: potencia(u),
          eday: energiaHoje(u),
          eday_income: Math.round(energiaHoje(u) * 0.8 * 10) / 10,
          currency: 'BRL',
        })),
      });
    }
    if (rota === 'PowerStation/GetPowerStationIdByOwner')
      return ok(donos.has(sessao.conta.credenciais.login) ? (usinas[0]?.id ?? null) : null);
    if (rota === 'v3/PowerStation/GetMonitorDetailByPowerstationId') {
      const u = usina(corpo.powerStationId);
      if (!u) return ok(null, '0');
      const carimbo = `${hoje.slice(8, 10)}/${hoje.slice(5, 7)}/${hoje.slice(0, 4)} ${hhmm(Math.floor(hora * 60))}:00`;
      return ok(
        {
          info: {
            powerstation_id: u.id,
            stationname: u.nome,
            address: 'Goiânia - GO',
            capacity: kwp(u),
            turnon_time: '03/14/2023 00:00:00',
            time: carimbo,
            date_format: 'dd/MM/yyyy',
            status: 1,
          },
          kpi: {
            pac: potencia(u),
            power: energiaHoje(u),
            month_generation: kwp(u) * 100,
            total_power: kwp(u) * 1300,
            day_income: energiaHoje(u) * 0.8,
            currency: 'BRL',
          },
          inverter: u.inversores.map((i) => {
            const pac = i.status === 'online' ? potenciaNaHora(i.kw, u.latitude, hoje, hora, i.serial) : 0;
            return {
              sn: i.serial,
              name: `Inversor ${i.serial}`,
              type: i.modelo,
              capacity: i.kw,
              status: STATUS[i.status],
              out_pac: pac,
              eday: i.kw * 3,
              emonth: i.kw * 100,
              etotal: i.kw * 1300,
              tempperature: 44.1,
              fault_message: i.status === 'erro' ? 'Isolation Fault' : '',
              warning_code: null,
              last_refresh_time: carimbo,
              pw_id: u.id,
              d: { pac, eDay: i.kw * 3, eTotal: i.kw * 1300, vpv1: 612.3, vpv2: 6553.5, work_mode: 'Normal' },
              output_power: `${pac}W`,
              total_generation: `${i.kw * 1300}kWh`,
            };
          }),
        },
        '0',
      );
    }
    if (rota === 'v2/Charts/GetChartByPlant' && Number(corpo.range) === 2) {
      const u = usina(corpo.id);
      if (!u) return ok(null);
      const fim = String(corpo.date);
      const xy = Array.from({ length: 31 }, (_, k) => diaMenos(fim, 30 - k)).map((x) => ({
        x,
        y:
          x > hoje
            ? null
            : x === hoje
              ? energiaAteAHora(kwp(u), u.latitude, x, hora, u.id)
              : energiaDoDia(kwp(u), u.latitude, x, u.id),
      }));
      return ok({ lines: [{ name: 'PVGeneration', label: 'PV generation', unit: 'kWh', xy }] });
    }
    if (rota === 'v2/Charts/GetPlantPowerChart') {
      if (opcoes.semGraficoDePotencia) return { status: 404, corpo: '<html>404 Not Found</html>' };
      const u = usina(corpo.id);
      if (!u) return ok(null);
      const dia = String(corpo.date);
      const xy = Array.from({ length: 288 }, (_, k) => k * 5).map((m) => ({
        x: hhmm(m),
        y:
          dia > hoje || (dia === hoje && m / 60 > hora)
            ? null
            : potenciaNaHora(kwp(u), u.latitude, dia, m / 60, u.id),
      }));
      return ok({ lines: [{ name: 'PCurve_Power_PV', unit: 'W', xy }] });
    }
    if (rota === 'v2/PowerStationMonitor/GetPowerStationPacByDayForApp') {
      const u = usina(corpo.id);
      if (!u) return ok(null);
      const dia = String(corpo.date);
      const pacs = Array.from({ length: 288 }, (_, k) => k * 5)
        .filter((m) => dia < hoje || (dia === hoje && m / 60 <= hora))
        .map((m) => ({
          date: `${americana(dia)} ${hhmm(m)}:00`,
          pac: potenciaNaHora(kwp(u), u.latitude, dia, m / 60, u.id),
        }));
      return ok({ pacs });
    }
    return { status: 404, corpo: '<html>404 Not Found</html>' };
  }

  const servidor = await iniciarServidorSimulado(
    {
      porta: opcoes.porta,
      limite: { corpo: { hasError: true, code: 'GY0429', msg: 'Too many requests', data: null } },
    },
    tratar,
  );
  origem = servidor.origem;
  return {
    url: servidor.origem,
    logins: () => logins,
    expirarSessoes: () => tokens.clear(),
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
