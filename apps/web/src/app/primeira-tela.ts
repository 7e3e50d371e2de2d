/**
 * The first-screen script (issue 28): the build inlines it at the end of index.html's <body> (the
 * server allows it in its CSP by hash), so it runs as the HTML is parsed, before any module. It
 * - asks for the chunks of the screen the address names and of its frame (`<link rel=modulepreload>`),
 *   so they travel with the entry instead of after it has been parsed and run;
 * - asks for the screen's first data (primeiros-dados.ts), which api-client then takes;
 * - for a signed-in screen of the app frame, puts in `#root` the frame's static parts (header,
 *   side menu column, the page's title and subtitle) from index.html's `<template id="moldura">`, in
 *   the stored theme, so the page's frame paints before the JavaScript arrives. React's first
 *   render replaces it (createRoot empties `#root`); the frame it draws is the same.
 * It runs as written (the build inlines `primeiraTela.toString()`), so it imports nothing and uses
 * nothing from outside itself.
 */

/** What the build knows of a route (apps/web/src/app/routes.ts). */
export interface RotaDaPrimeiraTela {
  /** React Router pattern under the base: `/usinas/:usina_id`. */
  caminho: string;
  acesso: 'usuario' | 'visitante' | 'livre';
  moldura: 'app' | 'auth' | 'publico';
  /** The screen's chunks the entry and the frame do not already load: indices in `arquivos`. */
  pedacos: number[];
  /** The screen's fixed `usePageTitle(title, subtitle)`, when it has one. */
  titulo?: string;
  subtitulo?: string;
  /** The data the screen asks for first (primeiros-dados.ts): API path under /api/, with its query. */
  dados?: string;
}

export interface DadosDaPrimeiraTela {
  /** The build's base, `/app/`. */
  base: string;
  rotas: RotaDaPrimeiraTela[];
  /** Chunk files, relative to `base` (each listed once: the routes share most of them). */
  arquivos: string[];
  /** Each frame's chunks the entry does not already load: indices in `arquivos`. */
  molduras: Record<RotaDaPrimeiraTela['moldura'], number[]>;
  /** The persisted store's key ("app") and next-themes' key ("theme"). */
  chaveDoEstado: string;
  chaveDoTema: string;
  /** The `window` property the screen's first data request is left in (primeiros-dados.ts). */
  chaveDosDados: string;
}

type Estado = {
  account?: { token?: string | null; mini_drawer?: boolean; user?: { nome?: string } | null };
  company?: { selected?: { uuid?: string; cliente?: { nome?: string } } | null };
};

export function primeiraTela(d: DadosDaPrimeiraTela): void {
  const raiz = d.base.replace(/\/$/, '');
  let caminho = location.pathname;
  if (caminho === raiz || caminho.startsWith(`${raiz}/`)) caminho = caminho.slice(raiz.length);
  caminho = caminho.replace(/\/+$/, '') || '/';

  // React Router's matchPath for the patterns the table uses: static and `:param` segments.
  const casa = (padrao: string) => {
    const a = padrao.split('/');
    const b = caminho.split('/');
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const s = a[i] ?? '';
      const t = b[i] ?? '';
      if (s.startsWith(':') ? t === '' : s.toLowerCase() !== t.toLowerCase()) return false;
    }
    return true;
  };

  let estado: Estado = {};
  try {
    estado = JSON.parse(localStorage.getItem(d.chaveDoEstado) ?? '{}').state ?? {};
  } catch {
    // A broken store is the app's business: it starts signed out.
  }
  const conta = estado.account ?? {};
  const entrou = Boolean(conta.token);

  let rota = d.rotas.find((r) => casa(r.caminho));
  // As main.tsx: a screen for users, with no one signed in, becomes the sign-in screen.
  if (rota?.acesso === 'usuario' && !entrou) rota = d.rotas.find((r) => r.caminho === '/entrar');
  if (!rota || (rota.acesso === 'visitante' && entrou)) return;

  // The screen's first data, asked for now with the stored session (as api-client would ask it),
  // when the address carries no filter of its own: it travels while the chunks download.
  if (rota.dados && entrou && conta.token && !location.search) {
    const empresa = estado.company?.selected?.uuid ?? null;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${conta.token}`,
    };
    if (empresa) headers['X-Company-Id'] = empresa;
    const url = `/api/${rota.dados}`;
    const resposta = fetch(url, { headers });
    // Whoever takes it sees a failure; left untaken, it is nobody's error.
    resposta.catch(() => undefined);
    (window as unknown as Record<string, unknown>)[d.chaveDosDados] = {
      url,
      token: conta.token,
      empresa,
      em: Date.now(),
      resposta,
    };
  }

  const pedir = () => {
    for (const pedaco of [...d.molduras[rota.moldura], ...rota.pedacos]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = d.base + d.arquivos[pedaco];
      document.head.appendChild(link);
    }
  };
  /** Puts the app frame of template #moldura in #root, for a signed-in screen of the app frame. */
  const pintarMoldura = (): boolean => {
    const molde = document.getElementById('moldura') as HTMLTemplateElement | null;
    const root = document.getElementById('root');
    if (rota?.moldura !== 'app' || !entrou || !molde || !root) return false;

    // The theme next-themes will apply (class strategy), now rather than after the first render.
    let tema: string | null = null;
    try {
      tema = localStorage.getItem(d.chaveDoTema);
    } catch {
      tema = null;
    }
    const escuro =
      tema === 'dark' ||
      (tema !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
    document.documentElement.classList.add(escuro ? 'dark' : 'light');
    document.documentElement.style.colorScheme = escuro ? 'dark' : 'light';

    const moldura = molde.content.cloneNode(true) as DocumentFragment;
    const parte = (nome: string) => moldura.querySelector<HTMLElement>(`[data-moldura="${nome}"]`);
    // Chakra's Avatar.Fallback: the first name's and the last name's first letters.
    const iniciais = (nome: string) => {
      const nomes = nome.trim().split(' ');
      const primeiro = nomes[0] ?? '';
      const ultimo = nomes.length > 1 ? (nomes[nomes.length - 1] ?? '') : '';
      return primeiro && ultimo ? primeiro.charAt(0) + ultimo.charAt(0) : primeiro.charAt(0);
    };
    const empresa = estado.company?.selected?.cliente?.nome;
    const empresaEl = parte('empresa');
    if (empresa && empresaEl) {
      const sigla = parte('empresa-sigla');
      const nome = parte('empresa-nome');
      if (sigla) sigla.textContent = iniciais(empresa);
      if (nome) nome.textContent = empresa;
    } else empresaEl?.remove();
    const usuario = parte('usuario');
    if (usuario) usuario.textContent = iniciais(conta.user?.nome ?? '');
    if (conta.mini_drawer) parte('menu')?.classList.add('mini');
    const titulo = parte('titulo');
    const subtitulo = parte('subtitulo');
    if (rota.titulo && titulo) titulo.textContent = rota.titulo;
    else parte('cabecalho')?.remove();
    if (rota.subtitulo && subtitulo) subtitulo.textContent = rota.subtitulo;
    else subtitulo?.remove();
    root.replaceChildren(moldura);
    return true;
  };
  // The frame first: asking for a chunk costs the main thread (tens of ms each with a slow CPU),
  // so the chunks are asked for once the frame has painted (or at once when there is no frame).
  if (pintarMoldura()) requestAnimationFrame(() => setTimeout(pedir, 0));
  else pedir();
}
