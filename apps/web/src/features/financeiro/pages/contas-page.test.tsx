import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { conta } from '../../../../test/financeiro.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('contas', () => {
  it('lista as contas com o saldo atual', async () => {
    entrarComoIntegrador({ contas: { body: pagina([conta]) } });
    renderApp('/financeiro/contas');
    const tabela = await screen.findByRole('table', { name: 'Contas' });
    const linha = within(tabela).getByRole('row', { name: /Banco do Brasil PJ/ });
    expect(linha.textContent).toContain('001 / 1234-5 / 98765-4');
    expect(linha.textContent).toContain('R$\u00a012.345,67');
  });

  it('cria uma conta com banco, agência e saldo inicial', async () => {
    const corpos: unknown[] = [];
    entrarComoIntegrador({
      contas: (init) => {
        if (init?.method === 'POST') {
          corpos.push(JSON.parse(String(init.body)));
          return { status: 201, body: { data: conta } };
        }
        return { body: pagina([]) };
      },
    });
    renderApp('/financeiro/contas');
    expect(await screen.findByText('Nenhum cadastro em contas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Nova conta/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova conta' });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Banco do Brasil PJ');
    await userEvent.type(within(dialogo).getByLabelText(/Banco/), '001');
    await userEvent.type(within(dialogo).getByLabelText(/Agência/), '1234-5');
    await userEvent.type(within(dialogo).getByLabelText(/Número/), '98765-4');
    const saldo = within(dialogo).getByLabelText(/^Saldo inicial\*?$/);
    await userEvent.clear(saldo);
    await userEvent.type(saldo, '10.000,50');
    const em = within(dialogo).getByLabelText(/Saldo inicial em/);
    await userEvent.clear(em);
    await userEvent.type(em, '2026-01-01');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toEqual({
      nome: 'Banco do Brasil PJ',
      tipo: 'corrente',
      banco: '001',
      agencia: '1234-5',
      numero: '98765-4',
      saldo_inicial_rs: 10000.5,
      saldo_inicial_em: '2026-01-01',
    });
    expect(await screen.findByText('Conta criada')).toBeTruthy();
  });

  it('um nome repetido mostra a recusa do servidor sob o campo', async () => {
    entrarComoIntegrador({
      contas: (init) =>
        init?.method === 'POST'
          ? {
              status: 422,
              body: {
                errors: [{ field: 'nome', rule: 'unique', message: 'Já existe uma conta com este nome' }],
              },
            }
          : { body: pagina([]) },
    });
    renderApp('/financeiro/contas');
    await userEvent.click(await screen.findByRole('button', { name: /Nova conta/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova conta' });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Caixa');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar conta' }));
    expect(await within(dialogo).findByText('Já existe uma conta com este nome')).toBeTruthy();
  });
});
