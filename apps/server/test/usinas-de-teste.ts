import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers.ts';

/**
 * A plant of a company written straight into the database (tests of invoices and units do not
 * need a maker's portal behind it).
 */
export async function criarUsinaDireta(t: TestApp, empresaUuid: string, nome: string): Promise<string> {
  const r = await t.database.query<{ uuid: string }>(
    sql`insert into usinas (empresa_id, nome, potencia_kwp, status)
        select id, ${nome}, 8, 'online' from empresas where uuid = ${empresaUuid}
        returning uuid`,
  );
  const uuid = r[0]?.uuid;
  if (!uuid) throw new Error('usina not created');
  return uuid;
}
