import { describe, expect, it } from 'vitest';
import { celulaCsv, documentoCsv } from './csv.ts';

describe('CSV para planilhas', () => {
  it.each([
    ['=HYPERLINK("http://mal.example";"clique")', `"'=HYPERLINK(""http://mal.example"";""clique"")"`],
    ['+5511987654321', "'+5511987654321"],
    ['-2+3', "'-2+3"],
    ['@SOMA(A1:A9)', "'@SOMA(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
  ])('célula que a planilha tomaria por fórmula vira texto: %s', (valor, esperado) => {
    expect(celulaCsv(valor)).toBe(esperado);
  });

  it('texto comum fica como está; ; aspas e quebras de linha vão entre aspas', () => {
    expect(celulaCsv('Maria da Silva')).toBe('Maria da Silva');
    expect(celulaCsv('a=b')).toBe('a=b');
    expect(celulaCsv('Rua A; 10')).toBe('"Rua A; 10"');
    expect(celulaCsv('diz "oi"')).toBe('"diz ""oi"""');
    expect(celulaCsv(null)).toBe('');
    expect(celulaCsv(42)).toBe('42');
    // A negative amount with a decimal comma stays a number; with anything after it, text.
    expect(celulaCsv('-1234,56')).toBe('-1234,56');
    expect(celulaCsv('-12,5+1')).toBe("'-12,5+1");
  });

  it('o arquivo começa com BOM, separa por ; e termina as linhas com CRLF', () => {
    expect(documentoCsv(['Nome', 'UF'], [['=1', 'SP']])).toBe("\ufeffNome;UF\r\n'=1;SP\r\n");
  });
});
