import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduloDeTeste } from '../../../test/catalogo-de-teste.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, uuidDe } from '../../../test/respostas.ts';

// What buyers see of distributors: those with a catalogue published and valid today, and those
// catalogues' lines — never a cost, a balance number or a product's internal id.

const INICIO = new Date('2026-03-10T15:00:00Z');
let agora = INICIO;
let t: TestApp;
let dono: Pessoa;
let distribuidor: { uuid: string; nome: string };
let rivalDono: Pessoa;
let rival: { uuid: string; nome: string };
let compradorDono: Pessoa;
let comprador: { uuid: string };

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (
  method: Metodo,
  url: string,
  payload?: unknown,
  quem = dono,
  emp: { uuid: string } = distribuidor,
) => t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoComprador = (url: string) => api('GET', url, undefined, compradorDono, comprador);
const ok = async (
  method: Metodo,
  url: string,
  payload?: unknown,
  quem = dono,
  emp: { uuid: string } = distribuidor,
) => {
  const res = await api(method, url, payload, quem, emp);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
};

/** A catalogue with these lines, published unless `rascunho`. */
async function catalogo(
  nome: string,
  itens: Array<{ produto: string; preco_rs: number }>,
  extra: Record<string, unknown> = {},
  quem = dono,
  emp: { uuid: string } = distribuidor,
  rascunho = false,
) {
  const uuid = uuidDe(await ok('POST', '/api/catalogos', { nome, ...extra }, quem, emp));
  await ok('PUT', `/api/catalogos/${uuid}/itens`, { itens }, quem, emp);
  if (!rascunho) await ok('POST', `/api/catalogos/${uuid}/publicar`, undefined, quem, emp);
  return uuid;
}

/** Every key anywhere in a JSON value. */
function chaves(v: unknown, acc = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) chaves(x, acc);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      acc.add(k);
      chaves(x, acc);
    }
  return acc;
}

/** Every number anywhere in a JSON value. */
const numeros = (v: unknown): number[] =>
  typeof v === 'number' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(numeros) : [];

let modulo: string;
let inversor: string;
let kit: string;
let publicado: string;
let rascunho: string;
let expirado: string;
let agendado: string;
let removido: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  dono = await criarPessoa(t, 'Dono Distribuidora');
  distribuidor = await criarEmpresa(t, dono, {
    nome: 'Distribuidora Sol',
    tipo: 'distribuidor',
    cidade: 'Campinas',
    uf: 'SP',
  });
  rivalDono = await criarPessoa(t, 'Dono Rival');
  rival = await criarEmpresa(t, rivalDono, { nome: 'Atacado Rival', tipo: 'distribuidor' });
  compradorDono = await criarPessoa(t, 'Dono Integrador');
  comprador = await criarEmpresa(t, compradorDono, { nome: 'Integra Sol', tipo: 'integrador' });

  modulo = uuidDe(await ok('POST', '/api/produtos', moduloDeTeste({ custo_rs: 612.34, sku: 'MOD-575' })));
  inversor = uuidDe(
    await ok('POST', '/api/produtos', {
      tipo: 'inversor',
      nome: 'Inversor 5 kW',
      fabricante: 'Growatt',
      custo_rs: 4321.09,
      especificacoes: { potencia_kw: 5 },
    }),
  );
  kit = uuidDe(await ok('POST', '/api/produtos', { tipo: 'kit', nome: 'Kit 5,75 kWp' }));
  await ok('PUT', `/api/produtos/${kit}/componentes`, {
    itens: [
      { produto: modulo, quantidade: 10 },
      { produto: inversor, quantidade: 1 },
    ],
  });
  await ok('POST', '/api/estoque/movimentos', {
    produto: modulo,
    tipo: 'entrada',
    quantidade: 37,
    motivo: 'Compra',
  });

  publicado = await catalogo('Tabela março', [
    { produto: modulo, preco_rs: 750 },
    { produto: inversor, preco_rs: 5000 },
    { produto: kit, preco_rs: 12500 },
  ]);
  rascunho = await catalogo(
    'Tabela em preparo',
    [{ produto: modulo, preco_rs: 1 }],
    {},
    dono,
    distribuidor,
    true,
  );
  expirado = await catalogo('Tabela fevereiro', [{ produto: modulo, preco_rs: 2 }], {
    valido_de: '2026-02-01',
    valido_ate: '2026-02-28',
  });
  agendado = await catalogo('Tabela abril', [{ produto: modulo, preco_rs: 3 }], { valido_de: '2026-04-01' });
  removido = await catalogo('Tabela removida', [{ produto: modulo, preco_rs: 4 }]);
  await ok('DELETE', `/api/catalogos/${removido}`);
  // The rival publishes nothing visible: only a draft.
  const dele = uuidDe(
    await ok('POST', '/api/produtos', { tipo: 'outro', nome: 'Do rival' }, rivalDono, rival),
  );
  await catalogo('Rascunho do rival', [{ produto: dele, preco_rs: 9 }], {}, rivalDono, rival, true);
});
afterAll(() => t.close());

describe('diretório de distribuidores', () => {
  it('o comprador vê os distribuidores com catálogo publicado e válido hoje', async () => {
    const res = await comoComprador('/api/distribuidores');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          uuid: distribuidor.uuid,
          nome: 'Distribuidora Sol',
          cidade: 'Campinas',
          uf: 'SP',
          logo_url: null,
          catalogos: 1,
        },
      ],
      meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 },
    });
    expect(dados(await comoComprador('/api/distribuidores?search=rival'))).toEqual([]);
    expect(dados(await comoComprador(`/api/distribuidores/${distribuidor.uuid}`))).toMatchObject({
      nome: 'Distribuidora Sol',
      catalogos: 1,
    });
    // The rival has only a draft: not in the directory, and its page is a 404.
    const r = await comoComprador(`/api/distribuidores/${rival.uuid}`);
    expect([r.statusCode, r.json()]).toEqual([404, { message: 'Registro não encontrado' }]);
    expect((await comoComprador(`/api/distribuidores/${rival.uuid}/catalogos`)).statusCode).toBe(404);
    expect((await comoComprador(`/api/distribuidores/${comprador.uuid}`)).statusCode).toBe(404);
  });

  it('um distribuidor vê só a si mesmo (prévia), nunca o concorrente', async () => {
    const proprio = await api('GET', '/api/distribuidores', undefined, rivalDono, rival);
    expect(dados<Array<{ uuid: string; catalogos: number }>>(proprio)).toEqual([
      expect.objectContaining({ uuid: rival.uuid, catalogos: 0 }),
    ]);
    const alheio = await api(
      'GET',
      `/api/distribuidores/${distribuidor.uuid}/catalogos`,
      undefined,
      rivalDono,
      rival,
    );
    expect(alheio.statusCode).toBe(404);
    const previa = await api('GET', `/api/distribuidores/${distribuidor.uuid}/catalogos`);
    expect(dados<Array<{ uuid: string }>>(previa).map((c) => c.uuid)).toEqual([publicado]);
  });
});

describe('catálogos publicados', () => {
  it('só o publicado e válido hoje aparece, com todos os itens e sem custo nem saldo', async () => {
    const res = await comoComprador(`/api/distribuidores/${distribuidor.uuid}/catalogos`);
    expect(res.statusCode).toBe(200);
    const data = dados<Array<Record<string, unknown>>>(res);
    expect(data.map((c) => c.uuid)).toEqual([publicado]);
    for (const oculto of [rascunho, expirado, agendado, removido]) expect(res.body).not.toContain(oculto);
    expect(data[0]).toEqual({
      uuid: publicado,
      nome: 'Tabela março',
      descricao: null,
      valido_de: null,
      valido_ate: null,
      pedido_minimo_rs: 0,
      publicado_em: INICIO.toISOString(),
      distribuidor: { uuid: distribuidor.uuid, nome: 'Distribuidora Sol' },
      itens: [
        {
          uuid: expect.any(String),
          produto: {
            tipo: 'modulo',
            nome: 'Módulo Tiger Neo 575 W',
            modelo: 'JKM575N-72HL4',
            fabricante: 'Jinko',
            sku: 'MOD-575',
            unidade: 'un',
            descricao: null,
            especificacoes: {
              potencia_wp: 575,
              tecnologia: 'TOPCon',
              eficiencia_pct: 22.3,
              garantia_anos: 12,
            },
            imagem_url: null,
            kit: null,
          },
          preco_rs: 750,
          disponivel: true,
          copiado: null,
        },
        expect.objectContaining({ preco_rs: 5000, disponivel: false, copiado: null }),
        expect.objectContaining({
          produto: expect.objectContaining({
            tipo: 'kit',
            kit: {
              potencia_kwp: 5.75,
              componentes: [
                {
                  nome: 'Módulo Tiger Neo 575 W',
                  tipo: 'modulo',
                  modelo: 'JKM575N-72HL4',
                  fabricante: 'Jinko',
                  quantidade: 10,
                  unidade: 'un',
                },
                {
                  nome: 'Inversor 5 kW',
                  tipo: 'inversor',
                  modelo: null,
                  fabricante: 'Growatt',
                  quantidade: 1,
                  unidade: 'un',
                },
              ],
            },
          }),
          preco_rs: 12500,
          // The inverter has no stock: no whole kit.
          disponivel: false,
        }),
      ],
    });
    // No cost, balance, sale price or product id anywhere; not even their numbers.
    const ks = chaves(res.json());
    for (const k of [
      'custo_rs',
      'saldo',
      'preco_venda_rs',
      'margem_rs',
      'margem_pct',
      'estoque_minimo',
      'removido_em',
    ])
      expect(ks.has(k), k).toBe(false);
    for (const segredo of [modulo, inversor, kit, '612.34', '4321.09'])
      expect(res.body).not.toContain(segredo);
    expect(numeros(res.json())).not.toContain(37);
  });

  it('um produto removido sai do catálogo publicado; despublicar tira o catálogo da vista', async () => {
    const extra = uuidDe(await ok('POST', '/api/produtos', { tipo: 'outro', nome: 'Conector MC4' }));
    const cat = await catalogo('Tabela acessórios', [
      { produto: extra, preco_rs: 10 },
      { produto: modulo, preco_rs: 700 },
    ]);
    await ok('DELETE', `/api/produtos/${extra}`);
    const lista = dados<Array<{ uuid: string; itens: Array<{ produto: { nome: string } }> }>>(
      await comoComprador(`/api/distribuidores/${distribuidor.uuid}/catalogos`),
    );
    expect(lista.find((c) => c.uuid === cat)?.itens.map((i) => i.produto.nome)).toEqual([
      'Módulo Tiger Neo 575 W',
    ]);
    await ok('POST', `/api/catalogos/${cat}/despublicar`);
    const depois = dados<Array<{ uuid: string }>>(
      await comoComprador(`/api/distribuidores/${distribuidor.uuid}/catalogos`),
    );
    expect(depois.map((c) => c.uuid)).toEqual([publicado]);
  });

  it('validade: o último dia vale inteiro em São Paulo, e o primeiro desde a meia-noite de lá', async () => {
    const ultimo = await catalogo('Tabela relâmpago', [{ produto: modulo, preco_rs: 5 }], {
      valido_de: '2026-03-11',
      valido_ate: '2026-03-11',
    });
    const visiveis = async (instante: string) => {
      agora = new Date(instante);
      const res = await comoComprador(`/api/distribuidores/${distribuidor.uuid}/catalogos`);
      return dados<Array<{ uuid: string }>>(res).some((c) => c.uuid === ultimo);
    };
    try {
      expect(await visiveis('2026-03-11T02:59:59Z')).toBe(false);
      expect(await visiveis('2026-03-11T03:00:00Z')).toBe(true);
      expect(await visiveis('2026-03-12T02:59:59Z')).toBe(true);
      expect(await visiveis('2026-03-12T03:00:00Z')).toBe(false);
    } finally {
      agora = INICIO;
    }
  });

  it('sem sessão, 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/distribuidores' });
    expect(res.statusCode).toBe(401);
  });
});
