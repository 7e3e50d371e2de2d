import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ContaTeste, chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 21: the plant page's chart (ECharts, loaded on demand) has axes with units, a tooltip on
// hover and on the keyboard, and the plant's expectation (kWp × the city's irradiation × PR) drawn
// beside the real bars; the dashboard's daily widget uses the same chart with the expectation.

const FUSO = 'America/Sao_Paulo';
const hoje = () => new Date().toLocaleDateString('en-CA', { timeZone: FUSO });

/** A plant in São Paulo (Atlas irradiation) with ~14 months of daily generation sent as a spreadsheet. */
async function usinaComGeracao(request: APIRequestContext, dono: ContaTeste, empresa: string) {
  const cidade = (await chamar(request, dono, 'get', '/api/cidades/3550308', undefined, empresa))?.data.uuid;
  const fim = new Date(`${hoje()}T12:00:00Z`);
  const inicio = new Date(fim.getTime() - 420 * 86_400_000);
  const usina = await chamar(
    request,
    dono,
    'post',
    '/api/usinas',
    {
      nome: 'Telhado do Gráfico',
      cidade,
      potencia_kwp: '10',
      data_instalacao: inicio.toISOString().slice(0, 10),
    },
    empresa,
  );
  const linhas = ['Data;Geração (kWh)'];
  for (let t = inicio.getTime(), k = 0; t <= fim.getTime(); t += 86_400_000, k++) {
    const [a, m, d] = new Date(t).toISOString().slice(0, 10).split('-');
    // Around 90 % of a 10 kWp plant's expectation in São Paulo, with cloudy days.
    const kwh = 30 + 8 * Math.sin(k / 3) - (k % 7 === 3 ? 18 : 0);
    linhas.push(`${d}/${m}/${a};${kwh.toFixed(1).replace('.', ',')}`);
  }
  const r = await request.post(`/api/usinas/${usina?.data.uuid}/geracao/importar`, {
    headers: { authorization: `Bearer ${dono.token}`, 'x-company-id': empresa },
    multipart: {
      coluna_data: '0',
      coluna_energia: '1',
      unidade: 'kWh',
      arquivo: {
        name: 'geracao.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(linhas.join('\r\n'), 'latin1'),
      },
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  return usina?.data.uuid as string;
}

/** The chart ECharts drew (its SVG and its tooltip), apart from the table for screen readers. */
const desenho = (page: Page) => page.getByTestId('grafico-geracao').locator('[data-grafico="echarts"]');
/** The tooltip showing `texto`. */
const dica = (page: Page, texto: string | RegExp) =>
  desenho(page).locator(':scope > div').filter({ hasText: texto });

/** Moves the mouse over the chart's plot, a fraction of its width in. */
async function passarMouse(page: Page, fracao: number) {
  await desenho(page).scrollIntoViewIfNeeded();
  const caixa = await desenho(page).boundingBox();
  if (!caixa) throw new Error('gráfico sem caixa');
  await page.mouse.move(caixa.x + caixa.width * fracao, caixa.y + caixa.height * 0.6);
}

test('gráfico da usina: eixos com unidade, dica ao passar o mouse e pelo teclado, a esperada ao lado da gerada; o painel também', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Gabi Gráfico');
  const empresa = (
    await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol do Gráfico', tipo: 'integrador' })
  )?.data.uuid as string;
  const usina = await usinaComGeracao(request, dono, empresa);

  await entrarComo(page, dono);
  await page.goto(`/app/usinas/${usina}`);
  await expect(page.getByRole('heading', { name: 'Telhado do Gráfico' })).toBeVisible();
  // The month's performance stat stays.
  await expect(page.getByText(/% do esperado$/).first()).toBeVisible();

  const grafico = page.getByTestId('grafico-geracao');
  const svg = desenho(page).locator('svg').first();
  await expect(svg).toBeVisible();
  // Value axis with its unit, the days of the month under the bars, a legend with both series.
  await expect(svg.locator('text', { hasText: /^kWh$/ })).toBeVisible();
  await expect(svg.locator('text', { hasText: /^01$/ })).toBeVisible();
  await expect(svg.locator('text', { hasText: /^Gerada$/ })).toBeVisible();
  await expect(svg.locator('text', { hasText: /^Esperada$/ })).toBeVisible();
  await expect(page.getByTestId('resumo-geracao')).toContainText(/esperado .+ \(\d+,\d%\)/);
  // The expectation's dashed line is drawn (an SVG path with a dash array).
  await expect(svg.locator('path[stroke-dasharray]').first()).toBeAttached();

  // Hover: the day's generation, its expectation and the performance, in pt-BR.
  await passarMouse(page, 0.2);
  const doDia = dica(page, /Desempenho: .+ do esperado/);
  await expect(doDia).toBeVisible();
  await expect(doDia).toContainText(/Gerada: [\d,.]+ kWh/);
  await expect(doDia).toContainText(/Esperada: [\d,.]+ kWh/);
  await expect(doDia).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const cartao = page.locator('.chakra-card__root', { has: grafico });
  await cartao.screenshot({ path: test.info().outputPath('usina-mes-1280.png') });

  // Keyboard: focused, the arrows walk the days and show each one's tooltip.
  await page.mouse.move(0, 0);
  const imagem = grafico.getByRole('img', { name: /^Geração por dia em/ });
  await imagem.focus();
  await page.keyboard.press('Home');
  const [a, m] = hoje().split('-');
  await expect(dica(page, `01/${m}/${a}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dica(page, `02/${m}/${a}`)).toBeVisible();

  // The months of the year: expected bars beside the real ones; the tooltip names the month.
  await page.getByText('Ano', { exact: true }).click();
  await expect(grafico.getByRole('table', { name: `Geração por mês em ${a}` })).toBeAttached();
  await expect(svg.locator('text', { hasText: /^Jan$/ })).toBeVisible();
  await passarMouse(page, 0.1);
  await expect(dica(page, `Janeiro de ${a}`)).toContainText(/Esperada: [\d,.]+ (k|M)Wh/);
  await cartao.screenshot({ path: test.info().outputPath('usina-ano-1280.png') });

  // Every year since the installation.
  await page.getByText('Total', { exact: true }).click();
  await expect(grafico.getByRole('table', { name: 'Geração por ano' })).toBeAttached();
  await expect(svg.locator('text', { hasText: new RegExp(`^${a}$`) })).toBeVisible();
  await cartao.screenshot({ path: test.info().outputPath('usina-total-1280.png') });
  await page.getByText('Mês', { exact: true }).click();

  // A phone and dark mode: the chart fits its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(svg).toBeVisible();
  const largura = await grafico.evaluate((el) => el.getBoundingClientRect().width);
  expect(largura).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await cartao.screenshot({ path: test.info().outputPath('usina-mes-390.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(svg.locator('text', { hasText: /^kWh$/ })).toBeVisible();
  await passarMouse(page, 0.5);
  await cartao.screenshot({ path: test.info().outputPath('usina-mes-escuro.png') });

  // The dashboard's daily widget: the same chart, with the company's expectation.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app');
  const diaria = page.getByRole('region', { name: 'Geração diária' });
  await expect(diaria.locator('svg text', { hasText: /^Esperada$/ })).toBeVisible();
  await expect(diaria.locator('svg text', { hasText: /^kWh$/ })).toBeVisible();
  await expect(diaria).toContainText(/esperado/);
  const doMes = page.getByRole('region', { name: 'Geração do mês' });
  await expect(doMes.locator('svg text', { hasText: /^Esperada$/ })).toBeVisible();
  await doMes.screenshot({ path: test.info().outputPath('painel-mes.png') });
  await diaria.screenshot({ path: test.info().outputPath('painel-diaria.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await doMes.scrollIntoViewIfNeeded();
  await expect(doMes.locator('svg text', { hasText: /^kWh$/ })).toBeVisible();
  await doMes.screenshot({ path: test.info().outputPath('painel-mes-390-escuro.png') });
  await diaria.screenshot({ path: test.info().outputPath('painel-diaria-390-escuro.png') });
});
