import type { TUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../src/app/app.tsx';
import { createQueryClient, Providers } from '../src/app/providers.tsx';
import { defaultRuntimeConfig } from '../src/lib/runtime-config.tsx';
import { useAppStore } from '../src/stores/app-store.ts';
import { mockFetch } from './fetch-mock.ts';

/** A signed-in user as usuarios/me sends it (without the notifications page). */
export const usuarioTeste: TUsuario = {
  uuid: '00000000-0000-4000-8000-000000000001',
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  telefone: null,
  imagem_url: null,
  tipo: 'pessoal',
  cliente: { nome: 'Ana Souza', filial: null, imagem_url: null, endereco: null },
  empresa: null,
  funcionario: null,
  is_supervisor: false,
  is_admin: false,
  is_socio: false,
  tem_senha: true,
  google_vinculado: false,
  exclusao_agendada_para: null,
  criado_em: '2026-01-05T12:00:00.000Z',
};

/** The whole app at `path` (under /app), optionally signed in. */
export function renderApp(path: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn) useAppStore.getState().setSession('token-de-teste', usuarioTeste);
  window.history.pushState({}, '', `/app${path}`);
  return render(
    <Providers
      config={{ ...defaultRuntimeConfig, product_name: 'Irradia' }}
      queryClient={createQueryClient()}
    >
      <App />
    </Providers>,
  );
}

type Answer = { status?: number; body?: unknown };

/**
 * A fake API answering by path: `{ 'usuarios/me': { body: … } }`. Unlisted paths answer an
 * empty list, as the server does for a new account. Returns the mock to inspect calls.
 */
export function fakeApi(answers: Record<string, Answer | ((init?: RequestInit) => Answer)> = {}) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.replace(/^\/api\//, '').split('?')[0] ?? '';
    const entry = answers[path];
    const a =
      typeof entry === 'function'
        ? entry(init)
        : (entry ?? { body: { data: [], meta: { total: 0, per_page: 20, current_page: 1, last_page: 1 } } });
    if (a.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(a.body ?? {}), {
      status: a.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  mockFetch(fetchMock);
  return fetchMock;
}
