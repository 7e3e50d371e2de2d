import { randomBytes } from 'node:crypto';
import type { CaixaDeEntrada, ItemCaixa, SituacaoItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  caixasEntrada,
  emailsRecebidos,
  faturas,
  faturasPdf,
  itensCaixaEntrada,
} from '../../db/schema/faturas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { porMatricula, publicas, unidadeVisivel } from '../unidades/unidades.service.ts';
import { PENDENTES } from './caixa-de-entrada.confirmacao.ts';
import { dadosDoPdf, removerPdf } from './faturas-pdf.ts';

// Invoices by e-mail (issue 20, docs/decisions/014-faturas-por-email.md): each company's inbound
// address and the inbox where the PDFs its mail brings wait to be confirmed. Receiving the mail
// is caixa-de-entrada.recepcao.ts.

const NAO_ENCONTRADO = 'Item não encontrado';

/** 16 characters of an alphabet without look-alikes (no 0/o, 1/l): 80 random bits, easy to dictate. */
const ALFABETO = 'abcdefghijkmnpqrstuvwxyz23456789';
const novoToken = () => Array.from(randomBytes(16), (b) => ALFABETO[b % 32]).join('');

function endereco(ctx: AppContext, token: string): string | null {
  const { port, domain } = ctx.config.inboundMail;
  return port === undefined ? null : `faturas+${token}@${domain}`;
}

/** The company's inbox settings, made on first use (the address is only needed once mail is on). */
export async function caixaDa(ctx: AppContext, empresaId: number) {
  const [existente] = await ctx.db.select().from(caixasEntrada).where(eq(caixasEntrada.empresaId, empresaId));
  if (existente) return existente;
  await ctx.db.insert(caixasEntrada).values({ empresaId, token: novoToken() }).onConflictDoNothing();
  const [criada] = await ctx.db.select().from(caixasEntrada).where(eq(caixasEntrada.empresaId, empresaId));
  if (!criada) throw new Error('caixas_entrada not created');
  return criada;
}

async function configuracao(ctx: AppContext, empresaId: number): Promise<CaixaDeEntrada> {
  if (ctx.config.inboundMail.port === undefined) {
    const [c] = await ctx.db
      .select({ automatica: caixasEntrada.automatica })
      .from(caixasEntrada)
      .where(eq(caixasEntrada.empresaId, empresaId));
    return { endereco: null, automatica: c?.automatica ?? false };
  }
  const c = await caixaDa(ctx, empresaId);
  return { endereco: endereco(ctx, c.token), automatica: c.automatica };
}

export async function definirAutomatica(ctx: AppContext, empresa: EmpresaAtual, automatica: boolean) {
  await caixaDa(ctx, empresa.id);
  await ctx.db.update(caixasEntrada).set({ automatica }).where(eq(caixasEntrada.empresaId, empresa.id));
  return configuracao(ctx, empresa.id);
}

/** A new address; the old one is refused from now on. */
export async function trocarEndereco(ctx: AppContext, empresa: EmpresaAtual) {
  await caixaDa(ctx, empresa.id);
  await ctx.db
    .update(caixasEntrada)
    .set({ token: novoToken() })
    .where(eq(caixasEntrada.empresaId, empresa.id));
  return configuracao(ctx, empresa.id);
}

/**
 * Items without a unit whose installation number now matches one of the company's units become
 * ready to confirm (the user just created the unit); items whose unit was deleted lose it.
 */
async function reconciliar(ctx: AppContext, empresaId: number) {
  const pendentes = and(
    eq(itensCaixaEntrada.empresaId, empresaId),
    inArray(itensCaixaEntrada.situacao, [...PENDENTES]),
  );
  await ctx.db
    .update(itensCaixaEntrada)
    .set({ situacao: 'sem_unidade' })
    .where(and(pendentes, eq(itensCaixaEntrada.situacao, 'a_conferir'), isNull(itensCaixaEntrada.unidadeId)));
  const semUnidade = await ctx.db
    .selectDistinct({ matricula: itensCaixaEntrada.matricula })
    .from(itensCaixaEntrada)
    .where(and(pendentes, isNull(itensCaixaEntrada.unidadeId), isNotNull(itensCaixaEntrada.matricula)));
  for (const { matricula } of semUnidade) {
    if (!matricula) continue;
    const u = await porMatricula(ctx, empresaId, matricula);
    if (!u) continue;
    await ctx.db
      .update(itensCaixaEntrada)
      .set({ situacao: 'a_conferir', unidadeId: u.id })
      .where(and(pendentes, isNull(itensCaixaEntrada.unidadeId), eq(itensCaixaEntrada.matricula, matricula)));
  }
}

/**
 * What the caller may see: an employee restricted to some plants sees the items on their units
 * and the items without a unit (someone has to create it); everyone else sees all.
 */
async function filtrosVisiveis(ctx: AppContext, empresa: EmpresaAtual) {
  const filtros = [
    eq(itensCaixaEntrada.empresaId, empresa.id),
    inArray(itensCaixaEntrada.situacao, [...PENDENTES]),
  ];
  const daUsina = await unidadeVisivel(ctx, empresa, itensCaixaEntrada.unidadeId);
  filtros.push(or(isNull(itensCaixaEntrada.unidadeId), daUsina) ?? sql`false`);
  return filtros;
}

export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: Pick<Paginacao, 'page' | 'limit'>) {
  await reconciliar(ctx, empresa.id);
  const onde = and(...(await filtrosVisiveis(ctx, empresa)));
  const [total] = await ctx.db.select({ n: count() }).from(itensCaixaEntrada).where(onde);
  const rows = await ctx.db
    .select({
      item: itensCaixaEntrada,
      email: { remetente: emailsRecebidos.remetente, assunto: emailsRecebidos.assunto },
      pdf: faturasPdf.uuid,
    })
    .from(itensCaixaEntrada)
    .innerJoin(emailsRecebidos, eq(emailsRecebidos.id, itensCaixaEntrada.emailId))
    .innerJoin(faturasPdf, eq(faturasPdf.id, itensCaixaEntrada.pdfId))
    .where(onde)
    .orderBy(desc(itensCaixaEntrada.recebidoEm), desc(itensCaixaEntrada.id))
    .limit(p.limit)
    .offset(offset(p));
  const uns = await publicas(
    ctx,
    rows.flatMap((r) => (r.item.unidadeId === null ? [] : [r.item.unidadeId])),
  );
  const unidadeDe = (id: number | null) => {
    const u = id === null ? undefined : uns.get(id);
    return u ? { uuid: u.uuid, matricula: u.matricula } : null;
  };
  const data: ItemCaixa[] = rows.map((r) => ({
    uuid: r.item.uuid,
    recebida_em: r.item.recebidoEm.toISOString(),
    remetente: r.email.remetente,
    assunto: r.email.assunto,
    arquivo: r.item.arquivo,
    pdf: r.pdf,
    situacao: r.item.situacao as SituacaoItemCaixa,
    matricula: r.item.matricula,
    concessionaria: r.item.concessionaria,
    unidade: unidadeDe(r.item.unidadeId),
    leitura: r.item.leitura as LeituraFatura,
  }));
  return { data, meta: { ...meta(total?.n ?? 0, p), ...(await configuracao(ctx, empresa.id)) } };
}

async function buscarItem(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [item] = await ctx.db
    .select()
    .from(itensCaixaEntrada)
    .where(and(eq(itensCaixaEntrada.uuid, uuid), ...(await filtrosVisiveis(ctx, empresa))));
  if (!item) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADO);
  return item;
}

export async function baixarPdf(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const item = await buscarItem(ctx, empresa, uuid);
  const dados = await dadosDoPdf(ctx, item.pdfId);
  if (!dados) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADO);
  return { nome: item.arquivo || 'fatura.pdf', dados };
}

/** Discards an item, and its PDF unless an invoice holds it. */
export async function descartar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const item = await buscarItem(ctx, empresa, uuid);
  await ctx.db.delete(itensCaixaEntrada).where(eq(itensCaixaEntrada.id, item.id));
  await removerPdfSemUso(ctx, item.pdfId);
}

/** Removes a stored PDF that neither an invoice nor an inbox item holds any more. */
export async function removerPdfSemUso(ctx: AppContext, pdfId: number) {
  const [emFatura] = await ctx.db.select({ id: faturas.id }).from(faturas).where(eq(faturas.pdfId, pdfId));
  const [emItem] = await ctx.db
    .select({ id: itensCaixaEntrada.id })
    .from(itensCaixaEntrada)
    .where(eq(itensCaixaEntrada.pdfId, pdfId));
  if (emFatura || emItem) return;
  await removerPdf(ctx, pdfId);
}
