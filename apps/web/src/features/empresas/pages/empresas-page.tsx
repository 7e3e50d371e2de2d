import { Badge, Input, Stack, Text } from '@chakra-ui/react';
import type { RespostaDoWidget } from '@irradia/shared/dashboard/respostas';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useEmpresasDoSistema } from '../api.ts';

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
  const lista = useEmpresasDoSistema(search, permitido);
  const contador = useQuery({
    queryKey: ['dashboard', 'empresas', empresa],
    queryFn: () => api.get<RespostaDoWidget<'empresas'>>('dashboard/empresas'),
    enabled: permitido,
  });
  if (!permitido) return <Text color="fg.muted">Esta área é da administração do sistema.</Text>;
  const empresas = lista.data?.data ?? [];
  return (
    <Stack gap="5">
      <StatGrid
        figuras={[
          ['Empresas hoje', contador.data?.data.hoje ?? '—', 'empresas-hoje'],
          ['Empresas no total', contador.data?.data.total ?? '—'],
        ]}
      />
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
