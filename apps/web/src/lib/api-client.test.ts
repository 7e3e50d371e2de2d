import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, restoreFetch } from '../../test/fetch-mock.ts';
import { useAppStore } from '../stores/app-store.ts';
import { type ApiError, api, errorMessage } from './api-client.ts';

function answer(status: number, body: unknown, contentType = 'application/json') {
  mockFetch(
    vi.fn(
      async () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'content-type': contentType },
        }),
    ),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await api.get('qualquer');
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('esperava erro');
}

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('cliente da API: mensagens de erro (spec §8)', () => {
  it('lista errors[] vem primeiro', async () => {
    answer(422, {
      errors: [
        { field: 'email', message: 'Informe o e-mail' },
        { field: 'nome', message: 'Informe o nome' },
      ],
    });
    const e = await failure();
    expect(e.kind).toBe('http');
    expect(errorMessage(e)).toBe('Informe o e-mail\nInforme o nome');
    expect(e.fieldErrors).toEqual({ email: 'Informe o e-mail', nome: 'Informe o nome' });
  });
  it('depois o campo message', async () => {
    answer(400, { message: 'E-mail ou senha incorretos' });
    expect(errorMessage(await failure())).toBe('E-mail ou senha incorretos');
  });
  it('depois texto puro', async () => {
    answer(403, 'Proibido aqui', 'text/plain');
    expect(errorMessage(await failure())).toBe('Proibido aqui');
  });
  it('depois data.message', async () => {
    answer(409, { data: { message: 'Conflito de versões' } });
    expect(errorMessage(await failure())).toBe('Conflito de versões');
  });
  it('500 mostra internal_server_error traduzido', async () => {
    answer(500, { message: 'internal_server_error' });
    expect(errorMessage(await failure())).toBe(
      'Ocorreu um erro inesperado no servidor. Tente novamente em instantes.',
    );
  });
  it('sem resposta: "O servidor não conseguiu responder"', async () => {
    mockFetch(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const e = await failure();
    expect(e.kind).toBe('fetch');
    expect(errorMessage(e)).toBe('O servidor não conseguiu responder');
  });
  it('tempo esgotado é um erro próprio', async () => {
    mockFetch(
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('abort', 'AbortError'))),
          ),
      ),
    );
    const e = (await api.get('lento', { timeoutMs: 20 }).catch((err: unknown) => err)) as ApiError;
    expect(e.kind).toBe('timeout');
    expect(errorMessage(e)).toBe('O servidor demorou demais para responder. Tente novamente.');
  });
  it('JSON quebrado é erro de leitura', async () => {
    answer(200, '{"data": ', 'application/json');
    const e = await failure();
    expect(e.kind).toBe('parse');
    expect(errorMessage(e)).toBe('O servidor enviou uma resposta que não foi possível ler.');
  });
});

describe('cliente da API: cabeçalhos e corpo', () => {
  it('envia token, empresa e Accept; a lista de empresas vai sem empresa', async () => {
    answer(200, { data: [] });
    useAppStore.getState().setSession('tok-1', { nome: 'A' } as never);
    useAppStore.getState().selectCompany({
      uuid: 'emp-1',
      tipo: 'integrador',
      cliente: { nome: 'E', filial: null, imagem_url: null, endereco: null },
    });
    await api.get('usinas', { query: { page: 2, search: '' } });
    const [url, init] =
      (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0] ?? [];
    expect(url).toBe('/api/usinas?page=2');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'X-Company-Id': 'emp-1',
      Accept: 'application/json',
    });
    await api.get('empresas', { withoutCompany: true });
    const second = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[1]?.[1];
    expect(second?.headers).not.toHaveProperty('X-Company-Id');
  });
  it('objetos com arquivo vão como form-data com chaves em colchetes', async () => {
    answer(200, { data: {} });
    await api.patch('usuarios', {
      nome: 'A',
      endereco: { cep: '01310100' },
      avatar: new File(['x'], 'a.png'),
    });
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]?.[1];
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('endereco[cep]')).toBe('01310100');
    expect(body.get('avatar')).toBeInstanceOf(File);
  });
});
