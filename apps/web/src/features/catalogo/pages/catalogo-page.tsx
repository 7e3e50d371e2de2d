import { Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { Package, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { PedidosLista } from '../../pedidos/components/pedidos-lista.tsx';
import type { Produto } from '../api.ts';
import { CatalogosLista } from '../components/catalogos-lista.tsx';
import { CategoriasLista } from '../components/categorias-lista.tsx';
import { ComponentesKitDialog } from '../components/componentes-kit-dialog.tsx';
import { MovimentoDialog } from '../components/movimento-dialog.tsx';
import { MovimentosLista } from '../components/movimentos-lista.tsx';
import { ProdutoDialog } from '../components/produto-dialog.tsx';
import { ProdutoEmDestaque } from '../components/produto-em-destaque.tsx';
import { ProdutosLista } from '../components/produtos-lista.tsx';

const ABAS = ['produtos', 'estoque', 'categorias', 'catalogos', 'pedidos'] as const;
type Aba = (typeof ABAS)[number];

/**
 * Spec §2 /catalogo (integrador, prestador, distribuidor): the products and kits a company sells,
 * their stock and its history, and the categories they are filed under (`?aba=`).
 */
export default function CatalogoPage() {
  usePageTitle('Catálogo', 'Produtos, kits e estoque');
  const [params, setParams] = useSearchParams();
  // Spec: only a distribuidor publishes catalogues, so only it has that tab.
  const distribuidor = useAppStore((s) => s.company.selected?.tipo === 'distribuidor');
  const pedida = params.get('aba') ?? '';
  const aba: Aba =
    (ABAS as readonly string[]).includes(pedida) && (pedida !== 'catalogos' || distribuidor)
      ? (pedida as Aba)
      : 'produtos';
  const { pode } = usePermissoes();
  const [produto, setProduto] = useState<{ produto: Produto | null; aberto: boolean } | null>(null);
  // A new kit opens its components once the product dialog is gone (two dialogs never overlap).
  const kitNovo = useRef<Produto | null>(null);
  const [kit, setKit] = useState<Produto | null>(null);
  const [movimento, setMovimento] = useState<{ produto: Produto | null } | null>(null);
  const podeCriar = pode('produto:create');
  const destaque = params.get('produto');

  return (
    <ExigeEmpresa
      icone={<Package />}
      descricao="O catálogo pertence a uma empresa integradora, prestadora ou distribuidora. Selecione a empresa no topo da tela."
    >
      <Tabs.Root
        value={aba}
        onValueChange={(e) =>
          setParams(
            (p) => {
              if (e.value === 'produtos') p.delete('aba');
              else p.set('aba', e.value);
              return p;
            },
            { replace: true },
          )
        }
        variant="line"
        colorPalette="orange"
        lazyMount
      >
        <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
          {/* Five tabs outgrow a phone: the list scrolls sideways instead of cutting the last ones. */}
          <Tabs.List maxW="full" overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="produtos">Produtos</Tabs.Trigger>
            <Tabs.Trigger value="estoque">Estoque</Tabs.Trigger>
            <Tabs.Trigger value="categorias">Categorias</Tabs.Trigger>
            {distribuidor && <Tabs.Trigger value="catalogos">Catálogos</Tabs.Trigger>}
            {pode('pedido:view') && <Tabs.Trigger value="pedidos">Pedidos</Tabs.Trigger>}
          </Tabs.List>
          {aba === 'produtos' && podeCriar && (
            <Button colorPalette="orange" onClick={() => setProduto({ produto: null, aberto: true })}>
              <Plus /> Novo produto
            </Button>
          )}
        </HStack>
        <Tabs.Content value="produtos">
          {destaque && (
            <Stack mb="4">
              <ProdutoEmDestaque
                uuid={destaque}
                onMovimentar={(p) => setMovimento({ produto: p })}
                onFechar={() =>
                  setParams(
                    (p) => {
                      p.delete('produto');
                      return p;
                    },
                    { replace: true },
                  )
                }
              />
            </Stack>
          )}
          <ProdutosLista
            onNovo={podeCriar ? () => setProduto({ produto: null, aberto: true }) : undefined}
            onEditar={(p) => setProduto({ produto: p, aberto: true })}
            onComponentes={setKit}
            onMovimentar={(p) => setMovimento({ produto: p })}
          />
        </Tabs.Content>
        <Tabs.Content value="estoque">
          <MovimentosLista onRegistrar={() => setMovimento({ produto: null })} />
        </Tabs.Content>
        <Tabs.Content value="categorias">
          <CategoriasLista />
        </Tabs.Content>
        {distribuidor && (
          <Tabs.Content value="catalogos">
            <CatalogosLista />
          </Tabs.Content>
        )}
        {pode('pedido:view') && (
          <Tabs.Content value="pedidos">
            {/* A distribuidor receives orders; the others place them (their own list on /distribuidores too). */}
            <PedidosLista papel={distribuidor ? 'fornecedor' : 'comprador'} />
          </Tabs.Content>
        )}
      </Tabs.Root>
      {produto && (
        <ProdutoDialog
          key={produto.produto?.uuid ?? 'novo'}
          produto={produto.produto}
          open={produto.aberto}
          onOpenChange={(o) => !o && setProduto((d) => d && { ...d, aberto: false })}
          onSalvo={(p, novo) => {
            // A new kit is empty: its components come next.
            if (novo && p.tipo === 'kit' && pode('componente:edit')) kitNovo.current = p;
          }}
          onExitComplete={() => {
            setProduto(null);
            if (kitNovo.current) setKit(kitNovo.current);
            kitNovo.current = null;
          }}
        />
      )}
      {kit && <ComponentesKitDialog key={kit.uuid} kit={kit} open onOpenChange={(o) => !o && setKit(null)} />}
      {movimento && (
        <MovimentoDialog
          key={movimento.produto?.uuid ?? 'escolher'}
          produto={movimento.produto}
          open
          onOpenChange={(o) => !o && setMovimento(null)}
        />
      )}
    </ExigeEmpresa>
  );
}
