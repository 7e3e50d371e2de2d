import { expect, type Page, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

async function novoProduto(page: Page, campos: { tipo: string; nome: string; [rotulo: string]: string }) {
  await page.getByRole('button', { name: 'Novo produto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo produto' });
  await dialog.getByLabel('Tipo').selectOption({ label: campos.tipo });
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(campos.nome);
  for (const [rotulo, valor] of Object.entries(campos)) {
    if (rotulo === 'tipo' || rotulo === 'nome') continue;
    const campo = dialog.getByLabel(rotulo);
    if ((await campo.evaluate((e) => e.tagName)) === 'SELECT') await campo.selectOption({ label: valor });
    else await campo.fill(valor);
  }
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  return dialog;
}

async function movimentar(page: Page, produto: string, tipo: string, quantidade: string, motivo: string) {
  await page.getByRole('button', { name: `Movimentar estoque de ${produto}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar movimento de estoque' });
  await dialog.getByLabel('Tipo').selectOption({ label: tipo });
  await dialog.getByLabel('Quantidade').fill(quantidade);
  await dialog.getByLabel('Motivo').fill(motivo);
  return dialog;
}

test('catálogo: categoria, módulo, inversor, kit dos dois, entrada e saída que cruza o mínimo', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Caio Catálogo');
  await chamar(request, dono, 'post', '/api/empresas', { nome: 'Sol Catálogo', tipo: 'integrador' });
  await entrarComo(page, dono);
  await page.goto('/app/');
  await page.getByRole('link', { name: 'Catálogo' }).click();
  await page.getByRole('tab', { name: 'Categorias' }).click();
  await expect(page).toHaveURL(/\/app\/catalogo\?aba=categorias$/);

  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const categoria = page.getByRole('dialog', { name: 'Nova categoria' });
  await categoria.getByLabel('Nome').fill('Geração');
  await categoria.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Categoria criada')).toBeVisible();
  await expect(page.getByRole('row', { name: /Geração/ })).toContainText('0 produtos');

  await page.getByRole('tab', { name: 'Produtos' }).click();
  await expect(page.getByText('Nenhum produto ainda')).toBeVisible();
  // The module's Wp is required: the form says so before anything is sent.
  const modulo = await novoProduto(page, { tipo: 'Módulo', nome: 'Módulo 550 W', Categoria: 'Geração' });
  await expect(modulo.getByText('Informe a potência do módulo em Wp')).toBeVisible();
  await modulo.getByLabel('Potência (Wp)').fill('550');
  await modulo.getByLabel('Custo (R$)').fill('650');
  await modulo.getByLabel('Preço de venda (R$)').fill('890');
  await modulo.getByLabel('Estoque mínimo').fill('5');
  await modulo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto cadastrado')).toBeVisible();

  // The inverter's data come from the reference library (the CEC list as pvlib ships it).
  await page.getByRole('button', { name: 'Novo produto' }).first().click();
  const inversor = page.getByRole('dialog', { name: 'Novo produto' });
  await inversor.getByLabel('Tipo').selectOption({ label: 'Inversor' });
  await inversor.getByRole('textbox', { name: 'Nome', exact: true }).fill('Inversor 5 kW');
  await inversor.getByRole('button', { name: 'Buscar na biblioteca' }).click();
  await inversor.getByLabel('Buscar na biblioteca de inversores').fill('fronius primo 5.0-1');
  await inversor
    .getByRole('button', { name: /^Fronius International GmbH Fronius Primo 5\.0-1 208-240 \[240V\]/ })
    .click();
  await expect(inversor.getByLabel('Fabricante', { exact: true })).toHaveValue('Fronius International GmbH');
  await expect(inversor.getByLabel('Potência AC (kW)')).toHaveValue('5');
  await expect(inversor.getByLabel('Tensão máxima DC (V)')).toHaveValue('800');
  await expect(inversor.getByText('Dados copiados da biblioteca de equipamentos.')).toBeVisible();
  await inversor.getByLabel('MPPTs').fill('2');
  await inversor.getByLabel('Fases').selectOption({ label: 'Monofásico' });
  await inversor.getByLabel('Custo (R$)').fill('3.300,00');
  await inversor.getByLabel('Preço de venda (R$)').fill('4.290,00');
  await inversor.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto cadastrado').first()).toBeVisible();

  // A new kit opens its components next.
  await novoProduto(page, { tipo: 'Kit', nome: 'Kit 5,5 kWp', 'Preço de venda (R$)': '14.900,00' });
  const kit = page.getByRole('dialog', { name: 'Componentes de Kit 5,5 kWp' });
  await expect(kit.getByTestId('kit-vazio')).toBeVisible();
  await kit.getByLabel('Buscar produto para o kit').fill('Módulo');
  await kit.getByRole('button', { name: /Módulo 550 W/ }).click();
  await kit.getByLabel('Quantidade de Módulo 550 W').fill('10');
  await kit.getByLabel('Buscar produto para o kit').fill('Inversor');
  await kit.getByRole('button', { name: /Inversor 5 kW/ }).click();
  await expect(kit.getByTestId('custo-kit')).toHaveText('R$\u00a09.800,00');
  await expect(kit.getByTestId('potencia-kit')).toHaveText('5,5 kWp');
  await expect(kit.getByTestId('disponiveis-kit')).toHaveText('Nenhum kit');
  await kit.getByRole('button', { name: 'Salvar componentes' }).click();
  await expect(page.getByText('Componentes salvos')).toBeVisible();
  const linhaKit = page.getByRole('row', { name: /Kit 5,5 kWp/ });
  await expect(linhaKit).toContainText('Nenhum kit');
  await expect(linhaKit).toContainText('5,5 kWp');
  await expect(linhaKit).toContainText('Custo R$\u00a09.800,00');

  // Stock: 30 modules and 2 inverters come in; the kit follows its components.
  let mov = await movimentar(page, 'Módulo 550 W', 'Entrada', '30', 'Compra do distribuidor');
  await expect(mov.getByTestId('saldo-depois')).toHaveText('Saldo depois: 30 un');
  await mov.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Saldo de Módulo 550 W: 30 un')).toBeVisible();
  mov = await movimentar(page, 'Inversor 5 kW', 'Entrada', '2', 'Compra do distribuidor');
  await mov.getByRole('button', { name: 'Registrar' }).click();
  await expect(linhaKit).toContainText('2 kits');
  const linhaModulo = page.getByRole('row', { name: /Módulo 550 W/ });
  await expect(linhaModulo).toContainText('30 un');
  await expect(linhaModulo.getByText('Estoque baixo')).toHaveCount(0);

  // A sale takes 26: 4 left, below the minimum of 5.
  mov = await movimentar(page, 'Módulo 550 W', 'Saída', '26', 'Venda');
  await expect(mov.getByTestId('saldo-depois')).toHaveText('Saldo depois: 4 un — abaixo do mínimo de 5 un');
  await mov.getByRole('button', { name: 'Registrar' }).click();
  await expect(linhaModulo).toContainText('4 un');
  await expect(linhaModulo.getByText('Estoque baixo')).toBeVisible();
  await expect(linhaKit).toContainText('Nenhum kit');
  await page.getByText('Só com estoque baixo').click();
  await expect(page.getByRole('checkbox', { name: 'Só com estoque baixo' })).toBeChecked();
  await expect(page.getByRole('row', { name: /Inversor 5 kW/ })).toHaveCount(0);
  await expect(linhaModulo).toBeVisible();

  // The company is told, and the notification opens the product.
  await expect(page.getByRole('button', { name: /Notificações: \d+ não lidas/ })).toBeVisible();
  await page.getByRole('button', { name: /Notificações: \d+ não lidas/ }).click();
  // (it also shows as a toast, live)
  await page.getByRole('button', { name: /^Estoque baixo: Módulo 550 W/ }).click();
  await expect(page.getByTestId('produto-em-destaque')).toContainText('Saldo: 4 un · mínimo 5 un');

  // Toasts come and go with the clock: the screenshots are of the page under them.
  await page.addStyleTag({ content: '[data-scope="toast"] { display: none !important; }' });
  const foto = (nome: string) =>
    page.screenshot({ path: test.info().outputPath(nome), fullPage: true, animations: 'disabled' });
  await page.getByRole('tab', { name: 'Estoque' }).click();
  const historico = page.getByRole('table', { name: 'Movimentos de estoque' });
  await expect(historico.getByRole('row')).toHaveCount(4);
  await expect(historico.getByRole('row', { name: /Venda/ })).toContainText('−26 un');
  await foto('catalogo-estoque-1280.png');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.getByRole('tab', { name: 'Produtos' }).click();
  await page.getByText('Só com estoque baixo').click();
  await expect(page.getByRole('checkbox', { name: 'Só com estoque baixo' })).not.toBeChecked();
  await expect(page.getByRole('row', { name: /Inversor 5 kW/ })).toBeVisible();
  await foto('catalogo-produtos-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('cartao-lista').first()).toBeVisible();
  await foto('catalogo-produtos-390.png');
  await page.getByRole('button', { name: 'Componentes de Kit 5,5 kWp' }).click();
  await expect(page.getByTestId('custo-kit')).toHaveText('R$\u00a09.800,00');
  // Reopened, the kit's lines show today's balances.
  await expect(page.getByRole('dialog').getByText('R$\u00a0650,00 / un · 4 un em estoque')).toBeVisible();
  await foto('catalogo-kit-390.png');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Editar Inversor 5 kW' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar Inversor 5 kW' })).toBeVisible();
  await foto('catalogo-produto-390.png');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('tab', { name: 'Estoque' }).click();
  await expect(page.getByRole('list', { name: 'Movimentos de estoque' })).toBeVisible();
  await foto('catalogo-estoque-390.png');
});
