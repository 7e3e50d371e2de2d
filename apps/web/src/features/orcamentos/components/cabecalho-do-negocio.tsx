import { Heading, HStack, Link, Text } from '@chakra-ui/react';
import { formatTelefone } from '@irradia/shared';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { Orcamento } from '../api.ts';
import { nomeDoNegocio } from '../campos.ts';
import { StatusOrcamento } from './orcamentos-lista.tsx';

/** Back to a stage's list ("Todos os contratos"). */
export function VoltarParaLista({ para, rotulo }: { para: string; rotulo: string }) {
  return (
    <Link asChild colorPalette="orange" fontSize="sm" alignSelf="flex-start">
      <RouterLink to={para}>
        <ArrowLeft size="16" aria-hidden /> {rotulo}
      </RouterLink>
    </Link>
  );
}

/** A deal's page heading in the contract and sale stages: número, customer, status. */
export function CabecalhoDoNegocio({ negocio, status }: { negocio: Orcamento; status: string }) {
  return (
    <HStack gap="3" wrap="wrap">
      <Heading size="md" as="h2">
        #{negocio.numero} · {nomeDoNegocio(negocio)}
      </Heading>
      <StatusOrcamento status={status} />
      {negocio.lead && (
        <Text color="fg.muted" fontSize="sm">
          Contato · {formatTelefone(negocio.lead.telefone)}
        </Text>
      )}
    </HStack>
  );
}
