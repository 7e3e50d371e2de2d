import { Badge, HStack, Input, Stack, Stat, Text } from '@chakra-ui/react';
import type { TEmpresaItem } from '@irradia/shared/empresas/empresas.schema';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';

const tipos: Record<string, string> = {
  integrador: 'Integrador',
  distribuidor: 'Distribuidor',
  prestador: 'Prestador',
  sistema: 'Sistema',
};

export default function EmpresasPage() {
  usePageTitle('Empresas', 'Empresas cadastradas no sistema');
  const { pode } = usePermissoes();
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const [search, setSearch] = useState('');
  const permitido = pode('empresa:view');
  const lista = useQuery({
    queryKey: ['empresas', 'todas', search],
    queryFn: () =>
      api.get<{ data: TEmpresaItem[] }>('empresas', { query: { search, limit: 100 }, withoutCompany: true }),
    enabled: permitido,
  });
  const contador = useQuery({
    queryKey: ['dashboard', 'empresas', empresa],
    queryFn: () => api.get<{ data: { hoje: number; total: number } }>('dashboard/empresas'),
    enabled: permitido,
  });
  if (!permitido) return <Text color="fg.muted">Esta área é da administração do sistema.</Text>;
  const empresas = lista.data?.data ?? [];
  return (
    <Stack gap="5">
      <HStack gap="6" flexWrap="wrap">
        <Stat.Root maxW="48" borderWidth="1px" rounded="md" p="4" bg="bg">
          <Stat.Label>Empresas hoje</Stat.Label>
          <Stat.ValueText data-testid="empresas-hoje">{contador.data?.data.hoje ?? '—'}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root maxW="48" borderWidth="1px" rounded="md" p="4" bg="bg">
          <Stat.Label>Empresas no total</Stat.Label>
          <Stat.ValueText>{contador.data?.data.total ?? '—'}</Stat.ValueText>
        </Stat.Root>
      </HStack>
      <Input
        placeholder="Buscar por nome ou CNPJ"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        maxW="sm"
        aria-label="Buscar empresa"
      />
      {lista.isLoading && <ListLoading />}
      {!lista.isLoading && empresas.length === 0 && (
        <ListEmpty icon={<Building2 />} title="Nenhuma empresa encontrada" />
      )}
      {empresas.length > 0 && (
        <ListaResponsiva
          rotulo="Empresas"
          fundo="bg"
          itens={empresas}
          chave={(e) => e.uuid}
          colunas={[
            {
              id: 'empresa',
              rotulo: 'Empresa',
              cartao: 'titulo',
              valor: (e) => (
                <>
                  <Text fontWeight="medium">{e.cliente.nome}</Text>
                  {e.cliente.filial && (
                    <Text fontSize="xs" color="fg.muted">
                      {e.cliente.filial}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'tipo',
              rotulo: 'Tipo',
              cartao: 'selo',
              valor: (e) => <Badge>{tipos[e.tipo] ?? e.tipo}</Badge>,
            },
            {
              id: 'cidade',
              rotulo: 'Cidade',
              aPartirDe: 'md',
              valor: (e) => e.cliente.endereco?.bairro.cidade.nome ?? '—',
            },
          ]}
        />
      )}
    </Stack>
  );
}
