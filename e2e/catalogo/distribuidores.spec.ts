import { expect, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 24's "Done when": a distribuidor publishes a catalogue through the screen; an integrador
// finds it, copies a kit (its cost becomes the price) and orders it; the distribuidor is told,
// confirms, and the integrador's list shows it without a reload.

test('distribuidor publica o kit, integrador copia e compra, distribuidor confirma e o integrador vê na hora', async ({
  page,
  browser,
  request,
}) => {
  // Two accounts, two browsers and a catalogue built through the screen: more than the default minute.
  test.setTimeout(120_000);
  const sufixo = `${Date.now() % 100_000}`;
  const nomeDistribuidora = `Distribuidora Norte ${sufixo}`;
  const davi = await criarConta(request, 'Davi Distribuidor');
  const distribuidora = (
    await chamar(request, davi, 'post', '/api/empresas', { nome: nomeDistribuidora, tipo: 'distribuidor' })
  )?.data.uuid as string;
  const modulo = (
    await chamar(
      request,
      davi,
      'post',
      '/api/produtos',
      {
        tipo: 'modulo',
        nome: 'Módulo 550 W',
        especificacoes: { potencia_wp: 550 },
        custo_rs: 600,
        preco_venda_rs: 800,
        estoque_minimo: 15,
      },
      distribuidora,
    )
  )?.data.uuid as string;
  const kit = (
    await chamar(
      request,
      davi,
      'post',
      '/api/produtos',
      { tipo: 'kit', nome: 'Kit 5,5 kWp', preco_venda_rs: 15_500 },
      distribuidora,
    )
  )?.data.uuid as string;
  await chamar(
    request,
    davi,
    'put',
    `/api/produtos/${kit}/componentes`,
    { itens: [{ produto: modulo, quantidade: 10 }] },
    distribuidora,
  );
  // Confirming an order takes its pieces out of stock: 30 modules cover two kits (and leave 10,
  // below the minimum of 15).
  await chamar(
    request,
    davi,
    'post',
    '/api/estoque/movimentos',
    { produto: modulo, tipo: 'entrada', quantidade: 30, motivo: 'Compra do fabricante' },
    distribuidora,
  );

  // The distribuidor publishes through the screen: a catalogue, the kit at a price, published.
  await entrarComo(page, davi);
  await page.goto('/app/catalogo?aba=catalogos');
  await page.getByRole('button', { name: 'Novo catálogo' }).first().click();
  const novo = page.getByRole('dialog', { name: 'Novo catálogo' });
  await novo.getByLabel('Nome').fill('Tabela de novembro');
  await novo.getByLabel('Pedido mínimo (R$)').fill('20.000,00');
  await novo.getByRole('button', { name: 'Salvar catálogo' }).click();
  await expect(page.getByText('Catálogo criado')).toBeVisible();
  // A new catalogue opens its lines by itself; the search is typed once they have loaded.
  const itens = page.getByRole('dialog', { name: 'Itens de Tabela de novembro' });
  await expect(itens.getByText('O catálogo ainda não tem itens', { exact: false })).toBeVisible();
  await itens.getByLabel('Buscar produto para o catálogo').fill('Kit');
  await itens.getByRole('button', { name: /Kit 5,5 kWp/ }).click();
  await itens.getByLabel('Preço de Kit 5,5 kWp').fill('14.900,00');
  await itens.getByRole('button', { name: 'Salvar itens' }).click();
  await expect(page.getByText('Itens do catálogo salvos')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar Tabela de novembro' }).click();
  await page
    .getByRole('alertdialog', { name: 'Publicar catálogo' })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(page.getByRole('button', { name: 'Despublicar Tabela de novembro' })).toBeVisible();

  // The integrador, in its own browser, finds the distributor and copies the kit.
  const ivo = await criarConta(request, 'Ivo Integrador');
  const nomeIntegradora = `Sol do Sertão ${sufixo}`;
  await chamar(request, ivo, 'post', '/api/empresas', { nome: nomeIntegradora, tipo: 'integrador' });
  const contexto = await browser.newContext();
  const integrador = await contexto.newPage();
  await entrarComo(integrador, ivo);
  await integrador.goto('/app/distribuidores');
  await integrador.getByLabel('Buscar distribuidor').fill(nomeDistribuidora);
  await integrador.getByRole('link', { name: new RegExp(nomeDistribuidora) }).click();
  await integrador.getByRole('button', { name: 'Copiar para meu catálogo: Kit 5,5 kWp' }).click();
  await integrador
    .getByRole('alertdialog', { name: 'Copiar para meu catálogo' })
    .getByRole('button', { name: 'Copiar' })
    .click();
  await expect(integrador.getByRole('link', { name: 'No seu catálogo: Kit 5,5 kWp' })).toBeVisible();

  // Into the order: one kit is under the minimum, two are not.
  await integrador.getByRole('button', { name: 'Adicionar ao pedido: Kit 5,5 kWp' }).click();
  await expect(integrador.getByTestId('carrinho-resumo')).toHaveText('1 item · R$\u00a014.900,00');
  await integrador.getByRole('button', { name: 'Revisar pedido' }).click();
  const carrinho = integrador.getByRole('dialog', { name: 'Revisar pedido' });
  await expect(carrinho.getByTestId('aviso-minimo')).toHaveText(
    'O pedido mínimo deste catálogo é R$\u00a020.000,00. Faltam R$\u00a05.100,00.',
  );
  await expect(carrinho.getByRole('button', { name: 'Enviar pedido' })).toBeDisabled();
  await carrinho.getByRole('button', { name: 'Aumentar Kit 5,5 kWp' }).click();
  await expect(carrinho.getByTestId('total-carrinho')).toHaveText('R$\u00a029.800,00');
  await carrinho.getByLabel('Observações').fill('Entregar na obra');
  // The list the order opens in listens on the company's channel from then on.
  const ouvindo = integrador.waitForResponse(
    (r) =>
      r.url().endsWith('/__transmit/subscribe') &&
      r.status() === 204 &&
      (r.request().postData() ?? '').includes('empresas/'),
  );
  await carrinho.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(integrador.getByText('Pedido #1 enviado')).toBeVisible();
  await expect(integrador).toHaveURL(/\/app\/distribuidores\?aba=pedidos&pedido=/);
  const detalhe = integrador.getByRole('dialog', { name: 'Pedido #1' });
  await expect(detalhe.getByText('Aguardando confirmação')).toBeVisible();
  await expect(detalhe.getByTestId('total-pedido')).toHaveText('R$\u00a029.800,00');
  await detalhe.getByRole('button', { name: 'Fechar' }).click();
  const linhaDoIntegrador = integrador.getByRole('row', { name: new RegExp(nomeDistribuidora) });
  await expect(linhaDoIntegrador).toContainText('Aguardando confirmação');
  await ouvindo;

  // The distribuidor is told (the bell) and finds the order under Catálogo › Pedidos.
  await expect(page.getByRole('button', { name: 'Notificações: 1 não lidas' })).toBeVisible();
  await page.getByRole('tab', { name: 'Pedidos' }).click();
  const linha = page.getByRole('row', { name: new RegExp(nomeIntegradora) });
  await expect(linha).toContainText('R$\u00a029.800,00');
  await linha.getByRole('button', { name: `Abrir pedido #1 de ${nomeIntegradora}` }).click();
  const recebido = page.getByRole('dialog', { name: 'Pedido #1' });
  await expect(recebido.getByTestId('observacoes-pedido')).toHaveText('Entregar na obra');
  await recebido.getByRole('button', { name: 'Confirmar pedido' }).click();
  // (Not the toast: this page's earlier toasts wait while the page idles, and four fill the stack.)
  await expect(recebido.locator('[data-status]').first()).toHaveText('Confirmado');
  await expect(recebido.getByRole('button', { name: 'Informar faturamento' })).toBeVisible();

  // The integrador's list follows without a reload.
  await expect(linhaDoIntegrador).toContainText('Confirmado');

  // The stock moved: two kits took 20 modules, leaving 10 of a minimum of 15, and the bell says so.
  await recebido.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: /Notificações: \d+ não lidas/ }).click();
  await page.getByRole('button', { name: /^Estoque baixo: Módulo 550 W/ }).click();
  await expect(page.getByTestId('produto-em-destaque')).toContainText('Saldo: 10 un · mínimo 15 un');

  // The copied kit costs what the distributor charges.
  await integrador.goto('/app/catalogo');
  await expect(integrador.getByRole('row', { name: /Kit 5,5 kWp/ })).toContainText('Custo R$\u00a014.900,00');
  // Bought whole: its form keeps that cost, editable, and says where it came from.
  await integrador.getByRole('button', { name: 'Editar Kit 5,5 kWp' }).click();
  const edicao = integrador.getByRole('dialog', { name: 'Editar Kit 5,5 kWp' });
  await expect(edicao.getByLabel('Custo (R$)')).toHaveValue('14.900,00');
  await expect(edicao.getByTestId('custo-do-kit')).toContainText(
    `Kit comprado fechado de ${nomeDistribuidora}`,
  );
  await contexto.close();
});
