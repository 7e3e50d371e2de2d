import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../test/fetch-mock.ts';
import { fakeApi, renderApp } from '../../test/render.tsx';
import { useAppStore } from '../stores/app-store.ts';

const empresa = (uuid: string, nome: string, cidade: string | null = 'Campinas') => ({
  uuid,
  tipo: 'integrador',
  cliente: {
    nome,
    filial: null,
    imagem_url: null,
    endereco: cidade
      ? { logradouro: null, numero: null, bairro: { nome: null, cidade: { nome: cidade } } }
      : null,
  },
});

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

function api(empresas: unknown[]) {
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: {
      body: { data: empresas, meta: { total: empresas.length, per_page: 4, current_page: 1, last_page: 1 } },
    },
  });
}

describe('seleção de empresa (spec §4)', () => {
  it('ao carregar com empresas e nenhuma selecionada, seleciona a primeira; pede a lista com limite 4 e sem cabeçalho de empresa', async () => {
    const fetchMock = api([empresa('e1', 'Alfa Solar'), empresa('e2', 'Beta Solar')]);
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(useAppStore.getState().company.selected?.uuid).toBe('e1'), { timeout: 5000 });
    const chamada = fetchMock.mock.calls.find((c) => String(c[0]).startsWith('/api/empresas'));
    expect(chamada?.[0]).toBe('/api/empresas?limit=4');
    expect(chamada?.[1]?.headers).not.toHaveProperty('X-Company-Id');
    await waitFor(
      () => expect(screen.getByTestId('passo-empresa')).toHaveProperty('dataset.concluido', 'true'),
      { timeout: 5000 },
    );
    expect(screen.getByText('Parabéns! Sua empresa está pronta para trabalhar no Irradia.')).toBeTruthy();
  });

  it('conta pessoal limpa a seleção e vai para /usinas', async () => {
    api([empresa('e1', 'Alfa Solar')]);
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(useAppStore.getState().company.selected?.uuid).toBe('e1'), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Trocar de empresa' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Conta pessoal/ }, { timeout: 5000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/usinas'), { timeout: 5000 });
    expect(useAppStore.getState().company.selected).toBeNull();
  });

  it('sem empresas, o passo fica pendente e oferece o registro', async () => {
    api([]);
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Registrar empresa' })).toBeTruthy();
    expect(screen.getByTestId('passo-empresa')).toHaveProperty('dataset.concluido', 'false');
  });

  it('com empresas e conta pessoal escolhida, o cartão avisa que nenhuma está selecionada', async () => {
    api([empresa('e1', 'Alfa Solar')]);
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(useAppStore.getState().company.selected).not.toBeNull());
    useAppStore.getState().selectPersonal();
    expect(await screen.findByText(/Selecione-a no topo da tela/)).toBeTruthy();
  });
});
