import type {
  PaginaNotificacoes,
  ZNotificacaoMarcada,
  ZNotificacoesLidas,
} from '@irradia/shared/notificacoes/notificacoes.schema';
import { canalUsuario, type MensagemUsuario } from '@irradia/shared/realtime/canais';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAoReconectar, useChannel } from '../../lib/realtime.ts';
import { toaster } from '../../lib/toaster.ts';
import { useAppStore } from '../../stores/app-store.ts';

export type { PaginaNotificacoes } from '@irradia/shared/notificacoes/notificacoes.schema';

const POR_PAGINA = 10;

/** Every key and query of the bell, so the live updates, hooks and invalidations agree. */
export const notificacoesQueries = {
  todos: () => ['notificacoes'] as const,
  pagina: (usuario: string | undefined) =>
    queryOptions({
      queryKey: [...notificacoesQueries.todos(), usuario] as const,
      queryFn: () => api.get<PaginaNotificacoes>('notificacoes', { query: { limit: POR_PAGINA } }),
      enabled: Boolean(usuario),
    }),
};

/**
 * Screens whose data a notification changes, refreshed when it arrives. Features never import
 * features: `convites` is the dashboard's invitations card key (funcionarios/convites).
 */
const ATUALIZA: Record<string, string[][]> = { convite_equipe: [['convites']] };

/**
 * The bell's list: starts from what usuarios/me brought (spec §3), follows the user's channel live
 * (a toast for each new one) and refetches after a reconnect, when pushes may have been missed.
 */
export function useNotificacoes() {
  const qc = useQueryClient();
  const user = useAppStore((s) => s.account.user);
  const inicial = user?.notificacoes;
  const pagina = notificacoesQueries.pagina(user?.uuid);
  const query = useQuery({
    ...pagina,
    initialData: inicial?.meta ? inicial : undefined,
    // Seed from usuarios/me, then let the server answer on the next mount.
    initialDataUpdatedAt: 0,
  });

  useChannel<MensagemUsuario>(user ? canalUsuario(user.uuid) : null, (m) => {
    qc.setQueryData(pagina.queryKey, (atual) => {
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
      void qc.invalidateQueries({ queryKey: notificacoesQueries.todos() });
    }
  });
  useAoReconectar(() => void qc.invalidateQueries({ queryKey: notificacoesQueries.todos() }));
  return query;
}

export function useMarcarNotificacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, lida }: { uuid: string; lida: boolean }) =>
      api.patch<z.infer<typeof ZNotificacaoMarcada>>(`notificacoes/${uuid}`, { lida }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificacoesQueries.todos() }),
  });
}

export function useMarcarTodas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof ZNotificacoesLidas>>('notificacoes/lidas'),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificacoesQueries.todos() }),
  });
}

export function useExcluirNotificacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`notificacoes/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificacoesQueries.todos() }),
  });
}
