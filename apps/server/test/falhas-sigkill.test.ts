// Over 400 lines: one scenario: a real server process killed mid-import and restarted, with the helpers that spawn and kill it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ContaSimulada,
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../src/connectors/makers/growatt/simulator.ts';
import { energiaDoDia } from '../src/connectors/makers/simulation.ts';
import { iniciarSimuladorCelesc } from '../src/connectors/utilities/celesc/simulator.ts';
import type {
  ContaConcessionariaDeTeste,
  SimuladorConcessionaria,
} from '../src/connectors/utilities/types.ts';
import { openDatabase } from '../src/db/client.ts';
import { adminQuery, withDatabase } from './postgres-admin.ts';
import { encerrarServidores, iniciarServidor, type ServidorReal } from './processo.ts';

// Issue 11: the real server process is SIGKILLed in the middle of a plant import and of a utility
// invoice import, with a burst of writes in flight, and killed again while the restarted server
// resumes them. After the restarts the durable jobs finish and the data has no duplicate and no
// gap; every write acknowledged before the kill is there. On PGlite (DATA_DIR) and, when
// DATABASE_URL is set, on PostgreSQL.

const databaseUrl = process.env.DATABASE_URL;
const PORTAL_ATRASO_MS = 250;
const N_USINAS = 8;
const N_FATURAS = 24;
const N_RAJADA = 120;
/** Creates in flight at once in the burst, and the acknowledged one the kill lands on. */
const RAJADA_EM_VOO = 8;
const RAJADA_QUEDA = 15;

/** A portal in front of `destino`, as the test controls it. */
interface PortalControlado {
  url: string;
  /** From now on requests are held (the import waits on its call) until `soltar`. */
  segurar(): void;
  /** Forwards whatever was held, and every request from now on. */
  soltar(): void;
  fechar(): Promise<void>;
}

/**
 * Forwards every request to `destino` after `ms` (a slow portal, so an import takes seconds), and
 * holds them while the test says so: the defined point where the test freezes a job mid-import
 * before it kills the server, instead of hoping the kill lands before the job ends.
 */
async function portalControlado(destino: string, ms: number): Promise<PortalControlado> {
  const alvo = new URL(destino);
  let seguro = false;
  const retidos: Array<() => void> = [];
  const servidor: Server = createServer((req, res) => {
    const encaminhar = () => {
      const ida = request(
        { host: alvo.hostname, port: alvo.port, method: req.method, path: req.url, headers: req.headers },
        (volta) => {
          res.writeHead(volta.statusCode ?? 502, volta.headers);
          volta.pipe(res);
        },
      );
      ida.on('error', () => res.destroy());
      req.pipe(ida);
    };
    setTimeout(() => (seguro ? retidos.push(encaminhar) : encaminhar()), ms);
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    segurar: () => {
      seguro = true;
    },
    soltar: () => {
      seguro = false;
      for (const r of retidos.splice(0)) r();
    },
    fechar: () =>
      new Promise<void>((r) => {
        servidor.closeAllConnections();
        servidor.close(() => r());
      }),
  };
}

const contaGrowatt: ContaSimulada = {
  login: 'integrador@sigkill.com.br',
  senha: 'Growatt@1',
  userId: 4242,
  usinas: Array.from({ length: N_USINAS }, (_, k) => ({
    id: String(5001 + k),
    nome: `Usina Queda ${String(k + 1).padStart(2, '0')}`,
    latitude: -27.6,
    inversores: [
      { sn: `QDA${String(k).padStart(3, '0')}0001`, nome: `Inversor ${k + 1}A`, kwp: 5 },
      { sn: `QDA${String(k).padStart(3, '0')}0002`, nome: `Inversor ${k + 1}B`, kwp: 3 },
    ],
  })),
};

// The last 24 closed months.
const agora = new Date();
const mesesFaturas = Array.from({ length: N_FATURAS }, (_, k) =>
  new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth() - N_FATURAS + k, 1))
    .toISOString()
    .slice(0, 7),
);
const contaCelesc: ContaConcessionariaDeTeste = {
  login: 'cliente@sigkill.com.br',
  senha: 'Celesc#2026',
  unidades: [
    {
      matricula: '45678123',
      faturas: mesesFaturas.map((mes, k) => ({
        mes,
        vencimento: `${mes}-15`,
        valor_rs: 150 + k,
        consumo_kwh: 400 + k,
        compensada_kwh: 300,
        injetada_kwh: 500,
        saldo_kwh: 100 + k,
        status: 'paga' as const,
      })),
    },
  ],
};

/** The days the simulator gives for each month the import backfills (IMPORT_HISTORY_MONTHS=1). */
function diasEsperados(): Map<string, string[]> {
  const hojeBr = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const meses = [1, 0].map((k) =>
    new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth() - k, 1)).toISOString().slice(0, 7),
  );
  return new Map(
    meses.map((mes) => {
      const [ano, m] = mes.split('-').map(Number) as [number, number];
      const dias = new Date(Date.UTC(ano, m, 0)).getUTCDate();
      const lista = Array.from({ length: dias }, (_, d) => `${mes}-${String(d + 1).padStart(2, '0')}`);
      return [mes, lista.filter((iso) => iso <= hojeBr)];
    }),
  );
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function ate<T>(o_que: string, ler: () => Promise<T>, pronto: (v: T) => boolean, ms = 90_000) {
  const limite = Date.now() + ms;
  let v = await ler();
  while (!pronto(v)) {
    if (Date.now() > limite) throw new Error(`${o_que}: não aconteceu; último valor ${JSON.stringify(v)}`);
    await esperar(100);
    v = await ler();
  }
  return v;
}

type Progresso = { status: string; total: number; concluidas: number };
type Integracao = { uuid: string; etapa: string; status: string; faturas_importadas: number };

function cenario(banco: 'pglite' | 'postgres') {
  let growatt: SimuladorGrowatt;
  let celesc: SimuladorConcessionaria;
  let portalLento: PortalControlado;
  let celescLenta: PortalControlado;
  let dataDir: string;
  let pgNome: string | undefined;
  let env: Record<string, string> & { DATA_DIR: string };
  let servidor: ServidorReal;
  let headers: Record<string, string>;
  let importacao: string;
  let usinaDaFatura: string;
  let integracao: string;
  const confirmados: Array<{ uuid: string; nome: string }> = [];

  const api = async (verbo: string, caminho: string, corpo?: object) => {
    const r = await fetch(`${servidor.url}/api${caminho}`, {
      method: verbo,
      headers: { ...headers, ...(corpo ? { 'content-type': 'application/json' } : {}) },
      ...(corpo ? { body: JSON.stringify(corpo) } : {}),
    });
    const texto = await r.text();
    return { status: r.status, json: texto ? (JSON.parse(texto) as Record<string, unknown>) : {} };
  };
  const dados = async <T>(caminho: string) => {
    const r = await api('GET', caminho);
    if (r.status !== 200) throw new Error(`GET ${caminho}: ${r.status} ${JSON.stringify(r.json)}`);
    return r.json.data as T;
  };
  const progresso = () => dados<Progresso>(`/importacoes/${importacao}`);
  const daIntegracao = () => dados<Integracao>(`/usinas/${usinaDaFatura}/integracoes/${integracao}`);

  /** SIGKILL, then the same command on the same data. */
  async function derrubarEReiniciar() {
    await servidor.matar();
    servidor = await iniciarServidor(env, { esperaMs: 120_000 });
  }

  /** Raw SQL on the database the server left behind (PGlite only opens once the server stopped). */
  async function noBanco<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
    const database = await openDatabase(
      pgNome && databaseUrl
        ? { databaseUrl: withDatabase(databaseUrl, pgNome) }
        : { dataDir: join(dataDir, 'pglite') },
    );
    try {
      return await database.query<T>(consulta);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    growatt = await iniciarSimuladorGrowatt([contaGrowatt]);
    celesc = await iniciarSimuladorCelesc([contaCelesc]);
    portalLento = await portalControlado(growatt.url, PORTAL_ATRASO_MS);
    celescLenta = await portalControlado(celesc.url, PORTAL_ATRASO_MS);
    dataDir = mkdtempSync(join(tmpdir(), 'irradia-sigkill-'));
    env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_KEY: randomBytes(32).toString('base64'),
      GROWATT_URL: portalLento.url,
      CELESC_URL: celescLenta.url.replace(/\/$/, ''),
      IMPORT_HISTORY_MONTHS: '1',
      // A dead instance's job is claimed again soon after the restart.
      JOBS_LOCK_MS: '6000',
      JOBS_POLL_MS: '200',
      JOBS_BACKOFF_MS: '200',
      POLL_INTERVAL_MS: '3600000',
      PORTAL_CALLS_PER_MINUTE: '100000',
      // Redis keeps per-IP counts across runs on the same machine: not what is tested here.
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
    };
    if (banco === 'postgres' && databaseUrl) {
      pgNome = `irradia_sigkill_${randomBytes(4).toString('hex')}`;
      const modelo = inject('postgresTemplate');
      await adminQuery(databaseUrl, `CREATE DATABASE ${pgNome}${modelo ? ` TEMPLATE ${modelo}` : ''}`);
      env.DATABASE_URL = withDatabase(databaseUrl, pgNome);
      if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
    } else {
      // Start from the migrated template (initdb and the migrations are not what is tested here).
      const semente = await openDatabase({
        dataDir: join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      });
      await semente.close();
    }
    servidor = await iniciarServidor(env, { esperaMs: 120_000 });

    const cadastro = await api('POST', '/usuarios', {
      nome: 'Dona da Queda',
      email: `queda.${banco}.${Date.now()}@exemplo.com.br`,
      password: 'senha123',
      termos: true,
    });
    expect(cadastro.status).toBe(201);
    headers = { authorization: `Bearer ${(cadastro.json.auth as { token: string }).token}` };
    const empresa = await api('POST', '/empresas', { nome: 'Solar Resiliente', tipo: 'integrador' });
    expect(empresa.status).toBe(201);
    headers['x-company-id'] = (empresa.json.data as { uuid: string }).uuid;
  }, 240_000);

  afterAll(async () => {
    await encerrarServidores();
    await portalLento?.fechar();
    await celescLenta?.fechar();
    await growatt?.fechar();
    await celesc?.fechar();
    if (pgNome && databaseUrl)
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${pgNome} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('SIGKILL no meio das importações de usinas e de faturas e de uma rajada de cadastros: reabre, e cada cadastro confirmado está lá uma vez só', async () => {
    const conta = await api('POST', '/portais', {
      fabricante: 'growatt',
      login: contaGrowatt.login,
      senha: contaGrowatt.senha,
    });
    expect(conta.status).toBe(201);
    const r = await api('POST', '/importacoes', {
      conta: (conta.json.data as { uuid: string }).uuid,
      usinas: contaGrowatt.usinas.map((u) => u.id),
    });
    expect(r.status).toBe(202);
    importacao = (r.json.data as { uuid: string }).uuid;
    await ate('a primeira usina importada', progresso, (p) => p.concluidas >= 1);
    // The plant import is frozen here: its next portal call waits on the held portal.
    portalLento.segurar();

    // The invoice integration goes on the first imported plant.
    usinaDaFatura = (await dados<Array<{ uuid: string }>>('/usinas?limit=200'))[0]?.uuid ?? '';
    const c = await dados<Array<{ uuid: string }>>('/concessionarias?search=Celesc');
    const nova = await api('POST', `/usinas/${usinaDaFatura}/integracoes`, {
      concessionaria: c[0]?.uuid,
      login: contaCelesc.login,
      senha: contaCelesc.senha,
      importar_desde: `${mesesFaturas[0]}-01`,
    });
    expect(nova.status).toBe(202);
    integracao = (nova.json.data as Integracao).uuid;
    await ate('a primeira fatura importada', daIntegracao, (i) => i.faturas_importadas >= 1);
    celescLenta.segurar();
    const antes = await progresso();
    const faturasAntes = await daIntegracao();
    expect(antes.status).toBe('em_andamento');
    expect(antes.concluidas).toBeLessThan(N_USINAS);
    expect(faturasAntes.etapa).toBe('importando_faturas');
    expect(faturasAntes.faturas_importadas).toBeLessThan(N_FATURAS);

    // The burst: creates go out eight at a time to this server, and the kill lands at the moment
    // the RAJADA_QUEDA-th one is acknowledged (a 201): others are in flight, the rest never sent.
    const alvo = servidor.url;
    let respondidos = 0;
    let enviados = 0;
    let queda: Promise<void> | undefined;
    const faixa = async () => {
      while (!queda && enviados < N_RAJADA) {
        const nome = `Cliente da rajada ${String(enviados++).padStart(3, '0')}`;
        try {
          const res = await fetch(`${alvo}/api/clientes`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ nome, pessoa_fisica: true }),
          });
          const corpo = (await res.json()) as { data?: { uuid: string } };
          respondidos++;
          if (res.status === 201 && corpo.data) {
            confirmados.push({ uuid: corpo.data.uuid, nome });
            if (confirmados.length === RAJADA_QUEDA && !queda) queda = servidor.matar();
          }
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    await Promise.all(Array.from({ length: RAJADA_EM_VOO }, faixa));
    expect(queda).toBeDefined();
    await queda;
    // Answers the server wrote before it died may still be read: at most the ones in flight.
    expect(confirmados.length).toBeGreaterThanOrEqual(RAJADA_QUEDA);
    expect(respondidos).toBeLessThan(RAJADA_QUEDA + RAJADA_EM_VOO);
    servidor = await iniciarServidor(env, { esperaMs: 120_000 });
    // The portals answer again: the restarted server's jobs go on from where they stopped.
    portalLento.soltar();
    celescLenta.soltar();

    // Every acknowledged create is listed, with its uuid and name; no name twice.
    const lista = await dados<Array<{ uuid: string; nome: string }>>('/clientes?search=rajada&limit=200');
    const nomes = lista.map((l) => l.nome);
    expect(new Set(nomes).size).toBe(nomes.length);
    const listados = new Map(lista.map((l) => [l.uuid, l.nome]));
    expect(confirmados.filter((c) => listados.get(c.uuid) !== c.nome)).toEqual([]);
  }, 240_000);

  it('SIGKILL de novo enquanto o servidor reiniciado retoma as importações: reabre de novo', async () => {
    // Killed again once this instance has imported invoices of its own, with the utility held
    // so the import is still in the middle when the kill lands.
    const inicio = (await daIntegracao()).faturas_importadas;
    await ate(
      'faturas importadas antes da segunda queda',
      daIntegracao,
      (i) => i.faturas_importadas >= inicio + 2,
    );
    celescLenta.segurar();
    const antes = await daIntegracao();
    await derrubarEReiniciar();
    celescLenta.soltar();
    expect(antes.etapa).toBe('importando_faturas');
    expect(antes.faturas_importadas).toBeLessThan(N_FATURAS);
  }, 240_000);

  it('a importação de usinas conclui: cada usina uma vez, com seus inversores e o histórico diário sem buraco', async () => {
    expect(await ate('a importação concluída', progresso, (p) => p.status !== 'em_andamento')).toMatchObject({
      status: 'concluida',
      total: N_USINAS,
      concluidas: N_USINAS,
    });
    const usinas = await dados<Array<{ uuid: string; nome: string }>>('/usinas?limit=200');
    expect(usinas.map((u) => u.nome).sort()).toEqual(contaGrowatt.usinas.map((u) => u.nome));
    const dias = diasEsperados();
    for (const u of usinas) {
      const sim = contaGrowatt.usinas.find((s) => s.nome === u.nome);
      const det = await dados<{ inversores: Array<{ serial: string }> }>(`/usinas/${u.uuid}`);
      expect(det.inversores.map((i) => i.serial).sort()).toEqual(sim?.inversores.map((i) => i.sn));
      for (const [mes, esperados] of dias) {
        const g = await dados<{ pontos: Array<{ rotulo: string; energia_kwh: number }> }>(
          `/usinas/${u.uuid}/geracao?periodo=mensal&referencia=${mes}`,
        );
        expect(g.pontos.map((p) => p.rotulo)).toEqual(esperados);
        expect(g.pontos.map((p) => p.energia_kwh)).toEqual(
          esperados.map((iso) => Number(energiaDoDia(8, -27.6, iso, sim?.id ?? '').toFixed(1))),
        );
      }
    }
  }, 120_000);

  it('a importação de faturas conclui: cada mês exatamente uma vez, cada um com seu PDF', async () => {
    expect(
      await ate(
        'as faturas importadas',
        daIntegracao,
        (i) => i.etapa !== 'importando_faturas' && i.etapa !== 'autenticando',
      ),
    ).toMatchObject({
      etapa: 'concluida',
      status: 'online',
      faturas_importadas: N_FATURAS,
    });
    const faturas = await dados<Array<{ uuid: string; mes_referencia: string; tem_pdf: boolean }>>(
      `/faturas?usina=${usinaDaFatura}&limit=200`,
    );
    expect(faturas.map((f) => f.mes_referencia).sort()).toEqual(mesesFaturas);
    for (const f of faturas) {
      expect(f.tem_pdf).toBe(true);
      const pdf = await fetch(`${servidor.url}/api/faturas/${f.uuid}/pdf`, { headers });
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
  }, 120_000);

  it('no banco: as duas tarefas foram retomadas e concluíram; nada ficou duplicado', async () => {
    if (banco === 'pglite') expect((await servidor.parar()).code).toBe(0);
    const [r] = await noBanco<{
      tarefas: Array<{ tipo: string; status: string; tentativas: number; erro: string | null }>;
      usinas: number;
      ids: number;
      inversores: number;
      faturas: number;
      meses: number;
      clientes: number;
      nomes: number;
      confirmados: number;
    }>(sql`select
      (select json_agg(json_build_object('tipo', tipo, 'status', status, 'tentativas', tentativas, 'erro', erro) order by tipo)
         from tarefas where tipo in ('importacao', 'integracao_concessionaria')) as tarefas,
      (select count(*)::int from usinas) as usinas,
      (select count(distinct id_externo)::int from usinas) as ids,
      (select count(*)::int from inversores) as inversores,
      (select count(*)::int from faturas) as faturas,
      (select count(distinct (unidade_id, mes_referencia))::int from faturas) as meses,
      (select count(*)::int from clientes where nome like 'Cliente da rajada%') as clientes,
      (select count(distinct nome)::int from clientes where nome like 'Cliente da rajada%') as nomes,
      (select count(*)::int from clientes where uuid::text in (${sql.join(
        confirmados.map((c) => sql`${c.uuid}`),
        sql`, `,
      )})) as confirmados`);
    expect(r?.tarefas).toHaveLength(2);
    for (const t of r?.tarefas ?? []) {
      expect(t).toMatchObject({ status: 'concluida', erro: null });
      // Claimed before a kill and claimed again after it.
      expect(t.tentativas).toBeGreaterThanOrEqual(2);
    }
    expect(r).toMatchObject({
      usinas: N_USINAS,
      ids: N_USINAS,
      inversores: N_USINAS * 2,
      faturas: N_FATURAS,
      meses: N_FATURAS,
    });
    expect(r?.clientes).toBe(r?.nomes);
    expect(r?.confirmados).toBe(confirmados.length);
    expect(r?.clientes).toBeGreaterThanOrEqual(confirmados.length);
  }, 120_000);
}

describe('SIGKILL no PGlite (DATA_DIR)', () => {
  cenario('pglite');
});

describe.runIf(databaseUrl)('SIGKILL no PostgreSQL (DATABASE_URL)', () => {
  cenario('postgres');
});
