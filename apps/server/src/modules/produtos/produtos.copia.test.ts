import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduloDeTeste } from '../../../test/catalogo-de-teste.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// Copying a line of a distribuidor's published catalogue into the buyer's products: cost is the
// catalogue price, a kit comes whole (fixed cost) with its components, and never twice.

let t: TestApp;
let dono: Pessoa;
let distribuidor: { uuid: string; nome: string };
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
const doComprador = (method: Metodo, url: string, payload?: unknown) =>
  api(method, url, payload, compradorDono, comprador);
const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
  return r;
};

type Item = { uuid: string; produto: { nome: string }; copiado: string | null };
async function itensPublicados() {
  const res = await doComprador('GET', `/api/distribuidores/${distribuidor.uuid}/catalogos`);
  return dados<Array<{ uuid: string; itens: Item[] }>>(res).flatMap((c) => c.itens);
}
const itemDe = async (nome: string) => {
  const i = (await itensPublicados()).find((x) => x.produto.nome === nome);
  if (!i) throw new Error(`${nome} não publicado`);
  return i.uuid;
};

let modulo: string;
let inversor: string;
let cabo: string;
let rascunhoItem: string;

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t, 'Dono Distribuidora');
  distribuidor = await criarEmpresa(t, dono, { nome: 'Distribuidora Sol', tipo: 'distribuidor' });
  compradorDono = await criarPessoa(t, 'Dono Integrador');
  comprador = await criarEmpresa(t, compradorDono, { nome: 'Integra Sol', tipo: 'integrador' });

  modulo = uuidDe(await ok(api('POST', '/api/produtos', moduloDeTeste({ custo_rs: 600, sku: 'MOD-575' }))));
  inversor = uuidDe(
    await ok(
      api('POST', '/api/produtos', {
        tipo: 'inversor',
        nome: 'Inversor 5 kW',
        custo_rs: 4000,
        especificacoes: { potencia_kw: 5 },
      }),
    ),
  );
  // Not listed in the catalogue: the kit's copy of it costs 0.
  cabo = uuidDe(
    await ok(api('POST', '/api/produtos', { tipo: 'cabo', nome: 'Cabo 6 mm²', unidade: 'm', custo_rs: 5 })),
  );
  const kit = uuidDe(await ok(api('POST', '/api/produtos', { tipo: 'kit', nome: 'Kit 5,75 kWp' })));
  await ok(
    api('PUT', `/api/produtos/${kit}/componentes`, {
      itens: [
        { produto: modulo, quantidade: 10 },
        { produto: inversor, quantidade: 1 },
        { produto: cabo, quantidade: 20 },
      ],
    }),
  );
  const cat = uuidDe(await ok(api('POST', '/api/catalogos', { nome: 'Tabela março' })));
  await ok(
    api('PUT', `/api/catalogos/${cat}/itens`, {
      itens: [
        { produto: modulo, preco_rs: 750 },
        { produto: inversor, preco_rs: 5000 },
        { produto: kit, preco_rs: 12500 },
      ],
    }),
  );
  await ok(api('POST', `/api/catalogos/${cat}/publicar`));
  const rascunho = uuidDe(await ok(api('POST', '/api/catalogos', { nome: 'Rascunho' })));
  const linhas = await ok(
    api('PUT', `/api/catalogos/${rascunho}/itens`, { itens: [{ produto: cabo, preco_rs: 6 }] }),
  );
  rascunhoItem = dados<Array<{ uuid: string }>>(linhas)[0]?.uuid ?? '';
});
afterAll(() => t.close());

describe('copiar um item de catálogo', () => {
  it('um módulo vira produto do comprador: custo = preço do catálogo, venda a definir, origem e categoria', async () => {
    const categoria = uuidDe(await ok(doComprador('POST', '/api/categorias', { nome: 'Módulos' })));
    const item = await itemDe('Módulo Tiger Neo 575 W');
    const res = await doComprador('POST', '/api/produtos/copiar', { item, categoria });
    expect(res.statusCode).toBe(201);
    const p = dados<Record<string, unknown>>(res);
    expect(p).toMatchObject({
      tipo: 'modulo',
      nome: 'Módulo Tiger Neo 575 W',
      modelo: 'JKM575N-72HL4',
      fabricante: 'Jinko',
      sku: 'MOD-575',
      categoria: { uuid: categoria, nome: 'Módulos' },
      custo_rs: 750,
      preco_venda_rs: 0,
      saldo: 0,
      custo_fixo: false,
      especificacoes: { potencia_wp: 575, tecnologia: 'TOPCon' },
      origem: { distribuidor: { uuid: distribuidor.uuid, nome: 'Distribuidora Sol' } },
    });
    expect(p.uuid).not.toBe(modulo);
    // The catalogue now says it is copied, and which product of the buyer it is.
    expect((await itensPublicados()).find((i) => i.uuid === item)?.copiado).toBe(p.uuid);

    const de_novo = await doComprador('POST', '/api/produtos/copiar', { item });
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json()).toEqual({ message: 'Este produto já está no seu catálogo.' });
    expect(de_novo.headers.location).toBe(`/api/produtos/${p.uuid}`);
  });

  it('um kit vem inteiro: custo fixo no preço, componentes copiados (reaproveitando cópias)', async () => {
    const moduloCopiado = (await itensPublicados()).find(
      (i) => i.produto.nome === 'Módulo Tiger Neo 575 W',
    )?.copiado;
    expect(moduloCopiado).toBeTruthy();
    const item = await itemDe('Kit 5,75 kWp');
    const res = await doComprador('POST', '/api/produtos/copiar', { item });
    expect(res.statusCode).toBe(201);
    const k = dados<{ uuid: string }>(res);
    expect(k).toMatchObject({
      tipo: 'kit',
      custo_rs: 12500,
      custo_fixo: true,
      preco_venda_rs: 0,
      kit: { componentes: 3, potencia_kwp: 5.75, disponivel: 0 },
      origem: { distribuidor: { uuid: distribuidor.uuid } },
    });
    const comps = dados<
      Array<{ produto: { uuid: string; nome: string; custo_rs: number }; quantidade: number }>
    >(await doComprador('GET', `/api/produtos/${k.uuid}/componentes`));
    expect(comps.map((c) => [c.produto.nome, c.quantidade, c.produto.custo_rs])).toEqual([
      ['Módulo Tiger Neo 575 W', 10, 750],
      ['Inversor 5 kW', 1, 5000],
      // Not in the catalogue: its price is unknown to the buyer.
      ['Cabo 6 mm²', 20, 0],
    ]);
    expect(comps[0]?.produto.uuid).toBe(moduloCopiado);
    for (const c of comps) expect([modulo, inversor, cabo]).not.toContain(c.produto.uuid);

    // The components became the buyer's products, with their origin; the inverter's line now says so.
    const meus = dados<Array<{ nome: string; custo_rs: number; origem: unknown }>>(
      await doComprador('GET', '/api/produtos?limit=50'),
    );
    expect(meus.map((p) => p.nome).sort()).toEqual(
      ['Cabo 6 mm²', 'Inversor 5 kW', 'Kit 5,75 kWp', 'Módulo Tiger Neo 575 W'].sort(),
    );
    expect((await itensPublicados()).find((i) => i.produto.nome === 'Inversor 5 kW')?.copiado).toBe(
      comps[1]?.produto.uuid,
    );
    const de_novo = await doComprador('POST', '/api/produtos/copiar', { item });
    expect(de_novo.statusCode).toBe(409);

    // Stock of the components moves availability; editing keeps the fixed cost as typed.
    await ok(
      doComprador('POST', '/api/estoque/movimentos', {
        produto: comps[0]?.produto.uuid,
        tipo: 'entrada',
        quantidade: 20,
        motivo: 'Compra',
      }),
    );
    for (const c of comps.slice(1))
      await ok(
        doComprador('POST', '/api/estoque/movimentos', {
          produto: c.produto.uuid,
          tipo: 'entrada',
          quantidade: c.quantidade * 3,
          motivo: 'Compra',
        }),
      );
    const ed = await doComprador('PATCH', `/api/produtos/${k.uuid}`, {
      tipo: 'kit',
      nome: 'Kit 5,75 kWp',
      custo_rs: 12000,
      preco_venda_rs: 15000,
    });
    expect(dados(ed)).toMatchObject({
      custo_rs: 12000,
      custo_fixo: true,
      preco_venda_rs: 15000,
      kit: { disponivel: 2 },
    });
  });

  it('item de catálogo não publicado, inexistente ou categoria alheia: recusado', async () => {
    const rascunho = await doComprador('POST', '/api/produtos/copiar', { item: rascunhoItem });
    expect([rascunho.statusCode, rascunho.json()]).toEqual([404, { message: 'Registro não encontrado' }]);
    const item = await itemDe('Inversor 5 kW');
    const outraCategoria = uuidDe(await ok(api('POST', '/api/categorias', { nome: 'Do distribuidor' })));
    const cat = await doComprador('POST', '/api/produtos/copiar', { item, categoria: outraCategoria });
    expect(cat.statusCode).toBe(422);
    expect(erros(cat)).toEqual([{ field: 'categoria', rule: 'exists', message: 'Selecione a categoria' }]);
    const vazio = await doComprador('POST', '/api/produtos/copiar', {});
    expect(erros(vazio)).toEqual([
      expect.objectContaining({ field: 'item', message: 'Selecione o item do catálogo' }),
    ]);
  });

  it('o distribuidor não copia o próprio produto: já está no catálogo dele', async () => {
    const item = await itemDe('Inversor 5 kW');
    const res = await api('POST', '/api/produtos/copiar', { item });
    expect(res.statusCode).toBe(409);
    expect(res.headers.location).toBe(`/api/produtos/${inversor}`);
  });

  it('produtos comuns respondem origem nula e custo_fixo falso', async () => {
    const p = dados(await api('GET', `/api/produtos/${modulo}`));
    expect(p).toMatchObject({ origem: null, custo_fixo: false });
  });
});
