import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { funcionarioDeTeste } from '../../../test/quadros-de-teste.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';
import { pagamentos } from '../../db/schema/financeiro.ts';

// Finance registers (issue 27, decision 040): accounts with their balance, wallets and payment
// methods; and what one company may do with another's finance records (nothing).

const agora = new Date('2026-11-28T15:00:00Z');
let t: TestApp;
let ana: Pessoa;
let bia: Pessoa;
let A: { uuid: string };
let B: { uuid: string };

type Metodo = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem = ana, emp = A) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoB = (method: Metodo, url: string, payload?: unknown) => api(method, url, payload, bia, B);
const nomes = async (url: string, quem = ana, emp = A) =>
  ((await api('GET', url, undefined, quem, emp)).json() as { data: Array<{ nome: string }> }).data.map(
    (c) => c.nome,
  );
const contaEntrada = (nome: string, extra: Record<string, unknown> = {}) => ({
  nome,
  tipo: 'corrente',
  banco: '001',
  agencia: '1234',
  numero: '56789-0',
  saldo_inicial_rs: 500.25,
  saldo_inicial_em: '2026-01-01',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  ana = await criarPessoa(t, 'Ana');
  A = await criarEmpresa(t, ana, { nome: 'Alfa Solar' });
  bia = await criarPessoa(t, 'Bia');
  B = await criarEmpresa(t, bia, { nome: 'Bravo Solar' });
});
afterAll(() => t.close());

describe('contas', () => {
  it('cadastra, edita, lista com o saldo, remove e restaura', async () => {
    const r = await api('POST', '/api/contas', contaEntrada('Banco do Brasil'));
    expect(r.statusCode).toBe(201);
    const uuid = uuidDe(r);
    expect(dados(r)).toMatchObject({
      nome: 'Banco do Brasil',
      banco: '001',
      saldo_inicial_rs: 500.25,
      saldo_rs: 500.25,
      removido_em: null,
    });
    const editada = await api('PATCH', `/api/contas/${uuid}`, contaEntrada('BB Empresa', { banco: '' }));
    expect(dados(editada)).toMatchObject({ nome: 'BB Empresa', banco: null });
    expect(await nomes('/api/contas?search=empresa')).toEqual(['BB Empresa']);
    expect((await api('DELETE', `/api/contas/${uuid}`)).json()).toMatchObject({
      data: { removido_em: expect.any(String) },
    });
    expect(await nomes('/api/contas')).not.toContain('BB Empresa');
    expect(await nomes('/api/contas?removidos=1')).toEqual(['BB Empresa']);
    await api('POST', `/api/contas/${uuid}/restaurar`);
    expect(await nomes('/api/contas')).toContain('BB Empresa');
  });

  it('valida os campos com mensagens em português', async () => {
    expect(erros(await api('POST', '/api/contas', { banco: '12' }))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'nome', message: 'Informe o nome' }),
        expect.objectContaining({ field: 'tipo', message: 'Selecione o tipo da conta' }),
        expect.objectContaining({ field: 'banco', message: 'Informe o código do banco com 3 dígitos' }),
        expect.objectContaining({
          field: 'saldo_inicial_em',
          message: 'Informe a data do saldo inicial (AAAA-MM-DD)',
        }),
      ]),
    );
  });
});

describe('carteiras e formas de pagamento', () => {
  it('carteira: as linhas de negócio ou centros de custo da empresa', async () => {
    const r = await api('POST', '/api/carteiras', { nome: 'O&M', descricao: 'Manutenção', cor: '#1A2B3C' });
    expect(dados(r)).toMatchObject({ nome: 'O&M', descricao: 'Manutenção', cor: '#1A2B3C' });
    expect(erros(await api('POST', '/api/carteiras', { nome: 'X', cor: 'azul' }))).toEqual([
      expect.objectContaining({ field: 'cor', message: 'Informe a cor como #RRGGBB' }),
    ]);
    const editada = await api('PATCH', `/api/carteiras/${uuidDe(r)}`, { nome: 'Operação e manutenção' });
    expect(dados(editada)).toMatchObject({ nome: 'Operação e manutenção', descricao: null });
    await api('DELETE', `/api/carteiras/${uuidDe(r)}`);
    expect(await nomes('/api/carteiras?removidos=1')).toEqual(['Operação e manutenção']);
  });

  it('forma: taxas, prazo e a conta onde o dinheiro cai, que tem de ser da empresa', async () => {
    const conta = uuidDe(await api('POST', '/api/contas', contaEntrada('Caixa', { tipo: 'caixa' })));
    const r = await api('POST', '/api/formas', {
      nome: 'Cartão de crédito',
      tipo: 'cartao_credito',
      taxa_percentual: 3.99,
      taxa_fixa_rs: 0.5,
      prazo_dias: 30,
      conta,
    });
    expect(dados(r)).toMatchObject({
      taxa_percentual: 3.99,
      taxa_fixa_rs: 0.5,
      prazo_dias: 30,
      conta: { uuid: conta, nome: 'Caixa' },
    });
    const contaDeB = uuidDe(await comoB('POST', '/api/contas', contaEntrada('Conta da Bravo')));
    expect(erros(await api('POST', '/api/formas', { nome: 'Pix', tipo: 'pix', conta: contaDeB }))).toEqual([
      { field: 'conta', rule: 'exists', message: 'Conta não encontrada' },
    ]);
    expect(
      erros(await api('POST', '/api/formas', { nome: 'Pix', tipo: 'cheque', taxa_percentual: -1 })),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'tipo', message: 'Selecione o tipo da forma de pagamento' }),
        expect.objectContaining({ field: 'taxa_percentual', message: 'A taxa não pode ser negativa' }),
      ]),
    );
  });
});

describe('a empresa A não alcança nada das finanças da empresa B', () => {
  it('uuids de B no caminho: 404; no corpo: 422 no campo; e nada de B muda', async () => {
    const contaB = uuidDe(await comoB('POST', '/api/contas', contaEntrada('Reserva Bravo')));
    const carteiraB = uuidDe(await comoB('POST', '/api/carteiras', { nome: 'Carteira Bravo' }));
    const formaB = uuidDe(await comoB('POST', '/api/formas', { nome: 'Boleto Bravo', tipo: 'boleto' }));
    const clienteB = uuidDe(await comoB('POST', '/api/clientes', { nome: 'Cliente Bravo' }));
    const pagamentoB = uuidDe(
      await comoB('POST', '/api/pagamentos', {
        tipo: 'receber',
        descricao: 'Parcela Bravo',
        valor_rs: 100,
        vencimento: '2026-12-01',
        cliente: clienteB,
      }),
    );
    const retrato = async () =>
      Promise.all(
        [
          '/api/contas',
          '/api/carteiras',
          '/api/formas',
          '/api/pagamentos?tipo=receber',
          `/api/pagamentos/${pagamentoB}`,
        ].map(async (u) => (await comoB('GET', u)).body),
      );
    const antes = await retrato();

    const contaA = uuidDe(await api('POST', '/api/contas', contaEntrada('Conta Alfa')));
    const nossoPagamento = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'pagar',
        descricao: 'Despesa Alfa',
        valor_rs: 10,
        vencimento: '2026-12-01',
      }),
    );
    const caminhos: Array<[Metodo, string, unknown?]> = [
      ['PATCH', `/api/contas/${contaB}`, contaEntrada('Invadida')],
      ['DELETE', `/api/contas/${contaB}`],
      ['POST', `/api/contas/${contaB}/restaurar`],
      ['PATCH', `/api/carteiras/${carteiraB}`, { nome: 'Invadida' }],
      ['DELETE', `/api/carteiras/${carteiraB}`],
      ['POST', `/api/carteiras/${carteiraB}/restaurar`],
      ['PATCH', `/api/formas/${formaB}`, { nome: 'Invadida', tipo: 'pix' }],
      ['DELETE', `/api/formas/${formaB}`],
      ['POST', `/api/formas/${formaB}/restaurar`],
      ['GET', `/api/pagamentos/${pagamentoB}`],
      ['PATCH', `/api/pagamentos/${pagamentoB}`, { valor_rs: 1 }],
      ['POST', `/api/pagamentos/${pagamentoB}/baixa`, { pago_em: '2026-11-28', conta: contaA }],
      ['POST', `/api/pagamentos/${pagamentoB}/estornar`],
      ['POST', `/api/pagamentos/${pagamentoB}/cancelar`, {}],
      ['GET', `/api/pagamentos/${pagamentoB}/anexo`],
      ['POST', `/api/pagamentos/${pagamentoB}/cobranca`, { forma: 'pix' }],
    ];
    for (const [m, u, corpo] of caminhos) {
      const r = await api(m, u, corpo);
      expect([u, r.statusCode]).toEqual([u, 404]);
    }
    const corpos: Array<[string, Metodo, string, Record<string, unknown>]> = [
      ['conta', 'POST', '/api/formas', { nome: 'Pix', tipo: 'pix', conta: contaB }],
      ['conta', 'POST', `/api/pagamentos/${nossoPagamento}/baixa`, { pago_em: '2026-11-28', conta: contaB }],
      [
        'forma',
        'POST',
        `/api/pagamentos/${nossoPagamento}/baixa`,
        { pago_em: '2026-11-28', conta: contaA, forma: formaB },
      ],
      ['forma', 'PATCH', `/api/pagamentos/${nossoPagamento}`, { forma: formaB }],
      ['carteira', 'PATCH', `/api/pagamentos/${nossoPagamento}`, { carteira: carteiraB }],
      ['cliente', 'PATCH', `/api/pagamentos/${nossoPagamento}`, { cliente: clienteB }],
      [
        'conta',
        'POST',
        '/api/pagamentos',
        { tipo: 'pagar', descricao: 'X', valor_rs: 1, vencimento: '2026-12-01', conta: contaB },
      ],
    ];
    for (const [campo, m, u, corpo] of corpos) {
      const r = await api(m, u, corpo);
      expect([u, r.statusCode, erros(r)?.[0]?.field]).toEqual([u, 422, campo]);
    }
    // Filters with B's uuids find nothing; B's entries never show in A's list.
    const lista = await api('GET', `/api/pagamentos?tipo=receber&conta=${contaB}&cliente=${clienteB}`);
    expect((lista.json() as { data: unknown[] }).data).toEqual([]);
    expect((await api('GET', '/api/pagamentos?tipo=receber&limit=200')).body).not.toContain(pagamentoB);
    expect(await retrato()).toEqual(antes);
  });

  it('um funcionário sem a permissão recebe 403; com pagamento:view, só lê', async () => {
    const sem = await funcionarioDeTeste(t, ana, A, 'Sem permissão', []);
    const leitor = await funcionarioDeTeste(t, ana, A, 'Leitor', ['pagamento:view']);
    for (const [m, u] of [
      ['GET', '/api/contas'],
      ['GET', '/api/carteiras'],
      ['GET', '/api/formas'],
      ['GET', '/api/pagamentos?tipo=pagar'],
      ['POST', '/api/contas'],
    ] as const) {
      const r = await api(m, u, m === 'POST' ? contaEntrada('X') : undefined, sem.pessoa);
      expect([u, r.statusCode]).toEqual([u, 403]);
    }
    expect((await api('GET', '/api/pagamentos?tipo=pagar', undefined, leitor.pessoa)).statusCode).toBe(200);
    const criar = await api(
      'POST',
      '/api/pagamentos',
      { tipo: 'pagar', descricao: 'X', valor_rs: 1, vencimento: '2026-12-01' },
      leitor.pessoa,
    );
    expect(criar.statusCode).toBe(403);
    expect((criar.json() as { message: string }).message).toBe('Você não tem permissão para esta ação');
  });
});

describe('a cobrança paga pelo gateway', () => {
  it('cobranca_atualizada paga dá baixa na parcela (na conta da forma); estornada desfaz', async () => {
    const conta = uuidDe(await api('POST', '/api/contas', contaEntrada('Conta do Pix')));
    const forma = uuidDe(await api('POST', '/api/formas', { nome: 'Pix do gateway', tipo: 'pix', conta }));
    const uuid = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'receber',
        descricao: 'Parcela cobrada por Pix',
        valor_rs: 250,
        vencimento: '2026-12-01',
        forma,
      }),
    );
    const [linha] = await t.ctx.db
      .select({ id: pagamentos.id, empresaId: pagamentos.empresaId })
      .from(pagamentos)
      .where(eq(pagamentos.uuid, uuid));
    const evento = (status: string) =>
      t.ctx.eventos.emitir(t.ctx, {
        tipo: 'cobranca_atualizada',
        empresaId: linha?.empresaId ?? 0,
        origem: 'pagamento',
        referenciaId: linha?.id ?? 0,
        status,
        // 01:30 UTC on the 29th is still the 28th in Brasília.
        pagaEm: '2026-11-29T01:30:00.000Z',
      });
    await evento('paga');
    await evento('paga');
    const pago = dados<{ status: string; pago_em: string; conta: { uuid: string } }>(
      await api('GET', `/api/pagamentos/${uuid}`),
    );
    expect(pago).toMatchObject({ status: 'pago', pago_em: '2026-11-28', conta: { uuid: conta } });
    await evento('estornada');
    expect(dados(await api('GET', `/api/pagamentos/${uuid}`))).toMatchObject({
      status: 'aberto',
      pago_em: null,
    });
  });
});
