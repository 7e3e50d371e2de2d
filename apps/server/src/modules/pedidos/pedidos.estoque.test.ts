import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, uuidDe } from '../../../test/respostas.ts';

// The stock an order moves (decision 027): the supplier's pieces leave when it confirms (a kit by
// its components), a balance that does not cover it refuses the confirmation and moves nothing,
// the minimum's crossing notifies the supplier, and receipt enters the buyer's copies.

let t: TestApp;
let diana: Pessoa;
let ana: Pessoa;
let dist: { uuid: string; nome: string };
let integ: { uuid: string; nome: string };
let modulo: string;
let catalogo: string;
let linhaModulo: string;
let linhaKit: string;

type Metodo = 'GET' | 'POST' | 'PUT';
const api = (quem: Pessoa, emp: { uuid: string }, method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoAna = (method: Metodo, url: string, payload?: unknown) => api(ana, integ, method, url, payload);
const comoDiana = (method: Metodo, url: string, payload?: unknown) => api(diana, dist, method, url, payload);

const saldo = async (quem: Pessoa, emp: { uuid: string }, produto: string) =>
  dados<{ saldo: number }>(await api(quem, emp, 'GET', `/api/produtos/${produto}`)).saldo;
const pedir = async (itens: Array<{ item: string; quantidade: number }>) => {
  const r = await comoAna('POST', '/api/pedidos', { tipo: 'compra', catalogo, itens });
  if (r.statusCode !== 201) throw new Error(`pedido: ${r.statusCode} ${r.body}`);
  return dados<{ uuid: string; numero: number }>(r);
};
const avisosDeEstoque = async (quem: Pessoa) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(quem) })).json() as {
      data: Array<{ tipo: string; titulo: string; mensagem: string | null }>;
    }
  ).data.filter((n) => n.tipo === 'estoque_minimo');

beforeAll(async () => {
  t = await createTestApp();
  diana = await criarPessoa(t, 'Diana Distribuidora');
  dist = await criarEmpresa(t, diana, { tipo: 'distribuidor', nome: 'Distribuidora Sol Forte' });
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
  modulo = uuidDe(
    await comoDiana('POST', '/api/produtos', {
      tipo: 'modulo',
      nome: 'Módulo 575 W',
      custo_rs: 500,
      estoque_minimo: 10,
      especificacoes: { potencia_wp: 575 },
    }),
  );
  await comoDiana('POST', '/api/estoque/movimentos', {
    produto: modulo,
    tipo: 'entrada',
    quantidade: 20,
    motivo: 'Compra da fábrica',
  });
  const kit = uuidDe(await comoDiana('POST', '/api/produtos', { tipo: 'kit', nome: 'Kit 4,6 kWp' }));
  await comoDiana('PUT', `/api/produtos/${kit}/componentes`, { itens: [{ produto: modulo, quantidade: 8 }] });
  catalogo = uuidDe(await comoDiana('POST', '/api/catalogos', { nome: 'Tabela de julho' }));
  const linhas = dados<Array<{ uuid: string; produto: { uuid: string } }>>(
    await comoDiana('PUT', `/api/catalogos/${catalogo}/itens`, {
      itens: [
        { produto: modulo, preco_rs: 790 },
        { produto: kit, preco_rs: 7500 },
      ],
    }),
  );
  linhaModulo = linhas.find((l) => l.produto.uuid === modulo)?.uuid ?? '';
  linhaKit = linhas.find((l) => l.produto.uuid !== modulo)?.uuid ?? '';
  await comoDiana('POST', `/api/catalogos/${catalogo}/publicar`);
});
afterAll(() => t.close());

describe('estoque dos pedidos', () => {
  it('confirmar tira do estoque do fornecedor (o kit pelos componentes) e avisa o mínimo; receber entra nas cópias do comprador', async () => {
    // Ana copies the kit (its module comes along as a product of hers) before ordering.
    const copia = await comoAna('POST', '/api/produtos/copiar', { item: linhaKit });
    expect(copia.statusCode).toBe(201);
    const p = await pedir([
      { item: linhaKit, quantidade: 1 },
      { item: linhaModulo, quantidade: 4 },
    ]);

    const r = await comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`, {});
    expect(r.statusCode).toBe(200);
    // 20 − 8 (the kit's modules) − 4 = 8, below the minimum of 10.
    expect(await saldo(diana, dist, modulo)).toBe(8);
    const movimentos = dados<
      Array<{ tipo: string; quantidade: number; motivo: string; saldo_posterior: number }>
    >(await comoDiana('GET', `/api/estoque/movimentos?produto=${modulo}`));
    expect(movimentos[0]).toMatchObject({
      tipo: 'saida',
      quantidade: 12,
      motivo: `Pedido nº ${p.numero} de Ana Energia Solar`,
      saldo_posterior: 8,
    });
    expect(await avisosDeEstoque(diana)).toEqual([
      expect.objectContaining({
        titulo: 'Estoque baixo: Módulo 575 W',
        mensagem: 'Restam 8 un; o mínimo é 10 un.',
      }),
    ]);

    for (const [acao, corpo] of [
      ['faturar', { nota_fiscal: '000123' }],
      ['enviar', {}],
    ] as const)
      expect((await comoDiana('POST', `/api/pedidos/${p.uuid}/${acao}`, corpo)).statusCode).toBe(200);
    expect((await comoAna('POST', `/api/pedidos/${p.uuid}/receber`, {})).statusCode).toBe(200);
    // Ana's copy of the module: 8 from the kit and 4 loose.
    const meus = dados<Array<{ uuid: string; nome: string; saldo: number; tipo: string }>>(
      await comoAna('GET', '/api/produtos?tipo=modulo'),
    );
    expect(meus).toEqual([expect.objectContaining({ nome: 'Módulo 575 W', saldo: 12 })]);
    const entradas = dados<Array<{ tipo: string; motivo: string }>>(
      await comoAna('GET', '/api/estoque/movimentos'),
    );
    expect(entradas).toEqual([
      expect.objectContaining({
        tipo: 'entrada',
        motivo: `Pedido nº ${p.numero} recebido de Distribuidora Sol Forte`,
      }),
    ]);
  });

  it('sem saldo para o pedido, confirmar responde 409 dizendo de quê, e nada muda', async () => {
    const p = await pedir([{ item: linhaKit, quantidade: 2 }]);
    const r = await comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`, {});
    expect([r.statusCode, (r.json() as { message: string }).message]).toEqual([
      409,
      'Saldo insuficiente de Módulo 575 W: há 8 un em estoque.',
    ]);
    expect(await saldo(diana, dist, modulo)).toBe(8);
    const pedido = dados<{ status: string }>(await comoDiana('GET', `/api/pedidos/${p.uuid}`));
    expect(pedido.status).toBe('aguardando');
    const historico = dados<unknown[]>(await comoDiana('GET', `/api/pedidos/${p.uuid}/historico`));
    expect(historico).toHaveLength(1);
  });
});
