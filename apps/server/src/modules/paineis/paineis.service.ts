import {
  type ContextoPainel,
  type ItemLayout,
  LAYOUT_PADRAO,
  type PainelEntrada,
  WIDGET_POR_NOME,
} from '@irradia/shared/dashboard/widgets';
import { type ContextoPermissao, permitido } from '@irradia/shared/permissoes/guarda';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { paineis } from '../../db/schema/paineis.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { contextoDe, widgetDisponivel } from '../dashboard/dashboard.service.ts';

// Saved dashboard templates (spec §3 dashboard panel; spec §2: templates saved to a list, one
// selected). Each user sees only their own, in the context they stand in; the `sistema` company
// keeps the default of each context.

type Painel = typeof paineis.$inferSelect;

/** Who is asking and where they stand. */
export interface Quem {
  usuarioId: number;
  empresa: EmpresaAtual | null;
  permissoes: ContextoPermissao;
}

const naoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Modelo de painel não encontrado');

/** Only a `sistema` company user holding empresa:view (which only sistema holds) sets defaults. */
const definePadroes = (q: Quem) => q.empresa?.tipo === 'sistema' && permitido(q.permissoes, 'empresa:view');

/** A layout without the widgets the caller cannot use where they stand. */
function usaveis(layout: ItemLayout[], q: Quem): ItemLayout[] {
  const contexto = contextoDe(q.empresa);
  return layout.filter((item) => {
    const w = WIDGET_POR_NOME.get(item.i);
    return w !== undefined && widgetDisponivel(w, contexto, q.permissoes);
  });
}

function paraApi(p: Painel, q: Quem) {
  const layout = (p.layout as ItemLayout[]) ?? [];
  return {
    id: p.uuid,
    nome: p.nome,
    // A default is shown whole to the sistema user who edits it (it is meant for another context).
    layout: p.padraoDe ? layout : usaveis(layout, q),
    conteudo: (p.conteudo as Record<string, unknown>) ?? {},
    padrao_de: (p.padraoDe as ContextoPainel | null) ?? null,
    criado_em: p.criadoEm.toISOString(),
    atualizado_em: p.atualizadoEm.toISOString(),
  };
}

/** The caller's own templates in the current context (and, for sistema, the defaults they saved). */
function doContexto(q: Quem): SQL {
  const proprios = and(
    isNull(paineis.padraoDe),
    q.empresa ? eq(paineis.empresaId, q.empresa.id) : isNull(paineis.empresaId),
  ) as SQL;
  const escopo = definePadroes(q)
    ? (or(proprios, and(isNotNull(paineis.padraoDe), isNull(paineis.empresaId))) as SQL)
    : proprios;
  return and(eq(paineis.usuarioId, q.usuarioId), escopo) as SQL;
}

/** The default of a context: the `sistema` company's saved one, else the catalogue's. */
async function padraoDoContexto(ctx: AppContext, contexto: ContextoPainel): Promise<ItemLayout[]> {
  const [p] = await ctx.db
    .select({ layout: paineis.layout })
    .from(paineis)
    .where(and(eq(paineis.padraoDe, contexto), isNull(paineis.empresaId)))
    .orderBy(desc(paineis.atualizadoEm), desc(paineis.id))
    .limit(1);
  return (p?.layout as ItemLayout[] | undefined) ?? LAYOUT_PADRAO[contexto];
}

export async function listar(ctx: AppContext, q: Quem) {
  const rows = await ctx.db
    .select()
    .from(paineis)
    .where(doContexto(q))
    .orderBy(asc(paineis.nome), asc(paineis.id));
  const contexto = contextoDe(q.empresa);
  return {
    data: rows.map((p) => paraApi(p, q)),
    meta: { contexto, padrao: usaveis(await padraoDoContexto(ctx, contexto), q) },
  };
}

/** Every widget of the layout must be usable where the template is meant to be shown. */
function validar(q: Quem, d: PainelEntrada) {
  if (d.padrao_de !== undefined && !definePadroes(q))
    throw new AppError('SEM_PERMISSAO', 'Só o sistema define o painel padrão de um contexto');
  const contexto = contextoDe(q.empresa);
  const vistos = new Set<string>();
  d.layout.forEach((item, k) => {
    const w = WIDGET_POR_NOME.get(item.i);
    const ok =
      w !== undefined &&
      (d.padrao_de ? w.contextos.includes(d.padrao_de) : widgetDisponivel(w, contexto, q.permissoes));
    if (!ok)
      throw erroValidacao([
        {
          field: `layout.${k}.i`,
          rule: 'widget',
          message: `Widget indisponível para este contexto: ${item.i}`,
        },
      ]);
    if (vistos.has(item.i))
      throw erroValidacao([
        { field: `layout.${k}.i`, rule: 'distinct', message: `Widget repetido no painel: ${item.i}` },
      ]);
    vistos.add(item.i);
  });
}

const colunas = (q: Quem, d: PainelEntrada) => ({
  nome: d.nome,
  layout: d.layout,
  conteudo: d.conteudo ?? {},
  padraoDe: d.padrao_de ?? null,
  // A default belongs to no company: every company of its type reads it.
  empresaId: d.padrao_de ? null : (q.empresa?.id ?? null),
});

async function meu(ctx: AppContext, q: Quem, uuid: string) {
  const [p] = await ctx.db
    .select()
    .from(paineis)
    .where(and(eq(paineis.uuid, uuid), doContexto(q)));
  return p;
}

/**
 * Saves a template; its id is generated when absent. An id the caller already has here updates
 * that template (the client keeps ids it generated); another user's id is not found.
 */
export async function salvar(ctx: AppContext, q: Quem, d: PainelEntrada) {
  validar(q, d);
  if (d.id) {
    const existente = await meu(ctx, q, d.id);
    if (existente) return { criado: false, data: await gravar(ctx, q, existente, d) };
  }
  const [p] = await ctx.db
    .insert(paineis)
    .values({ ...(d.id ? { uuid: d.id } : {}), usuarioId: q.usuarioId, ...colunas(q, d) })
    .onConflictDoNothing({ target: paineis.uuid })
    .returning();
  if (!p) throw naoEncontrado();
  return { criado: true, data: paraApi(p, q) };
}

async function gravar(ctx: AppContext, q: Quem, atual: Painel, d: PainelEntrada) {
  const [p] = await ctx.db
    .update(paineis)
    .set({ ...colunas(q, d), atualizadoEm: ctx.now() })
    .where(and(eq(paineis.id, atual.id), eq(paineis.usuarioId, q.usuarioId)))
    .returning();
  if (!p) throw naoEncontrado();
  return paraApi(p, q);
}

export async function atualizar(ctx: AppContext, q: Quem, uuid: string, d: PainelEntrada) {
  const atual = await meu(ctx, q, uuid);
  if (!atual) throw naoEncontrado();
  validar(q, d);
  return gravar(ctx, q, atual, d);
}

export async function excluir(ctx: AppContext, q: Quem, uuid: string) {
  const atual = await meu(ctx, q, uuid);
  if (!atual) throw naoEncontrado();
  await ctx.db.delete(paineis).where(and(eq(paineis.id, atual.id), eq(paineis.usuarioId, q.usuarioId)));
}
