import { Button, Dialog } from '@chakra-ui/react';
import { type FormEvent, type ReactElement, type ReactNode, useState } from 'react';
import { toastError } from '../lib/api-client.ts';
import { toaster } from '../lib/toaster.ts';
import { DialogFrame } from './dialog-frame.tsx';

/**
 * Asks before something that can't be undone (delete, discard, replace): "Voltar" backs out, the
 * coloured button runs `acao`; when it ends well the dialog says `sucesso` and closes, a failure
 * shows as a toast and leaves it open. With `onSubmit` instead, the body holds a form's fields,
 * the button submits it and the caller handles the outcome (and `ocupado`).
 */
export function ConfirmarDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  confirmar: string;
  children: ReactNode;
  acao?(): Promise<unknown>;
  sucesso?: string;
  onSubmit?(event: FormEvent): void;
  ocupado?: boolean;
  cor?: 'red' | 'orange';
  trigger?: ReactElement;
}) {
  const { confirmar, acao, sucesso, ocupado, cor, ...frame } = props;
  const [rodando, setRodando] = useState(false);

  async function executar() {
    if (!acao) return;
    setRodando(true);
    try {
      await acao();
      if (sucesso) toaster.create({ type: 'success', title: sucesso });
      props.onOpenChange(false);
    } catch (err) {
      toastError(err);
    } finally {
      setRodando(false);
    }
  }

  return (
    <DialogFrame
      {...frame}
      role="alertdialog"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Voltar</Button>
          </Dialog.ActionTrigger>
          <Button
            type={props.onSubmit ? 'submit' : 'button'}
            colorPalette={cor ?? 'red'}
            loading={ocupado || rodando}
            onClick={acao ? () => void executar() : undefined}
          >
            {confirmar}
          </Button>
        </>
      }
    />
  );
}
