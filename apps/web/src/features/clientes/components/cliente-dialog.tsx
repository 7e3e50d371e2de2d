import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDocumento, MESES } from '@irradia/shared';
import { type TClienteEntrada, ZClienteEntrada } from '@irradia/shared/clientes/clientes.schema';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { MaskedInput } from '../../../components/masked-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Cliente, consultarCep, useSalvarCliente } from '../api.ts';

const DIAS = Array.from({ length: 31 }, (_, i) => i + 1);
const campos = [
  'nome',
  'nome_fantasia',
  'documento',
  'email',
  'telefone',
  'aniversario_dia',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
];

function valores(c: Cliente | null): TClienteEntrada {
  return {
    nome: c?.nome ?? '',
    nome_fantasia: c?.nome_fantasia ?? '',
    pessoa_fisica: c?.pessoa_fisica ?? true,
    documento: c?.documento ?? '',
    email: c?.email ?? '',
    telefone: c?.telefone ?? '',
    aniversario_dia: c?.aniversario?.dia ?? null,
    aniversario_mes: c?.aniversario?.mes ?? null,
    cep: c?.endereco.cep ?? '',
    logradouro: c?.endereco.logradouro ?? '',
    numero: c?.endereco.numero ?? '',
    complemento: c?.endereco.complemento ?? '',
    bairro: c?.endereco.bairro?.nome ?? '',
    cidade: c?.endereco.cidade?.uuid ?? '',
  };
}

export function ClienteDialog({
  cliente,
  open,
  onOpenChange,
}: {
  cliente: Cliente | null;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const salvar = useSalvarCliente();
  const form = useForm<TClienteEntrada>({
    resolver: zodResolver(ZClienteEntrada) as never,
    values: valores(cliente),
  });
  const { errors, isSubmitting } = form.formState;
  const [cidadeNome, setCidadeNome] = useState<string | null>(
    cliente?.endereco.cidade ? `${cliente.endereco.cidade.nome} - ${cliente.endereco.cidade.uf}` : null,
  );
  const [buscandoCep, setBuscandoCep] = useState(false);
  const pf = form.watch('pessoa_fisica') !== false;

  const buscarCep = async () => {
    const cep = String(form.getValues('cep') ?? '').replace(/\D/g, '');
    if (cep.length !== 8) {
      form.setError('cep', { message: 'Informe um CEP válido' });
      return;
    }
    setBuscandoCep(true);
    try {
      const { data } = await consultarCep(cep);
      form.setValue('logradouro', data.logradouro ?? '');
      form.setValue('bairro', data.bairro ?? '');
      form.setValue('cidade', data.cidade.uuid ?? '');
      setCidadeNome(`${data.cidade.nome} - ${data.estado.sigla}`);
      form.clearErrors('cep');
    } catch (err) {
      // Spec §8: "CEP não encontrado", or the lookup failure with its reason.
      form.setError('cep', {
        message: err instanceof ApiError && err.status === 404 ? 'CEP não encontrado' : errorMessage(err),
      });
    } finally {
      setBuscandoCep(false);
    }
  };

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await salvar.mutateAsync({ ...v, uuid: cliente?.uuid });
      toaster.create({ type: 'success', title: cliente ? 'Cliente atualizado' : 'Cliente cadastrado' });
      onOpenChange(false);
    } catch (err) {
      showSubmitError(err, form.setError, campos);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={cliente ? 'Editar cliente' : 'Novo cliente'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      size="xl"
    >
      <Stack gap="5">
        <Controller
          control={form.control}
          name="pessoa_fisica"
          render={({ field }) => (
            <Switch.Root
              checked={field.value !== false}
              onCheckedChange={(e) => field.onChange(e.checked)}
              colorPalette="orange"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Pessoa física</Switch.Label>
            </Switch.Root>
          )}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={pf ? 'Nome' : 'Razão social'} required error={errors.nome?.message}>
            <Input {...form.register('nome')} autoFocus />
          </FormField>
          <FormField label="Nome fantasia" error={errors.nome_fantasia?.message}>
            <Input {...form.register('nome_fantasia')} />
          </FormField>
          <FormField label={pf ? 'CPF' : 'CNPJ'} error={errors.documento?.message}>
            <Controller
              control={form.control}
              name="documento"
              render={({ field }) => (
                <Input
                  value={formatDocumento(field.value ?? '') || (field.value ?? '')}
                  onChange={(e) =>
                    field.onChange(
                      e.target.value
                        .toUpperCase()
                        .replace(/[^0-9A-Z]/g, '')
                        .slice(0, pf ? 11 : 14),
                    )
                  }
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  placeholder={pf ? '000.000.000-00' : '00.000.000/0000-00'}
                />
              )}
            />
          </FormField>
          <FormField label="E-mail" error={errors.email?.message}>
            <Input type="email" {...form.register('email')} />
          </FormField>
          <FormField label="Telefone" error={errors.telefone?.message}>
            <MaskedInput control={form.control} name="telefone" formato="telefone" />
          </FormField>
          <FormField label="Aniversário" error={errors.aniversario_dia?.message}>
            <HStack>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('aniversario_dia')} aria-label="Dia do aniversário">
                  <option value="">Dia</option>
                  {DIAS.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('aniversario_mes')} aria-label="Mês do aniversário">
                  <option value="">Mês</option>
                  {MESES.map((m, i) => (
                    <option key={m} value={i + 1}>
                      {m}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="CEP" error={errors.cep?.message}>
            <HStack>
              <MaskedInput control={form.control} name="cep" formato="cep" />
              <Button variant="outline" onClick={buscarCep} loading={buscandoCep} aria-label="Buscar CEP">
                <Search />
              </Button>
            </HStack>
          </FormField>
          <FormField label="Logradouro" error={errors.logradouro?.message}>
            <Input {...form.register('logradouro')} />
          </FormField>
          <SimpleGrid columns={2} gap="3">
            <FormField label="Número" error={errors.numero?.message}>
              <Input {...form.register('numero')} />
            </FormField>
            <FormField label="Complemento" error={errors.complemento?.message}>
              <Input {...form.register('complemento')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Bairro" error={errors.bairro?.message}>
            <Input {...form.register('bairro')} />
          </FormField>
          <FormField
            label="Cidade"
            error={errors.cidade?.message}
            helper={cidadeNome ? undefined : 'Preenchida pela busca do CEP.'}
          >
            <Text py="2" data-testid="cidade-cliente">
              {cidadeNome ?? '—'}
            </Text>
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
