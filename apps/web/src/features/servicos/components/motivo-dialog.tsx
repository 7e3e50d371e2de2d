import { Stack, Text, Textarea } from '@chakra-ui/react';
import {
  TRANSICOES_ATENDIMENTO,
  ZAtendimentoCancelarEntrada,
  ZAtendimentoRecusarEntrada,
} from '@irradia/shared/servicos/atendimentos.schema';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useMoverAtendimento } from '../api.ts';

/** Refusing (motivo required) or cancelling (motivo optional) a request; the other side reads it. */
export function MotivoDialog(props: {
  atendimento: { uuid: string; numero: number };
  acao: 'recusar' | 'cancelar';
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const mover = useMoverAtendimento();
  const recusar = props.acao === 'recusar';
  const t = TRANSICOES_ATENDIMENTO[props.acao];
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: { motivo: '' },
    campos: ['motivo'] as const,
    esquema: recusar ? ZAtendimentoRecusarEntrada : ZAtendimentoCancelarEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      await mover.mutateAsync({
        uuid: props.atendimento.uuid,
        acao: props.acao,
        motivo: entrada.motivo ?? undefined,
      });
      toaster.create({ type: 'success', title: t.feito });
      fechar(false);
    },
  });
  return (
    <ConfirmarDialog
      open={props.open}
      onOpenChange={fechar}
      title={`${recusar ? 'Recusar' : 'Cancelar'} a solicitação #${props.atendimento.numero}`}
      confirmar={recusar ? 'Recusar' : 'Cancelar solicitação'}
      onSubmit={enviar}
      ocupado={form.formState.isSubmitting}
    >
      <Stack gap="3">
        <Text>
          {recusar
            ? 'Quem solicitou recebe o aviso com o motivo.'
            : 'O prestador recebe o aviso. Depois de cancelada, a solicitação não pode ser reaberta.'}
        </Text>
        <FormField label="Motivo" required={recusar} error={form.formState.errors.motivo?.message}>
          <Textarea {...form.register('motivo')} rows={3} autoFocus />
        </FormField>
      </Stack>
    </ConfirmarDialog>
  );
}
