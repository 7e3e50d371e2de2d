import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { defaultRuntimeConfig } from '../lib/runtime-config.tsx';
import { FecharOuVer, StepDialog } from './step-dialog.tsx';

describe('StepDialog', () => {
  it('mostra o passo atual e seu rodapé; o X fecha', async () => {
    const mudou = vi.fn();
    render(
      <Providers config={defaultRuntimeConfig} router={false}>
        <StepDialog open onOpenChange={mudou} title="Importar usinas" footer={<Button>Conectar</Button>}>
          <p>Passo 1: a conta do portal</p>
        </StepDialog>
      </Providers>,
    );
    expect(await screen.findByRole('dialog', { name: 'Importar usinas' })).toBeTruthy();
    expect(screen.getByText('Passo 1: a conta do portal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(mudou).toHaveBeenCalledWith(false);
  });

  it('o último passo diz "Fechar" enquanto o trabalho roda e leva ao resultado quando termina', async () => {
    const clicou = vi.fn();
    const { rerender } = render(
      <Providers config={defaultRuntimeConfig} router={false}>
        <FecharOuVer terminou={false} rotulo="Ver usinas" onClick={clicou} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    rerender(
      <Providers config={defaultRuntimeConfig} router={false}>
        <FecharOuVer terminou rotulo="Ver usinas" onClick={clicou} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver usinas' }));
    expect(clicou).toHaveBeenCalledTimes(1);
  });
});
