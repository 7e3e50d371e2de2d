import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { ZCatalogoEntrada } from '@irradia/shared/catalogo/catalogos.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { reaisNoCampo } from '../campos.ts';
import { type Catalogo, useSalvarCatalogo } from '../catalogos-api.ts';

interface Campos {
  nome: string;
  descricao: string;
  valido_de: string;
  valido_ate: string;
  pedido_minimo_rs: string;
}
const CAMPOS = ['nome', 'descricao', 'valido_de', 'valido_ate', 'pedido_minimo_rs'] as const;

/**
 * A catalogue's header: its name, a note for buyers, the days its prices hold (either end may be
 * open) and the minimum order. `onSalvo` gets the saved catalogue (a new one opens its items next).
 */
export function CatalogoDialog(props: {
  catalogo: Catalogo | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSalvo?(c: Catalogo, novo: boolean): void;
  onExitComplete?(): void;
}) {
  const salvar = useSalvarCatalogo();
  const c = props.catalogo;
  const vazio: Campos = {
    nome: c?.nome ?? '',
    descricao: c?.descricao ?? '',
    valido_de: c?.valido_de ?? '',
    valido_ate: c?.valido_ate ?? '',
    pedido_minimo_rs: c && c.pedido_minimo_rs > 0 ? reaisNoCampo(c.pedido_minimo_rs) : '',
  };
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio,
    campos: CAMPOS,
    esquema: ZCatalogoEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      const { data } = await salvar.mutateAsync({ ...entrada, uuid: c?.uuid });
      toaster.create({ type: 'success', title: c ? 'Catálogo atualizado' : 'Catálogo criado' });
      props.onSalvo?.(data, !c);
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      onExitComplete={props.onExitComplete}
      title={c ? 'Editar catálogo' : 'Novo catálogo'}
      submitLabel="Salvar catálogo"
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input
            {...form.register('nome')}
            autoFocus
            autoComplete="off"
            placeholder="Tabela de kits — dezembro"
          />
        </FormField>
        <FormField
          label="Descrição"
          error={errors.descricao?.message}
          helper="Os integradores leem esta nota: condições de frete, pagamento, prazos."
        >
          <Textarea {...form.register('descricao')} rows={3} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Válido de" error={errors.valido_de?.message} helper="Vazio: desde já">
            <Input type="date" {...form.register('valido_de')} />
          </FormField>
          <FormField label="Válido até" error={errors.valido_ate?.message} helper="Vazio: sem data final">
            <Input type="date" {...form.register('valido_ate')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Pedido mínimo (R$)"
          error={errors.pedido_minimo_rs?.message}
          helper="Vazio: sem valor mínimo"
        >
          <Input
            {...form.register('pedido_minimo_rs')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
