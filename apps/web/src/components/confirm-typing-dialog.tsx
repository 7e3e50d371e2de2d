import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { showSubmitError } from '../lib/form-errors.ts';
import { ConfirmarDialog } from './confirmar-dialog.tsx';
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
    <ConfirmarDialog
      open={open}
      onOpenChange={setOpen}
      title={props.title}
      confirmar={props.submit}
      ocupado={busy}
      onSubmit={onSubmit}
      trigger={
        <Button colorPalette="red" variant="outline" alignSelf="flex-start">
          {props.trigger}
        </Button>
      }
    >
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
    </ConfirmarDialog>
  );
}
