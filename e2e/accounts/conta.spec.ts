import { expect, type Page, test } from '@playwright/test';
import { ultimoLinkDoOutbox } from '../support/session.ts';

// The whole account life of one person, through the screens only.
test.describe.configure({ mode: 'serial' });

const email = `ana.${Date.now()}@exemplo.com.br`;
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

async function sair(page: Page) {
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/app\/entrar$/);
}

async function entrar(page: Page, senha: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('cadastro, saída, senha errada e entrada', async ({ page }) => {
  await page.goto('/app/registrar');
  await expect(page).toHaveTitle('Criar conta - Irradia');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Informe o nome')).toBeVisible();
  await expect(page.getByText('Os termos não foram aceitos')).toBeVisible();

  await page.getByLabel('Nome').fill('Ana Souza');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Telefone').fill('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 9 8765-4321');
  await page.getByLabel('Senha').fill('abc');
  await page.getByText('Li e aceito os termos').click();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Informe uma senha com no mínimo 4 caracteres')).toBeVisible();
  await page.getByLabel('Senha').fill('senha-da-ana');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Olá, Ana!')).toBeVisible();

  await sair(page);
  await entrar(page, 'senha-errada');
  await expect(toast(page, 'E-mail ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/entrar$/);
  await entrar(page, 'senha-da-ana');
  await expect(page.getByText('Olá, Ana!')).toBeVisible();
});

test('recupera a senha pelo link do e-mail', async ({ page }) => {
  await page.goto('/app/recuperar');
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(toast(page, 'Informe o e-mail')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(toast(page, 'Enviamos um link de recuperação')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/entrar$/);

  const link = ultimoLinkDoOutbox(email, 'recuperar');
  await page.goto(link);
  await expect(page).toHaveTitle('Nova senha - Irradia');
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha');
  await page.getByLabel('Confirme a nova senha').fill('outra');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('nova-senha');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page.getByText('Olá, Ana!')).toBeVisible();

  await sair(page);
  await entrar(page, 'nova-senha');
  await expect(page.getByText('Olá, Ana!')).toBeVisible();
});

test('edita a conta e agenda e cancela a exclusão', async ({ page }) => {
  await page.goto('/app/entrar');
  await entrar(page, 'nova-senha');
  await expect(page.getByText('Olá, Ana!')).toBeVisible();
  await page.goto('/app/conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await page.getByLabel('Nome').fill('Ana Maria Souza');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Dados salvos')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Ana Maria Souza');

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('E-mail').fill('outra@exemplo.com');
  await dialog.getByRole('button', { name: 'Agendar exclusão' }).click();
  await expect(dialog.getByText('O nome digitado é diferente')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Agendar exclusão' }).click();
  await expect(page.getByText(/Exclusão agendada para/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar exclusão' }).click();
  await expect(toast(page, 'Exclusão cancelada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
});
