import type { Db } from './client.ts';

// Hot queries built once per database and prepared by name (issue 28): Drizzle skips building
// the SQL on every call, and PostgreSQL keeps each connection's plan for the name. PGlite takes
// the same prepared objects (it reuses the built SQL).
const porBanco = new WeakMap<Db, Map<string, unknown>>();

/** The query `montar` prepares as `nome`, built the first time it is asked of this database. */
export function preparada<T>(db: Db, nome: string, montar: (db: Db, nome: string) => T): T {
  let mapa = porBanco.get(db);
  if (!mapa) {
    mapa = new Map();
    porBanco.set(db, mapa);
  }
  let q = mapa.get(nome) as T | undefined;
  if (q === undefined) {
    q = montar(db, nome);
    mapa.set(nome, q);
  }
  return q;
}
