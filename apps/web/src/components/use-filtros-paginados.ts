import { useState } from 'react';

/**
 * A paginated list's filters (search box, selects, chips) and its page: changing any filter goes
 * back to page 1, so a narrower list never opens on a page it no longer has. `F extends object`
 * rather than a Record: a feature's filters are often an interface, which has no index signature.
 * `comeco`: filters a link asked for (a dashboard's `?abaixo_do_minimo=1`), still "filtering".
 */
export function useFiltrosPaginados<F extends object>(iniciais: F, comeco: F = iniciais) {
  const [filtros, setFiltros] = useState(comeco);
  const [page, setPage] = useState(1);
  const mudar = (f: Partial<F>) => {
    setFiltros((a) => ({ ...a, ...f }));
    setPage(1);
  };
  /** Whether any filter differs from its starting value (an empty list then says "none found"). */
  const filtrando = (Object.keys(iniciais) as Array<keyof F>).some((k) => filtros[k] !== iniciais[k]);
  return { filtros, mudar, filtrando, page, setPage };
}
