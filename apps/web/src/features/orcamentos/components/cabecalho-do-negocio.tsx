import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatTelefone } from '@irradia/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListEmpty, ListError } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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

/**
 * A contract's or sale's page when the deal or its stage did not load: "not found" for a 404 or
 * 422 (the deal is not at that stage), else the error with a retry; the link back above either.
 */
export function NegocioIndisponivel(props: {
  voltar: { para: string; rotulo: string };
  erro: unknown;
  icone: ReactElement;
  naoEncontrado: { titulo: string; descricao: string };
  tituloDoErro: string;
  tentarDeNovo(): void;
}) {
  const naoExiste =
    props.erro instanceof ApiError && (props.erro.status === 404 || props.erro.status === 422);
  return (
    <Stack gap="4">
      <VoltarParaLista {...props.voltar} />
      {naoExiste ? (
        <ListEmpty
          icon={props.icone}
          title={props.naoEncontrado.titulo}
          description={props.naoEncontrado.descricao}
        />
      ) : (
        <ListError icon={props.icone} title={props.tituloDoErro} onRetry={props.tentarDeNovo} />
      )}
    </Stack>
  );
}
