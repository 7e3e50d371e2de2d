import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';
import type { SimuladorDePortal } from '../../connectors/makers/contrato.ts';
import { envDoSimulador, usinasDemo } from '../../connectors/makers/demo.ts';
import { PORTAIS_DE_TESTE } from '../../connectors/makers/registro.ts';
import type { CodigoFabricante } from '../../connectors/makers/types.ts';
import { iniciarSimuladorCelesc } from '../../connectors/utilities/celesc/simulator.ts';
import { iniciarSimuladorCopel } from '../../connectors/utilities/copel/simulator.ts';
import type { SimuladorConcessionaria } from '../../connectors/utilities/types.ts';
import type { Fila } from '../../platform/jobs.ts';
import { criarFila } from '../../workers.ts';
import { agendarSincronizacoes } from './sincronizacao.service.ts';

// A maker's cloud that hangs, answers garbage or rate-limits does not hold back the other
// accounts' polling, and each account says what went wrong, as the API shows it.

type Modo = 'repassar' | 'pendurar' | 'lixo' | 'limite';

/** An HTTP hop in front of a simulator that can stop behaving: hang, answer HTML, answer 429. */
async function iniciarIntermediario(destino: string) {
  const alvo = new URL(destino);
  let modo: Modo = 'repassar';
  const presos = new Set<ServerResponse>();
  const servidor = createServer(async (req, res) => {
    const partes: Buffer[] = [];
    for await (const c of req) partes.push(c as Buffer);
    if (modo === 'pendurar') {
      // Never answered: the client's own timeout has to give up.
      presos.add(res);
      res.on('close', () => presos.delete(res));
      return;
    }
    if (modo === 'lixo') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Em manutenção</h1></body></html>');
      return;
    }
    if (modo === 'limite') {
      res.writeHead(429, { 'content-type': 'text/plain' });
      res.end('Too Many Requests');
      return;
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers))
      if (v !== undefined && !['host', 'connection', 'content-length'].includes(k))
        headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    const r = await fetch(new URL(req.url ?? '/', alvo.origin), {
      method: req.method,
      headers,
      body: partes.length ? Buffer.concat(partes) : undefined,
      redirect: 'manual',
    });
    const saida: Record<string, string | string[]> = {};
    r.headers.forEach((v, k) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))
        saida[k] = v;
    });
    const cookies = r.headers.getSetCookie();
    if (cookies.length) saida['set-cookie'] = cookies;
    res.writeHead(r.status, saida);
    res.end(Buffer.from(await r.arrayBuffer()));
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    /** The simulator's URL (path included) through this hop. */
    url: `http://127.0.0.1:${port}${alvo.pathname.replace(/\/$/, '')}`,
    modo(m: Modo) {
      modo = m;
    },
    /** Requests held open right now. */
    presos: () => presos.size,
    fechar: () =>
      new Promise<void>((r) => {
        servidor.closeAllConnections();
        servidor.close(() => r());
      }),
  };
}
type Intermediario = Awaited<ReturnType<typeof iniciarIntermediario>>;

async function ate(condicao: () => Promise<boolean> | boolean, ms = 30_000) {
  const limite = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > limite) throw new Error('a condição não aconteceu a tempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}

// 14:00 in Brazil: sun up.
let agora = new Date('2026-11-22T17:00:00Z');
const inicio = agora.getTime();
const MIN = 60_000;
const portal = (f: CodigoFabricante) => {
  const p = PORTAIS_DE_TESTE.find((x) => x.fabricante === f);
  if (!p) throw new Error(f);
  return p;
};

// The healthy account talks to its simulator directly; the others through a hop that misbehaves.
const saudavel = 'growatt' as const;
const ruins = { pendura: 'solarman', lixo: 'saj', limite: 'auxsol' } as const;
const fabricantes: CodigoFabricante[] = [ruins.pendura, saudavel, ruins.lixo, ruins.limite];

const sims: Array<SimuladorDePortal | SimuladorConcessionaria> = [];
const hops = new Map<CodigoFabricante, Intermediario>();
const contas = new Map<CodigoFabricante, string>();
let t: TestApp;
let dona: Pessoa;
let empresa: { uuid: string };
let fila: Fila | undefined;

// Utilities: Celesc answers; Copel's site never does.
const contaCelesc = {
  login: 'cliente@exemplo.com.br',
  senha: 'Celesc#2026',
  unidades: [
    {
      matricula: '43210987',
      faturas: ['2026-09', '2026-10'].map((mes) => ({
        mes,
        vencimento: `${mes}-15`,
        valor_rs: 150,
        consumo_kwh: 400,
        status: 'paga' as const,
      })),
    },
  ],
};
let copelPendurada: Intermediario;

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(dona, empresa), ...(payload ? { payload } : {}) });

type ContaApi = {
  uuid: string;
  fabricante: { codigo: string };
  status: string;
  mensagem: string | null;
  ultima_sincronizacao_em: string | null;
};
const contaNaApi = async (f: CodigoFabricante) => {
  const lista = (await api('GET', '/api/portais')).json() as { data: ContaApi[] };
  const c = lista.data.find((x) => x.uuid === contas.get(f));
  if (!c) throw new Error(`conta ${f} sumiu`);
  return c;
};
type UsinaApi = { nome: string; ultima_leitura_em: string | null };
const usinasDe = async (f: CodigoFabricante) => {
  const nomes = new Set(usinasDemo(f, fabricantes.indexOf(f)).map((u) => u.nome));
  const r = (await api('GET', '/api/usinas?limit=100')).json() as { data: UsinaApi[] };
  return r.data.filter((u) => nomes.has(u.nome));
};

beforeAll(async () => {
  const env: Record<string, string> = {};
  for (const [i, f] of fabricantes.entries()) {
    const p = portal(f);
    const sim = await p.iniciar([{ credenciais: p.credenciais(1), usinas: usinasDemo(f, i) }], {
      agora: () => agora,
    });
    sims.push(sim);
    Object.assign(env, envDoSimulador(f, sim));
    if (f !== saudavel) {
      const hop = await iniciarIntermediario(sim.url);
      hops.set(f, hop);
      env[`${f.toUpperCase()}_URL`] = hop.url;
    }
  }
  const celesc = await iniciarSimuladorCelesc([contaCelesc]);
  const copel = await iniciarSimuladorCopel([]);
  sims.push(celesc, copel);
  copelPendurada = await iniciarIntermediario(copel.url);
  copelPendurada.modo('pendurar');
  t = await createTestApp({
    env: {
      ...env,
      CELESC_URL: celesc.url,
      COPEL_URL: copelPendurada.url,
      IMPORT_HISTORY_MONTHS: '0',
      POLL_INTERVAL_MS: String(5 * MIN),
      POLL_SPREAD_MS: '0',
      // Long enough for a healthy call on a busy machine, short enough to wait for.
      PORTAL_TIMEOUT_MS: '12000',
      JOBS_CONCURRENCY: '4',
      JOBS_POLL_MS: '50',
      JOBS_BACKOFF_MS: String(60 * MIN),
    },
    deps: { now: () => agora },
  });
  dona = await criarPessoa(t);
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  // The hanging account is added two minutes before the others, so it falls due first.
  for (const f of fabricantes) {
    const p = portal(f);
    const r = await api('POST', '/api/portais', { fabricante: f, ...p.credenciais(1) });
    expect(r.statusCode, `${f} ${r.body}`).toBe(201);
    const uuid = (r.json() as { data: { uuid: string } }).data.uuid;
    contas.set(f, uuid);
    const usinas = usinasDemo(f, fabricantes.indexOf(f)).map((u) => u.id);
    expect((await api('POST', '/api/importacoes', { conta: uuid, usinas })).statusCode, f).toBe(202);
    await criarFila(t.ctx).drenar();
    if (f === ruins.pendura) agora = new Date(inicio + 2 * MIN);
  }
});
afterAll(async () => {
  await fila?.parar();
  await t?.close();
  for (const h of [...hops.values(), copelPendurada]) await h?.fechar();
  for (const s of sims) await s.fechar();
});

describe('um portal com problema não segura a sincronização das outras contas', () => {
  it('com um portal pendurado, a conta saudável é atualizada; cada conta com problema diz o que houve', async () => {
    const antes = new Map<CodigoFabricante, UsinaApi[]>();
    for (const f of fabricantes) antes.set(f, await usinasDe(f));
    expect(antes.get(saudavel)).toHaveLength(2);
    hops.get(ruins.pendura)?.modo('pendurar');
    hops.get(ruins.lixo)?.modo('lixo');
    hops.get(ruins.limite)?.modo('limite');

    fila = criarFila(t.ctx);
    fila.iniciar();
    // Only the hanging account is due: its poll is sent and never answered.
    agora = new Date(inicio + 5 * MIN + 1000);
    expect(await agendarSincronizacoes(t.ctx)).toBe(1);
    await ate(() => (hops.get(ruins.pendura)?.presos() ?? 0) > 0);

    // Now the other three fall due, while the first one still waits for its portal (it is due
    // too, but its job is still the open one).
    agora = new Date(inicio + 7 * MIN + 1000);
    expect(await agendarSincronizacoes(t.ctx)).toBe(4);
    const instante = agora.toISOString();
    await ate(async () => (await contaNaApi(saudavel)).ultima_sincronizacao_em === instante);
    expect(hops.get(ruins.pendura)?.presos()).toBeGreaterThan(0);
    const novas = await usinasDe(saudavel);
    expect(novas.map((u) => u.ultima_leitura_em)).toEqual([instante, instante]);
    expect(await contaNaApi(saudavel)).toMatchObject({ status: 'online', mensagem: null });

    // Then the hanging call times out, and every bad account tells what happened.
    await ate(async () => (await contaNaApi(ruins.pendura)).status !== 'online');
    await ate(async () => (await contaNaApi(ruins.limite)).status !== 'online');
    expect(await contaNaApi(ruins.pendura)).toMatchObject({
      status: 'offline',
      mensagem: expect.stringMatching(/não respondeu \(tempo esgotado\)/),
    });
    expect(await contaNaApi(ruins.lixo)).toMatchObject({
      status: 'offline',
      mensagem: expect.stringMatching(/formato que o Irradia não reconhece.*o protocolo pode ter mudado/),
    });
    expect(await contaNaApi(ruins.limite)).toMatchObject({
      status: 'offline',
      mensagem: expect.stringMatching(/limitou as chamadas/),
    });
    // Their plants kept the last reading they had; nothing made up.
    for (const f of Object.values(ruins)) {
      expect(await usinasDe(f), f).toEqual(antes.get(f));
      expect((await contaNaApi(f)).ultima_sincronizacao_em, f).not.toBe(instante);
    }
  });

  it('uma concessionária que não responde não segura a outra; a integração diz o que houve', async () => {
    const usinaCopel = await criarUsinaDireta(t, empresa.uuid, 'Usina no Paraná');
    const usinaCelesc = await criarUsinaDireta(t, empresa.uuid, 'Usina em Santa Catarina');
    const sigla = async (s: string) => {
      const r = (await api('GET', `/api/concessionarias?search=${s}`)).json() as {
        data: Array<{ uuid: string; sigla: string }>;
      };
      return r.data.find((c) => c.sigla.startsWith(s))?.uuid;
    };
    const integrar = async (
      usina: string,
      concessionaria: string | undefined,
      login: string,
      senha: string,
    ) => {
      const r = await api('POST', `/api/usinas/${usina}/integracoes`, {
        concessionaria,
        login,
        senha,
        importar_desde: '2026-09-01',
      });
      expect(r.statusCode, r.body).toBe(202);
      return (r.json() as { data: { uuid: string } }).data.uuid;
    };
    type IntegracaoApi = {
      etapa: string;
      status: string;
      mensagem: string | null;
      faturas_importadas: number;
    };
    const integracao = async (usina: string, uuid: string) =>
      ((await api('GET', `/api/usinas/${usina}/integracoes/${uuid}`)).json() as { data: IntegracaoApi }).data;

    const copel = await integrar(usinaCopel, await sigla('Copel'), '12345678909', 'Copel#2026');
    await ate(() => copelPendurada.presos() > 0);
    const celesc = await integrar(usinaCelesc, await sigla('Celesc'), contaCelesc.login, contaCelesc.senha);
    await ate(async () => (await integracao(usinaCelesc, celesc)).etapa === 'concluida');
    expect(copelPendurada.presos()).toBeGreaterThan(0);
    expect(await integracao(usinaCelesc, celesc)).toMatchObject({
      status: 'online',
      mensagem: null,
      faturas_importadas: 2,
    });
    // Copel's attempt times out: the integration says so while the job waits to try again.
    await ate(async () => (await integracao(usinaCopel, copel)).mensagem !== null);
    expect((await integracao(usinaCopel, copel)).mensagem).toBe(
      'Copel não respondeu (tempo esgotado). Nova tentativa em breve',
    );
  });
});
