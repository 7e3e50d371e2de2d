import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { CONTA, conta, extrato, LINHA, linhaPendente, RECEBIVEL } from '../../../../test/financeiro.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const LINHAS = `contas/${CONTA}/extratos/linhas`;

describe('extrato', () => {
  it('mostra o resumo e as movimentações com o saldo acumulado e a conciliação', async () => {
    const fetchMock = entrarComoIntegrador({
      contas: { body: pagina([conta]) },
      'financeiro/extrato': { body: { data: extrato } },
      [LINHAS]: { body: pagina([]) },
    });
    renderApp('/financeiro/extrato?de=2026-11-01&ate=2026-11-30');
    const tabela = await screen.findByRole('table', { name: 'Movimentações' });
    const aluguel = within(tabela).getByRole('row', { name: /Aluguel do galpão/ });
    expect(aluguel.textContent).toContain('-R$\u00a02.500,00');
    expect(aluguel.textContent).toContain('-R$\u00a01.500,00');
    expect(aluguel.textContent).toContain('Conciliado');
    const venda = within(tabela).getByRole('row', { name: /Venda #12/ });
    expect(venda.textContent).toContain('R$\u00a011.000,00');
    expect(venda.textContent).toContain('Não conciliado');
    expect(screen.getByTestId('saldo-anterior').textContent).toBe('R$\u00a01.000,00');
    expect(screen.getByTestId('saldo-final').textContent).toBe('R$\u00a011.000,00');
    const url = fetchMock.mock.calls
      .map(([u]) => String(u))
      .find((u) => u.includes('/api/financeiro/extrato?'));
    expect(url).toContain(`conta=${CONTA}`);
    expect(url).toContain('de=2026-11-01');
    expect(url).toContain('ate=2026-11-30');
    expect(await screen.findByText('Nenhuma linha pendente')).toBeTruthy();
  });

  it('importa um OFX e diz quantas linhas leu e quantas eram novas', async () => {
    const enviados: FormData[] = [];
    entrarComoIntegrador({
      contas: { body: pagina([conta]) },
      'financeiro/extrato': { body: { data: extrato } },
      [LINHAS]: { body: pagina([]) },
      [`contas/${CONTA}/extratos`]: (init) => {
        enviados.push(init?.body as FormData);
        return {
          status: 201,
          body: {
            data: {
              uuid: '60000000-0000-4000-8000-000000000099',
              nome_arquivo: 'extrato-novembro.ofx',
              linhas: 3,
              novas: 2,
              repetida: false,
              inicio: '2026-11-01',
              fim: '2026-11-30',
            },
          },
        };
      },
    });
    renderApp('/financeiro/extrato');
    const arquivo = new File(['OFXHEADER:100'], 'extrato-novembro.ofx', { type: 'application/x-ofx' });
    await userEvent.upload(await screen.findByLabelText('Importar OFX'), arquivo);
    const resultado = await screen.findByTestId('resultado-ofx');
    expect(resultado.textContent).toBe(
      'extrato-novembro.ofx: 3 linhas lidas, 2 novas (de 01/11/2026 a 30/11/2026).',
    );
    const [envio] = enviados;
    expect(enviados).toHaveLength(1);
    expect((envio?.get('arquivo') as File | null)?.name).toBe('extrato-novembro.ofx');
  });

  it('concilia uma linha com a sugestão escolhida em um clique', async () => {
    const corpos: unknown[] = [];
    entrarComoIntegrador({
      contas: { body: pagina([conta]) },
      'financeiro/extrato': { body: { data: extrato } },
      [LINHAS]: { body: pagina([linhaPendente]) },
      [`${LINHAS}/${LINHA}/conciliar`]: (init) => {
        corpos.push(JSON.parse(String(init?.body)));
        return {
          body: {
            data: {
              ...linhaPendente,
              situacao: 'conciliada',
              pagamento: { uuid: RECEBIVEL, descricao: 'Venda #12 — parcela 1/2' },
              sugestoes: [],
            },
          },
        };
      },
    });
    renderApp('/financeiro/extrato');
    const linhas = await screen.findByRole('table', { name: 'Linhas do extrato' });
    const linha = within(linhas).getByRole('row', { name: /PIX RECEBIDO MARIA OLIVEIRA/ });
    expect(linha.textContent).toContain('R$\u00a012.500,00');
    await userEvent.click(
      within(linha).getByRole('button', { name: 'Conciliar com Venda #12 — parcela 1/2' }),
    );
    await waitFor(() => expect(corpos).toEqual([{ pagamento: RECEBIVEL }]));
    expect(await screen.findByText('Linha conciliada')).toBeTruthy();
  });

  it('lança uma linha sem lançamento e desfaz uma conciliada', async () => {
    const lancamentos: unknown[] = [];
    const desfeitas: string[] = [];
    const tarifa = { ...linhaPendente, descricao: 'TARIFA PACOTE SERVICOS', valor_rs: -45.9, sugestoes: [] };
    const conciliada = {
      ...linhaPendente,
      situacao: 'conciliada' as const,
      pagamento: { uuid: RECEBIVEL, descricao: 'Venda #12 — parcela 1/2' },
      sugestoes: [],
    };
    const fetchMock = entrarComoIntegrador({
      contas: { body: pagina([conta]) },
      'financeiro/extrato': { body: { data: extrato } },
      [LINHAS]: () => {
        const ultima = fetchMock.mock.calls.map(([u]) => String(u)).findLast((u) => u.includes('/linhas?'));
        return { body: pagina([ultima?.includes('situacao=conciliada') ? conciliada : tarifa]) };
      },
      [`${LINHAS}/${LINHA}/lancar`]: (init) => {
        lancamentos.push(JSON.parse(String(init?.body)));
        return { body: { data: { ...tarifa, situacao: 'conciliada' } } };
      },
      [`${LINHAS}/${LINHA}/desfazer`]: (init) => {
        desfeitas.push(String(init?.method));
        return { body: { data: linhaPendente } };
      },
    });
    renderApp('/financeiro/extrato');
    const linhas = await screen.findByRole('table', { name: 'Linhas do extrato' });
    expect(within(linhas).getByText('Sem sugestão')).toBeTruthy();
    await userEvent.click(within(linhas).getByRole('button', { name: 'Lançar TARIFA PACOTE SERVICOS' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Lançar linha do extrato' });
    expect(within(dialogo).getByText(/saída/)).toBeTruthy();
    const descricao = within(dialogo).getByLabelText(/Descrição/);
    await userEvent.clear(descricao);
    await userEvent.type(descricao, 'Tarifa bancária');
    await userEvent.type(within(dialogo).getByLabelText(/Categoria/), 'Tarifas bancárias');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Lançar' }));
    await waitFor(() =>
      expect(lancamentos).toEqual([
        { descricao: 'Tarifa bancária', categoria: 'Tarifas bancárias', carteira: null },
      ]),
    );

    await userEvent.click(screen.getByText('Conciliadas'));
    const desfazer = await screen.findByRole('button', { name: 'Desfazer PIX RECEBIDO MARIA OLIVEIRA' });
    expect(screen.getByText('Conciliada com Venda #12 — parcela 1/2')).toBeTruthy();
    await userEvent.click(desfazer);
    await waitFor(() => expect(desfeitas).toEqual(['POST']));
  });
});
