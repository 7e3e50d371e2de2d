import type { Sessao, ZMe } from '@irradia/shared/usuarios/usuarios.schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, api, toastError } from '../../lib/api-client.ts';
import { revokeGoogle } from '../../lib/google.ts';
import { useAppStore } from '../../stores/app-store.ts';

export type SessaoResposta = Sessao;

/** The session's keys and queries: usuarios/me is asked again whenever the token or company changes. */
export const sessaoQueries = {
  me: (token: string | null, empresa: string | null) =>
    queryOptions({
      queryKey: ['usuarios', 'me', token, empresa] as const,
      queryFn: () => api.get<z.infer<typeof ZMe>>('usuarios/me'),
      enabled: token !== null,
      retry: false,
      staleTime: 60_000,
      refetchOnWindowFocus: true,
    }),
};

/**
 * Spec §4: a refresh runs whenever the token or the company changes. 404 means the session is gone
 * (clear user and token); 403 means the company may not be used (clear the selection).
 */
export function useSessionRefresh(): void {
  const token = useAppStore((s) => s.account.token);
  const empresa = useAppStore((s) => s.company.selected?.uuid ?? null);
  const query = useQuery(sessaoQueries.me(token, empresa));
  useEffect(() => {
    if (query.data) useAppStore.getState().setUser(query.data.data);
  }, [query.data]);
  useEffect(() => {
    const error = query.error;
    if (!error) return;
    if (error instanceof ApiError && error.status === 404) useAppStore.getState().clearSession();
    else if (error instanceof ApiError && error.status === 403) useAppStore.getState().selectCompany(null);
    toastError(error);
  }, [query.error]);
}

/** Stores a new session (login, sign-up, password reset, Google) and goes where sign-in was asked. */
export function useStartSession() {
  const navigate = useNavigate();
  return useCallback(
    (sessao: SessaoResposta) => {
      const { setSession, account } = useAppStore.getState();
      const destino = account.login_redirect ?? '/';
      setSession(sessao.auth.token, sessao.user);
      navigate(destino, { replace: true });
    },
    [navigate],
  );
}

/** Spec §4: logout clears token, user and company, and revokes the Google session when there is one. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { account, clearSession } = useAppStore.getState();
    const email = account.user?.email;
    if (account.token) await api.post('usuarios/logout').catch(() => undefined);
    clearSession();
    queryClient.clear();
    if (email) revokeGoogle(email);
    navigate('/entrar', { replace: true });
  };
}
