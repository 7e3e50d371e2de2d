import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type Fase, ZCartaoEntrada } from '@irradia/shared/quadros/quadros.schema';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useCriarCartao, useFuncionarios, useUsinas } from '../api.ts';
import { BuscaCliente, type ClienteEscolhido } from './busca-cliente.tsx';

interface Valores {
  titulo: string;
  descricao: string;
  fase: string;
  cliente: ClienteEscolhido | null;
  usina: string;
  responsavel: string;
  prazo: string;
}

const VAZIO: Valores = {
  titulo: '',
  descricao: '',
  fase: '',
  cliente: null,
  usina: '',
  responsavel: '',
  prazo: '',
};
const CAMPOS = ['titulo', 'descricao', 'fase', 'cliente', 'usina', 'responsavel', 'prazo'] as const;

function Escolha(props: { value: string; onChange(v: string): void; vazio: string; children: ReactNode }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.vazio}</option>
        {props.children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A service request the company records itself (a complaint, a visit) on a service board. */
export function NovaSolicitacaoDialog(props: {
  quadro: string;
  fases: readonly Fase[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const criar = useCriarCartao(props.quadro);
  const funcionarios = useFuncionarios();
  const usinas = useUsinas();
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: VAZIO,
    campos: CAMPOS,
    esquema: ZCartaoEntrada,
    entrada: (v: Valores) => ({
      titulo: v.titulo,
      descricao: v.descricao,
      fase: v.fase || undefined,
      cliente: v.cliente?.uuid ?? null,
      usina: v.usina || null,
      responsavel: v.responsavel || null,
      prazo: v.prazo || null,
    }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fecharDialogo) => {
      const r = await criar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: `Solicitação #${r.data.numero} criada` });
      fecharDialogo(false);
    },
  });
  const errors = form.formState.errors;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title="Nova solicitação"
      submitLabel="Criar solicitação"
      submitting={form.formState.isSubmitting}
      onSubmit={enviar}
      size="lg"
    >
      <Stack gap="4">
        <FormField label="Título" required error={errors.titulo?.message}>
          <Input
            {...form.register('titulo')}
            maxLength={160}
            placeholder="Ex.: Inversor desligando à tarde"
          />
        </FormField>
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea {...form.register('descricao')} rows={3} maxLength={4000} />
        </FormField>
        <FormField label="Cliente" error={errors.cliente?.message}>
          <Controller
            control={form.control}
            name="cliente"
            render={({ field }) => <BuscaCliente value={field.value} onChange={field.onChange} />}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Usina" error={errors.usina?.message}>
            <Controller
              control={form.control}
              name="usina"
              render={({ field }) => (
                <Escolha value={field.value} onChange={field.onChange} vazio="Nenhuma">
                  {usinas.data?.data.map((u) => (
                    <option key={u.uuid} value={u.uuid}>
                      {u.nome}
                    </option>
                  ))}
                </Escolha>
              )}
            />
          </FormField>
          <FormField label="Responsável" error={errors.responsavel?.message}>
            <Controller
              control={form.control}
              name="responsavel"
              render={({ field }) => (
                <Escolha value={field.value} onChange={field.onChange} vazio="Sem responsável">
                  {funcionarios.data?.data.map((f) => (
                    <option key={f.uuid} value={f.uuid}>
                      {f.nome}
                    </option>
                  ))}
                </Escolha>
              )}
            />
          </FormField>
          <FormField label="Fase" error={errors.fase?.message} helper="Sem escolha, entra na primeira fase.">
            <Controller
              control={form.control}
              name="fase"
              render={({ field }) => (
                <Escolha value={field.value} onChange={field.onChange} vazio="Primeira fase">
                  {props.fases.map((f) => (
                    <option key={f.uuid} value={f.uuid}>
                      {f.nome}
                    </option>
                  ))}
                </Escolha>
              )}
            />
          </FormField>
          <FormField label="Prazo" error={errors.prazo?.message}>
            <Input type="date" {...form.register('prazo')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
