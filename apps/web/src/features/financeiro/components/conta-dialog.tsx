import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { type Conta, TIPOS_DE_CONTA, ZContaEntrada } from '@irradia/shared/financeiro/cadastros.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useSalvarCadastro } from '../api.ts';
import { hoje, lerReais, reais } from '../campos.ts';
import { CampoMoeda } from './campo-moeda.tsx';

interface Valores {
  nome: string;
  tipo: string;
  banco: string;
  agencia: string;
  numero: string;
  saldo_inicial_rs: string;
  saldo_inicial_em: string;
}
const CAMPOS = [
  'nome',
  'tipo',
  'banco',
  'agencia',
  'numero',
  'saldo_inicial_rs',
  'saldo_inicial_em',
] as const;

/** A bank account or the cash box: its bank, agency and number, and the balance it starts from. */
export function ContaDialog(props: {
  conta: Conta | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const c = props.conta;
  const salvar = useSalvarCadastro('contas');
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: {
      nome: c?.nome ?? '',
      tipo: c?.tipo ?? 'corrente',
      banco: c?.banco ?? '',
      agencia: c?.agencia ?? '',
      numero: c?.numero ?? '',
      saldo_inicial_rs: c ? reais(c.saldo_inicial_rs) : '0,00',
      saldo_inicial_em: c?.saldo_inicial_em ?? hoje(),
    } satisfies Valores as Valores,
    campos: CAMPOS,
    esquema: ZContaEntrada,
    entrada: (v: Valores) => ({ ...v, saldo_inicial_rs: lerReais(v.saldo_inicial_rs) ?? undefined }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fecharDialogo) => {
      await salvar.mutateAsync({ uuid: c?.uuid, ...entrada });
      toaster.create({ type: 'success', title: c ? 'Conta atualizada' : 'Conta criada' });
      fecharDialogo(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const caixa = form.watch('tipo') === 'caixa';
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={c ? 'Editar conta' : 'Nova conta'}
      submitLabel={c ? 'Salvar' : 'Criar conta'}
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input {...form.register('nome')} placeholder="Ex.: Banco do Brasil PJ" autoComplete="off" />
        </FormField>
        <FormField label="Tipo" required error={errors.tipo?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('tipo')}>
              {Object.entries(TIPOS_DE_CONTA).map(([valor, rotulo]) => (
                <option key={valor} value={valor}>
                  {rotulo}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {!caixa && (
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <FormField label="Banco" error={errors.banco?.message} helper="Código de 3 dígitos">
              <Input {...form.register('banco')} inputMode="numeric" maxLength={3} placeholder="001" />
            </FormField>
            <FormField label="Agência" error={errors.agencia?.message}>
              <Input {...form.register('agencia')} autoComplete="off" />
            </FormField>
            <FormField label="Número" error={errors.numero?.message}>
              <Input {...form.register('numero')} autoComplete="off" />
            </FormField>
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Saldo inicial" required error={errors.saldo_inicial_rs?.message}>
            <CampoMoeda control={form.control} name="saldo_inicial_rs" />
          </FormField>
          <FormField label="Saldo inicial em" required error={errors.saldo_inicial_em?.message}>
            <Input type="date" {...form.register('saldo_inicial_em')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
