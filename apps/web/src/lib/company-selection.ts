import { COMPANY_LIST_LIMIT } from '@irradia/shared/constants';
import type { ZEmpresas } from '@irradia/shared/empresas/empresas.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { useAppStore } from '../stores/app-store.ts';
import { api } from './api-client.ts';

// Company selection is part of the session (spec §4), used by the frame, the dashboard and the
// company screens alike.

export type ListaEmpresas = z.infer<typeof ZEmpresas>;

/**
 * The switcher's company list (spec §7: limit 4, sent without the company header), fetched when
 * a token exists and again whenever register_count changes.
 */
export function useEmpresasDoUsuario() {
  const token = useAppStore((s) => s.account.token);
  const registerCount = useAppStore((s) => s.company.register_count);
  return useQuery({
    queryKey: ['empresas', 'minhas', token, registerCount],
    queryFn: () =>
      api.get<ListaEmpresas>('empresas', { query: { limit: COMPANY_LIST_LIMIT }, withoutCompany: true }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/**
 * Spec §4: when none is selected and the list has entries, the first is selected — after a
 * registration (register_count > 0) and on load. Choosing "personal" holds until the next load.
 */
export function useSelecaoDeEmpresa(): void {
  const { data } = useEmpresasDoUsuario();
  const selected = useAppStore((s) => s.company.selected);
  const registerCount = useAppStore((s) => s.company.register_count);
  const pessoal = useAppStore((s) => s.company.personal);
  const carregou = useRef(false);
  useEffect(() => {
    if (!data) return;
    const primeira = data.data[0];
    const primeiroLoad = !carregou.current;
    carregou.current = true;
    if (selected || !primeira || pessoal) return;
    if (registerCount > 0 || primeiroLoad) useAppStore.getState().selectCompany(primeira);
  }, [data, selected, registerCount, pessoal]);
}
