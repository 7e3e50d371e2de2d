import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactElement, ReactNode } from 'react';

/**
 * The frame every dialog of the app shares: title, body, footer and the X. With `onSubmit` the
 * three live in one form (display: contents keeps the body scrolling inside the dialog), so the
 * footer's submit button sends it; with `trigger` the dialog opens from that element.
 */
export function DialogFrame(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  trigger?: ReactElement;
  onSubmit?(event: FormEvent): void;
  role?: 'dialog' | 'alertdialog';
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** Once the closing is over (focus back where it was): the moment another dialog may open. */
  onExitComplete?(): void;
}) {
  const conteudo = (
    <>
      <Dialog.Header>
        <Dialog.Title>{props.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{props.children}</Dialog.Body>
      <Dialog.Footer>{props.footer}</Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Fechar" />
      </Dialog.CloseTrigger>
    </>
  );
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => props.onOpenChange(e.open)}
      role={props.role}
      size={props.size}
      scrollBehavior={props.scrollBehavior}
      onExitComplete={props.onExitComplete}
    >
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {props.onSubmit ? (
              <form onSubmit={props.onSubmit} noValidate style={{ display: 'contents' }}>
                {conteudo}
              </form>
            ) : (
              conteudo
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
