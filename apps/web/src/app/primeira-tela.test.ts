import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, restoreFetch } from '../../test/fetch-mock.ts';
import { usinasQueries } from '../features/usinas/api.ts';
import { useAppStore } from '../stores/app-store.ts';
import { type DadosDaPrimeiraTela, primeiraTela } from './primeira-tela.ts';
import { CHAVE_DOS_PRIMEIROS_DADOS, PRIMEIROS_DADOS, tomarPrimeiroDado } from './primeiros-dados.ts';

// The body of the real index.html (#root with its spinner and the frame's template).
const indexHtml = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const corpo = /<body>([\s\S]*)<\/body>/.exec(indexHtml)?.[1]?.replace(/<script[\s\S]*?<\/script>/g, '') ?? '';

const dados: DadosDaPrimeiraTela = {
  base: '/app/',
  arquivos: [
    'assets/app-layout.js',
    'assets/usinas-page.js',
    'assets/usina-page.js',
    'assets/entrar-page.js',
  ],
  molduras: { app: [0], auth: [], publico: [] },
  rotas: [
    { caminho: '/entrar', acesso: 'visitante', moldura: 'auth', pedacos: [3], titulo: 'Entrar' },
    {
      caminho: '/usinas',
      acesso: 'usuario',
      moldura: 'app',
      pedacos: [1],
      titulo: 'Usinas',
      subtitulo: 'Monitoramento das suas usinas solares',
      dados: PRIMEIROS_DADOS['/usinas'],
    },
    { caminho: '/usinas/:usina_id', acesso: 'usuario', moldura: 'app', pedacos: [2] },
  ],
  chaveDoEstado: 'app',
  chaveDoTema: 'theme',
  chaveDosDados: CHAVE_DOS_PRIMEIROS_DADOS,
};

const entrar = (extra: Record<string, unknown> = {}) =>
  localStorage.setItem(
    'app',
    JSON.stringify({
      state: {
        account: { token: 't', mini_drawer: false, user: { nome: 'Ana Maria Souza' }, ...extra },
        company: { selected: { uuid: 'e1', cliente: { nome: 'Bench Solar' } } },
      },
      version: 1,
    }),
  );

/** Runs the script at `path` and lets the frame paint (its chunks are asked for after it). */
async function abrir(path: string) {
  history.replaceState(null, '', path);
  primeiraTela(dados);
  await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 5)));
}

const pedidos = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  );
const parte = (nome: string) => document.querySelector(`#root [data-moldura="${nome}"]`);

beforeEach(() => {
  // The plants screen asks for its first data: no server here.
  mockFetch(vi.fn(async () => new Response('{}', { status: 200 })));
  document.head.innerHTML = '';
  document.body.innerHTML = corpo;
  document.documentElement.className = '';
});
afterEach(() => {
  history.replaceState(null, '', '/');
  restoreFetch();
  (window as unknown as Record<string, unknown>)[CHAVE_DOS_PRIMEIROS_DADOS] = undefined;
});

describe('primeiraTela', () => {
  it('paints the app frame with the screen title, the company and the user, then asks for the chunks', async () => {
    entrar();
    await abrir('/app/usinas');
    expect(parte('titulo')?.textContent).toBe('Usinas');
    expect(parte('subtitulo')?.textContent).toBe('Monitoramento das suas usinas solares');
    expect(parte('empresa-nome')?.textContent).toBe('Bench Solar');
    expect(parte('empresa-sigla')?.textContent).toBe('BS');
    expect(parte('usuario')?.textContent).toBe('AS');
    expect(parte('menu')?.classList.contains('mini')).toBe(false);
    // The frame is only a picture: hidden from assistive technology, which hears "Carregando…".
    expect(document.querySelector('#root .ms')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('#root [role=status]')?.textContent).toBe('Carregando…');
    expect(pedidos()).toEqual(['/app/assets/app-layout.js', '/app/assets/usinas-page.js']);
  });

  it('matches parameters, keeps the collapsed menu and leaves out a title the screen sets itself', async () => {
    entrar({ mini_drawer: true });
    await abrir('/app/usinas/0b7e');
    expect(parte('cabecalho')).toBeNull();
    expect(parte('menu')?.classList.contains('mini')).toBe(true);
    expect(pedidos()).toEqual(['/app/assets/app-layout.js', '/app/assets/usina-page.js']);
  });

  it('applies the stored dark theme before the frame paints', async () => {
    entrar();
    localStorage.setItem('theme', 'dark');
    await abrir('/app/usinas');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('signed out, keeps the spinner and asks for the sign-in screen the router will show', async () => {
    await abrir('/app/usinas');
    expect(document.querySelector('#root .ms')).toBeNull();
    expect(document.querySelector('#root .carregando')).not.toBeNull();
    expect(pedidos()).toEqual(['/app/assets/entrar-page.js']);
  });

  it('does nothing for an address outside the route table', async () => {
    entrar();
    await abrir('/app/nao-existe');
    expect(document.querySelector('#root .carregando')).not.toBeNull();
    expect(pedidos()).toEqual([]);
  });
});

describe('primeiraTela: os primeiros dados da tela', () => {
  const lista = { data: [{ nome: 'Usina da primeira tela' }], meta: { total: 1 } };
  const resposta = () =>
    new Response(JSON.stringify(lista), { status: 200, headers: { 'content-type': 'application/json' } });
  type Chamadas = { mock: { calls: [string, RequestInit | undefined][] } };

  it('pede a lista das usinas com a sessão guardada, e a tela a recebe sem pedir de novo', async () => {
    const fetch = mockFetch(vi.fn(async () => resposta()));
    entrar();
    await abrir('/app/usinas');
    expect((fetch as unknown as Chamadas).mock.calls).toHaveLength(1);
    const [url, init] = (fetch as unknown as Chamadas).mock.calls[0] ?? [];
    expect(url).toBe('/api/usinas?page=1&limit=20');
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer t',
      'X-Company-Id': 'e1',
    });
    // The plants page's own query, with the same session: answered by that request.
    useAppStore.getState().setSession('t', { nome: 'Ana Maria Souza' } as never);
    useAppStore.getState().selectCompany({
      uuid: 'e1',
      tipo: 'integrador',
      cliente: { nome: 'Bench Solar', filial: null, imagem_url: null, endereco: null },
    });
    const consulta = usinasQueries.lista('e1', { status: '', search: '', page: 1, tag: '' });
    const dados = await (consulta.queryFn as unknown as () => Promise<unknown>)();
    expect(dados).toEqual(lista);
    expect((fetch as unknown as Chamadas).mock.calls).toHaveLength(1);
    // Once: the next time the list is read, it is asked again.
    await (consulta.queryFn as unknown as () => Promise<unknown>)();
    expect((fetch as unknown as Chamadas).mock.calls).toHaveLength(2);
    expect((fetch as unknown as Chamadas).mock.calls[1]?.[0]).toBe('/api/usinas?page=1&limit=20');
    useAppStore.getState().clearSession();
  });

  it('não pede nada com filtro no endereço, sem sessão ou em outra tela', async () => {
    const fetch = mockFetch(vi.fn(async () => resposta()));
    entrar();
    await abrir('/app/usinas?status=erro');
    await abrir('/app/usinas/abc');
    localStorage.removeItem('app');
    await abrir('/app/usinas');
    expect((fetch as unknown as Chamadas).mock.calls).toHaveLength(0);
  });

  it('outra sessão ou outra empresa não leva a resposta pedida com a guardada', async () => {
    mockFetch(vi.fn(async () => resposta()));
    entrar();
    await abrir('/app/usinas');
    expect(tomarPrimeiroDado('/api/usinas?page=1&limit=20', 't', 'outra')).toBeUndefined();
    // Taken or refused, it is gone.
    expect(tomarPrimeiroDado('/api/usinas?page=1&limit=20', 't', 'e1')).toBeUndefined();
    await abrir('/app/usinas');
    expect(tomarPrimeiroDado('/api/usinas?page=1&limit=20', 'outro-token', 'e1')).toBeUndefined();
    await abrir('/app/usinas');
    expect(tomarPrimeiroDado('/api/usinas?page=2&limit=20', 't', 'e1')).toBeUndefined();
    expect(tomarPrimeiroDado('/api/usinas?page=1&limit=20', 't', 'e1')).toBeInstanceOf(Promise);
  });
});
