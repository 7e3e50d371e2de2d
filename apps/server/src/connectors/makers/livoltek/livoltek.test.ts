// Over 400 lines: the Livoltek contract suite against captured traffic; the cases share the captured pages and the fake cloud.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import { meiaNoiteNoFuso } from '../fuso.ts';
import { energiaDoDia } from '../simulation.ts';
import type { Credenciais } from '../types.ts';
import {
  ClienteLivoltek,
  campo,
  chaveLivoltek,
  diaDoTs,
  kwDoModeloLivoltek,
  kwEmW,
  statusLivoltek,
  ultimoRunningStatus,
} from './client.ts';
import { iniciarSimuladorLivoltek } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const CREDENCIAIS: Credenciais = {
  login: 'SECUID-0001',
  senha: 'chave-da-api\\r\\n',
  chaves: { userToken: 'token-do-usuario' },
};
const conta: ContaDeTeste = {
  credenciais: CREDENCIAIS,
  usinas: [
    {
      id: '11009',
      nome: 'Maria',
      latitude: -3.7,
      inversores: [
        { serial: '2045-96510381D', modelo: 'GT3-50K', kw: 50, status: 'online' },
        { serial: '2045-96510382D', modelo: 'GT1-3K', kw: 3, status: 'erro' },
        { serial: '2045-96510383D', modelo: 'GT1-3K', kw: 3, status: 'offline' },
      ],
    },
    ...Array.from({ length: 64 }, (_, i) => ({
      id: String(12000 + i),
      nome: `Cliente ${i}`,
      latitude: -15.8,
      inversores: [{ serial: `L${i}`, modelo: 'GT1-3K', kw: 3, status: 'online' as const }],
    })),
  ],
};

interface Chamada {
  metodo: string;
  url: URL;
  headers: Record<string, string>;
  corpo: string | undefined;
}

/** The real fetch, recording what the client sends (and optionally answering some paths itself). */
function espiao(responder?: (url: URL) => unknown) {
  const chamadas: Chamada[] = [];
  const f: typeof fetch = async (entrada, init) => {
    const url = new URL(String(entrada));
    chamadas.push({
      metodo: init?.method ?? 'GET',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      corpo: init?.body as string | undefined,
    });
    const proprio = responder?.(url);
    if (proprio !== undefined)
      return new Response(JSON.stringify(proprio), { headers: { 'content-type': 'application/json' } });
    return fetch(entrada, init);
  };
  return { chamadas, fetch: f };
}

let sim: SimuladorDePortal;
beforeAll(async () => {
  sim = await iniciarSimuladorLivoltek([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (extra: Partial<ConstructorParameters<typeof ClienteLivoltek>[0]> = {}) =>
  new ClienteLivoltek({
    baseUrl: sim.url,
    credenciais: CREDENCIAIS,
    esperaLimiteMs: 5,
    agora: () => AGORA,
    ...extra,
  });

describe('Livoltek (API com Security ID, chave e user token)', () => {
  it('a chave copiada com "\\r\\n" em texto vai com CR LF de verdade', async () => {
    expect(chaveLivoltek('abc\\r\\n')).toBe('abc\r\n');
    expect(chaveLivoltek('abc\r\n')).toBe('abc\r\n');
    expect(chaveLivoltek('abc')).toBe('abc');
    const e = espiao();
    await cliente({ fetch: e.fetch }).entrar();
    const login = e.chamadas[0];
    expect(login?.metodo).toBe('POST');
    expect(login?.url.pathname).toBe('/hess/api/login');
    const corpo = JSON.parse(login?.corpo ?? '{}') as { secuid: string; key: string };
    expect(corpo).toEqual({ secuid: 'SECUID-0001', key: 'chave-da-api\r\n' });
    expect([...corpo.key.slice(-2)].map((c) => c.charCodeAt(0))).toEqual([13, 10]);
  });

  it('o simulador recusa a chave com "\\r\\n" literal, como a nuvem', async () => {
    const r = await fetch(`${sim.url}/hess/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secuid: 'SECUID-0001', key: 'chave-da-api\\r\\n' }),
    });
    expect(await r.json()).toEqual({
      code: '401',
      message: 'FAIL',
      data: { msgCode: 'operate.fail', data: null },
    });
  });

  it('chave errada: credenciais, sem contar login', async () => {
    const antes = sim.logins();
    await expect(
      cliente({ credenciais: { ...CREDENCIAIS, senha: 'outra\\r\\n' } }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais', message: 'Login ou senha do portal incorretos' });
    expect(sim.logins()).toBe(antes);
  });

  it('sem user token: pede o User Token antes de chamar a nuvem', async () => {
    const e = espiao();
    await expect(
      cliente({
        fetch: e.fetch,
        credenciais: { login: 'SECUID-0001', senha: 'chave-da-api\\r\\n' },
      }).listarUsinas(),
    ).rejects.toMatchObject({ tipo: 'credenciais', message: 'Informe o User Token da Livoltek' });
    expect(e.chamadas).toHaveLength(0);
  });

  it('user token errado: recusado mesmo após novo login, vira credencial', async () => {
    const antes = sim.logins();
    await expect(
      cliente({ credenciais: { ...CREDENCIAIS, chaves: { userToken: 'outro' } } }).listarInversores('11009'),
    ).rejects.toMatchObject({ tipo: 'credenciais', message: 'A Livoltek recusou o User Token informado' });
    expect(sim.logins()).toBe(antes + 2);
  });

  it('JWT cru no Authorization e userToken na query de cada chamada', async () => {
    const e = espiao();
    await cliente({ fetch: e.fetch }).listarInversores('11009');
    const dados = e.chamadas.slice(1);
    expect(dados.length).toBeGreaterThan(1);
    for (const c of dados) {
      expect(c.headers.Authorization).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(c.url.searchParams.get('userToken')).toBe('token-do-usuario');
    }
  });

  it('vários endereços: o fora do ar é pulado no login e o que respondeu é lembrado', async () => {
    const e = espiao();
    const c = cliente({ fetch: e.fetch, baseUrl: `http://127.0.0.1:1, ${sim.url}`, timeoutMs: 10_000 });
    await c.entrar();
    expect(e.chamadas.map((x) => x.url.origin)).toEqual(['http://127.0.0.1:1', sim.url]);
    await c.listarInversores('11009');
    await c.entrar();
    expect(e.chamadas.slice(2).every((x) => x.url.origin === sim.url)).toBe(true);
  });

  it('nenhum endereço responde: inacessível', async () => {
    await expect(
      cliente({ baseUrl: 'http://127.0.0.1:1,http://127.0.0.1:2', timeoutMs: 10_000 }).entrar(),
    ).rejects.toMatchObject({ tipo: 'inacessivel' });
  });

  it('usinas em páginas de 30, kW em texto convertido para W', async () => {
    const e = espiao();
    const usinas = await cliente({ fetch: e.fetch }).listarUsinas();
    expect(usinas).toHaveLength(65);
    const paginas = e.chamadas.filter((c) => c.url.pathname === '/hess/api/userSites/list');
    expect(paginas.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('size')])).toEqual([
      ['1', '30'],
      ['2', '30'],
      ['3', '30'],
    ]);
    const u = usinas[0];
    expect(u).toMatchObject({ id: '11009', nome: 'Maria', potenciaKwp: 56, energiaTotalKwh: 140_000 });
    expect(u?.potenciaAtualW).toBeGreaterThan(1000);
    expect(Number.isInteger(u?.potenciaAtualW)).toBe(true);
    expect(kwEmW('1.25')).toBe(1250);
    expect(kwEmW(2)).toBe(2000);
    expect(kwEmW('980 W')).toBe(980);
    expect(kwEmW(null)).toBeNull();
  });

  it('inversores: potência do modelo e status do registro mais recente', async () => {
    const inv = await cliente().listarInversores('11009');
    expect(inv.map((i) => [i.serial, i.capacidadeKwp, i.status])).toEqual([
      ['2045-96510381D', 50, 'online'],
      ['2045-96510382D', 3, 'erro'],
      ['2045-96510383D', 3, 'offline'],
    ]);
    expect(kwDoModeloLivoltek('GT3-50K')).toBe(50);
    expect(kwDoModeloLivoltek('GT1-3K')).toBe(3);
    expect(kwDoModeloLivoltek('GT1-3.6K')).toBe(3.6);
    expect(kwDoModeloLivoltek('inverter')).toBeNull();
    expect(['0', '1', '2', '3', 0, 3].map(statusLivoltek)).toEqual([
      'online',
      'online',
      'erro',
      'offline',
      'online',
      'offline',
    ]);
    expect(
      ultimoRunningStatus({
        '1658102400000': [{ ' runningStatus ': '2', updateTime: 1658102400000 }],
        '1658016000000': [{ ' runningStatus ': '0', updateTime: 1658016000000 }],
        '1658188800000': [{ ' runningStatus ': null, updateTime: 1658188800000 }],
      }),
    ).toBe('2');
    expect(campo({ ' powerGeneration ': '1.5' }, 'powerGeneration')).toBe('1.5');
  });

  it('energia do mês: 31 dias em duas páginas de 30, chaves com espaços', async () => {
    const e = espiao();
    const dias = await cliente({ fetch: e.fetch }).energiaDoMes('11009', '2026-10');
    expect(dias).toHaveLength(31);
    expect(dias[0]).toEqual({
      data: '2026-10-01',
      energiaKwh: energiaDoDia(56, -3.7, '2026-10-01', '11009'),
    });
    const pedidos = e.chamadas.filter((c) => c.url.pathname.endsWith('/solarEnergy'));
    expect(pedidos.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(pedidos[0]?.url.searchParams.get('startTime')).toBe('20261001');
    expect(pedidos[0]?.url.searchParams.get('endTime')).toBe('20261031');
    expect(pedidos[0]?.url.searchParams.get('timeType')).toBe('0');
  });

  it('dias sem dado (null) ficam de fora; mês corrente para em hoje', async () => {
    const dias = await cliente().energiaDoMes('11009', '2026-11');
    expect(dias.map((d) => d.data).at(-1)).toBe('2026-11-22');
    expect(dias).toHaveLength(22);
    const e = espiao((url) =>
      url.pathname.endsWith('/solarEnergy')
        ? {
            code: '200',
            message: 'SUCCESS',
            data: [
              { siteId: '11009', ts: '20240601', ' powerGeneration ': '11.8' },
              { siteId: '11009', ts: '20240602', ' powerGeneration ': null },
              { siteId: '11009', ts: '20240603', powerGeneration: 9 },
            ],
          }
        : undefined,
    );
    expect(await cliente({ fetch: e.fetch }).energiaDoMes('11009', '2024-06')).toEqual([
      { data: '2024-06-01', energiaKwh: 11.8 },
      { data: '2024-06-03', energiaKwh: 9 },
    ]);
  });

  it('curva do dia do simulador: mapa por dia, W em texto, 288 pontos de 5 min em hora local', async () => {
    const e = espiao();
    const curva = await cliente({ fetch: e.fetch }).curvaDoDia('11009', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva[0]).toEqual({ hora: '00:00', potenciaW: 0 });
    expect(curva.at(-1)?.hora).toBe('23:55');
    // 56 kWp: a midday peak of kW in W, never the thousand-times-higher figure.
    const pico = Math.max(...curva.map((p) => p.potenciaW));
    expect(pico).toBeGreaterThan(5600);
    expect(pico).toBeLessThanOrEqual(56_000);
    const pedido = e.chamadas.find((c) => c.url.pathname === '/hess/api/site/11009/power');
    expect(pedido?.url.searchParams.get('pointInterval')).toBe('0');
  });

  // Verified page §4, DIFFERS (vendor doc): the request takes epoch MILLISECONDS and
  // pointInterval 0/1/2; the answer is an object keyed by day epoch-ms, holding
  // [{power: "100.0" (W, text), timestamp: ms}].
  it('curva (doc do fabricante): pede em epoch ms com pointInterval 0 e lê o mapa por dia, já em W', async () => {
    const meiaNoite = Date.parse('2026-11-21T03:00:00Z'); // 2026-11-21 00:00 em Brasília
    const as = (hhmm: string) => Date.parse(`2026-11-21T${hhmm}:00-03:00`);
    const corpo = {
      code: '200',
      message: 'SUCCESS',
      data: {
        [String(meiaNoite)]: [
          { power: '0.0', timestamp: as('06:00') },
          { power: '100.0', timestamp: as('06:05') },
          { power: '2520.5', timestamp: as('12:00') },
          { power: null, timestamp: as('12:05') },
          { power: '4100.0', timestamp: String(as('12:10')) },
        ],
      },
    };
    const e = espiao((url) => (url.pathname.endsWith('/power') ? corpo : undefined));
    const curva = await cliente({ fetch: e.fetch }).curvaDoDia('11009', '2026-11-21');
    expect(curva).toEqual([
      { hora: '06:00', potenciaW: 0 },
      { hora: '06:05', potenciaW: 100 },
      { hora: '12:00', potenciaW: 2520.5 },
      { hora: '12:10', potenciaW: 4100 },
    ]);
    const q = e.chamadas.find((c) => c.url.pathname === '/hess/api/site/11009/power')?.url.searchParams;
    expect(q?.get('startTime')).toBe(String(meiaNoite));
    expect(q?.get('endTime')).toBe(String(Date.parse('2026-11-22T03:00:00Z') - 1));
    expect(q?.get('pointInterval')).toBe('0');
    expect(q?.get('userToken')).toBe('token-do-usuario');
  });

  it('curva no fuso da usina informado na lista (timeZone IANA); pontos de outro dia ficam de fora', async () => {
    const lista = {
      code: '200',
      message: 'SUCCESS',
      data: {
        count: 1,
        list: [
          {
            powerStationId: '11009',
            powerStationName: 'Maria',
            timeZone: ' America/Manaus ',
            pvCapacity: 2.7,
          },
        ],
      },
    };
    const meiaNoiteManaus = Date.parse('2026-11-21T04:00:00Z');
    const curvaManaus = {
      code: '200',
      message: 'SUCCESS',
      data: {
        [String(meiaNoiteManaus)]: [{ power: '750.0', timestamp: Date.parse('2026-11-21T16:00:00Z') }],
        // The next local day, which the cloud may add: not this day's curve.
        [String(meiaNoiteManaus + 86_400_000)]: [
          { power: '900.0', timestamp: meiaNoiteManaus + 86_400_000 + 3_600_000 },
        ],
      },
    };
    const e = espiao((url) => {
      if (url.pathname === '/hess/api/userSites/list') return lista;
      if (url.pathname.endsWith('/power')) return curvaManaus;
      return undefined;
    });
    const c = cliente({ fetch: e.fetch });
    await c.listarUsinas();
    expect(await c.curvaDoDia('11009', '2026-11-21')).toEqual([{ hora: '12:00', potenciaW: 750 }]);
    const q = e.chamadas.find((x) => x.url.pathname.endsWith('/power'))?.url.searchParams;
    expect(q?.get('startTime')).toBe(String(meiaNoiteManaus));
    expect(meiaNoiteNoFuso('2026-11-21', 'America/Sao_Paulo')).toBe(Date.parse('2026-11-21T03:00:00Z'));
    // A zone in its summer time (Lisbon, UTC+1 in July): the offset of that day, not of January.
    expect(meiaNoiteNoFuso('2026-07-01', 'Europe/Lisbon')).toBe(Date.parse('2026-06-30T23:00:00Z'));
  });

  it('curva além dos últimos 7 dias: recusada com mensagem clara, sem chamar a nuvem', async () => {
    const e = espiao();
    await expect(cliente({ fetch: e.fetch }).curvaDoDia('11009', '2026-11-15')).rejects.toMatchObject({
      tipo: 'protocolo',
      message:
        'A Livoltek só informa a curva de potência dos últimos 7 dias; o dia 2026-11-15 está fora desse prazo',
    });
    expect(e.chamadas).toHaveLength(0);
    // The oldest day whose midnight is still within 7 days of "now" is asked normally.
    await expect(cliente().curvaDoDia('11009', '2026-11-16')).resolves.toHaveLength(288);
    // A future day has no curve yet: empty, without a call.
    await expect(cliente({ fetch: e.fetch }).curvaDoDia('11009', '2026-11-23')).resolves.toEqual([]);
    expect(e.chamadas).toHaveLength(0);
    // The simulator refuses an old start as the cloud would, whatever a client sends.
    const r = await fetch(
      `${sim.url}/hess/api/site/11009/power?startTime=${Date.parse('2026-11-10T03:00:00Z')}&endTime=${Date.parse('2026-11-11T03:00:00Z')}&pointInterval=0`,
    );
    expect(((await r.json()) as { code: string }).code).not.toBe('200');
  });

  it('curva em formato que nenhuma forma conhece: "o protocolo pode ter mudado", com fabricante e chamada', async () => {
    const corpos: unknown[] = [
      // The older notes' list of {ts, power in kW}: not what the cloud sends.
      [{ ts: '2026-11-21 12:00', power: '1.2' }],
      { '1763694000000': { power: '1.2' } },
      { '1763694000000': [{ power: '1.2' }] },
    ];
    for (const data of corpos) {
      const e = espiao((url) =>
        url.pathname.endsWith('/power') ? { code: '200', message: 'SUCCESS', data } : undefined,
      );
      const erro = await cliente({ fetch: e.fetch })
        .curvaDoDia('11009', '2026-11-21')
        .catch((x: unknown) => x);
      expect(erro).toMatchObject({ tipo: 'protocolo' });
      expect((erro as Error).message).toMatch(
        /^o portal Livoltek respondeu num formato.*\/site\/\{id\}\/power.*o protocolo pode ter mudado$/,
      );
    }
  });

  it('geração diária: "ts" como yyyyMMdd, yyyy-MM-dd ou intervalo de um dia; semana inteira é protocolo', async () => {
    expect(diaDoTs('20240601')).toBe('2024-06-01');
    expect(diaDoTs('2024-06-01')).toBe('2024-06-01');
    expect(diaDoTs('20240601~20240601')).toBe('2024-06-01');
    expect(diaDoTs('20220701~20220703')).toBeNull();
    const e = espiao((url) =>
      url.pathname.endsWith('/solarEnergy')
        ? {
            code: '200',
            message: 'SUCCESS',
            data: [
              { siteId: '11009', ts: '20240601~20240601', ' powerGeneration ': '11.8' },
              { siteId: '11009', ts: '2024-06-02', ' powerGeneration ': '7.5' },
            ],
          }
        : undefined,
    );
    expect(await cliente({ fetch: e.fetch }).energiaDoMes('11009', '2024-06')).toEqual([
      { data: '2024-06-01', energiaKwh: 11.8 },
      { data: '2024-06-02', energiaKwh: 7.5 },
    ]);
    // The vendor's weekly example answered to a daily query: not days, said plainly.
    const semanal = espiao((url) =>
      url.pathname.endsWith('/solarEnergy')
        ? {
            code: '200',
            message: 'SUCCESS',
            data: [{ siteId: '11009', ts: '20220701~20220703', ' powerGeneration ': '20.1' }],
          }
        : undefined,
    );
    await expect(cliente({ fetch: semanal.fetch }).energiaDoMes('11009', '2022-07')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringContaining('o protocolo pode ter mudado'),
    });
  });

  it('resumo: energia total lida como etotalToGrid (exemplo) ou eTotalToGrid (tabela da doc)', async () => {
    const e = espiao((url) =>
      url.pathname === '/hess/api/site/11009/overview'
        ? {
            code: '200',
            message: 'SUCCESS',
            data: { name: 'Maria', currentPower: '1.5', eoutDaily: '6.2', eTotalToGrid: '1234.5' },
          }
        : undefined,
    );
    const usinas = await cliente({ fetch: e.fetch }).listarUsinas();
    expect(usinas[0]).toMatchObject({ potenciaAtualW: 1500, energiaHojeKwh: 6.2, energiaTotalKwh: 1234.5 });
  });

  it('sessão expirada (código "401" ou HTTP 401): entra de novo uma vez', async () => {
    const c = cliente();
    await c.entrar();
    const antes = sim.logins();
    sim.expirarSessoes();
    await expect(c.listarInversores('11009')).resolves.toHaveLength(3);
    expect(sim.logins()).toBe(antes + 1);
    let recusas = 1;
    const f401: typeof fetch = async (entrada, init) => {
      if (new URL(String(entrada)).pathname === '/hess/api/userSites/list' && recusas > 0) {
        recusas--;
        return new Response('', { status: 401 });
      }
      return fetch(entrada, init);
    };
    const c2 = cliente({ fetch: f401 });
    await c2.entrar();
    const antes2 = sim.logins();
    await expect(c2.listarUsinas()).resolves.toHaveLength(65);
    expect(sim.logins()).toBe(antes2 + 1);
  });

  it('limite: HTTP 429 esperado e repetido; envelope desconhecido é protocolo', async () => {
    const c = cliente();
    await c.entrar();
    sim.limitar(2);
    await expect(c.listarInversores('11009')).resolves.toHaveLength(3);
    const e = espiao((url) =>
      url.pathname === '/hess/api/userSites/list' ? { code: '200', message: 'SUCCESS', data: [] } : undefined,
    );
    await expect(cliente({ fetch: e.fetch }).listarUsinas()).rejects.toMatchObject({ tipo: 'protocolo' });
  });
});
