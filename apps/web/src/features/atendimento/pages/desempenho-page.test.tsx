import type { Desempenho, Indicadores } from '@irradia/shared/quadros/desempenho.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { periodoDoPreset } from '../desempenho-api.ts';

afterEach(() => {
  vi.restoreAllMocks();
  restoreFetch();
  useAppStore.getState().clearSession();
});

const SETOR = '50000000-0000-4000-8000-000000000001';
const ANA = '50000000-0000-4000-8000-000000000002';

const total = {
  cartoes_fechados: 14,
  cartoes_atrasados: 3,
  atendimentos_por_alerta: 5,
  horas_para_resolver: 12.5,
  propostas_enviadas: 8,
  propostas_aceitas: 4,
  conversao_pct: 50,
  vendas: 2,
  vendas_rs: 25_000,
} satisfies Indicadores;

const desempenho = {
  de: '2026-11-01',
  ate: '2026-11-30',
  apenas_eu: false,
  total,
  funcionarios: [{ ...total, uuid: ANA, nome: 'Ana Souza', setor: { uuid: SETOR, nome: 'Comercial' } }],
  setores: [{ ...total, uuid: SETOR, nome: 'Comercial' }],
  fases: [
    {
      quadro: 'q1',
      quadro_nome: 'Solicitações',
      fase: 'f1',
      nome: 'Aberto',
      horas_media: 4,
      passagens: 6,
    },
  ],
} satisfies Desempenho;

type FetchMock = ReturnType<typeof entrarComoIntegrador>;
const consultas = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === '/api/desempenho')
    .map((u) => Object.fromEntries(u.searchParams));

describe('desempenho', () => {
  it('mostra os totais, as tabelas por funcionário e por equipe, e pede os últimos 30 dias', async () => {
    const fetchMock = entrarComoIntegrador({ desempenho: { body: { data: desempenho } } });
    renderApp('/atendimento/desempenho');
    expect((await screen.findByTestId('total-fechados')).textContent).toBe('14');
    expect(screen.getByTestId('total-atrasados').textContent).toBe('3');
    expect(screen.getByTestId('total-por-alerta').textContent).toBe('5');
    expect(screen.getByTestId('total-horas').textContent).toBe('12,5 h');
    expect(screen.getByTestId('total-conversao').textContent).toBe('50,0%');
    expect(screen.getByTestId('total-vendas').textContent).toBe('2 · R$\u00a025.000,00');
    expect(screen.getByTestId('periodo').textContent).toBe('De 01/11/2026 a 30/11/2026');
    expect(screen.queryByText('Você vê apenas os seus números')).toBeNull();

    const porFuncionario = screen.getByRole('table', { name: 'Desempenho por funcionário' });
    const linha = within(porFuncionario).getByRole('row', { name: /Ana Souza/ });
    expect(linha.textContent).toContain('Comercial');
    expect(linha.textContent).toContain('R$\u00a025.000,00');
    expect(screen.getByRole('table', { name: 'Desempenho por equipe' }).textContent).toContain('Comercial');
    // The charts' accessible tables.
    expect(screen.getByText('Cartões fechados por funcionário', { selector: 'caption' })).toBeTruthy();
    expect(
      screen.getByText('Horas médias em cada fase do quadro Solicitações', { selector: 'caption' }),
    ).toBeTruthy();

    expect(consultas(fetchMock)[0]).toEqual(periodoDoPreset('30'));
  });

  it('sem atendimento:view diz que a pessoa vê apenas os seus números', async () => {
    entrarComoIntegrador({ desempenho: { body: { data: { ...desempenho, apenas_eu: true } } } });
    renderApp('/atendimento/desempenho');
    expect(await screen.findByText('Você vê apenas os seus números')).toBeTruthy();
    expect(screen.queryByLabelText('Equipe')).toBeNull();
  });

  it('mudar o período muda o de/ate do pedido; equipe e funcionário entram no filtro', async () => {
    const fetchMock = entrarComoIntegrador({
      desempenho: { body: { data: desempenho } },
      setores: {
        body: {
          data: [{ uuid: SETOR, nome: 'Comercial', nome_completo: null, descricao: null }],
          meta: { total: 1, per_page: 200, current_page: 1, last_page: 1 },
        },
      },
    });
    renderApp('/atendimento/desempenho');
    await screen.findByTestId('total-fechados');

    await userEvent.selectOptions(screen.getByLabelText('Período'), '7');
    await waitFor(() => expect(consultas(fetchMock).at(-1)).toEqual(periodoDoPreset('7')));

    await userEvent.selectOptions(screen.getByLabelText('Período'), 'mes');
    await waitFor(() => expect(consultas(fetchMock).at(-1)).toEqual(periodoDoPreset('mes')));

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-10-05' } });
    await waitFor(() => expect(consultas(fetchMock).at(-1)?.de).toBe('2026-10-05'));
    expect((screen.getByLabelText('Período') as HTMLSelectElement).value).toBe('personalizado');

    await waitFor(() => expect(screen.getByRole('option', { name: 'Comercial' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Equipe'), SETOR);
    await waitFor(() =>
      expect(consultas(fetchMock).at(-1)).toMatchObject({ de: '2026-10-05', setor: SETOR }),
    );
  });

  it('"Exportar CSV" pede formato=csv com o mesmo período', async () => {
    const fetchMock = entrarComoIntegrador({ desempenho: { body: { data: desempenho } } });
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    renderApp('/atendimento/desempenho');
    await screen.findByTestId('total-fechados');
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    const { de, ate } = periodoDoPreset('30');
    await waitFor(() => expect(baixados).toEqual([`desempenho-${de}-a-${ate}.csv`]));
    expect(consultas(fetchMock).at(-1)).toEqual({ de, ate, formato: 'csv' });
  });
});
