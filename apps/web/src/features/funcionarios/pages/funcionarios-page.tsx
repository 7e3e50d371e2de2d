import {
  Badge,
  Button,
  HStack,
  IconButton,
  Input,
  Menu,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatTelefone } from '@irradia/shared';
import {
  type TFuncionario,
  type TFuncionarioEntrada,
  ZFuncionarioEntrada,
} from '@irradia/shared/equipe/equipe.schema';
import { EllipsisVertical, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { feito } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useContratar, useDemitir, useFuncionarios, useOpcoesCargo, useSocio } from '../api.ts';

const status: Record<TFuncionario['status'], { label: string; color: string }> = {
  contratado: { label: 'Contratado', color: 'green' },
  aguardando: { label: 'Aguardando aceite', color: 'yellow' },
  demitido: { label: 'Demitido', color: 'gray' },
};

function ContratarDialog({ open, onOpenChange }: { open: boolean; onOpenChange(o: boolean): void }) {
  const contratar = useContratar();
  const { data: cargos } = useOpcoesCargo();
  const form = useForm<TFuncionarioEntrada>({
    resolver: zodResolver(ZFuncionarioEntrada) as never,
    defaultValues: {
      nome: '',
      email: '',
      telefone: '',
      whatsapp: '',
      cargo: '',
      contratado_em: new Date().toISOString().slice(0, 10),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const r = await contratar.mutateAsync(values);
      toaster.create({
        type: 'success',
        title:
          r.data.status === 'aguardando'
            ? 'Convite enviado: a pessoa precisa aceitar'
            : 'Funcionário contratado: enviamos o primeiro acesso por e-mail',
      });
      form.reset();
      onOpenChange(false);
    } catch (e) {
      showSubmitError(e, form.setError, ['nome', 'email', 'telefone', 'whatsapp', 'cargo', 'contratado_em']);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contratar funcionário"
      submitLabel="Contratar"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Nome completo" required error={errors.nome?.message}>
          <Input {...form.register('nome')} autoFocus />
        </FormField>
        <FormField
          label="E-mail"
          required
          error={errors.email?.message}
          helper="Quem ainda não tem conta recebe o link de primeiro acesso."
        >
          <Input type="email" {...form.register('email')} />
        </FormField>
        <FormField label="Telefone" error={errors.telefone?.message}>
          <Input type="tel" inputMode="tel" {...form.register('telefone')} />
        </FormField>
        <FormField label="WhatsApp" error={errors.whatsapp?.message}>
          <Input type="tel" inputMode="tel" {...form.register('whatsapp')} />
        </FormField>
        <FormField label="Cargo" error={errors.cargo?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('cargo')} aria-label="Cargo">
              <option value="">Sem cargo</option>
              {cargos?.data.map((c) => (
                <option key={c.uuid} value={c.uuid}>
                  {c.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Data de contratação" error={errors.contratado_em?.message}>
          <Input type="date" {...form.register('contratado_em')} />
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}

function Lista({ removidos }: { removidos: boolean }) {
  const [search, setSearch] = useState('');
  const { data, isLoading } = useFuncionarios(removidos, search);
  const { pode, ctx } = usePermissoes();
  const demitir = useDemitir();
  const socio = useSocio();
  const lista = data?.data ?? [];
  return (
    <Stack gap="4">
      <Input
        placeholder="Buscar por nome ou e-mail"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        maxW="sm"
        aria-label="Buscar funcionário"
      />
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<UserRound />}
          title={removidos ? 'Ninguém demitido' : 'Ninguém na equipe ainda'}
          description={removidos ? undefined : 'Contrate sua equipe: cada pessoa entra com o próprio acesso.'}
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={removidos ? 'Funcionários demitidos' : 'Funcionários'}
          fundo="bg"
          itens={lista}
          chave={(f) => f.uuid}
          colunas={[
            {
              id: 'nome',
              rotulo: 'Nome',
              cartao: 'titulo',
              valor: (f) => (
                <>
                  <Text fontWeight="medium">{f.nome}</Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {f.email}
                  </Text>
                </>
              ),
            },
            { id: 'cargo', rotulo: 'Cargo', aPartirDe: 'md', valor: (f) => f.cargo?.nome ?? '—' },
            {
              id: 'telefone',
              rotulo: 'Telefone',
              aPartirDe: 'md',
              semQuebra: true,
              valor: (f) => formatTelefone(f.telefone) || '—',
            },
            {
              id: 'situacao',
              rotulo: 'Situação',
              cartao: 'selo',
              valor: (f) => (
                <HStack gap="1" flexWrap="wrap">
                  <Badge colorPalette={status[f.status].color}>{status[f.status].label}</Badge>
                  {f.is_socio && <Badge colorPalette="orange">Sócio</Badge>}
                </HStack>
              ),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              valor: (f) => (
                <>
                  {!removidos &&
                    (pode('funcionario:delete') || (ctx.isSocio && pode('funcionario:edit'))) && (
                      <Menu.Root>
                        <Menu.Trigger asChild>
                          <IconButton aria-label={`Ações de ${f.nome}`} size="xs" variant="ghost">
                            <EllipsisVertical />
                          </IconButton>
                        </Menu.Trigger>
                        <Portal>
                          <Menu.Positioner>
                            <Menu.Content>
                              {ctx.isSocio && (
                                <Menu.Item
                                  value="socio"
                                  onSelect={() =>
                                    socio.mutate(
                                      { uuid: f.uuid, socio: !f.is_socio },
                                      feito(f.is_socio ? 'Deixou de ser sócio' : 'Agora é sócio'),
                                    )
                                  }
                                >
                                  {f.is_socio ? 'Desfazer sócio' : 'Tornar sócio'}
                                </Menu.Item>
                              )}
                              {pode('funcionario:delete') && (
                                <Menu.Item
                                  value="demitir"
                                  color="fg.error"
                                  onSelect={() => demitir.mutate(f.uuid, feito('Funcionário demitido'))}
                                >
                                  Demitir
                                </Menu.Item>
                              )}
                            </Menu.Content>
                          </Menu.Positioner>
                        </Portal>
                      </Menu.Root>
                    )}
                </>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}

export default function FuncionariosPage() {
  usePageTitle('Funcionários', 'Sua equipe');
  const { pode } = usePermissoes();
  const [aberto, setAberto] = useState(false);
  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="equipe" variant="line" colorPalette="orange" lazyMount>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Tabs.List>
            <Tabs.Trigger value="equipe">Equipe</Tabs.Trigger>
            <Tabs.Trigger value="demitidos">Demitidos</Tabs.Trigger>
          </Tabs.List>
          {pode('funcionario:create') && (
            <Button colorPalette="orange" onClick={() => setAberto(true)}>
              <Plus /> Contratar
            </Button>
          )}
        </HStack>
        <Tabs.Content value="equipe">
          <Lista removidos={false} />
        </Tabs.Content>
        <Tabs.Content value="demitidos">
          <Lista removidos />
        </Tabs.Content>
      </Tabs.Root>
      <ContratarDialog open={aberto} onOpenChange={setAberto} />
    </Stack>
  );
}
