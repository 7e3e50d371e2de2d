import type { LeituraPdf, ListaFaturas } from '@irradia/shared/faturas/faturas.schema';
import type { ListaUnidades } from '@irradia/shared/unidades/unidades.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const UNIDADE = '11111111-1111-4111-8111-111111111111';
const PDF = '22222222-2222-4222-8222-222222222222';
const listaVazia = {
  data: [],
  meta: {
    total: 0,
    per_page: 20,
    current_page: 1,
    last_page: 1,
    totais: { valor_total_rs: 0, consumo_kwh: 0, compensada_kwh: 0, injetada_kwh: 0, economia_rs: 0 },
  },
} satisfies ListaFaturas;
const unidades = {
  data: [
    {
      uuid: UNIDADE,
      tipo: 'beneficiaria',
      nome: 'Casa da praia',
      matricula: '3001234567',
      classe: 'residencial',
      grupo_tensao: 'B1',
      fornecimento: 'bifasico',
      gd: 'GD II',
      inicio: null,
      cota: 30,
      fim_previsto: null,
      distribuicao: 'autoconsumo_remoto',
      usina: { uuid: 'u1', nome: 'Usina Sertão' },
      concessionaria: { uuid: 'c1', sigla: 'Cemig-D' },
    },
  ],
  meta: { total: 1, per_page: 100, current_page: 1, last_page: 1, cota_total: null },
} satisfies ListaUnidades;

// happy-dom does not load frames: the preview offers its link (which carries the page) instead.
beforeEach(() => Object.defineProperty(navigator, 'pdfViewerEnabled', { value: false, configurable: true }));

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

function api(leitura: LeituraPdf, enviados: { leitura: FormData[]; faturas: unknown[] }) {
  return entrarComoIntegrador({
    unidades: { body: unidades },
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
          origem: {},
          conferir: [],
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

const lidaComOrigem = {
  pdf: PDF,
  unidade: { uuid: UNIDADE, matricula: '3001234567' },
  leitura: {
    ok: true,
    concessionaria: 'Cemig-D',
    campos: {
      matricula: '3001234567',
      mes_referencia: '2023-06',
      vencimento: '2023-07-13',
      valor_total_rs: 104.57,
      consumo_kwh: 397,
      saldo_kwh: 694.39,
    },
    nao_lidos: ['creditos_expirando_kwh'],
    origem: {
      matricula: { pagina: 1, linha: 9, texto: '3001234567 7202187422' },
      mes_referencia: { pagina: 1, linha: 14, texto: 'JUN/2023 13/07/2023 104,57' },
      valor_total_rs: { pagina: 1, linha: 14, texto: 'JUN/2023 13/07/2023 104,57' },
      consumo_kwh: { pagina: 1, linha: 31, texto: 'Energia Ativa kWh Único 11.473 11.870 1 397' },
      saldo_kwh: { pagina: 2, linha: 3, texto: 'SALDO ATUAL DE GERAÇÃO: 694,39 kWh' },
    },
    conferir: ['saldo_kwh'],
  },
} satisfies LeituraPdf;

describe('conferência: onde cada campo foi lido no PDF', () => {
  it('mostra sob cada campo lido a página, a linha e o texto da linha, e leva a prévia do PDF a essa página', async () => {
    const enviados = { leitura: [] as FormData[], faturas: [] as unknown[] };
    api(lidaComOrigem, enviados);
    const dialogo = await enviarPdf();
    expect(await within(dialogo).findByText('Fatura lida: Cemig-D')).toBeTruthy();

    const caixa = (campo: string) => dialogo.querySelector(`[data-campo="${campo}"]`) as HTMLElement;
    const lugar = (campo: string) => within(caixa(campo)).getByRole('button', { name: /^Mostrar no PDF:/ });
    expect(lugar('valor_total_rs').textContent).toBe('Mostrar no PDF: pág. 1 · linha 14');
    expect(within(caixa('valor_total_rs')).getByText('“JUN/2023 13/07/2023 104,57”')).toBeTruthy();
    expect(lugar('consumo_kwh').textContent).toMatch(/pág\. 1 · linha 31$/);
    expect(lugar('matricula').textContent).toMatch(/pág\. 1 · linha 9$/);
    // The place and the line's text describe the input, so a screen reader reads them with the field.
    const valor = within(dialogo).getByLabelText('Valor total (R$)') as HTMLInputElement;
    const descricao = (valor.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(descricao).toContain('pág. 1 · linha 14');
    expect(descricao).toContain('JUN/2023 13/07/2023 104,57');
    // A field with no place shows none; the unread one says so.
    expect(within(caixa('injetada_kwh')).queryByRole('button', { name: /Mostrar no PDF/ })).toBeNull();
    expect(
      within(caixa('creditos_expirando_kwh')).queryByRole('button', { name: /Mostrar no PDF/ }),
    ).toBeNull();

    // The preview shows the chosen file, opened at the page of the place clicked.
    const previa = within(dialogo).getByTestId('previa-pdf');
    const endereco = () =>
      within(previa)
        .getAllByRole('link', { name: /Abrir o PDF em outra aba/ })[0]
        ?.getAttribute('href');
    await waitFor(() => expect(endereco()).toMatch(/^blob:.*#page=1$/));
    await userEvent.click(lugar('saldo_kwh'));
    await waitFor(() => expect(endereco()).toMatch(/#page=2$/));
    expect(previa.textContent).toContain('pág. 2');
    // Tabbing onto a place moves the preview too.
    lugar('valor_total_rs').focus();
    await waitFor(() => expect(endereco()).toMatch(/#page=1$/));
  });

  it('marca “Confira” os campos lidos com incerteza, de um jeito diferente dos não lidos', async () => {
    const enviados = { leitura: [] as FormData[], faturas: [] as unknown[] };
    api(lidaComOrigem, enviados);
    const dialogo = await enviarPdf();
    expect(await within(dialogo).findByText('Fatura lida: Cemig-D')).toBeTruthy();
    const caixa = (rotulo: string) =>
      within(dialogo).getByLabelText(rotulo).closest('[data-campo]') as HTMLElement;

    const saldo = caixa('Saldo de créditos (kWh)');
    expect(saldo.getAttribute('data-conferir')).toBe('true');
    expect(saldo.getAttribute('data-nao-lido')).toBeNull();
    expect(within(saldo).getByText('Confira')).toBeTruthy();
    expect(within(saldo).getByText('Lido com incerteza: compare com o PDF')).toBeTruthy();
    // Still read: the value and its place are there to check against.
    expect((within(saldo).getByLabelText('Saldo de créditos (kWh)') as HTMLInputElement).value).toBe(
      '694,39',
    );
    expect(within(saldo).getByRole('button', { name: /pág\. 2 · linha 3/ })).toBeTruthy();

    const expirando = caixa('Créditos a expirar (kWh)');
    expect(expirando.getAttribute('data-nao-lido')).toBe('true');
    expect(expirando.getAttribute('data-conferir')).toBeNull();
    expect(within(expirando).getByText('Não lido')).toBeTruthy();

    const consumo = caixa('Consumo (kWh)');
    expect(consumo.getAttribute('data-conferir')).toBeNull();
    expect(within(consumo).queryByText('Confira')).toBeNull();
    expect(within(dialogo).getByText(/1 campo\(s\) marcado\(s\) “Confira”/)).toBeTruthy();
  });

  it('fatura digitalizada lida por OCR: diz que veio de uma imagem e marca “Confira” em todo campo lido', async () => {
    const enviados = { leitura: [] as FormData[], faturas: [] as unknown[] };
    api(
      {
        pdf: PDF,
        unidade: { uuid: UNIDADE, matricula: '3001234567' },
        leitura: {
          ok: true,
          ocr: true,
          concessionaria: 'Cemig-D',
          campos: { matricula: '3001234567', vencimento: '2025-04-10', valor_total_rs: 104.57 },
          nao_lidos: ['consumo_kwh'],
          origem: { valor_total_rs: { pagina: 1, linha: 6, texto: 'JUN/2023 13/07/2023 104,57' } },
          conferir: ['matricula', 'vencimento', 'valor_total_rs'],
        },
      },
      enviados,
    );
    const dialogo = await enviarPdf();
    expect(
      await within(dialogo).findByText('Fatura digitalizada lida por reconhecimento de texto: Cemig-D'),
    ).toBeTruthy();
    expect(within(dialogo).getByText(/O PDF é uma imagem/)).toBeTruthy();
    const caixa = (rotulo: string) =>
      within(dialogo).getByLabelText(rotulo).closest('[data-campo]') as HTMLElement;
    for (const rotulo of ['Valor total (R$)', 'Vencimento']) {
      expect(caixa(rotulo).getAttribute('data-conferir'), rotulo).toBe('true');
    }
    expect(caixa('Consumo (kWh)').getAttribute('data-nao-lido')).toBe('true');
    expect(within(dialogo).getByText(/3 campo\(s\) marcado\(s\) “Confira”/)).toBeTruthy();
  });

  it('PDF protegido: pede a senha, lê o mesmo arquivo de novo com ela e mostra a mensagem quando ela está errada', async () => {
    const enviados = { leitura: [] as FormData[], faturas: [] as unknown[] };
    const protegido = {
      pdf: PDF,
      unidade: null,
      leitura: { ok: false, motivo: 'protegido', mensagem: 'Este PDF está protegido por senha.' },
    } satisfies LeituraPdf;
    const respostas = [
      protegido,
      { ...protegido, leitura: { ...protegido.leitura, mensagem: 'A senha não abriu o PDF.' } },
      lidaComOrigem,
    ];
    api(protegido, enviados);
    const mock = globalThis.fetch;
    // Each reading answers the next of `respostas`.
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if (String(input).includes('faturas/leitura')) {
        enviados.leitura.push(init?.body as FormData);
        return new Response(JSON.stringify({ data: respostas[enviados.leitura.length - 1] }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return mock(input, init);
    }) as typeof fetch;

    const dialogo = await enviarPdf();
    const senha = (await within(dialogo).findByLabelText('Senha do PDF')) as HTMLInputElement;
    expect(senha.type).toBe('password');
    expect(within(dialogo).getByText('Este PDF está protegido por senha.')).toBeTruthy();
    expect(within(dialogo).getByText(/A Enel e outras concessionárias protegem com senha/)).toBeTruthy();
    expect(within(dialogo).queryByLabelText('Valor total (R$)')).toBeNull();

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Abrir com a senha' }));
    expect(await within(dialogo).findByText('Digite a senha do PDF')).toBeTruthy();
    expect(enviados.leitura).toHaveLength(1);

    await userEvent.type(senha, '12345');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Abrir com a senha' }));
    expect(await within(dialogo).findByText('A senha não abriu o PDF.')).toBeTruthy();
    expect(enviados.leitura).toHaveLength(2);
    expect(enviados.leitura[1]?.get('senha')).toBe('12345');
    expect((enviados.leitura[1]?.get('arquivo') as File | undefined)?.name).toBe('fatura-marco.pdf');

    await userEvent.clear(senha);
    await userEvent.type(senha, '02345');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Abrir com a senha' }));
    expect(await within(dialogo).findByText('Fatura lida: Cemig-D')).toBeTruthy();
    expect(enviados.leitura[2]?.get('senha')).toBe('02345');
    expect((within(dialogo).getByLabelText('Valor total (R$)') as HTMLInputElement).value).toBe('104,57');
  });

  it('PDF protegido sem a senha: deixa preencher os campos à mão, com o PDF guardado', async () => {
    const enviados = { leitura: [] as FormData[], faturas: [] as unknown[] };
    api(
      {
        pdf: PDF,
        unidade: null,
        leitura: { ok: false, motivo: 'protegido', mensagem: 'Protegido por senha.' },
      },
      enviados,
    );
    const dialogo = await enviarPdf();
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Preencher sem ler o PDF' }));
    expect((await within(dialogo).findByTestId('leitura-falhou')).textContent).toContain(
      'Protegido por senha.',
    );
    expect((within(dialogo).getByLabelText('Valor total (R$)') as HTMLInputElement).value).toBe('');
  });
});
