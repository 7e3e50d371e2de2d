import { randomUUID } from 'node:crypto';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { iniciarServidorSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { type StatusInversor, statusDaUsina } from '../types.ts';

// A local Solplanet pro web portal (reference/inverter-portals.md §6, Option A) under /api:
// POST /user/login with the typed password ({code: 400} when wrong), tokens in the `token` header
// that can be expired ({code: 401, msg: "token invalid"} with HTTP 200), the plant list as
// {records, total, totalPageNum} with numbers as text and units that change scale ("MWh" above
// 1000 kWh), the inverter list as {list, total}, getPlantOutput by month (KWh) and by day
// (20-minute KW curve), and HTTP 429 while `limitar(n)` lasts.

const CODIGO_INVERSOR: Record<StatusInversor, number> = { online: 1, erro: 3, offline: 0, inativo: 9 };
const CODIGO_USINA = { online: 1, aviso: 2, erro: 3, offline: 0, inativo: 0 } as const;

/** Energy as the portal writes it: kWh, or MWh with two decimals from 1000 kWh on. */
export function textoDeEnergia(kwh: number): string {
  return kwh >= 1000 ? `${(kwh / 1000).toFixed(2)} MWh` : `${kwh.toFixed(1)} kWh`;
}

const ok = (result: unknown): RespostaSimulada => ({ corpo: { code: 200, msg: 'success', result } });
const recusa = (code: number, msg: string, status = 200): RespostaSimulada => ({
  status,
  corpo: { code, msg, result: null },
});

export async function iniciarSimuladorSolplanet(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimulador = {},
): Promise<SimuladorDePortal> {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, ContaDeTeste>();
  let logins = 0;

  /** Plant power now (W), counting only inverters that are producing. */
  const potenciaAgora = (u: UsinaDeTeste, kw: number, semente: string) => {
    const { data, hora } = diaLocal(agora());
    return potenciaNaHora(kw, u.latitude, data, hora, semente);
  };

  const usinaDaLista = (u: UsinaDeTeste) => {
    const kwp = kwpDaUsina(u);
    const { data, hora } = diaLocal(agora());
    const hoje = energiaAteAHora(kwp, u.latitude, data, hora, u.id);
    return {
      plantId: u.id,
      plantName: u.nome,
      capacity: kwp.toFixed(2),
      power: `${(potenciaAgora(u, kwp, u.id) / 1000).toFixed(2)} kW`,
      eToday: hoje.toFixed(1),
      eTotal: textoDeEnergia(kwp * 1300 + hoje),
      status: CODIGO_USINA[statusDaUsina(u.inversores)],
      lastUpdateTime: `${data} ${String(Math.floor(hora)).padStart(2, '0')}:00:00`,
    };
  };

  const pagina = <T>(url: URL, itens: T[]) => {
    const n = Math.max(1, Number(url.searchParams.get('current') ?? 1) || 1);
    const tamanho = Math.max(1, Number(url.searchParams.get('pageSize') ?? 10) || 10);
    return {
      itens: itens.slice((n - 1) * tamanho, n * tamanho),
      total: itens.length,
      totalPageNum: Math.ceil(itens.length / tamanho),
      current: n,
    };
  };

  const mensal = (u: UsinaDeTeste, mes: string) => {
    const [a, m] = mes.split('-').map(Number);
    const dias = new Date(Date.UTC(a ?? 1970, m ?? 1, 0)).getUTCDate();
    const { data: hoje, hora } = diaLocal(agora());
    const data = [];
    for (let d = 1; d <= dias; d++) {
      const iso = `${mes}-${String(d).padStart(2, '0')}`;
      if (iso > hoje) break;
      const kwh =
        iso === hoje
          ? energiaAteAHora(kwpDaUsina(u), u.latitude, iso, hora, u.id)
          : energiaDoDia(kwpDaUsina(u), u.latitude, iso, u.id);
      data.push({ time: iso, no: String(d), value: kwh.toFixed(1) });
    }
    return { dataunit: 'KWh', data };
  };

  const diaria = (u: UsinaDeTeste, dia: string) => {
    const { data: hoje, hora } = diaLocal(agora());
    const data = [];
    for (let m = 0; m < 24 * 60; m += 20) {
      if (dia > hoje || (dia === hoje && m / 60 > hora)) break;
      const w = potenciaNaHora(kwpDaUsina(u), u.latitude, dia, m / 60, u.id);
      const hh = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      data.push({ time: hh, no: String(m / 20 + 1), value: (w / 1000).toFixed(3) });
    }
    return { dataunit: 'KW', data };
  };

  const servidor = await iniciarServidorSimulado(
    {
      porta: opcoes.porta,
      limite: { status: 429, corpo: { code: 429, msg: 'Too many requests', result: null } },
    },
    (p) => {
      const caminho = p.url.pathname.replace(/^\/api/, '');
      if (caminho === '/user/login' && p.metodo === 'POST') {
        const b = JSON.parse(p.texto || '{}') as { account?: string; pwd?: string; type?: string };
        const conta = contas.find(
          (c) => c.credenciais.login === b.account && c.credenciais.senha === b.pwd && b.type === 'account',
        );
        if (!conta) return recusa(400, 'Incorrect account or password');
        logins++;
        const token = randomUUID().replace(/-/g, '');
        tokens.set(token, conta);
        return ok({ token });
      }
      const conta = tokens.get(String(p.headers.token ?? ''));
      if (!conta) return recusa(401, 'token invalid');
      const q = p.url.searchParams;
      const usina = () => conta.usinas.find((u) => u.id === q.get('plantId'));

      if (caminho === '/overview/getPlantList') {
        const { itens, total, totalPageNum, current } = pagina(p.url, conta.usinas);
        return ok({ records: itens.map(usinaDaLista), total, totalPageNum, current });
      }
      if (caminho === '/overview/getInverterList') {
        const u = usina();
        if (!u) return recusa(400, 'plant does not exist');
        const { itens, total } = pagina(p.url, u.inversores);
        return ok({
          total,
          list: itens.map((i) => ({
            isno: i.serial,
            model: i.modelo,
            status: CODIGO_INVERSOR[i.status],
            power: (i.status === 'online' ? potenciaAgora(u, i.kw, i.serial) / 1000 : 0).toFixed(2),
            etotal: (i.kw * 1300).toFixed(1),
            ratedPower: i.kw.toFixed(1),
          })),
        });
      }
      if (caminho === '/overview/getPlantOutput') {
        const u = usina();
        if (!u) return recusa(400, 'plant does not exist');
        const data = q.get('date') ?? '';
        if (q.get('period') === 'bymonth' && /^\d{4}-\d{2}$/.test(data)) return ok(mensal(u, data));
        if (q.get('period') === 'bydays' && /^\d{4}-\d{2}-\d{2}$/.test(data)) return ok(diaria(u, data));
        return recusa(400, 'invalid period or date');
      }
      return recusa(404, 'not found', 404);
    },
  );

  return {
    url: `${servidor.origem}/api`,
    logins: () => logins,
    expirarSessoes: () => tokens.clear(),
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
