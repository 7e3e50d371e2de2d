import { describe, expect, it } from 'vitest';
import { formatDataHora, nomeDoFuso } from './horario.ts';

const leitura = '2026-11-24T17:05:00.000Z';

describe('horário da usina', () => {
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
});
