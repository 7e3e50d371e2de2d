import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { ZBaixaEntrada } from '@irradia/shared/financeiro/pagamentos.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Pagamento, useBaixa } from '../api.ts';
import { hoje, lerReais, reais } from '../campos.ts';
import { CampoMoeda } from './campo-moeda.tsx';
import { SelectDeCadastro } from './select-de-cadastro.tsx';

interface Valores {
  pago_em: string;
  valor_pago_rs: string;
  conta: string;
  forma: string;
}
const CAMPOS = ['pago_em', 'valor_pago_rs', 'conta', 'forma'] as const;

/**
 * "Pagar" a payable or "Receber" a receivable: the day (today in Brasília), the account the money
 * leaves or lands in (required: it moves that balance), the amount (the entry's, editable for
 * interest or a discount) and the method.
 */
export function BaixaDialog(props: {
  pagamento: Pagamento;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const p = props.pagamento;
  const baixa = useBaixa();
  const receber = p.tipo === 'receber';
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: {
      pago_em: hoje(),
      valor_pago_rs: reais(p.valor_rs),
      conta: p.conta?.uuid ?? '',
      forma: p.forma?.uuid ?? '',
    } satisfies Valores,
    campos: CAMPOS,
    esquema: ZBaixaEntrada,
    entrada: (v: Valores) => ({
      pago_em: v.pago_em,
      valor_pago_rs: lerReais(v.valor_pago_rs),
      conta: v.conta || undefined,
      forma: v.forma || null,
    }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fecharDialogo) => {
      await baixa.mutateAsync({ uuid: p.uuid, ...entrada });
      toaster.create({ type: 'success', title: receber ? 'Recebimento registrado' : 'Pagamento registrado' });
      fecharDialogo(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={receber ? 'Receber' : 'Pagar'}
      submitLabel={receber ? 'Registrar recebimento' : 'Registrar pagamento'}
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {p.descricao} · {formatMoeda(p.valor_rs)} · vence em {formatData(p.vencimento)}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={receber ? 'Recebido em' : 'Pago em'} required error={errors.pago_em?.message}>
            <Input type="date" {...form.register('pago_em')} />
          </FormField>
          <FormField label="Valor" required error={errors.valor_pago_rs?.message}>
            <CampoMoeda control={form.control} name="valor_pago_rs" />
          </FormField>
          <FormField label="Conta" required error={errors.conta?.message}>
            <SelectDeCadastro
              cadastro="contas"
              control={form.control}
              name="conta"
              nenhum="Selecione a conta"
            />
          </FormField>
          <FormField label="Forma de pagamento" error={errors.forma?.message}>
            <SelectDeCadastro cadastro="formas" control={form.control} name="forma" nenhum="Nenhuma" />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
