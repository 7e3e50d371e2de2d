import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { type Forma, TIPOS_DE_FORMA, ZFormaEntrada } from '@irradia/shared/financeiro/cadastros.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useSalvarCadastro } from '../api.ts';
import { lerReais, reais } from '../campos.ts';
import { CampoMoeda } from './campo-moeda.tsx';
import { SelectDeCadastro } from './select-de-cadastro.tsx';

interface Valores {
  nome: string;
  tipo: string;
  taxa_percentual: string;
  taxa_fixa_rs: string;
  prazo_dias: string;
  conta: string;
}
const CAMPOS = ['nome', 'tipo', 'taxa_percentual', 'taxa_fixa_rs', 'prazo_dias', 'conta'] as const;

/** A payment method with its fees, the days until the money lands and the account it lands in. */
export function FormaDialog(props: {
  forma: Forma | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const f = props.forma;
  const salvar = useSalvarCadastro('formas');
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: {
      nome: f?.nome ?? '',
      tipo: f?.tipo ?? 'pix',
      taxa_percentual: f ? reais(f.taxa_percentual) : '0,00',
      taxa_fixa_rs: f ? reais(f.taxa_fixa_rs) : '0,00',
      prazo_dias: String(f?.prazo_dias ?? 0),
      conta: f?.conta?.uuid ?? '',
    } as Valores,
    campos: CAMPOS,
    esquema: ZFormaEntrada,
    entrada: (v: Valores) => ({
      ...v,
      taxa_percentual: lerReais(v.taxa_percentual) ?? undefined,
      taxa_fixa_rs: lerReais(v.taxa_fixa_rs) ?? undefined,
      prazo_dias: v.prazo_dias === '' ? undefined : Number(v.prazo_dias),
      conta: v.conta || null,
    }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fecharDialogo) => {
      await salvar.mutateAsync({ uuid: f?.uuid, ...entrada });
      toaster.create({
        type: 'success',
        title: f ? 'Forma de pagamento atualizada' : 'Forma de pagamento criada',
      });
      fecharDialogo(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={f ? 'Editar forma de pagamento' : 'Nova forma de pagamento'}
      submitLabel={f ? 'Salvar' : 'Criar forma'}
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input {...form.register('nome')} placeholder="Ex.: Pix Banco do Brasil" autoComplete="off" />
        </FormField>
        <FormField label="Tipo" required error={errors.tipo?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('tipo')}>
              {Object.entries(TIPOS_DE_FORMA).map(([valor, rotulo]) => (
                <option key={valor} value={valor}>
                  {rotulo}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <FormField label="Taxa (%)" error={errors.taxa_percentual?.message}>
            <Input {...form.register('taxa_percentual')} inputMode="decimal" autoComplete="off" />
          </FormField>
          <FormField label="Taxa fixa" error={errors.taxa_fixa_rs?.message}>
            <CampoMoeda control={form.control} name="taxa_fixa_rs" />
          </FormField>
          <FormField label="Prazo (dias)" error={errors.prazo_dias?.message}>
            <Input type="number" min={0} max={365} inputMode="numeric" {...form.register('prazo_dias')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Conta de destino" error={errors.conta?.message}>
          <SelectDeCadastro cadastro="contas" control={form.control} name="conta" nenhum="Nenhuma" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
