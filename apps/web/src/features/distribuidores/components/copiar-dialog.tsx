import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type ItemPublico, useCategoriasParaCopia, useCopiarItem } from '../api.ts';
import { reais } from '../campos.ts';

/**
 * Copies a catalogue line into the caller's catalogue, optionally under one of its categories: the
 * distributor's price becomes the cost, the sale price is the caller's to set. Copying what is
 * already there (409) says so and closes, as the line then shows where the copy is.
 */
export function CopiarDialog(props: { item: ItemPublico | null; onOpenChange(open: boolean): void }) {
  const [categoria, setCategoria] = useState('');
  const categorias = useCategoriasParaCopia(props.item !== null);
  const copiar = useCopiarItem();
  // The dialog keeps its words while it closes (the item is already null then).
  const ultimo = useRef<ItemPublico | null>(null);
  if (props.item) ultimo.current = props.item;
  const item = props.item ?? ultimo.current;
  const kit = item?.produto.tipo === 'kit';

  async function acao() {
    if (!props.item) return;
    try {
      await copiar.mutateAsync({ item: props.item.uuid, categoria: categoria || null });
      toaster.create({
        type: 'success',
        title: 'Produto copiado para o seu catálogo',
        description: 'Defina o preço de venda dele no Catálogo.',
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        toastError(err);
        return;
      }
      throw err;
    }
    setCategoria('');
  }

  return (
    <ConfirmarDialog
      open={props.item !== null}
      onOpenChange={props.onOpenChange}
      title="Copiar para meu catálogo"
      confirmar="Copiar"
      cor="orange"
      acao={acao}
    >
      <Stack gap="4">
        <Text>
          <strong>{item?.produto.nome}</strong> entra no seu catálogo com custo de{' '}
          <strong>{reais(item?.preco_rs ?? 0)}</strong>, o preço deste catálogo. O preço de venda fica para
          você definir.
          {kit && ' Os componentes do kit também são copiados, e o custo do kit fica fixo no valor pago.'}
        </Text>
        <Field.Root>
          <Field.Label>Categoria</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={categoria} onChange={(e) => setCategoria(e.target.value)}>
              <option value="">Sem categoria</option>
              {categorias.data?.data.map((c) => (
                <option key={c.uuid} value={c.uuid}>
                  {c.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Opcional: onde o produto fica no seu catálogo.</Field.HelperText>
        </Field.Root>
      </Stack>
    </ConfirmarDialog>
  );
}
