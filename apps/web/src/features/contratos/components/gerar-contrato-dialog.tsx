import { Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { ZContratoEntrada } from '@irradia/shared/propostas/contrato.schema';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { StepDialog } from '../../../components/step-dialog.tsx';
import { validarCampos } from '../../../components/validar-campos.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { Orcamento } from '../../orcamentos/api.ts';
import { BuscaCliente } from '../../orcamentos/components/novo-orcamento-dialog.tsx';
import { type Contrato, useGerarContrato, useModeloContrato } from '../api.ts';
import {
  CamposDosTermos,
  NOMES_DOS_TERMOS,
  type TermosDigitados,
  termosDigitados,
  termosParaApi,
} from '../termos.tsx';

// "Gerar contrato" (decision 037): an accepted proposal becomes a contract from the company's
// template, with this deal's payment condition and the terms (the template's defaults suggested).
// While unsigned it can be generated again, starting from the current contract's terms.

type Valores = TermosDigitados & { pagamento: string; cliente: { uuid: string; nome: string } | null };
const CAMPOS = ['cliente', 'pagamento', ...NOMES_DOS_TERMOS] as const;
const FORM_ID = 'gerar-contrato';

function Formulario(props: {
  orcamento: Orcamento;
  inicial: Valores;
  gerar: ReturnType<typeof useGerarContrato>;
  fechar(): void;
}) {
  const navigate = useNavigate();
  const form = useForm<Valores>({ defaultValues: props.inicial });
  const { errors } = form.formState;
  const lead = props.orcamento.cliente === null;

  const enviar = form.handleSubmit(async (v) => {
    const entrada = validarCampos(
      ZContratoEntrada,
      { cliente: v.cliente?.uuid ?? null, pagamento: v.pagamento, ...termosParaApi(v) },
      form,
      CAMPOS,
    );
    if (!entrada) return;
    if (lead && !entrada.cliente) {
      form.setError('cliente', { message: 'Selecione o cliente do contrato' });
      return;
    }
    try {
      await props.gerar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: `Contrato do orçamento #${props.orcamento.numero} gerado` });
      props.fechar();
      navigate(`/contratos/${props.orcamento.uuid}`);
    } catch (e) {
      showSubmitError(e, form.setError, [...CAMPOS]);
    }
  });

  return (
    <form id={FORM_ID} onSubmit={enviar} noValidate>
      <Stack gap="4">
        {lead && (
          <FormField
            label="Cliente"
            required
            error={errors.cliente?.message}
            helper="O contrato precisa do cadastro do cliente, com CPF ou CNPJ e endereço."
          >
            <Controller
              control={form.control}
              name="cliente"
              render={({ field }) => (
                <BuscaCliente
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.cliente)}
                />
              )}
            />
          </FormField>
        )}
        <FormField label="Condição de pagamento" required error={errors.pagamento?.message}>
          <Textarea
            rows={3}
            placeholder="Ex.: 30% de entrada e o restante em 10 parcelas no boleto"
            {...form.register('pagamento')}
          />
        </FormField>
        <CamposDosTermos registrar={(t) => form.register(t)} erro={(t) => errors[t]?.message} />
      </Stack>
    </form>
  );
}

/**
 * The contract's terms before generating it. Opens with the template's default terms, or with
 * `contrato`'s when generating again.
 */
export function GerarContratoDialog(props: {
  orcamento: Orcamento;
  contrato?: Contrato;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const modelo = useModeloContrato(props.open && !props.contrato);
  const gerar = useGerarContrato(props.orcamento.uuid);
  const base = props.contrato ?? modelo.data?.data;
  const inicial: Valores | null = base
    ? { cliente: null, pagamento: props.contrato?.pagamento ?? '', ...termosDigitados(base) }
    : null;
  return (
    <StepDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.contrato ? 'Gerar o contrato de novo' : 'Gerar contrato'}
      size="lg"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancelar</Button>
          </Dialog.ActionTrigger>
          <Button
            type="submit"
            form={FORM_ID}
            colorPalette="orange"
            loading={gerar.isPending}
            disabled={!inicial}
          >
            Gerar contrato
          </Button>
        </>
      }
    >
      {props.contrato && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          O texto será feito de novo com o modelo e os dados atuais, e substitui o contrato ainda não
          assinado.
        </Text>
      )}
      {!inicial && modelo.isLoading && <ListLoading />}
      {!inicial && modelo.isError && (
        <ListError
          title="Não foi possível carregar o modelo do contrato"
          onRetry={() => void modelo.refetch()}
        />
      )}
      {inicial && props.open && (
        <Formulario
          orcamento={props.orcamento}
          inicial={inicial}
          gerar={gerar}
          fechar={() => props.onOpenChange(false)}
        />
      )}
    </StepDialog>
  );
}
