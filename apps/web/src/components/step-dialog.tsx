import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A dialog that walks through steps (connect an account, choose, follow a background job): the
 * caller renders the current step's body and footer; each step's form is tied to its footer's
 * submit button by `form` id. Full screen on a phone.
 */
export function StepDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  footer: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
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
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer>{props.footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The last step's button while a background job runs: "Fechar" (the job goes on and notifies),
 * then, once it ended, the way to its result ("Ver usinas").
 */
export function FecharOuVer(props: { terminou: boolean; rotulo: string; onClick(): void }) {
  return (
    <Box>
      <Button
        onClick={props.onClick}
        colorPalette={props.terminou ? 'orange' : undefined}
        variant={props.terminou ? 'solid' : 'outline'}
      >
        {props.terminou ? props.rotulo : 'Fechar'}
      </Button>
    </Box>
  );
}
