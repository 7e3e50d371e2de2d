import type { ItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const empresa = {
  uuid: 'e1',
  tipo: 'integrador',
  cliente: { nome: 'Sol do Sertão', filial: null, imagem_url: null, endereco: null },
};
const UNIDADE = '11111111-1111-4111-8111-111111111111';
const USINA = '55555555-5555-4555-8555-555555555555';
const CEMIG = '33333333-3333-4333-8333-333333333333';
const ENDERECO = 'faturas+sol-do-sertao-7f3k2@entrada.irradia.com.br';

const lida = {
  ok: true,
  concessionaria: 'Cemig-D',
  campos: {
    matricula: '3001117181',
    mes_referencia: '2023-06',
    vencimento: '2023-07-13',
    valor_total_rs: 104.57,
  },
  nao_lidos: [],
  origem: { valor_total_rs: { pagina: 1, linha: 14, texto: 'JUN/2023 13/07/2023 104,57' } },
  conferir: [],
} satisfies LeituraFatura;
const aConferir = {
  uuid: 'item-1',
  // 13:05 UTC is 10:05 in Brasília.
  recebida_em: '2023-07-01T13:05:00Z',
  remetente: 'fatura@cemig.com.br',
  assunto: 'Sua fatura CEMIG de junho/2023',
  arquivo: 'cemig-junho.pdf',
  pdf: 'pdf-1',
  situacao: 'a_conferir',
  matricula: '3001117181',
  concessionaria: 'Cemig-D',
  unidade: { uuid: UNIDADE, matricula: '3001117181' },
  leitura: lida,
} satisfies ItemCaixa;
const semUnidade = {
  ...aConferir,
  uuid: 'item-2',
  recebida_em: '2023-07-02T22:40:00Z',
  remetente: 'naoresponda@cemig.com.br',
  arquivo: 'cemig-outra-casa.pdf',
  pdf: 'pdf-2',
  situacao: 'sem_unidade',
  matricula: '3009998887',
  unidade: null,
  leitura: { ...lida, campos: { ...lida.campos, matricula: '3009998887' } },
} satisfies ItemCaixa;

type Caixa = { itens: ItemCaixa[]; endereco?: string | null; automatica?: boolean; last_page?: number };

// happy-dom does not load frames: the preview offers its link (which carries the page) instead.
beforeEach(() => Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true }));

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
  vi.restoreAllMocks();
});

/** The app signed in as a partner of the company, with the inbox answering `caixa()` and the calls recorded. */
function api(caixa: () => Caixa) {
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { tipo: 'integrador' }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresa as never);
  const chamadas: Array<{ metodo: string; caminho: string; corpo: unknown }> = [];
  const anotar = (caminho: string) => (init?: RequestInit) => {
    const metodo = init?.method ?? 'GET';
    chamadas.push({ metodo, caminho, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    return {
      status: metodo === 'DELETE' ? 204 : 200,
      body: { data: { endereco: ENDERECO, automatica: false } },
    };
  };
  const mock = fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: { body: { data: [empresa], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } } },
    'faturas/caixa-de-entrada': (init) => {
      if (init?.method === 'PUT') return anotar('faturas/caixa-de-entrada')(init);
      const c = caixa();
      return {
        body: {
          data: c.itens,
          meta: {
            total: c.itens.length,
            per_page: 10,
            current_page: 1,
            last_page: c.last_page ?? 1,
            endereco: c.endereco === undefined ? ENDERECO : c.endereco,
            automatica: c.automatica ?? true,
          },
        },
      };
    },
    'faturas/caixa-de-entrada/endereco': anotar('faturas/caixa-de-entrada/endereco'),
    'faturas/caixa-de-entrada/item-1': anotar('faturas/caixa-de-entrada/item-1'),
    'faturas/caixa-de-entrada/item-1/pdf': { body: { pdf: true } },
    faturas: (init) => {
      if (init?.method !== 'POST')
        return { body: { data: [], meta: { total: 0, per_page: 20, current_page: 1, last_page: 1 } } };
      chamadas.push({ metodo: 'POST', caminho: 'faturas', corpo: JSON.parse(String(init.body)) });
      return { status: 201, body: { data: { uuid: 'f1' } } };
    },
    unidades: (init) => {
      if (init?.method === 'POST') {
        chamadas.push({ metodo: 'POST', caminho: 'unidades', corpo: JSON.parse(String(init.body)) });
        return { status: 201, body: { data: { uuid: 'nova' } } };
      }
      return {
        body: {
          data: [
            {
              uuid: UNIDADE,
              tipo: 'beneficiaria',
              nome: 'Casa',
              matricula: '3001117181',
              usina: { uuid: USINA, nome: 'Usina Sertão' },
              concessionaria: { uuid: CEMIG, sigla: 'Cemig-D' },
            },
          ],
          meta: { total: 1, per_page: 100, current_page: 1, last_page: 1, cota_total: null },
        },
      };
    },
    usinas: { body: { data: [{ uuid: USINA, nome: 'Usina Sertão' }], meta: { total: 1, last_page: 1 } } },
    concessionarias: {
      body: {
        data: [{ uuid: CEMIG, sigla: 'Cemig-D', nome: 'Cemig Distribuição', estados: ['MG'] }],
        meta: { total: 1, last_page: 1 },
      },
    },
  });
  return { chamadas, mock };
}

const itens = () => screen.findAllByTestId('item-caixa', {}, { timeout: 8000 });

describe('faturas recebidas por e-mail', () => {
  it('mostra o endereço da empresa e as faturas aguardando conferência, com data de Brasília e a unidade ou a falta dela', async () => {
    api(() => ({ itens: [aConferir, semUnidade] }));
    renderApp('/faturas?aba=caixa');
    expect(await screen.findByRole('status', { name: 'Carregando' }, { timeout: 8000 })).toBeTruthy();
    const [primeiro, segundo] = (await itens()) as [HTMLElement, HTMLElement];
    expect(screen.getByTestId('endereco-caixa').textContent).toBe(ENDERECO);
    expect(screen.getByText('Aguardando conferência (2)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Recebidas por e-mail/ }).textContent).toContain('2');

    expect(within(primeiro).getByText(/cemig-junho\.pdf/, { selector: 'p' })).toBeTruthy();
    expect(within(primeiro).getByText('fatura@cemig.com.br')).toBeTruthy();
    expect(within(primeiro).getByText('01/07/2023 10:05')).toBeTruthy();
    expect(within(primeiro).getByText('Cemig-D')).toBeTruthy();
    expect(within(primeiro).getAllByText('3001117181')).toHaveLength(2);
    expect(within(primeiro).getByText('A conferir')).toBeTruthy();
    expect(within(primeiro).getByRole('button', { name: 'Conferir cemig-junho.pdf' })).toBeTruthy();
    expect(within(primeiro).getByRole('button', { name: 'Descartar cemig-junho.pdf' })).toBeTruthy();
    expect(within(primeiro).queryByRole('button', { name: /Criar unidade/ })).toBeNull();

    expect(within(segundo).getByText('02/07/2023 19:40')).toBeTruthy();
    expect(within(segundo).getByText('Unidade não cadastrada')).toBeTruthy();
    expect(within(segundo).getByText('Sem unidade')).toBeTruthy();
    expect(
      within(segundo).getByRole('button', { name: 'Criar unidade da instalação 3009998887' }),
    ).toBeTruthy();
  });

  it('sem faturas pendentes diz que não há nenhuma; sem recebimento de e-mail no servidor, diz isso', async () => {
    api(() => ({ itens: [] }));
    const { unmount } = renderApp('/faturas?aba=caixa');
    expect(
      await screen.findByText('Nenhuma fatura aguardando conferência', {}, { timeout: 8000 }),
    ).toBeTruthy();
    unmount();
    restoreFetch();

    api(() => ({ itens: [], endereco: null }));
    renderApp('/faturas?aba=caixa');
    expect(
      await screen.findByText(
        'O recebimento de faturas por e-mail não está ativado neste servidor.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('endereco-caixa')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Registrar automaticamente/ })).toBeNull();
  });

  it('copia o endereço, liga e desliga o registro automático e gera um novo endereço só depois de confirmar', async () => {
    const escrever = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: escrever }, configurable: true });
    const { chamadas } = api(() => ({ itens: [] }));
    renderApp('/faturas?aba=caixa');
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar' }, { timeout: 8000 }));
    expect(escrever).toHaveBeenCalledWith(ENDERECO);
    expect(await screen.findByText('Endereço copiado')).toBeTruthy();

    const automatica = screen.getByRole('checkbox', {
      name: 'Registrar automaticamente as faturas lidas por completo',
    }) as HTMLInputElement;
    expect(automatica.checked).toBe(true);
    await userEvent.click(automatica);
    await waitFor(() =>
      expect(chamadas).toContainEqual({
        metodo: 'PUT',
        caminho: 'faturas/caixa-de-entrada',
        corpo: { automatica: false },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    const confirmar = await screen.findByRole('alertdialog');
    expect(within(confirmar).getByText(/deixa de\s+receber faturas/)).toBeTruthy();
    expect(chamadas.some((c) => c.caminho.endsWith('/endereco'))).toBe(false);
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Gerar novo endereço' }));
    await waitFor(() =>
      expect(chamadas).toContainEqual({
        metodo: 'POST',
        caminho: 'faturas/caixa-de-entrada/endereco',
        corpo: undefined,
      }),
    );
  });

  it('descarta uma fatura depois de confirmar e busca a caixa de novo', async () => {
    let lista: ItemCaixa[] = [aConferir];
    const { chamadas } = api(() => ({ itens: lista }));
    renderApp('/faturas?aba=caixa');
    const [item] = (await itens()) as [HTMLElement];
    await userEvent.click(within(item).getByRole('button', { name: 'Descartar cemig-junho.pdf' }));
    const confirmar = await screen.findByRole('alertdialog');
    lista = [];
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Descartar' }));
    await waitFor(() =>
      expect(chamadas).toContainEqual({
        metodo: 'DELETE',
        caminho: 'faturas/caixa-de-entrada/item-1',
        corpo: undefined,
      }),
    );
    expect(await screen.findByText('Nenhuma fatura aguardando conferência')).toBeTruthy();
  });

  it('confere uma fatura recebida no mesmo formulário do envio, com a prévia do PDF dela, e a registra com o PDF guardado', async () => {
    const { chamadas, mock } = api(() => ({ itens: [aConferir] }));
    renderApp('/faturas?aba=caixa');
    const [item] = (await itens()) as [HTMLElement];
    await userEvent.click(within(item).getByRole('button', { name: 'Conferir cemig-junho.pdf' }));
    const dialogo = await screen.findByRole('dialog');
    expect(await within(dialogo).findByText('Fatura lida: Cemig-D')).toBeTruthy();
    expect((within(dialogo).getByLabelText('Valor total (R$)') as HTMLInputElement).value).toBe('104,57');
    expect(within(dialogo).getByRole('button', { name: 'Mostrar no PDF: pág. 1 · linha 14' })).toBeTruthy();
    const previa = within(dialogo).getByTestId('previa-pdf');
    await waitFor(() =>
      expect(
        within(previa)
          .getAllByRole('link', { name: /Abrir o PDF em outra aba/ })[0]
          ?.getAttribute('href'),
      ).toMatch(/^blob:.*#page=1$/),
    );
    expect(mock.mock.calls.some(([url]) => url === '/api/faturas/caixa-de-entrada/item-1/pdf')).toBe(true);
    const unidade = within(dialogo).getByLabelText(/Unidade consumidora/) as HTMLSelectElement;
    await waitFor(() => expect(unidade.value).toBe(UNIDADE));

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar fatura' }));
    await waitFor(() => expect(chamadas.find((c) => c.caminho === 'faturas')).toBeTruthy());
    expect(chamadas.find((c) => c.caminho === 'faturas')?.corpo).toMatchObject({
      pdf: 'pdf-1',
      unidade: UNIDADE,
      mes_referencia: '2023-06',
      valor_total_rs: 104.57,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('“Criar unidade” abre o cadastro com a instalação e a concessionária da fatura e volta à caixa, que mostra a fatura a conferir', async () => {
    let lista: ItemCaixa[] = [semUnidade];
    const { chamadas } = api(() => ({ itens: lista }));
    renderApp('/faturas?aba=caixa');
    const [item] = (await itens()) as [HTMLElement];
    await userEvent.click(within(item).getByRole('button', { name: /Criar unidade/ }));

    const dialogo = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(within(dialogo).getByText('Nova unidade consumidora')).toBeTruthy();
    expect((within(dialogo).getByLabelText(/Matrícula/) as HTMLInputElement).value).toBe('3009998887');
    await waitFor(() =>
      expect((within(dialogo).getByLabelText(/Concessionária/) as HTMLSelectElement).value).toBe(CEMIG),
    );
    await userEvent.selectOptions(within(dialogo).getByLabelText(/Usina/), USINA);
    lista = [{ ...semUnidade, situacao: 'a_conferir', unidade: { uuid: 'nova', matricula: '3009998887' } }];
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(chamadas.find((c) => c.caminho === 'unidades')).toBeTruthy());
    expect(chamadas.find((c) => c.caminho === 'unidades')?.corpo).toMatchObject({
      matricula: '3009998887',
      concessionaria: CEMIG,
      usina: USINA,
    });

    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/app/faturas?aba=caixa'),
    );
    const [depois] = (await itens()) as [HTMLElement];
    await waitFor(() => expect(depois.getAttribute('data-situacao')).toBe('a_conferir'));
    expect(within(depois).queryByText('Unidade não cadastrada')).toBeNull();
  });

  it('pagina a caixa de entrada', async () => {
    const { mock } = api(() => ({ itens: [aConferir], last_page: 2 }));
    renderApp('/faturas?aba=caixa');
    await itens();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(mock.mock.calls.some(([url]) => /caixa-de-entrada\?page=2&limit=10$/.test(String(url)))).toBe(
        true,
      ),
    );
  });
});
