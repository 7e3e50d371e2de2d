import type { CamposFatura } from '@irradia/shared/faturas/faturas.campos';
import type { FaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { lerFaturaPdf, senhasCandidatas } from '../../connectors/utilities/invoice-pdf/ler-fatura.ts';
import { creditosUnidade, faturas, faturasPdf, unidades } from '../../db/schema/index.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { documentosDaEmpresa } from '../clientes/clientes.service.ts';
import { cnpjDaEmpresa } from '../empresas/empresas.service.ts';
import { buscar as buscarUnidade, publicas, unidadesDaUsina } from '../unidades/unidades.service.ts';
import { idsVisiveis, usinaDaEmpresa } from '../usinas/usinas.service.ts';
import { auditarFatura } from './auditoria.ts';
import { confirmarItemDoPdf } from './caixa-de-entrada.confirmacao.ts';
import { camposDaLinha, colunasDosCampos, numerosParaApi } from './campos.ts';
import { creditosExpirando, economiaDaFatura, razaoCreditos } from './creditos.ts';

type Fatura = typeof faturas.$inferSelect;
type Unidade = typeof unidades.$inferSelect;

/** Invoice PDFs: Energisa's image-heavy ones reach ~2 MB; 5 MB leaves room without inviting scans. */
const PDF_MAX_BYTES = 5 * 1024 * 1024;

const resumo = (f: Fatura) => {
  const e = economiaDaFatura(camposDaLinha(f));
  return {
    uuid: f.uuid,
    mes_referencia: f.mesReferencia,
    vencimento: f.vencimento,
    status: f.status,
    origem: f.origem,
    ...numerosParaApi(f),
    economia_rs: e.economia_rs,
    sem_solar_rs: e.sem_solar_rs,
    tem_pdf: f.pdfId !== null,
  };
};

function filtrosDaEmpresa(empresa: EmpresaAtual): SQL[] {
  return [eq(faturas.empresaId, empresa.id)];
}

export async function listar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Paginacao & { usina?: string; unidade?: string; mes?: string; status?: string },
) {
  const filtros = filtrosDaEmpresa(empresa);
  if (p.usina) {
    const usina = await usinaDaEmpresa(ctx, empresa, p.usina);
    filtros.push(
      sql`${faturas.unidadeId} in (select id from ${unidades} where ${unidades.usinaId} = ${usina.id})`,
    );
  }
  if (p.unidade) filtros.push(eq(faturas.unidadeId, (await buscarUnidade(ctx, empresa, p.unidade)).id));
  if (p.mes) filtros.push(eq(faturas.mesReferencia, p.mes));
  if (p.status) filtros.push(eq(faturas.status, p.status));
  const onde = and(...filtros);
  await completarRollups(ctx, onde);
  const [total] = await ctx.db.select({ n: count() }).from(faturas).where(onde);
  const rows = await ctx.db
    .select()
    .from(faturas)
    .where(onde)
    .orderBy(desc(faturas.mesReferencia), asc(faturas.id))
    .limit(p.limit)
    .offset(offset(p));
  const [somas] = await ctx.db
    .select({
      valor_total_rs: sql<number>`coalesce(sum(${faturas.valorTotalRs}), 0)::float`,
      consumo_kwh: sql<number>`coalesce(sum(${faturas.consumoKwh}), 0)::float`,
      compensada_kwh: sql<number>`coalesce(sum(${faturas.compensadaKwh}), 0)::float`,
      injetada_kwh: sql<number>`coalesce(sum(${faturas.injetadaKwh}), 0)::float`,
      economia_rs: sql<number>`coalesce(sum(${faturas.economiaRs}), 0)::float`,
    })
    .from(faturas)
    .where(onde);
  const uns = await publicas(
    ctx,
    rows.map((r) => r.unidadeId),
  );
  return {
    data: rows.map((f) => {
      const u = uns.get(f.unidadeId);
      return {
        ...resumo(f),
        unidade: u ? { uuid: u.uuid, matricula: u.matricula, tipo: u.tipo, nome: u.nome } : null,
        usina: u?.usina ?? null,
        concessionaria: u?.concessionaria ?? null,
      };
    }),
    meta: {
      ...meta(total?.n ?? 0, p),
      totais: {
        valor_total_rs: Number(somas?.valor_total_rs ?? 0),
        consumo_kwh: Number(somas?.consumo_kwh ?? 0),
        compensada_kwh: Number(somas?.compensada_kwh ?? 0),
        injetada_kwh: Number(somas?.injetada_kwh ?? 0),
        economia_rs: Math.round(Number(somas?.economia_rs ?? 0) * 100) / 100,
      },
    },
  };
}

async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [f] = await ctx.db
    .select()
    .from(faturas)
    .where(and(eq(faturas.uuid, uuid), ...filtrosDaEmpresa(empresa)));
  if (!f) throw new AppError('NAO_ENCONTRADO', 'Fatura não encontrada');
  // Through the unit: an employee restricted to some plants does not see the others' invoices.
  const [u] = await ctx.db.select({ uuid: unidades.uuid }).from(unidades).where(eq(unidades.id, f.unidadeId));
  if (!u) throw new AppError('NAO_ENCONTRADO', 'Fatura não encontrada');
  const unidade = await buscarUnidade(ctx, empresa, u.uuid).catch(() => {
    throw new AppError('NAO_ENCONTRADO', 'Fatura não encontrada');
  });
  return { f, unidade };
}

const fatosDaUnidade = (u: Unidade) => ({
  tipo: u.tipo as 'geradora' | 'beneficiaria',
  gd: u.gd as 'GD I' | 'GD II',
  fornecimento: u.fornecimento as 'monofasico' | 'bifasico' | 'trifasico',
  inicio: u.inicio ?? '2023-01-01',
});

async function faturasDaUnidade(ctx: AppContext, unidadeId: number) {
  return ctx.db
    .select()
    .from(faturas)
    .where(eq(faturas.unidadeId, unidadeId))
    .orderBy(asc(faturas.mesReferencia));
}

/** One invoice with the credits of its month, its savings and the Lei 14.300 audit. */
export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { f, unidade } = await buscar(ctx, empresa, uuid);
  const linhas = razaoCreditos((await faturasDaUnidade(ctx, unidade.id)).map(camposDaLinha));
  const i = linhas.findIndex((l) => l.mes === f.mesReferencia);
  const anterior = i > 0 ? linhas[i - 1] : undefined;
  const [u] = (await publicas(ctx, [unidade.id])).values();
  return {
    ...resumo(f),
    itens: f.itens ?? [],
    unidade: u ? { uuid: u.uuid, matricula: u.matricula, tipo: u.tipo, nome: u.nome, gd: u.gd } : null,
    usina: u?.usina ?? null,
    concessionaria: u?.concessionaria ?? null,
    creditos: i >= 0 ? linhas[i] : null,
    auditoria: auditarFatura(camposDaLinha(f), fatosDaUnidade(unidade), {
      creditos_disponiveis_kwh: (anterior?.saldo_kwh ?? 0) + (f.creditadaKwh ?? f.injetadaKwh ?? 0),
    }),
    pdf_url: f.pdfId ? `/api/faturas/${f.uuid}/pdf` : null,
  };
}

async function pdfDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string | null | undefined) {
  if (!uuid) return null;
  const [p] = await ctx.db
    .select({ id: faturasPdf.id })
    .from(faturasPdf)
    .where(and(eq(faturasPdf.uuid, uuid), eq(faturasPdf.empresaId, empresa.id)));
  if (!p)
    throw erroValidacao([{ field: 'pdf', rule: 'exists', message: 'PDF inválido: envie o arquivo de novo' }]);
  return p.id;
}

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: FaturaEntrada) {
  const unidade = await buscarUnidade(ctx, empresa, d.unidade).catch(() => {
    throw erroValidacao([{ field: 'unidade', rule: 'exists', message: 'Escolha a unidade consumidora' }]);
  });
  const pdfId = await pdfDaEmpresa(ctx, empresa, d.pdf);
  const [f] = await ctx.db
    .insert(faturas)
    .values({
      empresaId: empresa.id,
      unidadeId: unidade.id,
      mesReferencia: d.mes_referencia,
      status: d.status,
      origem: pdfId ? 'pdf' : 'manual',
      pdfId,
      ...colunasDosCampos(d),
    })
    .onConflictDoNothing()
    .returning();
  if (!f)
    throw erroValidacao([
      {
        field: 'mes_referencia',
        rule: 'unique',
        message: 'Já existe uma fatura desta unidade para este mês de referência',
      },
    ]);
  // A PDF that came by e-mail leaves the inbox once an invoice holds it.
  if (pdfId) await confirmarItemDoPdf(ctx, empresa.id, pdfId, f.id);
  await recalcularCreditos(ctx, unidade.id);
  return detalhe(ctx, empresa, f.uuid);
}

export async function editar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: Partial<Omit<FaturaEntrada, 'unidade' | 'mes_referencia' | 'pdf'>>,
) {
  const { f } = await buscar(ctx, empresa, uuid);
  await ctx.db
    .update(faturas)
    .set({ ...colunasDosCampos(d), ...(d.status ? { status: d.status } : {}), atualizadaEm: ctx.now() })
    .where(eq(faturas.id, f.id));
  await recalcularCreditos(ctx, f.unidadeId);
  return detalhe(ctx, empresa, uuid);
}

export async function excluir(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { f } = await buscar(ctx, empresa, uuid);
  await ctx.db.delete(faturas).where(eq(faturas.id, f.id));
  await recalcularCreditos(ctx, f.unidadeId);
  if (f.pdfId) await removerPdf(ctx, f.pdfId);
}

async function removerPdf(ctx: AppContext, id: number) {
  const [p] = await ctx.db.delete(faturasPdf).where(eq(faturasPdf.id, id)).returning();
  if (p) await ctx.storage.remove(p.uuid);
}

/** Keeps an invoice PDF (checked by its bytes, never its name) for the company. */
async function guardarPdf(ctx: AppContext, empresaId: number, nome: string, dados: Buffer) {
  const [p] = await ctx.db
    .insert(faturasPdf)
    .values({ empresaId, nome: nome.slice(0, 200) || 'fatura.pdf', tamanho: dados.length })
    .returning();
  if (!p) throw new Error('insert faturas_pdf returned nothing');
  await ctx.storage.put(p.uuid, dados);
  return p;
}

const ehPdf = (d: Buffer) => d.length > 5 && d.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Reads an invoice PDF for a company: keeps it, extracts what the utility's layout allows, and
 * suggests the unit by its installation number. Nothing is saved as an invoice until the user
 * confirms the fields (POST /api/faturas with `pdf`). A locked PDF is tried with the password the
 * user typed or, without one, with the schemes the utilities document on the company's and its
 * customers' CPF/CNPJ (senhasCandidatas); the inbound mail path uses the same function.
 */
export async function lerEGuardar(
  ctx: AppContext,
  empresaId: number,
  arquivo: { filename: string; data: Buffer },
  opcoes: { senha?: string } = {},
) {
  if (!ehPdf(arquivo.data))
    throw erroValidacao([{ field: 'arquivo', rule: 'pdf', message: 'Envie a fatura em PDF' }]);
  if (arquivo.data.length > PDF_MAX_BYTES)
    throw erroValidacao([
      { field: 'arquivo', rule: 'max_size', message: 'A fatura em PDF deve ter no máximo 5 MB' },
    ]);
  const senhas = opcoes.senha ? [opcoes.senha] : await senhasDaEmpresa(ctx, empresaId);
  const leitura = await lerFaturaPdf(new Uint8Array(arquivo.data), { senhas });
  const pdf = await guardarPdf(ctx, empresaId, arquivo.filename, arquivo.data);
  const matricula = leitura.ok ? leitura.campos.matricula : undefined;
  const unidade = matricula ? await unidadePorMatricula(ctx, empresaId, matricula) : null;
  return { pdf: pdf.uuid, unidade, leitura };
}

/** The company's consumer unit whose installation number is `matricula` (leading zeros and punctuation aside). */
export async function unidadePorMatricula(ctx: AppContext, empresaId: number, matricula: string) {
  const [u] = await ctx.db
    .select({ uuid: unidades.uuid, matricula: unidades.matricula })
    .from(unidades)
    .where(
      and(
        eq(unidades.empresaId, empresaId),
        sql`ltrim(regexp_replace(${unidades.matricula}, '[^0-9A-Za-z]', '', 'g'), '0') = ltrim(regexp_replace(${matricula}, '[^0-9A-Za-z]', '', 'g'), '0')`,
      ),
    );
  return u ?? null;
}

/** Passwords to try on a locked invoice: the documented schemes over the company's and its customers' CPF/CNPJ. */
async function senhasDaEmpresa(ctx: AppContext, empresaId: number): Promise<string[]> {
  const propria = await cnpjDaEmpresa(ctx, empresaId);
  return senhasCandidatas([...(propria ? [propria] : []), ...(await documentosDaEmpresa(ctx, empresaId))]);
}

export async function lerPdf(ctx: AppContext, empresa: EmpresaAtual, arquivo: UploadedFile, senha?: string) {
  return lerEGuardar(ctx, empresa.id, arquivo, { senha });
}

export async function baixarPdf(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { f } = await buscar(ctx, empresa, uuid);
  if (!f.pdfId) throw new AppError('NAO_ENCONTRADO', 'Esta fatura não tem PDF');
  const [p] = await ctx.db.select().from(faturasPdf).where(eq(faturasPdf.id, f.pdfId));
  const dados = p ? await ctx.storage.get(p.uuid) : null;
  if (!p || !dados) throw new AppError('NAO_ENCONTRADO', 'Esta fatura não tem PDF');
  return { nome: `fatura-${f.mesReferencia}.pdf`, dados };
}

/**
 * What an integration brought from the utility: one invoice per unit and month, updated when it
 * comes again (re-imports and resumed jobs never duplicate). Returns whether it was new.
 */
export async function registrarImportada(
  ctx: AppContext,
  empresaId: number,
  unidadeId: number,
  d: { campos: CamposFatura; status: string; idExterno: string; pdf?: { nome: string; dados: Buffer } },
): Promise<boolean> {
  const mes = d.campos.mes_referencia;
  if (!mes) throw new Error('imported invoice without reference month');
  const [existente] = await ctx.db
    .select()
    .from(faturas)
    .where(and(eq(faturas.unidadeId, unidadeId), eq(faturas.mesReferencia, mes)));
  let pdfId = existente?.pdfId ?? null;
  if (!pdfId && d.pdf && ehPdf(d.pdf.dados))
    pdfId = (await guardarPdf(ctx, empresaId, d.pdf.nome, d.pdf.dados)).id;
  const colunas = { ...colunasDosCampos(d.campos), status: d.status, idExterno: d.idExterno, pdfId };
  if (existente) {
    await ctx.db
      .update(faturas)
      .set({ ...colunas, atualizadaEm: ctx.now() })
      .where(eq(faturas.id, existente.id));
    await recalcularCreditos(ctx, unidadeId);
    return false;
  }
  const [nova] = await ctx.db
    .insert(faturas)
    .values({ empresaId, unidadeId, mesReferencia: mes, origem: 'integracao', ...colunas })
    .onConflictDoNothing()
    .returning({ id: faturas.id });
  await recalcularCreditos(ctx, unidadeId);
  return Boolean(nova);
}

/** The plant's credits and savings: per unit ledger, balance now, credits expiring ahead. */
export async function resumoDaUsina(ctx: AppContext, empresa: EmpresaAtual, usinaUuid: string) {
  const usina = await usinaDaEmpresa(ctx, empresa, usinaUuid);
  const lista = await unidadesDaUsina(ctx, usina.id);
  const pub = await publicas(
    ctx,
    lista.map((u) => u.id),
  );
  const todas = lista.length
    ? await ctx.db
        .select()
        .from(faturas)
        .where(
          inArray(
            faturas.unidadeId,
            lista.map((u) => u.id),
          ),
        )
        .orderBy(asc(faturas.mesReferencia))
    : [];
  const porUnidade = lista.map((u) => {
    const dela = todas.filter((f) => f.unidadeId === u.id);
    const linhas = razaoCreditos(dela.map(camposDaLinha));
    const ultima = linhas.at(-1);
    return {
      unidade: pub.get(u.id) ?? null,
      saldo_kwh: ultima?.saldo_kwh ?? 0,
      economia_rs: dela.reduce((a, f) => a + (economiaDaFatura(camposDaLinha(f)).economia_rs ?? 0), 0),
      creditos: linhas.map(({ lotes: _lotes, ...l }) => l),
      expirando: creditosExpirando(linhas, 12),
    };
  });
  // Month by month across the plant's units, for the chart.
  const meses = new Map<
    string,
    { mes: string; saldo_kwh: number; compensada_kwh: number; injetada_kwh: number; economia_rs: number }
  >();
  for (const u of porUnidade)
    for (const l of u.creditos) {
      const m = meses.get(l.mes) ?? {
        mes: l.mes,
        saldo_kwh: 0,
        compensada_kwh: 0,
        injetada_kwh: 0,
        economia_rs: 0,
      };
      m.saldo_kwh += l.saldo_kwh;
      m.compensada_kwh += l.compensada_kwh;
      m.injetada_kwh += l.injetada_kwh;
      meses.set(l.mes, m);
    }
  for (const f of todas) {
    const m = meses.get(f.mesReferencia);
    if (m) m.economia_rs += economiaDaFatura(camposDaLinha(f)).economia_rs ?? 0;
  }
  const expirando = new Map<string, number>();
  for (const u of porUnidade)
    for (const e of u.expirando) expirando.set(e.mes, (expirando.get(e.mes) ?? 0) + e.kwh);
  return {
    usina,
    saldo_kwh: porUnidade.reduce((a, u) => a + u.saldo_kwh, 0),
    economia_rs: Math.round(porUnidade.reduce((a, u) => a + u.economia_rs, 0) * 100) / 100,
    faturas: todas.length,
    meses: [...meses.values()].sort((a, b) => a.mes.localeCompare(b.mes)),
    expirando: [...expirando.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([mes, kwh]) => ({ mes, kwh })),
    unidades: porUnidade.map(({ creditos: _c, ...u }) => u),
  };
}

// ---- company-wide read-outs for the dashboard (modules/dashboard) ------------------------------

/** The company's invoices restricted to the units of the plants the caller sees. */
async function filtrosVisiveis(ctx: AppContext, empresa: EmpresaAtual): Promise<SQL[]> {
  const filtros = filtrosDaEmpresa(empresa);
  const ids = await idsVisiveis(ctx, empresa);
  if (ids)
    filtros.push(
      ids.length
        ? sql`${faturas.unidadeId} in (select ${unidades.id} from ${unidades} where ${unidades.empresaId} = ${empresa.id} and ${inArray(unidades.usinaId, ids)})`
        : sql`false`,
    );
  return filtros;
}

/** The `n` newest invoices (by reference month) the caller sees, with their savings. */
export async function ultimas(ctx: AppContext, empresa: EmpresaAtual, n: number) {
  const rows = await ctx.db
    .select()
    .from(faturas)
    .where(and(...(await filtrosVisiveis(ctx, empresa))))
    .orderBy(desc(faturas.mesReferencia), desc(faturas.id))
    .limit(n);
  const uns = await publicas(
    ctx,
    rows.map((r) => r.unidadeId),
  );
  return rows.map((f) => ({
    uuid: f.uuid,
    mes_referencia: f.mesReferencia,
    usina: uns.get(f.unidadeId)?.usina ?? null,
    valor_total_rs: f.valorTotalRs,
    economia_rs: economiaDaFatura(camposDaLinha(f)).economia_rs,
    status: f.status,
  }));
}

/** Rewrites one unit's credits roll-up from its invoices (or drops it when none is left). */
async function recalcularCreditos(ctx: Pick<AppContext, 'db'>, unidadeId: number) {
  const dela = await ctx.db
    .select()
    .from(faturas)
    .where(eq(faturas.unidadeId, unidadeId))
    .orderBy(asc(faturas.mesReferencia));
  const primeira = dela[0];
  if (!primeira) {
    await ctx.db.delete(creditosUnidade).where(eq(creditosUnidade.unidadeId, unidadeId));
    return;
  }
  const linhas = razaoCreditos(dela.map(camposDaLinha));
  const valores = {
    empresaId: primeira.empresaId,
    saldoKwh: linhas.at(-1)?.saldo_kwh ?? 0,
    economiaRs: dela.reduce((a, f) => a + (economiaDaFatura(camposDaLinha(f)).economia_rs ?? 0), 0),
    expirando: creditosExpirando(linhas, 12),
    atualizadoEm: new Date(),
  };
  await ctx.db
    .insert(creditosUnidade)
    .values({ unidadeId, ...valores })
    .onConflictDoUpdate({ target: creditosUnidade.unidadeId, set: valores });
  // Each invoice's own savings, so lists sum them in SQL over any filter.
  const mudaram = dela
    .map((f) => ({ id: f.id, antes: f.economiaRs, e: economiaDaFatura(camposDaLinha(f)).economia_rs }))
    .filter((x) => x.antes !== x.e);
  if (mudaram.length > 0)
    await ctx.db.execute(sql`
      update ${faturas} set economia_rs = v.e
      from (values ${sql.join(
        mudaram.map((x) => sql`(${x.id}::int, ${x.e}::float8)`),
        sql`, `,
      )}) as v(id, e)
      where ${faturas.id} = v.id`);
}

/** Builds the credits roll-up (and the invoices' savings) of units whose invoices match `onde` and lack one. */
async function completarRollups(ctx: Pick<AppContext, 'db'>, onde: SQL | undefined) {
  const semRollup = await ctx.db
    .selectDistinct({ id: faturas.unidadeId })
    .from(faturas)
    .where(
      and(
        onde,
        sql`not exists (select 1 from ${creditosUnidade} c where c.unidade_id = ${faturas.unidadeId})`,
      ),
    );
  for (const u of semRollup) await recalcularCreditos(ctx, u.id);
}

/**
 * Credits over every unit the caller sees: the balance after each unit's last invoice, what
 * expires in the 12 months after it (summed per month) and the savings of all invoices — summed
 * from the per-unit roll-ups (a unit whose invoices arrived without one gets it now).
 */
export async function creditosDaEmpresa(ctx: AppContext, empresa: EmpresaAtual) {
  await completarRollups(ctx, eq(faturas.empresaId, empresa.id));
  const ids = await idsVisiveis(ctx, empresa);
  const rows = await ctx.db
    .select()
    .from(creditosUnidade)
    .where(
      and(
        eq(creditosUnidade.empresaId, empresa.id),
        ids === null
          ? undefined
          : ids.length
            ? sql`${creditosUnidade.unidadeId} in (select ${unidades.id} from ${unidades} where ${unidades.empresaId} = ${empresa.id} and ${inArray(unidades.usinaId, ids)})`
            : sql`false`,
      ),
    );
  let saldo = 0;
  let economia = 0;
  const expirando = new Map<string, number>();
  for (const r of rows) {
    saldo += r.saldoKwh;
    economia += r.economiaRs;
    for (const e of r.expirando as Array<{ mes: string; kwh: number }>)
      expirando.set(e.mes, (expirando.get(e.mes) ?? 0) + e.kwh);
  }
  return {
    saldo_kwh: Math.round(saldo * 100) / 100,
    expirando: [...expirando.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([mes, kwh]) => ({ mes, kwh: Math.round(kwh * 100) / 100 })),
    economia_rs: Math.round(economia * 100) / 100,
  };
}
