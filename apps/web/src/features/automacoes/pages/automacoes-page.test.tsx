import type { Automacao, Execucao } from '@irradia/shared/quadros/automacoes.schema';
import type { Quadro } from '@irradia/shared/quadros/quadros.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const QUADRO = '40000000-0000-4000-8000-000000000001';
const ABERTO = '40000000-0000-4000-8000-000000000002';
const CONCLUIDO = '40000000-0000-4000-8000-000000000003';
const PADRAO = '40000000-0000-4000-8000-000000000010';
const MINHA = '40000000-0000-4000-8000-000000000011';

const padrao = {
  uuid: PADRAO,
  nome: 'Alerta abre solicitação',
  gatilho: 'alerta_aberto',
  condicoes: { alertas: ['falha_inversor', 'sem_comunicacao'] },
  acoes: [{ tipo: 'criar_atendimento', quadro: QUADRO, fase: ABERTO, fechar_quando_terminar: true }],
  ativa: false,
  padrao: 'alerta_atendimento',
  execucoes: 0,
  ultima_execucao: null,
  criado_em: '2026-11-20T12:00:00.000Z',
} satisfies Automacao;

const minha = {
  uuid: MINHA,
  nome: 'Avisar proposta aceita',
  gatilho: 'proposta_aceita',
  condicoes: {},
  acoes: [{ tipo: 'notificar', para: 'responsavel', mensagem: 'Proposta aceita por {{cliente}}' }],
  ativa: true,
  padrao: null,
  execucoes: 3,
  ultima_execucao: '2026-11-25T15:30:00.000Z',
  criado_em: '2026-11-21T12:00:00.000Z',
} satisfies Automacao;

const quadro = {
  uuid: QUADRO,
  nome: 'Solicitações',
  tipo: 'atendimentos',
  padrao: true,
  fases: [
    { uuid: ABERTO, nome: 'Aberto', ordem: 0, fechada: false, cor: null, cartoes: 0 },
    { uuid: CONCLUIDO, nome: 'Concluído', ordem: 1, fechada: true, cor: null, cartoes: 0 },
  ],
  criado_em: '2026-11-20T12:00:00.000Z',
} satisfies Quadro;

const execucao = {
  uuid: '40000000-0000-4000-8000-000000000020',
  gatilho: 'proposta_aceita',
  evento: '#12 Casa da Maria — proposta aceita',
  status: 'erro',
  acoes: [{ tipo: 'notificar', resultado: 'Ninguém para notificar', ok: false }],
  criado_em: '2026-11-25T15:30:00.000Z',
} satisfies Execucao;

const meta = (total: number) => ({ total, per_page: 10, current_page: 1, last_page: 1 });
const corpo = (init?: RequestInit) => JSON.parse(String(init?.body));

describe('automações', () => {
  it('lista as regras com o gatilho em palavras e pausa uma com PATCH {ativa:false}', async () => {
    const patches: unknown[] = [];
    entrarComoIntegrador({
      automacoes: { body: { data: [padrao, minha] } },
      [`automacoes/${MINHA}`]: (init) => {
        patches.push(corpo(init));
        return { body: { data: { ...minha, ativa: false } } };
      },
    });
    renderApp('/automacoes');
    const tabela = await screen.findByRole('table', { name: 'Automações' });
    const linhaPadrao = within(tabela).getByRole('row', { name: /Alerta abre solicitação/ });
    expect(within(linhaPadrao).getByText('Padrão')).toBeTruthy();
    expect(linhaPadrao.textContent).toContain('Um alerta de usina abre');
    expect(linhaPadrao.textContent).toContain('Pausada');
    expect(within(linhaPadrao).queryByRole('button', { name: /Excluir/ })).toBeNull();

    const linha = within(tabela).getByRole('row', { name: /Avisar proposta aceita/ });
    expect(linha.textContent).toContain('Um cliente aceita a proposta');
    expect(linha.textContent).toContain('3');
    expect(within(linha).getByRole('button', { name: 'Excluir Avisar proposta aceita' })).toBeTruthy();
    await userEvent.click(within(linha).getByLabelText('Ativa: Avisar proposta aceita'));
    await waitFor(() => expect(patches).toEqual([{ ativa: false }]));
    expect(await screen.findByText('"Avisar proposta aceita" pausada')).toBeTruthy();
  });

  it('cria uma regra com o gatilho, a condição e as ações escolhidas', async () => {
    const posts: unknown[] = [];
    entrarComoIntegrador({
      automacoes: (init) => {
        if (init?.method === 'POST') {
          posts.push(corpo(init));
          return { status: 201, body: { data: minha } };
        }
        return { body: { data: [padrao] } };
      },
      quadros: { body: { data: [quadro] } },
    });
    renderApp('/automacoes');
    await userEvent.click(await screen.findByRole('button', { name: /Nova automação/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova automação' });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Falha abre chamado');
    await userEvent.selectOptions(within(dialogo).getByLabelText('Gatilho'), 'alerta_aberto');
    await userEvent.click(within(dialogo).getByText('Inversor em falha'));
    await userEvent.type(within(dialogo).getByLabelText('Nova tag da usina'), 'Comercial{Enter}');
    expect(within(dialogo).getByText('Comercial')).toBeTruthy();

    await waitFor(() => expect(within(dialogo).getByRole('option', { name: 'Solicitações' })).toBeTruthy());
    await userEvent.selectOptions(within(dialogo).getByLabelText('Quadro da ação 1'), QUADRO);
    await userEvent.selectOptions(within(dialogo).getByLabelText('Fase da ação 1'), ABERTO);
    await userEvent.click(within(dialogo).getByText('Fechar quando o alerta terminar'));

    await userEvent.click(within(dialogo).getByRole('button', { name: /Adicionar ação/ }));
    await userEvent.selectOptions(within(dialogo).getByLabelText('Quem a ação 2 notifica'), 'responsavel');
    await userEvent.type(within(dialogo).getByLabelText(/Mensagem/), 'Falha na {{{{usina}}');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar automação' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      nome: 'Falha abre chamado',
      gatilho: 'alerta_aberto',
      condicoes: { alertas: ['falha_inversor'], tags: ['Comercial'] },
      acoes: [
        { tipo: 'criar_atendimento', quadro: QUADRO, fase: ABERTO, fechar_quando_terminar: true },
        { tipo: 'notificar', para: 'responsavel', mensagem: 'Falha na {{usina}}' },
      ],
      ativa: true,
    });
    expect(await screen.findByText('Automação criada')).toBeTruthy();
  });

  it('não envia sem ação completa, e mostra o erro 422 do servidor no campo', async () => {
    const posts: unknown[] = [];
    entrarComoIntegrador({
      automacoes: (init) => {
        if (init?.method === 'POST') {
          posts.push(corpo(init));
          return {
            status: 422,
            body: {
              errors: [{ field: 'acoes.0.assunto', rule: 'max', message: 'Assunto recusado pelo servidor' }],
            },
          };
        }
        return { body: { data: [padrao] } };
      },
    });
    renderApp('/automacoes');
    await userEvent.click(await screen.findByRole('button', { name: /Nova automação/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova automação' });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Boas-vindas');
    await userEvent.selectOptions(within(dialogo).getByLabelText('Gatilho'), 'proposta_aceita');
    await userEvent.selectOptions(within(dialogo).getByLabelText('Tipo da ação 1'), 'email_cliente');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar automação' }));
    expect(await within(dialogo).findByText('Informe o assunto')).toBeTruthy();
    expect(posts).toHaveLength(0);

    await userEvent.type(within(dialogo).getByLabelText(/Assunto/), 'Bem-vindo');
    await userEvent.type(within(dialogo).getByLabelText(/Texto do e-mail/), 'Olá');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar automação' }));
    expect(await within(dialogo).findByText('Assunto recusado pelo servidor')).toBeTruthy();
    expect(posts[0]).toMatchObject({
      gatilho: 'proposta_aceita',
      acoes: [{ tipo: 'email_cliente', assunto: 'Bem-vindo', corpo: 'Olá' }],
    });
  });

  it('mostra as execuções de uma regra com o status, o evento e o resultado de cada ação', async () => {
    const fetchMock = entrarComoIntegrador({
      automacoes: { body: { data: [padrao, minha] } },
      [`automacoes/${MINHA}/execucoes`]: { body: { data: [execucao], meta: meta(1) } },
    });
    renderApp('/automacoes');
    const tabela = await screen.findByRole('table', { name: 'Automações' });
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Execuções de Avisar proposta aceita' }),
    );
    const registro = await screen.findByTestId('execucao');
    expect(registro.textContent).toContain('#12 Casa da Maria — proposta aceita');
    expect(within(registro).getByText('Com erro')).toBeTruthy();
    expect(registro.textContent).toContain('Notificar: Ninguém para notificar');
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/execucoes'));
    expect(url).toContain('page=1');
  });

  it('edita a regra padrão sem mudar se está ativa, e exclui outra depois de confirmar', async () => {
    const patches: unknown[] = [];
    let excluida = false;
    entrarComoIntegrador({
      automacoes: { body: { data: [padrao, minha] } },
      quadros: { body: { data: [quadro] } },
      [`automacoes/${PADRAO}`]: (init) => {
        patches.push(corpo(init));
        return { body: { data: padrao } };
      },
      [`automacoes/${MINHA}`]: (init) => {
        excluida = init?.method === 'DELETE';
        return { status: 204 };
      },
    });
    renderApp('/automacoes');
    const tabela = await screen.findByRole('table', { name: 'Automações' });
    await userEvent.click(within(tabela).getByRole('button', { name: 'Editar Alerta abre solicitação' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar automação' });
    expect((within(dialogo).getByLabelText('Gatilho') as HTMLSelectElement).value).toBe('alerta_aberto');
    await waitFor(() =>
      expect((within(dialogo).getByLabelText('Fase da ação 1') as HTMLSelectElement).value).toBe(ABERTO),
    );
    const nome = within(dialogo).getByLabelText(/Nome/);
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Falha vira chamado');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      nome: 'Falha vira chamado',
      gatilho: 'alerta_aberto',
      condicoes: { alertas: ['falha_inversor', 'sem_comunicacao'] },
      acoes: [{ tipo: 'criar_atendimento', quadro: QUADRO, fase: ABERTO, fechar_quando_terminar: true }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar automação' })).toBeNull());

    await userEvent.click(within(tabela).getByRole('button', { name: 'Excluir Avisar proposta aceita' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Excluir automação' });
    expect(excluida).toBe(false);
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(excluida).toBe(true));
    expect(await screen.findByText('Automação excluída')).toBeTruthy();
  });
});
