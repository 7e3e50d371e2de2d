import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../test/fetch-mock.ts';
import { fakeApi, renderApp } from '../../test/render.tsx';
import { useAppStore } from '../stores/app-store.ts';

beforeEach(() => {
  // The signed-in screens refresh usuarios/me; answer it like the server would.
  fakeApi({ 'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }) });
});
afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('rotas', () => {
  it('uma tela provisória mostra seu título na aba e no cabeçalho', async () => {
    renderApp('/tutorial', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Próximos passos' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Próximos passos - Irradia'));
    expect(screen.getByText('Em breve')).toBeTruthy();
    expect(document.getElementById('content-area')).not.toBeNull();
  });

  it('rota desconhecida mostra "Página não encontrada"', async () => {
    renderApp('/isso/nao/existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeTruthy();
  });

  it('quem não entrou vai para /entrar e o destino fica guardado', async () => {
    renderApp('/usinas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(window.location.pathname).toBe('/app/entrar');
    expect(useAppStore.getState().account.login_redirect).toBe('/usinas');
  });

  it('quem já entrou não vê a tela de entrar', async () => {
    renderApp('/entrar', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visão geral' })).toBeTruthy();
    expect(window.location.pathname).toMatch(/^\/app\/?$/);
  });
});
