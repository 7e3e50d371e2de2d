import type { Grupo } from '@irradia/shared/quadros/quadros.schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { createQueryClient, Providers } from '../../../app/providers.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { inversor, lista, QUADRO, quadroDeNegocios, quadroDeServicos, tela } from '../quadro-fixtures.ts';
import { CamposDialog, lerOpcoes } from './campos-dialog.tsx';

const GRUPO = 'c0000000-0000-4000-8000-000000000001';
const tecnicos: Grupo = {
  uuid: GRUPO,
  quadro: QUADRO,
  nome: 'Dados técnicos',
  ordem: 0,
  campos: [
    {
      uuid: 'd0000000-0000-4000-8000-000000000001',
      grupo: GRUPO,
      nome: 'Potência',
      tipo: 'numero',
      opcoes: [],
      ordem: 0,
    },
  ],
};

const original = window.matchMedia;
beforeEach(() => tela(1280));
afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
  window.matchMedia = original;
});

type Respostas = Parameters<typeof entrarComoIntegrador>[0];

async function abrirCampos(extra: Respostas = {}) {
  entrarComoIntegrador({
    quadros: { body: { data: [quadroDeServicos, quadroDeNegocios] } },
    [`quadros/${QUADRO}/cartoes`]: { body: lista([inversor]) },
    grupos: { body: { data: [tecnicos] } },
    ...extra,
  });
  renderApp('/quadro');
  await screen.findByText(inversor.titulo);
  await userEvent.click(screen.getByRole('button', { name: 'Ações do quadro' }));
  const item = await screen.findByRole('menuitem', { name: /Campos personalizados/ });
  await userEvent.click(item);
  return screen.findByRole('dialog', { name: 'Campos personalizados' });
}

/** The dialog alone, open on QUADRO (the menu that opens it is covered by the first test). */
function abrirDialogo(extra: Respostas = {}) {
  entrarComoIntegrador({ grupos: { body: { data: [tecnicos] } }, ...extra });
  render(
    <Providers
      config={{ ...defaultRuntimeConfig, product_name: 'Irradia' }}
      queryClient={createQueryClient()}
    >
      <CamposDialog quadro={QUADRO} open onOpenChange={() => {}} />
    </Providers>,
  );
  return screen.findByRole('dialog', { name: 'Campos personalizados' });
}

/** Closes the dialog, so the next test starts with no modal layer left open. */
async function fechar(dialogo: HTMLElement) {
  await userEvent.click(within(dialogo).getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Campos personalizados' })).toBeNull());
}

async function novoCampoDeEscolha(dialogo: HTMLElement) {
  const grupo = await within(dialogo).findByRole('group', { name: 'Grupo Dados técnicos' });
  await userEvent.click(within(grupo).getByRole('button', { name: /Novo campo/ }));
  await userEvent.type(within(grupo).getByLabelText(/^Nome do campo/), 'Telhado');
  await userEvent.selectOptions(within(grupo).getByLabelText(/^Tipo/), 'escolha');
  await userEvent.type(within(grupo).getByLabelText(/^Opções/), 'Cerâmico, Metálico{Enter}Laje');
  await userEvent.click(within(grupo).getByRole('button', { name: 'Adicionar campo' }));
  return grupo;
}

describe('quadro: campos personalizados', () => {
  it('lista os grupos do quadro com seus campos', async () => {
    const dialogo = await abrirCampos();
    const grupo = await within(dialogo).findByRole('group', { name: 'Grupo Dados técnicos' });
    expect(within(grupo).getByText('Potência')).toBeTruthy();
    expect(within(grupo).getByText('Número')).toBeTruthy();
    await fechar(dialogo);
  });

  it('sem grupos, diz como começar', async () => {
    const dialogo = await abrirDialogo({ grupos: { body: { data: [] } } });
    expect(await within(dialogo).findByText('Nenhum campo ainda. Crie um grupo para começar.')).toBeTruthy();
  });

  it('cria um campo de escolha com suas opções', async () => {
    const enviados: unknown[] = [];
    const dialogo = await abrirDialogo({
      campos: (init) => {
        enviados.push(JSON.parse(String(init?.body)));
        return {
          status: 201,
          body: {
            data: { uuid: 'x', grupo: GRUPO, nome: 'Telhado', tipo: 'escolha', opcoes: [], ordem: 1 },
          },
        };
      },
    });
    await novoCampoDeEscolha(dialogo);
    await waitFor(() =>
      expect(enviados).toEqual([
        { grupo: GRUPO, nome: 'Telhado', tipo: 'escolha', opcoes: ['Cerâmico', 'Metálico', 'Laje'] },
      ]),
    );
  });

  it('mostra a mensagem de um 422', async () => {
    const dialogo = await abrirDialogo({
      campos: () => ({
        status: 422,
        body: { errors: [{ field: 'opcoes', message: 'As opções devem ser diferentes' }] },
      }),
    });
    const grupo = await novoCampoDeEscolha(dialogo);
    expect(await within(grupo).findByText('As opções devem ser diferentes')).toBeTruthy();
  });

  it('lê opções por vírgula ou por linha', () => {
    expect(lerOpcoes(' a, b\n\nc ,')).toEqual(['a', 'b', 'c']);
  });
});
