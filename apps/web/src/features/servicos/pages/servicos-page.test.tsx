import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { ATENDIMENTO, historico, limpeza, pagina, recebido } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('serviços: meus serviços', () => {
  it('lista com preço por unidade e duração; o formulário valida antes de enviar e cadastra', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      servicos: (init) => {
        if (init?.method !== 'POST') return { body: pagina([limpeza]) };
        enviados.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: { ...limpeza, uuid: 'novo', nome: 'Projeto elétrico' } } };
      },
    });
    renderApp('/servicos');
    const tabela = await screen.findByRole('table', { name: 'Serviços' });
    const linha = within(tabela).getByRole('row', { name: /Limpeza de módulos/ });
    expect(linha.textContent).toContain('R$\u00a012,50 por módulo');
    expect(linha.textContent).toContain('Ativo');

    await userEvent.click(screen.getByRole('button', { name: /Novo serviço/ }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Informe o nome')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.selectOptions(within(dialogo).getByLabelText(/^Tipo/), 'projeto');
    await userEvent.type(within(dialogo).getByLabelText(/^Nome/), 'Projeto elétrico');
    await userEvent.type(within(dialogo).getByLabelText(/^Preço/), '1.500,00');
    await userEvent.type(within(dialogo).getByLabelText(/^Duração/), '8');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(enviados).toEqual([
        {
          tipo: 'projeto',
          nome: 'Projeto elétrico',
          descricao: null,
          preco_rs: 1500,
          unidade_preco: 'servico',
          duracao_horas: 8,
          ativo: true,
        },
      ]),
    );
    expect(await screen.findByText('Serviço cadastrado')).toBeTruthy();
  });
});

describe('serviços: solicitações', () => {
  it('o link da notificação abre a solicitação com o histórico e os botões que a API permite', async () => {
    const acoes: string[] = [];
    entrarComoIntegrador({
      atendimentos: { body: pagina([recebido]) },
      [`atendimentos/${ATENDIMENTO}`]: { body: { data: recebido } },
      [`atendimentos/${ATENDIMENTO}/historico`]: { body: { data: historico } },
      [`atendimentos/${ATENDIMENTO}/aceitar`]: () => {
        acoes.push('aceitar');
        return { body: { data: { ...recebido, status: 'aceito', acoes: ['iniciar', 'recusar'] } } };
      },
    });
    renderApp(`/servicos?aba=solicitacoes&atendimento=${ATENDIMENTO}`);
    const dialogo = await screen.findByRole('dialog', { name: 'Solicitação #7' });
    expect(within(dialogo).getByText('Limpeza do galpão')).toBeTruthy();
    expect(within(dialogo).getByText('Recebida de Solar Integra')).toBeTruthy();
    expect(within(dialogo).getByText('10/12/2026')).toBeTruthy();
    expect(await within(dialogo).findByText('Solicitação criada')).toBeTruthy();
    expect(within(dialogo).getByText(/Solar Integra · Bruno Lima/)).toBeTruthy();
    expect(within(dialogo).queryByRole('button', { name: 'Concluir serviço' })).toBeNull();

    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(acoes).toEqual(['aceitar']));
    expect(await screen.findByText('Solicitação aceita')).toBeTruthy();
  });

  it('recusar pede o motivo num diálogo próprio e não envia sem ele', async () => {
    const corpos: unknown[] = [];
    entrarComoIntegrador({
      atendimentos: { body: pagina([recebido]) },
      [`atendimentos/${ATENDIMENTO}`]: { body: { data: recebido } },
      [`atendimentos/${ATENDIMENTO}/historico`]: { body: { data: historico } },
      [`atendimentos/${ATENDIMENTO}/recusar`]: (init) => {
        corpos.push(JSON.parse(String(init?.body)));
        return { body: { data: { ...recebido, status: 'recusado', acoes: [] } } };
      },
    });
    renderApp('/servicos?aba=solicitacoes');
    const tabela = await screen.findByRole('table', { name: 'Solicitações de serviço' });
    expect(within(tabela).getByRole('row', { name: /#7 · Limpeza do galpão/ }).textContent).toContain(
      'Aberto',
    );
    await userEvent.click(within(tabela).getByRole('button', { name: 'Abrir solicitação #7' }));
    const detalhe = await screen.findByRole('dialog', { name: 'Solicitação #7' });
    await userEvent.click(await within(detalhe).findByRole('button', { name: 'Recusar' }));

    const motivo = await screen.findByRole('alertdialog', { name: 'Recusar a solicitação #7' });
    await userEvent.click(await within(motivo).findByRole('button', { name: 'Recusar' }));
    expect(await within(motivo).findByText('Informe o motivo')).toBeTruthy();
    expect(corpos).toEqual([]);
    await userEvent.type(within(motivo).getByLabelText(/Motivo/), 'Sem agenda');
    await userEvent.click(within(motivo).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(corpos).toEqual([{ motivo: 'Sem agenda' }]));
    expect(await screen.findByText('Solicitação recusada')).toBeTruthy();
  });
});
