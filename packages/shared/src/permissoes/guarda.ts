import { PERMISSOES, type TipoEmpresa } from './catalogo.ts';

/** Who is asking, in which company (null: the personal account). */
export interface ContextoPermissao {
  tipoEmpresa: TipoEmpresa | null;
  /** Codes held through the employee's position in the selected company. */
  permissoes: ReadonlySet<string> | readonly string[];
  isSupervisor: boolean;
  isAdmin: boolean;
  isSocio: boolean;
}

export interface OpcoesPermissao {
  /** any: one of the codes is enough; all: every code is needed. */
  modo?: 'any' | 'all';
  /** Spec §6: lets users with no company always pass. */
  semEmpresaPassa?: boolean;
}

/**
 * Spec §6: a permission is effective only when (a) the company type allows it and (b) the user
 * holds it through the position, or is supervisor, admin or partner.
 */
export function temPermissao(ctx: ContextoPermissao, codigo: string): boolean {
  const p = PERMISSOES.get(codigo);
  if (!p || ctx.tipoEmpresa === null || !p.tipos.includes(ctx.tipoEmpresa)) return false;
  if (ctx.isSupervisor || ctx.isAdmin || ctx.isSocio) return true;
  const held = ctx.permissoes;
  return Array.isArray(held) ? held.includes(codigo) : (held as ReadonlySet<string>).has(codigo);
}

export function permitido(
  ctx: ContextoPermissao,
  codigos: string | readonly string[],
  opcoes: OpcoesPermissao = {},
): boolean {
  if (ctx.tipoEmpresa === null && opcoes.semEmpresaPassa) return true;
  const lista = typeof codigos === 'string' ? [codigos] : codigos;
  if (lista.length === 0) return true;
  return opcoes.modo === 'all'
    ? lista.every((c) => temPermissao(ctx, c))
    : lista.some((c) => temPermissao(ctx, c));
}
