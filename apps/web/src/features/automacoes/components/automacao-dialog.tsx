import { Button, Fieldset, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  type Automacao,
  GATILHOS,
  NOMES_GATILHOS,
  ZAutomacaoEntrada,
} from '@irradia/shared/quadros/automacoes.schema';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListLoading } from '../../../components/list-states.tsx';
import { validarCampos } from '../../../components/validar-campos.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import {
  useClassificacoes,
  useCriarAutomacao,
  useEditarAutomacao,
  useFuncionarios,
  useQuadros,
} from '../api.ts';
import {
  acaoVazia,
  camposDoFormulario,
  deAutomacao,
  paraEntrada,
  VAZIO,
  type Valores,
} from '../automacao-form.ts';
import { AcaoCampos } from './acao-campos.tsx';
import { CondicoesCampos } from './condicoes-campos.tsx';

const MAXIMO_ACOES = 10;

/**
 * Creates a rule (`automacao` null) or edits one: name, trigger, the trigger's conditions and the
 * ordered actions. The server's schema checks it first; a 422 shows under the fields it names.
 */
export function AutomacaoDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  automacao: Automacao | null;
}) {
  const criar = useCriarAutomacao();
  const editar = useEditarAutomacao();
  const form = useForm<Valores>({ defaultValues: VAZIO });
  const acoes = useFieldArray({ control: form.control, name: 'acoes' });
  const quadros = useQuadros(props.open);
  const classificacoes = useClassificacoes(props.open);
  const funcionarios = useFuncionarios(props.open);
  const { errors, isSubmitting } = form.formState;

  const { automacao, open } = props;
  useEffect(() => {
    if (open) form.reset(automacao ? deAutomacao(automacao) : VAZIO);
  }, [open, automacao, form]);

  const enviar = form.handleSubmit(async (v) => {
    const campos = camposDoFormulario(v.acoes.length) as readonly Path<Valores>[];
    const entrada = validarCampos(ZAutomacaoEntrada, paraEntrada(v), form, campos);
    if (!entrada) return;
    try {
      if (automacao) {
        const { ativa: _ativa, ...mudancas } = entrada;
        await editar.mutateAsync({ uuid: automacao.uuid, body: mudancas });
        toaster.create({ type: 'success', title: 'Automação salva' });
      } else {
        await criar.mutateAsync(entrada);
        toaster.create({ type: 'success', title: 'Automação criada' });
      }
      props.onOpenChange(false);
    } catch (err) {
      showSubmitError(err, form.setError, [...campos]);
    }
  });

  const erroDasAcoes = errors.acoes?.message ?? errors.acoes?.root?.message;
  // The selects mount with their options, so a saved rule's board, stage and label show at once.
  const carregando = quadros.isLoading || classificacoes.isLoading || funcionarios.isLoading;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={automacao ? 'Editar automação' : 'Nova automação'}
      submitLabel={automacao ? 'Salvar' : 'Criar automação'}
      submitting={isSubmitting}
      onSubmit={(e) => {
        form.clearErrors();
        void enviar(e);
      }}
      size="lg"
    >
      {carregando ? (
        <ListLoading />
      ) : (
        <Stack gap="5">
          <FormField label="Nome" required error={errors.nome?.message}>
            <Input {...form.register('nome')} />
          </FormField>
          <FormField label="Quando" required error={errors.gatilho?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label="Gatilho" {...form.register('gatilho')}>
                <option value="">Escolha o gatilho</option>
                {GATILHOS.map((g) => (
                  <option key={g} value={g}>
                    {NOMES_GATILHOS[g]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <CondicoesCampos form={form} quadros={quadros.data?.data} />
          <Fieldset.Root invalid={Boolean(erroDasAcoes)}>
            <Fieldset.Legend fontWeight="semibold">Então</Fieldset.Legend>
            <Fieldset.HelperText>As ações rodam nesta ordem.</Fieldset.HelperText>
            <Stack gap="3" mt="2">
              {acoes.fields.map((campo, i) => (
                <AcaoCampos
                  key={campo.id}
                  form={form}
                  indice={i}
                  total={acoes.fields.length}
                  onRemover={() => acoes.remove(i)}
                  onMover={(para) => acoes.move(i, para)}
                  quadros={quadros.data?.data}
                  classificacoes={classificacoes.data?.data}
                  funcionarios={funcionarios.data?.data}
                />
              ))}
              {erroDasAcoes && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {erroDasAcoes}
                </Text>
              )}
              <Button
                variant="outline"
                alignSelf="flex-start"
                disabled={acoes.fields.length >= MAXIMO_ACOES}
                onClick={() => acoes.append(acaoVazia('notificar'))}
              >
                <Plus /> Adicionar ação
              </Button>
            </Stack>
          </Fieldset.Root>
        </Stack>
      )}
    </FormDialog>
  );
}
