import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import {
  ABERTO,
  EM_ATENDIMENTO,
  inversor,
  limpeza,
  lista,
  NEGOCIOS,
  QUADRO,
  quadroDeNegocios,
  quadroDeServicos,
  tela,
  visita,
} from '../quadro-fixtures.ts';

const original = window.matchMedia;
beforeEach(() => tela(1280));
afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
  window.matchMedia = original;
});

type Respostas = Parameters<typeof entrarComoIntegrador>[0];

function abrirQuadro(extra: Respostas = {}) {
  return entrarComoIntegrador({
    quadros: { body: { data: [quadroDeServicos, quadroDeNegocios] } },
    [`quadros/${QUADRO}/cartoes`]: { body: lista([inversor, limpeza, visita]) },
    ...extra,
  });
}

describe('quadro: nova solicitação', () => {
  it('valida o título e cria o cartão no quadro', async () => {
    const enviados: unknown[] = [];
    abrirQuadro({
      [`quadros/${QUADRO}/cartoes`]: (init) => {
        if (init?.method !== 'POST') return { body: lista([inversor, limpeza, visita]) };
        enviados.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: { ...limpeza, numero: 110, titulo: 'Troca de string box' } } };
      },
    });
    renderApp('/quadro');
    await screen.findByText('Inversor desligando à tarde');
    await userEvent.click(screen.getByRole('button', { name: /Nova solicitação/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova solicitação' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar solicitação' }));
    expect(await within(dialogo).findByText('Informe o título')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText(/^Título/), 'Troca de string box');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar solicitação' }));
    await waitFor(() =>
      expect(enviados).toEqual([
        {
          titulo: 'Troca de string box',
          descricao: null,
          cliente: null,
          usina: null,
          responsavel: null,
          prazo: null,
        },
      ]),
    );
    expect(await screen.findByText('Solicitação #110 criada')).toBeTruthy();
  });
});

describe('quadro: fases', () => {
  it('excluir uma fase com cartões pergunta para onde eles vão', async () => {
    const removidos: string[] = [];
    abrirQuadro({
      [`fases/${ABERTO}`]: (init) => {
        removidos.push(String(init?.method));
        return { status: 204 };
      },
    });
    renderApp('/quadro');
    await screen.findByText('Inversor desligando à tarde');
    await userEvent.click(screen.getByRole('button', { name: 'Ações da fase Aberto' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Excluir fase/ }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Excluir a fase Aberto?' });
    expect(within(dialogo).getByText(/Há 2 cartões nesta fase/)).toBeTruthy();
    await userEvent.selectOptions(within(dialogo).getByRole('combobox'), EM_ATENDIMENTO);
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } };
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Excluir fase' }));
    await waitFor(() => expect(removidos).toEqual(['DELETE']));
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes(`/api/fases/${ABERTO}`));
    expect(url).toBe(`/api/fases/${ABERTO}?destino=${EM_ATENDIMENTO}`);
  });

  it('nova fase vai para o fim do quadro', async () => {
    const enviados: unknown[] = [];
    abrirQuadro({
      fases: (init) => {
        enviados.push(JSON.parse(String(init?.body)));
        return {
          status: 201,
          body: { data: { uuid: 'x', nome: 'Pós-venda', ordem: 3, fechada: false, cor: null, cartoes: 0 } },
        };
      },
    });
    renderApp('/quadro');
    await screen.findByText('Inversor desligando à tarde');
    await userEvent.click(screen.getByRole('button', { name: /Nova fase/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova fase' });
    await userEvent.type(within(dialogo).getByLabelText(/^Nome da fase/), 'Pós-venda');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Adicionar fase' }));
    await waitFor(() => expect(enviados).toEqual([{ quadro: QUADRO, nome: 'Pós-venda', fechada: false }]));
  });
});

describe('quadro: negócios', () => {
  it('mostra o valor do negócio e leva aos orçamentos para criar um', async () => {
    const negocio = {
      ...inversor,
      tipo: 'pedido' as const,
      quadro: NEGOCIOS,
      fase: quadroDeNegocios.fases[0]?.uuid ?? '',
      valor_rs: 25000,
    };
    abrirQuadro({ [`quadros/${NEGOCIOS}/cartoes`]: { body: lista([negocio]) } });
    renderApp(`/quadro?quadro=${NEGOCIOS}`);
    const cartao = await screen.findByRole('button', { name: '#101 Inversor desligando à tarde' });
    expect(within(cartao).getByTestId('valor-do-cartao').textContent).toBe('R$\u00a025.000,00');
    expect(screen.queryByRole('button', { name: /Nova solicitação/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Novo orçamento/ }).getAttribute('href')).toBe('/app/orcamentos');
  });
});
