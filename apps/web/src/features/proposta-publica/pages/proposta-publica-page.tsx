import { Card, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { formatData } from '@irradia/shared';
import { useQuery } from '@tanstack/react-query';
import { FileX } from 'lucide-react';
import { useParams } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { type PropostaPublica, propostaPublicaQuery } from '../api.ts';
import { ContratoDaProposta } from '../components/contrato-da-proposta.tsx';
import { ResponderProposta } from '../components/responder-proposta.tsx';
import { ResumoDoSistema } from '../components/resumo-do-sistema.tsx';

// /app/proposta/:token (decision 032): the proposal a company sent its customer, opened without an
// account. The company's face on top (logo, name, slogan), then the system, the price and the
// answer. Built for a phone first: one column, large buttons.

function Cabecalho({ p }: { p: PropostaPublica }) {
  return (
    <Card.Root borderTopWidth="4px" borderTopColor="orange.solid">
      <Card.Body p={{ base: '4', md: '6' }} gap="4">
        <Flex gap="4" align="center">
          {p.empresa.logo_url && (
            <Image
              src={p.empresa.logo_url}
              alt={`Logo de ${p.empresa.nome}`}
              boxSize={{ base: '14', md: '20' }}
              objectFit="contain"
              rounded="md"
            />
          )}
          <Stack gap="0">
            <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold">
              {p.empresa.nome}
            </Text>
            {p.empresa.slogan && <Text color="fg.muted">{p.empresa.slogan}</Text>}
          </Stack>
        </Flex>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Proposta de energia solar para {p.cliente.nome}
          </Heading>
          <Text color="fg.muted">
            Proposta nº {p.numero}
            {p.revisao > 1 ? ` (revisão ${p.revisao})` : ''} · válida até {formatData(p.validade)}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export default function PropostaPublicaPage() {
  const { token = '' } = useParams();
  const q = useQuery(propostaPublicaQuery(token));
  const p = q.data?.data;
  usePageTitle(p ? `Proposta de ${p.empresa.nome}` : 'Proposta');

  if (q.isPending) return <ListLoading />;
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.status === 404)
      return <ListEmpty icon={<FileX />} title="Proposta indisponível" description={errorMessage(q.error)} />;
    return <ListError title={errorMessage(q.error)} onRetry={() => q.refetch()} />;
  }
  if (!p) return null;
  return (
    <Stack gap="5">
      <Cabecalho p={p} />
      <ResumoDoSistema proposta={p} />
      {p.contrato ? (
        <ContratoDaProposta token={token} proposta={p} />
      ) : (
        <ResponderProposta token={token} proposta={p} />
      )}
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Valores estimados a partir do seu consumo e da irradiação solar da sua cidade.
      </Text>
    </Stack>
  );
}
