import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 19: a plant without a portal gets its generation from a spreadsheet exported elsewhere.
test('envia a planilha de geração com vírgula decimal de uma usina sem portal e vê os dias no gráfico do mês', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Gil Geração');
  const empresa = (
    await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol Sem Portal', tipo: 'integrador' })
  )?.data.uuid as string;
  const cidade = (await chamar(request, dono, 'get', '/api/cidades/3550308', undefined, empresa))?.data.uuid;
  const usina = (
    await chamar(
      request,
      dono,
      'post',
      '/api/usinas',
      { nome: 'Telhado da Oficina', cidade, potencia_kwp: '6,6', data_instalacao: '2024-03-10' },
      empresa,
    )
  )?.data.uuid as string;

  // Days of the month the chart opens on, as Excel pt-BR writes a CSV (semicolons, Latin-1).
  const [ano, mes] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).split('-');
  const csv = Buffer.from(
    [
      'Data;Geração (kWh);Potência máx. (kW)',
      `01/${mes}/${ano};12,5;5,1`,
      `02/${mes}/${ano};28,75;6,0`,
      `03/${mes}/${ano};1.031,2;6,2`,
    ].join('\r\n'),
    'latin1',
  );

  await entrarComo(page, dono);
  await page.goto(`/app/usinas/${usina}`);
  await expect(page.getByRole('heading', { name: 'Telhado da Oficina' })).toBeVisible();
  await expect(page.getByText('Sem geração registrada neste período.')).toBeVisible();

  await page.getByRole('button', { name: 'Importar geração' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Importar geração' });
  await dialogo.getByLabel('Planilha (CSV ou XLSX)').setInputFiles({
    name: 'geracao.csv',
    mimeType: 'text/csv',
    buffer: csv,
  });
  const previa = dialogo.getByRole('table', { name: 'Prévia da planilha' });
  await expect(previa).toContainText('Geração (kWh)');
  await expect(previa).toContainText('1.031,2');
  await expect(dialogo.getByLabel('Coluna da data')).toHaveValue('0');
  await expect(dialogo.getByLabel('Coluna da energia')).toHaveValue('1');
  await expect(dialogo.getByLabel('Unidade da energia')).toHaveValue('kWh');
  await page.screenshot({ path: test.info().outputPath('previa.png') });

  await dialogo.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialogo.getByText('3 dias importados')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialogo).toBeHidden();

  const grafico = page.getByTestId('grafico-geracao');
  await expect(grafico.locator('[title]')).toHaveCount(3);
  await expect(grafico.locator('[title^="01:"]')).toBeVisible();
  await expect(grafico.locator('[title^="03:"]')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('grafico.png'), fullPage: true });
});
