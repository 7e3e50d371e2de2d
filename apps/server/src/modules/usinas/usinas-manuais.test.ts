import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  type ContaSimulada,
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../../connectors/makers/growatt/simulator.ts';
import { criarFila } from '../../workers.ts';

// Plants without a portal (issue 19, decision 012): a plant created by hand with inverters typed
// in, and a later import from a portal account holding one of those serials.

const conta: ContaSimulada = {
  login: 'souza@portal.com.br',
  senha: 'Growatt@Souza',
  userId: 4242,
  usinas: [
    {
      id: '42421',
      nome: 'Plant 42421 (nome no portal)',
      latitude: -23.5,
      inversores: [
        { sn: 'SOU0000001', nome: 'MIN 5000TL-X', kwp: 5 },
        { sn: 'SOU0000002', nome: 'MIN 3000TL-X', kwp: 3 },
      ],
    },
    {
      id: '42422',
      nome: 'Galpão Portal',
      latitude: -23.6,
      inversores: [{ sn: 'GAL0000001', nome: 'MAX 50KTL3', kwp: 50 }],
    },
  ],
};

let sim: SimuladorGrowatt;
let t: TestApp;
let dona: Pessoa;
let empresa: { uuid: string };
let outraDona: Pessoa;
let outra: { uuid: string };
let cidade: string;
let cliente: string;
let clienteAlheio: string;
let usinaAlheia: string;

type Resposta = { statusCode: number; json(): unknown };
const api = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  quem: { p: Pessoa; e: { uuid: string } } = { p: dona, e: empresa },
) => t.app.inject({ method, url, headers: como(quem.p, quem.e), ...(payload ? { payload } : {}) });
const dados = <T = Record<string, unknown>>(r: Resposta) => (r.json() as { data: T }).data;
const erros = (r: Resposta) => (r.json() as { errors: Array<{ field: string; message: string }> }).errors;

const usinaEntrada = (extra: Record<string, unknown> = {}) => ({
  nome: 'Casa do Sr. Souza',
  cidade,
  potencia_kwp: '8,4',
  data_instalacao: '2025-03-10',
  ...extra,
});
const inversorEntrada = (extra: Record<string, unknown> = {}) => ({
  fabricante: 'growatt',
  modelo: 'MIN 5000TL-X',
  serial: 'sou 000 0001',
  capacidade_kwp: 5,
  ...extra,
});

beforeAll(async () => {
  sim = await iniciarSimuladorGrowatt([conta]);
  t = await createTestApp({ env: { GROWATT_URL: sim.url, IMPORT_HISTORY_MONTHS: '1' } });
  dona = await criarPessoa(t, 'Dona Manual');
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  outraDona = await criarPessoa(t, 'Outra Dona');
  outra = await criarEmpresa(t, outraDona, { tipo: 'integrador' });
  cidade = dados<{ uuid: string }>(await api('GET', '/api/cidades/3550308')).uuid;
  cliente = dados<{ uuid: string }>(await api('POST', '/api/clientes', { nome: 'Sr. Souza' })).uuid;
  const deOutra = { p: outraDona, e: outra };
  clienteAlheio = dados<{ uuid: string }>(
    await api('POST', '/api/clientes', { nome: 'Cliente Alheio' }, deOutra),
  ).uuid;
  usinaAlheia = dados<{ uuid: string }>(
    await api('POST', '/api/usinas', usinaEntrada({ nome: 'Usina Alheia' }), deOutra),
  ).uuid;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sim?.fechar();
});

describe('usina criada à mão', () => {
  it('cria com cidade, kWp com vírgula, cliente e etiquetas; responde como GET /api/usinas/:uuid', async () => {
    const r = await api(
      'POST',
      '/api/usinas',
      usinaEntrada({ nome: 'Sítio Primavera', cliente, tags: ['Zona Sul', 'Zona Sul', 'Técnico João'] }),
    );
    expect(r.statusCode).toBe(201);
    const u = dados<{ uuid: string } & Record<string, unknown>>(r);
    expect(u).toMatchObject({
      nome: 'Sítio Primavera',
      potencia_kwp: 8.4,
      data_instalacao: '2025-03-10',
      cidade: { uuid: cidade, nome: 'São Paulo', uf: 'SP' },
      cliente: { uuid: cliente, nome: 'Sr. Souza' },
      tags: ['Técnico João', 'Zona Sul'],
      fuso_horario: 'America/Sao_Paulo',
      // No inverters and no readings: what status.ts says of such a plant.
      status: 'inativo',
      status_motivo: 'Nenhum inversor na usina',
      ultima_leitura_em: null,
      inversores: [],
    });
    expect(dados(await api('GET', `/api/usinas/${u.uuid}`))).toEqual(u);
    const lista = (await api('GET', '/api/usinas?search=Primavera')).json() as {
      data: Array<{ uuid: string }>;
    };
    expect(lista.data.map((x) => x.uuid)).toEqual([u.uuid]);
  });

  it('campos em branco: 422 com as mensagens em português, campo a campo', async () => {
    const r = await api('POST', '/api/usinas', { tags: [''] });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'nome', message: 'Informe o nome' }),
        expect.objectContaining({ field: 'cidade', message: 'Escolha a cidade' }),
        expect.objectContaining({ field: 'potencia_kwp', message: 'Informe a potência em kWp' }),
        expect.objectContaining({ field: 'data_instalacao', message: 'Informe a data de instalação' }),
        expect.objectContaining({ field: 'tags.0', message: 'Etiqueta vazia' }),
      ]),
    );
  });

  it('data que não existe, potência zero e cidade inexistente são recusadas', async () => {
    const r = await api(
      'POST',
      '/api/usinas',
      usinaEntrada({ data_instalacao: '2025-02-31', potencia_kwp: 0 }),
    );
    expect(erros(r)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'data_instalacao', message: 'Informe uma data válida' }),
        expect.objectContaining({ field: 'potencia_kwp', message: 'Informe a potência em kWp' }),
      ]),
    );
    const semCidade = await api(
      'POST',
      '/api/usinas',
      usinaEntrada({ cidade: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(semCidade.statusCode).toBe(422);
    expect(erros(semCidade)).toEqual([{ field: 'cidade', rule: 'exists', message: 'Escolha a cidade' }]);
  });

  it('cliente de outra empresa: 422 em cliente, e nenhuma usina é criada', async () => {
    const antes = ((await api('GET', '/api/usinas')).json() as { meta: { total: number } }).meta.total;
    const r = await api('POST', '/api/usinas', usinaEntrada({ cliente: clienteAlheio }));
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([{ field: 'cliente', rule: 'exists', message: 'Escolha o cliente' }]);
    expect(((await api('GET', '/api/usinas')).json() as { meta: { total: number } }).meta.total).toBe(antes);
  });
});

describe('inversores digitados', () => {
  it('adiciona fabricante, modelo, série e kWp; a usina passa a esperar leituras', async () => {
    const u = dados<{ uuid: string }>(
      await api('POST', '/api/usinas', usinaEntrada({ nome: 'Casa Teste Inversor' })),
    );
    const r = await api(
      'POST',
      `/api/usinas/${u.uuid}/inversores`,
      inversorEntrada({ serial: 'tst-001', capacidade_kwp: '4,2' }),
    );
    expect(r.statusCode).toBe(201);
    const inv = dados<{ uuid: string }>(r);
    expect(inv).toMatchObject({
      nome: 'MIN 5000TL-X',
      serial: 'TST-001',
      capacidade_kwp: 4.2,
      fabricante: { codigo: 'growatt', nome: 'Growatt' },
      energia_hoje_kwh: null,
    });
    expect(dados<unknown[]>(await api('GET', `/api/usinas/${u.uuid}/inversores`))).toEqual([inv]);
    const det = dados<{ status: string; status_motivo: string; potencia_kwp: number; inversores: unknown[] }>(
      await api('GET', `/api/usinas/${u.uuid}`),
    );
    expect(det.inversores).toEqual([inv]);
    // The typed plant power stays: the inverters' AC power is not the modules' DC power.
    expect(det).toMatchObject({
      status: 'offline',
      status_motivo: 'Ainda sem dados do portal',
      potencia_kwp: 8.4,
    });
  });

  it('número de série repetido na empresa (com outra grafia ou outro fabricante): 422', async () => {
    const u = dados<{ uuid: string }>(
      await api('POST', '/api/usinas', usinaEntrada({ nome: 'Casa Série Repetida' })),
    );
    expect(
      (await api('POST', `/api/usinas/${u.uuid}/inversores`, inversorEntrada({ serial: 'REP-9' })))
        .statusCode,
    ).toBe(201);
    for (const repetido of [
      inversorEntrada({ serial: ' rep-9 ' }),
      inversorEntrada({ serial: 'REP-9', fabricante: 'solis' }),
    ]) {
      const r = await api('POST', `/api/usinas/${u.uuid}/inversores`, repetido);
      expect(r.statusCode).toBe(422);
      expect(erros(r)).toEqual([
        { field: 'serial', rule: 'unique', message: 'Já existe um inversor com este número de série' },
      ]);
    }
    // Another company may hold the same serial.
    const r = await api(
      'POST',
      `/api/usinas/${usinaAlheia}/inversores`,
      inversorEntrada({ serial: 'REP-9' }),
      {
        p: outraDona,
        e: outra,
      },
    );
    expect(r.statusCode).toBe(201);
  });

  it('campos em branco e fabricante desconhecido: mensagens em português', async () => {
    const u = dados<{ uuid: string }>(await api('POST', '/api/usinas', usinaEntrada({ nome: 'Casa Vazia' })));
    const r = await api('POST', `/api/usinas/${u.uuid}/inversores`, { serial: '   ' });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'fabricante', message: 'Selecione o fabricante do inversor' }),
        expect.objectContaining({ field: 'modelo', message: 'Informe o modelo' }),
        expect.objectContaining({ field: 'serial', message: 'Informe o número de série' }),
        expect.objectContaining({ field: 'capacidade_kwp', message: 'Informe a potência em kWp' }),
      ]),
    );
    const f = await api(
      'POST',
      `/api/usinas/${u.uuid}/inversores`,
      inversorEntrada({ fabricante: 'inexistente', serial: 'X-1' }),
    );
    expect(erros(f)).toEqual([
      { field: 'fabricante', rule: 'exists', message: 'Selecione o fabricante do inversor' },
    ]);
  });

  it('usina de outra empresa: 404, e nada muda nela', async () => {
    const post = await api(
      'POST',
      `/api/usinas/${usinaAlheia}/inversores`,
      inversorEntrada({ serial: 'INV-404' }),
    );
    expect(post.statusCode).toBe(404);
    expect((post.json() as { message: string }).message).toBe('Usina não encontrada');
    expect((await api('GET', `/api/usinas/${usinaAlheia}/inversores`)).statusCode).toBe(404);
    const delas = dados<Array<{ serial: string }>>(
      await api('GET', `/api/usinas/${usinaAlheia}/inversores`, undefined, { p: outraDona, e: outra }),
    );
    expect(delas.map((i) => i.serial)).toEqual(['REP-9']);
  });
});

describe('permissões', () => {
  it('funcionário sem usina:create nem inversor:create recebe 403', async () => {
    const setor = dados<{ uuid: string }>(await api('POST', '/api/setores', { nome: 'Campo' })).uuid;
    const cargo = dados<{ uuid: string }>(
      await api('POST', '/api/cargos', { nome: 'Leitor', setor, permissoes: ['usina:view'] }),
    ).uuid;
    const func = await criarPessoa(t, 'Funcionário Leitor');
    const f = dados<{ uuid: string }>(
      await api('POST', '/api/funcionarios', { nome: 'Funcionário Leitor', email: func.email, cargo }),
    ).uuid;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/funcionarios/${f}/aceitar`, headers: como(func) }))
        .statusCode,
    ).toBe(200);
    const u = dados<{ uuid: string }>(await api('POST', '/api/usinas', usinaEntrada({ nome: 'Casa 403' })));
    const comoFunc = { p: func, e: empresa };
    const criar = await api('POST', '/api/usinas', usinaEntrada(), comoFunc);
    expect(criar.statusCode).toBe(403);
    expect((criar.json() as { message: string }).message).toBe('Você não tem permissão para esta ação');
    expect(
      (await api('POST', `/api/usinas/${u.uuid}/inversores`, inversorEntrada({ serial: 'F-403' }), comoFunc))
        .statusCode,
    ).toBe(403);
    // Seeing plants is enough to list a plant's inverters.
    expect((await api('GET', `/api/usinas/${u.uuid}/inversores`, undefined, comoFunc)).statusCode).toBe(200);
  });

  it('empresa distribuidora não cria usinas (o catálogo não lhe dá usina:create)', async () => {
    const d = await criarPessoa(t, 'Distribuidora');
    const e = await criarEmpresa(t, d, { tipo: 'distribuidor' });
    expect((await api('POST', '/api/usinas', usinaEntrada(), { p: d, e })).statusCode).toBe(403);
  });
});

describe('importação depois, de uma conta com o mesmo número de série', () => {
  it('a usina do portal vira a usina feita à mão: mesmo inversor, sem usina nem inversor em dobro', async () => {
    const manual = dados<{ uuid: string }>(
      await api('POST', '/api/usinas', usinaEntrada({ nome: 'Casa do Sr. Souza', cliente, tags: ['Souza'] })),
    );
    const digitado = dados<{ uuid: string }>(
      await api('POST', `/api/usinas/${manual.uuid}/inversores`, inversorEntrada()),
    );
    const antes = ((await api('GET', '/api/usinas')).json() as { meta: { total: number } }).meta.total;

    const portal = dados<{ uuid: string }>(
      await api('POST', '/api/portais', { fabricante: 'growatt', login: conta.login, senha: conta.senha }),
    ).uuid;
    const imp = await api('POST', '/api/importacoes', { conta: portal, usinas: ['42421', '42422'] });
    expect(imp.statusCode).toBe(202);
    await criarFila(t.ctx).drenar();

    const lista = (await api('GET', '/api/usinas?limit=100')).json() as {
      data: Array<{ uuid: string; nome: string }>;
      meta: { total: number };
    };
    // Only the unmatched portal plant is new.
    expect(lista.meta.total).toBe(antes + 1);
    expect(lista.data.map((u) => u.nome)).toContain('Galpão Portal');
    expect(lista.data.map((u) => u.nome)).not.toContain('Plant 42421 (nome no portal)');

    const det = dados<{
      nome: string;
      status: string;
      ultima_leitura_em: string | null;
      cidade: { uuid: string };
      cliente: { uuid: string };
      tags: string[];
      geracao_diaria: unknown[];
      inversores: Array<{ uuid: string; serial: string; energia_total_kwh: number | null }>;
    }>(await api('GET', `/api/usinas/${manual.uuid}`));
    // What the user typed stays; the portal brings inverters, status, readings and history.
    expect(det).toMatchObject({
      nome: 'Casa do Sr. Souza',
      cidade: { uuid: cidade },
      cliente: { uuid: cliente },
    });
    expect(det.tags).toEqual(['Souza']);
    expect(det.inversores.map((i) => i.serial).sort()).toEqual(['SOU0000001', 'SOU0000002']);
    expect(det.inversores.find((i) => i.serial === 'SOU0000001')?.uuid).toBe(digitado.uuid);
    expect(det.inversores.every((i) => i.energia_total_kwh !== null)).toBe(true);
    expect(det.ultima_leitura_em).not.toBeNull();
    expect(det.status).not.toBe('inativo');
    expect(det.geracao_diaria.length).toBeGreaterThan(0);

    // Importing again refreshes the same plant and inverters.
    await api('POST', '/api/importacoes', { conta: portal, usinas: ['42421', '42422'] });
    await criarFila(t.ctx).drenar();
    expect(((await api('GET', '/api/usinas')).json() as { meta: { total: number } }).meta.total).toBe(
      antes + 1,
    );
    const again = dados<{ nome: string; inversores: unknown[] }>(
      await api('GET', `/api/usinas/${manual.uuid}`),
    );
    expect(again.nome).toBe('Casa do Sr. Souza');
    expect(again.inversores).toHaveLength(2);

    // The serial now belongs to the portal's inverter: typing it again is refused.
    const outraCasa = dados<{ uuid: string }>(
      await api('POST', '/api/usinas', usinaEntrada({ nome: 'Casa Nova' })),
    );
    const rep = await api(
      'POST',
      `/api/usinas/${outraCasa.uuid}/inversores`,
      inversorEntrada({ serial: 'SOU0000002' }),
    );
    expect(rep.statusCode).toBe(422);
  });
});
