import { Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { ZPedidoVendaEntrada } from '@irradia/shared/pedidos/pedidos.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { MaskedInput } from '../../../components/masked-input.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { clientesQueries } from '../../clientes/api.ts';
import { useCriarOrcamento } from '../api.ts';

interface Valores {
  modo: 'cliente' | 'lead';
  cliente: { uuid: string; nome: string } | null;
  lead: { nome: string; telefone: string };
}

const VAZIO: Valores = { modo: 'cliente', cliente: null, lead: { nome: '', telefone: '' } };
const CAMPOS = ['cliente', 'lead.nome', 'lead.telefone'] as const;

/** Finds one of the company's customers by name or document (at least 2 letters) and picks it. */
export function BuscaCliente(props: {
  value: Valores['cliente'];
  onChange(c: Valores['cliente']): void;
  invalid: boolean;
}) {
  const [busca, setBusca] = useState('');
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const achados = useQuery({
    ...clientesQueries.lista(empresa, false, busca.trim(), 1),
    enabled: Boolean(empresa) && busca.trim().length >= 2,
  });
  if (props.value)
    return (
      <HStack>
        <Text fontWeight="medium" data-testid="cliente-escolhido">
          {props.value.nome}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => props.onChange(null)}>
          Trocar
        </Button>
      </HStack>
    );
  return (
    <Stack gap="2">
      <Input
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        placeholder="Digite ao menos 2 letras do nome ou o documento"
        aria-label="Buscar cliente"
        aria-invalid={props.invalid || undefined}
      />
      <HStack gap="2" wrap="wrap">
        {achados.data?.data.map((c) => (
          <Button
            key={c.uuid}
            size="xs"
            variant="outline"
            colorPalette="orange"
            onClick={() => {
              props.onChange({ uuid: c.uuid, nome: c.nome });
              setBusca('');
            }}
          >
            {c.nome}
          </Button>
        ))}
        {achados.data?.data.length === 0 && <Text color="fg.muted">Nenhum cliente encontrado.</Text>}
      </HStack>
    </Stack>
  );
}

/**
 * A new orçamento (decision 031): for one of the company's customers, or a quick lead (name and
 * phone, completed later). Once created, its proposal opens.
 */
export function NovoOrcamentoDialog(props: { open: boolean; onOpenChange(open: boolean): void }) {
  const criar = useCriarOrcamento();
  const navigate = useNavigate();
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: VAZIO,
    campos: CAMPOS,
    esquema: ZPedidoVendaEntrada,
    entrada: (v: Valores) =>
      v.modo === 'cliente' ? { tipo: 'venda', cliente: v.cliente?.uuid } : { tipo: 'venda', lead: v.lead },
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fecharDialogo) => {
      const r = await criar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: `Orçamento #${r.data.numero} criado` });
      fecharDialogo(false);
      navigate(`/orcamentos/${r.data.uuid}`);
    },
  });
  const errors = form.formState.errors;
  const modo = form.watch('modo');

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title="Novo orçamento"
      submitLabel="Criar orçamento"
      submitting={form.formState.isSubmitting}
      onSubmit={enviar}
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="modo"
          render={({ field }) => (
            <Field.Root>
              <Field.Label id="para-quem">Para quem</Field.Label>
              <RadioGroup.Root
                value={field.value}
                onValueChange={(e) => {
                  field.onChange(e.value);
                  form.clearErrors();
                }}
                aria-labelledby="para-quem"
              >
                <HStack gap="5" wrap="wrap">
                  <RadioGroup.Item value="cliente">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Cliente cadastrado</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="lead">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Novo contato</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </HStack>
              </RadioGroup.Root>
            </Field.Root>
          )}
        />
        {modo === 'cliente' ? (
          <FormField label="Cliente" required error={errors.cliente?.message}>
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
        ) : (
          <>
            <FormField
              label="Nome do contato"
              required
              error={errors.lead?.nome?.message ?? errors.cliente?.message}
            >
              <Input {...form.register('lead.nome')} autoComplete="off" />
            </FormField>
            <FormField label="Telefone" required error={errors.lead?.telefone?.message}>
              <MaskedInput control={form.control} name="lead.telefone" formato="telefone" />
            </FormField>
            <Text fontSize="sm" color="fg.muted">
              O contato pode virar cliente depois; a proposta já pode ser montada agora.
            </Text>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
