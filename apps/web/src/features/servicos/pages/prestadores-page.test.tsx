import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { oferecido, PRESTADOR, pagina, prestador, recebido, SERVICO } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('prestadores', () => {
  it('mostra cada prestador com seus serviços e solicita um com descrição, local e data', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      prestadores: { body: pagina([prestador]) },
      [`prestadores/${PRESTADOR}/servicos`]: { body: { data: [oferecido] } },
      atendimentos: (init) => {
        enviados.push(JSON.parse(String(init?.body)));
        return {
          status: 201,
          body: { data: { ...recebido, papel: 'solicitante', numero: 3, acoes: ['cancelar'] } },
        };
      },
    });
    renderApp('/prestadores');
    const cartao = await screen.findByRole('region', { name: 'Limpa Sol' });
    expect(within(cartao).getByText(/Campinas \/ SP · 1 serviço/)).toBeTruthy();
    expect(within(cartao).getByText('Limpeza de módulos', { selector: 'span' })).toBeTruthy();
    expect(await within(cartao).findByText(/R\$ 12,50 por módulo · 3,5 h/)).toBeTruthy();

    await userEvent.click(
      within(cartao).getByRole('button', { name: 'Solicitar Limpeza de módulos a Limpa Sol' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Solicitar serviço a Limpa Sol' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar solicitação' }));
    expect(await within(dialogo).findByText('Descreva o que você precisa')).toBeTruthy();
    expect(within(dialogo).getByText('Informe o local do serviço')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText(/^Descrição/), 'Limpar 20 módulos');
    await userEvent.type(within(dialogo).getByLabelText(/^Local/), 'Rua das Flores, 10');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() =>
      expect(enviados).toEqual([
        {
          servico: SERVICO,
          titulo: null,
          descricao: 'Limpar 20 módulos',
          local: 'Rua das Flores, 10',
          data_desejada: null,
        },
      ]),
    );
    expect(await screen.findByText('Solicitação #3 enviada a Limpa Sol')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver solicitação' })).toBeTruthy();
  });

  it('sem prestadores: diz quando eles aparecem', async () => {
    entrarComoIntegrador();
    renderApp('/prestadores');
    expect(await screen.findByText('Nenhum prestador ainda')).toBeTruthy();
  });
});
