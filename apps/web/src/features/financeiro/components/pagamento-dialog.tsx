import { Input, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react';
import {
  type TipoDePagamento,
  ZPagamentoEdicao,
  ZPagamentoEntrada,
} from '@irradia/shared/financeiro/pagamentos.schema';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { validarCampos } from '../../../components/validar-campos.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { BuscaCliente, type ClienteEscolhido } from '../../atendimento/components/busca-cliente.tsx';
import { type Pagamento, useCategorias, useCriarPagamento, useEditarPagamento } from '../api.ts';
import { hoje, lerReais, reais } from '../campos.ts';
import { CampoMoeda } from './campo-moeda.tsx';
import { SelectDeCadastro } from './select-de-cadastro.tsx';

interface Valores {
  descricao: string;
  categoria: string;
  valor_rs: string;
  vencimento: string;
  forma: string;
  conta: string;
  carteira: string;
  fornecedor: string;
  cliente: ClienteEscolhido | null;
  parcelas: string;
  recorrente: boolean;
  ja_pago: boolean;
  pago_em: string;
  observacoes: string;
}
const CAMPOS = [
  'descricao',
  'categoria',
  'valor_rs',
  'vencimento',
  'forma',
  'conta',
  'carteira',
  'fornecedor',
  'cliente',
  'parcelas',
  'recorrente',
  'pago_em',
  'observacoes',
] as const;

function inicial(p: Pagamento | null): Valores {
  return {
    descricao: p?.descricao ?? '',
    categoria: p?.categoria ?? '',
    valor_rs: p ? reais(p.valor_rs) : '',
    vencimento: p?.vencimento ?? hoje(),
    forma: p?.forma?.uuid ?? '',
    conta: p?.conta?.uuid ?? '',
    carteira: p?.carteira?.uuid ?? '',
    fornecedor: p?.fornecedor ?? '',
    cliente: p?.cliente ?? null,
    parcelas: '1',
    recorrente: false,
    ja_pago: false,
    pago_em: hoje(),
    observacoes: p?.observacoes ?? '',
  };
}

/**
 * "Nova despesa" / "Novo recebimento" and editing an open entry. A new one may be split into
 * monthly instalments, repeat every month, or be recorded as already paid (one instalment only).
 */
export function PagamentoDialog(props: {
  tipo: TipoDePagamento;
  pagamento: Pagamento | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const p = props.pagamento;
  const pagar = props.tipo === 'pagar';
  const criar = useCriarPagamento();
  const editar = useEditarPagamento();
  const categorias = useCategorias(props.tipo);
  const form = useForm<Valores>({ defaultValues: inicial(p) });
  const { errors, isSubmitting } = form.formState;
  const v = form.watch();
  const parcelado = (Number(v.parcelas) || 1) > 1;

  function fechar(open: boolean) {
    props.onOpenChange(open);
    if (!open) form.reset(inicial(p));
  }

  const enviar = form.handleSubmit(async (v) => {
    const emParcelas = (Number(v.parcelas) || 1) > 1;
    const comum = {
      descricao: v.descricao,
      categoria: v.categoria || null,
      valor_rs: lerReais(v.valor_rs) ?? undefined,
      vencimento: v.vencimento,
      forma: v.forma || null,
      conta: v.conta || null,
      carteira: v.carteira || null,
      fornecedor: pagar ? v.fornecedor || null : undefined,
      cliente: pagar ? undefined : (v.cliente?.uuid ?? null),
      observacoes: v.observacoes || null,
    };
    try {
      if (p) {
        const entrada = validarCampos(ZPagamentoEdicao, comum, form, CAMPOS);
        if (!entrada) return;
        await editar.mutateAsync({ uuid: p.uuid, ...entrada });
        toaster.create({ type: 'success', title: 'Lançamento atualizado' });
      } else {
        const entrada = validarCampos(
          ZPagamentoEntrada,
          {
            tipo: props.tipo,
            ...comum,
            parcelas: v.parcelas === '' ? undefined : Number(v.parcelas),
            // A split entry can be neither recurring nor already paid (the switches are off then).
            recorrencia: v.recorrente && !emParcelas ? 'mensal' : null,
            pago_em: v.ja_pago && !emParcelas ? v.pago_em : null,
          },
          form,
          CAMPOS,
        );
        if (!entrada) return;
        await criar.mutateAsync(entrada);
        toaster.create({ type: 'success', title: pagar ? 'Despesa lançada' : 'Recebimento lançado' });
      }
      fechar(false);
    } catch (e) {
      showSubmitError(e, form.setError, [...CAMPOS]);
    }
  });

  const titulo = p ? 'Editar lançamento' : pagar ? 'Nova despesa' : 'Novo recebimento';
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={titulo}
      submitLabel={p ? 'Salvar' : 'Lançar'}
      submitting={isSubmitting}
      onSubmit={enviar}
      size="lg"
    >
      <Stack gap="4">
        <FormField label="Descrição" required error={errors.descricao?.message}>
          <Input {...form.register('descricao')} autoComplete="off" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Categoria" error={errors.categoria?.message}>
            <Input {...form.register('categoria')} list={`categorias-${props.tipo}`} autoComplete="off" />
            <datalist id={`categorias-${props.tipo}`}>
              {categorias.data?.data.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </FormField>
          <FormField label={parcelado ? 'Valor total' : 'Valor'} required error={errors.valor_rs?.message}>
            <CampoMoeda control={form.control} name="valor_rs" />
          </FormField>
          <FormField
            label={parcelado ? 'Primeiro vencimento' : 'Vencimento'}
            required
            error={errors.vencimento?.message}
          >
            <Input type="date" {...form.register('vencimento')} />
          </FormField>
          {pagar ? (
            <FormField label="Fornecedor" error={errors.fornecedor?.message}>
              <Input {...form.register('fornecedor')} autoComplete="off" />
            </FormField>
          ) : (
            <FormField label="Cliente" error={errors.cliente?.message}>
              <Controller
                control={form.control}
                name="cliente"
                render={({ field }) => (
                  <BuscaCliente value={field.value} onChange={field.onChange} rotulo="Cliente" compacto />
                )}
              />
            </FormField>
          )}
          <FormField label="Forma de pagamento" error={errors.forma?.message}>
            <SelectDeCadastro cadastro="formas" control={form.control} name="forma" nenhum="Nenhuma" />
          </FormField>
          <FormField label="Conta" error={errors.conta?.message}>
            <SelectDeCadastro cadastro="contas" control={form.control} name="conta" nenhum="Nenhuma" />
          </FormField>
          <FormField label="Carteira" error={errors.carteira?.message}>
            <SelectDeCadastro cadastro="carteiras" control={form.control} name="carteira" nenhum="Nenhuma" />
          </FormField>
          {!p && (
            <FormField
              label="Parcelas"
              error={errors.parcelas?.message}
              helper={parcelado ? 'O valor é dividido em parcelas mensais.' : undefined}
            >
              <Input type="number" min={1} max={120} inputMode="numeric" {...form.register('parcelas')} />
            </FormField>
          )}
        </SimpleGrid>
        {!p && (
          <Stack gap="3">
            <FormField label="Recorrência" error={errors.recorrente?.message}>
              <Switch.Root
                colorPalette="orange"
                checked={v.recorrente}
                disabled={parcelado}
                onCheckedChange={(e) => form.setValue('recorrente', e.checked)}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>Repetir todo mês</Switch.Label>
              </Switch.Root>
            </FormField>
            <Switch.Root
              colorPalette="orange"
              checked={v.ja_pago}
              disabled={parcelado}
              onCheckedChange={(e) => form.setValue('ja_pago', e.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{pagar ? 'Já foi pago' : 'Já foi recebido'}</Switch.Label>
            </Switch.Root>
            {v.ja_pago && !parcelado && (
              <FormField label={pagar ? 'Pago em' : 'Recebido em'} required error={errors.pago_em?.message}>
                <Input type="date" {...form.register('pago_em')} />
              </FormField>
            )}
          </Stack>
        )}
        <FormField label="Observações" error={errors.observacoes?.message}>
          <Textarea rows={2} {...form.register('observacoes')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
