import { expect, test } from '@playwright/test';
import { criarConta, entrarComo } from '../support/session.ts';

test('registra a empresa, vê o passo concluído e alterna entre pessoal e empresa', async ({
  page,
  request,
}) => {
  await entrarComo(page, await criarConta(request, 'Rita Integradora'));
  await page.goto('/app/');
  const passo = page.getByTestId('passo-empresa');
  await expect(passo).toHaveAttribute('data-concluido', 'false');

  await page.getByRole('button', { name: 'Trocar de empresa' }).click();
  await page.getByRole('menuitem', { name: /Adicionar empresa/ }).click();
  await expect(page).toHaveURL(/\/app\/empresa\/registrar$/);
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  await expect(page.getByText('Informe o nome fantasia')).toBeVisible();
  await page.getByLabel('Nome fantasia').fill('Sol Nascente Energia');
  await page.getByLabel('CNPJ').fill('11222333000182');
  await page.getByRole('button', { name: 'Registrar empresa' }).click();
  await expect(page.getByText('Informe um CNPJ válido')).toBeVisible();
  await page.getByLabel('CNPJ').fill('11222333000181');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByLabel('Filial').fill('Matriz Campinas');
  await page.getByRole('button', { name: 'Registrar empresa' }).click();

  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(passo).toHaveAttribute('data-concluido', 'true');
  await expect(page.getByTestId('tutorial-card').getByText('Sol Nascente Energia')).toBeVisible();
  await expect(page.getByTestId('tutorial-card').getByText('Matriz Campinas')).toBeVisible();
  const trocar = page.getByRole('button', { name: 'Trocar de empresa' });
  await expect(trocar).toContainText('Sol Nascente Energia');

  await trocar.click();
  await page.getByRole('menuitem', { name: /Conta pessoal/ }).click();
  await expect(page).toHaveURL(/\/app\/usinas$/);
  await expect(trocar).toContainText('Conta pessoal');

  await trocar.click();
  await page.getByRole('menuitem', { name: /Sol Nascente Energia/ }).click();
  await expect(trocar).toContainText('Sol Nascente Energia');
  // The selected company goes with every call: usuarios/me now answers as its partner.
  await page.goto('/app/');
  await expect(page.getByRole('link', { name: 'Funcionários' })).toBeVisible();
});

test('edita a empresa e a exclui digitando o nome exato', async ({ page, request }) => {
  const dono = await criarConta(request, 'Edu Editor');
  await request.post('/api/empresas', {
    data: { nome: 'Luz do Dia', tipo: 'integrador' },
    headers: { authorization: `Bearer ${dono.token}` },
  });
  await entrarComo(page, dono);
  await page.goto('/app/empresa');
  await expect(page.getByLabel('Nome fantasia')).toHaveValue('Luz do Dia');
  await page.getByLabel('Slogan').fill('Energia limpa todo dia');
  await page.getByLabel('Instagram').fill('instagram');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informe um endereço (URL) válido')).toBeVisible();
  await page.getByLabel('Instagram').fill('https://instagram.com/luzdodia');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Dados da empresa salvos')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Slogan')).toHaveValue('Energia limpa todo dia');

  await page.getByRole('button', { name: 'Excluir empresa' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Digite o nome da empresa').fill('luz do dia');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByText('O nome digitado é diferente')).toBeVisible();
  await dialog.getByLabel('Digite o nome da empresa').fill('Luz do Dia');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('button', { name: 'Trocar de empresa' })).toContainText('Conta pessoal');
});
