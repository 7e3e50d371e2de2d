import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, restoreFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { lazyScreen, PRELOAD_ERROR_EVENT } from '../lib/lazy-screen.ts';

afterEach(() => restoreFetch());

describe('tela que não carrega', () => {
  it('lazyScreen dispara vite:preloadError quando o pedaço falha', async () => {
    const seen = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, seen, { once: true });
    const Tela = lazyScreen(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    // Rendering triggers the import; the payload is not needed here, only the event.
    const { render } = await import('@testing-library/react');
    const { Suspense } = await import('react');
    render(
      <Suspense fallback={null}>
        <Tela />
      </Suspense>,
    );
    await vi.waitFor(() => expect(seen).toHaveBeenCalled());
  });

  it('o evento mostra a oferta de recarregar', async () => {
    mockFetch(vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Visão geral' });
    act(() => {
      window.dispatchEvent(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }));
    });
    expect(await screen.findByText('Não foi possível carregar esta tela.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });
});
