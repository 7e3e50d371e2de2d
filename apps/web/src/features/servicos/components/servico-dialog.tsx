import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  NOMES_TIPOS_SERVICO,
  NOMES_UNIDADES_PRECO,
  type TipoServico,
  type UnidadePreco,
  ZServicoEntrada,
} from '@irradia/shared/servicos/servicos.schema';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Servico, useSalvarServico } from '../api.ts';
import { numeroNoCampo, reaisNoCampo } from '../campos.ts';

interface Campos {
  tipo: TipoServico;
  nome: string;
  descricao: string;
  preco_rs: string;
  unidade_preco: UnidadePreco;
  duracao_horas: string;
  ativo: boolean;
}
const CAMPOS = ['tipo', 'nome', 'descricao', 'preco_rs', 'unidade_preco', 'duracao_horas', 'ativo'] as const;

const valores = (s: Servico | null): Campos => ({
  tipo: s?.tipo ?? 'instalacao',
  nome: s?.nome ?? '',
  descricao: s?.descricao ?? '',
  preco_rs: s ? reaisNoCampo(s.preco_rs) : '',
  unidade_preco: s?.unidade_preco ?? 'servico',
  duracao_horas: numeroNoCampo(s?.duracao_horas),
  ativo: s?.ativo ?? true,
});

/**
 * A service the company offers: kind, name, price and what it is per, usual duration. An inactive
 * one stays in the list but other companies no longer see it.
 */
export function ServicoDialog(props: {
  servico: Servico | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const salvar = useSalvarServico();
  const prestador = usePermissoes().ctx.tipoEmpresa === 'prestador';
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: valores(props.servico),
    campos: CAMPOS,
    esquema: ZServicoEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      await salvar.mutateAsync({ ...entrada, uuid: props.servico?.uuid });
      toaster.create({ type: 'success', title: props.servico ? 'Serviço atualizado' : 'Serviço cadastrado' });
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={props.servico ? `Editar ${props.servico.nome}` : 'Novo serviço'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={enviar}
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Tipo" required error={errors.tipo?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('tipo')}>
                {Object.entries(NOMES_TIPOS_SERVICO).map(([v, r]) => (
                  <option key={v} value={v}>
                    {r}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Nome" required error={errors.nome?.message}>
            <Input {...form.register('nome')} autoComplete="off" placeholder="Limpeza de módulos" />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label="Preço (R$)" error={errors.preco_rs?.message}>
            <Input {...form.register('preco_rs')} inputMode="decimal" autoComplete="off" placeholder="0,00" />
          </FormField>
          <FormField label="Cobrado" error={errors.unidade_preco?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('unidade_preco')}>
                {Object.entries(NOMES_UNIDADES_PRECO).map(([v, r]) => (
                  <option key={v} value={v}>
                    {r}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Duração (horas)" error={errors.duracao_horas?.message}>
            <Input
              {...form.register('duracao_horas')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="4"
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea {...form.register('descricao')} rows={3} />
        </FormField>
        <Controller
          control={form.control}
          name="ativo"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              colorPalette="orange"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Serviço ativo</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {prestador && (
          <Text fontSize="sm" color="fg.muted" mt="-2">
            Os serviços ativos aparecem para as outras empresas em Prestadores, com preço e duração.
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
