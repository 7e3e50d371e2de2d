import { describe, expect, it } from 'vitest';
import { centavos, dataBr, mesReferencia, numeroBr } from './numeros.ts';

describe('numeroBr: números como as faturas imprimem', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['76,66', 76.66],
    ['R$76,66', 76.66],
    ['R$ 114,04', 114.04],
    ['18,00', 18],
    ['0,95954601', 0.95954601],
    ['3.606,9002236746', 3606.9002236746],
    ['2.000,000', 2000],
    ['1.165,120', 1165.12],
    ['199', 199],
    ['11.994', 11994],
    ['0,0000000000', 0],
    ['1.234.567,89', 1234567.89],
    ['  47,96  ', 47.96],
  ])('"%s" vale %d', (texto, valor) => {
    expect(numeroBr(texto)).toBe(valor);
  });

  it.each([
    ['-67,24', -67.24],
    ['-5,24', -5.24],
    ['453,10-', -453.1],
    ['3,58-', -3.58],
    ['1.165,12-', -1165.12],
    ['-166', -166],
    ['-R$ 9,79', -9.79],
  ])(
    'negativo com menos antes (CEMIG, Energisa) ou depois (CPFL, Enel, EDP): "%s" vale %d',
    (texto, valor) => {
      expect(numeroBr(texto)).toBe(valor);
    },
  );

  it('zero com sinal continua zero', () => {
    expect(Object.is(numeroBr('0,00-'), 0)).toBe(true);
  });

  it.each([
    '',
    'kWh',
    '1,234.56',
    '12.34',
    '1.23,45',
    '-1,00-',
    '1 234,56',
    '06/08/2023',
    'JUL/2023',
    '(37)3512-1528',
    '12,',
    ',50',
  ])('"%s" não é número de fatura: null, nunca um chute', (texto) => {
    expect(numeroBr(texto)).toBeNull();
  });

  it('centavos arredonda somas de valores impressos', () => {
    expect(centavos(0.1 + 0.2)).toBe(0.3);
    expect(centavos(9.03290196)).toBe(9.03);
  });
});

describe('mesReferencia: todos os formatos de mês das concessionárias', () => {
  it.each([
    ['JUL/2023', '2023-07'],
    ['OUT/2023', '2023-10'],
    ['OUT/23', '2023-10'],
    ['jun/23', '2023-06'],
    ['DEZ/22', '2022-12'],
    ['Novembro / 2025', '2025-11'],
    ['Outubro / 2025', '2025-10'],
    ['Junho/2025', '2025-06'],
    ['Março/2024', '2024-03'],
    ['MARCO/2024', '2024-03'],
    ['Fevereiro / 2026', '2026-02'],
    ['10/2025', '2025-10'],
    ['7/2025', '2025-07'],
    ['07/2025', '2025-07'],
    ['2026/04', '2026-04'],
  ])('"%s" é %s', (texto, esperado) => {
    expect(mesReferencia(texto)).toBe(esperado);
  });

  it.each(['13/2025', '0/2025', 'XYZ/2025', 'Julho', '2025', '28/11/2023', '', 'JUL/1999'])(
    '"%s" não é mês de referência',
    (texto) => {
      expect(mesReferencia(texto)).toBeNull();
    },
  );
});

describe('dataBr: datas dd/mm/aaaa', () => {
  it.each([
    ['28/11/2023', '2023-11-28'],
    ['06/08/2023', '2023-08-06'],
    ['29/02/2024', '2024-02-29'],
    ['01/01/2026', '2026-01-01'],
    ['15/04/25', '2025-04-15'],
  ])('"%s" é %s', (texto, esperado) => {
    expect(dataBr(texto)).toBe(esperado);
  });

  it.each(['31/04/2025', '29/02/2023', '00/10/2025', '12/13/2025', '2025-11-28', '1/1/2025', ''])(
    '"%s" não é um dia do calendário',
    (texto) => {
      expect(dataBr(texto)).toBeNull();
    },
  );
});
