import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { como, type Pessoa } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { planilhaDeGeracao } from './multipart.ts';

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

/** Days of generation through the import endpoint, as a user sends a spreadsheet. */
export async function importarGeracao(
  t: TestApp,
  quem: Pessoa,
  empresa: { uuid: string },
  usina: string,
  dias: Array<[string, number]>,
) {
  const { payload, contentType } = planilhaDeGeracao(dias);
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/usinas/${usina}/geracao/importar`,
    payload,
    headers: { ...como(quem, empresa), 'content-type': contentType },
  });
  expect(r.statusCode, r.body).toBe(200);
}
