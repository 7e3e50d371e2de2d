import { Button, HStack, Text } from '@chakra-ui/react';
import type { ItemPublico } from '@irradia/shared/catalogo/catalogos.schema';
import { ShoppingCart } from 'lucide-react';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { chaveDoCarrinho, useCarrinhos } from '../carrinho.ts';
import { QuantidadeNoPedido } from './quantidade-no-pedido.tsx';

export interface DistribuidorDoPedido {
  uuid: string;
  nome: string;
}
export interface CatalogoDoPedido {
  uuid: string;
  nome: string;
  pedido_minimo_rs: number;
}
/** What the cart needs of a published catalogue line. */
export type ItemDoPedido = Pick<ItemPublico, 'uuid' | 'preco_rs'> & {
  produto: Pick<ItemPublico['produto'], 'nome' | 'unidade'>;
};

/** Whether the selected company may buy from this distributor (not itself, and allowed to order). */
export function usePodeComprar(distribuidor: DistribuidorDoPedido) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const { pode } = usePermissoes();
  return Boolean(empresa) && empresa !== distribuidor.uuid && pode('pedido:create');
}

/**
 * A catalogue line's way into the order: "Adicionar ao pedido", then − quantity + while it is in
 * the cart. Nothing for the distributor looking at its own catalogue.
 */
export function AdicionarAoPedido(props: {
  distribuidor: DistribuidorDoPedido;
  catalogo: CatalogoDoPedido;
  item: ItemDoPedido;
}) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const chave = chaveDoCarrinho(empresa, props.catalogo.uuid);
  const linha = useCarrinhos((s) => s.carrinhos[chave]?.linhas.find((l) => l.item === props.item.uuid));
  const adicionar = useCarrinhos((s) => s.adicionar);
  const definirQuantidade = useCarrinhos((s) => s.definirQuantidade);
  const remover = useCarrinhos((s) => s.remover);
  const podeComprar = usePodeComprar(props.distribuidor);
  if (!podeComprar) return null;
  const { nome, unidade } = props.item.produto;

  if (!linha)
    return (
      <Button
        size="sm"
        variant="outline"
        colorPalette="orange"
        aria-label={`Adicionar ao pedido: ${nome}`}
        onClick={() =>
          adicionar(
            chave,
            {
              distribuidor: { uuid: props.distribuidor.uuid, nome: props.distribuidor.nome },
              catalogo: {
                uuid: props.catalogo.uuid,
                nome: props.catalogo.nome,
                pedido_minimo_rs: props.catalogo.pedido_minimo_rs,
              },
            },
            { item: props.item.uuid, nome, unidade, preco_rs: props.item.preco_rs },
          )
        }
      >
        <ShoppingCart /> Adicionar ao pedido
      </Button>
    );
  return (
    <HStack gap="2" wrap="wrap" data-testid="no-pedido">
      <QuantidadeNoPedido
        nome={nome}
        quantidade={linha.quantidade}
        onMudar={(q) => definirQuantidade(chave, linha.item, q)}
        onZerar={() => remover(chave, linha.item)}
      />
      <Text fontSize="xs" color="fg.muted">
        {unidade} no pedido
      </Text>
    </HStack>
  );
}
