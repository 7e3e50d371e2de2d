import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';
import { PROPOSTA_COMPLETA } from './propostas-de-teste.ts';
import type { Semente } from './semeadura.ts';

// Purchase orders for API tests (issue 24): a distribuidor with a published catalogue, made
// through the catalogue routes, and an order from it.

export interface DistribuidorDeTeste {
  dono: Pessoa;
  empresa: { uuid: string; nome: string };
  catalogo: string;
  /** The catalogue line of its one product (what buyers order), and that product. */
  item: string;
  produto: string;
}

/**
 * A company of tipo distribuidor, owned by a new person, with one product in a published
 * catalogue and `estoque` units of it in stock (confirming an order takes them out).
 */
export async function distribuidorDeTeste(
  t: TestApp,
  nome: string,
  estoque = 50,
): Promise<DistribuidorDeTeste> {
  const dono = await criarPessoa(t, `Dono ${nome}`);
  const empresa = await criarEmpresa(t, dono, { nome, tipo: 'distribuidor' });
  const api = async (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: como(dono, empresa), payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: unknown }).data;
  };
  const produto = (await api('POST', '/api/produtos', {
    tipo: 'inversor',
    nome: 'Inversor 5 kW',
    custo_rs: 3000,
    especificacoes: { potencia_kw: 5 },
  })) as { uuid: string };
  if (estoque > 0)
    await api('POST', '/api/estoque/movimentos', {
      produto: produto.uuid,
      tipo: 'entrada',
      quantidade: estoque,
      motivo: 'Estoque inicial',
    });
  const catalogo = (await api('POST', '/api/catalogos', { nome: 'Tabela geral' })) as { uuid: string };
  const [linha] = (await api('PUT', `/api/catalogos/${catalogo.uuid}/itens`, {
    itens: [{ produto: produto.uuid, preco_rs: 4200 }],
  })) as Array<{ uuid: string }>;
  await api('POST', `/api/catalogos/${catalogo.uuid}/publicar`);
  return { dono, empresa, catalogo: catalogo.uuid, item: linha?.uuid ?? '', produto: produto.uuid };
}

/** `quem` of `empresa` orders from the distribuidor's catalogue; the new order's uuid. */
export async function pedir(
  t: TestApp,
  quem: Pessoa,
  empresa: { uuid: string },
  d: DistribuidorDeTeste,
  quantidade = 2,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: como(quem, empresa),
    payload: { tipo: 'compra', catalogo: d.catalogo, itens: [{ item: d.item, quantidade }] },
  });
  if (res.statusCode !== 201) throw new Error(`pedido: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { uuid: string } }).data.uuid;
}

/** The seeded company orders from the distribuidor (run after every `semear`): fills `pedido`. */
export async function pedirComoSemente(t: TestApp, s: Semente, d: DistribuidorDeTeste): Promise<void> {
  s.pedido = await pedir(t, s.dono, s.empresa, d);
  s.marcas.push(s.pedido);
}

/**
 * A deal (decision 031) of the seeded company for its customer, with a complete proposal saved (so
 * its PDF answers 200): returns its uuid, also added to `marcas` (nothing of it may show up for the other company).
 */
export async function venderComoSemente(t: TestApp, s: Semente): Promise<string> {
  const headers = como(s.dono, s.empresa);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers,
    payload: { tipo: 'venda', cliente: s.cliente },
  });
  if (res.statusCode !== 201) throw new Error(`venda: ${res.statusCode} ${res.body}`);
  const uuid = (res.json() as { data: { uuid: string } }).data.uuid;
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/pedidos/${uuid}/proposta`,
    headers,
    payload: PROPOSTA_COMPLETA,
  });
  if (put.statusCode !== 200) throw new Error(`proposta: ${put.statusCode} ${put.body}`);
  s.marcas.push(uuid);
  return uuid;
}

/**
 * A deal whose contract is signed (decision 037): a customer with CPF and address, the proposal
 * (`proposta`, PROPOSTA_COMPLETA by default) sent and accepted on its link, the contract generated
 * and signed by an uploaded PDF. Answers the deal's uuid and the proposal's validity.
 */
export async function contratoAssinado(
  t: TestApp,
  quem: { dono: Pessoa; empresa: { uuid: string } },
  proposta: Record<string, unknown> = PROPOSTA_COMPLETA,
) {
  const headers = como(quem.dono, quem.empresa);
  const chamar = async (
    method: 'POST' | 'PUT',
    url: string,
    payload: Record<string, unknown>,
    esperado = 200,
  ) => {
    const res = await t.app.inject({ method, url, headers, payload });
    if (res.statusCode !== esperado) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: Record<string, unknown> }).data;
  };
  const cliente = await chamar(
    'POST',
    '/api/clientes',
    { nome: 'Cliente do Contrato', documento: '529.982.247-25', logradouro: 'Rua das Flores', numero: '10' },
    201,
  );
  const uuid = String(
    (await chamar('POST', '/api/pedidos', { tipo: 'venda', cliente: cliente.uuid }, 201)).uuid,
  );
  const validade = new Date(t.ctx.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  await chamar('PUT', `/api/pedidos/${uuid}/proposta`, { ...proposta, validade });
  const link = String((await chamar('POST', `/api/pedidos/${uuid}/enviar`, {})).link);
  const aceite = await t.app.inject({
    method: 'POST',
    url: `/api/propostas/${link.replace('/app/proposta/', '')}/aceitar`,
    payload: { nome: 'Cliente do Contrato', cpf: '52998224725' },
  });
  if (aceite.statusCode !== 200) throw new Error(`aceitar: ${aceite.statusCode} ${aceite.body}`);
  await chamar(
    'POST',
    `/api/pedidos/${uuid}/contrato`,
    {
      pagamento: 'À vista',
      prazo_instalacao_dias: 30,
      garantia_modulos_anos: 12,
      garantia_inversores_anos: 10,
      garantia_instalacao_anos: 1,
    },
    201,
  );
  const pdf = multipart({}, 'arquivo', {
    nome: 'assinado.pdf',
    tipo: 'application/pdf',
    dados: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  const assinado = await t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${uuid}/contrato/assinado`,
    headers: { ...headers, 'content-type': pdf.contentType },
    payload: pdf.payload,
  });
  if (assinado.statusCode !== 200) throw new Error(`assinado: ${assinado.statusCode} ${assinado.body}`);
  return { uuid, validade };
}

/** A deal taken all the way to a sale: `contratoAssinado`, then the sale in one instalment. */
export async function fecharVendaComoSemente(t: TestApp, s: Semente): Promise<string> {
  const { uuid, validade } = await contratoAssinado(t, s);
  const headers = como(s.dono, s.empresa);
  const total = Number(
    (
      (await t.app.inject({ method: 'GET', url: `/api/pedidos/${uuid}`, headers })).json() as {
        data: { total_rs: number };
      }
    ).data.total_rs,
  );
  const venda = await t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${uuid}/venda`,
    headers,
    payload: { forma: 'pix', parcelas: [{ vencimento: validade, valor_rs: total }] },
  });
  if (venda.statusCode !== 201) throw new Error(`venda: ${venda.statusCode} ${venda.body}`);
  s.marcas.push(uuid);
  return uuid;
}
