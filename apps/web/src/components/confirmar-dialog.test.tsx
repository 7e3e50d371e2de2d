import { Button, Input } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { defaultRuntimeConfig } from '../lib/runtime-config.tsx';
import { ConfirmarDialog } from './confirmar-dialog.tsx';

function comProviders(ui: React.ReactNode) {
  return render(
    <Providers config={defaultRuntimeConfig} router={false}>
      {ui}
    </Providers>,
  );
}

/** A dialog opened by its trigger whose body is a form. */
function Exemplo({ enviou }: { enviou(nome: string): void }) {
  const [aberto, setAberto] = useState(false);
  const [nome, setNome] = useState('');
  return (
    <ConfirmarDialog
      open={aberto}
      onOpenChange={setAberto}
      title="Excluir a usina?"
      confirmar="Excluir usina"
      trigger={<Button>Excluir…</Button>}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        enviou(nome);
      }}
    >
      <Input aria-label="Nome da usina" value={nome} onChange={(e) => setNome(e.target.value)} />
    </ConfirmarDialog>
  );
}

describe('ConfirmarDialog', () => {
  it('pergunta como alerta: o botão colorido roda a ação, avisa e fecha; "Voltar" desiste', async () => {
    const acao = vi.fn(async () => undefined);
    const mudou = vi.fn();
    comProviders(
      <ConfirmarDialog
        open
        onOpenChange={mudou}
        title="Excluir a fatura?"
        confirmar="Excluir"
        sucesso="Fatura excluída"
        acao={acao}
      >
        <p>A fatura e o seu PDF serão apagados.</p>
      </ConfirmarDialog>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Excluir a fatura?' })).toBeTruthy();
    expect(screen.getByText('A fatura e o seu PDF serão apagados.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(acao).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mudou).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Fatura excluída')).toBeTruthy();
  });

  it('uma ação que falha vira aviso e o diálogo fica aberto', async () => {
    const mudou = vi.fn();
    comProviders(
      <ConfirmarDialog
        open
        onOpenChange={mudou}
        title="Descartar a fatura recebida?"
        confirmar="Descartar"
        acao={() => Promise.reject(new Error('Sem conexão com o servidor.'))}
      >
        <p>O PDF sai da caixa de entrada.</p>
      </ConfirmarDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Sem conexão com o servidor.')).toBeTruthy();
    expect(mudou).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(mudou).toHaveBeenCalledWith(false);
  });

  it('abre pelo gatilho e, com onSubmit, o botão envia o formulário do corpo', async () => {
    const enviou = vi.fn();
    comProviders(<Exemplo enviou={enviou} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir…' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome da usina' }), 'Sol{Enter}');
    expect(enviou).toHaveBeenCalledWith('Sol');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir usina' }));
    expect(enviou).toHaveBeenCalledTimes(2);
  });
});
