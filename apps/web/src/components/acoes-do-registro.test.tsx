import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { defaultRuntimeConfig } from '../lib/runtime-config.tsx';
import { AcoesDoRegistro } from './acoes-do-registro.tsx';

const emProvedores = (ui: React.ReactNode) =>
  render(
    <Providers config={defaultRuntimeConfig} router={false}>
      {ui}
    </Providers>,
  );

describe('AcoesDoRegistro', () => {
  it('ativo: os botões extras, depois editar e remover, cada um com o nome do registro', async () => {
    const chamados: string[] = [];
    emProvedores(
      <AcoesDoRegistro
        nome="Limpeza"
        removido={false}
        onEditar={() => chamados.push('editar')}
        onRemover={() => chamados.push('remover')}
        onRestaurar={() => chamados.push('restaurar')}
      >
        <button type="button">Extra</button>
      </AcoesDoRegistro>,
    );
    const botoes = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(botoes).toEqual(['Extra', 'Editar Limpeza', 'Remover Limpeza']);
    await userEvent.click(screen.getByRole('button', { name: 'Editar Limpeza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Limpeza' }));
    expect(chamados).toEqual(['editar', 'remover']);
  });

  it('removido: só restaurar; sem permissão (sem a função), nenhum botão', async () => {
    const chamados: string[] = [];
    const { unmount } = emProvedores(
      <AcoesDoRegistro
        nome="Limpeza"
        removido
        onEditar={() => {}}
        onRestaurar={() => chamados.push('restaurar')}
      >
        <button type="button">Extra</button>
      </AcoesDoRegistro>,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Restaurar Limpeza',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar Limpeza' }));
    expect(chamados).toEqual(['restaurar']);
    unmount();
    emProvedores(<AcoesDoRegistro nome="Limpeza" removido />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
