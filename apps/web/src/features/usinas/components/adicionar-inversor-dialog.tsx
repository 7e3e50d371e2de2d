import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { ZInversorEntrada } from '@irradia/shared/usinas/usinas.schema';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAdicionarInversor, useFabricantes } from '../api.ts';

interface Campos {
  fabricante: string;
  modelo: string;
  serial: string;
  capacidade_kwp: string;
}

const vazio: Campos = { fabricante: '', modelo: '', serial: '', capacidade_kwp: '' };
const CAMPOS = ['fabricante', 'modelo', 'serial', 'capacidade_kwp'] as const;

/**
 * An inverter typed in (issue 19). Its serial is what a later import from the maker's portal
 * matches, so the same inverter is never counted twice (decision 012).
 */
export function AdicionarInversorDialog(props: {
  usina: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const form = useForm<Campos>({ defaultValues: vazio });
  const { errors, isSubmitting } = form.formState;
  const adicionar = useAdicionarInversor(props.usina);
  const fabricantes = useFabricantes();

  function fechar(open: boolean) {
    props.onOpenChange(open);
    if (!open) form.reset(vazio);
  }

  const enviar = form.handleSubmit(async (v) => {
    const r = ZInversorEntrada.safeParse(v);
    if (!r.success) {
      for (const issue of r.error.issues) {
        const campo = String(issue.path[0]) as (typeof CAMPOS)[number];
        if (CAMPOS.includes(campo) && !form.getFieldState(campo).error)
          form.setError(campo, { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      await adicionar.mutateAsync(r.data);
      toaster.create({ type: 'success', title: 'Inversor adicionado' });
      fechar(false);
    } catch (err) {
      showSubmitError(err, form.setError, [...CAMPOS]);
    }
  });

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title="Adicionar inversor"
      submitLabel="Adicionar"
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Fabricante" required error={errors.fabricante?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('fabricante')}>
              <option value="">Selecione</option>
              {fabricantes.data?.data.map((f) => (
                <option key={f.codigo} value={f.codigo}>
                  {f.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Modelo" required error={errors.modelo?.message}>
          <Input {...form.register('modelo')} autoComplete="off" placeholder="MIN 5000TL-X" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField
            label="Número de série"
            required
            helper="Como está na etiqueta do inversor."
            error={errors.serial?.message}
          >
            <Input {...form.register('serial')} autoComplete="off" autoCapitalize="characters" />
          </FormField>
          <FormField label="Potência (kWp)" required error={errors.capacidade_kwp?.message}>
            <Input {...form.register('capacidade_kwp')} inputMode="decimal" placeholder="5" />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
