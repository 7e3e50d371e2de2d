import {
  type ContaDeTeste,
  type InversorDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import {
  aleatorio,
  diaLocal,
  energiaAteAHora,
  energiaDoDia,
  horasDeSol,
  potenciaNaHora,
} from '../simulation.ts';

// A local Chint Power cloud (API on :8443 in the real one): no login call — each account's
// pasted session is its user id (login) and token (password), checked on every request through
// the `token` and `loginuserid` headers. Unknown or expired tokens get `{code:"4010","Please
// login"}`; too many requests get HTTP 429. Sites in pages of `limit` without a total, numbers as
// text, energy "WithUnit" switching to MWh, gateways holding inverters and a logger, daily energy
// by month (account-wide, or one site's with `siteId`) and positional 5-minute samples per inverter.

const STATUS_NOME = { online: 'Running', erro: 'Fault', offline: 'Offline', inativo: 'Offline' } as const;

/** Energy as the portal writes it: "402.6 kWh", "1.27 MWh". */
function comUnidade(kwh: number): string {
  return kwh >= 1000 ? `${(kwh / 1000).toFixed(2)} MWh` : `${kwh.toFixed(1)} kWh`;
}

const compacta = (iso: string) => iso.replaceAll('-', '');

export async function iniciarSimuladorChintPower(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimulador = {},
): Promise<SimuladorDePortal> {
  const agora = opcoes.agora ?? (() => new Date());
  let validacoes = 0;
  // Tokens the cloud stopped accepting (expirarSessoes); the next getUserInfo with one of them
  // stands for the user logging in on the browser again and pasting that session.
  const expirados = new Set<string>();
  const cacheDia = new Map<string, number>();

  const kwp = kwpDaUsina;
  const energia = (u: UsinaDeTeste, dia: string) => {
    const chave = `${u.id}:${dia}`;
    let e = cacheDia.get(chave);
    if (e === undefined) {
      e = energiaDoDia(kwp(u), u.latitude, dia, u.id);
      cacheDia.set(chave, e);
    }
    return e;
  };
  const potenciaAgora = (u: UsinaDeTeste, i: InversorDeTeste) => {
    if (i.status !== 'online') return 0;
    const { data, hora } = diaLocal(agora());
    return potenciaNaHora(i.kw, u.latitude, data, hora, i.serial);
  };

  const ok = (data: unknown): RespostaSimulada => ({ corpo: { code: '0', msg: 'success', data } });
  const porFavorEntre: RespostaSimulada = { corpo: { code: '4010', msg: 'Please login', data: null } };

  function site(u: UsinaDeTeste) {
    const { data: hoje, hora } = diaLocal(agora());
    const potencia = u.inversores.reduce((a, i) => a + potenciaAgora(u, i), 0);
    const online = u.inversores.filter((i) => i.status !== 'offline').length;
    const semana = Array.from({ length: 7 }, (_, k) => {
      const d = new Date(Date.parse(`${hoje}T12:00:00Z`) - (6 - k) * 86_400_000).toISOString().slice(0, 10);
      return {
        name: compacta(d),
        value: (k === 6 ? energiaAteAHora(kwp(u), u.latitude, d, hora, u.id) : energia(u, d)).toFixed(1),
      };
    });
    return {
      id: u.id,
      siteName: u.nome,
      installedCapacity: kwp(u).toFixed(1),
      currentPower: potencia.toFixed(1),
      currentPowerWithUnit:
        potencia >= 1000 ? `${(potencia / 1000).toFixed(1)} kW` : `${potencia.toFixed(1)} W`,
      eTodayWithUnit: comUnidade(energiaAteAHora(kwp(u), u.latitude, hoje, hora, u.id)),
      eTotalWithUnit: comUnidade(kwp(u) * 1350),
      onlineCount: online,
      totalCount: u.inversores.length,
      statusName:
        online === 0 ? 'Offline' : u.inversores.some((i) => i.status === 'erro') ? 'Fault' : 'Normal',
      statusColor: online === 0 ? '#999999' : '#52c41a',
      timeZone: 'America/Sao_Paulo',
      address: 'Brasil',
      latitude: String(u.latitude),
      longitude: '-47.0',
      weekETrend: semana,
    };
  }

  function dispositivos(u: UsinaDeTeste) {
    // Eight inverters per gateway, each gateway with its Wi-Fi logger (hex serial) in the list.
    const gateways = [];
    for (let g = 0; g * 8 < Math.max(u.inversores.length, 1); g++) {
      const grupo = u.inversores.slice(g * 8, g * 8 + 8);
      gateways.push({
        sn: `FG4C${String(g + 1).padStart(5, '0')}`,
        assetType: 1,
        assetTypeName: 'Gateway',
        commDevices: [
          ...grupo.map((i, k) => ({
            sn: i.serial,
            assetAlias: `INV-${String(g * 8 + k + 1).padStart(2, '0')}`,
            model: i.modelo,
            assetType: 2,
            assetTypeName: 'Inverter',
            currentPower: potenciaAgora(u, i),
            eToday: Number(
              energiaAteAHora(
                i.kw,
                u.latitude,
                diaLocal(agora()).data,
                diaLocal(agora()).hora,
                i.serial,
              ).toFixed(1),
            ),
            statusName: STATUS_NOME[i.status],
            status: i.status === 'online' ? 1 : i.status === 'erro' ? 3 : 0,
            communicationStatus: i.status === 'offline' || i.status === 'inativo' ? 0 : 1,
          })),
          {
            sn: `A0F3C2${String(g).padStart(2, '0')}9B1E`,
            model: 'WiFi-Logger',
            assetType: 3,
            assetTypeName: 'Logger',
            statusName: 'Normal',
            communicationStatus: 1,
          },
        ],
      });
    }
    return { gwDevices: gateways };
  }

  function diasDoMes(usinas: UsinaDeTeste[], mes: string) {
    const [ano, m] = [Number(mes.slice(0, 4)), Number(mes.slice(4, 6))];
    const hoje = diaLocal(agora()).data;
    const dias: string[] = [];
    for (let d = 1; d <= new Date(Date.UTC(ano, m, 0)).getUTCDate(); d++) {
      const iso = `${mes.slice(0, 4)}-${mes.slice(4, 6)}-${String(d).padStart(2, '0')}`;
      if (iso <= hoje) dias.push(iso);
    }
    const kwh = dias.map((d) => usinas.reduce((a, u) => a + energia(u, d), 0));
    const mwh = kwh.some((e) => e >= 1000);
    return {
      times: dias.map(compacta),
      energys: kwh.map((e) => (mwh ? (e / 1000).toFixed(3) : e.toFixed(1))),
      unit: mwh ? 'MWh' : 'kWh',
      toGrids: kwh.map((e) => (mwh ? ((e * 0.7) / 1000).toFixed(3) : (e * 0.7).toFixed(1))),
      fromGrids: kwh.map(() => '0'),
    };
  }

  /** One inverter's samples of a day: 5-minute rows while the sun is up, newest first. */
  function amostras(u: UsinaDeTeste, i: InversorDeTeste, dia: string): string[][] {
    const { data: hoje, hora: agoraH } = diaLocal(agora());
    if (dia > hoje || (dia === hoje && i.status === 'offline')) return [];
    const { nascer, por } = horasDeSol(u.latitude, new Date(`${dia}T12:00:00Z`));
    const linhas: string[][] = [];
    let total = i.kw * 1200;
    let diaria = 0;
    for (let min = Math.ceil((nascer * 60) / 5) * 5; min <= por * 60; min += 5) {
      if (dia === hoje && min / 60 > agoraH) break;
      const w =
        i.status === 'erro' && dia === hoje ? 0 : potenciaNaHora(i.kw, u.latitude, dia, min / 60, i.serial);
      diaria += (w * 5) / 60;
      total += (w * 5) / 60 / 1000;
      // The logger's clock drifts: seconds past the mark, and now and then a minute or two late.
      const atraso = Math.floor(aleatorio(`${i.serial}:${dia}:${min}`) * 50) + (min % 85 === 0 ? 95 : 0);
      const h = Math.floor(min / 60);
      const s = (min % 60) * 60 + atraso;
      const hora = `${String(h).padStart(2, '0')}:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
      const linha = Array.from({ length: 42 }, () => '--');
      linha[0] = `${dia} ${hora} -0300`;
      linha[4] = total.toFixed(1);
      linha[5] = diaria.toFixed(0);
      linha[10] = w.toFixed(1);
      linha[18] = w > 0 ? '60.00' : '0.00';
      linha[40] = w > 0 ? '620.5' : '0.0';
      linha[41] = w > 0 ? (w / 620.5 / 2).toFixed(2) : '0.00';
      linhas.push(linha);
    }
    return linhas.reverse();
  }

  function tratar(p: PedidoSimulado): RespostaSimulada {
    const token = String(p.headers.token ?? '');
    const usuario = String(p.headers.loginuserid ?? '');
    const conta = contas.find((c) => c.credenciais.senha === token);
    // Stands for a host other than CPS North America (which wants 3): platformcode 2.
    if (!conta || p.headers.platformcode !== '2') return porFavorEntre;
    const q = p.url.searchParams;
    // The token is bound to its user: with another `loginuserid` nobody is logged in.
    if (usuario !== conta.credenciais.login) return porFavorEntre;
    if (p.url.pathname === '/api/users/user/getUserInfo') {
      expirados.delete(token);
      validacoes++;
      return ok({
        userId: conta.credenciais.login,
        userName: conta.credenciais.login.slice(0, 8),
        email: `${conta.credenciais.login.slice(0, 8)}@exemplo.com.br`,
      });
    }
    if (expirados.has(token)) return porFavorEntre;
    switch (p.url.pathname) {
      case '/api/asset/site/retrieve': {
        const pagina = Number(q.get('page') ?? 1);
        const limite = Number(q.get('limit') ?? 20);
        const chave = (q.get('key') ?? '').toLowerCase();
        const lista = conta.usinas.filter((u) => u.nome.toLowerCase().includes(chave));
        return ok(lista.slice((pagina - 1) * limite, pagina * limite).map(site));
      }
      case '/api/asset/site/busTypeDevices': {
        const u = conta.usinas.find((x) => x.id === q.get('siteId'));
        return u ? ok(dispositivos(u)) : { corpo: { code: '5001', msg: 'Site does not exist', data: null } };
      }
      case '/openApi/v1/dashboard/daysEnergy': {
        const mes = q.get('month') ?? '';
        if (!/^\d{6}$/.test(mes) || q.get('userId') !== conta.credenciais.login)
          return { corpo: { code: '4001', msg: 'Parameter error', data: null } };
        const siteId = q.get('siteId');
        const usinas = siteId ? conta.usinas.filter((u) => u.id === siteId) : conta.usinas;
        return ok(diasDoMes(usinas, mes));
      }
      case '/openApi/v1/deviceData/deviceDataPageList': {
        const sn = q.get('assetId');
        const u = conta.usinas.find((x) => x.inversores.some((i) => i.serial === sn));
        const i = u?.inversores.find((x) => x.serial === sn);
        const dia = q.get('startDay') ?? '';
        const linhas = u && i ? amostras(u, i, dia) : [];
        const pagina = Number(q.get('page') ?? 1);
        const limite = Number(q.get('limit') ?? 15);
        return ok({
          total: String(linhas.length),
          dataList: linhas.slice((pagina - 1) * limite, pagina * limite),
        });
      }
      default:
        return { status: 404, corpo: { code: '404', msg: 'Not Found', data: null } };
    }
  }

  const servidor = await iniciarServidorSimulado(
    {
      porta: opcoes.porta,
      limite: { status: 429, corpo: { code: '429', msg: 'Too Many Requests', data: null } },
    },
    tratar,
  );
  return {
    url: servidor.origem,
    logins: () => validacoes,
    expirarSessoes: () => {
      for (const c of contas) expirados.add(c.credenciais.senha);
    },
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
