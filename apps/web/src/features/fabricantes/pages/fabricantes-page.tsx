import { Badge, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared/format/data';
import { useQuery } from '@tanstack/react-query';
import { ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { fabricantesQueries } from '../api.ts';
import { ContasPortal } from '../components/contas-portal.tsx';

/** Spec §2 /fabricantes: the ten makers and the health of Irradia's link to each cloud. */
export default function FabricantesPage() {
  usePageTitle('Fabricantes', 'Integração com os portais dos fabricantes de inversores');
  const { data, isLoading } = useQuery(fabricantesQueries.lista());
  if (isLoading) return <ListLoading />;
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        A situação segue as últimas chamadas do Irradia a cada nuvem: online enquanto respondem, offline
        quando não respondem, erro quando a resposta muda de formato.
      </Text>
      <ListaResponsiva
        rotulo="Fabricantes"
        fundo="bg"
        itens={data?.data ?? []}
        chave={(f) => f.codigo}
        colunas={[
          {
            id: 'fabricante',
            rotulo: 'Fabricante',
            cartao: 'titulo',
            valor: (f) => <Text fontWeight="medium">{f.nome}</Text>,
          },
          {
            id: 'situacao',
            rotulo: 'Situação',
            cartao: 'selo',
            valor: (f) => (
              <>
                <StatusBadge status={f.status} />
                {f.mensagem && (
                  <Text fontSize="xs" color="fg.muted">
                    {f.mensagem}
                  </Text>
                )}
              </>
            ),
            noCartao: (f) => <StatusBadge status={f.status} />,
          },
          {
            id: 'importacao',
            rotulo: 'Importação',
            valor: (f) =>
              f.importacao_disponivel ? (
                <Badge colorPalette="green">Disponível</Badge>
              ) : (
                <Badge variant="outline">Em breve</Badge>
              ),
          },
          {
            id: 'mensagem',
            rotulo: 'Detalhe',
            soNoCartao: true,
            largo: true,
            valor: (f) => f.mensagem || null,
          },
          {
            id: 'resposta',
            rotulo: 'Última resposta',
            aPartirDe: 'md',
            valor: (f) => formatDataHora(f.ultimo_sucesso_em) || '—',
          },
        ]}
      />
      <ContasPortal />
    </Stack>
  );
}
