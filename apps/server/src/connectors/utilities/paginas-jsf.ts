import { decodificarHtml } from './navegador.ts';

// Reading Copel's AVA pages (JSF 2 + PrimeFaces 5.3, reference/utility-portals.md §6): forms carry
// a hidden `javax.faces.ViewState` and generated ids (`formulario:j_idt41`) that change between
// releases, so the client reads ids from the HTML instead of hard-coding them, and finds tables
// by their column titles rather than by ids the reference never saw.

function atributo(tag: string, nome: string): string | undefined {
  const v = new RegExp(`\\b${nome}\\s*=\\s*(["'])(.*?)\\1`, 'is').exec(tag)?.[2];
  return v === undefined ? undefined : decodificarHtml(v);
}

/** Text of a cell: tags dropped, entities decoded, spaces collapsed. */
function textoDaCelula(html: string): string {
  return decodificarHtml(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FormularioJsf {
  action: string;
  /** Hidden fields (the form's own name and the ViewState among them). */
  ocultos: Array<[string, string]>;
  html: string;
}

export function formularioJsf(html: string, id: string): FormularioJsf | undefined {
  for (const m of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)) {
    const abertura = /<form\b[^>]*>/i.exec(m[0])?.[0] ?? '';
    if (atributo(abertura, 'id') !== id && atributo(abertura, 'name') !== id) continue;
    const ocultos: Array<[string, string]> = [];
    for (const i of m[0].matchAll(/<input\b[^>]*>/gi)) {
      if (atributo(i[0], 'type')?.toLowerCase() !== 'hidden') continue;
      const nome = atributo(i[0], 'name');
      if (nome) ocultos.push([nome, atributo(i[0], 'value') ?? '']);
    }
    return { action: atributo(abertura, 'action') ?? '', ocultos, html: m[0] };
  }
  return undefined;
}

/** Name of the form's submit button (a generated `<form>:j_idtNN`). */
export function botaoDeEnvio(form: FormularioJsf): string | undefined {
  for (const m of form.html.matchAll(/<(?:button|input)\b[^>]*>/gi)) {
    if (atributo(m[0], 'type')?.toLowerCase() !== 'submit') continue;
    const nome = atributo(m[0], 'name');
    if (nome) return nome;
  }
  return undefined;
}

/** PrimeFaces messages shown on the page (errors, warnings). */
export function mensagensDaPagina(html: string): string[] {
  return [...html.matchAll(/ui-messages-(?:error|warn|fatal)-(?:summary|detail)[^>]*>([^<]*)</gi)]
    .map((m) => decodificarHtml(m[1] ?? '').trim())
    .filter(Boolean);
}

export interface LinhaDaTabela {
  /** Cell text by column title. */
  celulas: Record<string, string>;
  /** Ids of the row's command links (JSF postbacks), by link text. */
  links: Record<string, string>;
}

/** Rows of the first table whose headers include every title in `colunas`. */
export function tabelaPorColunas(html: string, colunas: string[]): LinhaDaTabela[] | undefined {
  for (const t of html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/gi)) {
    const conteudo = t[1] ?? '';
    const titulos = [...conteudo.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/gi)].map((h) =>
      textoDaCelula(h[1] ?? ''),
    );
    if (!colunas.every((c) => titulos.includes(c))) continue;
    const corpo = /<tbody[^>]*>([\s\S]*?)<\/tbody>/i.exec(conteudo)?.[1] ?? '';
    const linhas: LinhaDaTabela[] = [];
    for (const tr of corpo.matchAll(/<tr\b([^>]*)>([\s\S]*?)<\/tr>/gi)) {
      // PrimeFaces renders an empty table as one row with the "no records" message.
      if (/ui-datatable-empty-message/.test(tr[1] ?? '')) continue;
      const tds = [...(tr[2] ?? '').matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((td) => td[1] ?? '');
      if (tds.length < titulos.length) continue;
      const celulas: Record<string, string> = {};
      const links: Record<string, string> = {};
      tds.forEach((td, i) => {
        celulas[titulos[i] ?? String(i)] = textoDaCelula(td);
        for (const a of td.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)) {
          const id = atributo(/<a\b[^>]*>/i.exec(a[0])?.[0] ?? '', 'id');
          if (id) links[textoDaCelula(a[1] ?? '')] = id;
        }
      });
      linhas.push({ celulas, links });
    }
    return linhas;
  }
  return undefined;
}
