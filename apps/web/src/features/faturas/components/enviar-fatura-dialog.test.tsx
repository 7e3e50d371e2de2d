import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const empresa = {
  uuid: 'e1',
  tipo: 'integrador',
  cliente: { nome: 'Sol do Sertão', filial: null, imagem_url: null, endereco: null },
};
const UNIDADE = '11111111-1111-4111-8111-111111111111';
const PDF = '22222222-2222-4222-8222-222222222222';
const listaVazia = { data: [], meta: { total: 0, per_page: 20, current_page: 1, last_page: 1 } };

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

function api(leitura: unknown, enviados: { leitura: FormData[]; faturas: unknown[] }) {
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { tipo: 'integrador' }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresa as never);
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: { body: { data: [empresa], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } } },
    unidades: {
      body: {
        data: [
          {
            uuid: UNIDADE,
            tipo: 'beneficiaria',
            nome: 'Casa da praia',
            matricula: '3001234567',
            usina: { uuid: 'u1', nome: 'Usina Sertão' },
            concessionaria: { uuid: 'c1', sigla: 'Cemig-D' },
          },
        ],
        meta: { total: 1, per_page: 100, current_page: 1, last_page: 1, cota_total: null },
      },
    },
    'faturas/leitura': (init) => {
      enviados.leitura.push(init?.body as FormData);
      return { body: { data: leitura } };
    },
    faturas: (init) => {
      if (init?.method !== 'POST') return { body: listaVazia };
      enviados.faturas.push(JSON.parse(String(init.body)));
      return { status: 201, body: { data: { uuid: 'f1' } } };
    },
  });
}

async function enviarPdf() {
  renderApp('/faturas');
  await userEvent.click(
    (
      await screen.findAllByRole('button', { name: /Enviar fatura em PDF/ }, { timeout: 8000 })
    )[0] as HTMLElement,
  );
  const dialogo = await screen.findByRole('dialog');
  const arquivo = new File(['%PDF-1.4 fatura'], 'fatura-marco.pdf', { type: 'application/pdf' });
  await userEvent.upload(within(dialogo).getByLabelText('Fatura em PDF'), arquivo);
  await userEvent.click(within(dialogo).getByRole('button', { name: /Ler fatura/ }));
  return dialogo;
}

describe('envio de fatura em PDF: conferência do que foi lido', () => {
  it('preenche os campos lidos, destaca os não lidos, sugere a unidade e envia o que foi conferido', async () => {
    const enviados = { leitura: [] as FormData[], faturas: [] as unknown[] };
    api(
      {
        pdf: PDF,
        unidade: { uuid: UNIDADE, matricula: '3001234567' },
        leitura: {
          ok: true,
          concessionaria: 'Cemig-D',
          campos: {
            matricula: '3001234567',
            mes_referencia: '2025-03',
            vencimento: '2025-04-10',
            valor_total_rs: 123.45,
            consumo_kwh: 350,
            injetada_kwh: 500,
            compensada_kwh: 300,
            tarifa_com_tributos_rs_kwh: 0.88114,
            classe: 'residencial',
            itens: [{ descricao: 'Energia Elétrica', kwh: 350, tarifa: 0.88114, valor_rs: 308.4 }],
          },
          nao_lidos: ['saldo_kwh', 'creditos_expirando_kwh'],
        },
      },
      enviados,
    );
    const dialogo = await enviarPdf();
    expect(await within(dialogo).findByText('Fatura lida: Cemig-D')).toBeTruthy();
    expect(enviados.leitura).toHaveLength(1);
    expect((enviados.leitura[0]?.get('arquivo') as File | undefined)?.name).toBe('fatura-marco.pdf');

    const campo = (rotulo: string) => within(dialogo).getByLabelText(rotulo) as HTMLInputElement;
    expect(campo('Valor total (R$)').value).toBe('123,45');
    expect(campo('Consumo (kWh)').value).toBe('350');
    expect(campo('Tarifa com tributos (R$/kWh)').value).toBe('0,88114');
    expect(campo('Saldo de créditos (kWh)').value).toBe('');
    expect(within(dialogo).getByText('Residencial')).toBeTruthy();
    // What the layout could not read is marked and says so; what was read is not.
    expect(campo('Saldo de créditos (kWh)').closest('[data-nao-lido]')).not.toBeNull();
    expect(campo('Créditos a expirar (kWh)').closest('[data-nao-lido]')).not.toBeNull();
    expect(campo('Consumo (kWh)').closest('[data-nao-lido]')).toBeNull();
    expect(within(dialogo).getAllByText('Não foi lido no PDF: confira na fatura e preencha')).toHaveLength(2);
    const unidade = within(dialogo).getByLabelText(/Unidade consumidora/) as HTMLSelectElement;
    await waitFor(() => expect(unidade.value).toBe(UNIDADE));

    await userEvent.type(campo('Saldo de créditos (kWh)'), '1.234,5');
    await userEvent.type(campo('Créditos a expirar (kWh)'), '0');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar fatura' }));
    await waitFor(() => expect(enviados.faturas).toHaveLength(1));
    expect(enviados.faturas[0]).toEqual({
      unidade: UNIDADE,
      mes_referencia: '2025-03',
      vencimento: '2025-04-10',
      status: 'aberta',
      valor_total_rs: 123.45,
      consumo_kwh: 350,
      geracao_kwh: null,
      injetada_kwh: 500,
      compensada_kwh: 300,
      creditada_kwh: null,
      saldo_kwh: 1234.5,
      creditos_expirando_kwh: 0,
      distribuida_kwh: null,
      impostos_rs: null,
      iluminacao_publica_rs: null,
      tarifa_com_tributos_rs_kwh: 0.88114,
      tarifa_te_rs_kwh: null,
      tarifa_tusd_rs_kwh: null,
      fio_b_rs: null,
      pdf: PDF,
      itens: [{ descricao: 'Energia Elétrica', kwh: 350, tarifa: 0.88114, valor_rs: 308.4 }],
    });
  });

  it('quando o PDF não pôde ser lido, explica e deixa os campos vazios para digitar', async () => {
    const enviados = { leitura: [] as FormData[], faturas: [] as unknown[] };
    api(
      {
        pdf: PDF,
        unidade: null,
        leitura: {
          ok: false,
          motivo: 'layout_desconhecido',
          mensagem: 'O layout desta fatura ainda não é reconhecido.',
        },
      },
      enviados,
    );
    const dialogo = await enviarPdf();
    expect((await within(dialogo).findByTestId('leitura-falhou')).textContent).toMatch(
      /Não foi possível ler esta fatura.*O layout desta fatura ainda não é reconhecido/,
    );
    expect((within(dialogo).getByLabelText('Consumo (kWh)') as HTMLInputElement).value).toBe('');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar fatura' }));
    expect(await within(dialogo).findByText('Escolha a unidade consumidora')).toBeTruthy();
    expect(within(dialogo).getByText('Informe o mês de referência (mês/ano)')).toBeTruthy();
    expect(enviados.faturas).toEqual([]);
  });
});
