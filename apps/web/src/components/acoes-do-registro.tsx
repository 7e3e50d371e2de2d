import { HStack, IconButton } from '@chakra-ui/react';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list row's own buttons for a record with soft delete: a removed one offers only "Restaurar"; a
 * live one shows the row's extra buttons (`children`) and then "Editar" and "Remover". A handler
 * left out (no permission) leaves its button out. The labels name the record for screen readers.
 */
export function AcoesDoRegistro(props: {
  nome: string;
  removido: boolean;
  onEditar?: () => void;
  onRemover?: () => void;
  onRestaurar?: () => void;
  children?: ReactNode;
}) {
  const { nome } = props;
  if (props.removido)
    return props.onRestaurar ? (
      <IconButton
        aria-label={`Restaurar ${nome}`}
        title="Restaurar"
        size="xs"
        variant="ghost"
        onClick={props.onRestaurar}
      >
        <RotateCcw />
      </IconButton>
    ) : null;
  return (
    <HStack gap="0" justify="flex-end">
      {props.children}
      {props.onEditar && (
        <IconButton
          aria-label={`Editar ${nome}`}
          title="Editar"
          size="xs"
          variant="ghost"
          onClick={props.onEditar}
        >
          <Pencil />
        </IconButton>
      )}
      {props.onRemover && (
        <IconButton
          aria-label={`Remover ${nome}`}
          title="Remover"
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={props.onRemover}
        >
          <Trash2 />
        </IconButton>
      )}
    </HStack>
  );
}
