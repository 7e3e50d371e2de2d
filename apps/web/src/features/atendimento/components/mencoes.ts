// Mentions in a comment: "@" starts one, the text after it (up to the caret) searches the
// employees, and choosing one writes "@Nome " in its place. What is sent as `mencoes` are the
// chosen employees whose "@Nome" is still in the text when it is posted.

export interface Mencionado {
  uuid: string;
  nome: string;
}

/** The mention being typed at `caret`: where its "@" is and what follows it; null when none. */
export function mencaoEmCurso(
  texto: string,
  caret: number,
  escolhidos: readonly Mencionado[] = [],
): { inicio: number; busca: string } | null {
  const antes = texto.slice(0, caret);
  const m = /(^|\s)@([^\s@][^@\n]{0,40})?$/u.exec(antes);
  if (!m) return null;
  const busca = m[2] ?? '';
  // Two spaces in a row or a trailing space after several words: the user moved on.
  if (/\s{2}/.test(busca) || busca.split(' ').length > 3) return null;
  // A name already chosen, and the user writing on after it.
  if (escolhidos.some((m) => busca.startsWith(m.nome) && busca.length > m.nome.length)) return null;
  return { inicio: antes.length - busca.length - 1, busca };
}

/** The text with "@busca" replaced by "@Nome " and where the caret goes after it. */
export function inserirMencao(
  texto: string,
  caret: number,
  inicio: number,
  nome: string,
): { texto: string; caret: number } {
  const depois = texto.slice(caret).replace(/^\S*/, '');
  const inserido = `@${nome} `;
  const novo = texto.slice(0, inicio) + inserido + depois.replace(/^ /, '');
  return { texto: novo, caret: inicio + inserido.length };
}

/** The uuids of the chosen employees still named in the text, once each. */
export function mencoesDoTexto(texto: string, escolhidos: readonly Mencionado[]): string[] {
  const uuids = escolhidos.filter((m) => texto.includes(`@${m.nome}`)).map((m) => m.uuid);
  return [...new Set(uuids)];
}

/** The comment's text cut into plain parts and "@Nome" parts of the people it mentions. */
export function partesDoTexto(
  texto: string,
  mencoes: readonly Mencionado[],
): Array<{ texto: string; mencao: boolean }> {
  const nomes = [...new Set(mencoes.map((m) => m.nome))].sort((a, b) => b.length - a.length);
  if (nomes.length === 0) return [{ texto, mencao: false }];
  const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(@(?:${nomes.map(escapar).join('|')}))`, 'gu');
  return texto
    .split(re)
    .filter((p) => p !== '')
    .map((p) => ({ texto: p, mencao: nomes.some((n) => p === `@${n}`) }));
}
