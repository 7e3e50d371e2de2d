import { expect, test } from '@playwright/test';
import { criarConta, entrarComo } from '../support/session.ts';

test('escolhe receber os alertas das usinas num resumo diário por e-mail, e a escolha fica', async ({
  page,
  request,
}) => {
  await entrarComo(page, await criarConta(request, 'Paula Preferência'));
  await page.goto('/app/conta');
  await expect(page.getByRole('radio', { name: 'Só no sino do aplicativo' })).toBeChecked();
  await page.getByText('Um resumo por e-mail por dia (a partir das 8h)').click();
  await expect(page.getByText('Preferência de alertas salva')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('radio', { name: 'Um resumo por e-mail por dia (a partir das 8h)' }),
  ).toBeChecked();
});
