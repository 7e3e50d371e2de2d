import type { UnidadeEntrada } from '@irradia/shared/faturas/faturas.schema';
import type { Unidade as UnidadeApi } from '@irradia/shared/unidades/unidades.schema';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { unidades } from '../../db/schema/unidades.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import {
  buscar as buscarConcessionaria,
  concessionariasPorId,
} from '../concessionarias/concessionarias.service.ts';
import { contarDaUnidade, faturasDaUnidade } from '../faturas/faturas.contagem.ts';
import { usinaVisivel } from '../usinas/acesso.ts';
import { travarUsina } from '../usinas/trava.ts';
import { usinaDaEmpresa, usinasPorId } from '../usinas/usinas.service.ts';

// Consumer units (UCs): the plant's generator unit and the beneficiaries that receive its credits
// (REN 1.000 art. 655-H: the holder sets each beneficiary's percentage). The quotas of one plant's
// units never add up to more than 100 %.

export type Unidade = typeof unidades.$inferSelect;

const fmtPct = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

function paraApi(
  u: Unidade,
  usina: { uuid: string; nome: string } | undefined,
  c: { uuid: string; sigla: string } | undefined,
): UnidadeApi {
  // The columns are text; every write went through ZUnidadeEntrada's enums.
  return {
    uuid: u.uuid,
    tipo: u.tipo as UnidadeApi['tipo'],
    nome: u.nome,
    matricula: u.matricula,
    classe: u.classe as UnidadeApi['classe'],
    grupo_tensao: u.grupoTensao as UnidadeApi['grupo_tensao'],
    fornecimento: u.fornecimento as UnidadeApi['fornecimento'],
    gd: u.gd as UnidadeApi['gd'],
    inicio: u.inicio,
    cota: u.cota,
    fim_previsto: u.fimPrevisto,
    distribuicao: u.distribuicao as UnidadeApi['distribuicao'],
    usina: usina ?? null,
    concessionaria: c ?? null,
  };
}

async function comRelacoes(ctx: AppContext, lista: Unidade[]) {
  const nomes = await usinasPorId(
    ctx,
    lista.map((u) => u.usinaId),
  );
  const porId = await concessionariasPorId(
    ctx,
    lista.map((u) => u.concessionariaId),
  );
  return lista.map((u) => paraApi(u, nomes.get(u.usinaId), porId.get(u.concessionariaId)));
}

export async function listar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Paginacao & { usina?: string; tipo?: string },
) {
  const filtros: SQL[] = [eq(unidades.empresaId, empresa.id)];
  let cotaTotal: number | null = null;
  if (p.usina) {
    const usina = await usinaDaEmpresa(ctx, empresa, p.usina);
    filtros.push(eq(unidades.usinaId, usina.id));
    cotaTotal = await somaDasCotas(ctx, usina.id);
  }
  if (p.tipo) filtros.push(eq(unidades.tipo, p.tipo));
  if (p.search) {
    const termo = likeTerm(p.search);
    filtros.push(sql`(${unidades.matricula} ilike ${termo} or ${unidades.nome} ilike ${termo})`);
  }
  const [total] = await ctx.db
    .select({ n: count() })
    .from(unidades)
    .where(and(...filtros));
  const rows = await ctx.db
    .select()
    .from(unidades)
    .where(and(...filtros))
    .orderBy(asc(unidades.usinaId), sql`${unidades.tipo} = 'beneficiaria'`, asc(unidades.matricula))
    .limit(p.limit)
    .offset(offset(p));
  return {
    data: await comRelacoes(ctx, rows),
    meta: { ...meta(total?.n ?? 0, p), cota_total: cotaTotal },
  };
}

async function somaDasCotas(ctx: Pick<AppContext, 'db'>, usinaId: number, exceto?: number) {
  const [r] = await ctx.db
    .select({ soma: sql<number>`coalesce(sum(${unidades.cota}), 0)::float` })
    .from(unidades)
    .where(and(eq(unidades.usinaId, usinaId), exceto ? ne(unidades.id, exceto) : undefined));
  return Number(r?.soma ?? 0);
}

/**
 * True when the unit whose internal id is in `coluna` is the company's and sits on a plant the
 * caller sees (employees restricted to some plants see those plants' units only) — a condition
 * for the invoices' and the inbox's own queries.
 */
export async function unidadeVisivel(
  ctx: AppContext,
  empresa: EmpresaAtual,
  coluna: AnyPgColumn | SQL,
): Promise<SQL> {
  const daUsina = await usinaVisivel(ctx, empresa, unidades.usinaId);
  return sql`${coluna} in (select ${unidades.id} from ${unidades} where ${and(eq(unidades.empresaId, empresa.id), daUsina)})`;
}

/** True when the unit whose internal id is in `coluna` belongs to the plant `usinaId`. */
export function unidadeDaUsina(usinaId: number, coluna: AnyPgColumn | SQL): SQL {
  return sql`${coluna} in (select ${unidades.id} from ${unidades} where ${eq(unidades.usinaId, usinaId)})`;
}

async function buscarOnde(ctx: AppContext, empresa: EmpresaAtual, onde: SQL): Promise<Unidade> {
  const [u] = await ctx.db
    .select()
    .from(unidades)
    .where(
      and(
        onde,
        eq(unidades.empresaId, empresa.id),
        // Plant visibility rules (employees restricted to some plants) apply to their units too.
        await usinaVisivel(ctx, empresa, unidades.usinaId),
      ),
    );
  if (!u) throw new AppError('NAO_ENCONTRADO', 'Unidade consumidora não encontrada');
  return u;
}

/** A unit of the company, or 404 (another company's unit does not exist for the caller). */
export async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string): Promise<Unidade> {
  return buscarOnde(ctx, empresa, eq(unidades.uuid, uuid));
}

/** A unit by internal id with no caller behind it (an invoice that arrived tells the automations). */
export async function unidadePorId(ctx: AppContext, id: number): Promise<Unidade | null> {
  const [u] = await ctx.db.select().from(unidades).where(eq(unidades.id, id));
  return u ?? null;
}

/** `buscar` by internal id (an invoice's unit). */
export async function buscarPorId(ctx: AppContext, empresa: EmpresaAtual, id: number): Promise<Unidade> {
  return buscarOnde(ctx, empresa, eq(unidades.id, id));
}

/** The company's consumer unit whose installation number is `matricula` (leading zeros and punctuation aside). */
export async function porMatricula(ctx: AppContext, empresaId: number, matricula: string) {
  const [u] = await ctx.db
    .select({ id: unidades.id, uuid: unidades.uuid, matricula: unidades.matricula })
    .from(unidades)
    .where(
      and(
        eq(unidades.empresaId, empresaId),
        sql`ltrim(regexp_replace(${unidades.matricula}, '[^0-9A-Za-z]', '', 'g'), '0') = ltrim(regexp_replace(${matricula}, '[^0-9A-Za-z]', '', 'g'), '0')`,
      ),
    );
  return u ?? null;
}

/**
 * The unit of an integration's plant with the invoice's installation number; created when first
 * seen. The first unit found is taken as the plant's generator, the others as beneficiaries; class
 * and supply default to the most common case and stay editable in Beneficiárias.
 */
export async function unidadeDaIntegracao(
  ctx: AppContext,
  i: { empresaId: number; usinaId: number; concessionariaId: number },
  matricula: string,
): Promise<Unidade> {
  const limpa = matricula.replace(/\s/g, '');
  const mesma = and(
    eq(unidades.empresaId, i.empresaId),
    eq(unidades.concessionariaId, i.concessionariaId),
    eq(unidades.matricula, limpa),
  );
  const [existente] = await ctx.db.select().from(unidades).where(mesma);
  if (existente) return existente;
  const [geradora] = await ctx.db
    .select({ id: unidades.id })
    .from(unidades)
    .where(and(eq(unidades.usinaId, i.usinaId), eq(unidades.tipo, 'geradora')));
  const [nova] = await ctx.db
    .insert(unidades)
    .values({
      empresaId: i.empresaId,
      usinaId: i.usinaId,
      concessionariaId: i.concessionariaId,
      tipo: geradora ? 'beneficiaria' : 'geradora',
      matricula: limpa,
      classe: 'residencial',
    })
    .onConflictDoNothing()
    .returning();
  if (nova) return nova;
  const [outra] = await ctx.db.select().from(unidades).where(mesma);
  if (!outra) throw new Error('unit vanished while importing');
  return outra;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [u] = await comRelacoes(ctx, [await buscar(ctx, empresa, uuid)]);
  if (!u) throw new AppError('NAO_ENCONTRADO', 'Unidade consumidora não encontrada');
  return u;
}

/** Units of one plant (internal ids) for the invoices module. */
export async function unidadesDaUsina(ctx: AppContext, usinaId: number) {
  return ctx.db.select().from(unidades).where(eq(unidades.usinaId, usinaId)).orderBy(asc(unidades.id));
}

export async function publicas(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof paraApi>>();
  const rows = await ctx.db
    .select()
    .from(unidades)
    .where(inArray(unidades.id, [...new Set(ids)]));
  const lista = await comRelacoes(ctx, rows);
  return new Map(rows.map((r, i) => [r.id, lista[i] as ReturnType<typeof paraApi>]));
}

async function salvar(ctx: AppContext, empresa: EmpresaAtual, d: UnidadeEntrada, atual?: Unidade) {
  const usina = await usinaDaEmpresa(ctx, empresa, d.usina).catch(() => {
    throw erroValidacao([{ field: 'usina', rule: 'exists', message: 'Usina não encontrada' }]);
  });
  const c = await buscarConcessionaria(ctx, d.concessionaria).catch(() => {
    throw erroValidacao([{ field: 'concessionaria', rule: 'exists', message: 'Informe a concessionária' }]);
  });
  const valores = {
    empresaId: empresa.id,
    usinaId: usina.id,
    concessionariaId: c.id,
    tipo: d.tipo,
    nome: d.nome ?? null,
    matricula: d.matricula.replace(/\s/g, ''),
    classe: d.classe,
    grupoTensao: d.grupo_tensao,
    fornecimento: d.fornecimento,
    gd: d.gd,
    inicio: d.inicio ?? null,
    cota: d.cota ?? null,
    fimPrevisto: d.fim_previsto ?? null,
    distribuicao: d.distribuicao,
  };
  // The 100 % rule is checked and written under a lock on the plant's row, so two beneficiaries
  // saved at once cannot both fit into the same remaining share.
  return ctx.db.transaction(async (tx) => {
    await travarUsina({ db: tx } as Pick<AppContext, 'db'>, usina.id);
    if (d.tipo === 'geradora') {
      const [outra] = await tx
        .select({ id: unidades.id })
        .from(unidades)
        .where(
          and(
            eq(unidades.usinaId, usina.id),
            eq(unidades.tipo, 'geradora'),
            atual ? ne(unidades.id, atual.id) : undefined,
          ),
        );
      if (outra)
        throw erroValidacao([
          { field: 'tipo', rule: 'unica', message: 'Esta usina já tem uma unidade geradora' },
        ]);
    }
    if (d.cota) {
      const usada = await somaDasCotas({ db: tx } as Pick<AppContext, 'db'>, usina.id, atual?.id);
      if (usada + d.cota > 100 + 1e-9)
        throw erroValidacao([
          {
            field: 'cota',
            rule: 'max_total',
            message: `A soma das cotas da usina passaria de 100% (já distribuído: ${fmtPct(usada)}; disponível: ${fmtPct(Math.max(0, 100 - usada))})`,
          },
        ]);
    }
    const [repetida] = await tx
      .select({ id: unidades.id })
      .from(unidades)
      .where(
        and(
          eq(unidades.empresaId, empresa.id),
          eq(unidades.concessionariaId, c.id),
          eq(unidades.matricula, valores.matricula),
          atual ? ne(unidades.id, atual.id) : undefined,
        ),
      );
    if (repetida)
      throw erroValidacao([
        {
          field: 'matricula',
          rule: 'unique',
          message: 'Esta matrícula já está cadastrada nesta concessionária',
        },
      ]);
    const [u] = atual
      ? await tx.update(unidades).set(valores).where(eq(unidades.id, atual.id)).returning()
      : await tx.insert(unidades).values(valores).returning();
    if (!u) throw new Error('unidades write returned nothing');
    return u;
  });
}

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: UnidadeEntrada) {
  const u = await salvar(ctx, empresa, d);
  return detalhe(ctx, empresa, u.uuid);
}

export async function editar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: UnidadeEntrada) {
  const atual = await buscar(ctx, empresa, uuid);
  await salvar(ctx, empresa, d, atual);
  return detalhe(ctx, empresa, uuid);
}

export async function excluir(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const u = await buscar(ctx, empresa, uuid);
  const n = await contarDaUnidade(ctx, u.id);
  if (n > 0)
    throw erroValidacao([
      {
        field: 'unidade',
        rule: 'em_uso',
        message: `A unidade tem ${n} fatura(s): exclua as faturas antes de excluir a unidade`,
      },
    ]);
  await ctx.db.delete(unidades).where(eq(unidades.id, u.id));
}

/** Units and their invoices per utility, over the plants the caller sees (dashboard). */
export async function porConcessionaria(ctx: AppContext, empresa: EmpresaAtual) {
  const rows = await ctx.db
    .select({
      concessionariaId: unidades.concessionariaId,
      unidades: count(),
      faturas: sql<number>`coalesce(sum(${faturasDaUnidade(empresa.id, unidades.id)}), 0)::int`,
    })
    .from(unidades)
    .where(and(eq(unidades.empresaId, empresa.id), await usinaVisivel(ctx, empresa, unidades.usinaId)))
    .groupBy(unidades.concessionariaId);
  const siglas = await concessionariasPorId(
    ctx,
    rows.map((r) => r.concessionariaId),
  );
  // Most units first, then by acronym (the utility module holds it, so the order is made here).
  const porSigla = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .map((r) => ({
      sigla: siglas.get(r.concessionariaId)?.sigla ?? '',
      unidades: Number(r.unidades),
      faturas: Number(r.faturas),
    }))
    .sort((a, b) => b.unidades - a.unidades || porSigla(a.sigla, b.sigla));
}
