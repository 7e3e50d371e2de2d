import { Checkbox, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZConcessionariaEdicao } from '@irradia/shared/faturas/faturas.schema';
import { STATUS_USINA } from '@irradia/shared/monitoramento/monitoramento.schema';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Concessionaria, UFS, useEditarConcessionaria } from '../api.ts';

type Valores = z.input<typeof ZConcessionariaEdicao>;
const STATUS = ['online', 'erro', 'offline', 'inativo'] as const;

/** Spec §6 (sistema): corrects a utility's name, the states it serves, or its status. */
export function EditarConcessionariaDialog(props: {
  concessionaria: Concessionaria;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const c = props.concessionaria;
  const salvar = useEditarConcessionaria(c.uuid);
  const form = useForm<Valores>({
    resolver: zodResolver(ZConcessionariaEdicao) as never,
    defaultValues: { nome: c.nome, estados: c.estados, status: c.status },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await salvar.mutateAsync(v);
      toaster.create({ type: 'success', title: `${c.sigla} atualizada` });
      props.onOpenChange(false);
    } catch (err) {
      showSubmitError(err, form.setError, ['nome', 'estados', 'status']);
    }
  });

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Editar ${c.sigla}`}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input {...form.register('nome')} />
        </FormField>
        <FormField label="Situação" error={errors.status?.message}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...field}>
                  {STATUS.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_USINA[s].rotulo}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          />
        </FormField>
        <Controller
          control={form.control}
          name="estados"
          render={({ field }) => (
            <fieldset>
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
                Estados atendidos
              </Text>
              <SimpleGrid columns={{ base: 4, sm: 6 }} gap="2">
                {UFS.map((uf) => (
                  <Checkbox.Root
                    key={uf}
                    size="sm"
                    checked={field.value.includes(uf)}
                    onCheckedChange={(e) =>
                      field.onChange(
                        e.checked ? [...field.value, uf].sort() : field.value.filter((x) => x !== uf),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{uf}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
              {errors.estados && (
                <Text color="fg.error" fontSize="sm" mt="1">
                  {errors.estados.message ?? 'Confira os estados'}
                </Text>
              )}
            </fieldset>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
