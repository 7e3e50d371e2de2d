import type { Me } from '@irradia/shared/usuarios/usuarios.schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../test/render.tsx';
import { useAppStore } from '../../stores/app-store.ts';

function meAnswers(status: number, body: unknown) {
  return fakeApi({ 'usuarios/me': { status, body } });
}

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const empresa = {
  uuid: 'emp-9',
  tipo: 'integrador' as const,
  cliente: { nome: 'Sol', filial: null, imagem_url: null, endereco: null },
};

describe('atualização da sessão (spec §4)', () => {
  it('usuarios/me atualiza o usuário guardado', async () => {
    const me: Me = {
      ...usuarioTeste,
      nome: 'Nome Atualizado',
      notificacoes: { data: [], meta: { total: 0, per_page: 10, current_page: 1, last_page: 1, unread: 0 } },
    };
    const fetchMock = meAnswers(200, { data: me });
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(useAppStore.getState().account.user?.nome).toBe('Nome Atualizado'));
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/usuarios/me');
  });

  it('404 limpa usuário e token', async () => {
    meAnswers(404, { message: 'Sessão não encontrada. Entre novamente' });
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(useAppStore.getState().account.token).toBeNull());
    expect(useAppStore.getState().account.user).toBeNull();
    expect(await screen.findByText('Sessão não encontrada. Entre novamente')).toBeTruthy();
  });

  it('403 limpa só a empresa selecionada', async () => {
    meAnswers(403, { message: 'Você não tem acesso a esta empresa' });
    useAppStore.getState().selectCompany(empresa);
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(useAppStore.getState().company.selected).toBeNull());
    expect(useAppStore.getState().account.token).toBe('token-de-teste');
  });

  it('um 401 em qualquer chamada encerra a sessão local', async () => {
    meAnswers(401, { message: 'Entre com sua conta para continuar' });
    renderApp('/usinas', { signedIn: true });
    await waitFor(() => expect(useAppStore.getState().account.token).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/app/entrar'));
  });
});
