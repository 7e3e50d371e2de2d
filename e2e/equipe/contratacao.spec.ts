import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo, ultimoLinkDoOutbox } from '../support/session.ts';

test('contrata pela tela, o funcionário entra pelo e-mail de primeiro acesso e vê o menu do seu cargo', async ({
  page,
  request,
}) => {
  const dona = await criarConta(request, 'Dona da Empresa');
  const empresa = await chamar(request, dona, 'post', '/api/empresas', {
    nome: 'Raio de Sol',
    tipo: 'integrador',
  });
  const e = empresa?.data.uuid as string;
  const setor = await chamar(request, dona, 'post', '/api/setores', { nome: 'Campo' }, e);
  await chamar(
    request,
    dona,
    'post',
    '/api/cargos',
    { nome: 'Técnico de campo', setor: setor?.data.uuid, permissoes: ['setor:view'] },
    e,
  );

  await entrarComo(page, dona);
  await page.goto('/app/funcionarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Funcionários' })).toBeVisible();
  await page.getByRole('button', { name: 'Contratar' }).click();
  const dialog = page.getByRole('dialog');
  const email = `tecnico.${Date.now()}@exemplo.com.br`;
  await dialog.getByLabel('Nome completo').fill('Tiago Técnico');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Cargo').selectOption({ label: 'Técnico de campo' });
  await dialog.getByRole('button', { name: 'Contratar' }).click();
  await expect(page.getByText('Funcionário contratado: enviamos o primeiro acesso por e-mail')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Tiago Técnico/ }).first()).toBeVisible();

  // The employee, in a fresh browser context, follows the e-mailed link.
  const outra = await page
    .context()
    .browser()
    ?.newContext({ baseURL: page.url().split('/app')[0] });
  if (!outra) throw new Error('sem navegador');
  const tiago = await outra.newPage();
  await tiago.goto(ultimoLinkDoOutbox(email, 'primeiro/acesso'));
  await expect(tiago).toHaveTitle('Primeiro acesso - Irradia');
  await tiago.getByLabel('Nova senha', { exact: true }).fill('tiago123');
  await tiago.getByLabel('Confirme a nova senha').fill('tiago123');
  await tiago.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(tiago.getByText('Olá, Tiago!')).toBeVisible();
  await expect(tiago.getByRole('button', { name: 'Trocar de empresa' })).toContainText('Raio de Sol');

  const menu = tiago.getByRole('navigation', { name: 'Navegação principal' });
  await expect(menu.getByRole('link', { name: 'Setores' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Funcionários' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Cargos' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Usinas' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Setores' }).click();
  await expect(tiago.getByRole('cell', { name: /Campo/ })).toBeVisible();
  await expect(tiago.getByRole('button', { name: 'Novo setor' })).toHaveCount(0);
  await outra.close();
});

test('quem já tem conta recebe o convite no painel, aceita e passa a ver a empresa', async ({
  page,
  request,
}) => {
  const dona = await criarConta(request, 'Dona Convite');
  const empresa = await chamar(request, dona, 'post', '/api/empresas', {
    nome: 'Convite Solar',
    tipo: 'integrador',
  });
  const convidada = await criarConta(request, 'Vera Convidada');
  await chamar(
    request,
    dona,
    'post',
    '/api/funcionarios',
    { nome: 'Vera Convidada', email: convidada.email },
    empresa?.data.uuid as string,
  );

  await entrarComo(page, convidada);
  await page.goto('/app/');
  const card = page.getByTestId('convites');
  await expect(card).toContainText('Convite Solar convidou você para a equipe.');
  await card.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Convite aceito: a empresa já aparece no seletor')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Trocar de empresa' })).toContainText('Convite Solar');
});
