import { Box, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatTelefone } from '@irradia/shared';
import { ArrowLeft, FileText } from 'lucide-react';
import { Link as RouterLink, useParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useOrcamento, useProposta } from '../api.ts';
import { AcoesDaProposta } from '../components/acoes-da-proposta.tsx';
import { StatusOrcamento } from '../components/orcamentos-lista.tsx';
import { PropostaForm } from '../components/proposta-form.tsx';
import { GraficoDaProposta, TabelaDe25Anos } from '../components/proposta-projecao.tsx';
import { PropostaResultados } from '../components/proposta-resultados.tsx';

const Voltar = () => (
  <Link asChild colorPalette="orange" fontSize="sm" alignSelf="flex-start">
    <RouterLink to="/orcamentos">
      <ArrowLeft size="16" aria-hidden /> Todos os orçamentos
    </RouterLink>
  </Link>
);

function Editor({ uuid }: { uuid: string }) {
  const orcamento = useOrcamento(uuid);
  const proposta = useProposta(uuid);
  const { pode } = usePermissoes();
  const o = orcamento.data?.data;
  const p = proposta.data?.data;
  usePageTitle(o ? `Orçamento #${o.numero}` : 'Orçamento', o?.cliente?.nome ?? o?.lead?.nome);

  if (proposta.isLoading) return <ListLoading />;
  if (!p) {
    const naoExiste = proposta.error instanceof ApiError && proposta.error.status === 404;
    return (
      <Stack gap="4">
        <Voltar />
        <ListError
          icon={<FileText />}
          title={naoExiste ? 'Orçamento não encontrado' : 'Não foi possível carregar a proposta'}
          onRetry={() => void proposta.refetch()}
        />
      </Stack>
    );
  }
  // The proposal changes only while the deal is an orçamento (409 otherwise), and with pedido:edit.
  const somenteLeitura = !pode('pedido:edit') || (o !== undefined && o.etapa !== 'orcamento');

  return (
    <Stack gap="4">
      <Voltar />
      {o && (
        <HStack gap="3" wrap="wrap">
          <Heading size="md" as="h2">
            #{o.numero} · {o.cliente?.nome ?? o.lead?.nome}
          </Heading>
          <StatusOrcamento status={o.status} />
          {o.lead && (
            <Text color="fg.muted" fontSize="sm">
              Contato · {formatTelefone(o.lead.telefone)}
            </Text>
          )}
        </HStack>
      )}
      {o && <AcoesDaProposta orcamento={o} proposta={p} podeEnviar={pode('pedido:edit')} />}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <PropostaForm
          uuid={uuid}
          proposta={p}
          somenteLeitura={somenteLeitura}
          temCliente={Boolean(o?.cliente)}
        />
        <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <PropostaResultados proposta={p} />
        </Box>
      </Grid>
      {p.dimensionamento && <GraficoDaProposta dimensionamento={p.dimensionamento} />}
      {p.financeiro && <TabelaDe25Anos financeiro={p.financeiro} />}
    </Stack>
  );
}

/** /orcamentos/:uuid: the proposal's inputs beside the figures the server computes from them. */
export default function PropostaPage() {
  const { uuid = '' } = useParams();
  return (
    <ExigeEmpresa
      icone={<FileText />}
      descricao="Os orçamentos pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      <Editor key={uuid} uuid={uuid} />
    </ExigeEmpresa>
  );
}
