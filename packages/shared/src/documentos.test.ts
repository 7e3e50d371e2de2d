import { describe, expect, it } from 'vitest';
import { ZClienteEntrada } from './clientes/clientes.schema.ts';
import { cpfValido } from './documentos.ts';

describe('CPF', () => {
  it('valida os dígitos verificadores', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('52998224724')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
    expect(cpfValido('123')).toBe(false);
  });
});

describe('cliente', () => {
  it('aniversário 31/02 é recusado; 29/02 é aceito', () => {
    const r = ZClienteEntrada.safeParse({ nome: 'A', aniversario_dia: 31, aniversario_mes: 2 });
    expect(r.success).toBe(false);
    expect(ZClienteEntrada.safeParse({ nome: 'A', aniversario_dia: 29, aniversario_mes: 2 }).success).toBe(
      true,
    );
  });
  it('documento conforme pessoa física ou jurídica', () => {
    expect(
      ZClienteEntrada.safeParse({ nome: 'A', pessoa_fisica: true, documento: '529.982.247-25' }).success,
    ).toBe(true);
    expect(
      ZClienteEntrada.safeParse({ nome: 'A', pessoa_fisica: false, documento: '12.ABC.345/01DE-35' }).success,
    ).toBe(true);
    expect(
      ZClienteEntrada.safeParse({ nome: 'A', pessoa_fisica: false, documento: '529.982.247-25' }).success,
    ).toBe(false);
  });
});
