import { como } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';
import type { Semente } from './semeadura.ts';

// Finance records of a seeded company (issue 27): an account, a wallet, a method paying into the
// account and an open payable with an attachment; every uuid goes into `marcas`.

export interface FinanceiroSemente {
  conta: string;
  carteira: string;
  forma: string;
  /** An open payable, with a PDF attached. */
  pagamento: string;
  /** A paid receivable (for the reversal route). */
  pago: string;
}

export async function financeiroComoSemente(t: TestApp, s: Semente): Promise<FinanceiroSemente> {
  const headers = como(s.dono, s.empresa);
  const criar = async (url: string, payload: Record<string, unknown>) => {
    const r = await t.app.inject({ method: 'POST', url, headers, payload });
    if (r.statusCode !== 201) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    const uuid = (r.json() as { data: { uuid: string } }).data.uuid;
    s.marcas.push(uuid);
    return uuid;
  };
  const conta = await criar('/api/contas', {
    nome: `Conta ${s.rotulo}`,
    tipo: 'corrente',
    banco: '341',
    saldo_inicial_rs: 1000,
    saldo_inicial_em: '2026-01-01',
  });
  const carteira = await criar('/api/carteiras', { nome: `Carteira ${s.rotulo}` });
  const forma = await criar('/api/formas', { nome: `Pix ${s.rotulo}`, tipo: 'pix', conta });
  const pagamento = await criar('/api/pagamentos', {
    tipo: 'pagar',
    descricao: `Aluguel ${s.rotulo}`,
    categoria: 'Aluguel',
    valor_rs: 1500,
    vencimento: '2027-06-10',
    conta,
    carteira,
    forma,
  });
  const pdf = multipart({}, 'arquivo', {
    nome: 'recibo.pdf',
    tipo: 'application/pdf',
    dados: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  const anexo = await t.app.inject({
    method: 'POST',
    url: `/api/pagamentos/${pagamento}/anexo`,
    headers: { ...headers, 'content-type': pdf.contentType },
    payload: pdf.payload,
  });
  if (anexo.statusCode !== 200) throw new Error(`anexo: ${anexo.statusCode} ${anexo.body}`);
  const pago = await criar('/api/pagamentos', {
    tipo: 'receber',
    descricao: `Manutenção ${s.rotulo}`,
    valor_rs: 300,
    vencimento: '2026-02-10',
    pago_em: '2026-02-10',
    conta,
  });
  return { conta, carteira, forma, pagamento, pago };
}
