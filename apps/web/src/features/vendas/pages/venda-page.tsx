import { Card, DataList, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { formatDataHora } from '@irradia/shared/format/data';
import { FORMAS_DE_PAGAMENTO } from '@irradia/shared/propostas/venda.schema';
import { ShoppingCart } from 'lucide-react';
import { useParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListLoading } from '../../../components/list-states.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { RecebimentosDaVenda } from '../../financeiro/components/recebimentos-da-venda.tsx';
import { useOrcamento } from '../../orcamentos/api.ts';
import { nomeDoNegocio } from '../../orcamentos/campos.ts';
import {
  CabecalhoDoNegocio,
  NegocioIndisponivel,
  VoltarParaLista,
} from '../../orcamentos/components/cabecalho-do-negocio.tsx';
import { useVenda, type Venda } from '../api.ts';
import { UsinaDaVenda } from '../components/usina-da-venda.tsx';

const LISTA = { para: '/vendas', rotulo: 'Todas as vendas' };
const Voltar = () => <VoltarParaLista {...LISTA} />;

function Parcelas({ venda }: { venda: Venda }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading size="sm" as="h3" id="parcelas-da-venda">
          Parcelas
        </Heading>
        <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96" tabIndex={0}>
          <Table.Root size="sm" stickyHeader aria-labelledby="parcelas-da-venda">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Nº</Table.ColumnHeader>
                <Table.ColumnHeader>Vencimento</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {venda.parcelas.map((p) => (
                <Table.Row key={p.numero}>
                  <Table.Cell>{p.numero}</Table.Cell>
                  <Table.Cell>{formatData(p.vencimento)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoeda(p.valor_rs)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

function Conteudo({ uuid }: { uuid: string }) {
  const negocio = useOrcamento(uuid);
  const venda = useVenda(uuid);
  const { pode } = usePermissoes();
  const o = negocio.data?.data;
  const v = venda.data?.data;
  usePageTitle(o ? `Venda #${o.numero}` : 'Venda', o ? nomeDoNegocio(o) : undefined);

  if (negocio.isLoading || venda.isLoading) return <ListLoading />;
  if (!o || !v)
    return (
      <NegocioIndisponivel
        voltar={LISTA}
        erro={venda.error ?? negocio.error}
        icone={<ShoppingCart />}
        naoEncontrado={{
          titulo: 'Venda não encontrada',
          descricao: 'Este negócio não existe ou ainda não virou venda: registre-a no contrato assinado.',
        }}
        tituloDoErro="Não foi possível carregar a venda"
        tentarDeNovo={() => {
          void negocio.refetch();
          void venda.refetch();
        }}
      />
    );
  return (
    <Stack gap="4">
      <Voltar />
      <CabecalhoDoNegocio negocio={o} status={o.status} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Stack gap="4">
          <Card.Root size="sm">
            <Card.Body gap="3">
              <Heading size="sm" as="h3">
                Venda
              </Heading>
              <DataList.Root orientation="horizontal" size="sm" gap="2">
                {(
                  [
                    ['Valor', formatMoeda(v.valor_rs)],
                    ['Forma de pagamento', FORMAS_DE_PAGAMENTO[v.forma]],
                    ['Parcelas', String(v.parcelas.length)],
                    ['Fechada em', formatDataHora(v.fechada_em)],
                  ] as const
                ).map(([rotulo, valor]) => (
                  <DataList.Item key={rotulo}>
                    <DataList.ItemLabel minW={{ base: '28', sm: '40' }}>{rotulo}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid={rotulo === 'Valor' ? 'valor-da-venda' : undefined}>
                      {valor}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {v.observacoes && (
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {v.observacoes}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
          <Parcelas venda={v} />
          {pode('pagamento:view') && <RecebimentosDaVenda pedido={uuid} />}
        </Stack>
        <UsinaDaVenda uuid={uuid} venda={v} podeCriar={pode('usina:create')} />
      </Grid>
    </Stack>
  );
}

/**
 * /vendas/:uuid: the sale's value, method and instalments (and each one as a receivable, to
 * receive), and its plant in monitoring.
 */
export default function VendaPage() {
  const { uuid = '' } = useParams();
  return (
    <ExigeEmpresa
      icone={<ShoppingCart />}
      descricao="As vendas pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      <Conteudo key={uuid} uuid={uuid} />
    </ExigeEmpresa>
  );
}
