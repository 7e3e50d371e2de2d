import type { ZCargoEntrada } from '@irradia/shared/equipe/equipe.schema';
import { mensagensEquipe } from '@irradia/shared/equipe/equipe.schema';
import { permissoesDoTipo } from '@irradia/shared/permissoes/catalogo';
import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { atribuicoes, cargos } from '../../db/schema/cargos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { contarPorCargo } from '../funcionarios/funcionarios.consultas.ts';
import { buscarSetor, nomeDoSetor, setoresPorIds } from '../setores/setores.service.ts';

type Entrada = z.output<typeof ZCargoEntrada>;
type Cargo = typeof cargos.$inferSelect;

async function montar(ctx: AppContext, rows: Cargo[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const perms = await ctx.db.select().from(atribuicoes).where(inArray(atribuicoes.cargoId, ids));
  const setores = await setoresPorIds(
    ctx,
    rows.flatMap((c) => (c.setorId === null ? [] : [c.setorId])),
  );
  const contagem = await contarPorCargo(ctx, ids);
  return rows.map((c) => {
    const s = c.setorId === null ? undefined : setores.get(c.setorId);
    return {
      uuid: c.uuid,
      nome: c.nome,
      setor: s ? { uuid: s.uuid, nome: s.nome } : null,
      permissoes: perms
        .filter((p) => p.cargoId === c.id)
        .map((p) => p.permissao)
        .sort(),
      extinto_em: c.extintoEm?.toISOString() ?? null,
      funcionarios: contagem.get(c.id) ?? 0,
    };
  });
}

/** A position of this company; another company's uuid is simply not found. */
export async function buscarCargo(ctx: AppContext, empresa: EmpresaAtual, uuid: string): Promise<Cargo> {
  const [c] = await ctx.db
    .select()
    .from(cargos)
    .where(and(eq(cargos.uuid, uuid), eq(cargos.empresaId, empresa.id)));
  if (!c) throw new AppError('NAO_ENCONTRADO');
  return c;
}

/** Only codes this company type may hold (spec §6) can be granted. */
function validarPermissoes(empresa: EmpresaAtual, codigos: string[]): string[] {
  const validas = new Set(permissoesDoTipo(empresa.tipo).map((p) => p.codigo));
  const ruins = codigos.filter((c) => !validas.has(c));
  if (ruins.length) {
    throw erroValidacao([
      {
        field: 'permissoes',
        rule: 'permissao',
        message: `${mensagensEquipe.permissaoDesconhecida}: ${ruins.join(', ')}`,
      },
    ]);
  }
  return [...new Set(codigos)];
}

export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: Paginacao & { removidos?: boolean }) {
  const filtros: SQL[] = [
    eq(cargos.empresaId, empresa.id),
    p.removidos ? isNotNull(cargos.extintoEm) : isNull(cargos.extintoEm),
  ];
  if (p.search) filtros.push(ilike(cargos.nome, likeTerm(p.search)));
  const where = and(...filtros);
  const [total] = await ctx.db.select({ n: count() }).from(cargos).where(where);
  const rows = await ctx.db
    .select()
    .from(cargos)
    .where(where)
    .orderBy(asc(cargos.nome))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await montar(ctx, rows), meta: meta(total?.n ?? 0, p) };
}

async function detalhe(ctx: AppContext, c: Cargo) {
  const [d] = await montar(ctx, [c]);
  if (!d) throw new AppError('NAO_ENCONTRADO');
  return d;
}

export async function criar(ctx: AppContext, empresa: EmpresaAtual, input: Entrada) {
  const setor = await buscarSetor(ctx, empresa, input.setor).catch(() => {
    throw erroValidacao([{ field: 'setor', rule: 'exists', message: mensagensEquipe.selecioneSetor }]);
  });
  const codigos = validarPermissoes(empresa, input.permissoes);
  const cargo = await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(cargos)
      .values({ empresaId: empresa.id, setorId: setor.id, nome: input.nome })
      .returning();
    if (!c) throw new Error('insert cargos returned nothing');
    if (codigos.length)
      await tx.insert(atribuicoes).values(codigos.map((permissao) => ({ cargoId: c.id, permissao })));
    return c;
  });
  return detalhe(ctx, cargo);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, input: Entrada) {
  const atual = await buscarCargo(ctx, empresa, uuid);
  const setor = await buscarSetor(ctx, empresa, input.setor).catch(() => {
    throw erroValidacao([{ field: 'setor', rule: 'exists', message: mensagensEquipe.selecioneSetor }]);
  });
  const codigos = validarPermissoes(empresa, input.permissoes);
  await ctx.db.transaction(async (tx) => {
    await tx.update(cargos).set({ nome: input.nome, setorId: setor.id }).where(eq(cargos.id, atual.id));
    await tx.delete(atribuicoes).where(eq(atribuicoes.cargoId, atual.id));
    if (codigos.length)
      await tx.insert(atribuicoes).values(codigos.map((permissao) => ({ cargoId: atual.id, permissao })));
  });
  await ctx.acesso.invalidar({ empresas: [empresa.id] });
  return detalhe(ctx, await buscarCargo(ctx, empresa, uuid));
}

/** A copy with the same sector and permissions, named "<nome> (cópia)". */
export async function duplicar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const origem = await detalhe(ctx, await buscarCargo(ctx, empresa, uuid));
  if (!origem.setor)
    throw erroValidacao([{ field: 'setor', rule: 'exists', message: mensagensEquipe.selecioneSetor }]);
  return criar(ctx, empresa, {
    nome: `${origem.nome} (cópia)`.slice(0, 80),
    setor: origem.setor.uuid,
    permissoes: origem.permissoes,
  });
}

/** Spec §4: positions are extinguished (kept, listed apart), and can come back. */
export async function extinguir(ctx: AppContext, empresa: EmpresaAtual, uuid: string, extinto: boolean) {
  const atual = await buscarCargo(ctx, empresa, uuid);
  await ctx.db
    .update(cargos)
    .set({ extintoEm: extinto ? ctx.now() : null })
    .where(eq(cargos.id, atual.id));
  await ctx.acesso.invalidar({ empresas: [empresa.id] });
  return detalhe(ctx, await buscarCargo(ctx, empresa, uuid));
}

/** uuid and name of positions by id, for the staff lists. */
export async function cargosPorIds(ctx: AppContext, ids: number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: cargos.id, uuid: cargos.uuid, nome: cargos.nome })
    .from(cargos)
    .where(inArray(cargos.id, unicos));
  return new Map(rows.map((c) => [c.id, { uuid: c.uuid, nome: c.nome }]));
}

/** The sector of each position (null: none), for grouping employees by team. */
export async function setoresDosCargos(ctx: AppContext, ids: number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, number | null>();
  const rows = await ctx.db
    .select({ id: cargos.id, setorId: cargos.setorId })
    .from(cargos)
    .where(inArray(cargos.id, unicos));
  return new Map(rows.map((c) => [c.id, c.setorId]));
}

/** The permission codes a position grants; none once it is extinct. */
export async function cargoEPermissoes(
  ctx: AppContext,
  cargoId: number,
): Promise<{ nome: string; permissoes: Set<string> } | null> {
  const linhas = await ctx.db
    .select({ nome: cargos.nome, extintoEm: cargos.extintoEm, permissao: atribuicoes.permissao })
    .from(cargos)
    .leftJoin(atribuicoes, eq(atribuicoes.cargoId, cargos.id))
    .where(eq(cargos.id, cargoId));
  const [primeira] = linhas;
  if (!primeira) return null;
  // An extinguished position keeps its name on the person but grants nothing.
  const permissoes = primeira.extintoEm ? [] : linhas.flatMap((l) => (l.permissao ? [l.permissao] : []));
  return { nome: primeira.nome, permissoes: new Set(permissoes) };
}

/** The ids of the positions that grant a permission, as a subquery for `inArray`. */
export function cargosComPermissao(ctx: AppContext, permissao: string) {
  return ctx.db
    .select({ id: atribuicoes.cargoId })
    .from(atribuicoes)
    .where(eq(atribuicoes.permissao, permissao));
}

/**
 * The sector name of the company's position whose id is in `cargoId` (a column of the caller's
 * query), as a SQL expression for grouping; null without position or sector.
 */
export function setorDoCargo(cargoId: AnyColumn | SQL, empresaId: number): SQL<string | null> {
  return sql<
    string | null
  >`(select ${nomeDoSetor(cargos.setorId, empresaId)} from ${cargos} where ${cargos.id} = ${cargoId} and ${cargos.empresaId} = ${empresaId})`;
}
