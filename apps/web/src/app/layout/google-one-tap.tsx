import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SessaoResposta } from '../../features/auth/session.ts';
import { useStartSession } from '../../features/auth/session.ts';
import { api } from '../../lib/api-client.ts';
import { loadGoogleScript, whenGoogleReady } from '../../lib/google.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';
import { useAppStore } from '../../stores/app-store.ts';

/**
 * Google one-tap for signed-out visitors, never on /entrar or /registrar (spec §2), nor on a
 * proposal's public page: the company's customer has no account to make (decision 032).
 */
export function GoogleOneTap() {
  const { google_client_id } = useRuntimeConfig();
  const signedIn = useAppStore((s) => s.account.token !== null);
  const { pathname } = useLocation();
  const start = useStartSession();
  const hidden = pathname === '/entrar' || pathname === '/registrar' || pathname.startsWith('/proposta/');

  useEffect(() => {
    if (!google_client_id || signedIn || hidden) return;
    loadGoogleScript();
    return whenGoogleReady((id) => {
      id.initialize({
        client_id: google_client_id,
        locale: 'pt-BR',
        callback: ({ credential }: { credential: string }) => {
          // Spec §8: a failed Google credential sign-in is ignored silently.
          api
            .post<SessaoResposta>('usuarios/login/google', { credential })
            .then(start)
            .catch(() => undefined);
        },
      });
      id.prompt();
    });
  }, [google_client_id, signedIn, hidden, start]);
  return null;
}
