import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ContaTeste, chamar, criarConta, entrarComo } from '../support/session.ts';

// Issue 21, the screens without rough edges: the bell's count readable over the bell in both
// themes, no plant name cut in a dashboard widget without its whole text on hover, and no list
// page that scrolls sideways on a 390 px phone.

const CELULAR = { width: 390, height: 844 };
const LARGO = { width: 1280, height: 800 };
const NOME_LONGO = 'Supermercado Irmãos Albuquerque de Vasconcelos — Filial da Zona Norte de Porto Velho';
const NOME_CURTO = 'Casa Sol';

/** WCAG contrast of two `rgb(...)`/`rgba(...)` colours. */
function contraste(a: string, b: string): number {
  const lum = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const canal = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * canal(r) + 0.7152 * canal(g) + 0.0722 * canal(bl);
  };
  const [claro, escuro] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (escuro + 0.05);
}

async function usarTema(page: Page, tema: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: tema });
  await page.evaluate((t) => localStorage.setItem('theme', t), tema);
}

/** A company of `dono` with a plant in São Paulo of each name, and a unit of the long one with invoices. */
async function empresaComUsinas(request: APIRequestContext, dono: ContaTeste, nomeEmpresa: string) {
  const empresa = (
    await chamar(request, dono, 'post', '/api/empresas', { nome: nomeEmpresa, tipo: 'integrador' })
  )?.data.uuid as string;
  const sp = (await chamar(request, dono, 'get', '/api/cidades/3550308', undefined, empresa))?.data.uuid;
  const usinas: string[] = [];
  for (const nome of [NOME_LONGO, NOME_CURTO]) {
    const u = await chamar(
      request,
      dono,
      'post',
      '/api/usinas',
      { nome, cidade: sp, potencia_kwp: 12.5, data_instalacao: '2025-03-10' },
      empresa,
    );
    usinas.push(u?.data.uuid as string);
  }
  const cpfl = (await chamar(
    request,
    dono,
    'get',
    '/api/concessionarias?search=CPFL Paulista',
    undefined,
    empresa,
  )) as unknown as { data: Array<{ uuid: string }> };
  const unidade = await chamar(
    request,
    dono,
    'post',
    '/api/unidades',
    {
      usina: usinas[0],
      concessionaria: cpfl.data[0]?.uuid,
      classe: 'comercial',
      fornecimento: 'trifasico',
      gd: 'GD II',
      tipo: 'geradora',
      matricula: '77665544',
      cota: 100,
    },
    empresa,
  );
  for (const mes of ['2026-07', '2026-08'])
    await chamar(
      request,
      dono,
      'post',
      '/api/faturas',
      {
        unidade: unidade?.data.uuid,
        mes_referencia: mes,
        vencimento: `${mes}-20`,
        status: 'paga',
        consumo_kwh: 1400,
        injetada_kwh: 1600,
        compensada_kwh: 1300,
        valor_total_rs: 412.37,
        tarifa_com_tributos_rs_kwh: 0.95,
      },
      empresa,
    );
  return { empresa, usinas };
}

test('o sino mostra “99+” legível, na tela e sobre o sino, sem escondê-lo, no tema claro e no escuro', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // 100 invitations from 100 teams: each arrives as a notification, as a user would get them.
  const convidada = await criarConta(request, 'Vera Convidada');
  const dono = await criarConta(request, 'Otto Equipes');
  for (let lote = 0; lote < 10; lote++)
    await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const n = lote * 10 + k + 1;
        const empresa = await chamar(request, dono, 'post', '/api/empresas', {
          nome: `Equipe Solar ${n}`,
          tipo: 'integrador',
        });
        await chamar(
          request,
          dono,
          'post',
          '/api/funcionarios',
          { nome: convidada.nome, email: convidada.email },
          empresa?.data.uuid,
        );
      }),
    );

  await entrarComo(page, convidada);
  for (const tema of ['light', 'dark'] as const)
    for (const tela of [LARGO, CELULAR]) {
      await page.setViewportSize(tela);
      await page.goto('/app/');
      await usarTema(page, tema);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(new RegExp(tema));
      const sino = page.getByRole('button', { name: /^Notificações: \d+ não lidas$/ });
      await expect(sino).toHaveAccessibleName('Notificações: 100 não lidas');
      const contagem = page.getByTestId('contagem-notificacoes');
      await expect(contagem).toBeVisible();
      await expect(contagem).toHaveText('99+');

      const medida = await contagem.evaluate((el) => {
        const caixa = el.getBoundingClientRect();
        const faixa = document.createRange();
        faixa.selectNodeContents(el);
        const texto = faixa.getBoundingClientRect();
        const estilo = getComputedStyle(el);
        return {
          caixa: { x: caixa.x, y: caixa.y, direita: caixa.right, baixo: caixa.bottom },
          texto: { x: texto.x, y: texto.y, direita: texto.right, baixo: texto.bottom },
          cor: estilo.color,
          fundo: estilo.backgroundColor,
        };
      });
      const botao = await sino.boundingBox();
      const icone = await sino.locator('svg').boundingBox();
      if (!botao || !icone) throw new Error('sino sem caixa');
      const { caixa, texto } = medida;
      // Inside the viewport.
      expect(caixa.x).toBeGreaterThanOrEqual(0);
      expect(caixa.y).toBeGreaterThanOrEqual(0);
      expect(caixa.direita).toBeLessThanOrEqual(tela.width);
      // The digits inside the pill (not beside it), in a colour readable on it.
      expect(texto.x).toBeGreaterThanOrEqual(caixa.x);
      expect(texto.direita).toBeLessThanOrEqual(caixa.direita + 0.5);
      expect(texto.y).toBeGreaterThanOrEqual(caixa.y - 0.5);
      expect(texto.baixo).toBeLessThanOrEqual(caixa.baixo + 0.5);
      expect(contraste(medida.cor, medida.fundo)).toBeGreaterThanOrEqual(4.5);
      // Over the bell: on the button's top-right corner…
      expect(caixa.x).toBeLessThan(botao.x + botao.width);
      expect(caixa.baixo).toBeGreaterThan(botao.y);
      expect(caixa.x).toBeGreaterThan(botao.x + botao.width / 2 - 1);
      // …without hiding it: the bell's middle stays uncovered.
      const meio = { x: icone.x + icone.width / 2, y: icone.y + icone.height / 2 };
      expect(meio.x < caixa.x || meio.y > caixa.baixo).toBe(true);
      await page
        .locator('header')
        .screenshot({ path: test.info().outputPath(`sino-${tema}-${tela.width}.png`) });
    }
});

test('nenhum widget do painel padrão corta o nome de uma usina sem mostrar o nome inteiro ao passar o mouse', async ({
  page,
  request,
}) => {
  const dono = await criarConta(request, 'Nina Nomes');
  await empresaComUsinas(request, dono, 'Sol dos Nomes Longos');
  await entrarComo(page, dono);

  for (const tela of [LARGO, CELULAR]) {
    await page.setViewportSize(tela);
    await page.goto('/app/');
    const grade = page.getByTestId('painel-grade');
    await expect(page.getByRole('region', { name: 'Usinas com problema' })).toContainText(NOME_CURTO);
    await expect(page.getByRole('region', { name: 'Últimas faturas' })).toContainText('Paga');
    let cortados = 0;
    for (const nome of [NOME_LONGO, NOME_CURTO]) {
      const ocorrencias = grade.getByText(nome, { exact: true });
      const total = await ocorrencias.count();
      expect(total, `${nome} em algum widget`).toBeGreaterThan(0);
      for (let i = 0; i < total; i++) {
        const el = ocorrencias.nth(i);
        await el.scrollIntoViewIfNeeded();
        // Cut: wider than its own box, or than a box around it that hides what overflows.
        const cortado = await el.evaluate((e) => {
          if (e.scrollWidth > e.clientWidth + 1) return true;
          const direita = e.getBoundingClientRect().right;
          for (let a = e.parentElement; a && !a.matches('[data-testid="painel-grade"]'); a = a.parentElement)
            if (getComputedStyle(a).overflowX !== 'visible' && direita > a.getBoundingClientRect().right + 1)
              return true;
          return false;
        });
        if (nome === NOME_CURTO) expect(cortado, `${nome} cabe e não é cortado`).toBe(false);
        if (!cortado) continue;
        cortados += 1;
        await el.hover();
        await expect(page.getByRole('tooltip').filter({ hasText: nome })).toBeVisible();
        await page.mouse.move(0, 0);
        await expect(page.getByRole('tooltip')).toHaveCount(0);
      }
    }
    // The long name does not fit a one-column widget: the rule above was put to the test.
    expect(cortados).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath(`painel-${tela.width}.png`), fullPage: true });
  }
});

/** Every element of the content area that scrolls sideways (a table cut on the right). */
function rolagensLaterais(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#content-area, #content-area *')]
      .filter((el) => {
        const x = getComputedStyle(el).overflowX;
        return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}[${el.className}] ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

async function semRolagemLateral(page: Page, rota: string, espera: string, busca?: [string, string]) {
  await page.goto(`/app${rota}`);
  if (busca) await page.getByLabel(busca[0]).fill(busca[1]);
  await expect(page.getByText(espera, { exact: true }).first(), rota).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), rota).toBeLessThanOrEqual(
    CELULAR.width,
  );
  expect(await rolagensLaterais(page), rota).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath(`celular${rota.replaceAll('/', '-')}.png`),
    fullPage: true,
  });
}

test('no celular (390 px), nenhuma página de lista rola para o lado: as listas viram cartões', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dono = await criarConta(request, 'Lia Listas');
  const { empresa } = await empresaComUsinas(request, dono, 'Sol das Listas');
  const setor = await chamar(
    request,
    dono,
    'post',
    '/api/setores',
    { nome: 'Operação e Manutenção' },
    empresa,
  );
  await chamar(
    request,
    dono,
    'post',
    '/api/cargos',
    { nome: 'Técnica de campo sênior', setor: setor?.data.uuid, permissoes: ['usina:view'] },
    empresa,
  );
  await chamar(
    request,
    dono,
    'post',
    '/api/funcionarios',
    {
      nome: 'Rafaela Técnica',
      email: `rafaela.tecnica.${Date.now()}@exemplo.com.br`,
      telefone: '11987654321',
    },
    empresa,
  );
  await chamar(
    request,
    dono,
    'post',
    '/api/clientes',
    {
      nome: 'Condomínio Residencial Jardim das Palmeiras Imperiais',
      pessoa_fisica: false,
      documento: '11222333000181',
      email: 'administracao.condominio.jardim.palmeiras@exemplo.com.br',
      telefone: '1133334444',
    },
    empresa,
  );

  await entrarComo(page, dono);
  await page.setViewportSize(CELULAR);
  for (const [rota, espera] of [
    ['/usinas', NOME_CURTO],
    ['/faturas', 'Agosto/2026'],
    ['/beneficiarias', '77665544'],
    ['/clientes', 'Condomínio Residencial Jardim das Palmeiras Imperiais'],
    ['/funcionarios', 'Rafaela Técnica'],
    ['/cargos', 'Técnica de campo sênior'],
    ['/setores', 'Operação e Manutenção'],
    ['/fabricantes', 'Growatt'],
    ['/concessionarias', 'CPFL Paulista'],
  ] as const)
    await semRolagemLateral(page, rota, espera);
  // The cards carry what the table had: the plant's status, power now and today's energy.
  await page.goto('/app/usinas');
  const cartao = page
    .getByRole('list', { name: 'Usinas' })
    .getByRole('listitem')
    .filter({ hasText: NOME_CURTO });
  await expect(cartao).toContainText('Inativo');
  await expect(cartao).toContainText('Agora');
  await expect(cartao).toContainText('Hoje');
  await expect(cartao).toContainText('Desempenho');
});

test('no celular, as listas da administração do sistema (usuários, empresas) também não rolam para o lado', async ({
  page,
  request,
}) => {
  // The system's administrator (ADMIN_EMAILS of the e2e server) in the sistema company.
  const res = await request.post('/api/usuarios', {
    data: { nome: 'Admin E2E', email: 'admin.e2e@irradia.com.br', password: 'admin123', termos: true },
  });
  const login =
    res.status() === 201
      ? res
      : await request.post('/api/usuarios/login', {
          data: { email: 'admin.e2e@irradia.com.br', password: 'admin123' },
        });
  const corpo = (await login.json()) as { auth: { token: string }; user: Record<string, unknown> };
  const admin: ContaTeste = {
    nome: 'Admin E2E',
    email: 'admin.e2e@irradia.com.br',
    password: 'admin123',
    token: corpo.auth.token,
    user: corpo.user,
  };
  const lista = async () =>
    (
      (await chamar(
        request,
        admin,
        'get',
        '/api/empresas?limit=100&search=Irradia%20Sistema',
      )) as unknown as {
        data: Array<{ tipo: string }>;
      }
    ).data.find((e) => e.tipo === 'sistema');
  if (!(await lista()))
    await chamar(request, admin, 'post', '/api/empresas', { nome: 'Irradia Sistema', tipo: 'sistema' });
  const sistema = await lista();
  const cliente = await criarConta(request, 'Maria Eduarda Cavalcanti de Albuquerque Monteiro');
  await chamar(request, cliente, 'post', '/api/empresas', {
    nome: 'Cooperativa de Energia Solar do Vale do São Francisco',
    tipo: 'integrador',
  });

  // Inside the sistema company (the administrator may belong to others too).
  await page.addInitScript(
    ([conta, empresa]) =>
      localStorage.setItem(
        'app',
        JSON.stringify({
          state: {
            account: { user: conta.user, token: conta.token, mini_drawer: false, pinned_menus: [] },
            company: { selected: empresa },
            dashboard: { templates: [], selected_template_id: null },
          },
          version: 1,
        }),
      ),
    [admin, sistema] as const,
  );
  await page.setViewportSize(CELULAR);
  await semRolagemLateral(page, '/usuarios', cliente.nome, ['Buscar usuário', cliente.email]);
  await semRolagemLateral(page, '/empresas', 'Cooperativa de Energia Solar do Vale do São Francisco', [
    'Buscar empresa',
    'Cooperativa de Energia Solar do Vale',
  ]);
});
