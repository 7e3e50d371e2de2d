import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cepsConsultados } from '../../db/schema/cep.ts';

// What the geography module asks of the CEP cache. Apart from cep.service.ts, which itself needs
// the cities: this file reads only the cache table, so cidades imports it without a cycle.

/** Forgets the cached answers that point at a city, inside the transaction that deletes it. */
export async function esquecerCepsDaCidade(tx: Db, cidadeId: number): Promise<void> {
  await tx.delete(cepsConsultados).where(eq(cepsConsultados.cidadeId, cidadeId));
}
