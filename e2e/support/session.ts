import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

let seq = 0;

export interface ContaTeste {
  nome: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

/** Creates an account through the API (each call a new e-mail). */
export async function criarConta(request: APIRequestContext, nome = 'Teste E2E'): Promise<ContaTeste> {
  seq += 1;
  const email = `e2e.${Date.now()}.${seq}@exemplo.com.br`;
  const password = 'senha-e2e';
  const res = await request.post('/api/usuarios', { data: { nome, email, password, termos: true } });
  if (res.status() !== 201) throw new Error(`cadastro falhou: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { auth: { token: string }; user: Record<string, unknown> };
  return { nome, email, password, token: body.auth.token, user: body.user };
}

/** Opens the app already signed in, as the persisted store "app" (version 1) would be. */
export async function entrarComo(page: Page, conta: ContaTeste): Promise<void> {
  const state = {
    state: {
      account: {
        user: conta.user,
        token: conta.token,
        mini_drawer: false,
        pinned_menus: ['usinas', 'orcamentos'],
      },
      company: { selected: null },
      dashboard: { templates: [], selected_template_id: null },
    },
    version: 1,
  };
  await page.addInitScript((s) => {
    if (!localStorage.getItem('app')) localStorage.setItem('app', s);
  }, JSON.stringify(state));
}

/** The newest link to /app/<path> in the e-mails the server wrote to its outbox. */
export function ultimoLinkDoOutbox(para: string, caminho: string): string {
  const dir = join(process.env.IRRADIA_E2E_DATA ?? '', 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  for (const file of files.reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    if (!raw.includes(`To: ${para}`)) continue;
    const m = new RegExp(`https?://[^\\s"<]+(/app/${caminho}/[A-Za-z0-9_-]+)`).exec(raw);
    if (m?.[1]) return m[1];
  }
  throw new Error(`nenhum e-mail para ${para} com /app/${caminho}`);
}

/** Calls the API as `conta`, optionally inside a company. */
export async function chamar(
  request: APIRequestContext,
  conta: ContaTeste,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  data?: unknown,
  empresa?: string,
) {
  const res = await request[method](url, {
    data: data as Record<string, unknown>,
    headers: { authorization: `Bearer ${conta.token}`, ...(empresa ? { 'x-company-id': empresa } : {}) },
  });
  if (res.status() >= 400) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204
    ? null
    : ((await res.json()) as { data: Record<string, unknown> & { uuid: string } });
}

/**
 * An account with an integrator company whose plants `ids` were imported from the simulated
 * Growatt portal (e2e/support/portais-local.ts) through the API; waits until they all exist.
 * Returns the account, the company's uuid and the plants' uuids.
 */
export async function empresaComUsinasImportadas(
  request: APIRequestContext,
  pessoa: string,
  nomeEmpresa: string,
  ids: string[],
): Promise<{ dono: ContaTeste; empresa: string; usinas: string[] }> {
  const dono = await criarConta(request, pessoa);
  const empresa = (
    await chamar(request, dono, 'post', '/api/empresas', { nome: nomeEmpresa, tipo: 'integrador' })
  )?.data.uuid as string;
  const conta = await chamar(
    request,
    dono,
    'post',
    '/api/portais',
    { fabricante: 'growatt', login: 'solar.e2e@irradia.com.br', senha: 'portal-e2e' },
    empresa,
  );
  await chamar(request, dono, 'post', '/api/importacoes', { conta: conta?.data.uuid, usinas: ids }, empresa);
  const prazo = Date.now() + 30_000;
  for (;;) {
    const r = (await chamar(request, dono, 'get', '/api/usinas', undefined, empresa)) as unknown as {
      data: Array<{ uuid: string }>;
    };
    if (r.data.length === ids.length) return { dono, empresa, usinas: r.data.map((u) => u.uuid) };
    if (Date.now() > prazo) throw new Error(`importação: ${r.data.length} de ${ids.length} usinas em 30 s`);
    await new Promise((res) => setTimeout(res, 300));
  }
}
