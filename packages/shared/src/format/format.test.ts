import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatDocumento,
  formatEndereco,
  formatEnergia,
  formatMassa,
  formatMoeda,
  formatPercentual,
  formatPotencia,
  formatTelefone,
  semAcentos,
} from './index.ts';

const NBSP = '\u00a0';

describe('formatDocumento (CPF/CNPJ, spec §5)', () => {
  it('formata CPF quando há até 11 dígitos', () => {
    expect(formatDocumento('52998224725')).toBe('529.982.247-25');
    expect(formatDocumento(52998224725)).toBe('529.982.247-25');
  });
  it('formata CNPJ quando há mais de 11 dígitos', () => {
    expect(formatDocumento('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocumento('112223330001')).toBe('11.222.333/0001');
  });
  it('formata o CNPJ alfanumérico de 2026', () => {
    expect(formatDocumento('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
  it('reformata um valor já formatado do mesmo jeito', () => {
    expect(formatDocumento('529.982.247-25')).toBe('529.982.247-25');
    expect(formatDocumento('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });
  it('aplica a máscara aos poucos em valores parciais', () => {
    expect(formatDocumento('1234')).toBe('123.4');
    expect(formatDocumento('123456789')).toBe('123.456.789');
    expect(formatDocumento('1234567890')).toBe('123.456.789-0');
  });
  it('corta o que passa de 14 caracteres', () => {
    expect(formatDocumento('112223330001819999')).toBe('11.222.333/0001-81');
  });
  it('entrada vazia, nula ou só letras vira texto vazio', () => {
    expect(formatDocumento('')).toBe('');
    expect(formatDocumento(null)).toBe('');
    expect(formatDocumento(undefined)).toBe('');
    expect(formatDocumento('abc')).toBe('');
    expect(formatDocumento('---')).toBe('');
  });
  it('letras num CPF são ignoradas', () => {
    expect(formatDocumento('529a982')).toBe('529.982');
  });
});

describe('formatCep (5-3)', () => {
  it('formata 8 dígitos', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
  });
  it('devolve o zero inicial perdido por um número', () => {
    expect(formatCep(1310100)).toBe('01310-100');
    expect(formatCep(88015100)).toBe('88015-100');
  });
  it('parcial, longo demais, vazio e letras', () => {
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('013101009')).toBe('01310-100');
    expect(formatCep('')).toBe('');
    expect(formatCep('abc')).toBe('');
    expect(formatCep(null)).toBe('');
  });
});

describe('formatTelefone', () => {
  it('fixo com 10 dígitos: (AA) XXXX-XXXX', () => {
    expect(formatTelefone('1133334444')).toBe('(11) 3333-4444');
  });
  it('celular com 11 dígitos: (AA) X XXXX-XXXX', () => {
    expect(formatTelefone('11987654321')).toBe('(11) 9 8765-4321');
    expect(formatTelefone('(11) 98765-4321')).toBe('(11) 9 8765-4321');
  });
  it('tira o código do país +55', () => {
    expect(formatTelefone('+55 11 98765-4321')).toBe('(11) 9 8765-4321');
    expect(formatTelefone('551133334444')).toBe('(11) 3333-4444');
  });
  it('parcial, longo, vazio e letras', () => {
    expect(formatTelefone('1')).toBe('(1');
    expect(formatTelefone('11')).toBe('(11');
    expect(formatTelefone('119999')).toBe('(11) 9999');
    expect(formatTelefone('11999999')).toBe('(11) 9999-99');
    expect(formatTelefone('119876543219')).toBe('(11) 9 8765-4321');
    expect(formatTelefone('')).toBe('');
    expect(formatTelefone('telefone')).toBe('');
    expect(formatTelefone(undefined)).toBe('');
  });
});

describe('formatMoeda (BRL)', () => {
  it('R$, espaço que não quebra, milhar com ponto e 2 decimais com vírgula', () => {
    expect(formatMoeda(1234.5)).toBe(`R$${NBSP}1.234,50`);
    expect(formatMoeda(1234567.891)).toBe(`R$${NBSP}1.234.567,89`);
    expect(formatMoeda(0)).toBe(`R$${NBSP}0,00`);
  });
  it('negativos levam o sinal antes do símbolo', () => {
    expect(formatMoeda(-1234.5)).toBe(`-R$${NBSP}1.234,50`);
    expect(formatMoeda(-0.001)).toBe(`R$${NBSP}0,00`);
  });
  it('arredonda centavos para longe do zero', () => {
    expect(formatMoeda(1.005)).toBe(`R$${NBSP}1,01`);
    expect(formatMoeda(2.675)).toBe(`R$${NBSP}2,68`);
  });
  it('aceita texto numérico', () => {
    expect(formatMoeda('1234.5')).toBe(`R$${NBSP}1.234,50`);
  });
  it('entrada inválida vira texto vazio', () => {
    for (const v of ['', '  ', 'abc', null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoeda(v as never)).toBe('');
    }
  });
});

describe('formatPotencia / formatEnergia (prefixos k e M)', () => {
  it('abaixo de mil fica na unidade base', () => {
    expect(formatPotencia(532)).toBe('532 W');
    expect(formatPotencia(0)).toBe('0 W');
    expect(formatPotencia(12.345, 'Wh')).toBe('12,35 Wh');
  });
  it('milhares com k', () => {
    expect(formatPotencia(1500)).toBe('1,5 kW');
    expect(formatEnergia(12350)).toBe('12,35 kWh');
    expect(formatPotencia(5400, 'Wp')).toBe('5,4 kWp');
  });
  it('milhões com M, e acima disso continua em M', () => {
    expect(formatPotencia(1_250_000, 'Wp')).toBe('1,25 MWp');
    expect(formatPotencia(2.5e9)).toBe('2.500 MW');
  });
  it('arredondamento que alcança o próximo prefixo sobe', () => {
    expect(formatPotencia(999.996)).toBe('1 kW');
    expect(formatPotencia(999_999)).toBe('1 MW');
  });
  it('negativos mantêm o sinal', () => {
    expect(formatPotencia(-1500)).toBe('-1,5 kW');
  });
  it('entrada inválida vira texto vazio', () => {
    expect(formatPotencia('')).toBe('');
    expect(formatPotencia('abc')).toBe('');
    expect(formatPotencia(null)).toBe('');
    expect(formatEnergia(Number.NaN)).toBe('');
  });
});

describe('formatMassa (kg e t)', () => {
  it('kg abaixo de uma tonelada, t a partir dela', () => {
    expect(formatMassa(850)).toBe('850 kg');
    expect(formatMassa(12.345)).toBe('12,35 kg');
    expect(formatMassa(1500)).toBe('1,5 t');
    expect(formatMassa(12_345_600)).toBe('12.345,6 t');
    expect(formatMassa(999.999)).toBe('1 t');
  });
  it('entrada inválida vira texto vazio', () => {
    expect(formatMassa('x')).toBe('');
    expect(formatMassa(undefined)).toBe('');
  });
});

describe('formatPercentual (1 decimal)', () => {
  it('sempre com uma casa', () => {
    expect(formatPercentual(12.345)).toBe('12,3%');
    expect(formatPercentual(50)).toBe('50,0%');
    expect(formatPercentual(-3.25)).toBe('-3,3%');
    expect(formatPercentual(1234.56)).toBe('1.234,6%');
    expect(formatPercentual(-0.01)).toBe('0,0%');
  });
  it('entrada inválida vira texto vazio', () => {
    expect(formatPercentual('')).toBe('');
    expect(formatPercentual('dez')).toBe('');
    expect(formatPercentual(null)).toBe('');
  });
});

describe('formatEndereco', () => {
  const campinas = { uuid: 'c-2', nome: 'Campinas' };
  const endereco = {
    logradouro: 'Rua das Flores',
    numero: '123',
    bairro: { nome: 'Centro', cidade: campinas },
  };
  it('rua, número e bairro quando a cidade é a da empresa', () => {
    expect(formatEndereco(endereco, { uuid: 'c-2', nome: 'Campinas' })).toBe('Rua das Flores, 123, Centro');
  });
  it('acrescenta a cidade quando é outra', () => {
    expect(formatEndereco(endereco, { uuid: 'c-1', nome: 'São Paulo' })).toBe(
      'Rua das Flores, 123, Centro, Campinas',
    );
  });
  it('compara pelo nome sem acento quando não há uuid', () => {
    const sp = { ...endereco, bairro: { nome: 'Sé', cidade: { nome: 'São Paulo' } } };
    expect(formatEndereco(sp, 'sao paulo')).toBe('Rua das Flores, 123, Sé');
    expect(formatEndereco(sp, { nome: 'SÃO PAULO' })).toBe('Rua das Flores, 123, Sé');
  });
  it('mostra a cidade quando não há empresa selecionada', () => {
    expect(formatEndereco(endereco)).toBe('Rua das Flores, 123, Centro, Campinas');
  });
  it('pula partes ausentes', () => {
    expect(formatEndereco({ logradouro: 'Rua das Flores', bairro: 'Centro' })).toBe('Rua das Flores, Centro');
    expect(formatEndereco({ numero: 10 })).toBe('10');
    expect(formatEndereco({})).toBe('');
    expect(formatEndereco(null)).toBe('');
  });
});

describe('semAcentos', () => {
  it('tira acentos e põe em minúsculas', () => {
    expect(semAcentos('São Paulo')).toBe('sao paulo');
    expect(semAcentos('IRRADIAÇÃO')).toBe('irradiacao');
    expect(semAcentos(null)).toBe('');
  });
});
