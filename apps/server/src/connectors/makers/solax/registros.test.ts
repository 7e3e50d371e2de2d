import { describe, expect, it } from 'vitest';
import { lerUsinas } from './registros.ts';

// The plants the integrator types for SolaX (no plant list in the token API).

const USINAS = [
  'Galpão Central: SR8BVQYEHR, sr3kd8qw2t; SRERRO0001 SROFF00001',
  '',
  '# a comment line',
  'SRSOLO0001',
  'Depósito: SRINATIVO1, SRALHEIO01',
].join('\n');

describe('SolaX: usinas digitadas no assistente', () => {
  it('uma usina por linha: nome opcional antes do último dois-pontos, números separados por vírgula, ponto e vírgula ou espaço', () => {
    expect(lerUsinas(USINAS)).toEqual([
      {
        id: 'SR8BVQYEHR',
        nome: 'Galpão Central',
        registros: ['SR8BVQYEHR', 'SR3KD8QW2T', 'SRERRO0001', 'SROFF00001'],
      },
      { id: 'SRSOLO0001', nome: 'SolaX SRSOLO0001', registros: ['SRSOLO0001'] },
      { id: 'SRINATIVO1', nome: 'Depósito', registros: ['SRINATIVO1', 'SRALHEIO01'] },
    ]);
    expect(lerUsinas('Sítio: lote 2: SXA1B2C3D4\r\n')).toEqual([
      { id: 'SXA1B2C3D4', nome: 'Sítio: lote 2', registros: ['SXA1B2C3D4'] },
    ]);
  });

  it('linha ilegível, número repetido ou campo vazio: credenciais, com a linha dita', () => {
    const erro = (t: string | undefined) => {
      try {
        lerUsinas(t);
      } catch (e) {
        return e;
      }
      return null;
    };
    expect(erro('Casa: SR-8BVQ')).toMatchObject({
      tipo: 'credenciais',
      message: expect.stringContaining('linha 1'),
    });
    expect(erro('A: SR1\nB: sr1')).toMatchObject({
      tipo: 'credenciais',
      message: expect.stringContaining('linhas 1 e 2'),
    });
    expect(erro('Casa:')).toMatchObject({ tipo: 'credenciais' });
    expect(erro(undefined)).toMatchObject({ tipo: 'credenciais' });
    expect(erro('\n# só comentário\n')).toMatchObject({ tipo: 'credenciais' });
  });
});
