import { describe, expect, it } from 'vitest';
import {
  type CoresGrafico,
  type DadosGrafico,
  escalaDe,
  montarOpcoes,
  resumoDoGrafico,
  textoDaDica,
} from './opcoes.ts';

const CLARO: CoresGrafico = {
  real: '#f97316',
  realSuave: '#ffedd5',
  esperado: '#d4d4d8',
  esperadoLinha: '#71717a',
  texto: '#52525b',
  textoForte: '#18181b',
  grade: '#e4e4e7',
  eixo: '#d4d4d8',
  fundoDica: '#FFFFFF',
  bordaDica: '#e4e4e7',
  fonte: 'Inter, sans-serif',
};
const ESCURO: CoresGrafico = { ...CLARO, real: '#fb923c', texto: '#a1a1aa', fundoDica: '#18181b' };

const meses: DadosGrafico = {
  grandeza: 'energia',
  eixo: 'categoria',
  rotulos: ['Jan', 'Fev', 'Mar'],
  titulos: ['Janeiro de 2026', 'Fevereiro de 2026', 'Março de 2026'],
  series: [
    { nome: 'Gerada', papel: 'real', forma: 'barra', valores: [1100, null, 65] },
    { nome: 'Esperada', papel: 'esperado', forma: 'barra', valores: [1240, 1075.2, 540] },
  ],
};

type Opcao = {
  series: Array<{
    name: string;
    type: string;
    data: unknown[];
    itemStyle: { color: string };
    lineStyle?: { type: string };
  }>;
  xAxis: { type: string; data?: string[]; axisLabel: { formatter?: (v: number) => string; color: string } };
  yAxis: { name: string; axisLabel: { formatter: (v: number) => string } };
  legend: { show: boolean };
  tooltip: { formatter: (p: unknown) => string };
};

describe('montarOpcoes', () => {
  it('meses: barras da gerada e da esperada lado a lado, eixo em kWh com números pt-BR e as cores do tema', () => {
    const o = montarOpcoes(meses, CLARO) as unknown as Opcao;
    expect(o.xAxis).toMatchObject({ type: 'category', data: ['Jan', 'Fev', 'Mar'] });
    expect(o.series.map((s) => [s.name, s.type, s.itemStyle.color])).toEqual([
      ['Gerada', 'bar', CLARO.real],
      ['Esperada', 'bar', CLARO.esperado],
    ]);
    expect(o.series[0]?.data).toEqual([1100, null, 65]);
    expect(o.yAxis.name).toBe('kWh');
    expect(o.yAxis.axisLabel.formatter(1500)).toBe('1.500');
    expect(o.yAxis.axisLabel.formatter(2.5)).toBe('2,5');
    expect(o.legend.show).toBe(true);
    // Dark mode: the same chart in the dark palette.
    const escuro = montarOpcoes(meses, ESCURO) as unknown as Opcao;
    expect(escuro.series[0]?.itemStyle.color).toBe(ESCURO.real);
    expect(escuro.xAxis.axisLabel.color).toBe(ESCURO.texto);
  });

  it('a dica do mês: título longo, cada valor com a unidade e o desempenho', () => {
    const o = montarOpcoes(meses, CLARO) as unknown as Opcao;
    const dica = o.tooltip.formatter([{ dataIndex: 0 }]);
    expect(dica).toContain('Janeiro de 2026');
    expect(dica).toContain('Gerada: <b>1,1 MWh</b>');
    expect(dica).toContain('Esperada: <b>1,24 MWh</b>');
    expect(dica).toContain('Desempenho: <b>88,7%</b> do esperado');
    // A month with no generation shows only the expectation.
    expect(textoDaDica(meses, 1)).not.toContain('Gerada');
    expect(textoDaDica(meses, 1)).not.toContain('Desempenho');
  });

  it('dias do mês: a esperada é uma linha tracejada', () => {
    const dias: DadosGrafico = {
      ...meses,
      rotulos: ['01', '02'],
      titulos: ['01/03/2026', '02/03/2026'],
      series: [
        { nome: 'Gerada', papel: 'real', forma: 'barra', valores: [35, 20] },
        { nome: 'Esperada', papel: 'esperado', forma: 'linha', valores: [36, 36] },
      ],
    };
    const o = montarOpcoes(dias, CLARO) as unknown as Opcao;
    expect(o.series[1]).toMatchObject({ type: 'line', lineStyle: { type: 'dashed' } });
    expect(o.series[1]?.itemStyle.color).toBe(CLARO.esperadoLinha);
  });

  it('curva do dia: potência num eixo de 24 horas, em kW', () => {
    const curva: DadosGrafico = {
      grandeza: 'potencia',
      eixo: 'horas',
      rotulos: ['06:30', '12:00', '18:05'],
      series: [{ nome: 'Potência', papel: 'real', forma: 'area', valores: [400, 5200, 150] }],
    };
    const o = montarOpcoes(curva, CLARO) as unknown as Opcao;
    expect(o.xAxis.type).toBe('value');
    expect(o.series[0]?.data).toEqual([
      [390, 400],
      [720, 5200],
      [1085, 150],
    ]);
    expect(o.xAxis.axisLabel.formatter?.(360)).toBe('06:00');
    expect(o.yAxis.name).toBe('kW');
    expect(o.yAxis.axisLabel.formatter(5000)).toBe('5');
    expect(o.legend.show).toBe(false);
    expect(textoDaDica(curva, 1)).toContain('Potência: <b>5,2 kW</b>');
  });

  it('unidade do eixo pelo maior valor', () => {
    expect(escalaDe('energia', 9_999)).toEqual({ divisor: 1, unidade: 'kWh' });
    expect(escalaDe('energia', 12_000)).toEqual({ divisor: 1000, unidade: 'MWh' });
    expect(escalaDe('potencia', 800)).toEqual({ divisor: 1, unidade: 'W' });
    expect(escalaDe('potencia', 2_500_000)).toEqual({ divisor: 1_000_000, unidade: 'MW' });
  });
});

describe('resumoDoGrafico', () => {
  it('diz o total de cada série e o desempenho onde há esperada', () => {
    expect(resumoDoGrafico(meses, 'Geração por mês em 2026')).toBe(
      'Geração por mês em 2026. Gerada: 1,17 MWh no total. Esperada: 2,86 MWh no total. 40,8% do esperado.',
    );
  });

  it('curva: o pico e a hora', () => {
    const curva: DadosGrafico = {
      grandeza: 'potencia',
      eixo: 'horas',
      rotulos: ['11:55', '12:00'],
      series: [{ nome: 'Potência', papel: 'real', forma: 'area', valores: [4000, 5200] }],
    };
    expect(resumoDoGrafico(curva, 'Potência hoje')).toBe('Potência hoje. Potência: pico de 5,2 kW às 12:00.');
  });
});
