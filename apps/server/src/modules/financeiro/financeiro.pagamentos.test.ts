import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// Receivable and payable entries (issue 27, decision 040): instalments to the cent, paying moves
// the account's balance, reversal and cancellation, recurring copies, and the entries a sale and a
// confirmed purchase order make by themselves.

// 12:00 in Brasília on 2026-11-28.
const agora = new Date('2026-11-28T15:00:00Z');
let t: TestApp;
let ana: Pessoa;
let integ: { uuid: string; nome: string };
let conta: string;

type Metodo = 'GET' | 'POST' | 'PATCH' | 'PUT';
const api = (method: Metodo, url: string, payload?: unknown, quem = ana, emp: { uuid: string } = integ) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const mensagem = (r: { json(): unknown }) => (r.json() as { message: string }).message;

interface PagamentoApi {
  uuid: string;
  descricao: string;
  valor_rs: number;
  vencimento: string;
  status: string;
  pago_em: string | null;
  parcela: number | null;
  parcelas: number | null;
  origem: string;
  categoria: string | null;
  cliente: { nome: string } | null;
  fornecedor: string | null;
  pedido: { uuid: string; numero: number } | null;
  recorrencia: string | null;
  conta: { uuid: string } | null;
  anexo: { nome: string; tipo: string } | null;
}
interface Lista {
  data: PagamentoApi[];
  meta: { total: number };
  resumo: { aberto_rs: number; vencido_rs: number; pago_rs: number };
}
const listar = async (q: string, quem = ana, emp: { uuid: string } = integ) => {
  const r = await api('GET', `/api/pagamentos?limit=200&${q}`, undefined, quem, emp);
  expect(r.statusCode).toBe(200);
  return r.json() as Lista;
};
const saldo = async (uuid = conta) => {
  const r = await api('GET', '/api/contas?limit=200');
  return (r.json() as { data: Array<{ uuid: string; saldo_rs: number }> }).data.find((c) => c.uuid === uuid)
    ?.saldo_rs;
};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
  conta = uuidDe(
    await api('POST', '/api/contas', {
      nome: 'Itaú',
      tipo: 'corrente',
      banco: '341',
      saldo_inicial_rs: 1000,
      saldo_inicial_em: '2026-01-01',
    }),
  );
});
afterAll(() => t.close());

describe('lançamentos', () => {
  it('parcela em 3 somando o total ao centavo, um mês depois do outro, num mesmo grupo', async () => {
    const r = await api('POST', '/api/pagamentos', {
      tipo: 'pagar',
      descricao: 'Caminhonete',
      categoria: 'Ferramentas e equipamentos',
      valor_rs: 1000,
      vencimento: '2027-01-31',
      parcelas: 3,
      fornecedor: 'Concessionária Sul',
    });
    expect(r.statusCode).toBe(201);
    expect(dados(r)).toMatchObject({ parcela: 1, parcelas: 3, valor_rs: 333.34, vencimento: '2027-01-31' });
    const lista = await listar('tipo=pagar&search=caminhonete');
    expect(lista.data.map((p) => [p.parcela, p.valor_rs, p.vencimento, p.status])).toEqual([
      [1, 333.34, '2027-01-31', 'aberto'],
      [2, 333.33, '2027-02-28', 'aberto'],
      [3, 333.33, '2027-03-31', 'aberto'],
    ]);
    expect(lista.resumo).toEqual({ aberto_rs: 1000, vencido_rs: 0, pago_rs: 0 });
  });

  it('valida os campos com mensagens em português', async () => {
    expect(erros(await api('POST', '/api/pagamentos', { tipo: 'receber', valor_rs: 0 }))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'descricao', message: 'Informe a descrição' }),
        expect.objectContaining({ field: 'valor_rs', message: 'O valor deve ser maior que zero' }),
        expect.objectContaining({
          field: 'vencimento',
          message: 'Informe o vencimento no formato AAAA-MM-DD',
        }),
      ]),
    );
    const parceladoRecorrente = await api('POST', '/api/pagamentos', {
      tipo: 'pagar',
      descricao: 'X',
      valor_rs: 10,
      vencimento: '2027-01-01',
      parcelas: 2,
      recorrencia: 'mensal',
    });
    expect(erros(parceladoRecorrente)).toEqual([
      expect.objectContaining({
        field: 'recorrencia',
        message: 'Um lançamento parcelado não pode ser recorrente',
      }),
    ]);
    expect((await api('GET', '/api/pagamentos')).statusCode).toBe(422);
    const pagoSemConta = await api('POST', '/api/pagamentos', {
      tipo: 'pagar',
      descricao: 'Café',
      valor_rs: 10,
      vencimento: '2026-11-01',
      pago_em: '2026-11-01',
    });
    expect(erros(pagoSemConta)).toEqual([
      { field: 'conta', rule: 'required', message: 'Selecione a conta do pagamento' },
    ]);
  });

  it('vencido é o que venceu antes de hoje (Brasília); o resumo soma por status', async () => {
    await api('POST', '/api/pagamentos', {
      tipo: 'receber',
      descricao: 'Manutenção atrasada',
      valor_rs: 200,
      vencimento: '2026-11-27',
    });
    await api('POST', '/api/pagamentos', {
      tipo: 'receber',
      descricao: 'Manutenção de hoje',
      valor_rs: 150,
      vencimento: '2026-11-28',
    });
    const vencidos = await listar('tipo=receber&status=vencido&search=manutenção');
    expect(vencidos.data.map((p) => p.descricao)).toEqual(['Manutenção atrasada']);
    const abertos = await listar('tipo=receber&status=aberto&search=manutenção');
    expect(abertos.data.map((p) => p.descricao)).toEqual(['Manutenção de hoje']);
    const todos = await listar('tipo=receber&search=manutenção');
    expect(todos.resumo).toEqual({ aberto_rs: 150, vencido_rs: 200, pago_rs: 0 });
  });

  it('a baixa move o saldo da conta; estornar devolve; pago não se edita nem se baixa de novo', async () => {
    const antes = await saldo();
    const uuid = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'receber',
        descricao: 'Projeto elétrico',
        valor_rs: 800,
        vencimento: '2026-11-20',
      }),
    );
    const baixa = await api('POST', `/api/pagamentos/${uuid}/baixa`, {
      pago_em: '2026-11-25',
      conta,
      valor_pago_rs: 790.5,
    });
    expect(baixa.statusCode).toBe(200);
    expect(dados(baixa)).toMatchObject({ status: 'pago', pago_em: '2026-11-25', valor_pago_rs: 790.5 });
    expect(await saldo()).toBe((antes ?? 0) + 790.5);

    const deNovo = await api('POST', `/api/pagamentos/${uuid}/baixa`, { pago_em: '2026-11-25', conta });
    expect(deNovo.statusCode).toBe(409);
    expect(mensagem(deNovo)).toBe('Este lançamento já foi pago. Estorne o pagamento para alterá-lo.');
    const editar = await api('PATCH', `/api/pagamentos/${uuid}`, { valor_rs: 1 });
    expect(editar.statusCode).toBe(409);
    const cancelar = await api('POST', `/api/pagamentos/${uuid}/cancelar`, {});
    expect(mensagem(cancelar)).toBe('Estorne o pagamento antes de cancelar o lançamento.');

    const estorno = await api('POST', `/api/pagamentos/${uuid}/estornar`);
    expect(dados(estorno)).toMatchObject({ status: 'vencido', pago_em: null, valor_pago_rs: null });
    expect(await saldo()).toBe(antes);
    const outroEstorno = await api('POST', `/api/pagamentos/${uuid}/estornar`);
    expect(outroEstorno.statusCode).toBe(409);
    expect(mensagem(outroEstorno)).toBe('Este lançamento não está pago.');

    const cancelado = await api('POST', `/api/pagamentos/${uuid}/cancelar`, { motivo: 'Cliente desistiu' });
    expect(dados(cancelado)).toMatchObject({
      status: 'cancelado',
      observacoes: 'Cancelado: Cliente desistiu',
    });
    const baixaCancelado = await api('POST', `/api/pagamentos/${uuid}/baixa`, {
      pago_em: '2026-11-25',
      conta,
    });
    expect(mensagem(baixaCancelado)).toBe('Este lançamento foi cancelado.');
  });

  it('uma conta a pagar paga reduz o saldo', async () => {
    const antes = (await saldo()) ?? 0;
    await api('POST', '/api/pagamentos', {
      tipo: 'pagar',
      descricao: 'Energia',
      valor_rs: 120.35,
      vencimento: '2026-11-10',
      pago_em: '2026-11-10',
      conta,
    });
    expect(await saldo()).toBe(Math.round((antes - 120.35) * 100) / 100);
  });

  it('recorrente mensal: ao pagar, a cópia do mês seguinte é criada uma vez só', async () => {
    const uuid = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'pagar',
        descricao: 'Aluguel do galpão',
        categoria: 'Aluguel',
        valor_rs: 2500,
        vencimento: '2026-12-05',
        recorrencia: 'mensal',
      }),
    );
    expect((await listar('tipo=pagar&search=galpão')).meta.total).toBe(1);
    await api('POST', `/api/pagamentos/${uuid}/baixa`, { pago_em: '2026-12-05', conta });
    await api('POST', `/api/pagamentos/${uuid}/estornar`);
    await api('POST', `/api/pagamentos/${uuid}/baixa`, { pago_em: '2026-12-06', conta });
    const lista = await listar('tipo=pagar&search=galpão');
    expect(lista.data.map((p) => [p.vencimento, p.status, p.recorrencia])).toEqual([
      ['2026-12-05', 'pago', 'mensal'],
      ['2027-01-05', 'aberto', 'mensal'],
    ]);
  });

  it('edita um lançamento em aberto; categorias sugeridas mais as da empresa', async () => {
    const uuid = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'pagar',
        descricao: 'Contador',
        categoria: 'Contabilidade',
        valor_rs: 400,
        vencimento: '2027-01-10',
      }),
    );
    const r = await api('PATCH', `/api/pagamentos/${uuid}`, { vencimento: '2027-01-15', valor_rs: 450 });
    expect(dados(r)).toMatchObject({ vencimento: '2027-01-15', valor_rs: 450, descricao: 'Contador' });
    const cat = dados<string[]>(await api('GET', '/api/financeiro/categorias?tipo=pagar'));
    expect(cat[0]).toBe('Compra de mercadorias');
    expect(cat).toContain('Contabilidade');
    expect(cat.filter((c) => c === 'Aluguel')).toHaveLength(1);
    expect(dados<string[]>(await api('GET', '/api/financeiro/categorias?tipo=receber'))).toContain(
      'Venda de sistemas',
    );
  });

  it('anexo: PDF ou imagem pelos bytes; baixa só pela rota do lançamento', async () => {
    const uuid = uuidDe(
      await api('POST', '/api/pagamentos', {
        tipo: 'pagar',
        descricao: 'Nota do fornecedor',
        valor_rs: 99,
        vencimento: '2027-01-10',
      }),
    );
    const enviar = (nome: string, tipo: string, bytes: Buffer) => {
      const m = multipart({}, 'arquivo', { nome, tipo, dados: bytes });
      return t.app.inject({
        method: 'POST',
        url: `/api/pagamentos/${uuid}/anexo`,
        headers: { ...como(ana, integ), 'content-type': m.contentType },
        payload: m.payload,
      });
    };
    const falso = await enviar('nota.pdf', 'application/pdf', Buffer.from('MZ executável'));
    expect(erros(falso)).toEqual([
      { field: 'arquivo', rule: 'type', message: 'Envie um PDF ou uma imagem (PNG, JPEG, WebP ou GIF)' },
    ]);
    expect((await api('GET', `/api/pagamentos/${uuid}/anexo`)).statusCode).toBe(404);
    const ok = await enviar('nota fiscal.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(dados(ok)).toMatchObject({ anexo: { nome: 'nota fiscal.pdf', tipo: 'application/pdf' } });
    const baixa = await api('GET', `/api/pagamentos/${uuid}/anexo`);
    expect(baixa.statusCode).toBe(200);
    expect(baixa.headers['content-type']).toBe('application/pdf');
    expect(baixa.body).toBe('%PDF-1.4\n%%EOF\n');
  });
});
