import { semAcentos } from '@irradia/shared/format/texto';

/** The words of a text as search compares them: lower case, no accents, letters and digits only. */
export function termosDeBusca(texto: string): string[] {
  return semAcentos(texto)
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '');
}

/**
 * What the `busca` column holds (written into the seed migration: changing this needs a migration
 * that rewrites the column): maker and model words, then the model with no separators, so
 * "jinko 400", "CS3W-400" and "cs3w400" all find their model, whatever the order typed.
 */
export function textoDeBusca(fabricante: string, modelo: string): string {
  const doModelo = termosDeBusca(modelo);
  return [...termosDeBusca(fabricante), ...doModelo, doModelo.join('')].join(' ');
}
