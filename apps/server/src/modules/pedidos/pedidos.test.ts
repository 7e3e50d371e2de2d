// Over 400 lines: one story of a purchase order end to end (both sides, every step and refusal) shares its setup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

let t: TestApp;
/** Diana runs the distribuidor; Ana and Bruno two integradores who buy from it. */
let diana: Pessoa;
let ana: Pessoa;
let bruno: Pessoa;
let dist: { uuid: string; nome: string };
let integ: { uuid: string; nome: string };
let outra: { uuid: string; nome: string };
let catalogo: string;
let modulo: string;
/** Catalogue lines (what buyers order). */
let linhaModulo: string;
let linhaKit: string;
const eventos: Array<{ channel: string; payload: Record<string, unknown> }> = [];

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH';
const api = (quem: Pessoa, emp: { uuid: string }, method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoAna = (method: Metodo, url: string, payload?: unknown) => api(ana, integ, method, url, payload);
const comoDiana = (method: Metodo, url: string, payload?: unknown) => api(diana, dist, method, url, payload);

interface PedidoApi {
  uuid: string;
  numero: number;
  status: string;
  papel: string;
  acoes: string[];
  total_rs: number;
  nota_fiscal: string | null;
  rastreio: string | null;
  motivo: string | null;
}

const pedir = (
  itens: Array<{ item: string; quantidade: number | string }>,
  extra: Record<string, unknown> = {},
) => comoAna('POST', '/api/pedidos', { tipo: 'compra', catalogo, itens, ...extra });
const novoPedido = async (quantidade = 2) => {
  const r = await pedir([{ item: linhaModulo, quantidade }]);
  if (r.statusCode !== 201) throw new Error(`pedido: ${r.statusCode} ${r.body}`);
  return dados<PedidoApi>(r);
};
const avisos = async (quem: Pessoa, pedido: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(quem) })).json() as {
      data: Array<{ tipo: string; titulo: string; mensagem: string | null; link: string }>;
    }
  ).data.filter((n) => n.link.endsWith(`pedido=${pedido}`));
const mensagem = (r: { json(): unknown }) => (r.json() as { message: string }).message;

beforeAll(async () => {
  t = await createTestApp();
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: Record<string, unknown> };
    if (e.t === 'broadcast') eventos.push({ channel: e.channel, payload: e.payload });
  });
  diana = await criarPessoa(t, 'Diana Distribuidora');
  dist = await criarEmpresa(t, diana, { tipo: 'distribuidor', nome: 'Distribuidora Sol Forte' });
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
  bruno = await criarPessoa(t, 'Bruno');
  outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });

  modulo = uuidDe(
    await comoDiana('POST', '/api/produtos', {
      tipo: 'modulo',
      nome: 'Módulo 575 W',
      modelo: 'JKM575N',
      fabricante: 'Jinko',
      sku: 'MOD-575',
      custo_rs: 500,
      especificacoes: { potencia_wp: 575 },
    }),
  );
  // Enough stock for every confirmation below (pedidos.estoque.test.ts follows the balances).
  await comoDiana('POST', '/api/estoque/movimentos', {
    produto: modulo,
    tipo: 'entrada',
    quantidade: 10000,
    motivo: 'Estoque inicial',
  });
  const kit = uuidDe(await comoDiana('POST', '/api/produtos', { tipo: 'kit', nome: 'Kit 4,6 kWp' }));
  await comoDiana('PUT', `/api/produtos/${kit}/componentes`, { itens: [{ produto: modulo, quantidade: 8 }] });
  catalogo = uuidDe(
    await comoDiana('POST', '/api/catalogos', { nome: 'Tabela de julho', pedido_minimo_rs: 1000 }),
  );
  const linhas = dados<Array<{ uuid: string; produto: { uuid: string } }>>(
    await comoDiana('PUT', `/api/catalogos/${catalogo}/itens`, {
      itens: [
        { produto: modulo, preco_rs: '789,90' },
        { produto: kit, preco_rs: 7500 },
      ],
    }),
  );
  linhaModulo = linhas.find((l) => l.produto.uuid === modulo)?.uuid ?? '';
  linhaKit = linhas.find((l) => l.produto.uuid === kit)?.uuid ?? '';
  const pub = await comoDiana('POST', `/api/catalogos/${catalogo}/publicar`);
  if (pub.statusCode !== 200) throw new Error(`publicar: ${pub.statusCode} ${pub.body}`);
});
afterAll(() => t.close());

describe('pedido de compra', () => {
  it('o integrador pede itens de um catálogo publicado: número, total e preços vêm do catálogo', async () => {
    const r = await pedir(
      [
        { item: linhaModulo, quantidade: 4 },
        { item: linhaKit, quantidade: '1' },
      ],
      { observacoes: 'Entregar na obra do Sr. Silva' },
    );
    expect(r.statusCode).toBe(201);
    const p = dados<PedidoApi>(r);
    expect(p).toEqual({
      uuid: expect.any(String),
      numero: expect.any(Number),
      tipo: 'compra',
      etapa: null,
      status: 'aguardando',
      papel: 'comprador',
      comprador: { uuid: integ.uuid, nome: integ.nome },
      fornecedor: { uuid: dist.uuid, nome: dist.nome },
      catalogo: { uuid: catalogo, nome: 'Tabela de julho' },
      total_rs: 10659.6,
      itens_count: 2,
      observacoes: 'Entregar na obra do Sr. Silva',
      nota_fiscal: null,
      rastreio: null,
      motivo: null,
      criado_em: expect.any(String),
      atualizado_em: expect.any(String),
      acoes: ['cancelar'],
    });
    expect(dados(await comoAna('GET', `/api/pedidos/${p.uuid}/itens`))).toEqual([
      {
        uuid: expect.any(String),
        tipo: 'modulo',
        nome: 'Módulo 575 W',
        modelo: 'JKM575N',
        fabricante: 'Jinko',
        sku: 'MOD-575',
        unidade: 'un',
        quantidade: 4,
        preco_unitario_rs: 789.9,
        total_rs: 3159.6,
      },
      expect.objectContaining({ tipo: 'kit', nome: 'Kit 4,6 kWp', quantidade: 1, preco_unitario_rs: 7500 }),
    ]);
  });

  it('o distribuidor vê o pedido como fornecedor, com as ações dele; cada lado filtra pelo papel', async () => {
    const p = await novoPedido();
    const doDist = dados<PedidoApi>(await comoDiana('GET', `/api/pedidos/${p.uuid}`));
    expect(doDist).toMatchObject({
      papel: 'fornecedor',
      status: 'aguardando',
      acoes: ['confirmar', 'recusar'],
    });
    const lista = async (quem: Pessoa, emp: { uuid: string }, q: string) =>
      (await api(quem, emp, 'GET', `/api/pedidos${q}`)).json() as {
        data: PedidoApi[];
        meta: { total: number };
      };
    expect((await lista(diana, dist, '')).data.map((x) => x.uuid)).toContain(p.uuid);
    expect((await lista(diana, dist, '?papel=fornecedor&tipo=compra')).data.map((x) => x.uuid)).toContain(
      p.uuid,
    );
    expect((await lista(diana, dist, '?papel=comprador')).meta.total).toBe(0);
    expect((await lista(ana, integ, '?papel=fornecedor')).meta.total).toBe(0);
    expect((await lista(ana, integ, '?papel=comprador&status=aguardando')).data.map((x) => x.uuid)).toContain(
      p.uuid,
    );
    // Search by number and by the other company's name (accents and case aside).
    expect((await lista(diana, dist, `?search=${p.numero}`)).data.map((x) => x.numero)).toContain(p.numero);
    expect((await lista(diana, dist, '?search=ANA%20ENERGIA')).data.map((x) => x.uuid)).toContain(p.uuid);
    expect((await lista(ana, integ, '?search=sol%20forte')).data.map((x) => x.uuid)).toContain(p.uuid);
    expect((await lista(ana, integ, '?search=ninguem')).meta.total).toBe(0);
    const r = await comoAna('GET', '/api/pedidos?papel=vendedor');
    expect(r.statusCode).toBe(422);
    expect(erros(r)[0]).toMatchObject({ field: 'papel', message: 'Selecione uma opção válida' });
  });

  it('do pedido à entrega: confirmar, faturar com a nota, enviar com o rastreio, receber; cada passo avisa o outro lado', async () => {
    const p = await novoPedido();
    const [novo] = await avisos(diana, p.uuid);
    expect(novo).toMatchObject({
      tipo: 'pedido_aguardando',
      titulo: `Novo pedido nº ${p.numero} de ${integ.nome}`,
      link: `/catalogo?aba=pedidos&pedido=${p.uuid}`,
    });

    const confirmado = await comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`, {});
    expect(confirmado.statusCode).toBe(200);
    expect(dados(confirmado)).toMatchObject({
      status: 'confirmado',
      acoes: ['faturar'],
      papel: 'fornecedor',
    });
    expect(await avisos(ana, p.uuid)).toEqual([
      expect.objectContaining({
        tipo: 'pedido_confirmado',
        titulo: `Pedido nº ${p.numero} confirmado`,
        mensagem: `${dist.nome} confirmou o pedido.`,
        link: `/distribuidores?aba=pedidos&pedido=${p.uuid}`,
      }),
    ]);

    const semNota = await comoDiana('POST', `/api/pedidos/${p.uuid}/faturar`, { nota_fiscal: ' ' });
    expect(semNota.statusCode).toBe(422);
    expect(erros(semNota)).toEqual([
      { field: 'nota_fiscal', rule: expect.any(String), message: 'Informe o número da nota fiscal' },
    ]);
    const faturado = await comoDiana('POST', `/api/pedidos/${p.uuid}/faturar`, {
      nota_fiscal: '000.123.456',
    });
    expect(dados(faturado)).toMatchObject({
      status: 'faturado',
      nota_fiscal: '000.123.456',
      acoes: ['enviar'],
    });

    const enviado = await comoDiana('POST', `/api/pedidos/${p.uuid}/enviar`, { rastreio: 'BR123456789' });
    expect(dados(enviado)).toMatchObject({ status: 'enviado', rastreio: 'BR123456789', acoes: [] });
    expect(dados(await comoAna('GET', `/api/pedidos/${p.uuid}`))).toMatchObject({ acoes: ['receber'] });

    const entregue = await comoAna('POST', `/api/pedidos/${p.uuid}/receber`);
    expect(entregue.statusCode).toBe(200);
    expect(dados(entregue)).toMatchObject({ status: 'entregue', acoes: [] });

    expect((await avisos(ana, p.uuid)).map((n) => n.tipo).sort()).toEqual([
      'pedido_confirmado',
      'pedido_enviado',
      'pedido_faturado',
    ]);
    const doDist = await avisos(diana, p.uuid);
    expect(doDist.map((n) => n.tipo).sort()).toEqual(['pedido_aguardando', 'pedido_entregue']);
    expect(doDist.find((n) => n.tipo === 'pedido_entregue')?.mensagem).toBe(
      `${integ.nome} confirmou o recebimento.`,
    );
  });

  it('cada passo vai aos canais das duas empresas', async () => {
    const p = await novoPedido();
    await comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`);
    for (const empresa of [integ, dist]) {
      const doCanal = eventos
        .filter((e) => e.channel === `empresas/${empresa.uuid}` && e.payload.pedido === p.uuid)
        .map((e) => e.payload);
      expect(doCanal).toEqual([
        { tipo: 'pedido', pedido: p.uuid, status: 'aguardando' },
        { tipo: 'pedido', pedido: p.uuid, status: 'confirmado' },
      ]);
    }
  });

  it('um passo fora de ordem responde 409 dizendo por quê; o lado errado recebe 403', async () => {
    const p = await novoPedido();
    const tentar = async (quem: 'ana' | 'diana', acao: string, corpo: unknown = {}) => {
      const r = await (quem === 'ana' ? comoAna : comoDiana)('POST', `/api/pedidos/${p.uuid}/${acao}`, corpo);
      return `${r.statusCode} ${mensagem(r)}`;
    };
    expect(await tentar('ana', 'confirmar')).toBe('403 Só o fornecedor confirma o pedido.');
    expect(await tentar('diana', 'cancelar')).toBe('403 Só o comprador cancela o pedido.');
    expect(await tentar('diana', 'faturar', { nota_fiscal: '1' })).toBe(
      '409 Este pedido ainda não foi confirmado.',
    );
    expect(await tentar('ana', 'receber')).toBe('409 Este pedido ainda não foi enviado.');
    await comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`);
    expect(await tentar('diana', 'confirmar')).toBe('409 Este pedido já foi confirmado.');
    expect(await tentar('ana', 'cancelar')).toBe('409 Este pedido já foi confirmado.');
    expect(await tentar('diana', 'recusar', { motivo: 'Sem estoque' })).toBe(
      '409 Este pedido já foi confirmado.',
    );
    expect(await tentar('diana', 'enviar')).toBe('409 Este pedido ainda não foi faturado.');
    expect(dados(await comoAna('GET', `/api/pedidos/${p.uuid}`))).toMatchObject({ status: 'confirmado' });
  });

  it('dois cliques ao mesmo tempo: um passo vale, o outro responde 409', async () => {
    const p = await novoPedido();
    const rs = await Promise.all([
      comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`),
      comoDiana('POST', `/api/pedidos/${p.uuid}/recusar`, { motivo: 'Sem estoque' }),
    ]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const h = dados<unknown[]>(await comoAna('GET', `/api/pedidos/${p.uuid}/historico`));
    expect(h).toHaveLength(2);
  });

  it('o fornecedor recusa com o motivo (obrigatório); o comprador é avisado e nada mais anda', async () => {
    const p = await novoPedido();
    const semMotivo = await comoDiana('POST', `/api/pedidos/${p.uuid}/recusar`, {});
    expect(semMotivo.statusCode).toBe(422);
    expect(erros(semMotivo)[0]).toMatchObject({ field: 'motivo', message: 'Informe o motivo' });
    const r = await comoDiana('POST', `/api/pedidos/${p.uuid}/recusar`, { motivo: 'Sem estoque do módulo' });
    expect(dados(r)).toMatchObject({ status: 'recusado', motivo: 'Sem estoque do módulo', acoes: [] });
    expect(await avisos(ana, p.uuid)).toEqual([
      expect.objectContaining({
        tipo: 'pedido_recusado',
        mensagem: `${dist.nome} recusou o pedido: Sem estoque do módulo`,
      }),
    ]);
    const cancelar = await comoAna('POST', `/api/pedidos/${p.uuid}/cancelar`);
    expect([cancelar.statusCode, mensagem(cancelar)]).toEqual([409, 'Este pedido foi recusado.']);
  });

  it('o comprador cancela enquanto aguarda (motivo opcional); o fornecedor é avisado', async () => {
    const p = await novoPedido();
    const r = await comoAna('POST', `/api/pedidos/${p.uuid}/cancelar`);
    expect(dados(r)).toMatchObject({ status: 'cancelado', motivo: null, acoes: [] });
    expect((await avisos(diana, p.uuid)).map((n) => [n.tipo, n.mensagem])).toContainEqual([
      'pedido_cancelado',
      `${integ.nome} cancelou o pedido.`,
    ]);
    const confirmar = await comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`);
    expect([confirmar.statusCode, mensagem(confirmar)]).toEqual([409, 'Este pedido foi cancelado.']);
  });

  it('o histórico traz cada mudança, com a empresa, a pessoa e a nota', async () => {
    const p = await novoPedido();
    await comoDiana('POST', `/api/pedidos/${p.uuid}/confirmar`, { mensagem: 'Separando o material' });
    await comoDiana('POST', `/api/pedidos/${p.uuid}/faturar`, { nota_fiscal: '4321' });
    const h = await comoAna('GET', `/api/pedidos/${p.uuid}/historico`);
    expect(h.statusCode).toBe(200);
    expect(dados(h)).toEqual([
      {
        de: null,
        para: 'aguardando',
        mensagem: null,
        empresa: { uuid: integ.uuid, nome: integ.nome },
        usuario: { nome: ana.nome },
        criado_em: expect.any(String),
      },
      {
        de: 'aguardando',
        para: 'confirmado',
        mensagem: 'Separando o material',
        empresa: { uuid: dist.uuid, nome: dist.nome },
        usuario: { nome: diana.nome },
        criado_em: expect.any(String),
      },
      expect.objectContaining({ de: 'confirmado', para: 'faturado', usuario: { nome: diana.nome } }),
    ]);
    expect((await comoDiana('GET', `/api/pedidos/${p.uuid}/historico`)).body).toBe(h.body);
  });

  it('os itens guardam o preço e o nome do pedido: mudar o catálogo depois não mexe neles', async () => {
    const p = await novoPedido(2);
    const antes = (await comoAna('GET', `/api/pedidos/${p.uuid}/itens`)).body;
    await comoDiana('PUT', `/api/catalogos/${catalogo}/itens`, {
      itens: [
        { produto: modulo, preco_rs: 999 },
        { produto: (await itemDoKit()).produto, preco_rs: 7500 },
      ],
    });
    await comoDiana('PATCH', `/api/produtos/${modulo}`, {
      tipo: 'modulo',
      nome: 'Módulo 575 W (novo nome)',
      custo_rs: 500,
      especificacoes: { potencia_wp: 575 },
    });
    expect((await comoAna('GET', `/api/pedidos/${p.uuid}/itens`)).body).toBe(antes);
    expect(dados<PedidoApi>(await comoAna('GET', `/api/pedidos/${p.uuid}`)).total_rs).toBe(1579.8);
    // A new order takes today's price and name.
    const novo = await novoPedido(2);
    expect(novo.total_rs).toBe(1998);
    expect(dados(await comoAna('GET', `/api/pedidos/${novo.uuid}/itens`))).toEqual([
      expect.objectContaining({ nome: 'Módulo 575 W (novo nome)', preco_unitario_rs: 999, total_rs: 1998 }),
    ]);
  });

  it('abaixo do pedido mínimo, item fora do catálogo ou quantidade zero: 422 no campo', async () => {
    const minimo = await pedir([{ item: linhaModulo, quantidade: 1 }]);
    expect(minimo.statusCode).toBe(422);
    expect(erros(minimo)).toEqual([
      {
        field: 'itens',
        rule: 'pedido_minimo',
        message: 'O pedido mínimo deste catálogo é R$\u00a01.000,00.',
      },
    ]);
    const fora = await pedir([
      { item: linhaModulo, quantidade: 2 },
      { item: modulo, quantidade: 1 },
    ]);
    expect(erros(fora)).toEqual([
      { field: 'itens.1.item', rule: 'exists', message: 'Este item não está no catálogo' },
    ]);
    const zero = await pedir([{ item: linhaModulo, quantidade: 0 }]);
    expect(zero.statusCode).toBe(422);
    expect(erros(zero)[0]).toMatchObject({
      field: 'itens.0.quantidade',
      message: 'A quantidade deve ser maior que 0',
    });
    const vazio = await pedir([]);
    expect(erros(vazio)[0]).toMatchObject({ field: 'itens', message: 'Adicione ao menos um item ao pedido' });
    const venda = await comoAna('POST', '/api/pedidos', {
      tipo: 'venda',
      catalogo,
      itens: [{ item: linhaModulo, quantidade: 2 }],
    });
    // A deal needs a customer or a lead, not a catalogue (pedidos.vendas.test.ts).
    expect(erros(venda)).toEqual([
      expect.objectContaining({
        field: 'cliente',
        message: 'Selecione o cliente ou informe o nome e o telefone do contato',
      }),
    ]);
  });

  it('catálogo em rascunho, vencido, de concorrente ou o próprio: não se pede', async () => {
    const rascunho = uuidDe(await comoDiana('POST', '/api/catalogos', { nome: 'Rascunho' }));
    const r = await comoAna('POST', '/api/pedidos', {
      tipo: 'compra',
      catalogo: rascunho,
      itens: [{ item: linhaModulo, quantidade: 2 }],
    });
    expect([r.statusCode, mensagem(r)]).toEqual([404, 'Catálogo não encontrado ou fora da validade']);

    const proprio = await comoDiana('POST', '/api/pedidos', {
      tipo: 'compra',
      catalogo,
      itens: [{ item: linhaModulo, quantidade: 2 }],
    });
    expect(erros(proprio)[0]).toMatchObject({ field: 'catalogo', rule: 'proprio' });

    const outroDist = await criarPessoa(t, 'Otávio');
    const concorrente = await criarEmpresa(t, outroDist, { tipo: 'distribuidor' });
    const deConcorrente = await api(outroDist, concorrente, 'POST', '/api/pedidos', {
      tipo: 'compra',
      catalogo,
      itens: [{ item: linhaModulo, quantidade: 2 }],
    });
    expect(deConcorrente.statusCode).toBe(404);

    const ontem = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const vencido = uuidDe(
      await comoDiana('POST', '/api/catalogos', { nome: 'Tabela velha', valido_ate: ontem }),
    );
    const [l] = dados<Array<{ uuid: string }>>(
      await comoDiana('PUT', `/api/catalogos/${vencido}/itens`, {
        itens: [{ produto: modulo, preco_rs: 5000 }],
      }),
    );
    await comoDiana('POST', `/api/catalogos/${vencido}/publicar`);
    const v = await comoAna('POST', '/api/pedidos', {
      tipo: 'compra',
      catalogo: vencido,
      itens: [{ item: l?.uuid, quantidade: 1 }],
    });
    expect(v.statusCode).toBe(404);
  });

  it('outro integrador não vê nem mexe no pedido: 404, e o pedido não muda', async () => {
    const p = await novoPedido();
    const comoBruno = (method: Metodo, url: string, payload?: unknown) =>
      api(bruno, outra, method, url, payload);
    for (const url of [
      `/api/pedidos/${p.uuid}`,
      `/api/pedidos/${p.uuid}/itens`,
      `/api/pedidos/${p.uuid}/historico`,
    ])
      expect((await comoBruno('GET', url)).statusCode).toBe(404);
    for (const acao of ['confirmar', 'cancelar', 'receber', 'recusar']) {
      const r = await comoBruno('POST', `/api/pedidos/${p.uuid}/${acao}`, { motivo: 'x' });
      expect([r.statusCode, mensagem(r)]).toEqual([404, 'Pedido não encontrado']);
    }
    expect(((await comoBruno('GET', '/api/pedidos')).json() as { meta: { total: number } }).meta.total).toBe(
      0,
    );
    expect(dados(await comoAna('GET', `/api/pedidos/${p.uuid}`))).toMatchObject({ status: 'aguardando' });
  });

  it('pedidos feitos ao mesmo tempo ganham números diferentes, em sequência', async () => {
    const primeiro = await novoPedido();
    const rs = await Promise.all(
      Array.from({ length: 8 }, () => pedir([{ item: linhaModulo, quantidade: 2 }])),
    );
    expect(rs.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const numeros = rs.map((r) => dados<PedidoApi>(r).numero).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 8 }, (_, i) => primeiro.numero + 1 + i));
    // Each buyer counts its own: Bruno's first order is nº 1.
    const deBruno = await api(bruno, outra, 'POST', '/api/pedidos', {
      tipo: 'compra',
      catalogo,
      itens: [{ item: linhaModulo, quantidade: 2 }],
    });
    expect(dados<PedidoApi>(deBruno).numero).toBe(1);
  });
});

/** The kit's catalogue line as the distribuidor sees it (to keep it when the lines are replaced). */
async function itemDoKit() {
  const linhas = dados<Array<{ uuid: string; produto: { uuid: string; tipo: string } }>>(
    await comoDiana('GET', `/api/catalogos/${catalogo}/itens`),
  );
  const k = linhas.find((l) => l.produto.tipo === 'kit');
  return { uuid: k?.uuid ?? '', produto: k?.produto.uuid ?? '' };
}
