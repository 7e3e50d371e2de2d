import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { DESPESA, despesa, paginaDePagamentos, RECEBIVEL, recebivel } from '../../../../test/financeiro.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { tela } from '../../../../test/tela.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const pago = { ...despesa, status: 'pago' as const, pago_em: '2026-11-10', valor_pago_rs: 2_500 };

describe('detalhe do lançamento', () => {
  it('estorna um pagamento depois de confirmar', async () => {
    const chamadas: string[] = [];
    entrarComoIntegrador({
      pagamentos: { body: paginaDePagamentos([pago]) },
      [`pagamentos/${DESPESA}`]: { body: { data: pago } },
      [`pagamentos/${DESPESA}/estornar`]: (init) => {
        chamadas.push(String(init?.method));
        return { body: { data: despesa } };
      },
    });
    renderApp('/despesas');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Aluguel do galpão' }));
    const detalhe = await screen.findByRole('dialog', { name: 'Aluguel do galpão' });
    expect(within(detalhe).getByText('Pago em')).toBeTruthy();
    expect(within(detalhe).queryByRole('button', { name: /Pagar/ })).toBeNull();
    await userEvent.click(within(detalhe).getByRole('button', { name: /Estornar/ }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Estornar pagamento' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Estornar' }));
    await waitFor(() => expect(chamadas).toEqual(['POST']));
    expect(await screen.findByText('Pagamento estornado')).toBeTruthy();
  });

  it('anexa o comprovante e cancela com o motivo', async () => {
    const anexos: FormData[] = [];
    const cancelamentos: unknown[] = [];
    entrarComoIntegrador({
      pagamentos: { body: paginaDePagamentos([despesa]) },
      [`pagamentos/${DESPESA}`]: { body: { data: despesa } },
      [`pagamentos/${DESPESA}/anexo`]: (init) => {
        anexos.push(init?.body as FormData);
        return {
          body: { data: { ...despesa, anexo: { nome: 'boleto.pdf', tipo: 'application/pdf', tamanho: 9 } } },
        };
      },
      [`pagamentos/${DESPESA}/cancelar`]: (init) => {
        cancelamentos.push(JSON.parse(String(init?.body)));
        return { body: { data: { ...despesa, status: 'cancelado' } } };
      },
    });
    renderApp('/despesas');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Aluguel do galpão' }));
    const detalhe = await screen.findByRole('dialog', { name: 'Aluguel do galpão' });
    const pdf = new File(['%PDF-1.4'], 'boleto.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(detalhe).getByLabelText('Anexar comprovante'), pdf);
    await waitFor(() => expect(anexos).toHaveLength(1));
    expect((anexos[0]?.get('arquivo') as File | null)?.name).toBe('boleto.pdf');
    expect(await screen.findByText('Comprovante anexado')).toBeTruthy();

    await userEvent.click(within(detalhe).getByRole('button', { name: /Cancelar lançamento/ }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Cancelar lançamento' });
    await userEvent.type(within(confirmar).getByLabelText('Motivo do cancelamento'), 'Contrato encerrado');
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Cancelar lançamento' }));
    await waitFor(() => expect(cancelamentos).toEqual([{ motivo: 'Contrato encerrado' }]));
  });

  it('mostra o código Pix da cobrança de um recebimento', async () => {
    const cobrado = {
      ...recebivel,
      cobranca: {
        uuid: '60000000-0000-4000-8000-000000000077',
        status: 'pendente',
        forma: 'pix',
        vencimento: '2027-01-10',
        pix_copia_e_cola: '00020126580014br.gov.bcb.pix0136chave',
        pix_qr_code_base64: null,
        boleto_url: null,
        boleto_linha_digitavel: null,
      },
    };
    entrarComoIntegrador({
      pagamentos: { body: paginaDePagamentos([cobrado]) },
      [`pagamentos/${RECEBIVEL}`]: { body: { data: cobrado } },
    });
    renderApp('/vendas?aba=recebimentos');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Venda #12 — parcela 1/2' }));
    const cobranca = await screen.findByTestId('cobranca');
    expect(cobranca.textContent).toContain('Cobrança por Pix · vence em 10/01/2027');
    expect(cobranca.textContent).toContain('00020126580014br.gov.bcb.pix0136chave');
  });

  it('lança um recebimento fora de venda para um cliente', async () => {
    const corpos: unknown[] = [];
    const MARIA = '70000000-0000-4000-8000-000000000001';
    entrarComoIntegrador({
      clientes: { body: pagina([{ uuid: MARIA, nome: 'Maria Oliveira' }]) },
      pagamentos: (init) => {
        if (init?.method === 'POST') {
          corpos.push(JSON.parse(String(init.body)));
          return { status: 201, body: { data: recebivel } };
        }
        return { body: paginaDePagamentos([]) };
      },
    });
    renderApp('/vendas?aba=recebimentos');
    await userEvent.click(await screen.findByRole('button', { name: /Novo recebimento/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo recebimento' });
    await userEvent.type(within(dialogo).getByLabelText(/Descrição/), 'Limpeza de módulos');
    await userEvent.type(within(dialogo).getByLabelText(/^Valor/), '350');
    await userEvent.type(within(dialogo).getByRole('textbox', { name: 'Cliente' }), 'Mar');
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Maria Oliveira' }));
    await userEvent.click(within(dialogo).getByText('Já foi recebido'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Lançar' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toMatchObject({
      tipo: 'receber',
      descricao: 'Limpeza de módulos',
      valor_rs: 350,
      cliente: MARIA,
      fornecedor: null,
      parcelas: 1,
      pago_em: hojeNoFuso(new Date(), 'America/Sao_Paulo'),
    });
  });
  it('num celular a lista vira cartões com o botão de pagar', async () => {
    tela(390);
    entrarComoIntegrador({ pagamentos: { body: paginaDePagamentos([despesa]) } });
    renderApp('/despesas');
    const cartao = (await screen.findAllByTestId('cartao-lista'))[0] as HTMLElement;
    expect(cartao.textContent).toContain('Aluguel do galpão');
    expect(cartao.textContent).toContain('Vencido');
    expect(within(cartao).getByRole('button', { name: 'Pagar Aluguel do galpão' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Despesas' })).toBeNull();
  });
});
