import { CAMPOS_NUMERICOS, type CampoNumerico } from '@irradia/shared/faturas/faturas.campos';
import type { FaturaDetalhe } from '@irradia/shared/faturas/faturas.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

// Every number the server sends, null where nothing was read; the fixture sets the read ones.
const nulos = Object.fromEntries(CAMPOS_NUMERICOS.map((k) => [k, null])) as Record<CampoNumerico, null>;
const fatura = {
  uuid: 'f1',
  mes_referencia: '2025-03',
  vencimento: '2025-04-10',
  status: 'aberta',
  origem: 'pdf',
  ...nulos,
  valor_total_rs: 1234.5,
  consumo_kwh: 350,
  injetada_kwh: 500,
  compensada_kwh: 300,
  saldo_kwh: 200,
  tarifa_com_tributos_rs_kwh: 0.88114,
  economia_rs: 264.34,
  sem_solar_rs: 1498.84,
  tem_pdf: true,
  itens: [],
  unidade: { uuid: 'un1', matricula: '3001234567', tipo: 'geradora', nome: null, gd: 'GD II' },
  usina: { uuid: 'u1', nome: 'Usina Sertão' },
  concessionaria: { uuid: 'c1', sigla: 'Cemig-D' },
  creditos: {
    mes: '2025-03',
    tem_fatura: true,
    injetada_kwh: 500,
    creditada_kwh: 500,
    compensada_kwh: 300,
    compensacao_sem_credito_kwh: 0,
    expirada_kwh: 0,
    saldo_kwh: 200,
    expirando_proximo_mes_kwh: 0,
    lotes: [{ origem: '2025-03', kwh: 200, expira_em: '2030-03' }],
    saldo_informado_kwh: 200,
    divergencia_kwh: 0,
  },
  auditoria: {
    ok: false,
    verificacoes: [
      {
        regra: 'compensacao',
        esperado: 300,
        encontrado: 300,
        diferenca: 0,
        ok: true,
        mensagem: 'Compensação confere.',
      },
      {
        regra: 'custo_disponibilidade',
        esperado: 50,
        encontrado: 100,
        diferenca: 50,
        ok: false,
        mensagem: 'Cobrou 100 kWh de disponibilidade; para bifásico o mínimo é 50 kWh.',
      },
    ],
  },
  pdf_url: '/api/faturas/f1/pdf',
} satisfies FaturaDetalhe;

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('detalhe da fatura', () => {
  it('mostra os valores em R$ e kWh, os créditos, a auditoria e muda a situação', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      'faturas/f1': (init) => {
        if (init?.method === 'PUT') enviados.push(JSON.parse(String(init.body)));
        return { body: { data: fatura } };
      },
    });
    renderApp('/faturas/f1');
    expect(await screen.findByText('Sem solar você pagaria', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getAllByText('R$ 1.234,50').length).toBeGreaterThan(0);
    expect(screen.getByText('R$ 1.498,84')).toBeTruthy();
    expect(screen.getByText('R$ 0,88114/kWh')).toBeTruthy();
    expect(screen.getByText('Março/2030')).toBeTruthy();
    expect(
      screen.getByText('Cobrou 100 kWh de disponibilidade; para bifásico o mínimo é 50 kWh.'),
    ).toBeTruthy();
    expect(screen.getByText('Há pontos a conferir')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Baixar PDF/ })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Mudar a situação da fatura'), 'paga');
    await waitFor(() => expect(enviados).toEqual([{ status: 'paga' }]));
  });
});
