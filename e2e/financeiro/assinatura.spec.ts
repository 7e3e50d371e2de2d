import { expect, test } from '@playwright/test';
import { type ContaTeste, chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 27, the subscription: `sistema` offers a plan limited to one plant; an integrator starts
// its trial on /assinatura, then imports two plants from its maker's cloud and is told the plan's
// limit, naming it, instead of going over it.

async function administrador(request: Parameters<typeof criarConta>[0]): Promise<ContaTeste> {
  const dados = { nome: 'Admin E2E', email: 'admin.e2e@irradia.com.br', password: 'admin123', termos: true };
  const res = await request.post('/api/usuarios', { data: dados });
  const login =
    res.status() === 201
      ? res
      : await request.post('/api/usuarios/login', { data: { email: dados.email, password: dados.password } });
  const body = (await login.json()) as { auth: { token: string }; user: Record<string, unknown> };
  return { ...dados, token: body.auth.token, user: body.user };
}

test('o integrador assina um plano de 1 usina e, ao importar 2, é avisado do limite do plano', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await administrador(request);
  const sistema = (
    await chamar(request, admin, 'post', '/api/empresas', { nome: 'Irradia Planos', tipo: 'sistema' })
  )?.data.uuid as string;
  const nomePlano = `Solo ${Date.now().toString(36)}`;
  await chamar(
    request,
    admin,
    'post',
    '/api/planos',
    {
      nome: nomePlano,
      descricao: 'Para quem está começando',
      preco_mensal_rs: 49.9,
      preco_anual_rs: 499,
      limite_usinas: 1,
      limite_usuarios: 3,
      recursos: ['monitoramento', 'faturas'],
      dias_teste: 14,
    },
    sistema,
  );

  const ivo = await criarConta(request, 'Iara Limite');
  const empresa = (
    await chamar(request, ivo, 'post', '/api/empresas', { nome: 'Sol Pequeno', tipo: 'integrador' })
  )?.data.uuid as string;
  await entrarComo(page, ivo);
  await page.goto('/app/assinatura');
  await expect(page.getByRole('heading', { name: 'Escolha um plano' })).toBeVisible();
  const cartao = page.getByRole('article', { name: nomePlano });
  await expect(cartao).toContainText('Usinas1');
  await cartao.getByRole('button', { name: 'Começar teste grátis' }).click();
  const dialogo = page.getByRole('dialog', { name: `Assinar o plano ${nomePlano}` });
  await dialogo.getByRole('button', { name: 'Começar teste grátis' }).click();
  await expect(page.getByText('Teste grátis iniciado')).toBeVisible();
  await expect(page.getByText('Período de teste').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('assinatura.png'), fullPage: true });

  await page.goto('/app/usinas');
  await page.getByRole('button', { name: 'Importar usinas' }).first().click();
  const importar = page.getByRole('dialog');
  await importar.getByRole('button', { name: 'Conectar ao portal' }).click();
  await importar.getByLabel('Fabricante do inversor').selectOption('growatt');
  await importar.getByLabel('Login do portal').fill('solar.e2e@irradia.com.br');
  await importar.getByLabel('Senha do portal').fill('portal-e2e');
  await importar.getByRole('button', { name: 'Conectar ao portal' }).click();
  await expect(importar.getByText('Casa da Praia')).toBeVisible();
  await importar.getByText('Todas (2)').click();
  await importar.getByRole('button', { name: 'Importar 2 usina(s)' }).click();
  await expect(
    page.getByText(`O plano ${nomePlano} permite até 1 usina. Mude de plano em Assinatura`).first(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('limite.png') });
  // Nothing was imported past the plan.
  const usinas = (await chamar(request, ivo, 'get', '/api/usinas', undefined, empresa)) as unknown as {
    meta: { total: number };
  };
  expect(usinas.meta.total).toBe(0);
});
