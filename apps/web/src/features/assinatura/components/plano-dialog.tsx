import { Checkbox, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  RECURSOS_DE_PLANO,
  type RecursoDePlano,
  ZPlanoEntrada,
} from '@irradia/shared/assinaturas/assinaturas.schema';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Plano, useSalvarPlano } from '../api.ts';

/** The form's fields: numbers as typed (pt-BR), an empty limit is no limit. */
interface Campos {
  nome: string;
  descricao: string;
  preco_mensal_rs: string;
  preco_anual_rs: string;
  limite_usinas: string;
  limite_usuarios: string;
  limite_kwp: string;
  dias_teste: string;
  recursos: string[];
}
const CAMPOS = [
  'nome',
  'descricao',
  'preco_mensal_rs',
  'preco_anual_rs',
  'limite_usinas',
  'limite_usuarios',
  'limite_kwp',
  'dias_teste',
  'recursos',
] as const;

const noCampo = (v: number | null | undefined, decimais = false) =>
  v === null || v === undefined
    ? ''
    : decimais
      ? v.toFixed(2).replace('.', ',')
      : String(v).replace('.', ',');

function valores(p: Plano | null): Campos {
  return {
    nome: p?.nome ?? '',
    descricao: p?.descricao ?? '',
    preco_mensal_rs: p ? noCampo(p.preco_mensal_rs, true) : '',
    preco_anual_rs: p ? noCampo(p.preco_anual_rs, true) : '',
    limite_usinas: noCampo(p?.limite_usinas),
    limite_usuarios: noCampo(p?.limite_usuarios),
    limite_kwp: noCampo(p?.limite_kwp),
    dias_teste: p ? String(p.dias_teste) : '14',
    recursos: p?.recursos ?? [],
  };
}

const numero = (v: string) => lerNumeroDigitado(v);

/** `sistema`'s plan: name, prices per cycle, limits (empty: unlimited), features and trial days. */
export function PlanoDialog(props: {
  plano: Plano | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const salvar = useSalvarPlano();
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: valores(props.plano),
    campos: CAMPOS,
    esquema: ZPlanoEntrada,
    entrada: (v) => ({
      nome: v.nome,
      descricao: v.descricao,
      preco_mensal_rs: numero(v.preco_mensal_rs),
      preco_anual_rs: numero(v.preco_anual_rs),
      limite_usinas: numero(v.limite_usinas),
      limite_usuarios: numero(v.limite_usuarios),
      limite_kwp: numero(v.limite_kwp),
      dias_teste: numero(v.dias_teste),
      recursos: v.recursos,
    }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      await salvar.mutateAsync({ ...entrada, uuid: props.plano?.uuid });
      toaster.create({ type: 'success', title: props.plano ? 'Plano atualizado' : 'Plano criado' });
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const ilimitado = 'Vazio: ilimitado';
  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={props.plano ? 'Editar plano' : 'Novo plano'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={enviar}
      size="lg"
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input {...form.register('nome')} autoFocus autoComplete="off" placeholder="Profissional" />
        </FormField>
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea {...form.register('descricao')} rows={2} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Preço mensal (R$)" required error={errors.preco_mensal_rs?.message}>
            <Input {...form.register('preco_mensal_rs')} inputMode="decimal" placeholder="99,00" />
          </FormField>
          <FormField label="Preço anual (R$)" required error={errors.preco_anual_rs?.message}>
            <Input {...form.register('preco_anual_rs')} inputMode="decimal" placeholder="990,00" />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label="Limite de usinas" helper={ilimitado} error={errors.limite_usinas?.message}>
            <Input {...form.register('limite_usinas')} inputMode="numeric" />
          </FormField>
          <FormField label="Limite de usuários" helper={ilimitado} error={errors.limite_usuarios?.message}>
            <Input {...form.register('limite_usuarios')} inputMode="numeric" />
          </FormField>
          <FormField label="Limite de kWp" helper={ilimitado} error={errors.limite_kwp?.message}>
            <Input {...form.register('limite_kwp')} inputMode="decimal" />
          </FormField>
        </SimpleGrid>
        <FormField label="Dias de teste grátis" required error={errors.dias_teste?.message}>
          <Input {...form.register('dias_teste')} inputMode="numeric" maxW="32" />
        </FormField>
        <Controller
          control={form.control}
          name="recursos"
          render={({ field }) => (
            <Fieldset.Root invalid={Boolean(errors.recursos)}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                Recursos incluídos
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
                {(Object.entries(RECURSOS_DE_PLANO) as Array<[RecursoDePlano, string]>).map(([r, rotulo]) => (
                  <Checkbox.Root
                    key={r}
                    size="sm"
                    colorPalette="orange"
                    checked={field.value.includes(r)}
                    onCheckedChange={(e) =>
                      field.onChange(
                        e.checked === true ? [...field.value, r] : field.value.filter((x) => x !== r),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{rotulo}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
              {errors.recursos && <Fieldset.ErrorText>{errors.recursos.message}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
