import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { showSubmitError } from '../lib/form-errors.ts';
import { FormField } from './form-field.tsx';

/**
 * Spec §5: deleting a company, a plant or an account needs its exact name (or e-mail) typed.
 * `confirm` receives what was typed; the server's field error shows under the field.
 */
export function ConfirmTypingDialog(props: {
  trigger: string;
  title: string;
  instruction: ReactNode;
  label: string;
  field: string;
  inputType?: string;
  submit: string;
  confirm(typed: string): Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await props.confirm(typed);
      setOpen(false);
      setTyped('');
    } catch (err) {
      if (err instanceof ApiError) setError(err.fieldErrors[props.field]);
      showSubmitError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" alignSelf="flex-start">
          {props.trigger}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>{props.instruction}</Text>
                  <FormField label={props.label} error={error}>
                    <Input
                      type={props.inputType ?? 'text'}
                      value={typed}
                      onChange={(e) => setTyped(e.target.value)}
                      autoComplete="off"
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Voltar</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" loading={busy}>
                  {props.submit}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fechar" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
