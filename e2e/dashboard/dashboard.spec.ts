import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

test('o painel do integrador mostra geração e situação das usinas importadas; edita, salva como modelo e o encontra selecionado ao recarregar', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Paula Painel');
  const empresa = (
    await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol do Painel', tipo: 'integrador' })
  )?.data.uuid as string;
  const conta = await chamar(
    request,
    dono,
    'post',
    '/api/portais',
    { fabricante: 'growatt', login: 'solar.e2e@irradia.com.br', senha: 'portal-e2e' },
    empresa,
  );
  await chamar(
    request,
    dono,
    'post',
    '/api/importacoes',
    { conta: conta?.data.uuid, usinas: ['5001', '5002'] },
    empresa,
  );
  await expect
    .poll(
      async () =>
        (
          (await chamar(request, dono, 'get', '/api/usinas', undefined, empresa)) as unknown as {
            data: unknown[];
          }
        ).data.length,
      { timeout: 30_000 },
    )
    .toBe(2);

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
