import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The purchase being put together on a distributor's page, one per buying company and catalogue
// (an order comes from one catalogue). Kept in sessionStorage: it survives a reload or a visit to
// another screen, but not the tab, and never reaches another company's session.

export interface LinhaDoCarrinho {
  /** The catalogue line's uuid (what POST /api/pedidos takes as `item`). */
  item: string;
  nome: string;
  unidade: string;
  preco_rs: number;
  quantidade: number;
}

export interface Carrinho {
  distribuidor: { uuid: string; nome: string };
  catalogo: { uuid: string; nome: string; pedido_minimo_rs: number };
  linhas: LinhaDoCarrinho[];
  observacoes: string;
}

interface EstadoCarrinhos {
  carrinhos: Record<string, Carrinho>;
  /** Adds `quantidade` of a line (a new line, or more of one already there). */
  adicionar(
    chave: string,
    base: Pick<Carrinho, 'distribuidor' | 'catalogo'>,
    linha: Omit<LinhaDoCarrinho, 'quantidade'>,
    quantidade?: number,
  ): void;
  /** Sets a line's quantity; 0 or less takes the line off. */
  definirQuantidade(chave: string, item: string, quantidade: number): void;
  remover(chave: string, item: string): void;
  definirObservacoes(chave: string, observacoes: string): void;
  limpar(chave: string): void;
}

/** The cart of one buying company in one catalogue. */
export const chaveDoCarrinho = (empresa: string | undefined, catalogo: string) =>
  `${empresa ?? '-'}:${catalogo}`;

/** Quantities as the API keeps them (three decimals), so 0,1 + 0,2 stays 0,3. */
const arredondar = (n: number) => Math.round(n * 1000) / 1000;

/** The cart's lines without the empty ones (a cart with none is dropped). */
function comLinhas(
  carrinhos: Record<string, Carrinho>,
  chave: string,
  c: Carrinho,
): Record<string, Carrinho> {
  const resto = { ...carrinhos };
  if (c.linhas.length === 0 && !c.observacoes) delete resto[chave];
  else resto[chave] = c;
  return resto;
}

export const useCarrinhos = create<EstadoCarrinhos>()(
  persist(
    (set) => ({
      carrinhos: {},
      adicionar: (chave, base, linha, quantidade = 1) =>
        set((s) => {
          const atual = s.carrinhos[chave] ?? { ...base, linhas: [], observacoes: '' };
          const existente = atual.linhas.find((l) => l.item === linha.item);
          const linhas = existente
            ? atual.linhas.map((l) =>
                l.item === linha.item
                  ? { ...l, ...linha, quantidade: arredondar(l.quantidade + quantidade) }
                  : l,
              )
            : [...atual.linhas, { ...linha, quantidade: arredondar(quantidade) }];
          // The catalogue's header may have changed since the cart began (its minimum order).
          return { carrinhos: { ...s.carrinhos, [chave]: { ...atual, ...base, linhas } } };
        }),
      definirQuantidade: (chave, item, quantidade) =>
        set((s) => {
          const atual = s.carrinhos[chave];
          if (!atual) return s;
          const linhas =
            quantidade > 0
              ? atual.linhas.map((l) => (l.item === item ? { ...l, quantidade: arredondar(quantidade) } : l))
              : atual.linhas.filter((l) => l.item !== item);
          return { carrinhos: comLinhas(s.carrinhos, chave, { ...atual, linhas }) };
        }),
      remover: (chave, item) =>
        set((s) => {
          const atual = s.carrinhos[chave];
          if (!atual) return s;
          return {
            carrinhos: comLinhas(s.carrinhos, chave, {
              ...atual,
              linhas: atual.linhas.filter((l) => l.item !== item),
            }),
          };
        }),
      definirObservacoes: (chave, observacoes) =>
        set((s) => {
          const atual = s.carrinhos[chave];
          if (!atual) return s;
          return { carrinhos: { ...s.carrinhos, [chave]: { ...atual, observacoes } } };
        }),
      limpar: (chave) =>
        set((s) => {
          const resto = { ...s.carrinhos };
          delete resto[chave];
          return { carrinhos: resto };
        }),
    }),
    {
      name: 'irradia-carrinhos',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ carrinhos: s.carrinhos }),
    },
  ),
);

/** A line's total in cents, rounded per line as the server prices an order. */
export const centavosDaLinha = (l: Pick<LinhaDoCarrinho, 'preco_rs' | 'quantidade'>) =>
  Math.round(Math.round(l.preco_rs * 100) * l.quantidade);

/** The total of a cart's lines (summed in cents, so a sum of prices does not drift). */
export const totalDoCarrinho = (linhas: readonly LinhaDoCarrinho[]) =>
  linhas.reduce((t, l) => t + centavosDaLinha(l), 0) / 100;

/** "1 item" / "3 itens" (lines, not units). */
export const quantidadeDeItens = (n: number) => (n === 1 ? '1 item' : `${n} itens`);
