import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { ZUsinaEntrada } from '@irradia/shared/usinas/usinas.schema';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type CidadeEscolhida, CitySearch } from '../../../components/city-search.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useClientesDaEmpresa, useCriarUsina } from '../api.ts';

interface Campos {
  nome: string;
  cidade: CidadeEscolhida | null;
  potencia_kwp: string;
  data_instalacao: string;
  cliente: string;
  tags: string;
}

const vazio: Campos = {
  nome: '',
  cidade: null,
  potencia_kwp: '',
  data_instalacao: '',
  cliente: '',
  tags: '',
};
const CAMPOS = ['nome', 'cidade', 'potencia_kwp', 'data_instalacao', 'cliente', 'tags'] as const;

/**
 * A plant without a portal (issue 19): name, city, kWp, install date, customer and tags. Checked
 * with the server's own schema before sending; on success the plant's page opens, where its
 * inverters are typed in.
 */
export function NovaUsinaDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the plant's page opens once it exists: the portal export upload (makers under contract). */
  depois?: 'importar-geracao';
}) {
  const criar = useCriarUsina();
  const clientes = useClientesDaEmpresa(props.open);
  const navigate = useNavigate();
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio,
    campos: CAMPOS,
    esquema: ZUsinaEntrada,
    entrada: (v) => ({
      nome: v.nome,
      cidade: v.cidade?.uuid ?? '',
      potencia_kwp: v.potencia_kwp,
      data_instalacao: v.data_instalacao,
      cliente: v.cliente || null,
      tags: v.tags
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      const { data } = await criar.mutateAsync(entrada);
      const exportacao = props.depois === 'importar-geracao';
      toaster.create({
        type: 'success',
        title: 'Usina criada',
        description: exportacao
          ? 'Agora envie a exportação de geração do portal do fabricante.'
          : 'Agora adicione os inversores.',
      });
      fechar(false);
      navigate(`/usinas/${data.uuid}${exportacao ? '?importar=geracao' : ''}`);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title="Nova usina"
      submitLabel="Criar usina"
      submitting={isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.nome?.message}>
          <Input {...form.register('nome')} autoFocus autoComplete="off" />
        </FormField>
        <FormField
          label="Cidade"
          required
          helper="Usada para a geração esperada pela irradiação solar."
          error={errors.cidade?.message}
        >
          <Controller
            control={form.control}
            name="cidade"
            render={({ field }) => (
              <CitySearch
                value={field.value}
                onChange={(c) => {
                  field.onChange(c);
                  if (c) form.clearErrors('cidade');
                }}
                label="Buscar cidade da usina"
              />
            )}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Potência instalada (kWp)" required error={errors.potencia_kwp?.message}>
            <Input {...form.register('potencia_kwp')} inputMode="decimal" placeholder="8,4" />
          </FormField>
          <FormField label="Data de instalação" required error={errors.data_instalacao?.message}>
            <Input type="date" {...form.register('data_instalacao')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Cliente" error={errors.cliente?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('cliente')}>
              <option value="">Nenhum</option>
              {clientes.data?.data.map((c) => (
                <option key={c.uuid} value={c.uuid}>
                  {c.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Etiquetas"
          helper="Separe por vírgula: região, técnico, contrato…"
          error={errors.tags?.message}
        >
          <Input {...form.register('tags')} placeholder="Zona Sul, Técnico João" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
