import type {
  Notificacao,
  PaginaNotificacoes,
  ZNotificacaoMarcada,
  ZNotificacoesLidas,
} from '@irradia/shared/notificacoes/notificacoes.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { restoreFetch } from '../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../test/render.tsx';
import { useAppStore } from '../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const notificacao = (uuid: string, titulo: string, lida = false): Notificacao => ({
  uuid,
  tipo: 'convite_equipe',
  titulo,
  mensagem: 'Aceite ou recuse o convite no painel.',
  link: '/conta',
  empresa: null,
  lida,
  criada_em: '2026-11-22T12:00:00.000Z',
});

/** A page as the server sends it (typed, so a fixture cannot hold what the server cannot send). */
const paginaDe = (data: Notificacao[], unread: number, total: number): PaginaNotificacoes => ({
  data,
  meta: { unread, total, per_page: 10, current_page: 1, last_page: 1 },
});

describe('sino de notificações', () => {
  it('mostra a contagem de não lidas; abrir uma a marca como lida e leva ao link', async () => {
    let unread = 3;
    const patches: unknown[] = [];
    const pagina = () => ({
      body: paginaDe(
        [
          notificacao('n1', 'Convite para a equipe de Sol', unread < 3),
          notificacao('n2', 'Importação concluída'),
        ],
        unread,
        3,
      ),
    });
    fakeApi({
      'usuarios/me': { body: { data: { ...usuarioTeste, notificacoes: pagina().body } } },
      notificacoes: pagina,
      'notificacoes/n1': (init) => {
        patches.push(JSON.parse(String(init?.body)));
        unread = 2;
        const body: z.infer<typeof ZNotificacaoMarcada> = {
          data: notificacao('n1', 'x', true),
          meta: { unread },
        };
        return { body };
      },
    });
    renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' }));
    const item = await screen.findByRole('button', { name: /Convite para a equipe de Sol \(não lida\)/ });
    await userEvent.click(item);
    await waitFor(() => expect(patches).toEqual([{ lida: true }]));
    await waitFor(() => expect(window.location.pathname).toBe('/app/conta'));
    expect(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' })).toBeTruthy();
  });

  it('marcar todas como lidas zera a contagem', async () => {
    let unread = 2;
    fakeApi({
      'usuarios/me': () => ({
        body: { data: { ...usuarioTeste, notificacoes: paginaDe([], unread, 2) } },
      }),
      notificacoes: () => ({
        body: paginaDe([notificacao('n1', 'Um'), notificacao('n2', 'Dois')], unread, 2),
      }),
      'notificacoes/lidas': () => {
        unread = 0;
        const body: z.infer<typeof ZNotificacoesLidas> = { data: { marcadas: 2 }, meta: { unread } };
        return { body };
      },
    });
    renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeTruthy();
  });

  it('acima de 99 não lidas, a contagem mostra 99+ (o número exato fica no nome do botão)', async () => {
    fakeApi({
      'usuarios/me': {
        body: { data: { ...usuarioTeste, notificacoes: paginaDe([], 150, 150) } },
      },
      notificacoes: {
        body: paginaDe([notificacao('n1', 'Usina em erro')], 150, 150),
      },
    });
    renderApp('/', { signedIn: true });
    const sino = await screen.findByRole('button', { name: 'Notificações: 150 não lidas' });
    const contagem = screen.getByTestId('contagem-notificacoes');
    expect(contagem.textContent).toBe('99+');
    // Beside the button, not inside it: the button's own styles never reach the digits.
    expect(sino.contains(contagem)).toBe(false);
    expect(contagem.getAttribute('aria-hidden')).toBe('true');
  });

  it('sem notificações, o sino fica sem contagem e diz que não há nenhuma', async () => {
    fakeApi({
      'usuarios/me': {
        body: { data: { ...usuarioTeste, notificacoes: paginaDe([], 0, 0) } },
      },
      notificacoes: { body: paginaDe([], 0, 0) },
    });
    renderApp('/', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação por enquanto.')).toBeTruthy();
  });
});
