import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, restoreFetch } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render.tsx';

afterEach(() => restoreFetch());

describe('tela de recuperação de senha', () => {
  it('e-mail vazio avisa "Informe o e-mail" e não envia nada', async () => {
    const fetchMock = vi.fn();
    mockFetch(fetchMock);
    renderApp('/recuperar');
    const botao = await screen.findByRole('button', { name: 'Recuperar' });
    await userEvent.click(botao);
    expect(await screen.findByText('Informe o e-mail')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('type')).toBe('email');
  });

  it('sucesso avisa e volta para /entrar', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    mockFetch(fetchMock);
    renderApp('/recuperar');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByText('Enviamos um link de recuperação para o seu e-mail')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/app/entrar'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/usuarios/recover',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('falha é silenciosa (spec §8)', async () => {
    mockFetch(vi.fn(async () => Promise.reject(new TypeError('offline'))));
    renderApp('/recuperar');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Recuperar' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('O servidor não conseguiu responder')).toBeNull();
    expect(window.location.pathname).toBe('/app/recuperar');
  });
});
