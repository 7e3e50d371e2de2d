import { Badge, Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NOMES_TIPOS_PRODUTO } from '@irradia/shared/catalogo/produtos.schema';
import { ArrowLeftRight, Boxes, Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AcoesDoRegistro } from '../../../components/acoes-do-registro.tsx';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro, SwitchFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import {
  type FiltrosProdutos,
  type Produto,
  useCategoriasParaEscolha,
  useProdutos,
  useRemoverProduto,
  useRestaurarProduto,
} from '../api.ts';
import { kitsDisponiveis, quantidade, reais, resumoTecnico } from '../campos.ts';

const INICIAIS: FiltrosProdutos = {
  search: '',
  categoria: '',
  tipo: '',
  abaixo_do_minimo: false,
  removidos: false,
};

/** A product's balance: its own stock (with the low-stock badge), or how many kits its components allow. */
function Saldo({ p }: { p: Produto }) {
  if (p.tipo === 'kit')
    return (
      <Text fontSize="sm" data-testid="saldo-produto">
        {p.kit ? kitsDisponiveis(p.kit.disponivel) : '—'}
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          {p.kit && p.kit.componentes > 0 ? 'pelo estoque dos componentes' : 'sem componentes'}
        </Text>
      </Text>
    );
  return (
    <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
      <Text fontSize="sm" data-testid="saldo-produto" whiteSpace="nowrap">
        {quantidade(p.saldo, p.unidade)}
      </Text>
      {p.abaixo_do_minimo && (
        <Badge
          colorPalette="red"
          size="sm"
          title={p.estoque_minimo !== null ? `Mínimo: ${quantidade(p.estoque_minimo, p.unidade)}` : undefined}
        >
          Estoque baixo
        </Badge>
      )}
    </HStack>
  );
}

/**
 * The company's products: search, category, kind, low stock (also `?abaixo_do_minimo=1`) and the removed ones; each row's
 * balance and prices, and what can be done with it (edit, a kit's components, a stock movement).
 */
export function ProdutosLista(props: {
  onNovo?: () => void;
  onEditar(p: Produto): void;
  onComponentes(p: Produto): void;
  onMovimentar(p: Produto): void;
}) {
  // The dashboard's stock widget links here with `?abaixo_do_minimo=1`: the list opens filtered.
  const [params] = useSearchParams();
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS, {
    ...INICIAIS,
    abaixo_do_minimo: params.get('abaixo_do_minimo') === '1',
  });
  const { data, isLoading } = useProdutos(filtros, page);
  const categorias = useCategoriasParaEscolha();
  const { pode } = usePermissoes();
  const [removendo, setRemovendo] = useState<Produto | null>(null);
  const remover = useRemoverProduto();
  const restaurar = useRestaurarProduto();
  const lista = data?.data ?? [];

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" role="group" aria-label="Filtros">
        <Input
          placeholder="Buscar por nome, modelo, fabricante ou SKU"
          aria-label="Buscar produto"
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          gridColumn={{ sm: 'span 2', lg: 'span 2' }}
        />
        <SelectFiltro
          rotulo="Filtrar por categoria"
          todos="Todas as categorias"
          value={filtros.categoria}
          onChange={(categoria) => mudar({ categoria })}
          opcoes={categorias.data?.data.map((c) => [c.uuid, c.nome])}
        />
        <SelectFiltro
          rotulo="Filtrar por tipo"
          todos="Todos os tipos"
          value={filtros.tipo}
          onChange={(tipo) => mudar({ tipo: tipo as FiltrosProdutos['tipo'] })}
          opcoes={Object.entries(NOMES_TIPOS_PRODUTO)}
        />
      </SimpleGrid>
      <HStack gap="5" wrap="wrap">
        <SwitchFiltro
          rotulo="Só com estoque baixo"
          checked={filtros.abaixo_do_minimo}
          onChange={(abaixo_do_minimo) => mudar({ abaixo_do_minimo })}
        />
        <SwitchFiltro
          rotulo="Mostrar removidos"
          checked={filtros.removidos}
          onChange={(removidos) => mudar({ removidos })}
        />
        {data && (
          <Text color="fg.muted" fontSize="sm" ms={{ md: 'auto' }}>
            {data.meta.total === 1 ? '1 produto' : `${data.meta.total} produtos`}
          </Text>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<Package />}
          title={
            filtros.removidos
              ? 'Nenhum produto removido'
              : filtrando
                ? 'Nenhum produto encontrado'
                : 'Nenhum produto ainda'
          }
          description={
            filtrando
              ? 'Mude a busca ou os filtros para ver outros produtos.'
              : 'Cadastre módulos, inversores, estruturas e outros itens, e monte kits com eles.'
          }
          action={
            filtrando ? (
              <Button variant="outline" onClick={() => mudar(INICIAIS)}>
                Limpar filtros
              </Button>
            ) : props.onNovo ? (
              <Button colorPalette="orange" onClick={props.onNovo}>
                <Plus /> Novo produto
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={filtros.removidos ? 'Produtos removidos' : 'Produtos'}
          fundo="bg"
          itens={lista}
          chave={(p) => p.uuid}
          colunas={[
            {
              id: 'produto',
              rotulo: 'Produto',
              cartao: 'titulo',
              valor: (p) => {
                const marca = [p.fabricante, p.modelo].filter(Boolean).join(' · ');
                return (
                  <>
                    <Text fontWeight="medium">{p.nome}</Text>
                    {(marca || p.sku) && (
                      <Text fontSize="xs" color="fg.muted">
                        {[marca, p.sku && `SKU ${p.sku}`].filter(Boolean).join(' — ')}
                      </Text>
                    )}
                  </>
                );
              },
            },
            {
              id: 'tipo',
              rotulo: 'Tipo',
              semQuebra: true,
              valor: (p) => (
                <Badge size="sm" variant="subtle" colorPalette={p.tipo === 'kit' ? 'orange' : 'gray'}>
                  {NOMES_TIPOS_PRODUTO[p.tipo]}
                </Badge>
              ),
            },
            {
              id: 'categoria',
              rotulo: 'Categoria',
              aPartirDe: 'lg',
              valor: (p) => p.categoria?.nome ?? '—',
              noCartao: (p) => p.categoria?.nome ?? null,
            },
            {
              id: 'tecnico',
              rotulo: 'Potência',
              aPartirDe: 'lg',
              semQuebra: true,
              valor: (p) => resumoTecnico(p) ?? '—',
              noCartao: (p) => resumoTecnico(p),
            },
            {
              id: 'saldo',
              rotulo: 'Estoque',
              alinhar: 'end',
              valor: (p) => <Saldo p={p} />,
            },
            {
              id: 'preco',
              rotulo: 'Preço de venda',
              rotuloCurto: 'Preço',
              alinhar: 'end',
              semQuebra: true,
              valor: (p) => (
                <>
                  <Text fontSize="sm">{reais(p.preco_venda_rs)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    Custo {reais(p.custo_rs)}
                  </Text>
                </>
              ),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (p) => (
                <AcoesDoRegistro
                  nome={p.nome}
                  removido={Boolean(p.removido_em)}
                  onRestaurar={
                    pode('produto:edit')
                      ? () => restaurar.mutate(p.uuid, feito('Produto restaurado'))
                      : undefined
                  }
                  onEditar={pode('produto:edit') ? () => props.onEditar(p) : undefined}
                  onRemover={pode('produto:delete') ? () => setRemovendo(p) : undefined}
                >
                  {p.tipo === 'kit'
                    ? pode('componente:edit') && (
                        <IconButton
                          aria-label={`Componentes de ${p.nome}`}
                          title="Componentes do kit"
                          size="xs"
                          variant="ghost"
                          onClick={() => props.onComponentes(p)}
                        >
                          <Boxes />
                        </IconButton>
                      )
                    : pode('estoque:create') && (
                        <IconButton
                          aria-label={`Movimentar estoque de ${p.nome}`}
                          title="Movimentar estoque"
                          size="xs"
                          variant="ghost"
                          onClick={() => props.onMovimentar(p)}
                        >
                          <ArrowLeftRight />
                        </IconButton>
                      )}
                </AcoesDoRegistro>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      <ConfirmarDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Remover produto"
        confirmar="Remover"
        sucesso="Produto removido"
        acao={() => remover.mutateAsync(removendo?.uuid ?? '')}
      >
        <Text>
          Remover <strong>{removendo?.nome}</strong> do catálogo? O histórico do estoque fica guardado e o
          produto pode ser restaurado depois, em “Mostrar removidos”.
        </Text>
      </ConfirmarDialog>
    </Stack>
  );
}
