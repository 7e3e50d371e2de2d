import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

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
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => props.onOpenChange(e.open)}
      size={{ base: 'full', md: props.size ?? 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={props.onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{props.children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancelar</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="orange" loading={props.submitting}>
                  {props.submitLabel}
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
