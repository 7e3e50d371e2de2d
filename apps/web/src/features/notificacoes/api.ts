import { canalUsuario, type MensagemUsuario, type Notificacao } from '@irradia/shared/realtime/canais';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAoReconectar, useChannel } from '../../lib/realtime.ts';
import { toaster } from '../../lib/toaster.ts';
import { useAppStore } from '../../stores/app-store.ts';

export interface PaginaNotificacoes {
  data: Notificacao[];
  meta: { total: number; unread: number; per_page?: number; current_page?: number; last_page?: number };
}

const CHAVE = ['notificacoes'] as const;
/** Screens whose data a notification changes, refreshed when it arrives. */
const ATUALIZA: Record<string, string[][]> = { convite_equipe: [['convites']] };
const POR_PAGINA = 10;

/**
 * The bell's list: starts from what usuarios/me brought (spec §3), follows the user's channel live
 * (a toast for each new one) and refetches after a reconnect, when pushes may have been missed.
 */
export function useNotificacoes() {
  const qc = useQueryClient();
  const user = useAppStore((s) => s.account.user);
  const inicial = user?.notificacoes as PaginaNotificacoes | undefined;
  const query = useQuery({
    queryKey: [...CHAVE, user?.uuid],
    queryFn: () => api.get<PaginaNotificacoes>('notificacoes', { query: { limit: POR_PAGINA } }),
    enabled: Boolean(user),
    initialData: inicial?.meta ? inicial : undefined,
    // Seed from usuarios/me, then let the server answer on the next mount.
    initialDataUpdatedAt: 0,
  });

  useChannel<MensagemUsuario>(user ? canalUsuario(user.uuid) : null, (m) => {
    qc.setQueryData<PaginaNotificacoes>([...CHAVE, user?.uuid], (atual) => {
      if (!atual) return atual;
      const data =
        m.tipo === 'notificacao'
          ? [m.notificacao, ...atual.data.filter((n) => n.uuid !== m.notificacao.uuid)].slice(0, POR_PAGINA)
          : atual.data;
      const total = m.tipo === 'notificacao' ? atual.meta.total + 1 : atual.meta.total;
      return { data, meta: { ...atual.meta, total, unread: m.unread } };
    });
    if (m.tipo === 'notificacao') {
      toaster.create({
        type: 'info',
        title: m.notificacao.titulo,
        description: m.notificacao.mensagem ?? undefined,
      });
      for (const queryKey of ATUALIZA[m.notificacao.tipo] ?? []) void qc.invalidateQueries({ queryKey });
    } else {
      void qc.invalidateQueries({ queryKey: CHAVE });
    }
  });
  useAoReconectar(() => void qc.invalidateQueries({ queryKey: CHAVE }));
  return query;
}

export function useMarcarNotificacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, lida }: { uuid: string; lida: boolean }) =>
      api.patch(`notificacoes/${uuid}`, { lida }),
    onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE }),
  });
}

export function useMarcarTodas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('notificacoes/lidas'),
    onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE }),
  });
}

export function useExcluirNotificacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`notificacoes/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: CHAVE }),
  });
}
