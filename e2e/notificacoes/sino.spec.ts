import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

test('uma notificação criada pela API aparece no sino sem recarregar, e a contagem cai ao ler', async ({
  page,
  request,
}) => {
  const dona = await criarConta(request, 'Dora Dona');
  const carla = await criarConta(request, 'Carla Convidada');
  const empresa = await chamar(request, dona, 'post', '/api/empresas', {
    nome: 'Sol em Tempo Real',
    tipo: 'integrador',
  });
  await entrarComo(page, carla);
  // The channel is live once the subscribe call answers 204 (it may come before the page settles).
  const assinou = page.waitForResponse(
    (r) => r.url().endsWith('/__transmit/subscribe') && r.status() === 204,
  );
  await page.goto('/app/');
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await assinou;

  await chamar(
    request,
    dona,
    'post',
    '/api/funcionarios',
    { nome: 'Carla Convidada', email: carla.email },
    empresa?.data.uuid,
  );
  const sino = page.getByRole('button', { name: 'Notificações: 1 não lidas' });
  await expect(sino).toBeVisible();
  // A toast tells it, and the dashboard's invitations card shows the invitation at once.
  await expect(
    page.locator('[data-scope="toast"]').getByText('Convite para a equipe de Sol em Tempo Real'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
  await expect(page.getByTestId('contagem-notificacoes')).toHaveText('1');
  await sino.screenshot({ path: test.info().outputPath('sino.png') });

  await sino.click();
  await page.screenshot({ path: test.info().outputPath('sino-aberto.png') });
  await page.getByRole('button', { name: /Convite para a equipe de Sol em Tempo Real \(não lida\)/ }).click();
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
});
