import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { defaultRuntimeConfig } from '../lib/runtime-config.tsx';
import { StatGrid } from './stat-grid.tsx';

describe('StatGrid', () => {
  it('mostra cada figura com seu rótulo, na ordem dada', () => {
    render(
      <Providers config={defaultRuntimeConfig} router={false}>
        <StatGrid
          data-testid="totais"
          figuras={[
            ['Geração hoje', '24,8 kWh'],
            ['Economia', <strong key="e">R$ 10,00</strong>],
          ]}
        />
      </Providers>,
    );
    const grade = screen.getByTestId('totais');
    expect(grade.textContent).toBe('Geração hoje24,8 kWhEconomiaR$ 10,00');
    expect(screen.getByText('R$ 10,00').tagName).toBe('STRONG');
  });

  it('marca o valor de uma figura com o test id dado e pula as figuras ausentes', () => {
    render(
      <Providers config={defaultRuntimeConfig} router={false}>
        <StatGrid
          figuras={[['Usuários hoje', 3, 'usuarios-hoje'], false, ['Usuários no total', 40]]}
          data-testid="contadores"
        />
      </Providers>,
    );
    expect(screen.getByTestId('usuarios-hoje').textContent).toBe('3');
    // A figure given as `false` (shown only sometimes) leaves no empty card behind.
    expect(screen.getByTestId('contadores').children).toHaveLength(2);
  });
});
