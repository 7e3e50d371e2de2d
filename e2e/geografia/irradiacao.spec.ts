import { expect, test } from '@playwright/test';
import { criarConta, entrarComo } from '../support/session.ts';

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
