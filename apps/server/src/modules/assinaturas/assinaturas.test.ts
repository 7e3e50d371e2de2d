// Over 400 lines: one app and one simulator shared by plans, subscription, limits, webhooks and sistema, in the order a subscription lives.
import { ZAssinaturaResposta, ZAssinaturasDeEmpresas } from '@irradia/shared/assinaturas/assinaturas.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, uuidDe } from '../../../test/respostas.ts';
import {
  assinaturaMercadoPago,
  manifestoMercadoPago,
} from '../../connectors/pagamentos/mercadopago/client.ts';
import {
  iniciarSimuladorMercadoPago,
  type SimuladorMercadoPago,
} from '../../connectors/pagamentos/mercadopago/simulator.ts';
import { empresaPorUuid } from '../empresas/empresas.consultas.ts';
import { cobrancasDe, criarCobranca } from './assinaturas.cobrancas.ts';

// Plans, the company's subscription, its limits and the read-only rule, through the API, with
// charges on the local Mercado Pago whose webhooks are delivered into the app (decision 041).

let agora = new Date('2026-11-20T15:00:00Z');
let t: TestApp;
let sim: SimuladorMercadoPago;
let admin: Pessoa;
let sistema: { uuid: string };
let dono: Pessoa;
let empresa: { uuid: string };
let semPermissao: Pessoa;
let basico: string;
let cidade: string;

type Metodo = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: object, quem = dono, emp = empresa) =>
  t.app.inject({ method, url, headers: como(quem, emp), ...(payload ? { payload } : {}) });
const doSistema = (method: Metodo, url: string, payload?: object) =>
  api(method, url, payload, admin, sistema);
const mensagem = (r: { json(): unknown }) => (r.json() as { message: string }).message;
const assinatura = async (emp = empresa, quem = dono) => {
  const data = ZAssinaturaResposta.parse(
    (await api('GET', '/api/assinatura', undefined, quem, emp)).json(),
  ).data;
  if (!data) throw new Error('sem assinatura');
  return data;
};
const plano = (extra: Record<string, unknown> = {}) => ({
  nome: 'Básico',
  preco_mensal_rs: 149.9,
  preco_anual_rs: 1499,
  limite_usinas: 1,
  limite_usuarios: 2,
  limite_kwp: 10,
  recursos: ['monitoramento'],
  dias_teste: 14,
  ...extra,
});
const entregar = (e: { url: string; headers: Record<string, string>; corpo: string }) => {
  const u = new URL(e.url);
  return t.app.inject({
    method: 'POST',
    url: `${u.pathname}${u.search}`,
    headers: e.headers,
    payload: e.corpo,
  });
};

beforeAll(async () => {
  sim = await iniciarSimuladorMercadoPago({
    token: 'APP_USR-teste',
    segredo: 'segredo-webhook',
    agora: () => agora,
    entregar: async (url, headers, corpo) => (await entregar({ url, headers, corpo })).statusCode,
  });
  t = await createTestApp({
    env: {
      ADMIN_EMAILS: 'raiz@assinaturas.com.br',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-teste',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-webhook',
      MERCADOPAGO_BASE_URL: sim.url,
    },
    deps: { now: () => agora },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: 'Administração', email: 'raiz@assinaturas.com.br', password: 'raiz1234', termos: true },
  });
  const body = res.json() as { auth: { token: string }; user: { uuid: string } };
  admin = {
    token: body.auth.token,
    uuid: body.user.uuid,
    email: 'raiz@assinaturas.com.br',
    nome: 'Administração',
  };
  sistema = await criarEmpresa(t, admin, { nome: 'Irradia Sistema', tipo: 'sistema' });
  dono = await criarPessoa(t, 'Dona');
  empresa = await criarEmpresa(t, dono, { nome: 'Sol do Sul' });
  // An employee whose position grants nothing (hired with an account, accepted).
  semPermissao = await criarPessoa(t, 'Sem permissão');
  const f = uuidDe(
    await api('POST', '/api/funcionarios', { nome: 'Sem Permissão', email: semPermissao.email }),
  );
  await t.app.inject({ method: 'POST', url: `/api/funcionarios/${f}/aceitar`, headers: como(semPermissao) });
  cidade = dados<{ uuid: string }>(await api('GET', '/api/cidades/3550308')).uuid;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sim?.fechar();
});

describe('planos', () => {
  it('o sistema cadastra, edita, remove e restaura; as empresas veem os oferecidos', async () => {
    const criado = await doSistema('POST', '/api/planos', plano());
    expect(criado.statusCode).toBe(201);
    basico = uuidDe(criado);
    expect(dados(criado)).toMatchObject({
      nome: 'Básico',
      preco_mensal_rs: 149.9,
      limite_usinas: 1,
      dias_teste: 14,
    });
    const pro = uuidDe(
      await doSistema(
        'POST',
        '/api/planos',
        plano({ nome: 'Pro', preco_mensal_rs: 399, limite_usinas: null }),
      ),
    );
    expect(
      dados(
        await doSistema('PATCH', `/api/planos/${pro}`, plano({ nome: 'Profissional', limite_usinas: null })),
      ),
    ).toMatchObject({
      nome: 'Profissional',
      limite_usinas: null,
    });
    expect((await doSistema('DELETE', `/api/planos/${pro}`)).statusCode).toBe(200);
    const vistos = dados<Array<{ nome: string }>>(await api('GET', '/api/planos')).map((p) => p.nome);
    expect(vistos).toEqual(['Básico']);
    // An integrator asking for the removed ones still sees the offer only.
    expect(
      dados<Array<{ nome: string }>>(await api('GET', '/api/planos?removidos=1')).map((p) => p.nome),
    ).toEqual(['Básico']);
    expect(
      dados<Array<{ nome: string }>>(await doSistema('GET', '/api/planos?removidos=1')).map((p) => p.nome),
    ).toEqual(['Profissional']);
    expect((await doSistema('POST', `/api/planos/${pro}/restaurar`)).statusCode).toBe(200);
    expect(dados<unknown[]>(await api('GET', '/api/planos'))).toHaveLength(2);
  });

  it('quem não é o sistema não mexe nos planos (403); sem a permissão, 403', async () => {
    const r = await api('POST', '/api/planos', plano({ nome: 'Pirata' }));
    expect(r.statusCode).toBe(403);
    expect(mensagem(r)).toBe('Somente a administração do sistema pode fazer isto');
    expect((await api('PATCH', `/api/planos/${basico}`, plano({ nome: 'X' }))).statusCode).toBe(403);
    expect((await api('DELETE', `/api/planos/${basico}`)).statusCode).toBe(403);
    const s = await api('POST', '/api/planos', plano(), semPermissao);
    expect(s.statusCode).toBe(403);
    expect(mensagem(s)).toBe('Você não tem permissão para esta ação');
    expect((await api('GET', '/api/assinatura', undefined, semPermissao)).statusCode).toBe(403);
    expect((await api('GET', '/api/assinatura/empresas')).statusCode).toBe(403);
    expect(
      (await api('PATCH', `/api/assinatura/empresas/${empresa.uuid}`, { status: 'ativa' })).statusCode,
    ).toBe(403);
  });
});

describe('assinatura', () => {
  it('sem assinatura: data null e sem limites', async () => {
    expect(dados(await api('GET', '/api/assinatura'))).toBeNull();
  });

  it('assinar começa em teste pelos dias do plano, com o uso contra os limites', async () => {
    const r = await api('POST', '/api/assinatura', { plano: basico });
    expect(r.statusCode).toBe(200);
    const a = await assinatura();
    expect(a).toMatchObject({
      status: 'teste',
      ciclo: 'mensal',
      forma: 'pix',
      periodo_inicio: '2026-11-20',
      periodo_fim: '2026-12-04',
      cancelar_no_fim: false,
      bloqueada: false,
      gateway: true,
      plano: { nome: 'Básico' },
      uso: { usinas: { uso: 0, limite: 1 }, usuarios: { uso: 2, limite: 2 }, kwp: { uso: 0, limite: 10 } },
      cobrancas: [],
    });
  });

  it('passado o limite de usinas ou de kWp, cadastrar é recusado com a mensagem que nomeia o limite', async () => {
    const usina = (nome: string, kwp: number) => ({
      nome,
      cidade,
      potencia_kwp: kwp,
      data_instalacao: '2025-01-10',
    });
    const kwp = await api('POST', '/api/usinas', usina('Grande', 12));
    expect(kwp.statusCode).toBe(403);
    expect(mensagem(kwp)).toBe(
      'O plano Básico permite até 10 kWp monitorados (a empresa já tem 0 kWp). Mude de plano em Assinatura para cadastrar mais.',
    );
    expect((await api('POST', '/api/usinas', usina('Casa Lima', 6))).statusCode).toBe(201);
    const r = await api('POST', '/api/usinas', usina('Casa Souza', 2));
    expect(r.statusCode).toBe(403);
    expect(r.headers['x-error-code']).toBe('LIMITE_DO_PLANO');
    expect(mensagem(r)).toBe(
      'O plano Básico permite até 1 usina. Mude de plano em Assinatura para cadastrar mais.',
    );
    expect((await assinatura()).uso.usinas).toEqual({ uso: 1, limite: 1 });
  });

  it('passado o limite de usuários, contratar é recusado', async () => {
    const r = await api('POST', '/api/funcionarios', { nome: 'Nova Pessoa', email: 'nova@solsul.com.br' });
    expect(r.statusCode).toBe(403);
    expect(mensagem(r)).toBe(
      'O plano Básico permite até 2 usuários. Mude de plano em Assinatura para adicionar mais pessoas.',
    );
  });

  it('cancelar vale no fim do período; reativar desfaz; depois do fim fica cancelada', async () => {
    expect(dados(await api('POST', '/api/assinatura/cancelar'))).toMatchObject({
      status: 'teste',
      cancelar_no_fim: true,
    });
    expect(dados(await api('POST', '/api/assinatura/reativar'))).toMatchObject({ cancelar_no_fim: false });
    await api('POST', '/api/assinatura/cancelar');
    agora = new Date('2026-12-05T15:00:00Z');
    expect(await assinatura()).toMatchObject({ status: 'cancelada', bloqueada: false });
    expect((await api('POST', '/api/assinatura/reativar')).statusCode).toBe(409);
    // Subscribing again starts unpaid (no second trial).
    expect(dados(await api('POST', '/api/assinatura', { plano: basico }))).toMatchObject({
      status: 'inadimplente',
      periodo_inicio: '2026-12-04',
      periodo_fim: '2026-12-04',
    });
  });

  it('sem pagar além da carência, a empresa fica só leitura (402); a baixa à mão devolve a edição', async () => {
    agora = new Date('2026-12-13T15:00:00Z');
    const a = await assinatura();
    expect(a).toMatchObject({ status: 'inadimplente', bloqueada: true });
    const r = await api('POST', '/api/categorias', { nome: 'Módulos' });
    expect(r.statusCode).toBe(402);
    expect(mensagem(r)).toBe(
      'A assinatura desta empresa está com pagamento pendente. Regularize em Assinatura para voltar a editar.',
    );
    expect((await api('GET', '/api/categorias')).statusCode).toBe(200);
    // Personal routes stay open.
    expect((await api('GET', '/api/notificacoes')).statusCode).toBe(200);
    const c = await api('POST', '/api/assinatura/cobrancas', { forma: 'boleto' });
    expect(c.statusCode).toBe(201);
    const cobranca = dados<{ uuid: string; boleto_url: string; boleto_linha_digitavel: string }>(c);
    expect(cobranca).toMatchObject({
      valor_rs: 149.9,
      status: 'pendente',
      forma: 'boleto',
      vencimento: '2026-12-13',
      periodo_inicio: '2026-12-13',
      periodo_fim: '2027-01-12',
    });
    expect(cobranca.boleto_url).toMatch(/^https:/);
    expect(cobranca.boleto_linha_digitavel).toMatch(/^23793/);
    // The same request answers the same pending charge.
    expect(uuidDe(await api('POST', '/api/assinatura/cobrancas', { forma: 'boleto' }))).toBe(cobranca.uuid);
    expect((await api('POST', `/api/assinatura/cobrancas/${cobranca.uuid}/baixa`)).statusCode).toBe(403);
    // Sistema's list names the unpaid charge it may mark paid by hand.
    const lista = (await doSistema('GET', '/api/assinatura/empresas?limit=200')).json() as {
      data: Array<{ cobranca_pendente: { uuid: string; status: string } | null }>;
    };
    expect(lista.data.map((x) => x.cobranca_pendente?.uuid)).toContain(cobranca.uuid);
    const baixa = await doSistema('POST', `/api/assinatura/cobrancas/${cobranca.uuid}/baixa`);
    expect(dados(baixa)).toMatchObject({ status: 'paga' });
    expect(await assinatura()).toMatchObject({
      status: 'ativa',
      bloqueada: false,
      periodo_fim: '2027-01-12',
    });
    expect((await api('POST', '/api/categorias', { nome: 'Módulos' })).statusCode).toBe(201);
  });
});

describe('webhooks do Mercado Pago', () => {
  const ultimaCobranca = async () => (await assinatura()).cobrancas[0];
  const gatewayId = async (uuid: string) => {
    const pg = [...sim.pagamentos.values()].find((p) => p.external_reference === uuid);
    if (!pg) throw new Error('pagamento não chegou ao simulador');
    return String(pg.id);
  };

  it('pago: a cobrança fica paga e o período se estende pelo ciclo', async () => {
    const c = dados<{ uuid: string; pix_copia_e_cola: string; periodo_inicio: string }>(
      await api('POST', '/api/assinatura/cobrancas', { forma: 'pix' }),
    );
    expect(c.pix_copia_e_cola).toMatch(/^000201/);
    expect(c.periodo_inicio).toBe('2027-01-13');
    const e = await sim.pagar(await gatewayId(c.uuid));
    expect(e.status).toBe(200);
    expect(await ultimaCobranca()).toMatchObject({
      uuid: c.uuid,
      status: 'paga',
      paga_em: agora.toISOString(),
    });
    expect(await assinatura()).toMatchObject({ status: 'ativa', periodo_fim: '2027-02-12' });
  });

  it('repetido (mesmo x-request-id) é recusado com 409 e nada muda; forjado é recusado com 401', async () => {
    const e = sim.entregas.at(-1);
    if (!e) throw new Error('sem entrega');
    const antes = await assinatura();
    const r = await entregar(e);
    expect(r.statusCode).toBe(409);
    expect(mensagem(r)).toBe('Notificação repetida ou expirada: ignorada');
    const forjada = await entregar({
      ...e,
      headers: { ...e.headers, 'x-request-id': 'outro-id', 'x-signature': e.headers['x-signature'] ?? '' },
    });
    expect(forjada.statusCode).toBe(401);
    expect(mensagem(forjada)).toBe('Assinatura da notificação inválida');
    const semAssinatura = await entregar({ ...e, headers: { 'content-type': 'application/json' } });
    expect(semAssinatura.statusCode).toBe(401);
    expect(await assinatura()).toEqual(antes);
  });

  it('estornado: a cobrança fica estornada e o período pago volta; assinado há mais de 10 minutos é recusado', async () => {
    const c = await ultimaCobranca();
    if (!c) throw new Error('sem cobrança');
    const id = await gatewayId(c.uuid);
    const e = await sim.estornar(id);
    expect(e.status).toBe(200);
    expect(await ultimaCobranca()).toMatchObject({ status: 'estornada' });
    expect(await assinatura()).toMatchObject({ status: 'ativa', periodo_fim: '2027-01-12' });
    // A delivery correctly signed eleven minutes ago (a new request id) is refused as expired.
    const ts = String(Math.floor(agora.getTime() / 1000) - 11 * 60);
    const v1 = assinaturaMercadoPago('segredo-webhook', manifestoMercadoPago(id, 'req-antiga', ts));
    const velha = await entregar({
      ...e,
      headers: { ...e.headers, 'x-request-id': 'req-antiga', 'x-signature': `ts=${ts},v1=${v1}` },
    });
    expect(velha.statusCode).toBe(409);
    // The same, signed now: accepted (nothing changed at the gateway, so nothing changes here).
    const ts2 = String(Math.floor(agora.getTime() / 1000));
    const v2 = assinaturaMercadoPago('segredo-webhook', manifestoMercadoPago(id, 'req-nova', ts2));
    const nova = await entregar({
      ...e,
      headers: { ...e.headers, 'x-request-id': 'req-nova', 'x-signature': `ts=${ts2},v1=${v2}` },
    });
    expect(nova.statusCode).toBe(200);
    expect(await ultimaCobranca()).toMatchObject({ status: 'estornada' });
  });

  it('vencido: a cobrança fica vencida', async () => {
    const c = dados<{ uuid: string }>(await api('POST', '/api/assinatura/cobrancas', { forma: 'boleto' }));
    await sim.vencer(await gatewayId(c.uuid));
    expect((await assinatura()).cobrancas.find((x) => x.uuid === c.uuid)).toMatchObject({
      status: 'vencida',
    });
  });
});

describe('cobrança de uma parcela (origem pagamento)', () => {
  it('criarCobranca gera o Pix; o webhook pago emite cobranca_atualizada e cobrancasDe a traz paga', async () => {
    const vistos: Array<Record<string, unknown>> = [];
    t.ctx.eventos.ouvir(async (_ctx, e) => {
      if (e.tipo === 'cobranca_atualizada') vistos.push({ ...e });
    });
    const e = await empresaPorUuid(t.ctx, empresa.uuid);
    if (!e) throw new Error('empresa');
    const c = await criarCobranca(t.ctx, {
      empresaId: e.id,
      origem: 'pagamento',
      referenciaId: 4242,
      valorCentavos: 250_000,
      vencimento: '2026-12-20',
      forma: 'pix',
      descricao: 'Parcela 1/3 da venda 12',
      pagador: { nome: 'João da Silva', email: null, documento: '123.456.789-09' },
    });
    expect(c).toMatchObject({ status: 'pendente', forma: 'pix', vencimento: '2026-12-20' });
    expect(c.pix_copia_e_cola).toMatch(/^000201/);
    const pg = [...sim.pagamentos.values()].find((p) => p.external_reference === c.uuid);
    expect(pg?.transaction_amount).toBe(2500);
    await sim.pagar(String(pg?.id));
    expect(vistos).toEqual([
      expect.objectContaining({
        tipo: 'cobranca_atualizada',
        empresaId: e.id,
        origem: 'pagamento',
        referenciaId: 4242,
        status: 'paga',
        pagaEm: agora.toISOString(),
      }),
    ]);
    const mapa = await cobrancasDe(t.ctx, 'pagamento', [4242, 9999]);
    expect([...mapa.keys()]).toEqual([4242]);
    expect(mapa.get(4242)).toMatchObject({ uuid: c.uuid, status: 'paga' });
  });
});

describe('plano sem teste', () => {
  it('assinar já gera a primeira cobrança, vencendo hoje; paga, a assinatura fica ativa', async () => {
    const semTeste = uuidDe(await doSistema('POST', '/api/planos', plano({ nome: 'Direto', dias_teste: 0 })));
    const outroDono = await criarPessoa(t, 'Direta');
    const direta = await criarEmpresa(t, outroDono, { nome: 'Sol Direto' });
    const r = await api('POST', '/api/assinatura', { plano: semTeste, forma: 'pix' }, outroDono, direta);
    const a = ZAssinaturaResposta.parse(r.json()).data;
    expect(a).toMatchObject({ status: 'inadimplente', bloqueada: false });
    expect(a?.cobrancas).toEqual([
      expect.objectContaining({
        status: 'pendente',
        forma: 'pix',
        vencimento: '2026-12-13',
        periodo_inicio: '2026-12-13',
      }),
    ]);
    const pg = [...sim.pagamentos.values()].find((p) => p.external_reference === a?.cobrancas[0]?.uuid);
    await sim.pagar(String(pg?.id));
    expect(await assinatura(direta, outroDono)).toMatchObject({ status: 'ativa', periodo_fim: '2027-01-12' });
  });
});

describe('sistema', () => {
  it('vê todas as assinaturas com a receita recorrente mensal; ajusta à mão', async () => {
    const outroDono = await criarPessoa(t, 'Outro');
    const outra = await criarEmpresa(t, outroDono, { nome: 'Luz do Norte' });
    const anual = uuidDe(
      await doSistema('POST', '/api/planos', plano({ nome: 'Anual', preco_anual_rs: 1200 })),
    );
    const ajuste = await doSistema('PATCH', `/api/assinatura/empresas/${outra.uuid}`, {
      plano: anual,
      status: 'ativa',
      periodo_fim: '2027-06-30',
    });
    expect(ajuste.statusCode).toBe(200);
    expect(dados(ajuste)).toMatchObject({
      empresa: { nome: 'Luz do Norte' },
      status: 'ativa',
      mrr_rs: 149.9,
    });
    // Yearly: its price over 12 (R$ 1.499,00 / 12 = R$ 124,92).
    await api('POST', '/api/assinatura', { plano: basico, ciclo: 'anual', forma: 'boleto' });
    const lista = ZAssinaturasDeEmpresas.parse((await doSistema('GET', '/api/assinatura/empresas')).json());
    expect(lista.meta.total).toBe(3);
    expect(lista.mrr_rs).toBeCloseTo(424.72, 2);
    expect(lista.data.find((a) => a.empresa.nome === 'Sol do Sul')).toMatchObject({
      ciclo: 'anual',
      mrr_rs: 124.92,
    });
    const busca = ZAssinaturasDeEmpresas.parse(
      (await doSistema('GET', '/api/assinatura/empresas?search=norte')).json(),
    );
    expect(busca.data.map((a) => a.empresa.nome)).toEqual(['Luz do Norte']);
    const inad = ZAssinaturasDeEmpresas.parse(
      (await doSistema('GET', '/api/assinatura/empresas?status=inadimplente')).json(),
    );
    expect(inad.data).toEqual([]);
    // Made active by hand after its period ended: a new month from today, not read-only.
    await doSistema('PATCH', `/api/assinatura/empresas/${outra.uuid}`, { periodo_fim: '2026-01-31' });
    const reativada = await doSistema('PATCH', `/api/assinatura/empresas/${outra.uuid}`, { status: 'ativa' });
    expect(dados(reativada)).toMatchObject({ status: 'ativa', bloqueada: false, periodo_fim: '2027-01-12' });
    expect(
      (await doSistema('PATCH', `/api/assinatura/empresas/${crypto.randomUUID()}`, { status: 'ativa' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await doSistema('POST', `/api/assinatura/cobrancas/${crypto.randomUUID()}/baixa`)).statusCode,
    ).toBe(404);
  });
});
