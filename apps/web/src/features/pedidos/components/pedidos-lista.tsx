import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { NOMES_STATUS_PEDIDO_COMPRA, type PapelPedido } from '@irradia/shared/pedidos/pedidos.schema';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { type FiltrosPedidos, type Pedido, useAtualizacoesDePedidos, usePedidos } from '../api.ts';
import { outraEmpresa, PedidoDetalhe } from './pedido-detalhe.tsx';
import { StatusDoPedido } from './status-do-pedido.tsx';

const INICIAIS: FiltrosPedidos = { search: '', status: '' };

/** The other company's column, named for the side the list shows. */
const OUTRA: Record<PapelPedido | 'ambos', string> = {
  comprador: 'Distribuidor',
  fornecedor: 'Comprador',
  ambos: 'Empresa',
};

/**
 * Purchase orders of the selected company, bought (`comprador`), received to supply (`fornecedor`)
 * or both: newest first, by status and a search of number or company, each opening its detail
 * (`?pedido=<uuid>`, which a notification or a just-sent order links to). Kept live by the
 * company's channel: a step the other side takes shows without a reload.
 */
export function PedidosLista(props: { papel?: PapelPedido }) {
  useAtualizacoesDePedidos();
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const { data, isLoading } = usePedidos(props.papel, filtros, page);
  const [params, setParams] = useSearchParams();
  const aberto = params.get('pedido');
  // The dialog closes first, then the address forgets the order (its exit animation needs the uuid).
  const [fechando, setFechando] = useState(false);
  const lista = data?.data ?? [];
  const abrir = (uuid: string) => {
    setFechando(false);
    setParams(
      (p) => {
        p.set('pedido', uuid);
        return p;
      },
      { replace: true },
    );
  };
  const esquecer = () => {
    setFechando(false);
    setParams(
      (p) => {
        p.delete('pedido');
        return p;
      },
      { replace: true },
    );
  };
  const recebidos = props.papel === 'fornecedor';

  return (
    <Stack gap="4">
      {props.papel && (
        <Text color="fg.muted" fontSize="sm" maxW="2xl">
          {recebidos
            ? 'Pedidos recebidos nos seus catálogos publicados: confirme, informe o faturamento e o envio.'
            : 'Meus pedidos de compra aos distribuidores e a situação de cada um.'}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="group" aria-label="Filtros" maxW="4xl">
        <Input
          placeholder="Buscar por número ou empresa"
          aria-label="Buscar pedido"
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          gridColumn={{ sm: 'span 2' }}
        />
        <SelectFiltro
          rotulo="Filtrar por situação"
          todos="Todas as situações"
          value={filtros.status}
          onChange={(status) => mudar({ status })}
          opcoes={Object.entries(NOMES_STATUS_PEDIDO_COMPRA)}
        />
      </SimpleGrid>
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<ClipboardList />}
          title={
            filtrando
              ? 'Nenhum pedido encontrado'
              : recebidos
                ? 'Nenhum pedido recebido ainda'
                : 'Nenhum pedido ainda'
          }
          description={
            filtrando
              ? 'Mude a busca ou a situação para ver outros pedidos.'
              : recebidos
                ? 'Os pedidos que integradores e prestadores fizerem nos seus catálogos publicados aparecem aqui.'
                : 'Abra um distribuidor, adicione itens do catálogo ao pedido e envie: o pedido e cada passo dele aparecem aqui.'
          }
          action={
            filtrando ? (
              <Button variant="outline" onClick={() => mudar(INICIAIS)}>
                Limpar filtros
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva<Pedido>
          rotulo={recebidos ? 'Pedidos recebidos' : 'Pedidos'}
          fundo="bg"
          itens={lista}
          chave={(p) => p.uuid}
          colunas={[
            {
              id: 'numero',
              rotulo: 'Pedido',
              cartao: 'titulo',
              semQuebra: true,
              valor: (p) => (
                <Button
                  variant="plain"
                  colorPalette="orange"
                  color="orange.fg"
                  p="0"
                  h="auto"
                  minW="0"
                  fontWeight="semibold"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                  onClick={() => abrir(p.uuid)}
                  aria-label={`Abrir pedido #${p.numero} de ${outraEmpresa(p)}`}
                >
                  #{p.numero}
                </Button>
              ),
              // On a card the number and the company head it, the company on its own line (names are long).
              noCartao: (p) => (
                <>
                  <Button
                    variant="plain"
                    color="orange.fg"
                    p="0"
                    h="auto"
                    minW="0"
                    fontWeight="semibold"
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                    onClick={() => abrir(p.uuid)}
                    aria-label={`Abrir pedido #${p.numero} de ${outraEmpresa(p)}`}
                  >
                    #{p.numero}
                  </Button>
                  <Text fontWeight="medium">{outraEmpresa(p)}</Text>
                </>
              ),
            },
            {
              id: 'empresa',
              rotulo: OUTRA[props.papel ?? 'ambos'],
              cartao: 'fora',
              valor: (p) => (
                <>
                  <Text>{outraEmpresa(p)}</Text>
                  {!props.papel && (
                    <Text fontSize="xs" color="fg.muted">
                      {p.papel === 'comprador' ? 'Sua compra' : 'Pedido recebido'}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'status',
              rotulo: 'Situação',
              cartao: 'selo',
              semQuebra: true,
              valor: (p) => <StatusDoPedido status={p.status} />,
            },
            {
              id: 'itens',
              rotulo: 'Itens',
              alinhar: 'end',
              aPartirDe: 'lg',
              semQuebra: true,
              valor: (p) => (p.itens_count === 1 ? '1 item' : `${p.itens_count} itens`),
            },
            {
              id: 'total',
              rotulo: 'Total',
              alinhar: 'end',
              semQuebra: true,
              valor: (p) => formatMoeda(p.total_rs),
            },
            {
              id: 'data',
              rotulo: 'Data',
              alinhar: 'end',
              semQuebra: true,
              valor: (p) => formatData(p.criado_em),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      {aberto && (
        <PedidoDetalhe
          key={aberto}
          uuid={aberto}
          open={!fechando}
          onOpenChange={(o) => !o && setFechando(true)}
          onExitComplete={esquecer}
        />
      )}
    </Stack>
  );
}
