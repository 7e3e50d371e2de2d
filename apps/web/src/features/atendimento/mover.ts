import type { Cartao, Fase } from '@irradia/shared/quadros/quadros.schema';

// The arithmetic of a move, kept apart from the drag code so the board and its tests agree with
// the server: `posicao` is the index among the target stage's *other* cards (quadros.mover.ts),
// and positions in a stage run 0..n-1.

/** The cards of each stage in their order (a stage with none has an empty list). */
export function agruparPorFase(cartoes: readonly Cartao[], fases: readonly Fase[]): Record<string, Cartao[]> {
  const grupos: Record<string, Cartao[]> = {};
  for (const f of fases) grupos[f.uuid] = [];
  for (const c of cartoes) grupos[c.fase]?.push(c);
  for (const lista of Object.values(grupos)) lista.sort((a, b) => a.posicao - b.posicao);
  return grupos;
}

/**
 * The server's `posicao` for a card dropped at `indice` of the target stage as the screen shows it
 * (`outros`: the stage's visible cards without the moved one). With a filter on, hidden cards sit
 * between the visible ones, so the position is read from the neighbour, not from the index.
 */
export function posicaoNoServidor(outros: readonly Cartao[], indice: number, movido: Cartao): number {
  const entreOsOutros = (c: Cartao) =>
    c.posicao - (c.fase === movido.fase && c.posicao > movido.posicao ? 1 : 0);
  const vizinho = outros[indice];
  if (vizinho) return entreOsOutros(vizinho);
  const ultimo = outros[outros.length - 1];
  return ultimo ? entreOsOutros(ultimo) + 1 : 0;
}

/**
 * The list after moving `uuid` to `fase` at `posicao`, as the server will leave it: the stage it
 * left closes the gap, the stage it entered makes room. Works on a filtered list too, since the
 * positions it holds are the real ones.
 */
export function aplicarMovimento(
  cartoes: readonly Cartao[],
  uuid: string,
  fase: string,
  posicao: number,
): Cartao[] {
  const movido = cartoes.find((c) => c.uuid === uuid);
  if (!movido) return [...cartoes];
  return cartoes.map((c) => {
    if (c.uuid === uuid) return { ...c, fase, posicao };
    let p = c.posicao;
    if (c.fase === movido.fase && p > movido.posicao) p -= 1;
    if (c.fase === fase && p >= posicao) p += 1;
    return p === c.posicao ? c : { ...c, posicao: p };
  });
}
