import { expect, test } from '@playwright/test';
import { empresaComUsinasImportadas, entrarComo } from '../support/session.ts';

test('o painel do integrador mostra geração e situação das usinas importadas; edita, salva como modelo e o encontra selecionado ao recarregar', async ({
  page,
  request,
}) => {
  const { dono } = await empresaComUsinasImportadas(request, 'Paula Painel', 'Sol do Painel', [
    '5001',
    '5002',
  ]);

  await entrarComo(page, dono);
  await page.goto('/app');
  const usinas = page.getByRole('region', { name: 'Usinas', exact: true });
  await expect(usinas).toBeVisible();
  await expect(usinas.getByRole('list', { name: 'Usinas por situação' })).toContainText('Offline');
  await expect(page.getByRole('region', { name: 'Geração do mês' })).toContainText('kWh');
  await expect(page.getByRole('region', { name: 'Usinas com problema' })).toContainText('Sítio Boa Vista');
  await page.screenshot({ path: test.info().outputPath('painel.png'), fullPage: true });

  await page.getByRole('button', { name: 'Editar painel' }).click();
  await page.getByRole('button', { name: 'Remover Clientes' }).click();
  await page.getByRole('button', { name: 'Salvar como modelo' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByLabel('Nome do modelo').fill('Só monitoramento');
  await dialogo.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText('Modelo "Só monitoramento" salvo')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Modelo do painel')).toHaveValue(/.+/);
  await expect(page.getByLabel('Modelo do painel').locator('option:checked')).toHaveText('Só monitoramento');
  await expect(page.getByRole('region', { name: 'Usinas', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Clientes', exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('painel-modelo.png'), fullPage: true });
});
