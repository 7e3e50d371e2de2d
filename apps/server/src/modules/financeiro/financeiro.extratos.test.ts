import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarExtrato, type LinhaOfx, ofxDoBanco } from '../../../test/extratos-de-teste.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';
import { extratoLinhas } from '../../db/schema/financeiro.ts';

// OFX import and reconciliation (issue 27, decision 040), through the API as a user does it.

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let conta: string;
let outroDono: Pessoa;
let outra: { uuid: string };
let contaDeB: string;
const agora = new Date('2026-11-28T15:00:00Z');

type Metodo = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem = dono, emp = empresa) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
async function criar(url: string, payload: Record<string, unknown>, quem = dono, emp = empresa) {
  const res = await api('POST', url, payload, quem, emp);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return uuidDe(res);
}
const novaConta = (numero: string, quem = dono, emp = empresa) =>
  criar(
    '/api/contas',
    {
      nome: `Itaú ${numero}`,
      tipo: 'corrente',
      banco: '341',
      numero,
      saldo_inicial_rs: 1_000,
      saldo_inicial_em: '2026-10-01',
    },
    quem,
    emp,
  );
const lancamento = (
  tipo: 'receber' | 'pagar',
  descricao: string,
  valor_rs: number,
  vencimento: string,
  extra: { categoria?: string } = {},
  quem = dono,
  emp = empresa,
) => criar('/api/pagamentos', { tipo, descricao, valor_rs, vencimento, ...extra }, quem, emp);
/** The entry as its own API shows it. */
const lido = (uuid: string, quem = dono, emp = empresa) =>
  api('GET', `/api/pagamentos/${uuid}`, undefined, quem, emp);

interface Linha {
  uuid: string;
  data: string;
  descricao: string;
  valor_rs: number;
  situacao: string;
  pagamento: { uuid: string; descricao: string } | null;
  sugestoes: Array<{ uuid: string; dias: number; vencimento: string }>;
}
const linhas = async (q = '') =>
  (await api('GET', `/api/contas/${conta}/extratos/linhas${q}`)).json() as {
    data: Linha[];
    meta: { total: number };
  };
const linha = async (descricao: string) => {
  const l = (await linhas('?limit=200')).data.find((x) => x.descricao === descricao);
  if (!l) throw new Error(`sem a linha ${descricao}`);
  return l;
};
const acao = (l: Linha, verbo: string, payload?: unknown, quem = dono, emp = empresa, c = conta) =>
  api('POST', `/api/contas/${c}/extratos/linhas/${l.uuid}/${verbo}`, payload ?? {}, quem, emp);

const NOVEMBRO: LinhaOfx[] = [
  { data: '2026-11-03', valor: -1_500, memo: 'PAGTO ALUGUEL NOVEMBRO', fitid: 'N001' },
  { data: '2026-11-05', valor: 4_000, memo: 'PIX RECEBIDO JOÃO DA SILVA', fitid: 'N002' },
  { data: '2026-11-06', valor: -12.9, memo: 'TARIFA BANCÁRIA', fitid: 'N003' },
  { data: '2026-11-07', valor: -50, memo: 'TRANSF ENTRE CONTAS' },
];

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  dono = await criarPessoa(t);
  empresa = await criarEmpresa(t, dono);
  conta = await novaConta('98765-4');
  outroDono = await criarPessoa(t);
  outra = await criarEmpresa(t, outroDono);
  contaDeB = await novaConta('55555-5', outroDono, outra);
});
afterAll(() => t.close());

describe('importação do extrato OFX', () => {
  it('importa as linhas; o mesmo arquivo de novo não muda nada; um arquivo que se sobrepõe só traz as novas', async () => {
    const arquivo = ofxDoBanco('98765-4', NOVEMBRO);
    const primeira = await enviarExtrato(t, dono, empresa, conta, arquivo, 'itau-novembro.ofx');
    expect(primeira.statusCode).toBe(201);
    expect(dados(primeira)).toMatchObject({
      nome_arquivo: 'itau-novembro.ofx',
      linhas: 4,
      novas: 4,
      repetida: false,
      inicio: '2026-11-03',
      fim: '2026-11-07',
    });
    const antes = (await linhas()).data;
    expect(antes.map((l) => [l.data, l.valor_rs, l.descricao, l.situacao])).toEqual([
      ['2026-11-07', -50, 'TRANSF ENTRE CONTAS', 'pendente'],
      ['2026-11-06', -12.9, 'TARIFA BANCÁRIA', 'pendente'],
      ['2026-11-05', 4_000, 'PIX RECEBIDO JOÃO DA SILVA', 'pendente'],
      ['2026-11-03', -1_500, 'PAGTO ALUGUEL NOVEMBRO', 'pendente'],
    ]);

    const segunda = await enviarExtrato(t, dono, empresa, conta, arquivo, 'itau-novembro.ofx');
    expect(segunda.statusCode).toBe(200);
    expect(dados(segunda)).toMatchObject({ linhas: 4, novas: 0, repetida: true, uuid: dados(primeira).uuid });
    expect((await linhas()).data).toEqual(antes);

    // Another export of the same period plus a later day: different bytes, one new line (the line
    // without FITID keeps its synthetic id).
    const sobreposto = ofxDoBanco('0000987654', [
      ...NOVEMBRO,
      { data: '2026-11-10', valor: -80, memo: 'PAGAMENTO DE BOLETO', fitid: 'N005' },
    ]);
    const terceira = await enviarExtrato(t, dono, empresa, conta, sobreposto);
    expect(terceira.statusCode).toBe(201);
    expect(dados(terceira)).toMatchObject({ linhas: 5, novas: 1, repetida: false });
    expect((await linhas()).meta.total).toBe(5);
  });

  it('recusa o extrato de outra conta (nomeando as duas), o que não é OFX e o maior que 5 MB', async () => {
    const outraConta = await enviarExtrato(t, dono, empresa, conta, ofxDoBanco('1234567', NOVEMBRO));
    expect(outraConta.statusCode).toBe(422);
    expect(erros(outraConta)).toEqual([
      { field: 'arquivo', rule: 'conta', message: 'O extrato é da conta 1234567, e esta conta é a 98765-4' },
    ]);
    const lixo = await enviarExtrato(
      t,
      dono,
      empresa,
      conta,
      Buffer.from('Data;Valor\r\n01/11/2026;10,00'),
      'x.csv',
    );
    expect(erros(lixo)).toEqual([
      { field: 'arquivo', rule: 'ofx', message: 'O arquivo não é um extrato OFX válido' },
    ]);
    const grande = Buffer.concat([ofxDoBanco('98765-4', NOVEMBRO), Buffer.alloc(5 * 1024 * 1024, ' ')]);
    expect(erros(await enviarExtrato(t, dono, empresa, conta, grande))).toEqual([
      { field: 'arquivo', rule: 'max_size', message: 'O extrato deve ter no máximo 5 MB' },
    ]);
    expect((await linhas()).meta.total).toBe(5);
  });
});

describe('conciliação', () => {
  let aluguel: string;
  let aluguelLonge: string;
  let venda: string;

  beforeAll(async () => {
    aluguel = await lancamento('pagar', 'Aluguel de novembro', 1_500, '2026-11-05', { categoria: 'Aluguel' });
    // Same amount, but 17 days from the line: not suggested.
    aluguelLonge = await lancamento('pagar', 'Aluguel do depósito', 1_500, '2026-11-20');
    // Same amount, but a receivable: not for a debit.
    await lancamento('receber', 'Reembolso', 1_500, '2026-11-03');
    venda = await lancamento('receber', 'Parcela 1/2 da venda', 4_000, '2026-11-01');
  });

  it('sugere lançamentos em aberto do mesmo sinal e valor, vencendo até 10 dias da linha, o mais perto primeiro', async () => {
    const l = await linha('PAGTO ALUGUEL NOVEMBRO');
    expect(l.sugestoes).toEqual([
      { uuid: aluguel, descricao: 'Aluguel de novembro', valor_rs: 1_500, vencimento: '2026-11-05', dias: 2 },
    ]);
    expect(l.sugestoes.map((s) => s.uuid)).not.toContain(aluguelLonge);
    expect((await linha('PIX RECEBIDO JOÃO DA SILVA')).sugestoes.map((s) => [s.uuid, s.dias])).toEqual([
      [venda, -4],
    ]);
    expect((await linha('TARIFA BANCÁRIA')).sugestoes).toEqual([]);
  });

  it('conciliar paga o lançamento na data da linha por esta conta, e o extrato da conta mostra conciliado', async () => {
    const l = await linha('PAGTO ALUGUEL NOVEMBRO');
    const res = await acao(l, 'conciliar', { pagamento: aluguel });
    expect(res.statusCode).toBe(200);
    expect(dados(res)).toMatchObject({
      situacao: 'conciliada',
      pagamento: { uuid: aluguel, descricao: 'Aluguel de novembro' },
      sugestoes: [],
    });
    expect(dados(await lido(aluguel))).toMatchObject({
      status: 'pago',
      pago_em: '2026-11-03',
      valor_pago_rs: 1_500,
      conta: { uuid: conta },
      conciliado: true,
    });
    expect(dados(await lido(aluguelLonge))).toMatchObject({ status: 'vencido', conciliado: false });
    // Reconciled lines leave the pending list.
    expect((await linhas('?situacao=pendente')).data.map((x) => x.descricao)).not.toContain(
      'PAGTO ALUGUEL NOVEMBRO',
    );
    expect((await linhas('?situacao=conciliada')).data.map((x) => x.descricao)).toEqual([
      'PAGTO ALUGUEL NOVEMBRO',
    ]);

    const pix = await linha('PIX RECEBIDO JOÃO DA SILVA');
    expect((await acao(pix, 'conciliar', { pagamento: venda })).statusCode).toBe(200);

    const extrato = dados<{
      saldo_anterior_rs: number;
      entradas_rs: number;
      saidas_rs: number;
      saldo_final_rs: number;
      movimentos: Array<Record<string, unknown>>;
    }>(await api('GET', `/api/financeiro/extrato?conta=${conta}&de=2026-11-01&ate=2026-11-30`));
    // Opening balance R$ 1.000; − 1.500 on the 3rd → −500; + 4.000 on the 5th → 3.500.
    expect(extrato).toMatchObject({
      saldo_anterior_rs: 1_000,
      entradas_rs: 4_000,
      saidas_rs: 1_500,
      saldo_final_rs: 3_500,
    });
    expect(extrato.movimentos).toEqual([
      {
        data: '2026-11-03',
        descricao: 'Aluguel de novembro',
        categoria: 'Aluguel',
        valor_rs: -1_500,
        saldo_rs: -500,
        conciliado: true,
        pagamento: aluguel,
      },
      {
        data: '2026-11-05',
        descricao: 'Parcela 1/2 da venda',
        categoria: null,
        valor_rs: 4_000,
        saldo_rs: 3_500,
        conciliado: true,
        pagamento: venda,
      },
    ]);
  });

  it('linha já conciliada é 409; lançamento pago, de sinal trocado ou de outra empresa é 422 em pagamento', async () => {
    const l = await linha('PAGTO ALUGUEL NOVEMBRO');
    const de_novo = await acao(l, 'conciliar', { pagamento: aluguelLonge });
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json()).toEqual({ message: 'Esta linha do extrato já está conciliada' });

    const tarifa = await linha('TARIFA BANCÁRIA');
    expect(erros(await acao(tarifa, 'conciliar', { pagamento: aluguel }))).toEqual([
      { field: 'pagamento', rule: 'conciliacao', message: 'Este lançamento já está pago' },
    ]);
    const recebivel = await lancamento('receber', 'Outro recebível', 12.9, '2026-11-06');
    expect(erros(await acao(tarifa, 'conciliar', { pagamento: recebivel }))).toEqual([
      {
        field: 'pagamento',
        rule: 'conciliacao',
        message: 'Um débito no extrato só concilia com um lançamento a pagar',
      },
    ]);
    const deB = await lancamento('pagar', 'Tarifa de B', 12.9, '2026-11-06', {}, outroDono, outra);
    expect(erros(await acao(tarifa, 'conciliar', { pagamento: deB }))).toEqual([
      { field: 'pagamento', rule: 'conciliacao', message: 'Lançamento não encontrado' },
    ]);
    expect(dados(await lido(deB, outroDono, outra))).toMatchObject({ status: 'vencido', conta: null });
    expect((await linha('TARIFA BANCÁRIA')).situacao).toBe('pendente');
  });

  it('lançar cria o lançamento pago do extrato e concilia; desfazer o exclui', async () => {
    const tarifa = await linha('TARIFA BANCÁRIA');
    const res = await acao(tarifa, 'lancar', {
      descricao: 'Tarifa do pacote',
      categoria: 'Tarifas bancárias',
    });
    expect(res.statusCode).toBe(200);
    const criada = dados<Linha>(res);
    expect(criada).toMatchObject({ situacao: 'conciliada', pagamento: { descricao: 'Tarifa do pacote' } });
    const uuid = criada.pagamento?.uuid ?? '';
    expect(dados(await lido(uuid))).toMatchObject({
      tipo: 'pagar',
      origem: 'extrato',
      status: 'pago',
      valor_rs: 12.9,
      vencimento: '2026-11-06',
      pago_em: '2026-11-06',
      categoria: 'Tarifas bancárias',
      conta: { uuid: conta },
      conciliado: true,
    });
    const extrato = dados<{
      saldo_final_rs: number;
      movimentos: Array<{ descricao: string; conciliado: boolean }>;
    }>(await api('GET', `/api/financeiro/extrato?conta=${conta}&de=2026-11-01&ate=2026-11-30`));
    expect(extrato.saldo_final_rs).toBe(3_487.1);
    expect(extrato.movimentos.at(-1)).toMatchObject({ descricao: 'Tarifa do pacote', conciliado: true });

    const desfeita = await acao(tarifa, 'desfazer');
    expect(dados(desfeita)).toMatchObject({ situacao: 'pendente', pagamento: null });
    expect((await lido(uuid)).statusCode).toBe(404);
  });

  it('desfazer uma conciliação devolve o lançamento para em aberto; ignorar e desfazer de novo', async () => {
    const l = await linha('PAGTO ALUGUEL NOVEMBRO');
    expect(dados(await acao(l, 'desfazer'))).toMatchObject({ situacao: 'pendente', pagamento: null });
    // Open again; due on the 5th, it is overdue today (the 28th).
    expect(dados(await lido(aluguel))).toMatchObject({
      status: 'vencido',
      pago_em: null,
      valor_pago_rs: null,
      conciliado: false,
    });
    // It is suggested again.
    expect((await linha('PAGTO ALUGUEL NOVEMBRO')).sugestoes.map((s) => s.uuid)).toEqual([aluguel]);
    expect((await acao(l, 'desfazer')).statusCode).toBe(409);

    const transf = await linha('TRANSF ENTRE CONTAS');
    expect(dados(await acao(transf, 'ignorar'))).toMatchObject({ situacao: 'ignorada', sugestoes: [] });
    expect((await linhas('?situacao=ignorada')).data.map((x) => x.descricao)).toEqual([
      'TRANSF ENTRE CONTAS',
    ]);
    expect(dados(await acao(transf, 'desfazer'))).toMatchObject({ situacao: 'pendente' });
    const pix = await linha('PIX RECEBIDO JOÃO DA SILVA');
    expect((await acao(pix, 'ignorar')).statusCode).toBe(409);
  });
});

describe('outra empresa', () => {
  it('a conta, a linha e o lançamento de B não se alcançam: 404 no caminho, 422 no corpo; nada de B muda', async () => {
    await enviarExtrato(
      t,
      outroDono,
      outra,
      contaDeB,
      ofxDoBanco('55555-5', [{ data: '2026-11-04', valor: -300, memo: 'TARIFA DE B', fitid: 'B1' }]),
    );
    const linhaDeB = (
      (await api('GET', `/api/contas/${contaDeB}/extratos/linhas`, undefined, outroDono, outra)).json() as {
        data: Linha[];
      }
    ).data[0] as Linha;
    const antes = await t.ctx.db.select().from(extratoLinhas).where(eq(extratoLinhas.uuid, linhaDeB.uuid));

    expect(
      (await enviarExtrato(t, dono, empresa, contaDeB, ofxDoBanco('55555-5', NOVEMBRO))).statusCode,
    ).toBe(404);
    expect((await api('GET', `/api/contas/${contaDeB}/extratos/linhas`)).statusCode).toBe(404);
    expect((await api('GET', `/api/financeiro/extrato?conta=${contaDeB}`)).statusCode).toBe(404);
    // B's line under A's account, and under B's account.
    expect((await acao(linhaDeB, 'ignorar')).statusCode).toBe(404);
    expect((await acao(linhaDeB, 'ignorar', {}, dono, empresa, contaDeB)).statusCode).toBe(404);
    expect((await acao(linhaDeB, 'lancar', { descricao: 'Invasão' })).statusCode).toBe(404);
    const carteiraDeB = await criar('/api/carteiras', { nome: 'Obras de B' }, outroDono, outra);
    const l = await linha('TRANSF ENTRE CONTAS');
    expect(erros(await acao(l, 'lancar', { descricao: 'Com carteira de B', carteira: carteiraDeB }))).toEqual(
      [{ field: 'carteira', rule: 'exists', message: 'Carteira não encontrada' }],
    );
    expect(await t.ctx.db.select().from(extratoLinhas).where(eq(extratoLinhas.uuid, linhaDeB.uuid))).toEqual(
      antes,
    );
  });

  it('funcionário sem permissão recebe 403', async () => {
    const setor = await criar('/api/setores', { nome: 'Financeiro' });
    const cargo = await criar('/api/cargos', { nome: 'Estagiário', setor, permissoes: [] });
    const pessoa = await criarPessoa(t, 'Estagiário');
    const funcionario = await criar('/api/funcionarios', { nome: 'Estagiário', email: pessoa.email, cargo });
    const aceite = await t.app.inject({
      method: 'POST',
      url: `/api/funcionarios/${funcionario}/aceitar`,
      headers: como(pessoa),
    });
    expect(aceite.statusCode).toBe(200);
    const l = await linha('TRANSF ENTRE CONTAS');
    const tentativas = [
      await enviarExtrato(t, pessoa, empresa, conta, ofxDoBanco('98765-4', NOVEMBRO)),
      await api('GET', `/api/contas/${conta}/extratos/linhas`, undefined, pessoa),
      await acao(l, 'ignorar', {}, pessoa),
      await api('GET', `/api/financeiro/extrato?conta=${conta}`, undefined, pessoa),
      await api('GET', '/api/financeiro/demonstrativo', undefined, pessoa),
    ];
    expect(tentativas.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});
