import { Box, Button, Code, Dialog, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { MODELO_PADRAO_DO_CONTRATO, ZModeloContratoEntrada } from '@irradia/shared/propostas/contrato.schema';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { StepDialog } from '../../../components/step-dialog.tsx';
import { validarCampos } from '../../../components/validar-campos.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useModeloContrato, useSalvarModelo } from '../api.ts';
import {
  CamposDosTermos,
  NOMES_DOS_TERMOS,
  type TermosDigitados,
  termosDigitados,
  termosParaApi,
} from '../termos.tsx';

// The company's contract template (decision 037): the text with {{campos}}, each field listed with
// what it becomes (a click puts it where the cursor is), and the default terms.

type Valores = TermosDigitados & { texto: string };
const CAMPOS = ['texto', ...NOMES_DOS_TERMOS] as const;
const FORM_ID = 'modelo-do-contrato';

type Modelo = NonNullable<ReturnType<typeof useModeloContrato>['data']>['data'];

function Editor({
  modelo,
  salvar,
  fechar,
}: {
  modelo: Modelo;
  salvar: ReturnType<typeof useSalvarModelo>;
  fechar(): void;
}) {
  const form = useForm<Valores>({
    defaultValues: { texto: modelo.texto, ...termosDigitados(modelo) },
  });
  const { errors } = form.formState;
  const caixa = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...texto } = form.register('texto');

  function inserir(campo: string) {
    const el = caixa.current;
    const atual = form.getValues('texto');
    const inicio = el?.selectionStart ?? atual.length;
    const fim = el?.selectionEnd ?? atual.length;
    const marca = `{{${campo}}}`;
    form.setValue('texto', atual.slice(0, inicio) + marca + atual.slice(fim), { shouldDirty: true });
    // Back to the text with the cursor after the field, ready to go on typing.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(inicio + marca.length, inicio + marca.length);
    });
  }

  const enviar = form.handleSubmit(async (v) => {
    const entrada = validarCampos(
      ZModeloContratoEntrada,
      { texto: v.texto, ...termosParaApi(v) },
      form,
      CAMPOS,
    );
    if (!entrada) return;
    try {
      await salvar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: 'Modelo do contrato salvo' });
      fechar();
    } catch (e) {
      showSubmitError(e, form.setError, [...CAMPOS]);
    }
  });

  return (
    <form id={FORM_ID} onSubmit={enviar} noValidate>
      <Stack gap="4">
        {modelo.padrao && (
          <Text fontSize="sm" color="fg.muted">
            Sua empresa usa o modelo padrão. Ajuste o texto e salve para ter o seu.
          </Text>
        )}
        <FormField
          label="Texto do contrato"
          error={errors.texto?.message}
          helper="Os campos entre chaves duplas são preenchidos ao gerar cada contrato."
          required
        >
          <Textarea
            {...texto}
            ref={(el) => {
              ref(el);
              caixa.current = el;
            }}
            rows={16}
            fontFamily="mono"
            fontSize="sm"
          />
        </FormField>
        <HStack>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => form.setValue('texto', MODELO_PADRAO_DO_CONTRATO, { shouldDirty: true })}
          >
            Voltar ao texto padrão
          </Button>
        </HStack>
        <Stack gap="2" as="section" aria-labelledby="campos-do-modelo">
          <Text fontWeight="medium" id="campos-do-modelo">
            Campos (clique para inserir no texto)
          </Text>
          <Box maxH="48" overflowY="auto" borderWidth="1px" rounded="md" p="2">
            <Stack gap="1" as="ul" listStyleType="none">
              {modelo.campos.map((c) => (
                <li key={c.campo}>
                  <Button
                    size="xs"
                    variant="ghost"
                    h="auto"
                    py="1"
                    whiteSpace="normal"
                    textAlign="start"
                    justifyContent="flex-start"
                    onClick={() => inserir(c.campo)}
                    aria-label={`Inserir {{${c.campo}}}: ${c.descricao}`}
                  >
                    <Code size="sm">{`{{${c.campo}}}`}</Code>
                    <Text as="span" color="fg.muted">
                      {c.descricao}
                    </Text>
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Text fontWeight="medium">Condições padrão</Text>
        <CamposDosTermos
          registrar={(t) => form.register(t)}
          erro={(t) => errors[t]?.message}
          ajuda="Sugerido ao gerar cada contrato."
        />
      </Stack>
    </form>
  );
}

/** "Modelo do contrato" on /contratos: the template editor, saved with PUT /api/pedidos/modelo-contrato. */
export function ModeloContratoDialog(props: { open: boolean; onOpenChange(open: boolean): void }) {
  const modelo = useModeloContrato(props.open);
  const salvar = useSalvarModelo();
  return (
    <StepDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Modelo do contrato"
      size="xl"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancelar</Button>
          </Dialog.ActionTrigger>
          <Button
            type="submit"
            form={FORM_ID}
            colorPalette="orange"
            loading={salvar.isPending}
            disabled={!modelo.data}
          >
            Salvar
          </Button>
        </>
      }
    >
      {modelo.isLoading && <ListLoading />}
      {modelo.isError && (
        <ListError title="Não foi possível carregar o modelo" onRetry={() => void modelo.refetch()} />
      )}
      {modelo.data && (
        <Editor modelo={modelo.data.data} salvar={salvar} fechar={() => props.onOpenChange(false)} />
      )}
    </StepDialog>
  );
}
