import { FILTROS_PRAZO } from '@irradia/shared/quadros/quadros.schema';
import { useSearchParams } from 'react-router';
import type { FiltrosQuadro, Prazo } from './api.ts';

// What the board shows lives in the URL (?quadro=…&responsavel=…&visao=lista), so a link or a
// reload opens the same board, view and filters.

export type Visao = 'quadro' | 'lista';

const CHAVES_FILTRO = ['responsavel', 'classificacao', 'usina', 'cliente', 'prazo', 'search'] as const;

const prazoValido = (v: string | null): '' | Prazo =>
  v && (FILTROS_PRAZO as readonly string[]).includes(v) ? (v as Prazo) : '';

export function useFiltrosDoQuadro() {
  const [params, setParams] = useSearchParams();
  const filtros: FiltrosQuadro = {
    responsavel: params.get('responsavel') ?? '',
    classificacao: params.get('classificacao') ?? '',
    usina: params.get('usina') ?? '',
    cliente: params.get('cliente') ?? '',
    prazo: prazoValido(params.get('prazo')),
    search: params.get('search') ?? '',
  };

  /** Sets (or, with '' or null, removes) URL keys, keeping the others; replaces the history entry. */
  const definir = (valores: Record<string, string | null>) =>
    setParams(
      (atual) => {
        const p = new URLSearchParams(atual);
        for (const [k, v] of Object.entries(valores)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: true },
    );

  return {
    filtros,
    /** The customer's name, kept beside its uuid so the chip reads well after a reload. */
    nomeDoCliente: params.get('cliente_nome') ?? '',
    filtrando: CHAVES_FILTRO.some((k) => Boolean(filtros[k])),
    quadro: params.get('quadro') ?? '',
    visao: (params.get('visao') === 'lista' ? 'lista' : 'quadro') as Visao,
    /** The stage a phone shows. */
    fase: params.get('fase') ?? '',
    /** The card open in the drawer (a mention's notification links straight to it). */
    cartao: params.get('cartao') ?? '',
    abrirCartao: (uuid: string | null) => definir({ cartao: uuid }),
    mudarFiltros: (f: Partial<FiltrosQuadro> & { cliente_nome?: string }) => definir(f),
    limparFiltros: () =>
      definir(Object.fromEntries([...CHAVES_FILTRO, 'cliente_nome'].map((k) => [k, null]))),
    escolherQuadro: (uuid: string) => definir({ quadro: uuid, fase: null, cartao: null }),
    mudarVisao: (v: Visao) => definir({ visao: v === 'lista' ? 'lista' : null }),
    escolherFase: (uuid: string) => definir({ fase: uuid }),
  };
}
