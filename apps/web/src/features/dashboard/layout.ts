import {
  type ContextoPainel,
  type ItemLayout,
  WIDGET_POR_NOME,
  WIDGETS,
  type Widget,
} from '@irradia/shared/dashboard/widgets';

// Pure layout helpers: which widgets a user may place, and the moves the edit mode offers
// (also by keyboard, where dragging is not possible).

/** Below this container width the grid collapses to one column (a 390 px phone). */
export const LARGURA_UMA_COLUNA = 600;
export const ALTURA_MAXIMA = 6;

/** The widgets this context shows and the user's permissions (all-of) allow. */
export function widgetsPermitidos(
  contexto: ContextoPainel,
  pode: (codigos: readonly string[], opcoes: { modo: 'all' }) => boolean,
): Widget[] {
  return WIDGETS.filter((w) => w.contextos.includes(contexto) && pode(w.permissoes, { modo: 'all' }));
}

const ordemDeLeitura = (a: ItemLayout, b: ItemLayout) => a.y - b.y || a.x - b.x;

/** Only what is allowed, once each, with sizes and positions that fit `cols` columns. */
export function normalizar(layout: unknown, permitidos: ReadonlySet<string>, cols: number): ItemLayout[] {
  if (!Array.isArray(layout)) return [];
  const vistos = new Set<string>();
  const itens: ItemLayout[] = [];
  for (const bruto of layout as Array<Partial<ItemLayout>>) {
    const i = bruto?.i;
    if (typeof i !== 'string' || !permitidos.has(i) || vistos.has(i) || !WIDGET_POR_NOME.has(i)) continue;
    vistos.add(i);
    const w = Math.max(1, Math.min(Math.round(Number(bruto.w) || 1), 2, cols));
    const x = Math.max(0, Math.min(Math.round(Number(bruto.x) || 0), cols - w));
    const y = Math.max(0, Math.round(Number(bruto.y) || 0));
    const h = Math.max(1, Math.min(Math.round(Number(bruto.h) || 1), ALTURA_MAXIMA));
    itens.push({ i, x, y, w, h });
  }
  return itens;
}

/** Keeps only the fields a template stores (the grid adds its own). */
export function limpar(layout: ReadonlyArray<ItemLayout>): ItemLayout[] {
  return layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}

/** Places items in the given order, left to right, a row as tall as its tallest item. */
function refluir(ordem: ReadonlyArray<ItemLayout>, cols: number): ItemLayout[] {
  const itens: ItemLayout[] = [];
  let x = 0;
  let y = 0;
  let alturaDaLinha = 0;
  for (const item of ordem) {
    const w = Math.min(item.w, cols);
    if (x + w > cols) {
      x = 0;
      y += alturaDaLinha;
      alturaDaLinha = 0;
    }
    itens.push({ ...item, x, y, w });
    x += w;
    alturaDaLinha = Math.max(alturaDaLinha, item.h);
  }
  return itens;
}

/** The phone view: one column, in reading order. */
export function empilhar(layout: ReadonlyArray<ItemLayout>): ItemLayout[] {
  return refluir([...layout].sort(ordemDeLeitura), 1);
}

/** Moves a widget one place earlier (-1) or later (+1) in reading order. */
export function mover(layout: ReadonlyArray<ItemLayout>, nome: string, passo: -1 | 1, cols: number) {
  const ordem = [...layout].sort(ordemDeLeitura);
  const de = ordem.findIndex((x) => x.i === nome);
  const para = de + passo;
  if (de < 0 || para < 0 || para >= ordem.length) return [...layout];
  const [item] = ordem.splice(de, 1);
  if (item) ordem.splice(para, 0, item);
  return refluir(ordem, cols);
}

/** Adds a widget below everything else, with its catalogue width. */
export function adicionar(layout: ReadonlyArray<ItemLayout>, nome: string, cols: number): ItemLayout[] {
  if (layout.some((x) => x.i === nome)) return [...layout];
  const w = Math.min(WIDGET_POR_NOME.get(nome)?.largura ?? 1, cols);
  const y = layout.reduce((max, x) => Math.max(max, x.y + x.h), 0);
  return [...layout, { i: nome, x: 0, y, w, h: 1 }];
}

export function remover(layout: ReadonlyArray<ItemLayout>, nome: string): ItemLayout[] {
  return layout.filter((x) => x.i !== nome);
}

/** Switches a widget between one and two columns (keyboard alternative to the resize handle). */
export function alternarLargura(layout: ReadonlyArray<ItemLayout>, nome: string, cols: number) {
  const ordem = [...layout]
    .sort(ordemDeLeitura)
    .map((x) => (x.i === nome ? { ...x, w: x.w === 1 ? Math.min(2, cols) : 1 } : x));
  return refluir(ordem, cols);
}

export function mesmoLayout(a: ReadonlyArray<ItemLayout>, b: ReadonlyArray<ItemLayout>): boolean {
  if (a.length !== b.length) return false;
  const porNome = new Map(b.map((x) => [x.i, x]));
  return a.every((x) => {
    const y = porNome.get(x.i);
    return y !== undefined && y.x === x.x && y.y === x.y && y.w === x.w && y.h === x.h;
  });
}
