import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { STATUS_DE_ASSINATURA, ZAssinaturaAjuste } from '@irradia/shared/assinaturas/assinaturas.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type AssinaturaDeEmpresa, useAjustarAssinatura, usePlanos } from '../api.ts';

interface Campos {
  plano: string;
  status: string;
  periodo_fim: string;
}
const CAMPOS = ['plano', 'status', 'periodo_fim'] as const;

/**
 * `sistema` sets a company's plan, status or period's end by hand (no payment gateway, a payment
 * received elsewhere). Only what changed is sent: a status sent again would undo a scheduled
 * cancellation.
 */
export function AjusteDialog(props: {
  assinatura: AssinaturaDeEmpresa;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const a = props.assinatura;
  const ajustar = useAjustarAssinatura();
  const planos = usePlanos(false);
  const vazio: Campos = { plano: a.plano.uuid, status: a.status, periodo_fim: a.periodo_fim };
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio,
    campos: CAMPOS,
    esquema: ZAssinaturaAjuste,
    entrada: (v) => ({
      plano: v.plano !== vazio.plano ? v.plano : undefined,
      status: v.status !== vazio.status ? v.status : undefined,
      periodo_fim: v.periodo_fim !== vazio.periodo_fim ? v.periodo_fim : undefined,
    }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      if (entrada.plano || entrada.status || entrada.periodo_fim) {
        await ajustar.mutateAsync({ ...entrada, empresa: a.empresa.uuid });
        toaster.create({ type: 'success', title: 'Assinatura ajustada' });
      }
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  // The current plan may have left the offer: it stays an option.
  const opcoes = [
    ...(planos.data?.data.some((p) => p.uuid === a.plano.uuid) ? [] : [a.plano]),
    ...(planos.data?.data ?? []),
  ];
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={`Ajustar assinatura de ${a.empresa.nome}`}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Use para registrar à mão um pagamento recebido fora do sistema (estenda o fim do período) ou para
          mudar o plano da empresa.
        </Text>
        <FormField label="Plano" error={errors.plano?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('plano')} value={form.watch('plano')}>
              {opcoes.map((p) => (
                <option key={p.uuid} value={p.uuid}>
                  {p.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Situação" error={errors.status?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')} value={form.watch('status')}>
              {Object.entries(STATUS_DE_ASSINATURA).map(([valor, rotulo]) => (
                <option key={valor} value={valor}>
                  {rotulo}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Fim do período" error={errors.periodo_fim?.message}>
          <Input type="date" {...form.register('periodo_fim')} maxW="xs" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
