import { describe, expect, it } from 'vitest';
import { ritmoDaConta } from './contas-portal.tsx';

describe('ritmo da conta de portal', () => {
  it('com cota diária do fabricante', () => {
    expect(
      ritmoDaConta({ intervalo_sincronizacao_min: 9, chamadas_hoje: 1204, limite_chamadas_dia: 1440 }),
    ).toBe('Sincroniza a cada 9 min · 1.204 de 1.440 chamadas hoje');
  });
  it('sem cota diária', () => {
    expect(
      ritmoDaConta({ intervalo_sincronizacao_min: 5, chamadas_hoje: 1, limite_chamadas_dia: null }),
    ).toBe('Sincroniza a cada 5 min · 1 chamada hoje');
  });
});
