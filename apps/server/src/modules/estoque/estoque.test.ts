import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros } from '../../../test/respostas.ts';

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let outroDono: Pessoa;
let outra: { uuid: string };
let modulo: string;
let kit: string;

type Metodo = 'GET' | 'POST' | 'PUT';
const api = (method: Metodo, url: string, payload?: unknown, quem = dono, emp = empresa) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const mover = (produto: string, tipo: string, quantidade: number | string, motivo = 'Conferência') =>
  api('POST', '/api/estoque/movimentos', { produto, tipo, quantidade, motivo });
const saldo = async (uuid: string) =>
  dados<{ saldo: number; abaixo_do_minimo: boolean }>(await api('GET', `/api/produtos/${uuid}`));
const avisos = async (quem: Pessoa) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(quem) })).json() as {
      data: Array<{
        tipo: string;
        titulo: string;
        mensagem: string;
        link: string;
        empresa: { uuid: string };
      }>;
    }
  ).data.filter((n) => n.tipo === 'estoque_minimo');

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t, 'Ana Estoquista');
  empresa = await criarEmpresa(t, dono, { tipo: 'distribuidor' });
  outroDono = await criarPessoa(t);
  outra = await criarEmpresa(t, outroDono);
  const criar = async (corpo: Record<string, unknown>) =>
    dados<{ uuid: string }>(await api('POST', '/api/produtos', corpo)).uuid;
  modulo = await criar({
    tipo: 'modulo',
    nome: 'Módulo 550 W',
    sku: 'MOD-550',
    estoque_minimo: 10,
    especificacoes: { potencia_wp: 550 },
  });
  kit = await criar({ tipo: 'kit', nome: 'Kit 2,2 kWp' });
  await api('PUT', `/api/produtos/${kit}/componentes`, { itens: [{ produto: modulo, quantidade: 4 }] });
});
afterAll(() => t.close());

describe('movimentos de estoque', () => {
  it('entrada soma, saída tira, ajuste fixa o saldo contado; cada um guarda antes, depois e quem fez', async () => {
    const e = await mover(modulo, 'entrada', 30, 'NF 1234');
    expect(e.statusCode).toBe(201);
    expect(dados(e)).toEqual({
      uuid: expect.any(String),
      produto: { uuid: modulo, nome: 'Módulo 550 W', sku: 'MOD-550', unidade: 'un' },
      tipo: 'entrada',
      quantidade: 30,
      variacao: 30,
      saldo_anterior: 0,
      saldo_posterior: 30,
      motivo: 'NF 1234',
      usuario: { uuid: dono.uuid, nome: dono.nome },
      criado_em: expect.any(String),
    });
    expect(dados(await mover(modulo, 'saida', '2,5', 'Obra Silva'))).toMatchObject({
      variacao: -2.5,
      saldo_anterior: 30,
      saldo_posterior: 27.5,
    });
    expect(dados(await mover(modulo, 'ajuste', 28, 'Inventário'))).toMatchObject({
      quantidade: 28,
      variacao: 0.5,
      saldo_posterior: 28,
    });
    expect(await saldo(modulo)).toMatchObject({ saldo: 28, abaixo_do_minimo: false });
    // The kit follows its component: 28 / 4 = 7 kits.
    expect(dados(await api('GET', `/api/produtos/${kit}`))).toMatchObject({
      saldo: 0,
      kit: { disponivel: 7 },
    });
  });

  it('saída maior que o saldo, kit, quantidade e motivo: 422 em português', async () => {
    expect(erros(await mover(modulo, 'saida', 1000))).toEqual([
      { field: 'quantidade', rule: 'saldo', message: 'Saldo insuficiente: há 28 un em estoque' },
    ]);
    expect(await saldo(modulo)).toMatchObject({ saldo: 28 });
    expect(erros(await mover(kit, 'entrada', 1))).toEqual([
      { field: 'produto', rule: 'kit', message: 'O estoque de um kit segue o dos seus componentes' },
    ]);
    expect(erros(await mover(modulo, 'entrada', 0))).toEqual([
      { field: 'quantidade', rule: 'min', message: 'A quantidade deve ser maior que 0' },
    ]);
    expect(erros(await api('POST', '/api/estoque/movimentos', { produto: modulo, tipo: 'troca' }))).toEqual([
      { field: 'tipo', rule: 'enum', message: 'Selecione o tipo do movimento' },
      { field: 'quantidade', rule: 'required', message: 'Informe a quantidade' },
      { field: 'motivo', rule: 'required', message: 'Informe o motivo' },
    ]);
    expect(erros(await mover(modulo, 'ajuste', -1))).toEqual([
      { field: 'quantidade', rule: 'min', message: 'A quantidade não pode ser negativa' },
    ]);
  });

  it('abaixo do mínimo: avisa a empresa uma vez por travessia', async () => {
    expect(await avisos(dono)).toEqual([]);
    await mover(modulo, 'saida', 18); // 28 → 10: at the minimum, not below
    expect(await avisos(dono)).toEqual([]);
    await mover(modulo, 'saida', 1); // 10 → 9: crosses
    const [aviso] = await avisos(dono);
    expect(await avisos(dono)).toHaveLength(1);
    expect(aviso).toMatchObject({
      titulo: 'Estoque baixo: Módulo 550 W',
      mensagem: 'Restam 9 un; o mínimo é 10 un.',
      link: `/catalogo?produto=${modulo}`,
      empresa: { uuid: empresa.uuid },
    });
    expect(await saldo(modulo)).toMatchObject({ abaixo_do_minimo: true });
    await mover(modulo, 'saida', 2); // already below: no new notice
    await mover(modulo, 'ajuste', 8);
    expect(await avisos(dono)).toHaveLength(1);
    await mover(modulo, 'entrada', 5); // back above (13)
    await mover(modulo, 'saida', 4); // crosses again (9)
    expect(await avisos(dono)).toHaveLength(2);
    expect(await avisos(outroDono)).toEqual([]);
  });

  it('lista do mais recente, filtrada por produto e tipo, paginada', async () => {
    const outro = dados<{ uuid: string }>(
      await api('POST', '/api/produtos', { tipo: 'cabo', nome: 'Cabo 6 mm²', unidade: 'm' }),
    ).uuid;
    await mover(outro, 'entrada', '100,5', 'Rolo novo');
    const pagina = (await api('GET', `/api/estoque/movimentos?produto=${modulo}&limit=3&page=2`)).json() as {
      data: Array<{ motivo: string; produto: { uuid: string } }>;
      meta: { total: number; last_page: number; current_page: number };
    };
    expect(pagina.meta).toEqual({ total: 9, per_page: 3, current_page: 2, last_page: 3 });
    expect(pagina.data.every((m) => m.produto.uuid === modulo)).toBe(true);
    const todos = dados<Array<{ motivo: string }>>(await api('GET', '/api/estoque/movimentos?limit=200'));
    expect(todos[0]?.motivo).toBe('Rolo novo');
    expect(todos.at(-1)?.motivo).toBe('NF 1234');
    const entradas = dados<Array<{ tipo: string }>>(
      await api('GET', '/api/estoque/movimentos?tipo=entrada&limit=200'),
    );
    expect(new Set(entradas.map((m) => m.tipo))).toEqual(new Set(['entrada']));
  });

  it('exporta CSV com BOM e ; e os números em pt-BR', async () => {
    const res = await api('GET', `/api/estoque/movimentos/exportar?produto=${modulo}&tipo=saida`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="movimentos-de-estoque.csv"');
    const linhas = res.body.split('\r\n');
    expect(linhas[0]).toBe(
      '\ufeffData;Produto;SKU;Tipo;Quantidade;Saldo anterior;Saldo posterior;Unidade;Motivo;Responsável',
    );
    expect(linhas.at(-2)).toMatch(
      new RegExp(
        `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Módulo 550 W;MOD-550;Saída;2,5;30;27,5;un;Obra Silva;${dono.nome}$`,
      ),
    );
    expect(linhas.filter((l) => l.includes(';Saída;'))).toHaveLength(5);
  });

  it('outra empresa: o produto no corpo é recusado, o filtro não acha nada, a lista não vaza', async () => {
    const invasao = await api(
      'POST',
      '/api/estoque/movimentos',
      { produto: modulo, tipo: 'entrada', quantidade: 1, motivo: 'Invasão' },
      outroDono,
      outra,
    );
    expect(erros(invasao)).toEqual([
      { field: 'produto', rule: 'exists', message: 'Selecione um produto do catálogo' },
    ]);
    const filtrado = await api(
      'GET',
      `/api/estoque/movimentos?produto=${modulo}`,
      undefined,
      outroDono,
      outra,
    );
    expect(filtrado.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const lista = await api('GET', '/api/estoque/movimentos?limit=200', undefined, outroDono, outra);
    expect(lista.body).not.toContain(modulo);
    const csv = await api('GET', '/api/estoque/movimentos/exportar', undefined, outroDono, outra);
    expect(csv.body).not.toContain('Módulo 550 W');
  });
});
