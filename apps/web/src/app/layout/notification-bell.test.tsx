import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../test/render.tsx';
import { useAppStore } from '../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('sino de notificações', () => {
  it('mostra a contagem de não lidas que vem com usuarios/me', async () => {
    const user = {
      ...usuarioTeste,
      notificacoes: { data: [{ uuid: 'n1', titulo: 'Importação concluída' }], meta: { unread: 3, total: 3 } },
    };
    fakeApi({ 'usuarios/me': { body: { data: user } } });
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' })).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('sem não lidas, o sino fica sem contagem', async () => {
    fakeApi({
      'usuarios/me': {
        body: { data: { ...usuarioTeste, notificacoes: { data: [], meta: { unread: 0, total: 0 } } } },
      },
    });
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeTruthy();
  });
});
