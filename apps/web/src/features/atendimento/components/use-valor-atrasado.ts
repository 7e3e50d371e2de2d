import { useEffect, useState } from 'react';

/** `valor` once it has stopped changing for `ms` (a search box asks the server once per pause). */
export function useValorAtrasado<T>(valor: T, ms = 250): T {
  const [atrasado, setAtrasado] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setAtrasado(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return atrasado;
}
