import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// The business widgets (issue 24) on hand-made rows: stock, catalogues, the month's purchase
// orders and the open service requests, each company seeing only its own figures.

const AGORA = new Date('2026-03-15T15:00:00Z'); // 12:00 in Brasília

let t: TestApp;
interface Lado {
  dono: Pessoa;
  empresa: { uuid: string };
  id: number;
}
let integ: Lado;
let dist: Lado;
let prest: Lado;
let alheia: Lado;

async function lado(nome: string, tipo: string): Promise<Lado> {
  const dono = await criarPessoa(t, nome);
  const empresa = await criarEmpresa(t, dono, { tipo });
  const [r] = await t.database.query<{ id: number }>(
    sql`select id from empresas where uuid = ${empresa.uuid}`,
  );
  if (!r) throw new Error('empresa missing');
  return { dono, empresa, id: r.id };
}

async function dados<T>(widget: string, l: Lado) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/${widget}`,
    headers: como(l.dono, l.empresa),
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: T }).data;
}

async function produto(
  l: Lado,
  p: {
    tipo: string;
    saldo?: number;
    custo?: number;
    minimo?: number | null;
    origem?: number | null;
    removido?: boolean;
  },
) {
  const [r] = await t.database.query<{ id: number }>(
    sql`insert into produtos (empresa_id, tipo, nome, custo_centavos, saldo, estoque_minimo, origem_produto_id, removido_em)
        values (${l.id}, ${p.tipo}, ${`${p.tipo} ${Math.random()}`}, ${p.custo ?? 0}, ${p.saldo ?? 0},
          ${p.minimo ?? null}, ${p.origem ?? null}, ${p.removido ? AGORA.toISOString() : null}::timestamptz)
        returning id`,
  );
  if (!r) throw new Error('produto missing');
  return r.id;
}

async function catalogo(
  l: Lado,
  c: { publicado: boolean; de?: string; ate?: string; removido?: boolean },
  produtos: number[],
) {
  const [r] = await t.database.query<{ id: number }>(
    sql`insert into catalogos (empresa_id, nome, valido_de, valido_ate, publicado_em, removido_em)
        values (${l.id}, 'Tabela', ${c.de ?? null}::date, ${c.ate ?? null}::date,
          ${c.publicado ? '2026-03-01T12:00:00Z' : null}::timestamptz, ${c.removido ? AGORA.toISOString() : null}::timestamptz)
        returning id`,
  );
  if (!r) throw new Error('catalogo missing');
  for (const [ordem, p] of produtos.entries())
    await t.database.query(
      sql`insert into catalogo_itens (catalogo_id, produto_id, preco_centavos, ordem) values (${r.id}, ${p}, 1000, ${ordem})`,
    );
}

let numero = 0;
const pedido = (
  comprador: Lado,
  fornecedor: Lado,
  status: string,
  reais: number,
  criado: string,
  tipo = 'compra',
) =>
  t.database.query(
    sql`insert into pedidos (empresa_id, numero, tipo, status, fornecedor_empresa_id, total_centavos, criado_em)
        values (${comprador.id}, ${++numero}, ${tipo}, ${status}, ${tipo === 'compra' ? fornecedor.id : null},
          ${reais * 100}, ${criado}::timestamptz)`,
  );

const atendimento = (prestador: Lado, solicitante: Lado | null, status: string) =>
  t.database.query(
    sql`insert into atendimentos (empresa_id, numero, solicitante_empresa_id, titulo, status)
        values (${prestador.id}, ${++numero}, ${solicitante?.id ?? null}, 'Limpeza', ${status})`,
  );

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => AGORA } });
  integ = await lado('Integradora', 'integrador');
  dist = await lado('Distribuidora', 'distribuidor');
  prest = await lado('Prestadora', 'prestador');
  alheia = await lado('Concorrente', 'integrador');

  // The distribuidor's products and catalogues.
  const [d1, d2, d3] = [
    await produto(dist, { tipo: 'inversor', saldo: 40, custo: 250_000 }),
    await produto(dist, { tipo: 'modulo', saldo: 500, custo: 60_000, minimo: 100 }),
    await produto(dist, { tipo: 'cabo', saldo: 0, custo: 500 }),
  ] as [number, number, number];
  await catalogo(dist, { publicado: true, ate: '2026-03-31' }, [d1, d2]); // valid
  await catalogo(dist, { publicado: true }, [d3]); // valid, open-ended
  await catalogo(dist, { publicado: true, ate: '2026-03-15' }, [d1]); // valid until today
  await catalogo(dist, { publicado: false }, [d1, d2, d3]); // draft
  await catalogo(dist, { publicado: true, ate: '2026-03-14' }, [d1]); // expired
  await catalogo(dist, { publicado: true, de: '2026-03-16' }, [d1]); // scheduled
  await catalogo(dist, { publicado: true, removido: true }, [d1]); // removed: not counted

  // The integrator's stock: two modules (one under its minimum, one fractional), a copied
  // inverter, a cable under its minimum with no stock, a kit, a removed product.
  await produto(integ, { tipo: 'modulo', saldo: 10, custo: 50_000, minimo: 20 });
  await produto(integ, { tipo: 'modulo', saldo: 1.5, custo: 1_000 });
  await produto(integ, { tipo: 'inversor', saldo: 2, custo: 300_000, minimo: 1, origem: d1 });
  await produto(integ, { tipo: 'cabo', saldo: 0, custo: 100, minimo: 5 });
  await produto(integ, { tipo: 'kit', custo: 900_000, origem: d2 });
  await produto(integ, { tipo: 'modulo', saldo: 100, custo: 1_000, minimo: 200, removido: true });
  await produto(alheia, { tipo: 'modulo', saldo: 999, custo: 99_900, minimo: 1000, origem: d2 });

  // Purchases: March in Brasília starts at 03:00 UTC on the 1st.
  await pedido(integ, dist, 'aguardando', 100, '2026-03-10T12:00:00Z');
  await pedido(integ, dist, 'aguardando', 10, '2026-03-01T03:30:00Z');
  await pedido(integ, dist, 'confirmado', 200, '2026-03-02T12:00:00Z');
  await pedido(integ, dist, 'enviado', 50, '2026-03-05T12:00:00Z');
  await pedido(integ, dist, 'entregue', 1000, '2026-03-06T12:00:00Z');
  await pedido(integ, dist, 'recusado', 30, '2026-03-07T12:00:00Z');
  await pedido(integ, dist, 'cancelado', 20, '2026-03-08T12:00:00Z');
  await pedido(integ, dist, 'aguardando', 7000, '2026-03-01T02:00:00Z'); // 23:00 on Feb 28 in Brasília
  await pedido(integ, dist, 'aguardando', 8000, '2026-04-01T03:00:00Z'); // April
  await pedido(integ, dist, 'aguardando', 9000, '2026-03-09T12:00:00Z', 'venda'); // a deal, not a purchase
  await pedido(alheia, dist, 'aguardando', 5000, '2026-03-11T12:00:00Z');

  // Service requests: the prestador does three open ones, the integrator one for the prestador.
  await atendimento(prest, integ, 'aberto');
  await atendimento(prest, integ, 'aceito');
  await atendimento(prest, alheia, 'em_andamento');
  await atendimento(prest, integ, 'concluido');
  await atendimento(prest, integ, 'recusado');
  await atendimento(prest, alheia, 'cancelado');
  await atendimento(integ, prest, 'em_andamento');
  await atendimento(integ, null, 'aberto');
});
afterAll(() => t.close());

const grupo = (pedidos: number, valor_rs: number) => ({ pedidos, valor_rs });

describe('/api/dashboard: estoques', () => {
  it('produtos com estoque, abaixo do mínimo e o valor a custo (sem kits nem removidos)', async () => {
    expect(await dados('estoques', integ)).toEqual({
      cadastrados: 4,
      com_estoque: 3,
      abaixo_do_minimo: 2,
      // 10 × R$ 500 + 1,5 × R$ 10 + 2 × R$ 3.000
      valor_custo_rs: 11_015,
      por_tipo: [
        { tipo: 'modulo', produtos: 2 },
        { tipo: 'inversor', produtos: 1 },
      ],
    });
  });

  it('o número abaixo do mínimo é o que a lista filtrada por abaixo_do_minimo=1 traz', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/produtos?abaixo_do_minimo=1',
      headers: como(integ.dono, integ.empresa),
    });
    expect((r.json() as { meta: { total: number } }).meta.total).toBe(2);
  });

  it('empresa sem produtos: tudo zero', async () => {
    expect(await dados('estoques', prest)).toEqual({
      cadastrados: 0,
      com_estoque: 0,
      abaixo_do_minimo: 0,
      valor_custo_rs: 0,
      por_tipo: [],
    });
  });
});

describe('/api/dashboard: catalogos', () => {
  it('distribuidor: catálogos no ar hoje e as linhas deles; os fora do ar à parte', async () => {
    expect(await dados('catalogos', dist)).toEqual({
      visao: 'distribuidor',
      publicados: 3,
      itens: 4,
      fora_do_ar: 3,
    });
  });

  it('integrador: os próprios produtos (kits incluídos) e as cópias de distribuidores', async () => {
    expect(await dados('catalogos', integ)).toEqual({ visao: 'comprador', produtos: 5, copias: 2 });
    expect(await dados('catalogos', prest)).toEqual({ visao: 'comprador', produtos: 0, copias: 0 });
  });
});

describe('/api/dashboard: pedidos', () => {
  it('comprador: os pedidos de compra do mês no horário de Brasília, por grupo de status', async () => {
    expect(await dados('pedidos', integ)).toEqual({
      mes: '2026-03',
      lados: [
        {
          papel: 'comprador',
          total: grupo(7, 1410),
          grupos: {
            aguardando: grupo(2, 110),
            em_andamento: grupo(2, 250),
            entregue: grupo(1, 1000),
            encerrado: grupo(2, 50),
          },
        },
      ],
    });
  });

  it('distribuidor: os pedidos que recebeu, de todos os compradores', async () => {
    expect(await dados('pedidos', dist)).toEqual({
      mes: '2026-03',
      lados: [
        {
          papel: 'fornecedor',
          total: grupo(8, 6410),
          grupos: {
            aguardando: grupo(3, 5110),
            em_andamento: grupo(2, 250),
            entregue: grupo(1, 1000),
            encerrado: grupo(2, 50),
          },
        },
      ],
    });
  });

  it('a outra empresa vê só os seus; sem pedidos, o lado dela zerado', async () => {
    const [alheios] = (await dados<{ lados: Array<{ total: unknown }> }>('pedidos', alheia)).lados;
    expect(alheios?.total).toEqual(grupo(1, 5000));
    expect(await dados('pedidos', prest)).toEqual({
      mes: '2026-03',
      lados: [
        {
          papel: 'comprador',
          total: grupo(0, 0),
          grupos: {
            aguardando: grupo(0, 0),
            em_andamento: grupo(0, 0),
            entregue: grupo(0, 0),
            encerrado: grupo(0, 0),
          },
        },
      ],
    });
  });
});

describe('/api/dashboard: atendimentos', () => {
  const aberto = (total: number, aberto: number, aceito: number, em_andamento: number) => ({
    total,
    por_status: { aberto, aceito, em_andamento },
  });

  it('prestador: os que faz e os que pediu, só os em aberto, por status', async () => {
    expect(await dados('atendimentos', prest)).toEqual({
      recebidos: aberto(3, 1, 1, 1),
      solicitados: aberto(1, 0, 0, 1),
    });
  });

  it('integrador: os que pediu e os que faz; a outra empresa só os dela', async () => {
    expect(await dados('atendimentos', integ)).toEqual({
      recebidos: aberto(2, 1, 0, 1),
      solicitados: aberto(2, 1, 1, 0),
    });
    expect(await dados('atendimentos', alheia)).toEqual({
      recebidos: aberto(0, 0, 0, 0),
      solicitados: aberto(1, 0, 0, 1),
    });
  });
});
