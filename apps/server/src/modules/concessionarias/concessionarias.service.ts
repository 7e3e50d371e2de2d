import type { Concessionaria as ConcessionariaApi } from '@irradia/shared/concessionarias/concessionarias.schema';
import { and, asc, count, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { ACESSO_CONCESSIONARIA } from '../../connectors/utilities/registro.ts';
import { concessionarias } from '../../db/schema/concessionarias.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';

type Concessionaria = typeof concessionarias.$inferSelect;

/** How Irradia reads a utility's invoices when there is no entry: PDF upload, said plainly. */
const SEM_CLIENTE = {
  acesso: 'pdf' as const,
  explicacao: 'Esta concessionária ainda não tem importação automática: envie o PDF de cada fatura.',
};

export const paraApi = (c: Concessionaria) => {
  const a = ACESSO_CONCESSIONARIA[c.sigla] ?? SEM_CLIENTE;
  return {
    uuid: c.uuid,
    sigla: c.sigla,
    nome: c.nome,
    estados: c.estados,
    reh_vigente: c.rehVigente,
    status: c.status as ConcessionariaApi['status'],
    mensagem: c.mensagem,
    /** login: server-side login; sessao: a session the user captures once; pdf: upload only. */
    acesso: a.acesso,
    explicacao: a.explicacao,
    ultimo_sucesso_em: c.ultimoSucessoEm?.toISOString() ?? null,
    ultima_falha_em: c.ultimaFalhaEm?.toISOString() ?? null,
  };
};

export async function listar(ctx: AppContext, p: Paginacao & { estado?: string; acesso?: string }) {
  const filtros: SQL[] = [];
  if (p.search) {
    const termo = likeTerm(p.search);
    const porNome = or(ilike(concessionarias.sigla, termo), ilike(concessionarias.nome, termo));
    if (porNome) filtros.push(porNome);
  }
  if (p.estado) filtros.push(sql`${p.estado.toUpperCase()} = any(${concessionarias.estados})`);
  if (p.acesso) {
    // Utilities absent from the registry are upload-only too.
    const comCliente = Object.entries(ACESSO_CONCESSIONARIA).filter(([, a]) => a.acesso !== 'pdf');
    const siglas = comCliente.filter(([, a]) => a.acesso === p.acesso).map(([s]) => s);
    filtros.push(
      p.acesso === 'pdf'
        ? notInArray(
            concessionarias.sigla,
            comCliente.map(([s]) => s),
          )
        : inArray(concessionarias.sigla, siglas),
    );
  }
  const onde = filtros.length ? and(...filtros) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(concessionarias).where(onde);
  const rows = await ctx.db
    .select()
    .from(concessionarias)
    .where(onde)
    .orderBy(asc(concessionarias.sigla))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map(paraApi), meta: meta(total?.n ?? 0, p) };
}

export async function buscar(ctx: AppContext, uuid: string): Promise<Concessionaria> {
  const [c] = await ctx.db.select().from(concessionarias).where(eq(concessionarias.uuid, uuid));
  if (!c) throw new AppError('NAO_ENCONTRADO', 'Concessionária não encontrada');
  return c;
}

/** Public id and acronym of utilities by internal id (for the lists of units and integrations). */
export async function concessionariasPorId(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, { uuid: string; sigla: string }>();
  const rows = await ctx.db
    .select({ id: concessionarias.id, uuid: concessionarias.uuid, sigla: concessionarias.sigla })
    .from(concessionarias)
    .where(inArray(concessionarias.id, [...new Set(ids)]));
  return new Map(rows.map((c) => [c.id, { uuid: c.uuid, sigla: c.sigla }]));
}

export async function porId(ctx: AppContext, id: number): Promise<Concessionaria> {
  const [c] = await ctx.db.select().from(concessionarias).where(eq(concessionarias.id, id));
  if (!c) throw new Error(`concessionaria ${id} missing`);
  return c;
}

export async function atualizar(
  ctx: AppContext,
  uuid: string,
  d: { nome: string; estados: string[]; status?: string },
) {
  const c = await buscar(ctx, uuid);
  const [novo] = await ctx.db
    .update(concessionarias)
    .set({ nome: d.nome, estados: [...new Set(d.estados)].sort(), ...(d.status ? { status: d.status } : {}) })
    .where(eq(concessionarias.id, c.id))
    .returning();
  if (!novo) throw new AppError('NAO_ENCONTRADO', 'Concessionária não encontrada');
  return paraApi(novo);
}

/** Health of Irradia's link to a utility's portal, from the last call (like the makers'). */
export async function registrarSaude(ctx: AppContext, id: number, erro: unknown) {
  await ctx.db
    .update(concessionarias)
    .set(
      erro
        ? { status: 'erro', mensagem: (erro as Error).message.slice(0, 300), ultimaFalhaEm: ctx.now() }
        : { status: 'online', mensagem: null, ultimoSucessoEm: ctx.now() },
    )
    .where(eq(concessionarias.id, id));
}
