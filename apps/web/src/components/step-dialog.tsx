import { Box, Button } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './dialog-frame.tsx';

/**
 * A dialog that walks through steps (connect an account, choose, follow a background job): the
 * caller renders the current step's body and footer; each step's form is tied to its footer's
 * submit button by `form` id (or, with `onSubmit`, the whole dialog is one form). Full screen on a phone.
 */
export function StepDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  footer: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  onSubmit?(event: FormEvent): void;
  onExitComplete?(): void;
}) {
  const { size, ...frame } = props;
  return <DialogFrame {...frame} size={{ base: 'full', md: size ?? 'md' }} scrollBehavior="inside" />;
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
