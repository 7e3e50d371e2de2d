import { z } from 'zod';

/** `page`, `limit`, `search`, `order` of every list (DESIGN: API conventions). */
export const ZPaginacao = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(200).optional(),
  order: z.string().trim().max(60).optional(),
});
export type Paginacao = z.infer<typeof ZPaginacao>;

export function meta(total: number, p: Pick<Paginacao, 'page' | 'limit'>) {
  return {
    total,
    per_page: p.limit,
    current_page: p.page,
    last_page: Math.max(1, Math.ceil(total / p.limit)),
  };
}

/**
 * The sort a list's `?order=` names, among the ones the list allows; anything else (an unknown
 * key, or one of Object's own like `__proto__`) gets the list's default.
 */
export function ordemPedida<T>(ordens: Readonly<Record<string, T>>, order: string | undefined, padrao: T): T {
  return order !== undefined && Object.hasOwn(ordens, order) ? (ordens[order] as T) : padrao;
}

export const offset = (p: Pick<Paginacao, 'page' | 'limit'>) => (p.page - 1) * p.limit;

/** `%term%` for ILIKE, with the wildcard characters of the term escaped. */
export function likeTerm(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `?removidos=1` lists the removed records instead (DESIGN: removal lists). */
export const ZRemovidos = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** `:uuid` route parameter of every resource. */
export const ZUuid = z.object({ uuid: z.uuid({ error: 'Identificador inválido' }) });
