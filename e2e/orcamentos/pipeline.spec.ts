import { expect, type Page, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { type ContaTeste, chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 25 end to end: a customer's real invoice PDF dropped on the proposal fills its month and
// tariff; the proposal is sent and accepted on the public link; the contract made from the template
// is signed by the customer on the same link (its PDF carries the text and the evidence); the team
// registers the sale and creates the plant from it, whose page compares the design with reality.

const PDF_CEMIG = '../shared/data/faturas/treino/cemig/cemig_3001117181_2023-06_gd1_beneficiaria.pdf';

/** 500 kWh a month, bifásico, in São Paulo; the tariff is left for the invoice to fill. */
function proposta(validade: string) {
  return {
    consumo_mensal_kwh: Array<number>(12).fill(500),
    cidade_ibge: 3550308,
    performance_ratio: 0.8,
    fornecimento: 'bifasico',
    modalidade: 'GD II',
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

async function textoDoPdf(page: Page, conta: ContaTeste, empresa: string, url: string) {
  const res = await page.request.get(url, {
    headers: { authorization: `Bearer ${conta.token}`, 'x-company-id': empresa },
  });
  expect(res.status()).toBe(200);
  const { text } = await extractText(new Uint8Array(await res.body()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('da fatura do cliente à usina: proposta aceita, contrato assinado no link, venda e usina criada', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ivo = await criarConta(request, 'Ivo Integrador');
  const empresa = (
    await chamar(request, ivo, 'post', '/api/empresas', { nome: 'Sol do Vale', tipo: 'integrador' })
  )?.data.uuid as string;
  const sp = (await chamar(request, ivo, 'get', '/api/cidades/3550308', undefined, empresa))?.data.uuid;
  const cliente = (
    await chamar(
      request,
      ivo,
      'post',
      '/api/clientes',
      {
        nome: 'Maria da Silva',
        pessoa_fisica: true,
        documento: '529.982.247-25',
        telefone: '11987654321',
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        cidade: sp,
      },
      empresa,
    )
  )?.data.uuid;
  const uuid = (await chamar(request, ivo, 'post', '/api/pedidos', { tipo: 'venda', cliente }, empresa))?.data
    .uuid as string;
  const validade = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await chamar(request, ivo, 'put', `/api/pedidos/${uuid}/proposta`, proposta(validade), empresa);

  // The customer's invoice, dropped on the proposal: June and the tariff come from it.
  await entrarComo(page, ivo);
  await page.goto(`/app/orcamentos/${uuid}`);
  await page.getByLabel('Faturas em PDF').setInputFiles(PDF_CEMIG);
  await expect(page.getByRole('list', { name: 'Faturas lidas' })).toContainText('junho/2023, 397 kWh');
  await page.getByRole('button', { name: 'Salvar e calcular' }).click();
  await expect
    .poll(
      async () => {
        const p = (await chamar(request, ivo, 'get', `/api/pedidos/${uuid}/proposta`, undefined, empresa))
          ?.data.entradas as { consumo_mensal_kwh: number[]; tarifa_rs_kwh: number | null };
        return [p.consumo_mensal_kwh[5], p.consumo_mensal_kwh[4], (p.tarifa_rs_kwh ?? 0) > 0];
      },
      { timeout: 20_000 },
    )
    .toEqual([397, 500, true]);

  await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
  await page
    .getByRole('alertdialog', { name: 'Enviar a proposta ao cliente' })
    .getByRole('button', { name: 'Enviar' })
    .click();
  const campoLink = page.getByRole('textbox', { name: 'Link da proposta' });
  await expect(campoLink).toHaveValue(/\/app\/proposta\/[\w-]+$/);
  const link = await campoLink.inputValue();

  // The customer accepts on the link, in another browser.
  const contexto = await browser.newContext();
  const cli = await contexto.newPage();
  await cli.goto(link);
  await cli.getByRole('button', { name: 'Aceitar proposta' }).click();
  await cli.getByRole('textbox', { name: /Nome completo/ }).fill('Maria da Silva');
  await cli.getByRole('textbox', { name: /CPF/ }).fill('52998224725');
  await cli.getByRole('button', { name: 'Confirmar aceite' }).click();
  await expect(cli.getByRole('heading', { name: 'Proposta aceita' })).toBeVisible();

  // The team makes the contract from the template.
  await page.reload();
  await page.getByRole('button', { name: 'Gerar contrato' }).click();
  const gerar = page.getByRole('dialog', { name: 'Gerar contrato' });
  await gerar.getByLabel('Condição de pagamento').fill('À vista no Pix, na assinatura');
  await gerar.getByLabel('Prazo de instalação (dias)').fill('45');
  await gerar.getByLabel('Garantia dos módulos (anos)').fill('12');
  await gerar.getByLabel('Garantia dos inversores (anos)').fill('10');
  await gerar.getByLabel('Garantia da instalação (anos)').fill('1');
  await gerar.getByRole('button', { name: 'Gerar contrato' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/contratos/${uuid}$`));
  await expect(page.getByText('Aguardando assinatura').first()).toBeVisible();
  await expect(page.locator('body')).toContainText('À vista no Pix, na assinatura');

  // The customer signs it on the same link.
  await cli.reload();
  await expect(cli.getByTestId('texto-do-contrato')).toContainText('Maria da Silva');
  await cli.getByRole('textbox', { name: /Nome completo/ }).fill('Maria da Silva');
  await cli.getByRole('textbox', { name: /CPF/ }).fill('52998224725');
  await cli.getByRole('button', { name: 'Assinar contrato' }).click();
  await expect(cli.getByRole('heading', { name: 'Contrato assinado' })).toBeVisible();
  await contexto.close();

  // Both PDFs say what the customer agreed to; the contract's carries the signature's evidence.
  const contrato = await textoDoPdf(page, ivo, empresa, `/api/pedidos/${uuid}/contrato/pdf`);
  expect(contrato).toContain('CONTRATO DE FORNECIMENTO E INSTALAÇÃO DE SISTEMA FOTOVOLTAICO');
  expect(contrato).toContain('Avenida Paulista, 1000');
  expect(contrato).toContain('À vista no Pix, na assinatura');
  expect(contrato).toContain('Assinado eletronicamente pelo CONTRATANTE, Maria da Silva, CPF ***.982.247-**');
  const pdfProposta = await textoDoPdf(page, ivo, empresa, `/api/pedidos/${uuid}/proposta/pdf`);
  expect(pdfProposta).toContain('Proposta de sistema de energia solar');
  expect(pdfProposta).toContain('Maria da Silva');
  expect(pdfProposta).not.toContain('12.345');

  // The sale, then the plant from it.
  await page.reload();
  await expect(page.getByText('Assinado').first()).toBeVisible();
  await page.getByRole('button', { name: 'Registrar venda' }).click();
  const venda = page.getByRole('dialog', { name: 'Registrar venda' });
  await venda.getByLabel('Forma de pagamento').selectOption('pix');
  await venda.getByLabel('Número de parcelas').fill('2');
  await venda.getByLabel('Primeiro vencimento').fill(validade);
  await expect(venda.getByRole('table', { name: 'Parcelas' }).getByRole('row')).toHaveCount(3);
  await venda.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/vendas/${uuid}$`));
  await page.getByRole('button', { name: 'Criar usina no monitoramento' }).click();
  await page.getByRole('link', { name: 'Abrir usina' }).click();
  await expect(page).toHaveURL(/\/app\/usinas\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: /Maria da Silva — São Paulo/ }).first()).toBeVisible();
  await expect(page.getByTestId('projeto-da-usina')).toContainText('Projeto × real');
  await expect(page.getByTestId('projeto-da-usina')).toContainText('kWp');
});
