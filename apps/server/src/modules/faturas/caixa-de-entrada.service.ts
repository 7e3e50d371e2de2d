import { randomBytes } from 'node:crypto';
import type { CaixaDeEntrada, ItemCaixa, SituacaoItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { ZFaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  caixasEntrada,
  emailsRecebidos,
  faturas,
  faturasPdf,
  itensCaixaEntrada,
  unidades,
} from '../../db/schema/index.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import {
  type AnexoRecebido,
  iniciarSmtpEntrada,
  type MensagemRecebida,
  RecusaSmtp,
  type SmtpEntrada,
} from '../../platform/smtp-entrada.ts';
import { empresaComoSistema, usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { idsVisiveis } from '../usinas/usinas.service.ts';
import { PENDENTES } from './caixa-de-entrada.confirmacao.ts';
import { criar, lerEGuardar, unidadePorMatricula } from './faturas.service.ts';

// Invoices by e-mail (issue 20, docs/decisions/014-faturas-por-email.md): each company's inbound
// address, what its mail brings, and the inbox where those PDFs wait to be confirmed.

/** Same limit as the upload (faturas.service.ts lerEGuardar). */
const PDF_MAX_BYTES = 5 * 1024 * 1024;
/** Each PDF is read on arrival: a mail with hundreds would hold the SMTP reply for minutes. */
const PDFS_POR_EMAIL = 20;
const NAO_ENCONTRADO = 'Item não encontrado';

/** 16 characters of an alphabet without look-alikes (no 0/o, 1/l): 80 random bits, easy to dictate. */
const ALFABETO = 'abcdefghijkmnpqrstuvwxyz23456789';
const novoToken = () => Array.from(randomBytes(16), (b) => ALFABETO[b % 32]).join('');

const ehPdf = (d: Buffer) => d.length > 5 && d.subarray(0, 5).toString('latin1') === '%PDF-';

function endereco(ctx: AppContext, token: string): string | null {
  const { port, domain } = ctx.config.inboundMail;
  return port === undefined ? null : `faturas+${token}@${domain}`;
}

/** The company's inbox settings, made on first use (the address is only needed once mail is on). */
async function caixaDa(ctx: AppContext, empresaId: number) {
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
    const u = await unidadePorMatricula(ctx, empresaId, matricula);
    if (!u) continue;
    const [linha] = await ctx.db.select({ id: unidades.id }).from(unidades).where(eq(unidades.uuid, u.uuid));
    if (!linha) continue;
    await ctx.db
      .update(itensCaixaEntrada)
      .set({ situacao: 'a_conferir', unidadeId: linha.id })
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
  const ids = await idsVisiveis(ctx, empresa);
  if (ids) {
    const daUsina = ids.length
      ? sql`${itensCaixaEntrada.unidadeId} in (select ${unidades.id} from ${unidades} where ${unidades.empresaId} = ${empresa.id} and ${inArray(unidades.usinaId, ids)})`
      : sql`false`;
    filtros.push(or(isNull(itensCaixaEntrada.unidadeId), daUsina) ?? sql`false`);
  }
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
      unidade: { uuid: unidades.uuid, matricula: unidades.matricula },
    })
    .from(itensCaixaEntrada)
    .innerJoin(emailsRecebidos, eq(emailsRecebidos.id, itensCaixaEntrada.emailId))
    .innerJoin(faturasPdf, eq(faturasPdf.id, itensCaixaEntrada.pdfId))
    .leftJoin(unidades, eq(unidades.id, itensCaixaEntrada.unidadeId))
    .where(onde)
    .orderBy(desc(itensCaixaEntrada.recebidoEm), desc(itensCaixaEntrada.id))
    .limit(p.limit)
    .offset(offset(p));
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
    unidade: r.unidade,
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
  const [p] = await ctx.db.select().from(faturasPdf).where(eq(faturasPdf.id, item.pdfId));
  const dados = p ? await ctx.storage.get(p.uuid) : null;
  if (!p || !dados) throw new AppError('NAO_ENCONTRADO', NAO_ENCONTRADO);
  return { nome: item.arquivo || 'fatura.pdf', dados };
}

/** Discards an item, and its PDF unless an invoice holds it. */
export async function descartar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const item = await buscarItem(ctx, empresa, uuid);
  await ctx.db.delete(itensCaixaEntrada).where(eq(itensCaixaEntrada.id, item.id));
  await removerPdfSemUso(ctx, item.pdfId);
}

async function removerPdfSemUso(ctx: AppContext, pdfId: number) {
  const [emFatura] = await ctx.db.select({ id: faturas.id }).from(faturas).where(eq(faturas.pdfId, pdfId));
  const [emItem] = await ctx.db
    .select({ id: itensCaixaEntrada.id })
    .from(itensCaixaEntrada)
    .where(eq(itensCaixaEntrada.pdfId, pdfId));
  if (emFatura || emItem) return;
  const [p] = await ctx.db.delete(faturasPdf).where(eq(faturasPdf.id, pdfId)).returning();
  if (p) await ctx.storage.remove(p.uuid);
}

// ---- receiving (platform/smtp-entrada.ts calls these) -------------------------------------------

/** RCPT TO: faturas+<token>@<INBOUND_MAIL_DOMAIN> of an existing company, within its hourly limit. */
async function destinatario(ctx: AppContext, endereco: string): Promise<string> {
  const { domain, perHour } = ctx.config.inboundMail;
  const m = /^faturas\+([a-z0-9]{1,64})@(.+)$/i.exec(endereco.trim());
  const token = m?.[2]?.toLowerCase() === domain ? m[1]?.toLowerCase() : undefined;
  const [c] = token
    ? await ctx.db
        .select({ empresaId: caixasEntrada.empresaId })
        .from(caixasEntrada)
        .where(eq(caixasEntrada.token, token))
    : [];
  const empresa = c ? await empresaComoSistema(ctx, c.empresaId) : null;
  if (!empresa) throw new RecusaSmtp(550, `Endereço desconhecido: ${endereco}`);
  const [recentes] = await ctx.db
    .select({ n: count() })
    .from(emailsRecebidos)
    .where(
      and(
        eq(emailsRecebidos.empresaId, empresa.id),
        gt(emailsRecebidos.recebidoEm, new Date(ctx.now().getTime() - 3_600_000)),
      ),
    );
  if ((recentes?.n ?? 0) >= perHour)
    throw new RecusaSmtp(
      452,
      `Limite de ${perHour} mensagens por hora atingido para este endereço; tente de novo mais tarde`,
    );
  return String(empresa.id);
}

/**
 * Why a message is refused whole, or null. PDFs are told by their bytes (`%PDF-`), never by name
 * or declared type; images shown inside the body (signatures, logos) are ignored; any other
 * attachment refuses the message, so nothing of a mail with the wrong file is filed.
 */
function motivoDaRecusa(anexos: AnexoRecebido[]): RecusaSmtp | null {
  const outros = anexos.filter((a) => !ehPdf(a.dados) && !(a.embutido && a.tipo.startsWith('image/')));
  if (outros.length > 0)
    return new RecusaSmtp(550, `Anexo que não é PDF: ${outros.map((a) => a.nome || 'sem nome').join(', ')}`);
  const pdfs = anexos.filter((a) => ehPdf(a.dados));
  if (pdfs.length === 0) return new RecusaSmtp(550, 'Nenhum PDF anexado');
  const grande = pdfs.find((a) => a.dados.length > PDF_MAX_BYTES);
  if (grande) return new RecusaSmtp(552, `PDF maior que 5 MB: ${grande.nome || 'sem nome'}`);
  if (pdfs.length > PDFS_POR_EMAIL)
    return new RecusaSmtp(
      552,
      `Mais de ${PDFS_POR_EMAIL} PDFs numa mensagem; envie-os em mensagens separadas`,
    );
  return null;
}

type Destino = 'registrada' | SituacaoItemCaixa;

/** DATA: files each PDF of the message in the company's inbox (or as an invoice, when automatic). */
async function receber(ctx: AppContext, caixa: string, m: MensagemRecebida): Promise<void> {
  const empresa = await empresaComoSistema(ctx, Number(caixa));
  if (!empresa) throw new RecusaSmtp(550, 'Endereço desconhecido');
  if (m.messageId) {
    // The sender's server retries when it missed our reply: the same message is filed once.
    const [ja] = await ctx.db
      .select({ id: emailsRecebidos.id })
      .from(emailsRecebidos)
      .where(
        and(
          eq(emailsRecebidos.empresaId, empresa.id),
          eq(emailsRecebidos.messageId, m.messageId),
          eq(emailsRecebidos.resultado, 'aceito'),
        ),
      );
    if (ja) return;
  }
  const recusa = motivoDaRecusa(m.anexos);
  const [email] = await ctx.db
    .insert(emailsRecebidos)
    .values({
      empresaId: empresa.id,
      recebidoEm: ctx.now(),
      remetente: m.remetente,
      assunto: m.assunto,
      messageId: m.messageId,
      resultado: recusa ? 'recusado' : 'aceito',
      motivo: recusa?.message ?? null,
    })
    .returning();
  if (!email) throw new Error('insert emails_recebidos returned nothing');
  if (recusa) throw recusa;

  const { automatica } = await caixaDa(ctx, empresa.id);
  const destinos: Destino[] = [];
  try {
    for (const anexo of m.anexos.filter((a) => ehPdf(a.dados)))
      destinos.push(await arquivar(ctx, empresa, email, anexo, automatica));
  } catch (err) {
    // Nothing half-filed: the sender's server retries the whole message after our 451.
    const feitos = await ctx.db
      .delete(itensCaixaEntrada)
      .where(eq(itensCaixaEntrada.emailId, email.id))
      .returning({ pdfId: itensCaixaEntrada.pdfId });
    for (const f of feitos) await removerPdfSemUso(ctx, f.pdfId);
    await ctx.db
      .update(emailsRecebidos)
      .set({ resultado: 'recusado', motivo: 'erro interno' })
      .where(eq(emailsRecebidos.id, email.id));
    throw err;
  }
  await avisar(ctx, empresa.id, m, destinos).catch((err: unknown) =>
    ctx.log.warn({ err }, 'inbound mail: notification not sent'),
  );
}

async function arquivar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  email: typeof emailsRecebidos.$inferSelect,
  anexo: AnexoRecebido,
  automatica: boolean,
): Promise<Destino> {
  const arquivo = anexo.nome || 'fatura.pdf';
  const lido = await lerEGuardar(ctx, empresa.id, { filename: arquivo, data: anexo.dados });
  const { leitura } = lido;
  const [pdf] = await ctx.db
    .select({ id: faturasPdf.id })
    .from(faturasPdf)
    .where(eq(faturasPdf.uuid, lido.pdf));
  const [unidade] = lido.unidade
    ? await ctx.db.select({ id: unidades.id }).from(unidades).where(eq(unidades.uuid, lido.unidade.uuid))
    : [];
  if (!pdf) throw new Error('stored invoice PDF not found');
  const situacao: SituacaoItemCaixa = unidade ? 'a_conferir' : 'sem_unidade';
  await ctx.db.insert(itensCaixaEntrada).values({
    empresaId: empresa.id,
    emailId: email.id,
    pdfId: pdf.id,
    arquivo,
    situacao,
    matricula: leitura.ok ? (leitura.campos.matricula ?? null) : null,
    concessionaria: leitura.ok ? leitura.concessionaria : null,
    unidadeId: unidade?.id ?? null,
    leitura,
    recebidoEm: email.recebidoEm,
  });
  if (!automatica || !lido.unidade || !leitura.ok || !leitura.campos.mes_referencia) return situacao;
  // Automatic: saved as read, like a confirmed upload; criar() takes the item out of the inbox.
  // An invoice of that unit and month already there is never overwritten: the item waits instead.
  const entrada = ZFaturaEntrada.safeParse({
    ...leitura.campos,
    unidade: lido.unidade.uuid,
    status: 'aberta',
    pdf: lido.pdf,
  });
  if (!entrada.success) return situacao;
  try {
    await criar(ctx, empresa, entrada.data);
    return 'registrada';
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDACAO') return situacao;
    throw err;
  }
}

const plural = (n: number, um: string, varios: string) => (n === 1 ? um : varios);

/** One notification per mail, to whoever may see invoices in the company. */
async function avisar(ctx: AppContext, empresaId: number, m: MensagemRecebida, destinos: Destino[]) {
  const n = destinos.length;
  const por = (d: Destino) => destinos.filter((x) => x === d).length;
  const partes = [
    [por('registrada'), plural(por('registrada'), 'registrada', 'registradas')],
    [por('a_conferir'), 'para conferir'],
    [por('sem_unidade'), 'sem unidade'],
  ] as const;
  const presentes = partes.filter(([k]) => k > 0);
  const recebidas = `${n} ${plural(n, 'fatura recebida', 'faturas recebidas')} por e-mail`;
  const titulo =
    presentes.length === 1
      ? `${recebidas} ${presentes[0]?.[1]}`
      : `${recebidas}: ${presentes.map(([k, t]) => `${k} ${t}`).join(', ')}`;
  const detalhe = [
    `De ${m.remetente}${m.assunto ? ` — ${m.assunto}` : ''}.`,
    por('sem_unidade') > 0 ? 'Cadastre a unidade consumidora das faturas sem unidade para conferi-las.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  for (const usuarioId of await usuariosComPermissao(ctx, empresaId, 'fatura:view'))
    await notificar(ctx, usuarioId, {
      tipo: 'faturas_email',
      titulo,
      mensagem: detalhe,
      link: '/faturas',
      empresaId,
    });
}

/** Starts the SMTP listener for the companies' addresses (main.ts, when SMTP_INBOUND_PORT is set). */
export function iniciarRecepcao(ctx: AppContext, porta: number): Promise<SmtpEntrada> {
  return iniciarSmtpEntrada(
    {
      host: ctx.config.host,
      porta,
      nome: ctx.config.inboundMail.domain,
      maxBytes: ctx.config.inboundMail.maxBytes,
      log: ctx.log,
    },
    {
      destinatario: (endereco) => destinatario(ctx, endereco),
      mensagem: (caixa, m) => receber(ctx, caixa, m),
    },
  );
}
