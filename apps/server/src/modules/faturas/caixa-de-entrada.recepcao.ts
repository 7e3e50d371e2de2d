import type { SituacaoItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import { ZFaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import { and, count, eq, gt } from 'drizzle-orm';
import { caixasEntrada, emailsRecebidos, itensCaixaEntrada } from '../../db/schema/faturas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type AnexoRecebido,
  iniciarSmtpEntrada,
  type MensagemRecebida,
  RecusaSmtp,
  type SmtpEntrada,
} from '../../platform/smtp-entrada.ts';
import { empresaComoSistema, usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { caixaDa, removerPdfSemUso } from './caixa-de-entrada.service.ts';
import { criar } from './faturas.service.ts';
import { ehPdf, lerEGuardar, PDF_MAX_BYTES } from './faturas-pdf.ts';

// Invoices by e-mail, receiving side (docs/decisions/014-faturas-por-email.md): the SMTP listener
// (platform/smtp-entrada.ts) asks here whether an address is a company's inbox and hands over each
// message, whose PDFs are filed in that inbox (caixa-de-entrada.service.ts) or saved as invoices.

/** Each PDF is read on arrival: a mail with hundreds would hold the SMTP reply for minutes. */
const PDFS_POR_EMAIL = 20;

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
  const { pdf, unidade, leitura } = await lerEGuardar(ctx, empresa.id, {
    filename: arquivo,
    data: anexo.dados,
  });
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
  if (!automatica || !unidade || !leitura.ok || !leitura.campos.mes_referencia) return situacao;
  // Automatic: saved as read, like a confirmed upload; criar() takes the item out of the inbox.
  // An invoice of that unit and month already there is never overwritten: the item waits instead.
  const entrada = ZFaturaEntrada.safeParse({
    ...leitura.campos,
    unidade: unidade.uuid,
    status: 'aberta',
    pdf: pdf.uuid,
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
