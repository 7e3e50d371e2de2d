import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatTelefone } from '@irradia/shared';
import type { RespostaDoWidget } from '@irradia/shared/dashboard/respostas';
import { formatData } from '@irradia/shared/format/data';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogIn, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { api, toastError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useAcessarComo, useUsuarios } from '../api.ts';

export default function UsuariosPage() {
  usePageTitle('Usuários', 'Todos os usuários do sistema');
  const { pode } = usePermissoes();
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const { filtros, mudar, page, setPage } = useFiltrosPaginados({ search: '' });
  const { search } = filtros;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const permitido = pode('usuario:view');
  const lista = useUsuarios(empresa, search, page, permitido);
  const contador = useQuery({
    queryKey: ['dashboard', 'usuarios_dia', empresa],
    queryFn: () => api.get<RespostaDoWidget<'usuarios_dia'>>('dashboard/usuarios_dia'),
    enabled: permitido,
  });
  const acessar = useAcessarComo((r) => {
    const s = useAppStore.getState();
    s.selectCompany(null);
    s.setSession(r.auth.token, r.user);
    qc.clear();
    toaster.create({ type: 'info', title: `Você está na conta de ${r.user.nome}` });
    navigate('/');
  }, toastError);

  if (!permitido) return <Text color="fg.muted">Esta área é da administração do sistema.</Text>;
  const usuarios = lista.data?.data ?? [];
  return (
    <Stack gap="5">
      <StatGrid
        figuras={[
          ['Usuários hoje', contador.data?.data.hoje ?? '—', 'usuarios-hoje'],
          ['Usuários no total', contador.data?.data.total ?? '—'],
        ]}
      />
      <Input
        placeholder="Buscar por nome ou e-mail"
        value={search}
        onChange={(e) => mudar({ search: e.target.value })}
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
              valor: (u) => (typeof u.criado_em === 'string' ? formatData(u.criado_em) : '—'),
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
