import type { CamposFatura, ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import type { Fatura as FaturaApi, FaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { faturas } from '../../db/schema/faturas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import {
  buscar as buscarUnidade,
  buscarPorId as buscarUnidadePorId,
  publicas,
  type Unidade,
  unidadeDaUsina,
  unidadePorId,
  unidadesDaUsina,
} from '../unidades/unidades.service.ts';
import { usinaDaEmpresa } from '../usinas/usinas.service.ts';
import { auditarFatura } from './auditoria.ts';
import { confirmarItemDoPdf } from './caixa-de-entrada.confirmacao.ts';
import { camposDaLinha, colunasDosCampos, numerosParaApi } from './campos.ts';
import { creditosExpirando, economiaDaFatura, razaoCreditos } from './creditos.ts';
import { completarRollups, recalcularCreditos } from './creditos-unidade.ts';
import { dadosDoPdf, ehPdf, guardarPdf, lerEGuardar, pdfDaEmpresa, removerPdf } from './faturas-pdf.ts';

// Invoices of the company's units: list, detail, create, edit, delete, the integrations' upsert
// and the plant's credits. PDFs are kept by faturas-pdf.ts, the dashboard's figures come from
// faturas.painel.ts.

type Fatura = typeof faturas.$inferSelect;

const resumo = (f: Fatura) => {
  const e = economiaDaFatura(camposDaLinha(f));
  return {
    uuid: f.uuid,
    mes_referencia: f.mesReferencia,
    vencimento: f.vencimento,
    // Text columns written only from ZFaturaEntrada's enum and the three origins.
    status: f.status as FaturaApi['status'],
    origem: f.origem as FaturaApi['origem'],
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
    filtros.push(unidadeDaUsina(usina.id, faturas.unidadeId));
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
  const unidade = await buscarUnidadePorId(ctx, empresa, f.unidadeId).catch(() => {
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
    itens: (f.itens ?? []) as ItemFatura[],
    unidade: u ? { uuid: u.uuid, matricula: u.matricula, tipo: u.tipo, nome: u.nome, gd: u.gd } : null,
    usina: u?.usina ?? null,
    concessionaria: u?.concessionaria ?? null,
    creditos: linhas[i] ?? null,
    auditoria: auditarFatura(camposDaLinha(f), fatosDaUnidade(unidade), {
      creditos_disponiveis_kwh: (anterior?.saldo_kwh ?? 0) + (f.creditadaKwh ?? f.injetadaKwh ?? 0),
    }),
    pdf_url: f.pdfId ? `/api/faturas/${f.uuid}/pdf` : null,
  };
}

/**
 * Tells the automations an invoice arrived (decision 039) and, when the Lei 14.300 audit finds a
 * problem, that too — once, when the invoice first lands.
 */
async function anunciarFatura(ctx: AppContext, faturaId: number) {
  const [f] = await ctx.db.select().from(faturas).where(eq(faturas.id, faturaId));
  const unidade = f ? await unidadePorId(ctx, f.unidadeId) : null;
  if (!f || !unidade) return;
  const linhas = razaoCreditos((await faturasDaUnidade(ctx, unidade.id)).map(camposDaLinha));
  const i = linhas.findIndex((l) => l.mes === f.mesReferencia);
  const anterior = i > 0 ? linhas[i - 1] : undefined;
  const auditoria = auditarFatura(camposDaLinha(f), fatosDaUnidade(unidade), {
    creditos_disponiveis_kwh: (anterior?.saldo_kwh ?? 0) + (f.creditadaKwh ?? f.injetadaKwh ?? 0),
  });
  const [ano, mes] = f.mesReferencia.split('-');
  const base = {
    empresaId: f.empresaId,
    usinaId: unidade.usinaId,
    faturaId: f.id,
    valorCentavos: f.valorTotalRs === null ? null : Math.round(f.valorTotalRs * 100),
    descricao: `Fatura ${mes}/${ano} da unidade ${unidade.matricula}`,
  };
  await ctx.eventos.emitir(ctx, { tipo: 'fatura_recebida', ...base });
  const problemas = auditoria.verificacoes.filter((v) => !v.ok);
  if (problemas.length)
    await ctx.eventos.emitir(ctx, {
      tipo: 'fatura_problema',
      ...base,
      descricao: `${base.descricao}: ${problemas.map((p) => p.mensagem).join('; ')}`.slice(0, 400),
    });
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
  await anunciarFatura(ctx, f.id);
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

/** Reads an uploaded PDF (see lerEGuardar): its public id, the unit it names and what it says. */
export async function lerPdf(ctx: AppContext, empresa: EmpresaAtual, arquivo: UploadedFile, senha?: string) {
  const { pdf, unidade, leitura } = await lerEGuardar(ctx, empresa.id, arquivo, { senha });
  return { pdf: pdf.uuid, unidade: unidade && { uuid: unidade.uuid, matricula: unidade.matricula }, leitura };
}

export async function baixarPdf(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { f } = await buscar(ctx, empresa, uuid);
  if (!f.pdfId) throw new AppError('NAO_ENCONTRADO', 'Esta fatura não tem PDF');
  const dados = await dadosDoPdf(ctx, f.pdfId);
  if (!dados) throw new AppError('NAO_ENCONTRADO', 'Esta fatura não tem PDF');
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
  if (nova) await anunciarFatura(ctx, nova.id);
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
