import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

test('escolhe uma cidade sem digitar acentos e vê o gráfico e a tabela da irradiação', async ({
  page,
  request,
}) => {
  await entrarComo(page, await criarConta(request, 'Irene Irradiação'));
  await page.goto('/app/irradiacao');
  await page.getByLabel('Estado').selectOption({ label: 'Pernambuco' });
  await page.getByLabel('Buscar cidade').fill('petrolina');
  await page.getByRole('button', { name: 'Petrolina - PE' }).click();
  await expect(page.getByRole('heading', { name: 'Petrolina - PE' })).toBeVisible();
  await expect(page.getByTestId('grafico-irradiacao')).toBeVisible();
  // January on the tilted plane: 6,006 Wh/m²·day in the Atlas.
  await expect(page.getByRole('row', { name: /Jan 6,01/ })).toBeVisible();
  await expect(page.getByText(/Atlas Brasileiro de Energia Solar/)).toBeVisible();
});

test('o integrador registra a irradiação própria de uma cidade e volta ao Atlas', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Ivo Integrador');
  await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol do Sertão', tipo: 'integrador' });
  await entrarComo(page, dono);
  await page.goto('/app/irradiacao');
  await page.getByLabel('Buscar cidade').fill('petrolina');
  await page.getByRole('button', { name: 'Petrolina - PE' }).click();
  await page.getByRole('button', { name: 'Usar valores próprios' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Janeiro')).toHaveValue('6,01');
  await dialog.getByLabel('Janeiro').fill('6,5');
  await page.screenshot({ path: test.info().outputPath('irradiacao-edicao.png') });
  await dialog.getByRole('button', { name: 'Salvar valores' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Valores próprios', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Jan 6,50 6,01/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('irradiacao-propria.png'), fullPage: true });

  await page.getByRole('button', { name: 'Voltar ao Atlas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Voltar ao Atlas' }).click();
  await expect(page.getByRole('row', { name: /Jan 6,01/ })).toBeVisible();
  await expect(page.getByText('Atlas', { exact: true })).toBeVisible();
});
