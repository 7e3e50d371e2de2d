import { describe, expect, it } from 'vitest';
import { dataNoFuso, formatData, formatDataHora, formatValidade, fusoValido, nomeDoFuso } from './data.ts';

const leitura = '2026-11-24T17:05:00.000Z';

describe('datas e horas', () => {
  it('mostra a hora no fuso da usina e diz qual é quando difere do navegador', () => {
    expect(formatDataHora(leitura, { fuso: 'America/Manaus', navegador: 'America/Sao_Paulo' })).toBe(
      '24/11/2026 13:05 (horário do Amazonas)',
    );
    // Brazil's legal times by their names (Lei 12.876/2013), whichever city names the zone.
    expect(formatDataHora(leitura, { fuso: 'America/Porto_Velho', navegador: 'America/Sao_Paulo' })).toBe(
      '24/11/2026 13:05 (horário do Amazonas)',
    );
    expect(formatDataHora(leitura, { fuso: 'America/Rio_Branco', navegador: 'America/Sao_Paulo' })).toBe(
      '24/11/2026 12:05 (horário do Acre)',
    );
    expect(formatDataHora(leitura, { fuso: 'America/Noronha', navegador: 'America/Sao_Paulo' })).toBe(
      '24/11/2026 15:05 (horário de Fernando de Noronha)',
    );
    expect(formatDataHora(leitura, { fuso: 'America/Sao_Paulo', navegador: 'Europe/Lisbon' })).toBe(
      '24/11/2026 14:05 (horário de Brasília)',
    );
  });

  it('não nomeia o fuso quando o relógio é o mesmo do navegador, mesmo com outro nome', () => {
    expect(formatDataHora(leitura, { fuso: 'America/Sao_Paulo', navegador: 'America/Sao_Paulo' })).toBe(
      '24/11/2026 14:05',
    );
    expect(formatDataHora(leitura, { fuso: 'America/Bahia', navegador: 'America/Sao_Paulo' })).toBe(
      '24/11/2026 14:05',
    );
    expect(nomeDoFuso('America/Recife', new Date(leitura), 'America/Sao_Paulo')).toBeNull();
  });

  it('fora do Brasil, nomeia pelo deslocamento de UTC', () => {
    expect(formatDataHora(leitura, { fuso: 'Europe/Lisbon', navegador: 'America/Sao_Paulo' })).toBe(
      '24/11/2026 17:05 (UTC+0)',
    );
    expect(nomeDoFuso('Asia/Kolkata', new Date(leitura), 'America/Sao_Paulo')).toBe('UTC+5:30');
  });

  it('sem ano, curto; sem data, vazio; fuso desconhecido usa o do navegador', () => {
    expect(
      formatDataHora(leitura, { fuso: 'America/Sao_Paulo', semAno: true, navegador: 'America/Sao_Paulo' }),
    ).toBe('24/11 14:05');
    expect(
      formatDataHora(leitura, {
        fuso: 'America/Manaus',
        navegador: 'America/Sao_Paulo',
        semNomeDoFuso: true,
      }),
    ).toBe('24/11/2026 13:05');
    expect(formatDataHora(null)).toBe('');
    expect(formatDataHora('não é data')).toBe('');
    expect(formatDataHora(leitura, { fuso: 'Marte/Olympus' })).toBe(formatDataHora(leitura));
  });

  it('fuso válido: aparado, ou null quando desconhecido', () => {
    expect(fusoValido(' America/Manaus ')).toBe('America/Manaus');
    expect(fusoValido('Marte/Olympus')).toBeNull();
    expect(fusoValido(42)).toBeNull();
    expect(fusoValido('')).toBeNull();
  });

  it('data no fuso: o dia do calendário em que o instante cai ali', () => {
    expect(dataNoFuso(new Date('2026-03-01T02:30:00Z'), 'America/Sao_Paulo')).toBe('2026-02-28');
    expect(dataNoFuso(new Date('2026-03-01T02:30:00Z'), 'Europe/Lisbon')).toBe('2026-03-01');
    expect(dataNoFuso('2026-11-24T17:05:00.000Z', 'America/Manaus')).toBe('2026-11-24');
  });

  it('data no fuso: a meia-noite vira o dia mesmo perguntando de novo no mesmo minuto de antes', () => {
    const fuso = 'America/Sao_Paulo';
    expect(dataNoFuso(new Date('2026-03-01T02:59:00Z'), fuso)).toBe('2026-02-28');
    expect(dataNoFuso(new Date('2026-03-01T02:59:59.999Z'), fuso)).toBe('2026-02-28');
    expect(dataNoFuso(new Date('2026-03-01T03:00:00Z'), fuso)).toBe('2026-03-01');
    expect(dataNoFuso(new Date('2026-03-01T02:59:30Z'), fuso)).toBe('2026-02-28');
    expect(() => dataNoFuso(new Date(Number.NaN), fuso)).toThrow();
  });

  it('data de calendário só troca de ordem, sem fuso', () => {
    expect(formatData('2025-03-10')).toBe('10/03/2025');
    expect(formatData('2025-03-10', { semAno: true })).toBe('10/03');
    expect(formatData('2025-03-01', { porExtenso: true })).toBe('01 de março de 2025');
    expect(formatData(null)).toBe('');
    expect(formatData('')).toBe('');
    expect(formatData('não é data')).toBe('');
  });

  it('instante vira a data no fuso pedido', () => {
    expect(formatData('2026-03-01T02:30:00Z', { fuso: 'America/Sao_Paulo' })).toBe('28/02/2026');
    expect(formatData(new Date('2026-03-01T02:30:00Z'), { fuso: 'UTC' })).toBe('01/03/2026');
    expect(formatData('2026-03-01T12:00:00Z', { fuso: 'America/Sao_Paulo', porExtenso: true })).toBe(
      '01 de março de 2026',
    );
  });
});

describe('validade', () => {
  it('diz o prazo de um catálogo pelas datas que ele tem', () => {
    expect(formatValidade('2026-12-01', '2026-12-31')).toBe('01/12/2026 a 31/12/2026');
    expect(formatValidade('2026-12-01', null)).toBe('Desde 01/12/2026');
    expect(formatValidade(null, '2030-12-31')).toBe('Até 31/12/2030');
    expect(formatValidade(null, null)).toBe('Sem prazo');
  });
});
