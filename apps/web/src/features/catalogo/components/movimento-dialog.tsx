import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  NOMES_TIPOS_MOVIMENTO,
  type TipoMovimento,
  ZMovimentoEntrada,
} from '@irradia/shared/catalogo/estoque.schema';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Produto, useRegistrarMovimento } from '../api.ts';
import { quantidade } from '../campos.ts';
import { BuscaDeProduto } from './busca-de-produto.tsx';

interface Campos {
  produto: Produto | null;
  tipo: TipoMovimento;
  quantidade: string;
  motivo: string;
}
const CAMPOS = ['produto', 'tipo', 'quantidade', 'motivo'] as const;

/** Reasons offered as the motivo is typed (any other text is fine). */
const MOTIVOS: Record<TipoMovimento, string[]> = {
  entrada: ['Compra do distribuidor', 'Devolução de cliente', 'Transferência'],
  saida: ['Venda', 'Instalação em obra', 'Avaria', 'Garantia'],
  ajuste: ['Inventário', 'Correção de lançamento'],
};

/** The balance after the movement as typed, or null while the quantity is not a number. */
export function saldoDepois(saldo: number, tipo: TipoMovimento, digitado: string): number | null {
  const q = lerNumeroDigitado(digitado);
  if (typeof q !== 'number' || !Number.isFinite(q) || q < 0) return null;
  return tipo === 'entrada' ? saldo + q : tipo === 'saida' ? saldo - q : q;
}

/**
 * Registers a stock movement: an entrada adds, a saída takes, an ajuste sets the counted balance;
 * always with a reason. The balance after it shows as it is typed, with the minimum when it would
 * fall below (the server then notifies the company).
 */
export function MovimentoDialog(props: {
  produto: Produto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const registrar = useRegistrarMovimento();
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: { produto: props.produto, tipo: 'entrada', quantidade: '', motivo: '' } as Campos,
    campos: CAMPOS,
    esquema: ZMovimentoEntrada,
    entrada: (v) => ({ ...v, produto: v.produto?.uuid ?? '' }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      const { data } = await registrar.mutateAsync(entrada);
      toaster.create({
        type: 'success',
        title: 'Movimento registrado',
        description: `Saldo de ${data.produto.nome}: ${quantidade(data.saldo_posterior, data.produto.unidade)}`,
      });
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const produto = form.watch('produto');
  const tipo = form.watch('tipo');
  const depois = produto ? saldoDepois(produto.saldo, tipo, form.watch('quantidade')) : null;
  const abaixo =
    produto && depois !== null && produto.estoque_minimo !== null && depois < produto.estoque_minimo;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title="Registrar movimento de estoque"
      submitLabel="Registrar"
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Produto" required error={errors.produto?.message}>
          <Controller
            control={form.control}
            name="produto"
            render={({ field }) =>
              field.value ? (
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" overflowWrap="anywhere" data-testid="produto-do-movimento">
                      {field.value.nome}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      Saldo atual: {quantidade(field.value.saldo, field.value.unidade)}
                      {field.value.estoque_minimo !== null &&
                        ` · mínimo ${quantidade(field.value.estoque_minimo, field.value.unidade)}`}
                    </Text>
                  </Stack>
                  {!props.produto && (
                    <Button size="xs" variant="ghost" onClick={() => field.onChange(null)}>
                      Trocar
                    </Button>
                  )}
                </HStack>
              ) : (
                <BuscaDeProduto
                  rotulo="Buscar produto"
                  semKits
                  onEscolher={(p) => {
                    field.onChange(p);
                    form.clearErrors('produto');
                  }}
                />
              )
            }
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Tipo" required error={errors.tipo?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('tipo')}>
                {Object.entries(NOMES_TIPOS_MOVIMENTO).map(([v, r]) => (
                  <option key={v} value={v}>
                    {r}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={tipo === 'ajuste' ? 'Saldo contado' : 'Quantidade'}
            required
            error={errors.quantidade?.message}
          >
            <Input {...form.register('quantidade')} inputMode="decimal" autoComplete="off" />
          </FormField>
        </SimpleGrid>
        {produto && depois !== null && (
          <Text
            fontSize="sm"
            color={depois < 0 || abaixo ? 'fg.error' : 'fg.muted'}
            data-testid="saldo-depois"
            aria-live="polite"
          >
            {depois < 0
              ? `A saída passa do saldo de ${quantidade(produto.saldo, produto.unidade)}.`
              : `Saldo depois: ${quantidade(depois, produto.unidade)}${
                  abaixo && produto.estoque_minimo !== null
                    ? ` — abaixo do mínimo de ${quantidade(produto.estoque_minimo, produto.unidade)}`
                    : ''
                }`}
          </Text>
        )}
        <FormField label="Motivo" required error={errors.motivo?.message}>
          <Input {...form.register('motivo')} list="motivos-movimento" autoComplete="off" />
          <datalist id="motivos-movimento">
            {MOTIVOS[tipo].map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
