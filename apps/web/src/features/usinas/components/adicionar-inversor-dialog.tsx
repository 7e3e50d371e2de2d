import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { ZInversorEntrada } from '@irradia/shared/usinas/usinas.schema';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
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
  const adicionar = useAdicionarInversor(props.usina);
  const fabricantes = useFabricantes();
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio,
    campos: CAMPOS,
    esquema: ZInversorEntrada,
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      await adicionar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: 'Inversor adicionado' });
      fechar(false);
    },
  });
  const { errors, isSubmitting } = form.formState;

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
