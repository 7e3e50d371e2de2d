import { Box, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { FileSignature } from 'lucide-react';
import { useParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListLoading } from '../../../components/list-states.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useOrcamento } from '../../orcamentos/api.ts';
import { nomeDoNegocio } from '../../orcamentos/campos.ts';
import {
  CabecalhoDoNegocio,
  NegocioIndisponivel,
  VoltarParaLista,
} from '../../orcamentos/components/cabecalho-do-negocio.tsx';
import { useContrato } from '../api.ts';
import { AcoesDoContrato } from '../components/acoes-do-contrato.tsx';
import { SituacaoDoContrato } from '../components/situacao-do-contrato.tsx';

const LISTA = { para: '/contratos', rotulo: 'Todos os contratos' };
const Voltar = () => <VoltarParaLista {...LISTA} />;

function Conteudo({ uuid }: { uuid: string }) {
  const negocio = useOrcamento(uuid);
  const contrato = useContrato(uuid);
  const { pode } = usePermissoes();
  const o = negocio.data?.data;
  const c = contrato.data?.data;
  usePageTitle(o ? `Contrato #${o.numero}` : 'Contrato', o ? nomeDoNegocio(o) : undefined);

  if (negocio.isLoading || contrato.isLoading) return <ListLoading />;
  if (!o || !c)
    return (
      <NegocioIndisponivel
        voltar={LISTA}
        erro={contrato.error ?? negocio.error}
        icone={<FileSignature />}
        naoEncontrado={{
          titulo: 'Contrato não encontrado',
          descricao: 'Este negócio não existe ou ainda não tem contrato: gere-o no orçamento aceito.',
        }}
        tituloDoErro="Não foi possível carregar o contrato"
        tentarDeNovo={() => {
          void negocio.refetch();
          void contrato.refetch();
        }}
      />
    );
  return (
    <Stack gap="4">
      <Voltar />
      <CabecalhoDoNegocio negocio={o} status={c.status} />
      <AcoesDoContrato negocio={o} contrato={c} podeEditar={pode('pedido:edit')} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Card.Root size="sm">
          <Card.Body gap="3">
            <Heading size="sm" as="h3" id="texto-do-contrato">
              Texto do contrato
            </Heading>
            <Box
              as="article"
              aria-labelledby="texto-do-contrato"
              whiteSpace="pre-wrap"
              lineHeight="tall"
              maxW="75ch"
              overflowWrap="anywhere"
            >
              <Text as="div" data-testid="texto-do-contrato">
                {c.texto}
              </Text>
            </Box>
          </Card.Body>
        </Card.Root>
        <SituacaoDoContrato uuid={uuid} contrato={c} />
      </Grid>
    </Stack>
  );
}

/** /contratos/:uuid: the contract's text, its status and evidence, and its actions. */
export default function ContratoPage() {
  const { uuid = '' } = useParams();
  return (
    <ExigeEmpresa
      icone={<FileSignature />}
      descricao="Os contratos pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      <Conteudo key={uuid} uuid={uuid} />
    </ExigeEmpresa>
  );
}
