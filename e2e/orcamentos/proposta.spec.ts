import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 25 as far as it is built: an orçamento for a quick lead made on the screen, its proposal
// computed, sent; the customer opens the public link without an account, sees the price and no
// cost, and accepts with name and CPF; the team is told and the list says "Aceita".

/** 500 kWh a month, bifásico, in São Paulo, priced from R$ 12.000 of kit (the shared worked case). */
function proposta(validade: string) {
  return {
    consumo_mensal_kwh: Array<number>(12).fill(500),
    cidade_ibge: 3550308,
    performance_ratio: 0.8,
    fornecimento: 'bifasico',
    modalidade: 'GD II',
    tarifa_rs_kwh: 1,
    fio_b_rs_kwh: 0.3,
    cobertura: 1,
    modulo_wp: 550,
    inversores_kw: [5, 3.6],
    razao_dc_ac_min: 1,
    razao_dc_ac_max: 1.3,
    custo_kit_rs: 12_345,
    servicos_rs: 2_800,
    margem: 0.2,
    impostos: 0.06,
    taxa_desconto_anual: 0.1,
    reajuste_anual: 0.05,
    degradacao_anual: 0.005,
    inicio_operacao: '2027-01',
    validade,
  };
}

test('orçamento para um contato, proposta enviada, aceita pelo cliente no link público', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ivo = await criarConta(request, 'Ivo Integrador');
  const empresa = (
    await chamar(request, ivo, 'post', '/api/empresas', { nome: 'Sol do Vale', tipo: 'integrador' })
  )?.data.uuid as string;

  await entrarComo(page, ivo);
  await page.goto('/app/orcamentos');
  await page.getByRole('button', { name: 'Novo orçamento' }).first().click();
  const novo = page.getByRole('dialog', { name: 'Novo orçamento' });
  await novo.getByText('Novo contato').click();
  await novo.getByLabel('Nome do contato').fill('Carla Souza');
  await novo.getByLabel('Telefone').fill('11987654321');
  await novo.getByRole('button', { name: 'Criar orçamento' }).click();
  await expect(page).toHaveURL(/\/app\/orcamentos\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { name: '#1 · Carla Souza' })).toBeVisible();

  // The inputs through the API (the form's fields are the unit tests'); the screen shows the figures.
  const validade = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await chamar(request, ivo, 'put', `/api/pedidos/${uuid}/proposta`, proposta(validade), empresa);
  await page.reload();
  const resultados = page.getByRole('region', { name: 'Resultados da proposta' });
  await expect(resultados).toContainText('kWp');
  await expect(page.getByTestId('payback-simples')).not.toHaveText('');

  await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
  await page
    .getByRole('alertdialog', { name: 'Enviar a proposta ao cliente' })
    .getByRole('button', { name: 'Enviar' })
    .click();
  const campoLink = page.getByRole('textbox', { name: 'Link da proposta' });
  await expect(campoLink).toHaveValue(/\/app\/proposta\/[\w-]+$/);
  const link = await campoLink.inputValue();

  // The customer, with no account, in another browser.
  const contexto = await browser.newContext();
  const cliente = await contexto.newPage();
  await cliente.goto(link);
  await expect(
    cliente.getByRole('heading', { name: 'Proposta de energia solar para Carla Souza' }),
  ).toBeVisible();
  await expect(cliente.getByText('Sol do Vale').first()).toBeVisible();
  await expect(cliente.getByTestId('preco')).toContainText('R$');
  // What the kit costs the integrador never reaches the customer.
  await expect(cliente.locator('body')).not.toContainText('12.345');
  await cliente.getByRole('button', { name: 'Aceitar proposta' }).click();
  await cliente.getByRole('textbox', { name: /Nome completo/ }).fill('Carla Souza');
  await cliente.getByRole('textbox', { name: /CPF/ }).fill('52998224725');
  await cliente.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(cliente.getByRole('heading', { name: 'Proposta aceita' })).toBeVisible();
  await contexto.close();

  // The team was told (opened, then accepted) and the list shows it.
  await expect(page.getByRole('button', { name: /Notificações: 2 não lidas/ })).toBeVisible();
  await page.goto('/app/orcamentos');
  await expect(page.getByRole('row', { name: /Carla Souza/ })).toContainText('Aceita');
});
