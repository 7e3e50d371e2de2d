import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

// A real CEMIG invoice (GD I beneficiary, June 2023) from the shared training set beside the repository,
// with its truth file: total R$ 104,57, due 13/07/2023, installation 3001117181.
const repoRoot = resolve(import.meta.dirname, '../..');
const PDF_CEMIG = resolve(
  repoRoot,
  '../shared/data/faturas/treino/cemig/cemig_3001117181_2023-06_gd1_beneficiaria.pdf',
);
const LUGAR = /pág\. 1 · linha \d+/;

async function empresaNova(request: Parameters<typeof criarConta>[0], pessoa: string, nome: string) {
  const dono = await criarConta(request, pessoa);
  await chamar(request, dono, 'post', '/api/empresas', { nome, tipo: 'integrador' });
  return dono;
}

test('a conferência de uma fatura CEMIG real mostra os valores lidos, onde cada um está no PDF, e o PDF ao lado', async ({
  page,
  request,
}) => {
  const dono = await empresaNova(request, 'Clara Conferência', 'Sol Conferido');
  // The preview is a frame of the file in memory (blob:): the app's CSP must let it load.
  const bloqueios: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) bloqueios.push(m.text());
  });
  await entrarComo(page, dono);
  await page.goto('/app/faturas');
  await page.getByRole('button', { name: 'Enviar fatura em PDF' }).first().click();
  const envio = page.getByRole('dialog');
  await envio.getByLabel('Fatura em PDF').setInputFiles(PDF_CEMIG);
  await envio.getByRole('button', { name: 'Ler fatura' }).click();
  await expect(envio.getByRole('heading', { name: 'Confira a fatura' })).toBeVisible({ timeout: 30_000 });

  await expect(envio.getByLabel('Mês de referência')).toHaveValue('2023-06');
  await expect(envio.getByLabel('Valor total (R$)')).toHaveValue('104,57');
  await expect(envio.getByLabel('Vencimento')).toHaveValue('2023-07-13');
  const campo = (nome: string) => envio.locator(`[data-campo="${nome}"]`);
  await expect(campo('matricula')).toContainText('3001117181');

  // Where the reader found each of them: a page and printed line, with that line's text.
  for (const nome of ['mes_referencia', 'vencimento', 'valor_total_rs', 'matricula']) {
    const lugar = campo(nome).getByRole('button', { name: LUGAR });
    await expect(lugar, `lugar de ${nome}`).toBeVisible();
    await expect(lugar).toHaveText(LUGAR);
    await expect(campo(nome).getByText(/^“.+”$/)).toBeVisible();
  }
  await expect(campo('valor_total_rs').getByText(/104,57/)).toBeVisible();

  // The chosen file beside the form, opened at the page of the place clicked.
  const previa = envio.getByTestId('previa-pdf');
  await expect(previa.getByRole('link', { name: /Abrir o PDF em outra aba/ }).first()).toHaveAttribute(
    'href',
    /^blob:.*#page=1$/,
  );
  await expect(previa.locator('iframe')).toHaveAttribute('src', /^blob:.*#page=1/);
  await campo('valor_total_rs').getByRole('button', { name: LUGAR }).click();
  await expect(previa).toHaveAttribute('data-pagina', '1');
  await expect(previa.locator('iframe')).toBeVisible();
  const formulario = await envio.locator('form#form-fatura').boundingBox();
  const caixaPrevia = await previa.boundingBox();
  expect(caixaPrevia && formulario && caixaPrevia.x > formulario.x + formulario.width - 1).toBe(true);
  await page.screenshot({ path: test.info().outputPath('conferencia-desktop.png') });

  // On a phone the preview goes below the form, and nothing is cut at the sides.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(envio.getByLabel('Valor total (R$)')).toBeVisible();
  const largura = await envio.evaluate((d) => {
    const corpo = d.querySelector('.chakra-dialog__body') as HTMLElement;
    return { rolagem: corpo.scrollWidth, visivel: corpo.clientWidth };
  });
  expect(largura.rolagem).toBeLessThanOrEqual(largura.visivel);
  await page.screenshot({ path: test.info().outputPath('conferencia-celular.png') });
  await campo('valor_total_rs').getByRole('button', { name: LUGAR }).click();
  await expect(previa).toBeInViewport();
  const previaCelular = await previa.boundingBox();
  const formularioCelular = await envio.locator('form#form-fatura').boundingBox();
  expect(
    previaCelular && formularioCelular && previaCelular.y >= formularioCelular.y + formularioCelular.height,
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('conferencia-celular-previa.png') });
  // Checked last, long after the frame loaded: a CSP refusal is reported to the console.
  expect(bloqueios, 'a CSP do app precisa de frame-src blob: para a prévia').toEqual([]);
});

test('sem recebimento de e-mail no servidor, a aba de faturas recebidas por e-mail diz isso', async ({
  page,
  request,
}) => {
  const dono = await empresaNova(request, 'Caio Caixa', 'Sol Sem Caixa');
  await entrarComo(page, dono);
  await page.goto('/app/faturas');
  await page.getByRole('tab', { name: /Recebidas por e-mail/ }).click();
  await expect(page).toHaveURL(/\/app\/faturas\?aba=caixa$/);
  await expect(
    page.getByText('O recebimento de faturas por e-mail não está ativado neste servidor.'),
  ).toBeVisible();
});
