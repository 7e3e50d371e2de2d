// Over 400 lines: one walk through a deal's contract and sale, each case building the state the next step needs.
import type { Contrato } from '@irradia/shared/propostas/contrato.schema';
import type { PropostaPublica } from '@irradia/shared/propostas/link.schema';
import type { ProjetoDaUsina, Venda } from '@irradia/shared/propostas/venda.schema';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart, planilhaDeGeracao } from '../../../test/multipart.ts';
import { PROPOSTA_COMPLETA } from '../../../test/propostas-de-teste.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// The deal after the customer accepts (decision 037): the contract from the company's template,
// signed on the proposal's link (name, CPF, time, IP) or by uploading the signed PDF, or cancelled
// with a reason; then the sale with its instalments, and the plant created from it whose page
// compares the proposal's expected generation with the real one.

let t: TestApp;
let agora = new Date('2027-01-10T15:00:00Z');
let ana: Pessoa;
let bruno: Pessoa;
let integ: { uuid: string };
let outra: { uuid: string };
let cliente: string;

type Metodo = 'GET' | 'POST' | 'PUT';
const comoAna = (method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(ana, integ), payload: payload as Record<string, unknown> });
const comoBruno = (method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(bruno, outra), payload: payload as Record<string, unknown> });
const publico = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as Record<string, unknown>, remoteAddress: '203.0.113.7' });
const mensagem = (r: { json(): unknown }) => (r.json() as { message: string }).message;
const textoDoPdf = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

const TERMOS = {
  pagamento: 'Entrada de 30% e o saldo em 3 parcelas no boleto',
  prazo_instalacao_dias: 45,
  garantia_modulos_anos: 12,
  garantia_inversores_anos: 10,
  garantia_instalacao_anos: 1,
};

/** A deal for `para` (a customer uuid or a lead) whose proposal the customer accepted; answers uuid and token. */
async function aceita(para: Record<string, unknown> = { cliente }) {
  const uuid = uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', ...para }));
  const put = await comoAna('PUT', `/api/pedidos/${uuid}/proposta`, PROPOSTA_COMPLETA);
  if (put.statusCode !== 200) throw new Error(`proposta: ${put.statusCode} ${put.body}`);
  const enviada = await comoAna('POST', `/api/pedidos/${uuid}/enviar`, {});
  const token = (dados<{ link: string }>(enviada).link ?? '').replace('/app/proposta/', '');
  const r = await publico('POST', `/api/propostas/${token}/aceitar`, {
    nome: 'Maria da Silva',
    cpf: '529.982.247-25',
  });
  if (r.statusCode !== 200) throw new Error(`aceitar: ${r.statusCode} ${r.body}`);
  return { uuid, token };
}
const deal = async (uuid: string) =>
  dados<{ etapa: string; status: string; total_rs: number }>(await comoAna('GET', `/api/pedidos/${uuid}`));

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar', cnpj: '11.222.333/0001-81' });
  bruno = await criarPessoa(t, 'Bruno');
  outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });
  const sp = dados<{ uuid: string }>(await comoAna('GET', '/api/cidades/3550308'));
  cliente = uuidDe(
    await comoAna('POST', '/api/clientes', {
      nome: 'Maria da Silva',
      pessoa_fisica: true,
      documento: '529.982.247-25',
      telefone: '11987654321',
      email: 'maria@exemplo.com',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: sp.uuid,
    }),
  );
});
afterAll(() => t.close());

describe('contrato', () => {
  it('o modelo: o do Irradia até a empresa salvar o seu; campo desconhecido é 422', async () => {
    const padrao = dados<{ padrao: boolean; texto: string; campos: Array<{ campo: string }> }>(
      await comoAna('GET', '/api/pedidos/modelo-contrato'),
    );
    expect(padrao.padrao).toBe(true);
    expect(padrao.texto).toContain('{{cliente_nome}}');
    expect(padrao.campos.map((c) => c.campo)).toContain('preco_total');
    const r = await comoAna('PUT', '/api/pedidos/modelo-contrato', {
      texto: `${padrao.texto}\n{{valor_secreto}} e {{cliente_nome}}`,
    });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([
      expect.objectContaining({ field: 'texto', message: 'Campo desconhecido no modelo: {{valor_secreto}}' }),
    ]);
  });

  it('só depois do aceite; sem prazo nem garantia (nem padrão no modelo) é 422 por campo', async () => {
    const rascunho = uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', cliente }));
    const antes = await comoAna('POST', `/api/pedidos/${rascunho}/contrato`, TERMOS);
    expect(antes.statusCode).toBe(409);
    expect(mensagem(antes)).toBe('O contrato é gerado depois que o cliente aceita a proposta.');

    const { uuid } = await aceita();
    const r = await comoAna('POST', `/api/pedidos/${uuid}/contrato`, { pagamento: 'À vista no Pix' });
    expect(r.statusCode).toBe(422);
    expect(erros(r).map((e) => e.field)).toEqual([
      'prazo_instalacao_dias',
      'garantia_modulos_anos',
      'garantia_inversores_anos',
      'garantia_instalacao_anos',
    ]);
    expect((await deal(uuid)).status).toBe('aceita');
    // Another company's deal is as unknown as a made-up one.
    expect((await comoBruno('POST', `/api/pedidos/${uuid}/contrato`, TERMOS)).statusCode).toBe(404);
    expect((await comoBruno('GET', `/api/pedidos/${uuid}/contrato`)).statusCode).toBe(404);
  });

  it('gerado do modelo com os dados do cliente, do sistema e do preço; assinado pelo link com nome, CPF, hora e IP', async () => {
    const { uuid, token } = await aceita();
    const g = await comoAna('POST', `/api/pedidos/${uuid}/contrato`, TERMOS);
    expect(g.statusCode, g.body).toBe(201);
    const c = dados<Contrato>(g);
    expect(c.status).toBe('aguardando_assinatura');
    const { total_rs, etapa } = await deal(uuid);
    expect(etapa).toBe('contrato');
    for (const trecho of [
      'Maria da Silva',
      '529.982.247-25',
      'Avenida Paulista, 1000, Bela Vista — São Paulo/SP — CEP 01310-100',
      '11.222.333/0001-81',
      'Entrada de 30% e o saldo em 3 parcelas no boleto',
      'em até 45 dias',
      'Módulos: 12 anos',
      '8 módulos de 550 Wp',
    ])
      expect(c.texto).toContain(trecho);
    expect(c.texto).toContain(`R$\u00a0${total_rs.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
    expect(c.texto).not.toMatch(/\{\{/);

    // The customer sees it on the same link, without costs, and signs it.
    const vista = dados<PropostaPublica>(await publico('GET', `/api/propostas/${token}`));
    expect(vista.status).toBe('aguardando_assinatura');
    expect(vista.contrato).toMatchObject({ status: 'aguardando_assinatura', assinatura: null });
    expect(JSON.stringify(vista)).not.toMatch(/custo|margem_rs|impostos_rs/);
    const semCpf = await publico('POST', `/api/propostas/${token}/assinar`, {
      nome: 'Maria da Silva',
      cpf: '123',
    });
    expect(semCpf.statusCode).toBe(422);
    agora = new Date('2027-01-12T13:30:00Z');
    const s = await publico('POST', `/api/propostas/${token}/assinar`, {
      nome: 'Maria da Silva',
      cpf: '529.982.247-25',
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(dados<PropostaPublica>(s).contrato).toMatchObject({
      status: 'assinado',
      assinado_em: agora.toISOString(),
      assinatura: { via: 'link', nome: 'Maria da Silva' },
    });
    expect(JSON.stringify(dados(s))).not.toContain('52998224725');
    const deNovo = await publico('POST', `/api/propostas/${token}/assinar`, {
      nome: 'Outra',
      cpf: '52998224725',
    });
    expect(deNovo.statusCode).toBe(409);
    expect(mensagem(deNovo)).toBe('Este contrato já foi assinado.');

    const daEquipe = dados<Contrato>(await comoAna('GET', `/api/pedidos/${uuid}/contrato`));
    expect(daEquipe.assinatura).toEqual({
      via: 'link',
      nome: 'Maria da Silva',
      cpf: '52998224725',
      ip: '203.0.113.7',
      arquivo: null,
    });
    const avisos = dados<Array<{ tipo: string; titulo: string }>>(
      await comoAna('GET', '/api/notificacoes'),
    ).filter((n) => n.tipo === 'proposta_assinado');
    expect(avisos.length).toBe(1);

    // The PDF, for the team and on the link, carries the text and the evidence (CPF masked).
    for (const pdf of [
      await comoAna('GET', `/api/pedidos/${uuid}/contrato/pdf`),
      await publico('GET', `/api/propostas/${token}/contrato/pdf`),
    ]) {
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const texto = await textoDoPdf(pdf.rawPayload);
      expect(texto).toContain('CONTRATO DE FORNECIMENTO E INSTALAÇÃO DE SISTEMA FOTOVOLTAICO');
      expect(texto).toContain('Maria da Silva');
      expect(texto).toContain(
        'Assinado eletronicamente pelo CONTRATANTE, Maria da Silva, CPF ***.982.247-**',
      );
      expect(texto).toContain('12/01/2027 10:30');
      expect(texto).toContain('203.0.113.7');
    }
    expect((await publico('GET', '/api/propostas/outro-token/contrato/pdf')).statusCode).toBe(404);
  });

  it('o modelo salvo vale para os próximos contratos, com os prazos padrão', async () => {
    const salvo = await comoAna('PUT', '/api/pedidos/modelo-contrato', {
      texto:
        'CONTRATO SIMPLES\n\nEntre {{empresa_nome}} e {{cliente_nome}}: {{sistema_potencia_kwp}} kWp por {{preco_total}}, {{pagamento}}; prazo de {{prazo_instalacao_dias}} dias.',
      prazo_instalacao_dias: 30,
      garantia_modulos_anos: 12,
      garantia_inversores_anos: 5,
      garantia_instalacao_anos: 1,
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const { uuid } = await aceita();
    const c = dados<Contrato>(
      await comoAna('POST', `/api/pedidos/${uuid}/contrato`, { pagamento: 'à vista no Pix' }),
    );
    expect(c.texto).toMatch(
      /^CONTRATO SIMPLES\n\nEntre Ana Energia Solar e Maria da Silva: 4,40 kWp por R\$/,
    );
    expect(c).toMatchObject({ prazo_instalacao_dias: 30, garantia_inversores_anos: 5 });
    expect(c.texto).toContain('prazo de 30 dias.');
    // Generated again while it waits for the signature, with other terms.
    const de = dados<Contrato>(
      await comoAna('POST', `/api/pedidos/${uuid}/contrato`, {
        pagamento: 'em 10x no cartão',
        prazo_instalacao_dias: 60,
      }),
    );
    expect(de.texto).toContain('em 10x no cartão; prazo de 60 dias.');
  });

  it('o contato sem cadastro: o contrato pede o cliente (com CPF e endereço) e o vincula', async () => {
    const { uuid } = await aceita({ lead: { nome: 'João Contato', telefone: '11912345678' } });
    const r = await comoAna('POST', `/api/pedidos/${uuid}/contrato`, TERMOS);
    expect(r.statusCode).toBe(422);
    expect(erros(r)[0]?.field).toBe('cliente');
    const incompleto = uuidDe(
      await comoAna('POST', '/api/clientes', { nome: 'João Contato', pessoa_fisica: true }),
    );
    const i = await comoAna('POST', `/api/pedidos/${uuid}/contrato`, { ...TERMOS, cliente: incompleto });
    expect(erros(i).map((e) => e.message)).toEqual([
      'Cadastre o CPF ou CNPJ do cliente',
      'Cadastre o endereço do cliente',
    ]);
    const ok = await comoAna('POST', `/api/pedidos/${uuid}/contrato`, { ...TERMOS, cliente });
    expect(ok.statusCode, ok.body).toBe(201);
    const d = dados<{ cliente: { uuid: string } | null }>(await comoAna('GET', `/api/pedidos/${uuid}`));
    expect(d.cliente?.uuid).toBe(cliente);
  });

  it('assinado pelo PDF enviado pela equipe; cancelar pede o motivo', async () => {
    const { uuid } = await aceita();
    await comoAna('POST', `/api/pedidos/${uuid}/contrato`, TERMOS);
    const naoPdf = multipart({}, 'arquivo', {
      nome: 'assinado.pdf',
      tipo: 'application/pdf',
      dados: Buffer.from('oi'),
    });
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/pedidos/${uuid}/contrato/assinado`,
      payload: naoPdf.payload,
      headers: { ...como(ana, integ), 'content-type': naoPdf.contentType },
    });
    expect(r.statusCode).toBe(422);
    expect(erros(r)[0]?.message).toBe('Envie o contrato assinado em PDF');
    const pdf = Buffer.from('%PDF-1.4\n% contrato assinado\n%%EOF\n');
    const ok = multipart({}, 'arquivo', { nome: 'assinado.pdf', tipo: 'application/pdf', dados: pdf });
    const a = await t.app.inject({
      method: 'POST',
      url: `/api/pedidos/${uuid}/contrato/assinado`,
      payload: ok.payload,
      headers: { ...como(ana, integ), 'content-type': ok.contentType },
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(dados<Contrato>(a)).toMatchObject({
      status: 'assinado',
      assinatura: { via: 'arquivo', nome: expect.stringMatching(/^Ana Integradora/), cpf: null, ip: null },
    });
    const baixado = await comoAna('GET', `/api/pedidos/${uuid}/contrato/assinado`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(pdf)).toBe(true);
    expect((await comoBruno('GET', `/api/pedidos/${uuid}/contrato/assinado`)).statusCode).toBe(404);

    const semMotivo = await comoAna('POST', `/api/pedidos/${uuid}/contrato/cancelar`, {});
    expect(semMotivo.statusCode).toBe(422);
    expect(erros(semMotivo)[0]).toMatchObject({
      field: 'motivo',
      message: 'Informe o motivo do cancelamento',
    });
    const c = await comoAna('POST', `/api/pedidos/${uuid}/contrato/cancelar`, {
      motivo: 'Cliente desistiu da obra',
    });
    expect(dados<Contrato>(c)).toMatchObject({
      status: 'cancelado',
      motivo_cancelamento: 'Cliente desistiu da obra',
    });
    expect(
      (await comoAna('POST', `/api/pedidos/${uuid}/venda`, { forma: 'pix', parcelas: [] })).statusCode,
    ).toBe(422);
    const v = await comoAna('POST', `/api/pedidos/${uuid}/venda`, {
      forma: 'pix',
      parcelas: [{ vencimento: '2027-02-01', valor_rs: 10 }],
    });
    expect(v.statusCode).toBe(409);
    expect(mensagem(v)).toBe('A venda é registrada depois que o contrato é assinado.');
  });
});

describe('venda e usina', () => {
  it('a venda com parcelas que somam o valor; a usina criada com um clique compara o previsto com o real', async () => {
    const { uuid, token } = await aceita();
    await comoAna('POST', `/api/pedidos/${uuid}/contrato`, TERMOS);
    await publico('POST', `/api/propostas/${token}/assinar`, {
      nome: 'Maria da Silva',
      cpf: '529.982.247-25',
    });
    const { total_rs } = await deal(uuid);

    const errada = await comoAna('POST', `/api/pedidos/${uuid}/venda`, {
      forma: 'boleto',
      parcelas: [
        { vencimento: '2027-02-10', valor_rs: 100 },
        { vencimento: '2027-03-10', valor_rs: 100 },
      ],
    });
    expect(errada.statusCode).toBe(422);
    expect(erros(errada)[0]?.field).toBe('parcelas');
    expect(erros(errada)[0]?.message).toMatch(
      /^As parcelas somam R\$\u00a0200,00, mas o valor da venda é R\$/,
    );

    const terco = Math.round((total_rs / 3) * 100) / 100;
    const r = await comoAna('POST', `/api/pedidos/${uuid}/venda`, {
      forma: 'boleto',
      parcelas: [
        { vencimento: '2027-02-10', valor_rs: terco },
        { vencimento: '2027-03-10', valor_rs: terco },
        { vencimento: '2027-04-10', valor_rs: Math.round((total_rs - 2 * terco) * 100) / 100 },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    const v = dados<Venda>(r);
    expect(v).toMatchObject({ valor_rs: total_rs, forma: 'boleto', usina: null });
    expect(v.parcelas.map((p) => p.numero)).toEqual([1, 2, 3]);
    expect(await deal(uuid)).toMatchObject({ etapa: 'venda', status: 'fechada' });
    const lista = dados<Array<{ uuid: string }>>(await comoAna('GET', '/api/pedidos?tipo=venda&etapa=venda'));
    expect(lista.map((p) => p.uuid)).toContain(uuid);
    expect(
      (
        await comoAna('POST', `/api/pedidos/${uuid}/venda`, {
          forma: 'pix',
          parcelas: [{ vencimento: '2027-02-01', valor_rs: total_rs }],
        })
      ).statusCode,
    ).toBe(409);
    // The link still shows the signed contract.
    expect(dados<PropostaPublica>(await publico('GET', `/api/propostas/${token}`)).contrato?.status).toBe(
      'assinado',
    );

    const u = await comoAna('POST', `/api/pedidos/${uuid}/usina`, {});
    expect(u.statusCode, u.body).toBe(201);
    const usina = dados<Venda>(u).usina;
    expect(usina?.nome).toBe('Maria da Silva — São Paulo');
    const segunda = await comoAna('POST', `/api/pedidos/${uuid}/usina`, {});
    expect(segunda.statusCode).toBe(409);
    expect(mensagem(segunda)).toBe('A usina desta venda já foi criada.');
    const detalhe = dados<{
      potencia_kwp: number;
      cliente: { uuid: string } | null;
      cidade: { nome: string } | null;
    }>(await comoAna('GET', `/api/usinas/${usina?.uuid}`));
    expect(detalhe.potencia_kwp).toBe(4.4);
    expect(detalhe.cliente?.uuid).toBe(cliente);
    expect((await comoBruno('GET', `/api/usinas/${usina?.uuid}/projeto`)).statusCode).toBe(404);

    // Readings of two months: the expected month by month against the real (the clock moves
    // under the 30-day session).
    agora = new Date('2027-02-03T12:00:00Z');
    const { payload, contentType } = planilhaDeGeracao([
      ['13/01/2027', 20],
      ['14/01/2027', 22.5],
      ['01/02/2027', 18],
    ]);
    const imp = await t.app.inject({
      method: 'POST',
      url: `/api/usinas/${usina?.uuid}/geracao/importar`,
      payload,
      headers: { ...como(ana, integ), 'content-type': contentType },
    });
    expect(imp.statusCode, imp.body).toBe(200);
    agora = new Date('2027-03-01T12:00:00Z');
    const proposta = dados<{
      dimensionamento: { meses: Array<{ geracao_kwh: number }>; geracao_anual_kwh: number };
    }>(await comoAna('GET', `/api/pedidos/${uuid}/proposta`));
    const rp = await comoAna('GET', `/api/usinas/${usina?.uuid}/projeto`);
    expect(rp.statusCode, rp.body).toBe(200);
    const p = dados<ProjetoDaUsina>(rp);
    expect(p.pedido.uuid).toBe(uuid);
    expect(p.potencia_kwp).toBe(4.4);
    expect(p.geracao_anual_prevista_kwh).toBe(proposta.dimensionamento.geracao_anual_kwh);
    expect(p.meses.map((m) => m.mes)).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(p.meses[0]?.real_kwh).toBeCloseTo(42.5, 5);
    expect(p.meses[1]?.real_kwh).toBeCloseTo(18, 5);
    expect(p.meses[2]?.real_kwh).toBeNull();
    expect(p.meses[0]?.previsto_kwh).toBeCloseTo(proposta.dimensionamento.meses[0]?.geracao_kwh ?? 0, 1);
    expect(p.previsto_total_kwh).toBeCloseTo(
      (p.meses[0]?.previsto_kwh ?? 0) + (p.meses[1]?.previsto_kwh ?? 0),
      5,
    );
    expect(p.real_total_kwh).toBeCloseTo(60.5, 5);
    const v2 = dados<Venda>(await comoAna('GET', `/api/pedidos/${uuid}/venda`));
    expect(v2.usina?.uuid).toBe(usina?.uuid);
  });
});
