import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduloDeTeste } from '../../../test/catalogo-de-teste.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// Kits: cost, power and availability add up from the components; no kit inside itself.

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t);
  empresa = await criarEmpresa(t, dono);
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem = dono, emp = empresa) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });

const criar = async (corpo: Record<string, unknown>) => {
  const res = await api('POST', '/api/produtos', corpo);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return uuidDe(res);
};
const entrada = (produto: string, quantidade: number) =>
  api('POST', '/api/estoque/movimentos', { produto, tipo: 'entrada', quantidade, motivo: 'Compra' });

describe('kits', () => {
  let mod: string;
  let inv: string;
  let cabo: string;
  let kit: string;

  beforeAll(async () => {
    mod = await criar(
      moduloDeTeste({ nome: 'Módulo 550', custo_rs: 600, especificacoes: { potencia_wp: 550 } }),
    );
    inv = await criar({
      tipo: 'inversor',
      nome: 'Inversor 5 kW',
      custo_rs: 4500,
      especificacoes: { potencia_kw: 5 },
    });
    cabo = await criar({ tipo: 'cabo', nome: 'Cabo 6 mm²', unidade: 'm', custo_rs: 4.5 });
    kit = await criar({ tipo: 'kit', nome: 'Kit 5,5 kWp', preco_venda_rs: 15000, custo_rs: 99 });
  });

  it('custo e potência somam os componentes; a disponibilidade segue os saldos', async () => {
    const vazio = dados(await api('GET', `/api/produtos/${kit}`));
    expect(vazio).toMatchObject({ custo_rs: 0, kit: { componentes: 0, potencia_kwp: 0, disponivel: 0 } });
    const put = await api('PUT', `/api/produtos/${kit}/componentes`, {
      itens: [
        { produto: mod, quantidade: 10 },
        { produto: inv, quantidade: 1 },
        { produto: cabo, quantidade: '30,5' },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(dados(put)).toEqual([
      {
        produto: expect.objectContaining({
          uuid: mod,
          tipo: 'modulo',
          custo_rs: 600,
          saldo: 0,
          removido: false,
        }),
        quantidade: 10,
        custo_rs: 6000,
        potencia_wp: 5500,
      },
      { produto: expect.objectContaining({ uuid: inv }), quantidade: 1, custo_rs: 4500, potencia_wp: null },
      {
        produto: expect.objectContaining({ uuid: cabo, unidade: 'm' }),
        quantidade: 30.5,
        custo_rs: 137.25,
        potencia_wp: null,
      },
    ]);
    expect(dados(await api('GET', `/api/produtos/${kit}`))).toMatchObject({
      custo_rs: 10637.25,
      preco_venda_rs: 15000,
      kit: { componentes: 3, potencia_kwp: 5.5, disponivel: 0 },
    });
    await entrada(mod, 25);
    await entrada(inv, 3);
    await entrada(cabo, 91.5);
    // 25/10 → 2, 3/1 → 3, 91.5/30.5 → 3: two whole kits.
    expect(dados(await api('GET', `/api/produtos/${kit}`))).toMatchObject({ kit: { disponivel: 2 } });
    expect(dados(await api('GET', `/api/produtos/${kit}/componentes`))).toHaveLength(3);
    const lista = dados<Array<{ uuid: string; kit: unknown }>>(await api('GET', '/api/produtos?tipo=kit'));
    expect(lista.find((p) => p.uuid === kit)?.kit).toEqual({
      componentes: 3,
      potencia_kwp: 5.5,
      disponivel: 2,
    });
  });

  it('kit dentro de kit soma tudo; um kit não contém a si mesmo, nem por outro kit', async () => {
    const maior = await criar({ tipo: 'kit', nome: 'Kit duplo' });
    const put = await api('PUT', `/api/produtos/${maior}/componentes`, {
      itens: [
        { produto: kit, quantidade: 2 },
        { produto: mod, quantidade: 1 },
      ],
    });
    expect(dados(put)).toEqual([
      expect.objectContaining({
        quantidade: 2,
        custo_rs: 21274.5,
        potencia_wp: 11000,
        produto: expect.objectContaining({ saldo: 2 }),
      }),
      expect.objectContaining({ quantidade: 1, custo_rs: 600, potencia_wp: 550 }),
    ]);
    expect(dados(await api('GET', `/api/produtos/${maior}`))).toMatchObject({
      custo_rs: 21874.5,
      kit: { potencia_kwp: 11.55, disponivel: 1 },
    });
    expect(
      erros(
        await api('PUT', `/api/produtos/${kit}/componentes`, { itens: [{ produto: kit, quantidade: 1 }] }),
      ),
    ).toEqual([{ field: 'itens.0.produto', rule: 'ciclo', message: 'Um kit não pode conter a si mesmo' }]);
    const ciclo = await api('PUT', `/api/produtos/${kit}/componentes`, {
      itens: [
        { produto: mod, quantidade: 10 },
        { produto: maior, quantidade: 1 },
      ],
    });
    expect(erros(ciclo)).toEqual([
      { field: 'itens.1.produto', rule: 'ciclo', message: 'Um kit não pode conter a si mesmo' },
    ]);
    // Refused writes leave the kit as it was.
    expect(dados(await api('GET', `/api/produtos/${kit}/componentes`))).toHaveLength(3);
  });

  it('componentes repetidos, de outra empresa, quantidades inválidas e produto que não é kit: 422', async () => {
    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono);
    const alheio = uuidDe(
      await api('POST', '/api/produtos', { tipo: 'outro', nome: 'Alheio' }, outroDono, outra),
    );
    const res = await api('PUT', `/api/produtos/${kit}/componentes`, {
      itens: [
        { produto: mod, quantidade: 1 },
        { produto: mod, quantidade: 2 },
        { produto: alheio, quantidade: 1 },
      ],
    });
    expect(erros(res)).toEqual([
      { field: 'itens.1.produto', rule: 'unique', message: 'Este produto já está no kit' },
      { field: 'itens.2.produto', rule: 'exists', message: 'Selecione um produto do catálogo' },
    ]);
    expect(
      erros(
        await api('PUT', `/api/produtos/${kit}/componentes`, { itens: [{ produto: mod, quantidade: 0 }] }),
      ),
    ).toEqual([{ field: 'itens.0.quantidade', rule: 'min', message: 'A quantidade deve ser maior que 0' }]);
    expect(erros(await api('PUT', `/api/produtos/${mod}/componentes`, { itens: [] }))).toEqual([
      { field: 'itens', rule: 'kit', message: 'Só um kit tem componentes' },
    ]);
  });

  it('um kit com componentes não muda de tipo; um produto com saldo não vira kit', async () => {
    expect(erros(await api('PATCH', `/api/produtos/${kit}`, { tipo: 'outro', nome: 'Kit' }))).toEqual([
      { field: 'tipo', rule: 'kit', message: 'Tire os componentes do kit antes de mudar o tipo' },
    ]);
    expect(erros(await api('PATCH', `/api/produtos/${inv}`, { tipo: 'kit', nome: 'Inversor' }))).toEqual([
      { field: 'tipo', rule: 'kit', message: 'Zere o estoque do produto antes de transformá-lo em kit' },
    ]);
  });

  it('um componente removido aparece marcado e pode ficar no kit', async () => {
    await api('DELETE', `/api/produtos/${cabo}`);
    const linhas = dados<Array<{ produto: { uuid: string; removido: boolean } }>>(
      await api('GET', `/api/produtos/${kit}/componentes`),
    );
    expect(linhas.find((l) => l.produto.uuid === cabo)?.produto.removido).toBe(true);
    const mantem = await api('PUT', `/api/produtos/${kit}/componentes`, {
      itens: [
        { produto: mod, quantidade: 10 },
        { produto: inv, quantidade: 1 },
        { produto: cabo, quantidade: 30.5 },
      ],
    });
    expect(mantem.statusCode).toBe(200);
    const novoKit = await criar({ tipo: 'kit', nome: 'Kit novo' });
    expect(
      erros(
        await api('PUT', `/api/produtos/${novoKit}/componentes`, {
          itens: [{ produto: cabo, quantidade: 1 }],
        }),
      ),
    ).toEqual([{ field: 'itens.0.produto', rule: 'exists', message: 'Selecione um produto do catálogo' }]);
    await api('POST', `/api/produtos/${cabo}/restaurar`);
  });
});
