import { createDecipheriv, randomUUID } from 'node:crypto';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { assinaturaSaj } from './client.ts';

// A local SAJ Elekeeper node: checks every request's signature, decrypts the AES password at
// login (errCode 10003 when wrong), Bearer tokens that can be expired (an errMsg about the token),
// plants and devices in pages, realtime per plant and device, and the web app's charts.

const CHAVE_SENHA = Buffer.from('ec1840a7c53cf0709eb784be480379b6', 'hex');

function decifrar(hex: string): string | null {
  try {
    const d = createDecipheriv('aes-128-ecb', CHAVE_SENHA, null);
    return Buffer.concat([d.update(Buffer.from(hex, 'hex')), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const RUNNING = { online: 1, erro: 2, offline: 3, inativo: 3 } as const;

export async function iniciarSimuladorSaj(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimulador = {},
): Promise<SimuladorDePortal> {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, ContaDeTeste>();
  let logins = 0;
  const kwp = kwpDaUsina;
  const ativos = (u: UsinaDeTeste) =>
    u.inversores
      .filter((i) => i.status !== 'offline' && i.status !== 'inativo')
      .reduce((a, i) => a + i.kw, 0);
  const ok = (data: unknown): RespostaSimulada => ({ corpo: { errCode: 0, errMsg: '', data } });
  const pagina = <T>(itens: T[], q: Record<string, string>) => {
    const n = Number(q.pageNo ?? 1);
    const t = Number(q.pageSize ?? 10);
    return ok({ total: itens.length, list: itens.slice((n - 1) * t, n * t) });
  };

  function tratar(p: PedidoSimulado): RespostaSimulada {
    const q: Record<string, string> =
      p.metodo === 'GET'
        ? Object.fromEntries(p.url.searchParams)
        : String(p.headers['content-type']).includes('x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(p.texto))
          : Object.fromEntries(
              Object.entries(JSON.parse(p.texto || '{}') as Record<string, unknown>).map(([k, v]) => [
                k,
                String(v),
              ]),
            );
    const assinados = String(q.signParams ?? '').split(',');
    const conjunto = Object.fromEntries(assinados.map((k) => [k, q[k] ?? '']));
    if (!q.signature || !q.timeStamp || !q.random || q.signature !== assinaturaSaj(conjunto).signature)
      return { corpo: { errCode: 10001, errMsg: 'Signature verification failed', data: null } };
    const caminho = p.url.pathname.replace(/^\/dev-api/, '');
    if (caminho === '/api/v1/sys/login') {
      if (p.metodo !== 'POST') return { corpo: { errCode: 10001, errMsg: 'Request method not supported' } };
      const senha = decifrar(q.password ?? '');
      const conta = contas.find((c) => c.credenciais.login === q.username && c.credenciais.senha === senha);
      if (!conta) return { corpo: { errCode: 10003, errMsg: 'Incorrect account or password', data: null } };
      logins++;
      const token = randomUUID().replace(/-/g, '');
      tokens.set(token, conta);
      return ok({ token, tokenHead: 'Bearer ', expiresIn: 86_400 });
    }
    const conta = tokens.get(String(p.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!conta)
      return { corpo: { errCode: 10002, errMsg: 'Token is invalid, please login again', data: null } };
    const usina = (id: string | undefined) => conta.usinas.find((u) => u.id === id);
    const { data: hoje, hora } = diaLocal(agora());

    if (caminho === '/api/v1/monitor/plant/getPlantList')
      return pagina(
        conta.usinas.map((u) => ({
          plantUid: u.id,
          plantName: u.nome,
          systemPower: String(kwp(u)),
          isOnline: ativos(u) > 0 ? 'Y' : 'N',
          runningState: u.inversores.some((i) => i.status !== 'online') ? 2 : 1,
          createDate: '14/03/2023 10:22:05',
          todayEnergy: String(energiaAteAHora(kwp(u), u.latitude, hoje, hora, u.id)),
          country: 'Brazil',
        })),
        q,
      );
    // Installer accounts get an empty end-user list (the client asks both).
    if (caminho === '/api/v1/monitor/plant/getEndUserPlantList') return pagina([], q);
    if (caminho === '/api/v1/monitor/home/getPlantStatisticsData') {
      const u = usina(q.plantUid);
      if (!u) return { corpo: { errCode: 10100, errMsg: 'Plant does not exist', data: null } };
      const f = ativos(u) / kwp(u);
      return ok({
        powerNow: String(Math.round(potenciaNaHora(kwp(u), u.latitude, hoje, hora, u.id) * f)),
        todayPvEnergy: String(
          Math.round(energiaAteAHora(kwp(u), u.latitude, hoje, hora, u.id) * f * 10) / 10,
        ),
        totalPvEnergy: String(kwp(u) * 1300),
        dataTime: agora().toISOString(),
      });
    }
    if (caminho === '/api/v1/monitor/device/getDeviceList') {
      const u = usina(q.plantUid);
      return pagina(
        (u?.inversores ?? []).map((i) => ({
          deviceSn: i.serial,
          deviceModel: `R6-${i.kw}K-T2`,
          runningState: RUNNING[i.status],
          isOnline: i.status === 'offline' || i.status === 'inativo' ? 'N' : 'Y',
          faultMsgList: i.status === 'erro' ? ['Grid overvoltage'] : [],
          todayEnergy: String(i.kw * 3),
          totalEnergy: String(i.kw * 1300),
          plantUid: u?.id,
        })),
        q,
      );
    }
    if (caminho === '/api/v1/monitor/home/getDeviceEneryFlowData') {
      const u = usina(q.plantUid);
      const i = u?.inversores.find((x) => x.serial === q.deviceSn);
      if (!u || !i) return { corpo: { errCode: 10100, errMsg: 'Device does not exist', data: null } };
      const w = i.status === 'online' ? potenciaNaHora(i.kw, u.latitude, hoje, hora, i.serial) : 0;
      return ok({ totalPvPower: String(w), runningState: RUNNING[i.status], systemPower: String(i.kw) });
    }
    if (caminho === '/api/v2/monitor/plant/chart/getCommonChartData') {
      const u = usina(q.plantUid);
      if (!u) return { corpo: { errCode: 10100, errMsg: 'Plant does not exist', data: null } };
      if (q.chartDateType === '3') {
        const [ano, mes] = (q.chartMonth ?? '').split('-').map(Number) as [number, number];
        const dias = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
        const x = Array.from({ length: dias }, (_, i) => i + 1);
        return ok({
          xAxis: { coordinateList: x },
          yAxis: [
            {
              legendKey: 'PV_PRODUCTION',
              unit: 'kWh',
              dataList: x.map((d) =>
                energiaDoDia(kwp(u), u.latitude, `${q.chartMonth}-${String(d).padStart(2, '0')}`, u.id),
              ),
            },
          ],
        });
      }
      if (q.chartDateType === '1') {
        const horas = Array.from({ length: 288 }, (_, i) => i * 5);
        return ok({
          xAxis: {
            coordinateList: horas.map(
              (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
            ),
          },
          yAxis: [
            {
              legendKey: 'PV_POWER',
              unit: 'W',
              dataList: horas.map((m) =>
                potenciaNaHora(kwp(u), u.latitude, q.chartDay ?? hoje, m / 60, u.id),
              ),
            },
          ],
        });
      }
    }
    return { status: 404, corpo: { errCode: 404, errMsg: 'Not Found', data: null } };
  }

  const servidor = await iniciarServidorSimulado(
    { porta: opcoes.porta, limite: { status: 429, corpo: { errCode: 429, errMsg: 'Too many requests' } } },
    tratar,
  );
  return {
    url: `${servidor.origem}/dev-api`,
    logins: () => logins,
    expirarSessoes: () => tokens.clear(),
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
