import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DadosDaPrimeiraTela, primeiraTela } from './primeira-tela.ts';

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
    },
    { caminho: '/usinas/:usina_id', acesso: 'usuario', moldura: 'app', pedacos: [2] },
  ],
  chaveDoEstado: 'app',
  chaveDoTema: 'theme',
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
  document.head.innerHTML = '';
  document.body.innerHTML = corpo;
  document.documentElement.className = '';
});
afterEach(() => history.replaceState(null, '', '/'));

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
