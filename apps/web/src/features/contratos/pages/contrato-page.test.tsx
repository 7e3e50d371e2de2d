import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contratoAguardando,
  contratoAssinado,
  emContrato,
  vendaFechada,
} from '../../../../test/contratos.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { ORCAMENTO } from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

type Answer = { status?: number; body?: unknown };
const BASE = `pedidos/${ORCAMENTO}`;

describe('contratos: a lista', () => {
  it('pede os negócios na etapa contrato e mostra a situação em português', async () => {
    const fetchMock = entrarComoIntegrador({ pedidos: { body: pagina([emContrato]) } });
    renderApp('/contratos');
    const tabela = await screen.findByRole('table', { name: 'Contratos' });
    const linha = within(tabela).getByRole('row', { name: /#12 · Maria Oliveira/ });
    expect(linha.textContent).toContain('Aguardando assinatura');
    expect(within(linha).getByRole('link').getAttribute('href')).toBe(`/app/contratos/${ORCAMENTO}`);
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/api/pedidos?'));
    expect(url).toContain('etapa=contrato');
    expect(url).toContain('tipo=venda');
  });
});

describe('contratos: a página do contrato', () => {
  it('mostra o texto com as quebras de linha, as condições e, assinado no link, nome, CPF, IP e data', async () => {
    entrarComoIntegrador({
      [BASE]: { body: { data: { ...emContrato, status: 'assinado' } } },
      [`${BASE}/contrato`]: { body: { data: contratoAssinado } },
    });
    renderApp(`/contratos/${ORCAMENTO}`);
    const texto = await screen.findByTestId('texto-do-contrato');
    expect(texto.textContent).toBe(contratoAssinado.texto);
    const prova = screen.getByTestId('assinatura-do-contrato');
    expect(prova.textContent).toContain('Maria Oliveira');
    expect(prova.textContent).toContain('529.982.247-25');
    expect(prova.textContent).toContain('203.0.113.7');
    expect(prova.textContent).toMatch(/28\/11\/2026 \d{2}:05/);
    expect(screen.getByText('45 dias')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Registrar venda/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enviar contrato assinado/ })).toBeNull();
  });

  it('envia o PDF assinado como arquivo e passa a mostrar quem enviou e quando', async () => {
    const envios: FormData[] = [];
    entrarComoIntegrador({
      [BASE]: { body: { data: emContrato } },
      [`${BASE}/contrato`]: { body: { data: contratoAguardando } },
      [`${BASE}/contrato/assinado`]: (init): Answer => {
        envios.push(init?.body as FormData);
        return {
          body: {
            data: {
              ...contratoAguardando,
              status: 'assinado',
              assinado_em: '2026-11-28T16:00:00.000Z',
              assinatura: { via: 'arquivo', nome: 'Ana Souza', cpf: null, ip: null, arquivo: 'a1' },
            },
          },
        };
      },
    });
    renderApp(`/contratos/${ORCAMENTO}`);
    await userEvent.click(await screen.findByRole('button', { name: /Enviar contrato assinado/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar contrato assinado' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialogo).findByText('Escolha o PDF do contrato assinado')).toBeTruthy();
    expect(envios).toEqual([]);

    const pdf = new File(['%PDF-1.7 assinado'], 'contrato-assinado.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialogo).getByLabelText(/PDF assinado/), pdf);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(envios).toHaveLength(1));
    expect(envios[0]).toBeInstanceOf(FormData);
    expect((envios[0]?.get('arquivo') as File | undefined)?.name).toBe('contrato-assinado.pdf');
    const prova = await screen.findByTestId('assinatura-do-contrato');
    expect(prova.textContent).toContain('Enviado por');
    expect(prova.textContent).toContain('Ana Souza');
    expect(within(prova).getByRole('button', { name: /Baixar contrato assinado/ })).toBeTruthy();
  });

  it('não cancela sem motivo; com o motivo, envia e mostra o contrato cancelado', async () => {
    const corpos: unknown[] = [];
    entrarComoIntegrador({
      [BASE]: { body: { data: emContrato } },
      [`${BASE}/contrato`]: { body: { data: contratoAguardando } },
      [`${BASE}/contrato/cancelar`]: (init): Answer => {
        const corpo = JSON.parse(String(init?.body)) as { motivo: string };
        corpos.push(corpo);
        return {
          body: {
            data: {
              ...contratoAguardando,
              status: 'cancelado',
              cancelado_em: '2026-11-28T17:00:00.000Z',
              motivo_cancelamento: corpo.motivo,
            },
          },
        };
      },
    });
    renderApp(`/contratos/${ORCAMENTO}`);
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar contrato/ }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Cancelar o contrato' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar contrato' }));
    expect(await within(dialogo).findByText('Informe o motivo do cancelamento')).toBeTruthy();
    expect(corpos).toEqual([]);

    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: /Motivo/ }),
      'Cliente desistiu da obra',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar contrato' }));
    await waitFor(() => expect(corpos).toEqual([{ motivo: 'Cliente desistiu da obra' }]));
    const cancelado = await screen.findByTestId('cancelamento-do-contrato');
    expect(cancelado.textContent).toContain('Cliente desistiu da obra');
  });
});

describe('contratos: registrar a venda', () => {
  it('divide o valor em parcelas, confere a soma antes de enviar e abre a venda', async () => {
    const corpos: Array<Record<string, unknown>> = [];
    entrarComoIntegrador({
      [BASE]: { body: { data: { ...emContrato, status: 'assinado' } } },
      [`${BASE}/contrato`]: { body: { data: contratoAssinado } },
      [`${BASE}/venda`]: (init): Answer => {
        if (init?.method !== 'POST') return { body: { data: vendaFechada } };
        corpos.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: vendaFechada } };
      },
    });
    renderApp(`/contratos/${ORCAMENTO}`);
    await userEvent.click(await screen.findByRole('button', { name: /Registrar venda/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar venda' });
    expect((within(dialogo).getByLabelText(/Valor da venda/) as HTMLInputElement).value).toBe('25.000,00');

    await userEvent.selectOptions(within(dialogo).getByLabelText(/Forma de pagamento/), 'pix');
    fireEvent.change(within(dialogo).getByLabelText(/Primeiro vencimento/), {
      target: { value: '2027-01-10' },
    });
    const quantidade = within(dialogo).getByLabelText(/Número de parcelas/);
    await userEvent.clear(quantidade);
    await userEvent.type(quantidade, '3');
    const valor = (i: number) => within(dialogo).getByLabelText(`Valor da parcela ${i}`) as HTMLInputElement;
    const vencimento = (i: number) =>
      within(dialogo).getByLabelText(`Vencimento da parcela ${i}`) as HTMLInputElement;
    expect([valor(1).value, valor(2).value, valor(3).value]).toEqual(['8.333,34', '8.333,33', '8.333,33']);
    expect([vencimento(1).value, vencimento(2).value, vencimento(3).value]).toEqual([
      '2027-01-10',
      '2027-02-10',
      '2027-03-10',
    ]);
    expect(within(dialogo).getByTestId('soma-das-parcelas').textContent).toContain('confere');

    await userEvent.clear(valor(1));
    await userEvent.type(valor(1), '8.000,00');
    expect(within(dialogo).getByTestId('soma-das-parcelas').textContent).toContain(
      'diferença de R$\u00a0333,34',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar venda' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe(
      'A soma das parcelas (R$\u00a024.666,66) deve ser igual ao valor da venda (R$\u00a025.000,00)',
    );
    expect(corpos).toEqual([]);

    await userEvent.clear(valor(1));
    await userEvent.type(valor(1), '8.333,34');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar venda' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toEqual({
      forma: 'pix',
      valor_rs: 25_000,
      parcelas: [
        { vencimento: '2027-01-10', valor_rs: 8333.34 },
        { vencimento: '2027-02-10', valor_rs: 8333.33 },
        { vencimento: '2027-03-10', valor_rs: 8333.33 },
      ],
      observacoes: null,
    });
    await waitFor(() => expect(window.location.pathname).toBe(`/app/vendas/${ORCAMENTO}`));
  });
});
