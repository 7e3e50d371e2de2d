import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

test('cadastra um cliente com busca de CEP, encontra na busca, remove e restaura', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Carla Clientes');
  await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol Clientes', tipo: 'integrador' });
  await entrarComo(page, dono);
  await page.goto('/app/clientes');
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="nome"]').fill('Maria Aparecida');
  await dialog.getByLabel('CPF').fill('52998224724');
  await dialog.getByRole('textbox', { name: 'CEP' }).fill('99999999');
  await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(dialog.getByText('CEP não encontrado')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'CEP' }).fill('13015904');
  await expect(dialog.getByRole('textbox', { name: 'CEP' })).toHaveValue('13015-904');
  await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(dialog.getByTestId('cidade-cliente')).toHaveText('Campinas - SP');
  await expect(dialog.getByLabel('Logradouro')).toHaveValue('Rua Conceição');
  await dialog.getByLabel('Número').fill('100');
  await dialog.getByLabel('Dia do aniversário').selectOption('31');
  await dialog.getByLabel('Mês do aniversário').selectOption({ label: 'Fevereiro' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe um CPF válido')).toBeVisible();
  await expect(dialog.getByText('Informe um dia e mês válidos')).toBeVisible();
  await dialog.getByLabel('CPF').fill('52998224725');
  await dialog.getByLabel('Dia do aniversário').selectOption('28');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cliente cadastrado')).toBeVisible();

  await page.getByLabel('Buscar cliente').fill('529.982');
  const linha = page.getByRole('row', { name: /Maria Aparecida/ });
  await expect(linha).toBeVisible();
  await expect(linha).toContainText('529.982.247-25');
  await linha.getByRole('button', { name: 'Remover Maria Aparecida' }).click();
  await expect(page.getByText('Cliente removido')).toBeVisible();
  await expect(linha).toHaveCount(0);

  await page.getByRole('tab', { name: 'Removidos' }).click();
  const removida = page.getByRole('row', { name: /Maria Aparecida/ });
  await removida.getByRole('button', { name: 'Restaurar Maria Aparecida' }).click();
  await expect(page.getByText('Cliente restaurado')).toBeVisible();
  await page.getByRole('tab', { name: 'Clientes' }).click();
  await expect(page.getByRole('row', { name: /Maria Aparecida/ })).toBeVisible();
});
