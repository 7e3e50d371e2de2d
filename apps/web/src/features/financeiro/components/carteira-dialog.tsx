import { Input, Stack, Textarea } from '@chakra-ui/react';
import { type Carteira, ZCarteiraEntrada } from '@irradia/shared/financeiro/cadastros.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useSalvarCadastro } from '../api.ts';

interface Valores {
  nome: string;
  descricao: string;
  cor: string;
}
const CAMPOS = ['nome', 'descricao', 'cor'] as const;

/** A wallet (decision 040): a business line or cost centre each entry may belong to. */
export function CarteiraDialog(props: {
  carteira: Carteira | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const c = props.carteira;
  const salvar = useSalvarCadastro('carteiras');
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: { nome: c?.nome ?? '', descricao: c?.descricao ?? '', cor: c?.cor ?? '' } as Valores,
    campos: CAMPOS,
    esquema: ZCarteiraEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fecharDialogo) => {
      await salvar.mutateAsync({ uuid: c?.uuid, ...entrada });
      toaster.create({ type: 'success', title: c ? 'Carteira atualizada' : 'Carteira criada' });
      fecharDialogo(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={c ? 'Editar carteira' : 'Nova carteira'}
      submitLabel={c ? 'Salvar' : 'Criar carteira'}
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input
            {...form.register('nome')}
            placeholder="Ex.: Residencial, Usinas, Manutenção"
            autoComplete="off"
          />
        </FormField>
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea rows={2} {...form.register('descricao')} />
        </FormField>
        <FormField label="Cor" error={errors.cor?.message} helper="Opcional, no formato #RRGGBB">
          <Input {...form.register('cor')} placeholder="#F97316" autoComplete="off" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
