// Over 400 lines: the GoodWe SEMS cases share one simulated account and the fetch wrappers that watch its requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import { energiaDoDia } from '../simulation.ts';
import { ErroPortal, statusDaUsina } from '../types.ts';
import { ClienteGoodwe, type OpcoesGoodwe } from './client.ts';
import { baseRegional, dadosDe, envelope, horaDe, senhaSemsPlus, statusGoodwe } from './protocolo.ts';
import { iniciarSimuladorGoodwe, type OpcoesSimuladorGoodwe } from './simulator.ts';

// 22 Nov 2026, 13:00 in Brasília: the sun is up.
const AGORA = new Date('2026-11-22T16:00:00Z');
const UUID = '3b2f5d0e-7a41-4c3e-9f1d-6a2b8c9e0d11';
// An id past 2^53 written as digits: it must come back exactly as text.
const ID_LONGO = '98765432109876543210';

const conta: ContaDeTeste = {
  credenciais: { login: 'visitante@instaladora.com.br', senha: 'Sems#Visitante 1' },
  usinas: [
    {
      id: UUID,
      nome: 'Mercado Sol',
      latitude: -16.7,
      inversores: [
        { serial: '5015KDTU223W0123', modelo: 'GW15K-DT', kw: 15, status: 'online' },
        { serial: '5015KDTU223W0124', modelo: 'GW10K-DT', kw: 10, status: 'erro' },
        { serial: '5015KDTU223W0125', modelo: 'GW5K-DT', kw: 5, status: 'offline' },
      ],
    },
    { id: ID_LONGO, nome: 'Casa Longa', latitude: -15.8, inversores: [] },
    ...Array.from({ length: 118 }, (_, i) => ({
      id: `c-${i}`,
      nome: `Cliente ${i}`,
      latitude: -15.8,
      inversores: [{ serial: `GW${i}`, modelo: 'GW5000-NS', kw: 5, status: 'online' as const }],
    })),
  ],
};
const dono: ContaDeTeste = {
  credenciais: { login: 'dono@casa.com.br', senha: 'casa123' },
  usinas: [conta.usinas[0] as ContaDeTeste['usinas'][number]],
};
const novo: ContaDeTeste = {
  credenciais: { login: 'novo@semsplus.com', senha: 'password' },
  usinas: [conta.usinas[0] as ContaDeTeste['usinas'][number]],
};

interface Chamada {
  url: URL;
  headers: Record<string, string>;
  corpo: string;
}

/** The real fetch, recording what the client sends. */
function espiao() {
  const chamadas: Chamada[] = [];
  const f: typeof fetch = async (entrada, init) => {
    chamadas.push({
      url: new URL(String(entrada)),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      corpo: String(init?.body ?? ''),
    });
    return fetch(entrada, init);
  };
  return { chamadas, f };
}

/** A fetch answering every request with one body and status. */
const resposta =
  (corpo: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(typeof corpo === 'string' ? corpo : JSON.stringify(corpo), { status });

let sim: SimuladorDePortal;
beforeAll(async () => {
  sim = await iniciarSimuladorGoodwe([conta, dono, novo], {
    agora: () => AGORA,
    donos: [dono.credenciais.login],
    semsPlus: [novo.credenciais.login],
  });
});
afterAll(() => sim.fechar());

const cliente = (o: Partial<OpcoesGoodwe> = {}, url = sim.url) =>
  new ClienteGoodwe({
    baseUrl: url,
    urlSemsPlus: url,
    credenciais: conta.credenciais,
    esperaLimiteMs: 1,
    ...o,
  });

async function comSimulador<T>(opcoes: OpcoesSimuladorGoodwe, fn: (s: SimuladorDePortal) => Promise<T>) {
  const s = await iniciarSimuladorGoodwe([conta], { agora: () => AGORA, ...opcoes });
  try {
    return await fn(s);
  } finally {
    await s.fechar();
  }
}

describe('GoodWe SEMS: login e Token', () => {
  it('senha do SEMS+: base64 do MD5 em hex (valores do openssl)', () => {
    // printf '%s' 'password' | openssl md5 -r | cut -c1-32 | tr -d '\n' | base64
    expect(senhaSemsPlus('password')).toBe('NWY0ZGNjM2I1YWE3NjVkNjFkODMyN2RlYjg4MmNmOTk=');
    // printf '%s' 'Sems#Visitante 1' | openssl md5 -r | cut -c1-32 | tr -d '\n' | base64
    expect(senhaSemsPlus('Sems#Visitante 1')).toBe('NzY0NGY0OTNhMzI0ODA3YzJlNWE2ODI0Mjg0MmVkNDA=');
  });

  it('CrossLogin legado: senha em claro, Token inicial; depois o objeto data inteiro no Token, na base regional', async () => {
    const { chamadas, f } = espiao();
    const c = cliente({ fetch: f });
    await c.listarInversores(UUID);
    const [login, dados] = chamadas;
    expect(login?.url.pathname).toBe('/api/v3/Common/CrossLogin');
    expect(JSON.parse(login?.corpo ?? '')).toEqual({
      account: conta.credenciais.login,
      pwd: conta.credenciais.senha,
    });
    expect(JSON.parse(login?.headers.Token ?? '')).toEqual({
      version: '3.1.1',
      client: 'ios',
      language: 'en',
    });
    // The login's `api` is the regional base: every later call goes there.
    expect(dados?.url.pathname).toBe('/eu/api/v3/PowerStation/GetMonitorDetailByPowerstationId');
    expect(JSON.parse(dados?.corpo ?? '')).toEqual({ powerStationId: UUID });
    const token = JSON.parse(dados?.headers.Token ?? '') as Record<string, unknown>;
    expect(Object.keys(token).sort()).toEqual(['client', 'language', 'timestamp', 'token', 'uid', 'version']);
    expect(token.token).toMatch(/^[0-9a-f]{32}$/);
    expect(c.conexao).toEqual({ modo: 'legado', base: `${sim.url}/eu/api/` });
  });

  it('api vazio no login: usa <GOODWE_URL>/api/', async () => {
    await comSimulador({ apiVazio: true }, async (s) => {
      const { chamadas, f } = espiao();
      const c = cliente({ fetch: f }, s.url);
      await expect(c.listarInversores(UUID)).resolves.toHaveLength(3);
      expect(chamadas[1]?.url.pathname).toBe('/api/v3/PowerStation/GetMonitorDetailByPowerstationId');
      expect(c.conexao?.base).toBe(`${s.url}/api/`);
    });
  });

  it('conta só do SEMS+: o legado recusa, o SEMS+ entra; no próximo login o SEMS+ vem primeiro', async () => {
    const { chamadas, f } = espiao();
    const c = cliente({ fetch: f, credenciais: novo.credenciais });
    await c.entrar();
    expect(chamadas.map((x) => x.url.pathname)).toEqual([
      '/api/v3/Common/CrossLogin',
      '/web/sems/sems-user/api/v1/auth/cross-login',
    ]);
    expect(JSON.parse(chamadas[1]?.corpo ?? '')).toEqual({
      account: 'novo@semsplus.com',
      pwd: 'NWY0ZGNjM2I1YWE3NjVkNjFkODMyN2RlYjg4MmNmOTk=',
      agreement: 1,
      isChinese: false,
      isLocal: false,
    });
    // The gateway ("/web/sems") does not serve PowerStation routes: the simulator's own /api/.
    expect(c.conexao).toEqual({ modo: 'semsplus', base: `${sim.url}/api/` });
    await expect(c.listarInversores(UUID)).resolves.toHaveLength(3);
    await c.entrar();
    expect(chamadas.at(-1)?.url.pathname).toBe('/web/sems/sems-user/api/v1/auth/cross-login');
  });

  it('base regional: gateway do SEMS+ reescrito para <região>.semsportal.com/api', () => {
    expect(baseRegional('legado', 'https://eu.semsportal.com/api/', 'https://www.semsportal.com')).toBe(
      'https://eu.semsportal.com/api/',
    );
    expect(baseRegional('legado', 'https://hk.semsportal.com/api', 'https://www.semsportal.com')).toBe(
      'https://hk.semsportal.com/api/',
    );
    expect(baseRegional('legado', '', 'https://www.semsportal.com')).toBe('https://www.semsportal.com/api/');
    expect(baseRegional('legado', undefined, 'https://www.semsportal.com/')).toBe(
      'https://www.semsportal.com/api/',
    );
    expect(
      baseRegional(
        'semsplus',
        'https://eu-gateway.semsportal.com/web/sems',
        'https://www.semsportal.com',
        'eu',
      ),
    ).toBe('https://eu.semsportal.com/api/');
    expect(baseRegional('semsplus', 'https://au-gateway.semsportal.com/web/sems', 'x')).toBe(
      'https://au.semsportal.com/api/',
    );
    // No api and no region: Home Assistant's default gateway, Europe.
    expect(baseRegional('semsplus', '', 'x')).toBe('https://eu.semsportal.com/api/');
    expect(baseRegional('semsplus', 'https://us.semsportal.com/api/', 'x')).toBe(
      'https://us.semsportal.com/api/',
    );
  });

  it('senha errada nos dois logins: credenciais; SEMS+ fora do ar deixa em aberto (inacessível)', async () => {
    const errada = { login: conta.credenciais.login, senha: 'errada' };
    await expect(cliente({ credenciais: errada }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Login ou senha do portal incorretos',
    });
    const semSemsPlus = cliente({ credenciais: errada, urlSemsPlus: 'http://127.0.0.1:9' });
    await expect(semSemsPlus.entrar()).rejects.toMatchObject({ tipo: 'inacessivel' });
    // The legacy host down, SEMS+ up: the account still logs in there.
    const soSemsPlus = cliente({ baseUrl: 'http://127.0.0.1:9', credenciais: novo.credenciais });
    await expect(soSemsPlus.entrar()).resolves.toBeUndefined();
  });

  it('SEMS+ recusando o formato do login (100005): protocolo, não senha', async () => {
    const f: typeof fetch = async (entrada) =>
      String(entrada).includes('cross-login')
        ? new Response(JSON.stringify({ code: '100005', description: 'payload validation', data: null }))
        : new Response(
            JSON.stringify({ hasError: true, code: 1001, msg: 'Email or password error', data: null }),
          );
    await expect(cliente({ fetch: f }).entrar()).rejects.toMatchObject({ tipo: 'protocolo' });
  });

  it('sessão expirada (100001): entra de novo uma vez e repete; se persiste, sessao_expirada', async () => {
    const c = cliente();
    await c.listarUsinas();
    const antes = sim.logins();
    sim.expirarSessoes();
    await expect(c.listarInversores(UUID)).resolves.toHaveLength(3);
    expect(sim.logins()).toBe(antes + 1);

    let logins = 0;
    const f: typeof fetch = async (entrada) => {
      if (String(entrada).endsWith('CrossLogin')) {
        logins++;
        return new Response(
          JSON.stringify({
            hasError: false,
            code: 0,
            data: { uid: 'u', token: 't' },
            api: 'http://x.test/api/',
          }),
        );
      }
      return new Response(JSON.stringify({ hasError: true, code: 100001, msg: 'No access, please log in' }));
    };
    await expect(cliente({ fetch: f }).listarInversores(UUID)).rejects.toMatchObject({
      tipo: 'sessao_expirada',
    });
    expect(logins).toBe(2);
  });

  it('GY0429 no login e nos dados: espera e tenta de novo; persistindo, limite', async () => {
    // The login inside a call is retried too (a bare entrar() is not: the job decides).
    sim.limitar(1);
    const c = cliente();
    await expect(c.listarInversores(UUID)).resolves.toHaveLength(3);
    sim.limitar(1);
    await expect(cliente().entrar()).rejects.toMatchObject({ tipo: 'limite' });
    sim.limitar(2);
    await expect(c.listarInversores(UUID)).resolves.toHaveLength(3);
    sim.limitar(50);
    await expect(c.listarInversores(UUID)).rejects.toMatchObject({
      tipo: 'limite',
      message: 'GoodWe SEMS limitou as chamadas',
    });
    sim.limitar(0);
  });
});

describe('GoodWe SEMS: envelope e erros', () => {
  it('sucesso é code 0, "0" ou "00000" sem hasError; o resto vira o ErroPortal certo', () => {
    expect(dadosDe({ hasError: false, code: 0, data: 1 }, 'x')).toBe(1);
    expect(dadosDe({ code: '0', data: 2 }, 'x')).toBe(2);
    expect(dadosDe({ code: '00000', data: 3 }, 'x')).toBe(3);
    const tipo = (env: Record<string, unknown>) => {
      try {
        dadosDe(env, 'x');
        return 'ok';
      } catch (e) {
        return (e as ErroPortal).tipo;
      }
    };
    expect(tipo({ hasError: true, code: 0 })).toBe('protocolo');
    expect(tipo({ hasError: true, code: 'GY0429', msg: 'Too many requests' })).toBe('limite');
    expect(tipo({ hasError: true, code: 100001 })).toBe('sessao_expirada');
    expect(tipo({ hasError: true, code: '100002' })).toBe('sessao_expirada');
    expect(tipo({ hasError: true, code: 5, msg: 'The user is not login' })).toBe('sessao_expirada');
    expect(tipo({ hasError: true, code: 5, msg: '参数错误' })).toBe('protocolo');
    expect(() => envelope({ ok: true }, 'x')).toThrow(/protocolo pode ter mudado/);
    expect(() => envelope('<html>', 'x')).toThrow(ErroPortal);
  });

  it('HTTP: 5xx e fora do ar → inacessível; 401 → sessão; HTML → protocolo', async () => {
    await expect(cliente({ fetch: resposta('erro', 502) }).entrar()).rejects.toMatchObject({
      tipo: 'inacessivel',
    });
    await expect(
      cliente({ baseUrl: 'http://127.0.0.1:9', urlSemsPlus: 'http://127.0.0.1:9' }).entrar(),
    ).rejects.toMatchObject({
      tipo: 'inacessivel',
    });
    await expect(cliente({ fetch: resposta('<html>login</html>', 200) }).entrar()).rejects.toMatchObject({
      tipo: 'protocolo',
    });
    let n = 0;
    const f: typeof fetch = async () =>
      n++ === 0
        ? new Response(JSON.stringify({ hasError: false, code: 0, data: { uid: 'u', token: 't' }, api: '' }))
        : new Response('', { status: 401 });
    await expect(cliente({ fetch: f }).listarInversores(UUID)).rejects.toMatchObject({
      tipo: 'sessao_expirada',
    });
  });

  it('usina que a conta não vê (data null): protocolo com a usina no texto', async () => {
    await expect(cliente().listarInversores('nao-existe')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringContaining('nao-existe'),
    });
  });
});

describe('GoodWe SEMS: usinas, inversores e histórico', () => {
  it('lista de instalador em páginas de 50, ids em texto, capacidade em número ou texto', async () => {
    const { chamadas, f } = espiao();
    const usinas = await cliente({ fetch: f }).listarUsinas();
    expect(usinas).toHaveLength(120);
    const paginas = chamadas.filter((x) => x.url.pathname.endsWith('/QueryPowerStationMonitor'));
    expect(
      paginas.map((x) => JSON.parse(x.corpo) as { page_index: number; page_size: number }),
    ).toMatchObject([
      { page_index: 1, page_size: 50 },
      { page_index: 2, page_size: 50 },
      { page_index: 3, page_size: 50 },
    ]);
    expect(usinas.find((u) => u.id === ID_LONGO)?.nome).toBe('Casa Longa');
    const sol = usinas.find((u) => u.id === UUID);
    expect(sol).toMatchObject({ nome: 'Mercado Sol', potenciaKwp: 30, energiaTotalKwh: null });
    // Only the 15 kW inverter works: W, not kW, and within it.
    expect(sol?.potenciaAtualW).toBeGreaterThan(150);
    expect(sol?.potenciaAtualW).toBeLessThanOrEqual(15_000);
    expect(sol?.energiaHojeKwh).toBeGreaterThan(0);
    // Capacity "5" sent as text is read too.
    expect(usinas.every((u) => u.id === ID_LONGO || typeof u.potenciaKwp === 'number')).toBe(true);
  });

  it('conta de dono: lista vazia → GetPowerStationIdByOwner e o detalhe da usina', async () => {
    const usinas = await cliente({ credenciais: dono.credenciais }).listarUsinas();
    expect(usinas).toHaveLength(1);
    expect(usinas[0]).toMatchObject({
      id: UUID,
      nome: 'Mercado Sol',
      potenciaKwp: 30,
      energiaTotalKwh: 39_000,
    });
    expect(usinas[0]?.potenciaAtualW).toBeGreaterThan(0);
  });

  it('inversores do detalhe: serial, modelo, kW, W, kWh e status (-1 offline, 2 falha)', async () => {
    const inversores = await cliente().listarInversores(UUID);
    expect(inversores.map((i) => [i.serial, i.tipo, i.capacidadeKwp, i.energiaTotalKwh, i.status])).toEqual([
      ['5015KDTU223W0123', 'GW15K-DT', 15, 19_500, 'online'],
      ['5015KDTU223W0124', 'GW10K-DT', 10, 13_000, 'erro'],
      ['5015KDTU223W0125', 'GW5K-DT', 5, 6500, 'offline'],
    ]);
    expect(inversores[0]?.potenciaAtualW).toBeGreaterThan(150);
    expect(inversores[0]?.potenciaAtualW).toBeLessThanOrEqual(15_000);
    expect(statusDaUsina(inversores)).toBe('erro');
    expect(await cliente().listarInversores(ID_LONGO)).toEqual([]);
  });

  it('status: -1 offline, 0 aguardando (noite) online, 1 normal, 2 falha', () => {
    expect(statusGoodwe(-1)).toBe('offline');
    expect(statusGoodwe('-1')).toBe('offline');
    expect(statusGoodwe(0)).toBe('online');
    expect(statusGoodwe(1)).toBe('online');
    expect(statusGoodwe(2)).toBe('erro');
    expect(statusDaUsina([{ status: statusGoodwe(1) }, { status: statusGoodwe(-1) }])).toBe('aviso');
  });

  it('mês: janela móvel de 31 dias; mês corrente sem os dias futuros (y null fica de fora)', async () => {
    const c = cliente();
    const outubro = await c.energiaDoMes(UUID, '2026-10');
    expect(outubro).toHaveLength(31);
    expect(outubro[0]).toEqual({
      data: '2026-10-01',
      energiaKwh: energiaDoDia(30, -16.7, '2026-10-01', UUID),
    });
    const novembro = await c.energiaDoMes(UUID, '2026-11');
    expect(novembro.map((d) => d.data).at(-1)).toBe('2026-11-22');
    expect(novembro).toHaveLength(22);
    const fevereiro = await c.energiaDoMes(UUID, '2026-02');
    expect(fevereiro.map((d) => d.data)).toEqual(
      Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('janela mais curta que o mês: pede de novo no dia 16 e junta os dias', async () => {
    const pedidos: string[] = [];
    const f: typeof fetch = async (entrada, init) => {
      const r = await fetch(entrada, init);
      if (!String(entrada).endsWith('/GetChartByPlant')) return r;
      pedidos.push((JSON.parse(String(init?.body)) as { date: string }).date);
      const corpo = (await r.json()) as { data: { lines: Array<{ xy: unknown[] }> } };
      const linha = corpo.data.lines[0] as { xy: unknown[] };
      linha.xy = linha.xy.slice(-20);
      return new Response(JSON.stringify(corpo));
    };
    const dias = await cliente({ fetch: f }).energiaDoMes(UUID, '2026-10');
    expect(pedidos).toEqual(['2026-10-31', '2026-10-16']);
    expect(dias).toHaveLength(31);
  });

  it('curva do dia em W e HH:mm; sem GetPlantPowerChart, a chamada antiga do app (formulário)', async () => {
    const curva = await cliente().curvaDoDia(UUID, '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva[0]).toEqual({ hora: '00:00', potenciaW: 0 });
    expect(Math.max(...curva.map((p) => p.potenciaW))).toBeGreaterThan(3000);
    const hoje = await cliente().curvaDoDia(UUID, '2026-11-22');
    expect(hoje.at(-1)?.hora).toBe('13:00');

    await comSimulador({ semGraficoDePotencia: true }, async (s) => {
      const { chamadas, f } = espiao();
      const antiga = await cliente({ fetch: f }, s.url).curvaDoDia(UUID, '2026-11-21');
      expect(antiga).toEqual(curva);
      const app = chamadas.find((x) => x.url.pathname.endsWith('/GetPowerStationPacByDayForApp'));
      expect(app?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(app?.corpo))).toEqual({ id: UUID, date: '2026-11-21' });
    });
    expect(horaDe('06:05:00')).toBe('06:05');
    expect(horaDe('24:00')).toBeNull();
  });
});
