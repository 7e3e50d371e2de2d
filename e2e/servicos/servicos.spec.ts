import { expect, type Page, test } from '@playwright/test';
import { chamar, criarConta, entrarComo } from '../support/session.ts';

/** A day a week from now (YYYY-MM-DD, Brasília), for the desired date. */
function daquiAUmaSemana(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
}

/** Opens `caminho` and waits until the page listens to its channels (the subscribe answered). */
async function abrirAoVivo(page: Page, caminho: string) {
  const assinou = page.waitForResponse(
    (r) => r.url().endsWith('/__transmit/subscribe') && r.status() === 204,
  );
  await page.goto(caminho);
  await assinou;
}

test('serviços: um prestador cadastra a limpeza, um integrador a solicita, o prestador aceita e conclui', async ({
  page,
  browser,
  request,
}) => {
  const prestador = await criarConta(request, 'Paula Prestadora');
  await chamar(request, prestador, 'post', '/api/empresas', { nome: 'Limpa Painel', tipo: 'prestador' });
  const integrador = await criarConta(request, 'Igor Integrador');
  await chamar(request, integrador, 'post', '/api/empresas', { nome: 'Sol Integrado', tipo: 'integrador' });

  // The prestador registers a cleaning service.
  await entrarComo(page, prestador);
  await page.goto('/app/servicos');
  await expect(page.getByText('Nenhum serviço ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Novo serviço' }).first().click();
  const novo = page.getByRole('dialog', { name: 'Novo serviço' });
  await novo.getByLabel('Tipo').selectOption({ label: 'Limpeza de módulos' });
  await novo.getByLabel('Nome').fill('Limpeza de módulos');
  await novo.getByLabel('Preço (R$)').fill('12,50');
  await novo.getByLabel('Cobrado').selectOption({ label: 'por módulo' });
  await novo.getByLabel('Duração (horas)').fill('3');
  await novo.getByLabel('Descrição').fill('Lavagem com água desmineralizada e escova macia.');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Serviço cadastrado')).toBeVisible();
  await expect(page.getByRole('row', { name: /Limpeza de módulos/ })).toContainText('R$ 12,50 por módulo');
  // The prestador waits on the requests tab, listening to its channels.
  await abrirAoVivo(page, '/app/servicos?aba=solicitacoes');
  await expect(page.getByText('Nenhuma solicitação ainda')).toBeVisible();

  // The integrator finds it at /prestadores and requests it.
  const contexto = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const outra = await contexto.newPage();
  await entrarComo(outra, integrador);
  await outra.goto('/app/prestadores');
  const cartao = outra.getByRole('region', { name: 'Limpa Painel', exact: true });
  await expect(cartao).toContainText('R$ 12,50 por módulo · 3 h');
  await cartao.getByRole('button', { name: 'Solicitar Limpeza de módulos a Limpa Painel' }).click();
  const solicitar = outra.getByRole('dialog', { name: 'Solicitar serviço a Limpa Painel' });
  await solicitar.getByLabel('Descrição').fill('Limpar os 24 módulos do telhado do galpão.');
  await solicitar.getByLabel('Local').fill('Rua das Palmeiras, 120 — Campinas/SP');
  await solicitar.getByLabel('Data desejada').fill(daquiAUmaSemana());
  await solicitar.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(outra.getByText('Solicitação #1 enviada a Limpa Painel')).toBeVisible();
  await outra.getByRole('button', { name: 'Ver solicitação' }).click();
  const enviada = outra.getByRole('dialog', { name: 'Solicitação #1' });
  await expect(enviada).toContainText('Enviada para Limpa Painel');
  await expect(enviada.getByRole('button', { name: 'Cancelar solicitação' })).toBeVisible();
  await enviada.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(outra.getByRole('row', { name: /#1 · Limpeza de módulos/ })).toContainText('Aberto');

  // The prestador sees it at once: the list, and the bell counts the notification.
  await expect(page.getByRole('row', { name: /#1 · Limpeza de módulos/ })).toContainText('Aberto');
  const sino = page.getByRole('button', { name: 'Notificações: 1 não lidas' });
  await expect(sino).toBeVisible();
  await sino.click();
  await page
    .getByRole('button', { name: /Nova solicitação de serviço: Limpeza de módulos \(não lida\)/ })
    .click();
  const recebida = page.getByRole('dialog', { name: 'Solicitação #1' });
  await expect(recebida).toContainText('Recebida de Sol Integrado');
  await expect(recebida).toContainText('Rua das Palmeiras, 120 — Campinas/SP');
  await recebida.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Solicitação aceita')).toBeVisible();
  await recebida.getByRole('button', { name: 'Iniciar serviço' }).click();
  await expect(page.getByText('Serviço iniciado')).toBeVisible();
  await recebida.getByRole('button', { name: 'Concluir serviço' }).click();
  await expect(page.getByText('Serviço concluído', { exact: true })).toBeVisible();
  await expect(recebida.getByRole('listitem')).toHaveCount(4);
  await expect(recebida).toContainText('Em andamento → Concluído');

  // The integrator's list follows without reloading.
  await expect(outra.getByRole('row', { name: /#1 · Limpeza de módulos/ })).toContainText('Concluído');
  await contexto.close();
});
