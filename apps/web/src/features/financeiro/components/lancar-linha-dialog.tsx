import { Input, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import {
  type LinhaDeExtrato,
  ZLancamentoDoExtratoEntrada,
} from '@irradia/shared/financeiro/relatorios.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useCategorias } from '../api.ts';
import { useLancarLinha } from '../relatorios-api.ts';
import { SelectDeCadastro } from './select-de-cadastro.tsx';

interface Valores {
  descricao: string;
  categoria: string;
  carteira: string;
}
const CAMPOS = ['descricao', 'categoria', 'carteira'] as const;

/**
 * "Lançar": a statement line with no entry (a bank fee, a transfer) becomes a paid entry on the
 * line's date; a credit is a receivable, a debit a payable.
 */
export function LancarLinhaDialog(props: {
  conta: string;
  linha: LinhaDeExtrato;
  onOpenChange(open: boolean): void;
}) {
  const l = props.linha;
  const tipo = l.valor_rs >= 0 ? 'receber' : 'pagar';
  const categorias = useCategorias(tipo);
  const lancar = useLancarLinha(props.conta);
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: { descricao: l.descricao, categoria: '', carteira: '' } as Valores,
    campos: CAMPOS,
    esquema: ZLancamentoDoExtratoEntrada,
    entrada: (v: Valores) => ({ ...v, categoria: v.categoria || null, carteira: v.carteira || null }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fecharDialogo) => {
      await lancar.mutateAsync({ linha: l.uuid, ...entrada });
      toaster.create({ type: 'success', title: 'Lançamento criado e conciliado' });
      fecharDialogo(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={fechar}
      title="Lançar linha do extrato"
      submitLabel="Lançar"
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {formatData(l.data)} · {formatMoeda(l.valor_rs)} · {tipo === 'receber' ? 'entrada' : 'saída'}
        </Text>
        <FormField label="Descrição" required error={errors.descricao?.message}>
          <Input {...form.register('descricao')} autoComplete="off" />
        </FormField>
        <FormField label="Categoria" error={errors.categoria?.message}>
          <Input {...form.register('categoria')} list="categorias-da-linha" autoComplete="off" />
          <datalist id="categorias-da-linha">
            {categorias.data?.data.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </FormField>
        <FormField label="Carteira" error={errors.carteira?.message}>
          <SelectDeCadastro cadastro="carteiras" control={form.control} name="carteira" nenhum="Nenhuma" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
