import { HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NOMES_TIPOS_PRODUTO, type TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { formatValidade } from '@irradia/shared/format/data';
import { CalendarRange, PackageSearch, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro, SwitchFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { AdicionarAoPedido } from '../../pedidos/components/adicionar-ao-pedido.tsx';
import { CarrinhoDoPedido } from '../../pedidos/components/carrinho-do-pedido.tsx';
import type { CatalogoPublico as Catalogo, ItemPublico } from '../api.ts';
import { quantidadeDeItens, reais } from '../campos.ts';
import { CopiarDialog } from './copiar-dialog.tsx';
import { ItemPublicoCartao } from './item-publico-cartao.tsx';

const POR_PAGINA = 24;
const INICIAIS = { search: '', tipo: '', disponiveis: false };

const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a line matches the search: its name, model, maker or SKU (accents and case ignored). */
function casa(i: ItemPublico, busca: string): boolean {
  if (!busca) return true;
  const p = i.produto;
  return normalizar([p.nome, p.modelo, p.fabricante, p.sku].filter(Boolean).join(' ')).includes(busca);
}

/**
 * One published catalogue as a buyer sees it: its terms (validity, minimum order, note), its lines
 * as cards filtered on the page (the reply holds them all), each copied or added to the order,
 * and the order's bar at the bottom. `previa`: the distributor looking at its own, without actions.
 */
export function CatalogoPublicoVista(props: { catalogo: Catalogo; previa: boolean; podeCopiar: boolean }) {
  const c = props.catalogo;
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const [copiando, setCopiando] = useState<ItemPublico | null>(null);
  const busca = normalizar(filtros.search.trim());
  const filtrados = c.itens.filter(
    (i) =>
      casa(i, busca) &&
      (!filtros.tipo || i.produto.tipo === filtros.tipo) &&
      (!filtros.disponiveis || i.disponivel),
  );
  const ultima = Math.max(1, Math.ceil(filtrados.length / POR_PAGINA));
  const pagina = Math.min(page, ultima);
  const visiveis = filtrados.slice((pagina - 1) * POR_PAGINA, pagina * POR_PAGINA);
  const tipos = [...new Set(c.itens.map((i) => i.produto.tipo))];
  const distribuidor = c.distribuidor;
  const catalogo = { uuid: c.uuid, nome: c.nome, pedido_minimo_rs: c.pedido_minimo_rs };

  return (
    <Stack gap="4">
      <Stack gap="2" borderWidth="1px" rounded="l3" p="4" bg="bg.panel" data-testid="termos-catalogo">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          {c.nome}
        </Text>
        {c.descricao && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {c.descricao}
          </Text>
        )}
        <HStack gap={{ base: '3', md: '6' }} wrap="wrap" fontSize="sm">
          <HStack gap="1.5">
            <CalendarRange size="16" aria-hidden />
            <Text>
              <Text as="span" color="fg.muted">
                Validade:{' '}
              </Text>
              {formatValidade(c.valido_de, c.valido_ate)}
            </Text>
          </HStack>
          <HStack gap="1.5">
            <ShoppingBag size="16" aria-hidden />
            <Text data-testid="pedido-minimo">
              <Text as="span" color="fg.muted">
                Pedido mínimo:{' '}
              </Text>
              {c.pedido_minimo_rs > 0 ? reais(c.pedido_minimo_rs) : 'sem mínimo'}
            </Text>
          </HStack>
          <Text color="fg.muted">{quantidadeDeItens(c.itens.length)}</Text>
        </HStack>
      </Stack>

      {c.itens.length > 0 && (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" role="group" aria-label="Filtros dos itens">
          <Input
            placeholder="Buscar por nome, modelo, fabricante ou SKU"
            aria-label="Buscar no catálogo"
            value={filtros.search}
            onChange={(e) => mudar({ search: e.target.value })}
            gridColumn="span 2"
          />
          <SelectFiltro
            rotulo="Filtrar por tipo"
            todos="Todos os tipos"
            value={filtros.tipo}
            onChange={(tipo) => mudar({ tipo })}
            opcoes={tipos.map((t) => [t, NOMES_TIPOS_PRODUTO[t as TipoProduto]] as const)}
          />
          <SwitchFiltro
            rotulo="Só disponíveis"
            checked={filtros.disponiveis}
            onChange={(disponiveis) => mudar({ disponiveis })}
            alignSelf="center"
          />
        </SimpleGrid>
      )}

      {c.itens.length === 0 ? (
        <ListEmpty icon={<PackageSearch />} title="Este catálogo ainda não tem itens" />
      ) : filtrados.length === 0 ? (
        <ListEmpty
          icon={<PackageSearch />}
          title="Nenhum item encontrado"
          description="Mude a busca ou os filtros para ver outros itens."
        />
      ) : (
        <>
          {filtrando && (
            <Text fontSize="sm" color="fg.muted">
              {quantidadeDeItens(filtrados.length)} de {c.itens.length}
            </Text>
          )}
          <SimpleGrid
            as="ul"
            aria-label={`Itens de ${c.nome}`}
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="3"
            listStyleType="none"
            m="0"
            p="0"
          >
            {visiveis.map((i) => (
              <ItemPublicoCartao
                key={i.uuid}
                // The distributor's own lines are its products, not copies: no "No seu catálogo".
                item={props.previa ? { ...i, copiado: null } : i}
                onCopiar={props.podeCopiar && !props.previa ? setCopiando : undefined}
                pedido={
                  props.previa ? undefined : (
                    <AdicionarAoPedido distribuidor={distribuidor} catalogo={catalogo} item={i} />
                  )
                }
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <Pager page={pagina} lastPage={ultima} onChange={setPage} />
      {!props.previa && <CarrinhoDoPedido distribuidor={distribuidor} catalogo={catalogo} />}
      <CopiarDialog item={copiando} onOpenChange={(o) => !o && setCopiando(null)} />
    </Stack>
  );
}
