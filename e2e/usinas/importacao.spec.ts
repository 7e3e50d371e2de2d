import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

test('importa usinas de um portal simulado pelo assistente, abre uma usina e vê o gráfico e os inversores', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Ivo Importador');
  await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol Importado', tipo: 'integrador' });
  await entrarComo(page, dono);
  await page.goto('/app/usinas');
  await expect(page.getByText('Nenhuma usina ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Importar usinas' }).first().click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Conectar ao portal' }).click();
  await expect(dialog.getByText('Selecione o fabricante do inversor')).toBeVisible();
  await dialog.getByLabel('Fabricante do inversor').selectOption('growatt');
  await dialog.getByLabel('Login do portal').fill('solar.e2e@irradia.com.br');
  await dialog.getByLabel('Senha do portal').fill('errada');
  await dialog.getByRole('button', { name: 'Conectar ao portal' }).click();
  await expect(dialog.getByText('Login ou senha do portal incorretos')).toBeVisible();
  await dialog.getByLabel('Senha do portal').fill('portal-e2e');
  await dialog.getByRole('button', { name: 'Conectar ao portal' }).click();

  await expect(dialog.getByText('Casa da Praia')).toBeVisible();
  await dialog.getByRole('button', { name: /Importar/ }).click();
  await expect(dialog.getByText('Selecione ao menos uma usina para importar')).toBeVisible();
  await dialog.getByText('Todas (2)').click();
  await page.screenshot({ path: test.info().outputPath('assistente-usinas.png') });
  await dialog.getByRole('button', { name: 'Importar 2 usina(s)' }).click();
  await expect(dialog.getByText('Importação concluída: 2 usina(s) com o histórico de geração.')).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: test.info().outputPath('assistente-concluido.png') });
  await dialog.getByRole('button', { name: 'Ver usinas' }).click();

  await expect(page.getByRole('link', { name: 'Casa da Praia' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sítio Boa Vista Offline/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('usinas.png'), fullPage: true });

  await page.getByRole('link', { name: 'Casa da Praia' }).click();
  await expect(page.getByRole('heading', { name: 'Casa da Praia' })).toBeVisible();
  await expect(page.getByTestId('grafico-geracao')).toBeVisible();
  await page.getByText('Ano', { exact: true }).click();
  await expect(page.getByTestId('periodo-geracao')).toHaveText(String(new Date().getFullYear()));
  await expect(page.getByTestId('grafico-geracao')).toBeVisible();

  // The yearly report downloads as a PDF named after the plant.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Relatório PDF' }).click();
  expect((await download).suggestedFilename()).toBe(
    `relatorio-casa-da-praia-${new Date().getFullYear()}.pdf`,
  );
  await expect(page.getByRole('row', { name: /Telhado norte/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Telhado leste/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('usina.png'), fullPage: true });

  // Tell the plant its city (for the expected generation).
  await page.getByRole('button', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog');
  await editar.getByLabel('Buscar cidade da usina').fill('recife');
  await editar.getByRole('button', { name: 'Recife - PE' }).click();
  await editar.getByLabel('Etiquetas').fill('Litoral, Técnico Ana');
  await editar.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usina atualizada')).toBeVisible();
  await expect(page.getByText('Recife - PE')).toBeVisible();
  await expect(page.getByText('Técnico Ana')).toBeVisible();

  // Transfer an inverter to the other plant.
  await page.getByRole('button', { name: 'Transferir Telhado leste' }).click();
  const transferir = page.getByRole('dialog');
  await transferir.getByLabel('Usina de destino').selectOption({ label: 'Sítio Boa Vista' });
  await transferir.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText('Telhado leste agora está em Sítio Boa Vista')).toBeVisible();
  await expect(page.getByRole('row', { name: /Telhado leste/ })).toBeHidden();
  await expect(page.getByRole('heading', { name: /Inversores \(1\)/ })).toBeVisible();
});
