import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 23: the seventeen makers with their cloud health, and a maker whose API needs a contract
// (Fronius' paid Query API): the wizard says so plainly and offers the plant made by hand with the
// portal's export uploaded, which opens on the new plant's page.
test('lista os 17 fabricantes; a Fronius avisa do contrato e leva ao cadastro com a exportação', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Fábio Fronius');
  await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol Sob Contrato', tipo: 'integrador' });
  await entrarComo(page, dono);

  await page.goto('/app/fabricantes');
  for (const nome of ['Huawei FusionSolar', 'GoodWe', 'Deye', 'Hoymiles', 'APsystems', 'SolaX', 'Fronius'])
    await expect(page.getByText(nome, { exact: true }).first(), nome).toBeVisible();

  await page.goto('/app/usinas');
  await page.getByRole('button', { name: 'Importar usinas' }).first().click();
  const dialog = page.getByRole('dialog');
  const fabricante = dialog.getByLabel('Fabricante do inversor');
  await expect(fabricante.getByRole('option')).toHaveCount(18);
  await fabricante.selectOption('fronius');
  const aviso = dialog.getByTestId('contrato-do-fabricante');
  await expect(aviso).toContainText('A API deste fabricante exige contrato');
  await expect(aviso).toContainText('Fronius');
  await page.screenshot({ path: test.info().outputPath('assistente-fronius.png') });
  // Who has the contract still can type the key in: the fields stay there.
  await expect(dialog.getByRole('button', { name: 'Conectar ao portal' })).toBeVisible();
  await aviso.getByRole('button', { name: 'Cadastrar a usina e enviar a exportação' }).click();

  const nova = page.getByRole('dialog', { name: 'Nova usina' });
  await nova.getByLabel(/^Nome/).fill('Oficina Fronius');
  await nova.getByLabel('Buscar cidade da usina').fill('curitiba');
  await nova.getByRole('button', { name: 'Curitiba - PR' }).click();
  await nova.getByLabel(/Potência instalada/).fill('8,2');
  await nova.getByLabel(/Data de instalação/).fill('2023-05-02');
  await nova.getByRole('button', { name: 'Criar usina' }).click();
  // The export upload opens by itself on the new plant's page; closed, the page is there.
  const upload = page.getByRole('dialog', { name: 'Importar geração' });
  await expect(upload.getByLabel('Planilha (CSV ou XLSX)')).toBeAttached();
  await expect(page).toHaveURL(/\/app\/usinas\/[0-9a-f-]{36}\?importar=geracao$/);
  await page.screenshot({ path: test.info().outputPath('exportacao.png') });
  await upload.getByRole('button', { name: 'Cancelar' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Oficina Fronius' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/usinas\/[0-9a-f-]{36}$/);
});
