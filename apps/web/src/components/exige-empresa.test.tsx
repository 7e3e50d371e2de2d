import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { defaultRuntimeConfig } from '../lib/runtime-config.tsx';
import { useAppStore } from '../stores/app-store.ts';
import { ExigeEmpresa } from './exige-empresa.tsx';

afterEach(() => useAppStore.getState().selectCompany(null));

describe('ExigeEmpresa', () => {
  it('sem empresa selecionada pede uma; com empresa mostra a página', () => {
    render(
      <Providers config={defaultRuntimeConfig} router={false}>
        <ExigeEmpresa icone={null} descricao="As usinas pertencem a uma empresa.">
          <p>lista de usinas</p>
        </ExigeEmpresa>
      </Providers>,
    );
    expect(screen.getByText('Selecione uma empresa')).toBeTruthy();
    expect(screen.getByText('As usinas pertencem a uma empresa.')).toBeTruthy();
    expect(screen.queryByText('lista de usinas')).toBeNull();

    act(() => useAppStore.getState().selectCompany({ uuid: 'e1', tipo: 'integradora' } as never));
    expect(screen.getByText('lista de usinas')).toBeTruthy();
    expect(screen.queryByText('Selecione uma empresa')).toBeNull();
  });
});
