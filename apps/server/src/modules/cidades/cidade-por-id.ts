import { type SQL, sql } from 'drizzle-orm';
import { cidades, estados } from '../../db/schema/cidades.ts';

// How other modules (usinas) read the cities table without importing it.

/** The city whose id is `id` as `{ uuid, nome, uf }` JSON (null when none), inside another query. */
export function cidadeEmJson(id: SQL): SQL<{ uuid: string; nome: string; uf: string } | null> {
  return sql`(select json_build_object('uuid', cid_.uuid, 'nome', cid_.nome, 'uf', est_.sigla)
    from ${cidades} cid_ join ${estados} est_ on est_.id = cid_.estado_id where cid_.id = ${id})`;
}
