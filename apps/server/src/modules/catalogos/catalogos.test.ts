import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduloDeTeste } from '../../../test/catalogo-de-teste.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// A distribuidor's own catalogues: only distributors keep them, each sees only its own, and the
// situation (draft, published, scheduled, expired) follows São Paulo's calendar day.

let agora = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let dono: Pessoa;
let distribuidor: { uuid: string };
let outroDono: Pessoa;
let outro: { uuid: string };
let integradorDono: Pessoa;
let integrador: { uuid: string };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  dono = await criarPessoa(t, 'Dono Distribuidora');
  distribuidor = await criarEmpresa(t, dono, { nome: 'Distribuidora Sol', tipo: 'distribuidor' });
  outroDono = await criarPessoa(t, 'Dono Concorrente');
  outro = await criarEmpresa(t, outroDono, { nome: 'Concorrente Solar', tipo: 'distribuidor' });
  integradorDono = await criarPessoa(t, 'Dono Integrador');
  integrador = await criarEmpresa(t, integradorDono, { nome: 'Integra Sol', tipo: 'integrador' });
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem = dono, emp = distribuidor) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const criarProduto = async (corpo: Record<string, unknown>, quem = dono, emp = distribuidor) => {
  const res = await api('POST', '/api/produtos', corpo, quem, emp);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return uuidDe(res);
};
const criarCatalogo = async (corpo: Record<string, unknown> = {}) => {
  const res = await api('POST', '/api/catalogos', { nome: 'Tabela março', ...corpo });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return uuidDe(res);
};

describe('quem mantém catálogos', () => {
  it('uma empresa que não é distribuidora recebe 403 com o motivo', async () => {
    for (const [method, url, corpo] of [
      ['GET', '/api/catalogos', undefined],
      ['POST', '/api/catalogos', { nome: 'Tabela' }],
    ] as const) {
      const res = await api(method, url, corpo, integradorDono, integrador);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Só distribuidores publicam catálogos.' });
    }
  });
});

describe('catálogos do distribuidor', () => {
  let modulo: string;
  let inversor: string;

  beforeAll(async () => {
    modulo = await criarProduto(moduloDeTeste({ custo_rs: 600, sku: 'MOD-575' }));
    inversor = await criarProduto({
      tipo: 'inversor',
      nome: 'Inversor 5 kW',
      custo_rs: 4000,
      especificacoes: { potencia_kw: 5 },
    });
  });

  it('cria um rascunho com validade e pedido mínimo; a data final antes da inicial é recusada', async () => {
    const ruim = await api('POST', '/api/catalogos', {
      nome: 'Tabela',
      valido_de: '2026-03-10',
      valido_ate: '2026-03-01',
    });
    expect(ruim.statusCode).toBe(422);
    expect(erros(ruim)).toEqual([
      expect.objectContaining({
        field: 'valido_ate',
        message: 'A data final deve ser igual ou posterior à inicial',
      }),
    ]);
    const semNome = await api('POST', '/api/catalogos', { nome: ' ', valido_de: '2026-02-30' });
    expect(erros(semNome).map((e) => [e.field, e.message])).toEqual([
      ['nome', 'Informe o nome do catálogo'],
      ['valido_de', 'Informe uma data válida'],
    ]);

    const res = await api('POST', '/api/catalogos', {
      nome: 'Tabela março',
      descricao: 'Preços à vista',
      valido_de: '2026-03-01',
      valido_ate: '2026-03-31',
      pedido_minimo_rs: '1.500,00',
    });
    expect(res.statusCode).toBe(201);
    expect(dados(res)).toEqual({
      uuid: expect.any(String),
      nome: 'Tabela março',
      descricao: 'Preços à vista',
      valido_de: '2026-03-01',
      valido_ate: '2026-03-31',
      pedido_minimo_rs: 1500,
      publicado_em: null,
      situacao: 'rascunho',
      itens: 0,
      removido_em: null,
      criado_em: agora.toISOString(),
    });
  });

  it('itens: substitui a lista com os próprios produtos e mostra custo e margem ao dono', async () => {
    const cat = await criarCatalogo();
    const put = await api('PUT', `/api/catalogos/${cat}/itens`, {
      itens: [
        { produto: modulo, preco_rs: '750,00' },
        { produto: inversor, preco_rs: 5000 },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(dados(put)).toEqual([
      {
        uuid: expect.any(String),
        produto: {
          uuid: modulo,
          tipo: 'modulo',
          nome: 'Módulo Tiger Neo 575 W',
          modelo: 'JKM575N-72HL4',
          fabricante: 'Jinko',
          sku: 'MOD-575',
          unidade: 'un',
          custo_rs: 600,
          saldo: 0,
          removido: false,
        },
        preco_rs: 750,
        margem_rs: 150,
        margem_pct: 20,
      },
      expect.objectContaining({ preco_rs: 5000, margem_rs: 1000, margem_pct: 20 }),
    ]);
    const [linhaModulo] = dados<Array<{ uuid: string }>>(put);

    // Order changes, the line kept keeps its uuid (buyers' copies and orders point at it).
    const de_novo = await api('PUT', `/api/catalogos/${cat}/itens`, {
      itens: [
        { produto: inversor, preco_rs: 0 },
        { produto: modulo, preco_rs: 800 },
      ],
    });
    const linhas = dados<Array<{ uuid: string; preco_rs: number; margem_pct: number | null }>>(de_novo);
    expect(linhas.map((l) => [l.preco_rs, l.margem_pct])).toEqual([
      [0, null],
      [800, 25],
    ]);
    expect(linhas[1]?.uuid).toBe(linhaModulo?.uuid);
    expect(dados(await api('GET', `/api/catalogos/${cat}`))).toMatchObject({ itens: 2 });
    expect(dados(await api('GET', `/api/catalogos/${cat}/itens`))).toEqual(
      linhas.map((l) => expect.objectContaining(l)),
    );
  });

  it('itens: produto de outra empresa, repetido ou inexistente é recusado campo a campo', async () => {
    const cat = await criarCatalogo();
    const alheio = await criarProduto({ tipo: 'outro', nome: 'Do concorrente' }, outroDono, outro);
    const res = await api('PUT', `/api/catalogos/${cat}/itens`, {
      itens: [
        { produto: modulo, preco_rs: 1 },
        { produto: alheio, preco_rs: 1 },
        { produto: modulo, preco_rs: 2 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual([
      { field: 'itens.1.produto', rule: 'exists', message: 'Selecione um produto do catálogo' },
      { field: 'itens.2.produto', rule: 'unique', message: 'Este produto já está no catálogo' },
    ]);
    expect(dados(await api('GET', `/api/catalogos/${cat}/itens`))).toEqual([]);
  });

  it('publicar: vazio não publica; com itens fica publicado, e despublicar volta a rascunho', async () => {
    const cat = await criarCatalogo();
    const vazio = await api('POST', `/api/catalogos/${cat}/publicar`);
    expect(vazio.statusCode).toBe(422);
    expect(erros(vazio)[0]?.message).toBe('Adicione ao menos um item antes de publicar o catálogo');
    await api('PUT', `/api/catalogos/${cat}/itens`, { itens: [{ produto: modulo, preco_rs: 700 }] });
    const pub = await api('POST', `/api/catalogos/${cat}/publicar`);
    expect(pub.statusCode).toBe(200);
    expect(dados(pub)).toMatchObject({ situacao: 'publicado', publicado_em: agora.toISOString() });
    const des = await api('POST', `/api/catalogos/${cat}/despublicar`);
    expect(dados(des)).toMatchObject({ situacao: 'rascunho', publicado_em: null });
  });

  it('a situação segue o dia de São Paulo: agendado, publicado no último dia inteiro, expirado depois', async () => {
    const cat = await criarCatalogo({ valido_de: '2026-03-11', valido_ate: '2026-03-12' });
    await api('PUT', `/api/catalogos/${cat}/itens`, { itens: [{ produto: modulo, preco_rs: 700 }] });
    await api('POST', `/api/catalogos/${cat}/publicar`);
    const ver = async (instante: string) => {
      agora = new Date(instante);
      return (dados(await api('GET', `/api/catalogos/${cat}`)) as { situacao: string }).situacao;
    };
    try {
      // 23:59 of 10/03 in São Paulo is already 11/03 in UTC.
      expect(await ver('2026-03-11T02:59:00Z')).toBe('agendado');
      expect(await ver('2026-03-11T03:00:00Z')).toBe('publicado');
      expect(await ver('2026-03-13T02:59:59Z')).toBe('publicado');
      expect(await ver('2026-03-13T03:00:00Z')).toBe('expirado');
    } finally {
      agora = new Date('2026-03-10T15:00:00Z');
    }
  });

  it('editar o cabeçalho, remover para a lista de removidos e restaurar', async () => {
    const cat = await criarCatalogo({ nome: 'Tabela antiga' });
    const ed = await api('PATCH', `/api/catalogos/${cat}`, {
      nome: 'Tabela nova',
      valido_ate: '2026-04-30',
      pedido_minimo_rs: 200,
    });
    expect(ed.statusCode).toBe(200);
    expect(dados(ed)).toMatchObject({
      nome: 'Tabela nova',
      valido_de: null,
      valido_ate: '2026-04-30',
      pedido_minimo_rs: 200,
    });

    const rem = await api('DELETE', `/api/catalogos/${cat}`);
    expect(dados(rem)).toMatchObject({ removido_em: agora.toISOString() });
    const ativos = dados<Array<{ uuid: string }>>(await api('GET', '/api/catalogos'));
    const removidos = dados<Array<{ uuid: string }>>(await api('GET', '/api/catalogos?removidos=1'));
    expect(ativos.map((c) => c.uuid)).not.toContain(cat);
    expect(removidos.map((c) => c.uuid)).toContain(cat);
    const publicar = await api('POST', `/api/catalogos/${cat}/publicar`);
    expect(erros(publicar)[0]?.message).toBe('Restaure o catálogo antes de publicá-lo');

    const res = await api('POST', `/api/catalogos/${cat}/restaurar`);
    expect(dados(res)).toMatchObject({ removido_em: null });
    const busca = await api('GET', '/api/catalogos?search=nova');
    expect(busca.json()).toMatchObject({ data: [{ uuid: cat }], meta: { total: 1, current_page: 1 } });
  });

  it('o catálogo de outro distribuidor é 404 em toda rota e não muda', async () => {
    const cat = await criarCatalogo({ nome: 'Tabela sigilosa' });
    await api('PUT', `/api/catalogos/${cat}/itens`, { itens: [{ produto: modulo, preco_rs: 700 }] });
    const antes = (await api('GET', `/api/catalogos/${cat}/itens`)).body;
    const tentativas: Array<[Metodo, string, unknown?]> = [
      ['GET', `/api/catalogos/${cat}`],
      ['PATCH', `/api/catalogos/${cat}`, { nome: 'Invadido' }],
      ['DELETE', `/api/catalogos/${cat}`],
      ['POST', `/api/catalogos/${cat}/restaurar`],
      ['POST', `/api/catalogos/${cat}/publicar`],
      ['POST', `/api/catalogos/${cat}/despublicar`],
      ['GET', `/api/catalogos/${cat}/itens`],
      ['PUT', `/api/catalogos/${cat}/itens`, { itens: [] }],
    ];
    for (const [method, url, corpo] of tentativas) {
      const res = await api(method, url, corpo, outroDono, outro);
      expect([method, url, res.statusCode, res.json()]).toEqual([
        method,
        url,
        404,
        { message: 'Registro não encontrado' },
      ]);
    }
    const lista = (await api('GET', '/api/catalogos', undefined, outroDono, outro)).body;
    expect(lista).not.toContain(cat);
    expect(dados(await api('GET', `/api/catalogos/${cat}`))).toMatchObject({
      nome: 'Tabela sigilosa',
      situacao: 'rascunho',
    });
    expect((await api('GET', `/api/catalogos/${cat}/itens`)).body).toBe(antes);
  });
});
