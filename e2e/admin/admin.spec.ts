import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

test('o administrador vê os contadores do dia, encontra um usuário e acessa a conta dele', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/usuarios', {
    data: { nome: 'Admin E2E', email: 'admin.e2e@irradia.com.br', password: 'admin123', termos: true },
  });
  const login =
    res.status() === 201
      ? res
      : await request.post('/api/usuarios/login', {
          data: { email: 'admin.e2e@irradia.com.br', password: 'admin123' },
        });
  const body = (await login.json()) as { auth: { token: string }; user: Record<string, unknown> };
  const admin = {
    nome: 'Admin E2E',
    email: 'admin.e2e@irradia.com.br',
    password: 'admin123',
    token: body.auth.token,
    user: body.user,
  };
  await chamar(request, admin, 'post', '/api/empresas', { nome: 'Irradia Sistema', tipo: 'sistema' });
  const alvo = await criarConta(request, 'Pessoa Suporte');

  await entrarComo(page, admin);
  await page.goto('/app/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(page.getByTestId('usuarios-hoje')).not.toHaveText('—');
  await page.getByLabel('Buscar usuário').fill(alvo.email);
  const linha = page.getByRole('row', { name: /Pessoa Suporte/ });
  await expect(linha).toBeVisible();
  await linha.getByRole('button', { name: 'Acessar como' }).click();
  await expect(page.getByText('Você está na conta de Pessoa Suporte')).toBeVisible();
  await expect(page.getByText('Olá, Pessoa!')).toBeVisible();

  // An ordinary account never sees the admin area.
  await page.goto('/app/usuarios');
  await expect(page.getByText('Esta área é da administração do sistema.')).toBeVisible();
});
