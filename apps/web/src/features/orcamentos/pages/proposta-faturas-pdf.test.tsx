import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { ORCAMENTO, paraContato, propostaVazia } from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import type { FaturaDaProposta } from '../api.ts';

// Decision 036: invoice PDFs dropped on the proposal fill the months they refer to.

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const LIDAS: Record<string, FaturaDaProposta> = {
  'fatura-jan.pdf': {
    concessionaria: 'CPFL Paulista',
    mes_referencia: '2025-01',
    consumo_kwh: 512,
    tarifa_rs_kwh: 0.88,
    fornecimento: 'bifasico',
    modalidade: 'GD II',
    nao_lidos: [],
  },
  'fatura-fev.pdf': {
    concessionaria: 'CPFL Paulista',
    mes_referencia: '2025-02',
    consumo_kwh: 480,
    tarifa_rs_kwh: 0.91,
    fornecimento: 'bifasico',
    modalidade: null,
    nao_lidos: ['gd'],
  },
};

/** A lead's deal; each PDF sent is answered by its name; the PUT bodies land in `enviados`. */
function abrir(enviados: Array<Record<string, unknown>> = [], lidos: string[] = []) {
  entrarComoIntegrador({
    [`pedidos/${ORCAMENTO}`]: { body: { data: { ...paraContato, uuid: ORCAMENTO } } },
    [`pedidos/${ORCAMENTO}/proposta`]: (init) => {
      if (init?.method === 'PUT') enviados.push(JSON.parse(String(init.body)));
      return { body: { data: propostaVazia } };
    },
    [`pedidos/${ORCAMENTO}/proposta/fatura`]: (init) => {
      const arquivo = (init?.body as FormData | undefined)?.get('arquivo') as File;
      lidos.push(arquivo.name);
      const lida = LIDAS[arquivo.name];
      if (lida) return { body: { data: lida } };
      return {
        status: 422,
        body: { errors: [{ field: 'arquivo', rule: 'pdf', message: 'Envie a fatura em PDF' }] },
      };
    },
  });
  renderApp(`/orcamentos/${ORCAMENTO}`);
}

const pdf = (nome: string) => new File(['%PDF-1.4 fatura'], nome, { type: 'application/pdf' });
const mes = (nome: string) => (screen.getByLabelText(`Consumo de ${nome} (kWh)`) as HTMLInputElement).value;

describe('orçamentos: faturas em PDF na proposta', () => {
  it('duas faturas pelo botão preenchem os dois meses; a tarifa é a da mais recente; salvar envia', async () => {
    const enviados: Array<Record<string, unknown>> = [];
    const lidos: string[] = [];
    abrir(enviados, lidos);
    await screen.findByRole('button', { name: 'Ler faturas em PDF' });
    // A year typed as an average first: the invoices replace only their own months.
    await userEvent.type(screen.getByLabelText('Média mensal (kWh)'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Repetir em todos os meses' }));
    await userEvent.upload(screen.getByLabelText('Faturas em PDF'), [
      pdf('fatura-fev.pdf'),
      pdf('fatura-jan.pdf'),
    ]);

    const lista = await screen.findByRole('list', { name: 'Faturas lidas' });
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(2));
    expect(within(lista).getByText('fatura-fev.pdf: fevereiro/2025, 480 kWh')).toBeTruthy();
    expect(within(lista).getByText('fatura-jan.pdf: janeiro/2025, 512 kWh')).toBeTruthy();
    expect(lidos).toEqual(['fatura-fev.pdf', 'fatura-jan.pdf']);
    expect(
      await screen.findByText(
        '2 faturas lidas de 2; 2 meses preenchidos. Também o fornecimento, a modalidade, a tarifa da fatura mais recente. Confira e clique em "Salvar e calcular" para guardar.',
      ),
    ).toBeTruthy();
    expect(mes('janeiro')).toBe('512');
    expect(mes('fevereiro')).toBe('480');
    // Months no invoice covers stay as they were.
    expect(mes('março')).toBe('300');
    expect(mes('dezembro')).toBe('300');
    expect((screen.getByLabelText('Fornecimento') as HTMLSelectElement).value).toBe('bifasico');
    // February's invoice names no modality: January's fills it.
    expect((screen.getByLabelText('Modalidade') as HTMLSelectElement).value).toBe('GD II');
    expect((screen.getByLabelText('Tarifa (R$/kWh)') as HTMLInputElement).value).toBe('0,91');
    // Nothing saved until the user saves.
    expect(enviados).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar e calcular' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      consumo_mensal_kwh: [512, 480, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300],
      tarifa_rs_kwh: 0.91,
    });
  });

  it('soltas na área: a que não é fatura mostra o erro e a outra preenche o mês; a tarifa digitada fica', async () => {
    abrir();
    await userEvent.type(await screen.findByLabelText('Tarifa (R$/kWh)'), '1,05');
    fireEvent.drop(screen.getByTestId('soltar-faturas'), {
      dataTransfer: { files: [pdf('contrato.pdf'), pdf('fatura-jan.pdf')] },
    });
    const lista = await screen.findByRole('list', { name: 'Faturas lidas' });
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(2));
    expect(within(lista).getByText('contrato.pdf: Envie a fatura em PDF')).toBeTruthy();
    expect(await screen.findByText(/^1 fatura lida de 2; 1 mês preenchido\./)).toBeTruthy();
    expect(mes('janeiro')).toBe('512');
    expect(mes('fevereiro')).toBe('');
    expect((screen.getByLabelText('Tarifa (R$/kWh)') as HTMLInputElement).value).toBe('1,05');
  });

  it('mais de 12 faturas de uma vez: pede no máximo 12 e não lê nenhuma', async () => {
    const lidos: string[] = [];
    abrir([], lidos);
    await screen.findByRole('button', { name: 'Ler faturas em PDF' });
    await userEvent.upload(
      screen.getByLabelText('Faturas em PDF'),
      Array.from({ length: 13 }, (_, i) => pdf(`fatura-${i}.pdf`)),
    );
    expect(await screen.findByText('Escolha no máximo 12 faturas de uma vez (uma por mês).')).toBeTruthy();
    expect(lidos).toEqual([]);
  });
});
