import type { NomeWidgetComDados, RespostaDoWidget } from '@irradia/shared/dashboard/respostas';
import { LAYOUT_PADRAO } from '@irradia/shared/dashboard/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const empresaDo = (tipo: string) => ({
  uuid: `e-${tipo}`,
  tipo,
  cliente: { nome: 'Sol do Sertão', filial: null, imagem_url: null, endereco: null },
});

const usinasVazio: RespostaDoWidget<'usinas'> = {
  data: { total: 0, potencia_kwp: 0, por_status: { online: 0, aviso: 0, erro: 0, offline: 0, inativo: 0 } },
};
/** What the server may answer for each widget (typed by its schema, so a fixture cannot drift). */
const respostasDosWidgets: {
  [N in NomeWidgetComDados as `dashboard/${N}`]?: { body: RespostaDoWidget<N> };
} = {
  'dashboard/usinas': {
    body: {
      data: {
        total: 3,
        potencia_kwp: 45.5,
        por_status: { online: 2, aviso: 1, erro: 0, offline: 0, inativo: 0 },
      },
    },
  },
  'dashboard/clientes': { body: { data: { total: 12, novos_no_mes: 2 } } },
  'dashboard/funcionarios': { body: { data: { total: 4, por_setor: [{ setor: 'Técnico', total: 4 }] } } },
  'dashboard/geracao_mes': {
    body: {
      data: {
        mes: '2025-03',
        energia_kwh: 1234.5,
        esperada_kwh: 1500,
        dias: [{ data: '2025-03-01', energia_kwh: 40 }],
        esperada_por_dia: null,
      },
    },
  },
  'dashboard/geracao_horaria': {
    body: {
      data: { data: '2025-03-10', pontos: [{ hora: '12:00', potencia_w: 5000 }], potencia_atual_w: 4200 },
    },
  },
  'dashboard/geracao_diaria': { body: { data: { dias: [], esperada_por_dia: null } } },
  'dashboard/usina_status': { body: { data: { usinas: [] } } },
  'dashboard/fatura_ultima': { body: { data: { faturas: [] } } },
  'dashboard/usina_creditos': { body: { data: { saldo_kwh: 0, expirando: [], economia_rs: 0 } } },
  'dashboard/fabricantes': { body: { data: [] } },
  'dashboard/concessionarias': { body: { data: [] } },
  'dashboard/estoques': {
    body: {
      data: {
        cadastrados: 3,
        com_estoque: 2,
        abaixo_do_minimo: 1,
        valor_custo_rs: 12500,
        por_tipo: [{ tipo: 'inversor', produtos: 2 }],
      },
    },
  },
  'dashboard/catalogos': {
    body: { data: { visao: 'distribuidor', publicados: 2, itens: 14, fora_do_ar: 0 } },
  },
  'dashboard/pedidos': {
    body: {
      data: {
        mes: '2025-03',
        lados: [
          {
            papel: 'fornecedor',
            total: { pedidos: 3, valor_rs: 4200 },
            grupos: {
              aguardando: { pedidos: 2, valor_rs: 1200 },
              em_andamento: { pedidos: 1, valor_rs: 3000 },
              entregue: { pedidos: 0, valor_rs: 0 },
              encerrado: { pedidos: 0, valor_rs: 0 },
            },
          },
        ],
      },
    },
  },
};

type Resposta = { status?: number; body?: unknown };

/** Signs in as a partner of a company of `tipo`, selects it and fakes the API. */
function entrar(
  tipo: string,
  opcoes: { paineis?: Array<Record<string, unknown>>; extra?: Record<string, Resposta> } = {},
) {
  const empresa = empresaDo(tipo);
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { uuid: empresa.uuid, tipo }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresa as never);
  const paineis = opcoes.paineis ?? [];
  const enviados: Array<{ method: string; body: Record<string, unknown> }> = [];
  const fetchMock = fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: { body: { data: [empresa], meta: { total: 1 } } },
    'funcionarios/convites': { body: { data: [] } },
    paineis: (init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        enviados.push({ method: 'POST', body });
        const criado = { id: body.id, nome: body.nome, layout: body.layout, conteudo: body.conteudo };
        paineis.push(criado);
        return { status: 201, body: { data: criado } };
      }
      return { body: { data: paineis, meta: { padrao: LAYOUT_PADRAO[tipo as 'integrador'] } } };
    },
    ...respostasDosWidgets,
    ...opcoes.extra,
  });
  return { enviados, fetchMock };
}

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
  useAppStore.setState({ dashboard: { templates: [], selected_template_id: null } });
});

describe('painel: o layout padrão de cada tipo de empresa', () => {
  it('integrador vê usinas e geração, com os números formatados', async () => {
    entrar('integrador');
    renderApp('/');
    const usinas = await screen.findByTestId('widget-usinas', {}, { timeout: 10_000 });
    expect(screen.getByTestId('widget-geracao_mes')).toBeTruthy();
    expect(screen.getByTestId('widget-geracao_horaria')).toBeTruthy();
    await waitFor(() => expect(within(usinas).getByText(/45,5 kWp/)).toBeTruthy());
    expect(within(usinas).getByText('Aviso: 1')).toBeTruthy();
    const mes = screen.getByTestId('widget-geracao_mes');
    await waitFor(() => expect(within(mes).getByText('1,23 MWh')).toBeTruthy());
    expect(within(mes).getByText(/Março de 2025/)).toBeTruthy();
    // With a company selected the tutorial card shows its step done (spec §2).
    expect(screen.getByTestId('passo-empresa')).toHaveProperty('dataset.concluido', 'true');
  });

  it('distribuidor não vê usinas nem geração', async () => {
    entrar('distribuidor');
    renderApp('/');
    expect(await screen.findByTestId('widget-funcionarios', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('widget-estoques')).toBeTruthy();
    expect(screen.queryByTestId('widget-usinas')).toBeNull();
    expect(screen.queryByTestId('widget-geracao_mes')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Editar painel/ }));
    const opcoes = within(screen.getByLabelText('Widget para adicionar'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(opcoes.some((o) => /Usinas|Geração/.test(o ?? ''))).toBe(false);
  });

  it('sem empresa: o card de tutorial fica no painel e não há indicadores', async () => {
    useAppStore.getState().setSession('token', usuarioTeste);
    fakeApi({
      'usuarios/me': { body: { data: usuarioTeste } },
      empresas: { body: { data: [], meta: { total: 0 } } },
      'funcionarios/convites': { body: { data: [] } },
    });
    renderApp('/');
    expect(await screen.findByTestId('tutorial-card', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Nenhum indicador disponível')).toBeTruthy();
  });
});

describe('painel: modelos', () => {
  it('salvar como modelo envia id gerado e layout, e seleciona o modelo', async () => {
    const { enviados } = entrar('integrador');
    renderApp('/');
    await screen.findByTestId('widget-clientes', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: /Editar painel/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Clientes' }));
    expect(screen.queryByTestId('widget-clientes')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar como modelo' }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar modelo' }));
    expect(within(dialogo).getByText('Informe o nome do modelo')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText(/Nome do modelo/), 'Operação');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    const body = enviados[0]?.body as { id: string; nome: string; layout: Array<{ i: string }> };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.nome).toBe('Operação');
    expect(body.layout.map((x) => x.i)).toEqual(
      LAYOUT_PADRAO.integrador.map((x) => x.i).filter((i) => i !== 'clientes'),
    );
    expect(body.layout[0]).toEqual({ i: 'usinas', x: 0, y: 0, w: 1, h: 1 });
    expect(body).toMatchObject({ conteudo: {} });

    await waitFor(() => expect(useAppStore.getState().dashboard.selected_template_id).toBe(body.id));
    const select = (await screen.findByLabelText(
      'Modelo do painel',
      {},
      { timeout: 10_000 },
    )) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(body.id));
    expect(within(select).getByRole('option', { name: 'Operação' })).toBeTruthy();
    expect(screen.queryByTestId('widget-clientes')).toBeNull();
  });

  it('escolher um modelo e restaurar o padrão', async () => {
    entrar('integrador', {
      paineis: [
        { id: 'p1', nome: 'Só usinas', layout: [{ i: 'usinas', x: 0, y: 0, w: 1, h: 1 }], conteudo: {} },
      ],
    });
    renderApp('/');
    const select = (await screen.findByLabelText(
      'Modelo do painel',
      {},
      { timeout: 10_000 },
    )) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Só usinas' })).toBeTruthy());
    await userEvent.selectOptions(select, 'p1');
    expect(useAppStore.getState().dashboard.selected_template_id).toBe('p1');
    await waitFor(() => expect(screen.queryByTestId('widget-clientes')).toBeNull());
    expect(screen.getByTestId('widget-usinas')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Restaurar padrão/ }));
    expect(useAppStore.getState().dashboard.selected_template_id).toBeNull();
    expect(await screen.findByTestId('widget-clientes', {}, { timeout: 10_000 })).toBeTruthy();
    expect(select.value).toBe('');
  });
});

describe('painel: estados dos widgets', () => {
  it('widget desabilitado aparece esmaecido com a mensagem do servidor', async () => {
    entrar('distribuidor', {
      extra: {
        'dashboard/faturamento': {
          body: {
            data: null,
            desabilitado: true,
            mensagem: 'O faturamento chega com o módulo de pagamentos',
          },
        },
      },
    });
    renderApp('/');
    const faturamento = await screen.findByTestId('widget-faturamento', {}, { timeout: 10_000 });
    expect(faturamento.getAttribute('data-desabilitado')).toBe('true');
    await waitFor(() =>
      expect(within(faturamento).getByText('O faturamento chega com o módulo de pagamentos')).toBeTruthy(),
    );
  });

  it('distribuidor: pedidos, estoque e catálogos mostram os números do servidor, sem esmaecer', async () => {
    entrar('distribuidor');
    renderApp('/');
    const pedidos = await screen.findByTestId('widget-pedidos', {}, { timeout: 10_000 });
    expect(pedidos.hasAttribute('data-desabilitado')).toBe(false);
    const lista = await within(pedidos).findByRole('link', { name: 'pedidos em março' });
    expect(lista.getAttribute('href')).toMatch(/\/catalogo\?aba=pedidos$/);
    const estoques = screen.getByTestId('widget-estoques');
    expect(await within(estoques).findByRole('link', { name: '1 produto abaixo do mínimo' })).toBeTruthy();
    const catalogos = screen.getByTestId('widget-catalogos');
    expect(await within(catalogos).findByRole('link', { name: 'catálogos no ar hoje' })).toBeTruthy();
    expect(within(catalogos).getByText(/· 14 itens/)).toBeTruthy();
  });

  it('sem usinas, o widget chama para importar a primeira', async () => {
    entrar('integrador', { extra: { 'dashboard/usinas': { body: usinasVazio } } });
    renderApp('/');
    const usinas = await screen.findByTestId('widget-usinas', {}, { timeout: 10_000 });
    const link = await within(usinas).findByRole('link', { name: 'Importe sua primeira usina' });
    expect(link.getAttribute('href')).toMatch(/\/usinas$/);
  });
});
