import { Badge, Button, HStack, Input, Stack, Stat, Text } from '@chakra-ui/react';
import { formatTelefone } from '@irradia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogIn, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { api, toastError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type UsuarioAtual, useAppStore } from '../../../stores/app-store.ts';

const dataBr = (iso: string) => new Date(iso).toLocaleDateString('pt-BR');

export default function UsuariosPage() {
  usePageTitle('Usuários', 'Todos os usuários do sistema');
  const { pode } = usePermissoes();
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const permitido = pode('usuario:view');
  const lista = useQuery({
    queryKey: ['usuarios', empresa, search, page],
    queryFn: () =>
      api.get<{ data: UsuarioAtual[]; meta: { total: number; last_page: number } }>('usuarios', {
        query: { search, page, limit: 20 },
      }),
    enabled: permitido,
  });
  const contador = useQuery({
    queryKey: ['dashboard', 'usuarios_dia', empresa],
    queryFn: () => api.get<{ data: { hoje: number; total: number } }>('dashboard/usuarios_dia'),
    enabled: permitido,
  });
  const acessar = useMutation({
    mutationFn: (uuid: string) =>
      api.get<{ auth: { token: string }; user: UsuarioAtual }>(`usuarios/access/${uuid}`),
    onSuccess: (r) => {
      const s = useAppStore.getState();
      s.selectCompany(null);
      s.setSession(r.auth.token, r.user);
      qc.clear();
      toaster.create({ type: 'info', title: `Você está na conta de ${r.user.nome}` });
      navigate('/');
    },
    onError: toastError,
  });

  if (!permitido) return <Text color="fg.muted">Esta área é da administração do sistema.</Text>;
  const usuarios = lista.data?.data ?? [];
  return (
    <Stack gap="5">
      <HStack gap="6" flexWrap="wrap">
        <Stat.Root maxW="48" borderWidth="1px" rounded="md" p="4" bg="bg">
          <Stat.Label>Usuários hoje</Stat.Label>
          <Stat.ValueText data-testid="usuarios-hoje">{contador.data?.data.hoje ?? '—'}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root maxW="48" borderWidth="1px" rounded="md" p="4" bg="bg">
          <Stat.Label>Usuários no total</Stat.Label>
          <Stat.ValueText>{contador.data?.data.total ?? '—'}</Stat.ValueText>
        </Stat.Root>
      </HStack>
      <Input
        placeholder="Buscar por nome ou e-mail"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        maxW="sm"
        aria-label="Buscar usuário"
      />
      {lista.isLoading && <ListLoading />}
      {!lista.isLoading && usuarios.length === 0 && (
        <ListEmpty icon={<Users />} title="Nenhum usuário encontrado" />
      )}
      {usuarios.length > 0 && (
        <ListaResponsiva
          rotulo="Usuários"
          fundo="bg"
          itens={usuarios}
          chave={(u) => u.uuid}
          colunas={[
            {
              id: 'nome',
              rotulo: 'Nome',
              cartao: 'titulo',
              valor: (u) => (
                <>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{u.nome}</Text>
                    {u.is_admin && <Badge colorPalette="purple">Administrador</Badge>}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {u.email}
                  </Text>
                </>
              ),
            },
            {
              id: 'telefone',
              rotulo: 'Telefone',
              aPartirDe: 'md',
              valor: (u) => formatTelefone(u.telefone) || '—',
            },
            {
              id: 'desde',
              rotulo: 'Desde',
              aPartirDe: 'md',
              valor: (u) => (typeof u.criado_em === 'string' ? dataBr(u.criado_em) : '—'),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              alinhar: 'end',
              cartao: 'acoes',
              valor: (u) =>
                pode('usuario:access') &&
                !u.is_admin && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => acessar.mutate(u.uuid)}
                    loading={acessar.isPending && acessar.variables === u.uuid}
                  >
                    <LogIn /> Acessar como
                  </Button>
                ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={lista.data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}
