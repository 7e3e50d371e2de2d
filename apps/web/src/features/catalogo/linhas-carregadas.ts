import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A lines editor (a kit's components, a catalogue's lines) fills its form from the saved list
 * once: after the refetch its mount started (a cached list may be older than the balances), and a
 * later refetch never undoes what is being edited. True once filled.
 */
export function useLinhasCarregadasUmaVez<F extends FieldValues & { itens: L[] }, T, L>(
  form: UseFormReturn<F>,
  consulta: { data?: { data: T[] }; isFetching: boolean },
  paraLinha: (t: T) => L,
): boolean {
  const [carregado, setCarregado] = useState(false);
  useEffect(() => {
    if (carregado || !consulta.data || consulta.isFetching) return;
    form.reset({ itens: consulta.data.data.map(paraLinha) } as F);
    setCarregado(true);
  }, [carregado, consulta.data, consulta.isFetching, form, paraLinha]);
  return carregado;
}
