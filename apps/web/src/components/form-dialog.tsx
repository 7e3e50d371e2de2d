import { Button, Dialog } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { StepDialog } from './step-dialog.tsx';

/** A dialog holding one form: title, fields, cancel and submit. */
export function FormDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  submitLabel: string;
  submitting?: boolean;
  onSubmit(event: FormEvent): void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
  /** Once the closing is over: the moment another dialog may open. */
  onExitComplete?(): void;
}) {
  const { submitLabel, submitting, ...frame } = props;
  return (
    <StepDialog
      {...frame}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancelar</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="orange" loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    />
  );
}
