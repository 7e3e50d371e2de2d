import { Input, Stack, Textarea } from '@chakra-ui/react';
import { ZCategoriaEntrada } from '@irradia/shared/catalogo/categorias.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Categoria, useSalvarCategoria } from '../api.ts';

interface Campos {
  nome: string;
  descricao: string;
}
const CAMPOS = ['nome', 'descricao'] as const;

/** A product category: a name and an optional description. */
export function CategoriaDialog(props: {
  categoria: Categoria | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const salvar = useSalvarCategoria();
  const vazio: Campos = { nome: props.categoria?.nome ?? '', descricao: props.categoria?.descricao ?? '' };
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio,
    campos: CAMPOS,
    esquema: ZCategoriaEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      await salvar.mutateAsync({ ...entrada, uuid: props.categoria?.uuid });
      toaster.create({
        type: 'success',
        title: props.categoria ? 'Categoria atualizada' : 'Categoria criada',
      });
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={props.categoria ? 'Editar categoria' : 'Nova categoria'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input
            {...form.register('nome')}
            autoFocus
            autoComplete="off"
            placeholder="Módulos fotovoltaicos"
          />
        </FormField>
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea {...form.register('descricao')} rows={3} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
