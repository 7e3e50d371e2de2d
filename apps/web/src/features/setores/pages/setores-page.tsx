import { Button, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TSetorEntrada, ZSetorEntrada } from '@irradia/shared/equipe/equipe.schema';
import { Network, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Setor, useExcluirSetor, useSalvarSetor, useSetores } from '../api.ts';

function SetorDialog({
  setor,
  open,
  onOpenChange,
}: {
  setor: Setor | null;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const salvar = useSalvarSetor();
  const form = useForm<TSetorEntrada>({
    resolver: zodResolver(ZSetorEntrada) as never,
    values: {
      nome: setor?.nome ?? '',
      nome_completo: setor?.nome_completo ?? '',
      descricao: setor?.descricao ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await salvar.mutateAsync({ ...values, uuid: setor?.uuid });
      toaster.create({ type: 'success', title: setor ? 'Setor atualizado' : 'Setor criado' });
      onOpenChange(false);
    } catch (e) {
      showSubmitError(e, form.setError, ['nome', 'nome_completo', 'descricao']);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={setor ? 'Editar setor' : 'Novo setor'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <FormField
          label="Nome curto"
          required
          error={errors.nome?.message}
          helper="Como aparece nas listas, ex.: “Campo”."
        >
          <Input {...form.register('nome')} autoFocus />
        </FormField>
        <FormField label="Nome completo" error={errors.nome_completo?.message}>
          <Input {...form.register('nome_completo')} />
        </FormField>
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea {...form.register('descricao')} rows={3} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

export default function SetoresPage() {
  usePageTitle('Setores', 'Setores da empresa');
  const [search, setSearch] = useState('');
  const { data, isLoading } = useSetores(search);
  const excluir = useExcluirSetor();
  const { pode } = usePermissoes();
  const [editando, setEditando] = useState<Setor | null>(null);
  const [aberto, setAberto] = useState(false);
  const abrir = (s: Setor | null) => {
    setEditando(s);
    setAberto(true);
  };
  const setores = data?.data ?? [];

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Input
          placeholder="Buscar setor"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxW="sm"
          aria-label="Buscar setor"
        />
        {pode('setor:create') && (
          <Button colorPalette="orange" onClick={() => abrir(null)}>
            <Plus /> Novo setor
          </Button>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {!isLoading && setores.length === 0 && (
        <ListEmpty
          icon={<Network />}
          title="Nenhum setor"
          description="Crie setores para organizar os cargos da equipe."
        />
      )}
      {setores.length > 0 && (
        <ListaResponsiva
          rotulo="Setores"
          fundo="bg"
          itens={setores}
          chave={(s) => s.uuid}
          colunas={[
            {
              id: 'nome',
              rotulo: 'Nome',
              cartao: 'titulo',
              valor: (s) => (
                <>
                  <Text fontWeight="medium">{s.nome}</Text>
                  {s.descricao && (
                    <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                      {s.descricao}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'nome_completo',
              rotulo: 'Nome completo',
              aPartirDe: 'md',
              largo: true,
              valor: (s) => s.nome_completo,
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (s) => (
                <>
                  {pode('setor:edit') && (
                    <IconButton
                      aria-label={`Editar ${s.nome}`}
                      variant="ghost"
                      size="xs"
                      onClick={() => abrir(s)}
                    >
                      <Pencil />
                    </IconButton>
                  )}
                  {pode('setor:delete') && (
                    <IconButton
                      aria-label={`Excluir ${s.nome}`}
                      variant="ghost"
                      size="xs"
                      colorPalette="red"
                      onClick={() =>
                        excluir.mutate(s.uuid, {
                          onSuccess: () => toaster.create({ type: 'success', title: 'Setor excluído' }),
                          onError: toastError,
                        })
                      }
                    >
                      <Trash2 />
                    </IconButton>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
      <SetorDialog setor={editando} open={aberto} onOpenChange={setAberto} />
    </Stack>
  );
}
