import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';
import { vendaPelaApi } from './vendas-api.ts';

// Issue 27, the money: an account opened on /financeiro/contas; a sale's first instalment received
// on /vendas and the rent paid on /despesas; the account's statement shows both with the running
// balance, and the month's result counts the receipt as revenue and the rent as an expense.

/** Today in Brasília, as the server dates entries. */
const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const daquiA = (dias: number) => {
  const [a, m, d] = hoje().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
};

test('uma parcela da venda recebida e uma despesa paga aparecem no extrato e no resultado do mês', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ivo = await criarConta(request, 'Ivo Financeiro');
  const empresa = (
    await chamar(request, ivo, 'post', '/api/empresas', { nome: 'Sol Caixa', tipo: 'integrador' })
  )?.data.uuid as string;
  const venda = await vendaPelaApi(request, ivo, empresa, 20_000, [
    { vencimento: hoje(), valor_rs: 10_000 },
    { vencimento: daquiA(30), valor_rs: 10_000 },
  ]);

  // The bank account, opened on the screen.
  await entrarComo(page, ivo);
  await page.goto('/app/financeiro/contas');
  await page.getByRole('button', { name: 'Nova conta' }).click();
  const conta = page.getByRole('dialog', { name: 'Nova conta' });
  await conta.getByLabel('Nome').fill('Banco Sol');
  await conta.getByRole('textbox', { name: 'Saldo inicial', exact: true }).fill('0,00');
  await conta.getByLabel('Saldo inicial em').fill(daquiA(-1));
  await conta.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('row', { name: /Banco Sol/ })).toBeVisible();

  // The sale's first instalment is received.
  await page.goto('/app/vendas?aba=recebimentos');
  const parcela = `Venda nº ${venda.numero} — parcela 1/2`;
  await page.getByRole('button', { name: `Receber ${parcela}` }).click();
  const receber = page.getByRole('dialog', { name: 'Receber' });
  await receber.getByLabel('Conta').selectOption({ label: 'Banco Sol' });
  await receber.getByRole('button', { name: 'Registrar recebimento' }).click();
  await expect(page.getByRole('row', { name: new RegExp(parcela) })).toContainText('Pago');

  // The rent is typed in and paid.
  await page.goto('/app/despesas');
  await page.getByRole('button', { name: 'Nova despesa' }).click();
  const nova = page.getByRole('dialog', { name: 'Nova despesa' });
  await nova.getByLabel('Descrição').fill('Aluguel do galpão');
  await nova.getByLabel('Categoria').fill('Aluguel');
  await nova.getByRole('textbox', { name: 'Valor', exact: true }).fill('1.500,00');
  await nova.getByLabel('Vencimento').fill(hoje());
  await nova.getByRole('button', { name: 'Lançar' }).click();
  await page.getByRole('button', { name: 'Pagar Aluguel do galpão' }).click();
  const pagar = page.getByRole('dialog', { name: 'Pagar' });
  await pagar.getByLabel('Conta').selectOption({ label: 'Banco Sol' });
  await pagar.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(page.getByRole('row', { name: /Aluguel do galpão/ })).toContainText('Pago');

  // The statement: both, with the running balance.
  await page.goto('/app/financeiro/extrato');
  await page.getByRole('combobox', { name: 'Conta', exact: true }).selectOption({ label: 'Banco Sol' });
  const movimentos = page.getByRole('table', { name: 'Movimentações' });
  await expect(movimentos.getByRole('row', { name: new RegExp(parcela) })).toContainText('R$ 10.000,00');
  await expect(movimentos.getByRole('row', { name: /Aluguel do galpão/ })).toContainText('-R$ 1.500,00');
  await expect(movimentos.getByRole('row', { name: /Aluguel do galpão/ })).toContainText('R$ 8.500,00');
  await page.screenshot({ path: test.info().outputPath('extrato.png'), fullPage: true });

  // The month's result: the receipt is revenue, the rent an expense.
  await page.goto('/app/financeiro/demonstrativo');
  const tabela = page.getByRole('table', { name: 'Demonstrativo do resultado' });
  await expect(tabela.getByTestId('linha-receita')).toContainText('R$ 10.000,00');
  await expect(tabela.getByTestId('linha-despesas')).toContainText('R$ 1.500,00');
  await page.screenshot({ path: test.info().outputPath('demonstrativo.png'), fullPage: true });
});
