import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';

// The bank statement (OFX import and reconciliation), the account statement and the month's
// result (issue 27, decision 040).

const mes = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM');

/** POST /api/contas/:uuid/extratos (multipart, field `arquivo`: an .ofx file): what was read. */
export const ZImportacaoDeExtrato = z.object({
  uuid: z.string(),
  nome_arquivo: z.string(),
  /** Lines in the file; `novas` were not seen before (the same file twice adds none). */
  linhas: z.number().int(),
  novas: z.number().int(),
  /** The same file was imported before: nothing changed. */
  repetida: z.boolean(),
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
});
export const ZImportacaoDeExtratoResposta = respostaUm(ZImportacaoDeExtrato);

/** An open entry offered for a statement line: same amount, due near the line's date. */
export const ZSugestaoDeConciliacao = z.object({
  uuid: z.string(),
  descricao: z.string(),
  valor_rs: z.number(),
  vencimento: z.string(),
  /** Days between the due date and the line's date. */
  dias: z.number().int(),
});

/** A statement line; `pagamento` is the entry it is reconciled with. */
export const ZLinhaDeExtrato = z.object({
  uuid: z.string(),
  data: z.string(),
  descricao: z.string(),
  /** Signed: credit positive, debit negative. */
  valor_rs: z.number(),
  situacao: z.enum(['pendente', 'conciliada', 'ignorada']),
  pagamento: z.object({ uuid: z.string(), descricao: z.string() }).nullable(),
  sugestoes: z.array(ZSugestaoDeConciliacao),
});
export type LinhaDeExtrato = z.infer<typeof ZLinhaDeExtrato>;
/** GET /api/contas/:uuid/extratos/linhas?situacao=pendente|conciliada|ignorada (paginated, newest first). */
export const ZLinhasDeExtrato = respostaLista(ZLinhaDeExtrato);
export const ZLinhaDeExtratoResposta = respostaUm(ZLinhaDeExtrato);

/** POST /api/contas/:uuid/extratos/linhas/:linha/conciliar: the open entry it pays. */
export const ZConciliacaoEntrada = z.object({ pagamento: z.uuid({ error: 'Selecione o lançamento' }) });
/**
 * POST /api/contas/:uuid/extratos/linhas/:linha/lancar: a new entry, paid on the line's date,
 * for a line with no entry (a bank fee, say); its type follows the sign.
 */
export const ZLancamentoDoExtratoEntrada = z.object({
  descricao: z.string({ error: 'Informe a descrição' }).trim().min(1, 'Informe a descrição').max(200),
  categoria: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((v) => v || null),
  carteira: z
    .uuid('Carteira inválida')
    .nullish()
    .transform((v) => v ?? null),
});

/** One line of the account statement: a paid entry, with the running balance after it. */
export const ZMovimento = z.object({
  data: z.string(),
  descricao: z.string(),
  categoria: z.string().nullable(),
  /** Signed: received positive, paid negative. */
  valor_rs: z.number(),
  saldo_rs: z.number(),
  conciliado: z.boolean(),
  pagamento: z.string(),
});
export type Movimento = z.infer<typeof ZMovimento>;

/**
 * GET /api/financeiro/extrato?conta=uuid&de=&ate= (default: the current month, Brasília; at most
 * a year), formato=csv|pdf for the file.
 */
export const ZExtrato = z.object({
  conta: z.object({ uuid: z.string(), nome: z.string() }),
  de: z.string(),
  ate: z.string(),
  saldo_anterior_rs: z.number(),
  entradas_rs: z.number(),
  saidas_rs: z.number(),
  saldo_final_rs: z.number(),
  movimentos: z.array(ZMovimento),
});
export type Extrato = z.infer<typeof ZExtrato>;
export const ZExtratoResposta = respostaUm(ZExtrato);

export const ZValorPorCategoria = z.object({ categoria: z.string(), valor_rs: z.number() });

/**
 * One month's result, on a cash basis (decision 040): revenue is what was received in the month,
 * the cost is the sold goods' cost share of those receipts, expenses what was paid (purchases of
 * goods excluded: they reach the result as cost), the result what is left.
 */
export const ZResultadoDoMes = z.object({
  mes: z.string(),
  receita_rs: z.number(),
  custo_rs: z.number(),
  margem_bruta_rs: z.number(),
  /** null when there was no revenue. */
  margem_bruta_pct: z.number().nullable(),
  despesas_rs: z.number(),
  despesas_por_categoria: z.array(ZValorPorCategoria),
  resultado_rs: z.number(),
});
export type ResultadoDoMes = z.infer<typeof ZResultadoDoMes>;

/** The month's projected cash: open entries due in it, and the balance they lead to. */
export const ZFluxoDoMes = z.object({
  mes: z.string(),
  entradas_rs: z.number(),
  saidas_rs: z.number(),
  saldo_rs: z.number(),
});
export type FluxoDoMes = z.infer<typeof ZFluxoDoMes>;

/**
 * GET /api/financeiro/demonstrativo?de=AAAA-MM&ate=AAAA-MM&carteira=uuid (default: the last six
 * months to the current one; at most 24), formato=csv. The projection starts from today's balance
 * of every account, counts what is overdue in the current month, and runs six months ahead.
 */
export const ZDemonstrativo = z.object({
  de: mes,
  ate: mes,
  meses: z.array(ZResultadoDoMes),
  total: ZResultadoDoMes.omit({ mes: true }),
  saldo_atual_rs: z.number(),
  fluxo_projetado: z.array(ZFluxoDoMes),
});
export type Demonstrativo = z.infer<typeof ZDemonstrativo>;
export const ZDemonstrativoResposta = respostaUm(ZDemonstrativo);
/** GET /api/financeiro/categorias?tipo=receber|pagar: the suggested ones and those the company used. */
export const ZCategoriasUsadas = respostaTodos(z.string());
