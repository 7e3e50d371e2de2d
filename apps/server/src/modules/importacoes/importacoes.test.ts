import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { MENSAGEM_TOKEN_CHINT } from '../../connectors/makers/chintpower/client.ts';
import {
  type ContaSimulada,
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../../connectors/makers/growatt/simulator.ts';
import { criarFila } from '../../workers.ts';

// Import end to end through the API, against the Growatt simulator: portal account (the login is
// checked), the portal's plant list, the background job with its progress on importacoes/<uuid>,
// the resulting plants, inverters and daily history, re-running without duplicates, and a job
// left behind by a crashed server resumed by the next one.

const conta: ContaSimulada = {
  login: 'integrador@solar.com.br',
  senha: 'Growatt@1',
  userId: 777,
  usinas: [
    {
      id: '1001',
      nome: 'Residência Lima',
      latitude: -23.5,
      inversores: [{ sn: 'LIM0000001', nome: 'Inversor Lima', kwp: 6 }],
    },
    {
      id: '1002',
      nome: 'Mercado Central',
      latitude: -8.05,
      inversores: Array.from({ length: 25 }, (_, i) => ({
        sn: `MER${String(i).padStart(7, '0')}`,
        nome: `Mercado ${i + 1}`,
        kwp: 8,
        ...(i === 0 ? { lost: true } : {}),
      })),
    },
  ],
};

let sim: SimuladorGrowatt;
// Instances sharing a database share APP_KEY (portal passwords are encrypted with it).
const APP_KEY = randomBytes(32).toString('base64');
let env: Record<string, string>;
let t: TestApp;
let dona: Pessoa;
let empresa: { uuid: string };
const eventos: Array<{ channel: string; payload: Record<string, unknown> }> = [];

beforeAll(async () => {
  sim = await iniciarSimuladorGrowatt([conta]);
  env = { GROWATT_URL: sim.url, IMPORT_HISTORY_MONTHS: '1', APP_KEY };
  t = await createTestApp({
    env: { ...env, JOBS_BACKOFF_MS: '10' },
  });
  dona = await criarPessoa(t, 'Dona Integradora');
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: Record<string, unknown> };
    if (e.t === 'broadcast') eventos.push({ channel: e.channel, payload: e.payload });
  });
});
afterAll(async () => {
  await t.close();
  await sim.fechar();
});

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(dona, empresa), ...(payload ? { payload } : {}) });

async function contaPortal() {
  const r = await api('POST', '/api/portais', {
    fabricante: 'growatt',
    login: conta.login,
    senha: conta.senha,
  });
  return (r.json() as { data: { uuid: string } }).data.uuid;
}

describe('contas de portal', () => {
  it('login ou senha errados: 422 com a mensagem do spec, e nada é guardado', async () => {
    const r = await api('POST', '/api/portais', {
      fabricante: 'growatt',
      login: conta.login,
      senha: 'errada',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      errors: [{ field: 'senha', rule: 'credenciais', message: 'Login ou senha do portal incorretos' }],
    });
    expect((await api('GET', '/api/portais')).json()).toEqual({ data: [] });
  });

  it('campos vazios: as mensagens do spec §5', async () => {
    const r = await api('POST', '/api/portais', {});
    const erros = (r.json() as { errors: Array<{ field: string; message: string }> }).errors;
    expect(erros).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'fabricante', message: 'Selecione o fabricante do inversor' }),
        expect.objectContaining({ field: 'login', message: 'Informe o login do portal' }),
        expect.objectContaining({ field: 'senha', message: 'Informe a senha do portal' }),
      ]),
    );
  });

  it('conta certa: 201 sem senha na resposta; a senha fica cifrada; lista as usinas do portal', async () => {
    const r = await api('POST', '/api/portais', {
      fabricante: 'growatt',
      login: conta.login,
      senha: conta.senha,
    });
    expect(r.statusCode).toBe(201);
    expect(r.body).not.toContain(conta.senha);
    const [linha] = await t.database.query<{ senha_cifrada: string }>(
      sql`select senha_cifrada from contas_portal`,
    );
    expect(linha?.senha_cifrada).not.toContain(conta.senha);
    expect(t.ctx.secrets.decifrar(linha?.senha_cifrada ?? '')).toBe(conta.senha);
    const uuid = (r.json() as { data: { uuid: string } }).data.uuid;
    const usinas = (await api('GET', `/api/portais/${uuid}/usinas`)).json() as {
      data: Array<{ id: string; nome: string }>;
    };
    expect(usinas.data.map((u) => u.nome)).toEqual(['Residência Lima', 'Mercado Central']);
  });

  it('Sungrow sem SUNGROW_RSA_PUBLIC_KEY: importável, com a chave publicada do app web', async () => {
    const r = (await api('GET', '/api/fabricantes')).json() as {
      data: Array<{ codigo: string; importacao_disponivel: boolean }>;
    };
    expect(r.data.find((f) => f.codigo === 'sungrow')?.importacao_disponivel).toBe(true);
  });
});

describe('importação em segundo plano', () => {
  it('nenhuma usina escolhida: a mensagem do spec', async () => {
    const r = await api('POST', '/api/importacoes', { conta: await contaPortal(), usinas: [] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      errors: [{ field: 'usinas', message: 'Selecione ao menos uma usina para importar' }],
    });
  });

  it('importa com progresso, cria usinas, inversores e histórico, notifica; repetir não duplica', async () => {
    const contaUuid = await contaPortal();
    const r = await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001', '1002'] });
    expect(r.statusCode).toBe(202);
    const imp = (r.json() as { data: { uuid: string; status: string; total: number } }).data;
    expect(imp).toMatchObject({ status: 'pendente', total: 2 });

    expect(await criarFila(t.ctx).drenar()).toBe(1);

    const canal = `importacoes/${imp.uuid}`;
    const doCanal = eventos.filter((e) => e.channel === canal).map((e) => e.payload);
    expect(doCanal[0]).toMatchObject({ status: 'em_andamento', concluidas: 0 });
    expect(doCanal.map((p) => p.concluidas)).toContain(1);
    expect(doCanal.at(-1)).toMatchObject({ status: 'concluida', concluidas: 2, total: 2 });
    expect(
      eventos.some((e) => e.channel === `empresas/${empresa.uuid}` && e.payload.status === 'concluida'),
    ).toBe(true);
    expect((await api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'concluida' },
    });

    const lista = (await api('GET', '/api/usinas')).json() as {
      data: Array<{ uuid: string; nome: string; status: string; potencia_kwp: number }>;
      meta: { total: number; status: Record<string, number>; potencia_kwp: number };
    };
    expect(lista.data.map((u) => [u.nome, u.status, u.potencia_kwp])).toEqual([
      ['Mercado Central', 'aviso', 200],
      ['Residência Lima', 'online', 6],
    ]);
    expect(lista.meta).toMatchObject({ total: 2, potencia_kwp: 206, status: { online: 1, aviso: 1 } });

    const mercado = lista.data[0];
    const det = (await api('GET', `/api/usinas/${mercado?.uuid}`)).json() as {
      data: { inversores: Array<{ status: string }>; geracao_diaria: Array<{ energia_kwh: number }> };
    };
    expect(det.data.inversores).toHaveLength(25);
    // Generation start: the plant's first day with energy, for inverters the portal did not date.
    const [inicio] = await t.database.query<{ inicio: string | null; primeiro: string }>(
      sql`select min(i.inicio_geracao)::text as inicio, (select min(data)::text from geracao_diaria g join usinas u on u.id = g.usina_id where u.nome = 'Mercado Central' and g.energia_kwh > 0) as primeiro
          from inversores i join usinas u on u.id = i.usina_id where u.nome = 'Mercado Central'`,
    );
    expect(inicio?.inicio).toBe(inicio?.primeiro);
    expect(det.data.inversores.filter((i) => i.status === 'offline')).toHaveLength(1);
    expect(det.data.geracao_diaria.length).toBeGreaterThan(0);
    expect(det.data.geracao_diaria.every((d) => d.energia_kwh >= 0)).toBe(true);

    const notif = (await api('GET', '/api/notificacoes')).json() as { data: Array<{ titulo: string }> };
    expect(notif.data[0]?.titulo).toBe('Importação concluída: 2 usina(s) do Growatt');

    // Same plants again: refreshed, not duplicated.
    await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1002', '1001'] });
    await criarFila(t.ctx).drenar();
    const [contagem] = await t.database.query<{ usinas: number; inversores: number }>(
      sql`select (select count(*)::int from usinas) as usinas, (select count(*)::int from inversores) as inversores`,
    );
    expect(contagem).toEqual({ usinas: 2, inversores: 26 });
  });

  it('um servidor que caiu no meio da importação: o próximo retoma depois da última usina concluída', async () => {
    const contaUuid = await contaPortal();
    await t.database.query(sql`delete from usinas`);
    const r = await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001', '1002'] });
    const imp = (r.json() as { data: { uuid: string } }).data;
    // What a killed process leaves: the job claimed with its lock, the first plant done.
    await criarFila(t.ctx)
      .drenar()
      .catch(() => {});
    await t.database.query(
      sql`update importacoes set status = 'em_andamento', concluidas = '{1001}' where uuid = ${imp.uuid}`,
    );
    await t.database.query(sql`delete from usinas where id_externo = '1002'`);
    await t.database.query(
      sql`update tarefas set status = 'executando', concluida_em = null, bloqueada_ate = now() + interval '1 hour' where dados->>'importacao' = (select id::text from importacoes where uuid = ${imp.uuid})`,
    );

    // Another instance on the same database: the lock has not expired, so it waits…
    const outra = await createTestApp({
      database: t.database,
      env,
    });
    expect(await criarFila(outra.ctx).drenar()).toBe(0);
    // …and once it expires, resumes after the finished plant.
    await t.database.query(
      sql`update tarefas set bloqueada_ate = now() - interval '1 second' where status = 'executando'`,
    );
    const antes = sim.pedidos.length;
    expect(await criarFila(outra.ctx).drenar()).toBe(1);
    const novos = sim.pedidos.slice(antes);
    expect(novos.some((p) => p.includes('plantId=1002'))).toBe(true);
    expect(novos.some((p) => p.includes('plantId=1001'))).toBe(false);
    expect((await api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'concluida', concluidas: 2 },
    });
    const [n] = await t.database.query<{ n: number }>(sql`select count(*)::int as n from usinas`);
    expect(n?.n).toBe(2);
    await outra.close();
  });

  it('senha trocada no portal depois: a importação falha de vez, com aviso, sem novas tentativas', async () => {
    const contaUuid = await contaPortal();
    const r = await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001'] });
    const imp = (r.json() as { data: { uuid: string } }).data;
    const original = conta.senha;
    conta.senha = 'trocada';
    sim.expirarSessoes();
    try {
      await criarFila(t.ctx).drenar();
    } finally {
      conta.senha = original;
    }
    expect((await api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'falhou', mensagem: 'Login ou senha do portal incorretos' },
    });
    const [tarefa] = await t.database.query<{ status: string; tentativas: number }>(
      sql`select status, tentativas from tarefas order by id desc limit 1`,
    );
    expect(tarefa).toEqual({ status: 'falhou', tentativas: 1 });
    const notif = (await api('GET', '/api/notificacoes')).json() as { data: Array<{ titulo: string }> };
    expect(notif.data[0]?.titulo).toBe('A importação de usinas falhou');
  });

  it('outra empresa não vê as usinas nem a importação (404)', async () => {
    const outra = await criarEmpresa(t, dona, { tipo: 'integrador' });
    const [u] = await t.database.query<{ uuid: string }>(sql`select uuid from usinas limit 1`);
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/usinas/${u?.uuid}`,
      headers: como(dona, outra),
    });
    expect(r.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/usinas', headers: como(dona, outra) })).json(),
    ).toMatchObject({
      meta: { total: 0 },
    });
  });
});

describe('transferência de inversor', () => {
  it('muda de usina com o número de série, recalcula a potência das duas; destino inválido é recusado', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string; potencia_kwp: number }> };
    const lista = ((await api('GET', '/api/usinas')).json() as Lista).data;
    const mercado = lista.find((u) => u.nome === 'Mercado Central');
    const lima = lista.find((u) => u.nome === 'Residência Lima');
    const det = (await api('GET', `/api/usinas/${mercado?.uuid}`)).json() as {
      data: { inversores: Array<{ uuid: string; serial: string }> };
    };
    const inv = det.data.inversores[5];
    const r = await api('POST', `/api/inversores/${inv?.uuid}/transferir`, { usina: lima?.uuid });
    expect(r.statusCode).toBe(200);
    const destino = (r.json() as { data: { potencia_kwp: number; inversores: Array<{ serial: string }> } })
      .data;
    expect(destino.potencia_kwp).toBe(14);
    expect(destino.inversores.map((i) => i.serial)).toContain(inv?.serial);
    const depois = ((await api('GET', '/api/usinas')).json() as Lista).data;
    expect(depois.find((u) => u.nome === 'Mercado Central')?.potencia_kwp).toBe(192);

    const mesma = await api('POST', `/api/inversores/${inv?.uuid}/transferir`, { usina: lima?.uuid });
    expect(mesma.json()).toMatchObject({
      errors: [{ field: 'usina', message: 'O inversor já está nesta usina' }],
    });
    const alheia = await api('POST', `/api/inversores/${inv?.uuid}/transferir`, {
      usina: crypto.randomUUID(),
    });
    expect(alheia.json()).toMatchObject({
      errors: [{ field: 'usina', message: 'Escolha a usina de destino' }],
    });
  });
});

describe('edição da usina', () => {
  it('nome, cidade (para a expectativa de geração) e data de instalação; valores inválidos dão 422', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const lima = ((await api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const cidades = (await api('GET', '/api/cidades?search=recife&uf=PE')).json() as {
      data: Array<{ uuid: string }>;
    };
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(dona, empresa),
      payload: {
        nome: 'Residência Lima',
        cidade: cidades.data[0]?.uuid,
        data_instalacao: '2023-04-15',
        potencia_kwp: '',
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      data: { data_instalacao: '2023-04-15', cidade: { nome: 'Recife', uf: 'PE' }, potencia_kwp: 14 },
    });
    // The rest of spec §3: customer, address, consumption, investment; average and yield derived.
    const cliente = (await api('POST', '/api/clientes', { nome: 'Família Lima' })).json() as {
      data: { uuid: string };
    };
    const completo = await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(dona, empresa),
      payload: {
        nome: 'Residência Lima',
        cidade: cidades.data[0]?.uuid,
        data_instalacao: '2023-04-15',
        cliente: cliente.data.uuid,
        cep: '50030-230',
        logradouro: 'Rua da Aurora',
        numero: '100',
        bairro: 'Boa Vista',
        consumo_medio_kwh: '450',
        investimento: '32000',
      },
    });
    const d = (completo.json() as { data: Record<string, unknown> }).data;
    expect(d).toMatchObject({
      cliente: { nome: 'Família Lima' },
      endereco: { cep: '50030230', logradouro: 'Rua da Aurora', numero: '100', bairro: 'Boa Vista' },
      consumo_medio_kwh: 450,
      investimento: 32000,
      creditos_kwh: null,
    });
    expect(d.geracao_media_kwh).toBeGreaterThan(0);
    // Month, year and the month's performance against Recife's irradiation.
    expect(d.energia_mes_kwh).toBeGreaterThan(0);
    expect(d.energia_ano_kwh as number).toBeGreaterThanOrEqual(d.energia_mes_kwh as number);
    expect(d.esperado_mes_kwh).toBeGreaterThan(0);
    expect(d.desempenho_mes_pct).toBeCloseTo(
      ((d.energia_mes_kwh as number) / (d.esperado_mes_kwh as number)) * 100,
      0,
    );
    expect(d.rendimento_kwh_kwp).toBeGreaterThan(0);
    const alheio = await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(dona, empresa),
      payload: { nome: 'Residência Lima', cidade: cidades.data[0]?.uuid, cliente: crypto.randomUUID() },
    });
    expect(alheio.json()).toMatchObject({ errors: [{ field: 'cliente', message: 'Escolha o cliente' }] });

    const ruim = await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(dona, empresa),
      payload: { nome: '', cidade: crypto.randomUUID(), data_instalacao: '15/04/2023' },
    });
    expect(ruim.statusCode).toBe(422);
    expect((ruim.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field).sort()).toEqual([
      'data_instalacao',
      'nome',
    ]);
  });

  it('a cidade dá também o fuso da usina: em Cuiabá o dia da usina é o de Cuiabá', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const lima = ((await api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const editar = async (ibge: string) => {
      const cidade = (await api('GET', `/api/cidades/${ibge}`)).json() as { data: { uuid: string } };
      const r = await t.app.inject({
        method: 'PATCH',
        url: `/api/usinas/${lima?.uuid}`,
        headers: como(dona, empresa),
        payload: { nome: 'Residência Lima', cidade: cidade.data.uuid },
      });
      expect(r.statusCode).toBe(200);
      return (r.json() as { data: { fuso_horario: string } }).data.fuso_horario;
    };
    expect(await editar('5103403')).toBe('America/Porto_Velho');
    expect(await editar('2611606')).toBe('America/Sao_Paulo');
  });
});

describe('etiquetas', () => {
  it('agrupam usinas para filtrar a lista; a lista de etiquetas conta as usinas', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string; tags: string[] }> };
    const lima = ((await api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(dona, empresa),
      payload: { nome: 'Residência Lima', tags: ['Zona Sul', 'Técnico João', 'Zona Sul'] },
    });
    expect((r.json() as { data: { tags: string[] } }).data.tags).toEqual(['Técnico João', 'Zona Sul']);
    const filtrada = (
      await api('GET', `/api/usinas?tag=${encodeURIComponent('Zona Sul')}`)
    ).json() as Lista & {
      meta: { total: number };
    };
    expect(filtrada.data.map((u) => [u.nome, u.tags])).toEqual([
      ['Residência Lima', ['Técnico João', 'Zona Sul']],
    ]);
    expect(filtrada.meta.total).toBe(1);
    expect((await api('GET', '/api/usinas/tags')).json()).toEqual({
      data: [
        { tag: 'Técnico João', usinas: 1 },
        { tag: 'Zona Sul', usinas: 1 },
      ],
    });
  });
});

describe('usinas restritas a funcionários', () => {
  it('um técnico vê as usinas livres e as suas; a dona vê todas; funcionário de fora é recusado', async () => {
    // A technician with usina:view, hired and accepted through the API.
    const setor = (await api('POST', '/api/setores', { nome: 'Campo' })).json() as { data: { uuid: string } };
    const cargo = (
      await api('POST', '/api/cargos', {
        nome: 'Técnico',
        setor: setor.data.uuid,
        permissoes: ['usina:view', 'usina:show'],
      })
    ).json() as { data: { uuid: string } };
    const tecnico = await criarPessoa(t, 'Técnico');
    const contratado = (
      await api('POST', '/api/funcionarios', {
        nome: 'Técnico',
        email: tecnico.email,
        cargo: cargo.data.uuid,
      })
    ).json() as { data: { uuid: string } };
    await t.app.inject({
      method: 'POST',
      url: `/api/funcionarios/${contratado.data.uuid}/aceitar`,
      headers: como(tecnico),
    });
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const todas = ((await api('GET', '/api/usinas')).json() as Lista).data;
    const lima = todas.find((u) => u.nome === 'Residência Lima');
    const mercado = todas.find((u) => u.nome === 'Mercado Central');
    // Mercado goes to the partner only (an unknown employee is refused).
    const restringir = await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(dona, empresa),
      payload: { nome: 'Mercado Central', responsaveis: [crypto.randomUUID()] },
    });
    expect(restringir.json()).toMatchObject({
      errors: [{ field: 'responsaveis', message: 'Escolha funcionários ativos da empresa' }],
    });
    const funcs = (await api('GET', '/api/funcionarios')).json() as {
      data: Array<{ uuid: string; nome: string }>;
    };
    const socia = funcs.data.find((f) => f.nome !== 'Técnico');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(dona, empresa),
      payload: { nome: 'Mercado Central', responsaveis: [socia?.uuid] },
    });
    const doTecnico = (
      (
        await t.app.inject({ method: 'GET', url: '/api/usinas', headers: como(tecnico, empresa) })
      ).json() as Lista
    ).data;
    expect(doTecnico.map((u) => u.nome)).toEqual(['Residência Lima']);
    const negado = await t.app.inject({
      method: 'GET',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(tecnico, empresa),
    });
    expect(negado.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/usinas/${lima?.uuid}`,
          headers: como(tecnico, empresa),
        })
      ).statusCode,
    ).toBe(200);
    // The partner still sees both; clearing the restriction frees the plant.
    expect(((await api('GET', '/api/usinas')).json() as Lista).data).toHaveLength(2);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(dona, empresa),
      payload: { nome: 'Mercado Central', responsaveis: [] },
    });
    const depois = (
      (
        await t.app.inject({ method: 'GET', url: '/api/usinas', headers: como(tecnico, empresa) })
      ).json() as Lista
    ).data;
    expect(depois).toHaveLength(2);
  });
});

describe('séries de geração e relatório', () => {
  it('dias do mês, meses do ano e anos vêm do consolidado diário; o relatório anual baixa como PDF', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const lima = ((await api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const [diario] = await t.database.query<{ n: number; soma: number }>(
      sql`select count(*)::int as n, sum(energia_kwh)::float as soma from geracao_diaria g join usinas u on u.id = g.usina_id where u.nome = 'Residência Lima'`,
    );
    const mes = new Date().toISOString().slice(0, 7);
    const mensal = (
      await api('GET', `/api/usinas/${lima?.uuid}/geracao?periodo=mensal&referencia=${mes}`)
    ).json() as {
      data: { pontos: Array<{ rotulo: string; energia_kwh: number }> };
    };
    expect(mensal.data.pontos.length).toBeGreaterThan(0);
    expect(mensal.data.pontos.every((p) => p.rotulo.startsWith(mes))).toBe(true);
    const rt = await api('GET', `/api/usinas/${lima?.uuid}/geracao?periodo=total`);
    if (rt.statusCode !== 200) throw new Error(rt.body);
    const total = rt.json() as {
      data: { pontos: Array<{ rotulo: string; energia_kwh: number }> };
    };
    expect(total.data.pontos.reduce((a, p) => a + p.energia_kwh, 0)).toBeCloseTo(diario?.soma ?? 0, 3);

    const ano = mes.slice(0, 4);
    const r = await api('GET', `/api/usinas/${lima?.uuid}/relatorio?ano=${ano}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-residencia-lima-${ano}.pdf"`,
    );
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(r.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Relatório ${ano} — Residência Lima`);
  });

  it('CO2 evitado e árvores com os fatores configurados', async () => {
    const { beneficios } = await import('../usinas/relatorio.ts');
    expect(beneficios(t.ctx, 1000)).toEqual({ co2_kg: 38.5, arvores: 1 });
    expect(beneficios(t.ctx, 100_000).arvores).toBe(64);
  });
});

/**
 * A fresh app (its own database) with an integrator, to import from another maker's simulator
 * through the same API: connect a portal account, import chosen plants, read the plant list.
 */
async function outroFabricante(env: Record<string, string>) {
  const app = await createTestApp({ env: { ...env, IMPORT_HISTORY_MONTHS: '0' } });
  const p = await criarPessoa(app);
  const e = await criarEmpresa(app, p, { tipo: 'integrador' });
  const chamar = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.app.inject({ method, url, headers: como(p, e), ...(payload ? { payload } : {}) });
  return {
    app,
    chamar,
    async conectar(fabricante: string, login: string, senha: string) {
      const c = await chamar('POST', '/api/portais', { fabricante, login, senha });
      return (c.json() as { data: { uuid: string } }).data.uuid;
    },
    async importar(conta: string, usinas: string[]) {
      await chamar('POST', '/api/importacoes', { conta, usinas });
      await criarFila(app.ctx).drenar();
      return (
        (await chamar('GET', '/api/usinas')).json() as {
          data: Array<{ nome: string; potencia_kwp: number; status: string }>;
        }
      ).data;
    },
  };
}

describe('Sungrow pela mesma API', () => {
  it('com a chave pública do simulador (URL-safe), a conta Sungrow é conferida e suas usinas importadas', async () => {
    const { iniciarSimuladorSungrow } = await import('../../connectors/makers/sungrow/simulator.ts');
    const sg = await iniciarSimuladorSungrow([
      {
        login: 'sg@solar.com.br',
        senha: 'sg-senha',
        userId: '9',
        usinas: [
          {
            id: 42,
            nome: 'Usina Sungrow',
            latitude: -12.97,
            dispositivos: [{ sn: 'SG0001', nome: 'SG10RT', kwp: 10 }],
          },
        ],
      },
    ]);
    // The key as web apps publish it: the bare base64 body, in the URL-safe alphabet.
    const corpo = sg.chavePublica
      .replace(/-----[^-]+-----/g, '')
      .replace(/\s+/g, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const o = await outroFabricante({ SUNGROW_URL: sg.url, SUNGROW_RSA_PUBLIC_KEY: corpo });
    try {
      const fab = (await o.chamar('GET', '/api/fabricantes')).json() as {
        data: Array<{ codigo: string; importacao_disponivel: boolean }>;
      };
      expect(fab.data.find((f) => f.codigo === 'sungrow')?.importacao_disponivel).toBe(true);
      const errada = await o.chamar('POST', '/api/portais', {
        fabricante: 'sungrow',
        login: 'sg@solar.com.br',
        senha: 'x',
      });
      expect(errada.statusCode).toBe(422);
      const conta = await o.conectar('sungrow', 'sg@solar.com.br', 'sg-senha');
      expect(await o.importar(conta, ['42'])).toEqual([
        expect.objectContaining({ nome: 'Usina Sungrow', potencia_kwp: 10, status: 'online' }),
      ]);
    } finally {
      await o.app.close();
      await sg.fechar();
    }
  });
});

describe('os dez fabricantes pela mesma API (as contas da demo)', () => {
  it('cada conta é conferida (errada: 422 do spec) e as usinas de cada fabricante são importadas', async () => {
    const { PORTAIS_DE_TESTE } = await import('../../connectors/makers/registro.ts');
    const { envDoSimulador, usinasDemo } = await import('../../connectors/makers/demo.ts');
    const sims: Array<{ fechar(): Promise<void> }> = [];
    const env: Record<string, string> = {};
    for (const [i, p] of PORTAIS_DE_TESTE.entries()) {
      const sim = await p.iniciar([{ credenciais: p.credenciais(0), usinas: usinasDemo(p.fabricante, i) }]);
      sims.push(sim);
      Object.assign(env, envDoSimulador(p.fabricante, sim));
    }
    const o = await outroFabricante(env);
    try {
      const fab = (await o.chamar('GET', '/api/fabricantes')).json() as {
        data: Array<{ codigo: string; importacao_disponivel: boolean }>;
      };
      expect(fab.data.filter((f) => f.importacao_disponivel)).toHaveLength(10);
      const esperadas: string[] = [];
      for (const [i, p] of PORTAIS_DE_TESTE.entries()) {
        const c = p.credenciais(0);
        const errada = await o.chamar('POST', '/api/portais', { fabricante: p.fabricante, ...p.erradas(c) });
        expect(errada.statusCode, p.fabricante).toBe(422);
        expect(errada.json(), p.fabricante).toMatchObject({
          errors: [
            {
              field: 'senha',
              message:
                // Chint Power has no password: the user pastes the browser's session token.
                p.fabricante === 'chintpower' ? MENSAGEM_TOKEN_CHINT : 'Login ou senha do portal incorretos',
            },
          ],
        });
        const conta = await o.chamar('POST', '/api/portais', { fabricante: p.fabricante, ...c });
        expect(conta.statusCode, p.fabricante).toBe(201);
        // No secret comes back: not the password, nor any extra key.
        for (const segredo of [c.senha, ...Object.values(c.chaves ?? {})])
          expect(conta.body, p.fabricante).not.toContain(segredo);
        const uuid = (conta.json() as { data: { uuid: string } }).data.uuid;
        const demo = usinasDemo(p.fabricante, i);
        const noPortal = (await o.chamar('GET', `/api/portais/${uuid}/usinas`)).json() as {
          data: Array<{ id: string }>;
        };
        expect(noPortal.data.map((u) => u.id).sort(), p.fabricante).toEqual(demo.map((u) => u.id).sort());
        await o.chamar('POST', '/api/importacoes', { conta: uuid, usinas: demo.map((u) => u.id) });
        esperadas.push(...demo.map((u) => u.nome));
      }
      await criarFila(o.app.ctx).drenar();
      const usinas = (await o.chamar('GET', '/api/usinas?limit=100')).json() as {
        data: Array<{ nome: string; potencia_kwp: number }>;
      };
      expect(usinas.data.map((u) => u.nome).sort()).toEqual(esperadas.sort());
      // 8 kWp and 4 × 15 kWp in every maker's demo account.
      expect(new Set(usinas.data.map((u) => u.potencia_kwp))).toEqual(new Set([8, 60]));
    } finally {
      await o.app.close();
      for (const sim of sims) await sim.fechar();
    }
  });

  it('um campo extra do fabricante faltando: 422 pedindo exatamente esse campo, nada guardado', async () => {
    const o = await outroFabricante({});
    try {
      const r = await o.chamar('POST', '/api/portais', {
        fabricante: 'livoltek',
        login: 'secuid-1',
        senha: 'chave-1',
        chaves: { userToken: '  ' },
      });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({
        errors: [{ field: 'chaves.userToken', message: 'Informe User Token da Livoltek' }],
      });
      const solarman = await o.chamar('POST', '/api/portais', {
        fabricante: 'solarman',
        login: 'a@b.com',
        senha: 'x',
      });
      expect((solarman.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual([
        'chaves.appId',
        'chaves.appSecret',
      ]);
      expect((await o.chamar('GET', '/api/portais')).json()).toEqual({ data: [] });
    } finally {
      await o.app.close();
    }
  });
});
