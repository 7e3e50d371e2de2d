import { createHash } from 'node:crypto';
import { sugerirConciliacao } from '@irradia/shared/financeiro/demonstrativo';
import type { LinhaDeExtrato } from '@irradia/shared/financeiro/relatorios.schema';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { contas, extratoImportacoes, extratoLinhas, pagamentos } from '../../db/schema/financeiro.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { lerOfx, outraConta } from './financeiro.ofx.ts';

// Bank statements (decision 040): an OFX file imported into an account becomes its lines, unique
// per account by the bank's FITID, so the same file (or an overlapping one) adds nothing twice.

const MAX_BYTES = 5 * 1024 * 1024;
const LOTE = 500;
const rs = (centavos: number) => Math.round(centavos) / 100;

export type Situacao = 'pendente' | 'conciliada' | 'ignorada';

/** The company's account by uuid, or 404 (another company's account is not found either). */
export async function contaDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [c] = await ctx.db
    .select()
    .from(contas)
    .where(and(eq(contas.uuid, uuid), eq(contas.empresaId, empresa.id)));
  if (!c) throw new AppError('NAO_ENCONTRADO');
  return c;
}

export async function importarExtrato(
  ctx: AppContext,
  empresa: EmpresaAtual,
  usuarioId: number,
  contaUuid: string,
  arquivo: UploadedFile,
) {
  const conta = await contaDaEmpresa(ctx, empresa, contaUuid);
  if (arquivo.data.length > MAX_BYTES)
    throw erroValidacao([
      { field: 'arquivo', rule: 'max_size', message: 'O extrato deve ter no máximo 5 MB' },
    ]);
  const ofx = lerOfx(arquivo.data);
  if (outraConta(ofx.conta, conta.numero))
    throw erroValidacao([
      {
        field: 'arquivo',
        rule: 'conta',
        message: `O extrato é da conta ${ofx.conta}, e esta conta é a ${conta.numero}`,
      },
    ]);
  const hash = createHash('sha256').update(arquivo.data).digest('hex');
  const nomeArquivo = (arquivo.filename || 'extrato.ofx').slice(0, 200);
  const resposta = (uuid: string, novas: number, repetida: boolean) => ({
    uuid,
    nome_arquivo: nomeArquivo,
    linhas: ofx.transacoes.length,
    novas,
    repetida,
    inicio: ofx.inicio,
    fim: ofx.fim,
  });
  const anterior = async () => {
    const [i] = await ctx.db
      .select({ uuid: extratoImportacoes.uuid })
      .from(extratoImportacoes)
      .where(and(eq(extratoImportacoes.contaId, conta.id), eq(extratoImportacoes.hash, hash)));
    return i;
  };
  const ja = await anterior();
  if (ja) return { dados: resposta(ja.uuid, 0, true), nova: false };

  const feita = await ctx.db.transaction(async (tx) => {
    const [imp] = await tx
      .insert(extratoImportacoes)
      .values({
        empresaId: empresa.id,
        contaId: conta.id,
        nomeArquivo,
        hash,
        linhas: ofx.transacoes.length,
        novas: 0,
        criadoPor: usuarioId,
      })
      .onConflictDoNothing()
      .returning({ id: extratoImportacoes.id, uuid: extratoImportacoes.uuid });
    if (!imp) return null;
    let novas = 0;
    for (let i = 0; i < ofx.transacoes.length; i += LOTE) {
      const inseridas = await tx
        .insert(extratoLinhas)
        .values(
          ofx.transacoes.slice(i, i + LOTE).map((t) => ({
            empresaId: empresa.id,
            contaId: conta.id,
            importacaoId: imp.id,
            fitid: t.fitid,
            data: t.data,
            valorCentavos: t.valorCentavos,
            descricao: t.descricao,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: extratoLinhas.id });
      novas += inseridas.length;
    }
    await tx.update(extratoImportacoes).set({ novas }).where(eq(extratoImportacoes.id, imp.id));
    return { uuid: imp.uuid, novas };
  });
  // The same file sent twice at once: the other request recorded it.
  if (!feita) {
    const outra = await anterior();
    return { dados: resposta(outra?.uuid ?? '', 0, true), nova: false };
  }
  return { dados: resposta(feita.uuid, feita.novas, feita.novas === 0), nova: feita.novas > 0 };
}

function filtroDaSituacao(situacao: Situacao | undefined): SQL | undefined {
  if (situacao === 'conciliada') return isNotNull(extratoLinhas.pagamentoId);
  if (situacao === 'ignorada')
    return and(isNull(extratoLinhas.pagamentoId), isNotNull(extratoLinhas.ignoradaEm));
  if (situacao === 'pendente')
    return and(isNull(extratoLinhas.pagamentoId), isNull(extratoLinhas.ignoradaEm));
  return undefined;
}

const colunasDaLinha = {
  id: extratoLinhas.id,
  uuid: extratoLinhas.uuid,
  data: extratoLinhas.data,
  descricao: extratoLinhas.descricao,
  valorCentavos: extratoLinhas.valorCentavos,
  ignoradaEm: extratoLinhas.ignoradaEm,
  pagamentoUuid: pagamentos.uuid,
  pagamentoDescricao: pagamentos.descricao,
};
type LinhaLida = {
  id: number;
  uuid: string;
  data: string;
  descricao: string;
  valorCentavos: number;
  ignoradaEm: Date | null;
  pagamentoUuid: string | null;
  pagamentoDescricao: string | null;
};

/** The lines with their suggestions: one query for the open entries of all the pending lines. */
async function paraApi(ctx: AppContext, empresaId: number, linhas: LinhaLida[]): Promise<LinhaDeExtrato[]> {
  const pendentes = linhas.filter((l) => !l.pagamentoUuid && !l.ignoradaEm && l.valorCentavos !== 0);
  let abertos: Array<{
    uuid: string;
    descricao: string;
    tipo: 'receber' | 'pagar';
    valorCentavos: number;
    vencimento: string;
  }> = [];
  if (pendentes.length > 0) {
    const datas = pendentes.map((l) => l.data).sort();
    const desloca = (d: string, dias: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
    const rows = await ctx.db
      .select({
        uuid: pagamentos.uuid,
        descricao: pagamentos.descricao,
        tipo: pagamentos.tipo,
        valorCentavos: pagamentos.valorCentavos,
        vencimento: pagamentos.vencimento,
      })
      .from(pagamentos)
      .where(
        and(
          eq(pagamentos.empresaId, empresaId),
          isNull(pagamentos.pagoEm),
          isNull(pagamentos.canceladoEm),
          inArray(pagamentos.valorCentavos, [...new Set(pendentes.map((l) => Math.abs(l.valorCentavos)))]),
          gte(pagamentos.vencimento, desloca(datas[0] ?? '', -10)),
          lte(pagamentos.vencimento, desloca(datas.at(-1) ?? '', 10)),
        ),
      );
    abertos = rows.map((r) => ({ ...r, tipo: r.tipo === 'receber' ? 'receber' : 'pagar' }));
  }
  return linhas.map((l) => {
    const situacao: Situacao = l.pagamentoUuid ? 'conciliada' : l.ignoradaEm ? 'ignorada' : 'pendente';
    return {
      uuid: l.uuid,
      data: l.data,
      descricao: l.descricao,
      valor_rs: rs(l.valorCentavos),
      situacao,
      pagamento: l.pagamentoUuid ? { uuid: l.pagamentoUuid, descricao: l.pagamentoDescricao ?? '' } : null,
      sugestoes:
        situacao === 'pendente'
          ? sugerirConciliacao(l, abertos).map((a) => ({
              uuid: a.uuid,
              descricao: a.descricao,
              valor_rs: rs(a.valorCentavos),
              vencimento: a.vencimento,
              dias: a.dias,
            }))
          : [],
    };
  });
}

export async function listarLinhas(
  ctx: AppContext,
  empresa: EmpresaAtual,
  contaUuid: string,
  p: Pick<Paginacao, 'page' | 'limit'> & { situacao?: Situacao },
) {
  const conta = await contaDaEmpresa(ctx, empresa, contaUuid);
  const onde = and(eq(extratoLinhas.contaId, conta.id), filtroDaSituacao(p.situacao));
  const [total] = await ctx.db.select({ n: count() }).from(extratoLinhas).where(onde);
  const rows = await ctx.db
    .select(colunasDaLinha)
    .from(extratoLinhas)
    .leftJoin(pagamentos, eq(pagamentos.id, extratoLinhas.pagamentoId))
    .where(onde)
    .orderBy(desc(extratoLinhas.data), desc(extratoLinhas.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await paraApi(ctx, empresa.id, rows), meta: meta(total?.n ?? 0, p) };
}

/** One line of the company's account, as the API shows it. */
export async function linhaParaApi(ctx: AppContext, empresaId: number, linhaId: number) {
  const rows = await ctx.db
    .select(colunasDaLinha)
    .from(extratoLinhas)
    .leftJoin(pagamentos, eq(pagamentos.id, extratoLinhas.pagamentoId))
    .where(and(eq(extratoLinhas.id, linhaId), eq(extratoLinhas.empresaId, empresaId)));
  const [l] = await paraApi(ctx, empresaId, rows);
  if (!l) throw new AppError('NAO_ENCONTRADO');
  return l;
}

/** The line of the account (both the company's), or 404. */
export async function linhaDaConta(
  ctx: AppContext,
  empresa: EmpresaAtual,
  contaUuid: string,
  linhaUuid: string,
) {
  const conta = await contaDaEmpresa(ctx, empresa, contaUuid);
  const [l] = await ctx.db
    .select()
    .from(extratoLinhas)
    .where(
      and(
        eq(extratoLinhas.uuid, linhaUuid),
        eq(extratoLinhas.contaId, conta.id),
        eq(extratoLinhas.empresaId, empresa.id),
      ),
    );
  if (!l) throw new AppError('NAO_ENCONTRADO');
  return { conta, linha: l };
}
