import {
  Button,
  Dialog,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { numeroBr } from '@irradia/shared/format/numero';
import {
  dividirEmParcelas,
  FORMAS_DE_PAGAMENTO,
  somaEmCentavos,
  ZVendaEntrada,
} from '@irradia/shared/propostas/venda.schema';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { StepDialog } from '../../../components/step-dialog.tsx';
import { validarCampos } from '../../../components/validar-campos.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { Orcamento } from '../../orcamentos/api.ts';
import { useRegistrarVenda } from '../api.ts';

// "Registrar venda" (decision 037): a signed contract becomes a sale. The value starts at the
// deal's total; the number of instalments and the first due date propose equal monthly rows
// (dividirEmParcelas, the remainder cents on the first ones), which stay editable. The rows must
// add up to the value to the cent: the sum is shown as it changes and checked before sending.

interface Valores {
  forma: string;
  valor_rs: string;
  quantidade: string;
  primeiro: string;
  parcelas: Array<{ vencimento: string; valor_rs: string }>;
  observacoes: string;
}

const FORM_ID = 'registrar-venda';
const MAXIMO_PARCELAS = 120;
const reais = (v: number) => numeroBr(v, 2, 2);
const numero = (v: string) => {
  const n = lerNumeroDigitado(v);
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function propor(valor: string, quantidade: string, primeiro: string) {
  const total = numero(valor);
  const n = numero(quantidade);
  if (total === null || total <= 0 || n === null || !Number.isInteger(n) || n < 1 || n > MAXIMO_PARCELAS)
    return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(primeiro)) return null;
  return dividirEmParcelas(total, n, primeiro).map((p) => ({
    vencimento: p.vencimento,
    valor_rs: reais(p.valor_rs),
  }));
}

export function RegistrarVendaDialog(props: {
  negocio: Orcamento;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const registrar = useRegistrarVenda(props.negocio.uuid);
  const navigate = useNavigate();
  const hoje = hojeNoFuso(new Date(), 'America/Sao_Paulo');
  const inicial = (): Valores => {
    const valor = props.negocio.total_rs > 0 ? reais(props.negocio.total_rs) : '';
    return {
      forma: '',
      valor_rs: valor,
      quantidade: '1',
      primeiro: hoje,
      parcelas: propor(valor, '1', hoje) ?? [{ vencimento: hoje, valor_rs: '' }],
      observacoes: '',
    };
  };
  const form = useForm<Valores>({ defaultValues: inicial() });
  const linhas = useFieldArray({ control: form.control, name: 'parcelas' });
  const { errors, isSubmitting } = form.formState;

  function fechar(open: boolean) {
    props.onOpenChange(open);
    if (!open) form.reset(inicial());
  }

  /** The rows again, from the value, the number of instalments and the first due date. */
  function refazerParcelas(mudou: Partial<Pick<Valores, 'valor_rs' | 'quantidade' | 'primeiro'>>) {
    const v = { ...form.getValues(), ...mudou };
    const novas = propor(v.valor_rs, v.quantidade, v.primeiro);
    if (novas) {
      linhas.replace(novas);
      form.clearErrors('parcelas');
    }
  }

  const valores = form.watch();
  const valorCentavos = Math.round((numero(valores.valor_rs) ?? 0) * 100);
  const somaCentavos = somaEmCentavos(valores.parcelas.map((p) => numero(p.valor_rs) ?? 0));
  const somaConfere = somaCentavos === valorCentavos;

  const enviar = form.handleSubmit(async (v) => {
    const campos = [
      'forma',
      'valor_rs',
      'parcelas',
      'observacoes',
      ...v.parcelas.flatMap((_, i) => [`parcelas.${i}.vencimento`, `parcelas.${i}.valor_rs`] as const),
    ] as const;
    const entrada = validarCampos(
      ZVendaEntrada,
      {
        forma: v.forma || undefined,
        valor_rs: lerNumeroDigitado(v.valor_rs),
        parcelas: v.parcelas.map((p) => ({
          vencimento: p.vencimento,
          valor_rs: lerNumeroDigitado(p.valor_rs),
        })),
        observacoes: v.observacoes,
      },
      form,
      campos,
    );
    if (!entrada) return;
    const soma = somaEmCentavos(entrada.parcelas.map((p) => p.valor_rs));
    const total = Math.round((entrada.valor_rs ?? 0) * 100);
    if (soma !== total) {
      form.setError('parcelas', {
        message: `A soma das parcelas (${formatMoeda(soma / 100)}) deve ser igual ao valor da venda (${formatMoeda(total / 100)})`,
      });
      return;
    }
    try {
      await registrar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: `Venda #${props.negocio.numero} registrada` });
      fechar(false);
      navigate(`/vendas/${props.negocio.uuid}`);
    } catch (e) {
      showSubmitError(e, form.setError, [...campos]);
    }
  });

  const erroDasParcelas = errors.parcelas?.message ?? errors.parcelas?.root?.message;
  const erroDeLinha = linhas.fields
    .map((_, i) => {
      const e = errors.parcelas?.[i];
      const m = e?.vencimento?.message ?? e?.valor_rs?.message;
      return m ? `Parcela ${i + 1}: ${m}` : null;
    })
    .find(Boolean);

  return (
    <StepDialog
      open={props.open}
      onOpenChange={fechar}
      title="Registrar venda"
      size="lg"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancelar</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" form={FORM_ID} colorPalette="orange" loading={isSubmitting}>
            Registrar venda
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        onSubmit={(e) => {
          // The sum's error is on the rows as a whole, not on one field: sending again re-checks it.
          form.clearErrors();
          void enviar(e);
        }}
        noValidate
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label="Forma de pagamento" required error={errors.forma?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('forma')}>
                  <option value="">Selecione</option>
                  {Object.entries(FORMAS_DE_PAGAMENTO).map(([valor, rotulo]) => (
                    <option key={valor} value={valor}>
                      {rotulo}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Valor da venda (R$)" required error={errors.valor_rs?.message}>
              <Input
                inputMode="decimal"
                {...form.register('valor_rs', {
                  onChange: (e) => refazerParcelas({ valor_rs: e.target.value }),
                })}
              />
            </FormField>
            <FormField label="Número de parcelas" required>
              <Input
                type="number"
                min={1}
                max={MAXIMO_PARCELAS}
                inputMode="numeric"
                {...form.register('quantidade', {
                  onChange: (e) => refazerParcelas({ quantidade: e.target.value }),
                })}
              />
            </FormField>
            <FormField label="Primeiro vencimento" required>
              <Input
                type="date"
                {...form.register('primeiro', {
                  onChange: (e) => refazerParcelas({ primeiro: e.target.value }),
                })}
              />
            </FormField>
          </SimpleGrid>
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="72">
            <Table.Root size="sm" stickyHeader aria-label="Parcelas">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="1">Nº</Table.ColumnHeader>
                  <Table.ColumnHeader>Vencimento</Table.ColumnHeader>
                  <Table.ColumnHeader>Valor (R$)</Table.ColumnHeader>
                  <Table.ColumnHeader w="1" />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {linhas.fields.map((linha, i) => {
                  const erro = errors.parcelas?.[i];
                  return (
                    <Table.Row key={linha.id}>
                      <Table.Cell>{i + 1}</Table.Cell>
                      <Table.Cell>
                        <Input
                          size="sm"
                          type="date"
                          aria-label={`Vencimento da parcela ${i + 1}`}
                          aria-invalid={Boolean(erro?.vencimento) || undefined}
                          title={erro?.vencimento?.message}
                          {...form.register(`parcelas.${i}.vencimento`)}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        <Input
                          size="sm"
                          inputMode="decimal"
                          aria-label={`Valor da parcela ${i + 1}`}
                          aria-invalid={Boolean(erro?.valor_rs) || undefined}
                          title={erro?.valor_rs?.message}
                          {...form.register(`parcelas.${i}.valor_rs`)}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Remover a parcela ${i + 1}`}
                          disabled={linhas.fields.length === 1}
                          onClick={() => {
                            linhas.remove(i);
                            form.setValue('quantidade', String(linhas.fields.length - 1));
                          }}
                        >
                          <Trash2 />
                        </IconButton>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack gap="1">
            <HStack justify="space-between" wrap="wrap">
              <Text
                fontSize="sm"
                data-testid="soma-das-parcelas"
                color={somaConfere ? undefined : 'fg.error'}
              >
                Soma das parcelas: {formatMoeda(somaCentavos / 100)}
                {somaConfere
                  ? ` · confere com o valor da venda`
                  : ` · diferença de ${formatMoeda(Math.abs(valorCentavos - somaCentavos) / 100)} do valor da venda`}
              </Text>
            </HStack>
            {erroDeLinha && (
              <Text fontSize="sm" color="fg.error">
                {erroDeLinha}
              </Text>
            )}
            {erroDasParcelas && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {erroDasParcelas}
              </Text>
            )}
          </Stack>
          <FormField label="Observações" error={errors.observacoes?.message}>
            <Textarea rows={2} {...form.register('observacoes')} />
          </FormField>
        </Stack>
      </form>
    </StepDialog>
  );
}
