import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cobrancaPix, entrarComoSistema, planoBasico, planoPro } from '../../../../test/assinatura.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { empresaIntegradora } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const corpo = (init?: RequestInit) => (init?.body ? JSON.parse(String(init.body)) : undefined);
const EMPRESA = '40000000-0000-4000-8000-000000000001';

const assinante = {
  uuid: '40000000-0000-4000-8000-000000000002',
  empresa: { uuid: EMPRESA, nome: 'Sol do Sertão' },
  plano: { uuid: planoBasico.uuid, nome: 'Básico' },
  ciclo: 'anual',
  status: 'ativa',
  forma: 'pix',
  periodo_fim: '2027-10-31',
  cancelar_no_fim: false,
  bloqueada: false,
  mrr_rs: 82.5,
  cobranca_pendente: null,
};

describe('assinatura: administração do sistema', () => {
  it('lista os planos, mostra os removidos e cadastra um plano com todos os campos', async () => {
    const enviados: unknown[] = [];
    const fetchMock = entrarComoSistema({
      planos: (init) => {
        if (init?.method === 'POST') {
          enviados.push(corpo(init));
          return { status: 201, body: { data: planoPro } };
        }
        return { body: { data: [planoBasico, planoPro] } };
      },
    });
    renderApp('/assinatura');
    const tabela = await screen.findByRole('table', { name: 'Planos' });
    const basico = within(tabela).getByRole('row', { name: /Básico/ });
    expect(basico.textContent).toContain('R$\u00a099,00');
    expect(basico.textContent).toContain('R$\u00a0990,00');
    expect(within(tabela).getByRole('row', { name: /Profissional/ }).textContent).toContain('Ilimitado');
    expect(screen.queryByText('Escolha um plano')).toBeNull();
    // sistema has no subscription of its own: nothing asks for it.
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/assinatura')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar removidos' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/planos?removidos=1')).toBe(true),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar removidos' }));

    await userEvent.click(screen.getByRole('button', { name: /Novo plano/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo plano' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Informe o nome')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Empresa');
    await userEvent.type(within(dialogo).getByLabelText(/Preço mensal/), '1.299,90');
    await userEvent.type(within(dialogo).getByLabelText(/Preço anual/), '12999');
    await userEvent.type(within(dialogo).getByLabelText('Limite de usinas'), '500');
    await userEvent.type(within(dialogo).getByLabelText('Limite de kWp'), '2500,5');
    await userEvent.clear(within(dialogo).getByLabelText(/Dias de teste/));
    await userEvent.type(within(dialogo).getByLabelText(/Dias de teste/), '30');
    await userEvent.click(within(dialogo).getByText('Financeiro'));
    await userEvent.click(within(dialogo).getByText('Monitoramento de usinas'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(enviados).toEqual([
        {
          nome: 'Empresa',
          descricao: null,
          preco_mensal_rs: 1299.9,
          preco_anual_rs: 12999,
          limite_usinas: 500,
          limite_usuarios: null,
          limite_kwp: 2500.5,
          recursos: ['financeiro', 'monitoramento'],
          dias_teste: 30,
        },
      ]),
    );
  });

  it('assinantes: a receita recorrente mensal no topo, filtros, e o ajuste à mão envia só o que mudou', async () => {
    const ajustes: unknown[] = [];
    const fetchMock = entrarComoSistema({
      planos: { body: { data: [planoBasico, planoPro] } },
      'assinatura/empresas': {
        body: {
          data: [assinante],
          meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 },
          mrr_rs: 1234.5,
        },
      },
      [`assinatura/empresas/${EMPRESA}`]: (init) => {
        ajustes.push(corpo(init));
        return { body: { data: { ...assinante, periodo_fim: '2027-12-31' } } };
      },
    });
    renderApp('/assinatura?aba=assinantes');
    await waitFor(() => expect(screen.getByTestId('mrr').textContent).toBe('R$\u00a01.234,50'));
    const linha = within(await screen.findByRole('table', { name: 'Assinaturas das empresas' })).getByRole(
      'row',
      { name: /Sol do Sertão/ },
    );
    expect(linha.textContent).toContain('Básico · Anual');
    expect(linha.textContent).toContain('Ativa');
    expect(linha.textContent).toContain('31/10/2027');
    expect(linha.textContent).toContain('R$\u00a082,50');

    await userEvent.selectOptions(screen.getByLabelText('Filtrar por situação'), 'inadimplente');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u]) =>
            String(u).startsWith('/api/assinatura/empresas?') && String(u).includes('status=inadimplente'),
        ),
      ).toBe(true),
    );
    await userEvent.selectOptions(screen.getByLabelText('Filtrar por situação'), '');

    await userEvent.click(await screen.findByRole('button', { name: 'Ajustar assinatura de Sol do Sertão' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Ajustar assinatura de Sol do Sertão' });
    const fim = within(dialogo).getByLabelText('Fim do período');
    await userEvent.clear(fim);
    await userEvent.type(fim, '2027-12-31');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(ajustes).toEqual([{ periodo_fim: '2027-12-31' }]));
  });

  it('marca como paga à mão a cobrança pendente de uma empresa', async () => {
    const baixas: string[] = [];
    const devedora = { ...assinante, status: 'inadimplente', mrr_rs: 0, cobranca_pendente: cobrancaPix };
    entrarComoSistema({
      planos: { body: { data: [planoBasico, planoPro] } },
      'assinatura/empresas': {
        body: {
          data: [devedora],
          meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 },
          mrr_rs: 0,
        },
      },
      [`assinatura/cobrancas/${cobrancaPix.uuid}/baixa`]: (init) => {
        baixas.push(String(init?.method));
        return { body: { data: { ...cobrancaPix, status: 'paga' } } };
      },
    });
    renderApp('/assinatura?aba=assinantes');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Marcar como paga a cobrança de Sol do Sertão' }),
    );
    const dialogo = await screen.findByRole('alertdialog', { name: 'Marcar cobrança como paga' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Marcar como paga' }));
    await waitFor(() => expect(baixas).toEqual(['POST']));
    expect(await screen.findByText('Cobrança marcada como paga')).toBeTruthy();
  });

  it('registra à mão a assinatura de uma empresa integradora achada pelo nome', async () => {
    const ajustes: unknown[] = [];
    const integradora = { ...empresaIntegradora, uuid: EMPRESA };
    const fetchMock = entrarComoSistema({
      planos: { body: { data: [planoBasico, planoPro] } },
      empresas: {
        body: {
          data: [
            integradora,
            {
              ...integradora,
              uuid: 'x',
              tipo: 'distribuidor',
              cliente: { ...integradora.cliente, nome: 'Sol Distribuidora' },
            },
          ],
          meta: { total: 2, per_page: 10, current_page: 1, last_page: 1 },
        },
      },
      [`assinatura/empresas/${EMPRESA}`]: (init) => {
        ajustes.push(corpo(init));
        return { body: { data: assinante } };
      },
    });
    renderApp('/assinatura?aba=assinantes');
    await userEvent.click(await screen.findByRole('button', { name: /Registrar assinatura/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar assinatura' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText('Selecione a empresa')).toBeTruthy();

    await userEvent.type(within(dialogo).getByLabelText('Buscar empresa para assinar'), 'Sol');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/empresas?search=Sol'))).toBe(true),
    );
    expect(within(dialogo).queryByRole('button', { name: 'Sol Distribuidora' })).toBeNull();
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Sol do Sertão' }));
    expect(within(dialogo).getByTestId('empresa-escolhida').textContent).toBe('Sol do Sertão');
    await userEvent.selectOptions(within(dialogo).getByLabelText(/Plano/), planoPro.uuid);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(ajustes).toEqual([{ plano: planoPro.uuid, status: 'ativa' }]));
  });
});
