import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

test('fixa itens, reordena arrastando e a ordem continua depois de recarregar; modo mini', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Menu Dono');
  await chamar(request, dono, 'post', '/api/empresas', { nome: 'Menu Solar', tipo: 'integrador' });
  await entrarComo(page, dono);
  await page.goto('/app/');
  const principal = page.getByTestId('menu-principal');
  // Default pins (spec §9): plants and budget (orçamentos, visible to an integrador since issue 25).
  await expect(principal.getByRole('link', { name: 'Usinas' })).toBeVisible();
  await expect(principal.getByRole('link', { name: 'Orçamentos' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'Fixar Setores' }).click();
  await nav.getByRole('button', { name: 'Fixar Clientes' }).click();
  const ordem = () =>
    principal
      .locator('[data-menu-pinned]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-pinned')));
  await expect.poll(ordem).toEqual(['usinas', 'orcamentos', 'setores', 'clientes']);

  // Drag "Clientes" above "Usinas" (more than the 10 px activation distance). Pinning scrolled the
  // menu down to the entries pinned; the pinned list comes back into view first.
  await principal.locator('[data-menu-pinned="usinas"]').scrollIntoViewIfNeeded();
  const de = await principal.locator('[data-menu-pinned="clientes"]').boundingBox();
  const para = await principal.locator('[data-menu-pinned="usinas"]').boundingBox();
  if (!de || !para) throw new Error('itens sem posição');
  await page.mouse.move(de.x + 40, de.y + de.height / 2);
  await page.mouse.down();
  await page.mouse.move(de.x + 40, de.y + de.height / 2 - 15, { steps: 5 });
  await page.mouse.move(para.x + 40, para.y + 4, { steps: 10 });
  await page.mouse.up();
  await expect.poll(ordem).toEqual(['clientes', 'usinas', 'orcamentos', 'setores']);

  await page.reload();
  await expect.poll(ordem).toEqual(['clientes', 'usinas', 'orcamentos', 'setores']);

  await principal.getByRole('button', { name: 'Desafixar Setores' }).click();
  await expect.poll(ordem).toEqual(['clientes', 'usinas', 'orcamentos']);

  // Mini mode: 64 px wide, labels only as tooltips; kept after a reload.
  const menu = page.getByTestId('side-menu');
  await expect(menu).toHaveCSS('width', '230px');
  await page.getByRole('button', { name: 'Alternar menu' }).click();
  await expect(menu).toHaveCSS('width', '64px');
  await page.reload();
  await expect(menu).toHaveCSS('width', '64px');
  await expect(nav.getByRole('link', { name: 'Usinas' }).first()).toBeVisible();
  // Hovering a section in mini mode opens its card with the labelled entries at once.
  await page.getByTestId('mini-Funcionários').hover();
  const card = page.locator('[data-scope="hover-card"][data-part="content"][data-state="open"]');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Cargos' })).toBeVisible();
  await card.getByRole('link', { name: 'Cargos' }).click();
  await expect(page).toHaveURL(/\/app\/cargos$/);
});

test('no celular o menu é uma gaveta que fecha ao arrastar para a esquerda', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await entrarComo(page, await criarConta(request, 'Menu Celular'));
  await page.goto('/app/');
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.getByRole('button', { name: 'Alternar menu' }).click();
  const gaveta = page.getByTestId('menu-drawer');
  await expect(gaveta).toBeVisible();
  // Wait for the slide-in to finish before measuring where to swipe.
  await expect.poll(async () => (await gaveta.boundingBox())?.x).toBe(0);
  const box = await gaveta.boundingBox();
  if (!box) throw new Error('gaveta sem posição');
  // A short swipe (under 75 px) keeps it open; a longer one closes it.
  const y = box.y + box.height - 40;
  await page.mouse.move(box.x + 200, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, y, { steps: 5 });
  await page.mouse.up();
  await expect(gaveta).toBeVisible();
  await page.mouse.move(box.x + 200, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, y, { steps: 5 });
  await page.mouse.up();
  await expect(gaveta).toBeHidden();
});
