import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { ConteudoGeracaoDiaria, ConteudoGeracaoHoraria, ConteudoGeracaoMes } from './widget-graficos.tsx';

// The dashboard's generation widgets draw with the chart module: the values a screen reader reads
// in the chart's table are the ones the chart draws, with the expectation where the API sends it.

const comTema = (filho: ReactNode) =>
  render(
    <Providers config={defaultRuntimeConfig} router={false}>
      {filho}
    </Providers>,
  );

const celulas = (linha: HTMLElement) => [
  within(linha).getByRole('rowheader').textContent,
  ...within(linha)
    .getAllByRole('cell')
    .map((c) => c.textContent),
];

describe('widgets de geração do painel', () => {
  it('geração do mês: barras dos dias e a esperada de cada dia, com o desempenho', async () => {
    comTema(
      <ConteudoGeracaoMes
        data={{
          mes: '2026-03',
          energia_kwh: 70,
          esperada_kwh: 80,
          dias: [
            { data: '2026-03-01', energia_kwh: 30 },
            { data: '2026-03-02', energia_kwh: 40 },
          ],
          esperada_por_dia: [
            { data: '2026-03-01', energia_kwh: 40 },
            { data: '2026-03-02', energia_kwh: 40 },
          ],
        }}
      />,
    );
    expect(screen.getByText(/^Esperado 80 kWh/).textContent).toBe('Esperado 80 kWh87,5% do esperado');
    const tabela = screen.getByRole('table', { name: 'Energia gerada por dia em março de 2026' });
    const [cabecalho, ...linhas] = within(tabela).getAllByRole('row');
    expect(
      within(cabecalho as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Dia', 'Gerada', 'Esperada', 'Desempenho']);
    expect(linhas.map(celulas)).toEqual([
      ['01/03/2026', '30 kWh', '40 kWh', '75,0%'],
      ['02/03/2026', '40 kWh', '40 kWh', '100,0%'],
    ]);
    expect(await screen.findByRole('img', { name: /87,5% do esperado/ })).toBeTruthy();
  });

  it('geração diária sem cidade nas usinas: só a gerada, o total e nenhum esperado', () => {
    comTema(
      <ConteudoGeracaoDiaria
        data={{ dias: [{ data: '2026-03-14', energia_kwh: 1234.5 }], esperada_por_dia: null }}
      />,
    );
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 1,23 MWh');
    const tabela = screen.getByRole('table', { name: 'Energia gerada por dia nos últimos 30 dias' });
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Dia', 'Gerada']);
    expect(celulas(within(tabela).getAllByRole('row')[1] as HTMLElement)).toEqual(['14/03/2026', '1,23 MWh']);
  });

  it('geração agora: a curva do dia em kW, hora a hora', async () => {
    comTema(
      <ConteudoGeracaoHoraria
        data={{
          data: '2026-03-15',
          pontos: [
            { hora: '11:55', potencia_w: 4000 },
            { hora: '12:00', potencia_w: 5200 },
          ],
          potencia_atual_w: 5100,
        }}
      />,
    );
    expect(screen.getByText('Pico 5,2 kW às 12:00')).toBeTruthy();
    const tabela = screen.getByRole('table', { name: /Potência de todas as usinas hoje/ });
    expect(within(tabela).getAllByRole('row').slice(1).map(celulas)).toEqual([
      ['11:55', '4 kW'],
      ['12:00', '5,2 kW'],
    ]);
    expect(await screen.findByRole('img', { name: /pico de 5,2 kW às 12:00/ })).toBeTruthy();
  });
});
