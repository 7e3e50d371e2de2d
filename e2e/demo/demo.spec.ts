import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// `npm run demo` as playwright.config.ts starts it (app on 3395, its simulated portals from 3400,
// a fresh data folder): the server answers /api/health before the demo's data is typed in, so
// every test first waits, through the API, for what it is about to look at.
test.use({ baseURL: 'http://127.0.0.1:3395' });
test.describe.configure({ mode: 'serial', timeout: 360_000 });

const DEMO = { email: 'demo@irradia.local', password: 'demo1234' };
/** The demo's makers, two plants each (apps/server/src/connectors/makers/demo-usinas.ts). */
const FABRICANTES = 17;
const PRAZO_DA_DEMO = 300_000;

interface Sessao {
  headers: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read field by field.
async function api(request: APIRequestContext, s: Sessao, url: string): Promise<any> {
  const res = await request.get(url, { headers: s.headers });
  expect(res.status(), url).toBe(200);
  return res.json();
}

/** Signs in as the demo account through the API once it exists, inside its company. */
async function sessaoDaDemo(request: APIRequestContext): Promise<Sessao> {
  let token = '';
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/usuarios/login', { data: DEMO });
        if (res.status() === 200) token = (await res.json()).auth.token;
        return res.status();
      },
      { message: 'a conta da demo existe', timeout: PRAZO_DA_DEMO, intervals: [2000] },
    )
    .toBe(200);
  let empresa = '';
  await expect
    .poll(
      async () => {
        const r = await request.get('/api/empresas?limit=4', {
          headers: { authorization: `Bearer ${token}` },
        });
        empresa = (await r.json()).data?.[0]?.uuid ?? '';
        return empresa;
      },
      { message: 'a empresa da demo existe', timeout: PRAZO_DA_DEMO, intervals: [2000] },
    )
    .not.toBe('');
  return { headers: { authorization: `Bearer ${token}`, 'x-company-id': empresa } };
}

/** A figure of a page: its label and, beside it in the same card or list item, its value. */
const numero = (page: Page, rotulo: string) => page.getByText(rotulo, { exact: true }).locator('..');

/** The sign-in screen, as a person opening the demo does. */
async function entrarNaDemo(page: Page) {
  await page.goto('/app/entrar');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/app\/entrar$/);
}

test('cada usina da demo mostra na sua página o desempenho do mês em % do esperado', async ({
  page,
  request,
}) => {
  const s = await sessaoDaDemo(request);
  // Every maker's import finished (each one tells the user so), then every plant with its figure.
  await expect
    .poll(
      async () => {
        const r = await api(request, s, '/api/notificacoes?limit=100');
        return r.data.filter((n: { tipo: string }) => n.tipo === 'importacao_concluida').length;
      },
      { message: 'as importações da demo concluídas', timeout: PRAZO_DA_DEMO, intervals: [3000] },
    )
    .toBe(FABRICANTES);
  let usinas: Array<{ uuid: string; nome: string; pct: number | null }> = [];
  await expect
    .poll(
      async () => {
        const lista = (await api(request, s, '/api/usinas?limit=100')).data as Array<{ uuid: string }>;
        usinas = await Promise.all(
          lista.map(async (u) => {
            const d = (await api(request, s, `/api/usinas/${u.uuid}`)).data;
            return { uuid: d.uuid, nome: d.nome, pct: d.desempenho_mes_pct };
          }),
        );
        return usinas.filter((u) => u.pct !== null).length;
      },
      { message: 'as usinas da demo com desempenho', timeout: PRAZO_DA_DEMO, intervals: [3000] },
    )
    .toBe(FABRICANTES * 2);

  await entrarNaDemo(page);
  for (const u of usinas) {
    await page.goto(`/app/usinas/${u.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: u.nome })).toBeVisible();
    // The figure itself moves while the portals' polls bring today's energy in.
    await expect(page.getByText(/^\d{1,3}(\.\d{3})*,\d% do esperado$/).first(), u.nome).toBeVisible();
  }
});

test('uma fatura da demo mostra em reais a economia e quanto se pagaria sem solar', async ({
  page,
  request,
}) => {
  const s = await sessaoDaDemo(request);
  // The newest invoice of a plant, once typed in with its tariffs.
  let fatura: { uuid: string; economia_rs: number; sem_solar_rs: number } | undefined;
  await expect
    .poll(
      async () => {
        const r = await api(request, s, '/api/faturas?limit=20');
        fatura = r.data.find((f: { economia_rs: number | null }) => (f.economia_rs ?? 0) > 0);
        return Boolean(fatura);
      },
      { message: 'uma fatura da demo com economia', timeout: PRAZO_DA_DEMO, intervals: [3000] },
    )
    .toBe(true);
  if (!fatura) throw new Error('sem fatura');

  await entrarNaDemo(page);
  await page.goto(`/app/faturas/${fatura.uuid}`);
  const reais = (v: number) =>
    new RegExp(`R\\$\\s*${v.toLocaleString('pt-BR', { minimumFractionDigits: 2 }).replaceAll('.', '\\.')}`);
  await expect(numero(page, 'Sem solar você pagaria')).toContainText(reais(fatura.sem_solar_rs));
  await expect(numero(page, 'Economia no mês')).toContainText(reais(fatura.economia_rs));

  // On a phone the invoice's items (and credit lots) become cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Itens da fatura' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const rolam = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#content-area, #content-area *')]
      .filter((el) => {
        const x = getComputedStyle(el).overflowX;
        return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} ${el.scrollWidth} > ${el.clientWidth}`),
  );
  expect(rolam).toEqual([]);
});
