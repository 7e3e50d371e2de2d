import type { UnidadeEntrada } from '@irradia/shared/faturas/faturas.schema';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { concessionarias, faturas, unidades, usinas } from '../../db/schema/index.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { buscar as buscarConcessionaria } from '../concessionarias/concessionarias.service.ts';
import { idsVisiveis, usinaDaEmpresa, usinasPorId } from '../usinas/usinas.service.ts';

// Consumer units (UCs): the plant's generator unit and the beneficiaries that receive its credits
// (REN 1.000 art. 655-H: the holder sets each beneficiary's percentage). The quotas of one plant's
// units never add up to more than 100 %.

type Unidade = typeof unidades.$inferSelect;

const fmtPct = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

function paraApi(
  u: Unidade,
  usina: { uuid: string; nome: string } | undefined,
  c: { uuid: string; sigla: string } | undefined,
) {
  return {
    uuid: u.uuid,
    tipo: u.tipo,
    nome: u.nome,
    matricula: u.matricula,
    classe: u.classe,
    grupo_tensao: u.grupoTensao,
    fornecimento: u.fornecimento,
    gd: u.gd,
    inicio: u.inicio,
    cota: u.cota,
    fim_previsto: u.fimPrevisto,
    distribuicao: u.distribuicao,
    usina: usina ?? null,
    concessionaria: c ?? null,
  };
}

async function comRelacoes(ctx: AppContext, lista: Unidade[]) {
  const nomes = await usinasPorId(
    ctx,
    lista.map((u) => u.usinaId),
  );
  const cs = await ctx.db
    .select({ id: concessionarias.id, uuid: concessionarias.uuid, sigla: concessionarias.sigla })
    .from(concessionarias);
  const porId = new Map(cs.map((c) => [c.id, { uuid: c.uuid, sigla: c.sigla }]));
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

/** A unit of the company, or 404 (another company's unit does not exist for the caller). */
export async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string): Promise<Unidade> {
  const [u] = await ctx.db
    .select()
    .from(unidades)
    .where(and(eq(unidades.uuid, uuid), eq(unidades.empresaId, empresa.id)));
  if (!u) throw new AppError('NAO_ENCONTRADO', 'Unidade consumidora não encontrada');
  // Plant visibility rules (employees restricted to some plants) apply to their units too.
  const [usina] = await ctx.db.select({ uuid: usinas.uuid }).from(usinas).where(eq(usinas.id, u.usinaId));
  if (!usina) throw new AppError('NAO_ENCONTRADO', 'Unidade consumidora não encontrada');
  await usinaDaEmpresa(ctx, empresa, usina.uuid).catch(() => {
    throw new AppError('NAO_ENCONTRADO', 'Unidade consumidora não encontrada');
  });
  return u;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [u] = await comRelacoes(ctx, [await buscar(ctx, empresa, uuid)]);
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
    await tx.execute(sql`select id from ${usinas} where ${usinas.id} = ${usina.id} for update`);
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
  const [n] = await ctx.db.select({ n: count() }).from(faturas).where(eq(faturas.unidadeId, u.id));
  if ((n?.n ?? 0) > 0)
    throw erroValidacao([
      {
        field: 'unidade',
        rule: 'em_uso',
        message: `A unidade tem ${n?.n} fatura(s): exclua as faturas antes de excluir a unidade`,
      },
    ]);
  await ctx.db.delete(unidades).where(eq(unidades.id, u.id));
}

/** Units and their invoices per utility, over the plants the caller sees (dashboard). */
export async function porConcessionaria(ctx: AppContext, empresa: EmpresaAtual) {
  const ids = await idsVisiveis(ctx, empresa);
  if (ids && ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      sigla: concessionarias.sigla,
      unidades: sql<number>`count(distinct ${unidades.id})::int`,
      faturas: sql<number>`count(${faturas.id})::int`,
    })
    .from(unidades)
    .innerJoin(concessionarias, eq(concessionarias.id, unidades.concessionariaId))
    .leftJoin(faturas, and(eq(faturas.unidadeId, unidades.id), eq(faturas.empresaId, empresa.id)))
    .where(and(eq(unidades.empresaId, empresa.id), ids ? inArray(unidades.usinaId, ids) : undefined))
    .groupBy(concessionarias.sigla)
    .orderBy(sql`count(distinct ${unidades.id}) desc`, asc(concessionarias.sigla));
  return rows.map((r) => ({ sigla: r.sigla, unidades: Number(r.unidades), faturas: Number(r.faturas) }));
}
