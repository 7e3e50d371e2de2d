import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 19: a plant without a portal, made by hand with an inverter typed in, gets its generation from
// a spreadsheet exported elsewhere.
test('cria uma usina sem portal, digita o inversor, envia a planilha de geração com vírgula decimal e vê os dias no gráfico do mês', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Gil Geração');
  await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol Sem Portal', tipo: 'integrador' });

  await entrarComo(page, dono);
  await page.goto('/app/usinas');
  await page.getByRole('button', { name: 'Nova usina' }).click();
  const nova = page.getByRole('dialog', { name: 'Nova usina' });
  await nova.getByLabel(/^Nome/).fill('Telhado da Oficina');
  await nova.getByLabel('Buscar cidade da usina').fill('sao paulo');
  await nova.getByRole('button', { name: 'São Paulo - SP' }).click();
  await nova.getByLabel(/Potência instalada/).fill('6,6');
  await nova.getByLabel(/Data de instalação/).fill('2024-03-10');
  await nova.getByRole('button', { name: 'Criar usina' }).click();
  await expect(page.getByRole('heading', { name: 'Telhado da Oficina' })).toBeVisible();
  await expect(page.getByText('Sem geração registrada neste período.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar inversor' }).click();
  const inversor = page.getByRole('dialog', { name: 'Adicionar inversor' });
  await inversor.getByLabel(/Fabricante/).selectOption('growatt');
  await inversor.getByLabel(/Modelo/).fill('MIN 6000TL-X');
  await inversor.getByLabel(/Número de série/).fill('gw12345678');
  await inversor.getByLabel(/Potência \(kWp\)/).fill('6,6');
  await inversor.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(inversor).toBeHidden();
  await expect(page.getByRole('row', { name: /GW12345678/ })).toBeVisible();

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

  // The chart's table (what a screen reader reads; the same figures the chart draws).
  const grafico = page.getByTestId('grafico-geracao');
  const tabela = grafico.getByRole('table');
  await expect(tabela.getByRole('row', { name: new RegExp(`^01/${mes}/${ano} 12,5 kWh`) })).toBeAttached();
  await expect(tabela.getByRole('row', { name: new RegExp(`^02/${mes}/${ano} 28,75 kWh`) })).toBeAttached();
  await expect(tabela.getByRole('row', { name: new RegExp(`^03/${mes}/${ano} 1,03 MWh`) })).toBeAttached();
  await expect(grafico.locator('[data-grafico="echarts"] svg')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('grafico.png'), fullPage: true });
});
