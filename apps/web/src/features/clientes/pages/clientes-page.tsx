import { Badge, Button, HStack, IconButton, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatDocumento, formatEndereco, formatTelefone } from '@irradia/shared';
import { Contact, Download, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { feito } from '../../../lib/api-client.ts';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { type Cliente, useClientes, useRemoverCliente, useRestaurarCliente } from '../api.ts';
import { ClienteDialog } from '../components/cliente-dialog.tsx';

function Lista({ removidos, onEdit }: { removidos: boolean; onEdit(c: Cliente): void }) {
  const { filtros, mudar, page, setPage } = useFiltrosPaginados({ search: '' });
  const { search } = filtros;
  const { data, isLoading } = useClientes(removidos, search, page);
  const { pode } = usePermissoes();
  const cidadeEmpresa = useAppStore(
    (s) => s.company.selected?.cliente.endereco?.bairro?.cidade?.nome ?? null,
  );
  const remover = useRemoverCliente();
  const restaurar = useRestaurarCliente();
  const lista = data?.data ?? [];
  const ultima = data?.meta.last_page ?? 1;
  return (
    <Stack gap="4">
      <Input
        placeholder="Buscar por nome, documento, e-mail ou cidade"
        value={search}
        onChange={(e) => mudar({ search: e.target.value })}
        maxW="md"
        aria-label="Buscar cliente"
      />
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<Contact />}
          title={
            removidos
              ? 'Nenhum cliente removido'
              : search
                ? 'Nenhum cliente encontrado'
                : 'Nenhum cliente ainda'
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={removidos ? 'Clientes removidos' : 'Clientes'}
          fundo="bg"
          itens={lista}
          chave={(c) => c.uuid}
          colunas={[
            {
              id: 'cliente',
              rotulo: 'Cliente',
              cartao: 'titulo',
              valor: (c) => (
                <>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{c.nome}</Text>
                    {!c.pessoa_fisica && <Badge size="sm">PJ</Badge>}
                  </HStack>
                  {c.nome_fantasia && (
                    <Text fontSize="xs" color="fg.muted">
                      {c.nome_fantasia}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'documento',
              rotulo: 'Documento',
              aPartirDe: 'md',
              semQuebra: true,
              valor: (c) => formatDocumento(c.documento) || '—',
            },
            {
              id: 'contato',
              rotulo: 'Contato',
              aPartirDe: 'lg',
              largo: true,
              valor: (c) => (
                <>
                  <Text fontSize="sm">{formatTelefone(c.telefone) || '—'}</Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {c.email}
                  </Text>
                </>
              ),
            },
            {
              id: 'endereco',
              rotulo: 'Endereço',
              aPartirDe: 'lg',
              largo: true,
              valor: (c) => formatEndereco(c.endereco, cidadeEmpresa) || '—',
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (c) => (
                <>
                  {!removidos && pode('cliente:edit') && (
                    <IconButton
                      aria-label={`Editar ${c.nome}`}
                      size="xs"
                      variant="ghost"
                      onClick={() => onEdit(c)}
                    >
                      <Pencil />
                    </IconButton>
                  )}
                  {!removidos && pode('cliente:delete') && (
                    <IconButton
                      aria-label={`Remover ${c.nome}`}
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => remover.mutate(c.uuid, feito('Cliente removido'))}
                    >
                      <Trash2 />
                    </IconButton>
                  )}
                  {removidos && pode('cliente:edit') && (
                    <IconButton
                      aria-label={`Restaurar ${c.nome}`}
                      size="xs"
                      variant="ghost"
                      onClick={() => restaurar.mutate(c.uuid, feito('Cliente restaurado'))}
                    >
                      <RotateCcw />
                    </IconButton>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={ultima} onChange={setPage} />
    </Stack>
  );
}

export default function ClientesPage() {
  usePageTitle('Clientes', 'Pessoas e empresas atendidas');
  const { pode } = usePermissoes();
  const [editando, setEditando] = useState<Cliente | null>(null);
  const [aberto, setAberto] = useState(false);
  const abrir = (c: Cliente | null) => {
    setEditando(c);
    setAberto(true);
  };
  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="ativos" variant="line" colorPalette="orange" lazyMount>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Tabs.List>
            <Tabs.Trigger value="ativos">Clientes</Tabs.Trigger>
            <Tabs.Trigger value="removidos">Removidos</Tabs.Trigger>
          </Tabs.List>
          <HStack>
            <Button variant="outline" onClick={() => void baixarArquivo('clientes/exportar', 'clientes.csv')}>
              <Download /> Exportar CSV
            </Button>
            {pode('cliente:create') && (
              <Button colorPalette="orange" onClick={() => abrir(null)}>
                <Plus /> Novo cliente
              </Button>
            )}
          </HStack>
        </HStack>
        <Tabs.Content value="ativos">
          <Lista removidos={false} onEdit={abrir} />
        </Tabs.Content>
        <Tabs.Content value="removidos">
          <Lista removidos onEdit={abrir} />
        </Tabs.Content>
      </Tabs.Root>
      {aberto && (
        <ClienteDialog
          key={editando?.uuid ?? 'novo'}
          cliente={editando}
          open={aberto}
          onOpenChange={setAberto}
        />
      )}
    </Stack>
  );
}
