import { render } from '@testing-library/react';
import { App } from '../src/app/app.tsx';
import { createQueryClient, Providers } from '../src/app/providers.tsx';
import { defaultRuntimeConfig } from '../src/lib/runtime-config.tsx';
import { type UsuarioAtual, useAppStore } from '../src/stores/app-store.ts';

export const usuarioTeste: UsuarioAtual = {
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
