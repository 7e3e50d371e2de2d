import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { empresaComUsinasImportadas, entrarComo } from '../support/session.ts';

// Generated with invoice-pdf/fixtures/gerar.ts in the CPFL layout (no real customer).
const PDF_CPFL = join(
  import.meta.dirname,
  '../../apps/server/src/connectors/utilities/invoice-pdf/fixtures/cpfl-gerada.pdf',
);

test('liga uma usina à concessionária simulada, acompanha as etapas, abre uma fatura importada e baixa o PDF; envia um PDF e confirma os campos', async ({
  page,
  request,
}) => {
  // A plant to link: imported from the simulated Growatt portal through the API.
  const {
    dono,
    usinas: [usina],
  } = await empresaComUsinasImportadas(request, 'Fábio Faturas', 'Sol Faturado', ['5001']);

  await entrarComo(page, dono);
  // The only company of the account is selected on arrival.
  await page.goto('/app/usinas');
  await expect(page.getByRole('link', { name: 'Casa da Praia' })).toBeVisible();
  await page.goto(`/app/usinas/${usina}/fatura`);
  await page.getByRole('button', { name: 'Ligar ao aplicativo da concessionária' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Conectar e importar' }).click();
  await expect(dialogo.getByText('Informe a concessionária')).toBeVisible();
  const select = dialogo.getByLabel('Concessionária');
  await select.selectOption({
    label: (await select.locator('option', { hasText: 'Celesc' }).first().textContent()) ?? '',
  });
  await expect(dialogo.getByTestId('explicacao-acesso')).toBeVisible();
  await dialogo.getByLabel('Login do aplicativo').fill('cliente.e2e@celesc.com.br');
  await dialogo.getByLabel('Senha do aplicativo').fill('celesc-e2e');
  await dialogo.getByLabel('Importar faturas desde').fill('2026-06-01');
  await dialogo.getByRole('button', { name: 'Conectar e importar' }).click();
  await expect(dialogo.getByRole('list', { name: 'Etapas da integração' })).toBeVisible();
  await expect(dialogo.getByTestId('faturas-importadas')).toHaveText('3 fatura(s) importada(s)', {
    timeout: 30_000,
  });
  await expect(dialogo.getByRole('button', { name: 'Ver faturas' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('integracao-concluida.png') });
  await dialogo.getByRole('button', { name: 'Ver faturas' }).click();

  // The imported invoices on the plant's page; open the newest and download its PDF.
  const agosto = page.getByRole('link', { name: 'Agosto/2026' }).first();
  await expect(agosto).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('usina-fatura.png'), fullPage: true });
  await agosto.click();
  await expect(page).toHaveURL(/\/app\/faturas\/[0-9a-f-]{36}$/);
  await expect(page.getByText('43210987').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await download).suggestedFilename()).toBe('fatura-2026-08.pdf');
  await page.screenshot({ path: test.info().outputPath('fatura.png'), fullPage: true });

  // Upload a PDF invoice: the fields read come prefilled for confirmation.
  await page.goto('/app/faturas');
  await page.getByRole('button', { name: 'Enviar fatura em PDF' }).first().click();
  const envio = page.getByRole('dialog');
  await envio.getByLabel('Fatura em PDF').setInputFiles(PDF_CPFL);
  await envio.getByRole('button', { name: 'Ler fatura' }).click();
  await expect(envio.getByText('Confira a fatura')).toBeVisible({ timeout: 20_000 });
  await expect(envio.getByLabel('Consumo (kWh)')).not.toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('confira-fatura.png'), fullPage: true });
  const unidade = envio.getByLabel(/Unidade consumidora/);
  if ((await unidade.inputValue()) === '') await unidade.selectOption({ index: 1 });
  await envio.getByRole('button', { name: 'Salvar fatura' }).click();
  await expect(page.getByText('Fatura salva')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Março/2025' }).click();
  await expect(page.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('fatura-do-pdf.png'), fullPage: true });

  // The unit the integration created, with its quota, and the utilities with how each imports.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/beneficiarias');
  await expect(page.getByText('43210987').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('beneficiarias.png'), fullPage: true });
  await page.goto('/app/concessionarias');
  await expect(page.getByText('Celesc-DIS').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('concessionarias.png'), fullPage: true });
});
