import { expect, test } from '@playwright/test';
import { criarConta, entrarComo } from '../support/session.ts';

test.describe('fundação', () => {
  test('a API responde saúde com o banco embutido', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  test('/ leva a /app e a aplicação abre no Chromium', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page).toHaveTitle('Visão geral - Irradia');
    await expect(page.locator('#content-area')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Visão geral' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('três rotas com seus títulos, e uma desconhecida', async ({ page, request }) => {
    await entrarComo(page, await criarConta(request));
    const rotas = [
      ['/app/usinas', 'Usinas'],
      ['/app/financeiro/extrato', 'Extrato'],
      ['/app/irradiacao', 'Irradiação solar'],
    ] as const;
    for (const [url, titulo] of rotas) {
      await page.goto(url);
      await expect(page).toHaveTitle(`${titulo} - Irradia`);
      await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    }
    await page.goto('/app/nao/existe');
    await expect(page).toHaveTitle('Página não encontrada - Irradia');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });

  test('quem não entrou é levado a /entrar e volta para onde queria', async ({ page, request }) => {
    const conta = await criarConta(request);
    await page.goto('/app/setores');
    await expect(page).toHaveURL(/\/app\/entrar$/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(conta.email);
    await page.getByLabel('Senha').fill(conta.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/setores$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Setores' })).toBeVisible();
  });

  test('o tema alternado continua depois de recarregar', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/app/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/light/);

    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await page.getByRole('menuitem', { name: 'Tema escuro' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await expect(page.getByRole('menuitem', { name: 'Tema claro' })).toBeVisible();
  });
});
