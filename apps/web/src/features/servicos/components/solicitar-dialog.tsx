import { Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { ZAtendimentoEntrada } from '@irradia/shared/servicos/atendimentos.schema';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Prestador, type ServicoOferecido, useSolicitarServico } from '../api.ts';
import { duracao, precoComUnidade } from '../campos.ts';

interface Campos {
  servico: string;
  descricao: string;
  local: string;
  data_desejada: string;
}
const CAMPOS = ['servico', 'descricao', 'local', 'data_desejada'] as const;

/**
 * Requests one of a prestador's services: what is needed, where, and the day wished for. The
 * request then follows in Serviços → Solicitações (the toast links there).
 */
export function SolicitarDialog(props: {
  prestador: Prestador;
  servicos: ServicoOferecido[];
  servico: ServicoOferecido;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const solicitar = useSolicitarServico();
  const navigate = useNavigate();
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: { servico: props.servico.uuid, descricao: '', local: '', data_desejada: '' } satisfies Campos,
    campos: CAMPOS,
    esquema: ZAtendimentoEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      const { data } = await solicitar.mutateAsync(entrada);
      toaster.create({
        type: 'success',
        title: `Solicitação #${data.numero} enviada a ${props.prestador.nome}`,
        description: 'Acompanhe o andamento em Serviços → Solicitações.',
        action: {
          label: 'Ver solicitação',
          onClick: () => navigate(`/servicos?aba=solicitacoes&atendimento=${data.uuid}`),
        },
      });
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const escolhido = props.servicos.find((s) => s.uuid === form.watch('servico'));
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={`Solicitar serviço a ${props.prestador.nome}`}
      submitLabel="Enviar solicitação"
      submitting={isSubmitting}
      onSubmit={enviar}
      size="lg"
    >
      <Stack gap="4">
        <FormField label="Serviço" required error={errors.servico?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('servico')}>
              {props.servicos.map((s) => (
                <option key={s.uuid} value={s.uuid}>
                  {s.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {escolhido && (
          <Text fontSize="sm" color="fg.muted" mt="-2" data-testid="preco-do-servico">
            {[
              precoComUnidade(escolhido.preco_rs, escolhido.unidade_preco),
              duracao(escolhido.duracao_horas) && `cerca de ${duracao(escolhido.duracao_horas)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <FormField label="Descrição" required error={errors.descricao?.message}>
          <Textarea
            {...form.register('descricao')}
            rows={3}
            placeholder="O que precisa ser feito: quantos módulos, acesso ao telhado, horários…"
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Stack gridColumn={{ sm: 'span 2' }}>
            <FormField label="Local" required error={errors.local?.message}>
              <Input
                {...form.register('local')}
                autoComplete="street-address"
                placeholder="Endereço da usina"
              />
            </FormField>
          </Stack>
          <FormField label="Data desejada" error={errors.data_desejada?.message}>
            <Input type="date" {...form.register('data_desejada')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
