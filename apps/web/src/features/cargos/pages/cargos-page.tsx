import {
  Badge,
  Button,
  Card,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TCargoEntrada, ZCargoEntrada } from '@irradia/shared/equipe/equipe.schema';
import { BadgeCheck, Copy, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { feito } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import {
  type Cargo,
  useCargos,
  useDuplicarCargo,
  useExtinguirCargo,
  useOpcoesSetor,
  useRestaurarCargo,
  useSalvarCargo,
} from '../api.ts';
import { PermissoesEditor } from '../components/permissoes-editor.tsx';

function CargoDialog({
  cargo,
  open,
  onOpenChange,
}: {
  cargo: Cargo | null;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const salvar = useSalvarCargo();
  const { data: setores } = useOpcoesSetor();
  const form = useForm<TCargoEntrada>({
    resolver: zodResolver(ZCargoEntrada) as never,
    values: { nome: cargo?.nome ?? '', setor: cargo?.setor?.uuid ?? '', permissoes: cargo?.permissoes ?? [] },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await salvar.mutateAsync({ ...values, uuid: cargo?.uuid });
      toaster.create({ type: 'success', title: cargo ? 'Cargo atualizado' : 'Cargo criado' });
      onOpenChange(false);
    } catch (e) {
      showSubmitError(e, form.setError, ['nome', 'setor', 'permissoes']);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={cargo ? 'Editar cargo' : 'Novo cargo'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Cargo" required error={errors.nome?.message}>
            <Input {...form.register('nome')} autoFocus />
          </FormField>
          <FormField
            label="Setor"
            required
            error={errors.setor?.message}
            helper={setores?.data.length === 0 ? 'Crie um setor antes, na tela Setores.' : undefined}
          >
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('setor')} aria-label="Setor">
                <option value="">Selecione</option>
                {setores?.data.map((s) => (
                  <option key={s.uuid} value={s.uuid}>
                    {s.nome}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormField label="Permissões" error={errors.permissoes?.message}>
          <Controller
            control={form.control}
            name="permissoes"
            render={({ field }) => <PermissoesEditor value={field.value ?? []} onChange={field.onChange} />}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

function CargoCard({ cargo, onEdit }: { cargo: Cargo; onEdit(): void }) {
  const { pode } = usePermissoes();
  const duplicar = useDuplicarCargo();
  const extinguir = useExtinguirCargo();
  const restaurar = useRestaurarCargo();
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{cargo.nome}</Text>
            <Text fontSize="sm" color="fg.muted">
              {cargo.setor?.nome ?? 'Sem setor'}
            </Text>
          </Stack>
          <HStack gap="0">
            {!cargo.extinto_em && pode('cargo:edit') && (
              <IconButton aria-label={`Editar ${cargo.nome}`} size="xs" variant="ghost" onClick={onEdit}>
                <Pencil />
              </IconButton>
            )}
            {!cargo.extinto_em && pode('cargo:create') && (
              <IconButton
                aria-label={`Duplicar ${cargo.nome}`}
                size="xs"
                variant="ghost"
                onClick={() => duplicar.mutate(cargo.uuid, feito('Cargo duplicado'))}
              >
                <Copy />
              </IconButton>
            )}
            {!cargo.extinto_em && pode('cargo:delete') && (
              <IconButton
                aria-label={`Extinguir ${cargo.nome}`}
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => extinguir.mutate(cargo.uuid, feito('Cargo extinto'))}
              >
                <Trash2 />
              </IconButton>
            )}
            {cargo.extinto_em && pode('cargo:edit') && (
              <IconButton
                aria-label={`Reativar ${cargo.nome}`}
                size="xs"
                variant="ghost"
                onClick={() => restaurar.mutate(cargo.uuid, feito('Cargo reativado'))}
              >
                <RotateCcw />
              </IconButton>
            )}
          </HStack>
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="orange" variant="subtle">
            {cargo.permissoes.length} {cargo.permissoes.length === 1 ? 'permissão' : 'permissões'}
          </Badge>
          <Badge variant="outline">
            {cargo.funcionarios} {cargo.funcionarios === 1 ? 'pessoa' : 'pessoas'}
          </Badge>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function ListaCargos({ removidos, onEdit }: { removidos: boolean; onEdit(c: Cargo): void }) {
  const [search, setSearch] = useState('');
  const { data, isLoading } = useCargos(removidos, search);
  const cargos = data?.data ?? [];
  return (
    <Stack gap="4">
      <Input
        placeholder="Buscar cargo"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        maxW="sm"
        aria-label="Buscar cargo"
      />
      {isLoading && <ListLoading />}
      {!isLoading && cargos.length === 0 && (
        <ListEmpty
          icon={<BadgeCheck />}
          title={removidos ? 'Nenhum cargo extinto' : 'Nenhum cargo'}
          description={removidos ? undefined : 'Crie cargos e escolha o que cada um pode fazer no sistema.'}
        />
      )}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {cargos.map((c) => (
          <CargoCard key={c.uuid} cargo={c} onEdit={() => onEdit(c)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function CargosPage() {
  usePageTitle('Cargos', 'Cargos e permissões');
  const { pode } = usePermissoes();
  const [editando, setEditando] = useState<Cargo | null>(null);
  const [aberto, setAberto] = useState(false);
  const abrir = (c: Cargo | null) => {
    setEditando(c);
    setAberto(true);
  };
  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="ativos" variant="line" colorPalette="orange" lazyMount>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Tabs.List>
            <Tabs.Trigger value="ativos">Ativos</Tabs.Trigger>
            <Tabs.Trigger value="extintos">Extintos</Tabs.Trigger>
          </Tabs.List>
          {pode('cargo:create') && (
            <Button colorPalette="orange" onClick={() => abrir(null)}>
              <Plus /> Novo cargo
            </Button>
          )}
        </HStack>
        <Tabs.Content value="ativos">
          <ListaCargos removidos={false} onEdit={abrir} />
        </Tabs.Content>
        <Tabs.Content value="extintos">
          <ListaCargos removidos onEdit={abrir} />
        </Tabs.Content>
      </Tabs.Root>
      <CargoDialog cargo={editando} open={aberto} onOpenChange={setAberto} />
    </Stack>
  );
}
