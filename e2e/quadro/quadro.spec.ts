import { type APIRequestContext, expect, test } from '@playwright/test';
import { type ContaTeste, chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 26 end to end: a service request dragged across the board to its closed stage, a comment
// that mentions a colleague (whose bell counts it), a file attached to the card, and the
// performance page counting the closed card.

// Wide enough for the four default stages side by side (no horizontal scroll under the drag).
test.use({ viewport: { width: 1600, height: 900 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function funcionario(request: APIRequestContext, dona: ContaTeste, empresa: string, nome: string) {
  const setor = (await chamar(request, dona, 'post', '/api/setores', { nome: 'Campo' }, empresa))?.data.uuid;
  const cargo = (
    await chamar(
      request,
      dona,
      'post',
      '/api/cargos',
      {
        nome: 'Técnico de campo',
        setor,
        permissoes: ['atendimento:view', 'atendimento:edit', 'comentario:create'],
      },
      empresa,
    )
  )?.data.uuid;
  const conta = await criarConta(request, nome);
  const f = (
    await chamar(request, dona, 'post', '/api/funcionarios', { nome, email: conta.email, cargo }, empresa)
  )?.data.uuid as string;
  await chamar(request, conta, 'post', `/api/funcionarios/${f}/aceitar`);
  // The invitation's own notification is read: the bell then counts only what this test sends.
  await chamar(request, conta, 'post', '/api/notificacoes/lidas');
  return { conta, uuid: f };
}

test('arrasta o cartão até a fase fechada, comenta mencionando um colega, anexa um arquivo e o desempenho conta', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const olga = await criarConta(request, 'Olga Operações');
  const empresa = (
    await chamar(request, olga, 'post', '/api/empresas', { nome: 'Sol & Cia', tipo: 'integrador' })
  )?.data.uuid as string;
  const teo = await funcionario(request, olga, empresa, 'Téo Técnico');
  const quadros = (await request
    .get('/api/quadros', {
      headers: { authorization: `Bearer ${olga.token}`, 'x-company-id': empresa },
    })
    .then((r) => r.json())) as {
    data: Array<{ uuid: string; tipo: string; fases: Array<{ uuid: string; nome: string }> }>;
  };
  const quadro = quadros.data.find((q) => q.tipo === 'atendimentos');
  const concluido = quadro?.fases.find((f) => f.nome === 'Concluído')?.uuid ?? '';
  await chamar(
    request,
    olga,
    'post',
    `/api/quadros/${quadro?.uuid}/cartoes`,
    { titulo: 'Inversor desarmando à tarde', responsavel: teo.uuid },
    empresa,
  );

  await entrarComo(page, olga);
  await page.goto('/app/atendimento/desempenho');
  await expect(page.getByTestId('total-fechados')).toHaveText('0');

  await page.goto('/app/quadro');
  const cartao = page.getByRole('button', { name: '#1 Inversor desarmando à tarde' });
  await expect(cartao).toBeVisible();
  const destino = page.getByTestId(`cartoes-da-fase-${concluido}`);
  const de = await cartao.boundingBox();
  const para = await destino.boundingBox();
  if (!de || !para) throw new Error('cartão ou fase fora da tela');
  const movido = page.waitForResponse((r) => r.url().endsWith('/mover') && r.request().method() === 'POST');
  await page.mouse.move(de.x + de.width / 2, de.y + de.height / 2);
  await page.mouse.down();
  await page.mouse.move(de.x + de.width / 2 + 12, de.y + de.height / 2, { steps: 4 });
  await page.mouse.move(para.x + para.width / 2, para.y + 40, { steps: 20 });
  await page.mouse.up();
  expect((await movido).status()).toBe(200);
  await expect(destino.getByRole('button', { name: '#1 Inversor desarmando à tarde' })).toBeVisible();

  // The card's drawer: a comment mentioning Téo, picked from the list.
  await destino.getByRole('button', { name: '#1 Inversor desarmando à tarde' }).click();
  const caixa = page.getByLabel('Novo comentário');
  await caixa.click();
  await caixa.pressSequentially('@Té');
  await page.getByRole('option', { name: /Téo Técnico/ }).click();
  await caixa.pressSequentially(' pode verificar o disjuntor?');
  const comentou = page.waitForResponse(
    (r) => r.url().endsWith('/comentarios') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Comentar' }).click();
  expect((await comentou).status()).toBe(201);
  await expect(page.getByRole('list', { name: 'Comentários' })).toContainText(
    '@Téo Técnico pode verificar o disjuntor?',
  );

  // A file attached to the card, judged by its bytes.
  const anexou = page.waitForResponse((r) => r.url().endsWith('/anexos') && r.request().method() === 'POST');
  await page
    .getByLabel('Arquivos para anexar')
    .setInputFiles({ name: 'laudo-disjuntor.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect((await anexou).status()).toBe(201);
  await expect(page.getByRole('list', { name: 'Anexos' })).toContainText('laudo-disjuntor.pdf');

  // Téo's bell counts the mention, live.
  const ctx = await browser.newContext();
  const dele = await ctx.newPage();
  await entrarComo(dele, teo.conta);
  await dele.goto('/app/');
  await expect(dele.getByRole('button', { name: 'Notificações: 1 não lidas' })).toBeVisible();
  await ctx.close();

  // The performance page counts the card closed by the drag.
  await page.keyboard.press('Escape');
  await page.goto('/app/atendimento/desempenho');
  await expect(page.getByTestId('total-fechados')).toHaveText('1');
});
