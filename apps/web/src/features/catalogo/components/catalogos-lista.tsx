import { Badge, Box, Button, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react';
import { NOMES_SITUACOES_CATALOGO } from '@irradia/shared/catalogo/catalogos.schema';
import { formatValidade } from '@irradia/shared/format/data';
import { Eye, ListChecks, NotebookTabs, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AcoesDoRegistro } from '../../../components/acoes-do-registro.tsx';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SwitchFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { reais } from '../campos.ts';
import {
  type Catalogo,
  type SituacaoCatalogo,
  useCatalogos,
  usePublicarCatalogo,
  useRemoverCatalogo,
  useRestaurarCatalogo,
} from '../catalogos-api.ts';
import { CatalogoDialog } from './catalogo-dialog.tsx';
import { ItensDoCatalogoDialog } from './itens-do-catalogo-dialog.tsx';

const COR_SITUACAO: Record<SituacaoCatalogo, string> = {
  rascunho: 'gray',
  publicado: 'green',
  agendado: 'blue',
  expirado: 'orange',
};

/** Why a catalogue is (not) seen by buyers, for the badge's title. */
const EXPLICACAO: Record<SituacaoCatalogo, string> = {
  rascunho: 'Só a sua empresa vê este catálogo.',
  publicado: 'Os integradores veem este catálogo hoje.',
  agendado: 'Publicado: os integradores passam a vê-lo no primeiro dia da validade.',
  expirado: 'Publicado, mas a validade acabou: os integradores não o veem mais.',
};

export function SituacaoCatalogoBadge({ situacao }: { situacao: SituacaoCatalogo }) {
  return (
    <Badge
      size="sm"
      variant="subtle"
      colorPalette={COR_SITUACAO[situacao]}
      title={EXPLICACAO[situacao]}
      data-situacao={situacao}
    >
      {NOMES_SITUACOES_CATALOGO[situacao]}
    </Badge>
  );
}

const itensTexto = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

/**
 * A distribuidor's catalogues (/catalogo?aba=catalogos): each one's situation, validity and size;
 * create and edit the header, choose its items and prices, publish or take it down, remove and
 * restore. "Ver como integrador" opens what buyers see of the company.
 */
export function CatalogosLista() {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados({ search: '', removidos: false });
  const { data, isLoading, isError, refetch } = useCatalogos(filtros, page);
  const { pode } = usePermissoes();
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const [dialogo, setDialogo] = useState<{ catalogo: Catalogo | null; aberto: boolean } | null>(null);
  // A new catalogue opens its items once its dialog is gone (two dialogs never overlap).
  const novo = useRef<Catalogo | null>(null);
  const [itens, setItens] = useState<Catalogo | null>(null);
  const [publicando, setPublicando] = useState<Catalogo | null>(null);
  // The confirmation keeps its words while it closes (publicando is already null then).
  const ultimoPublicando = useRef<Catalogo | null>(null);
  if (publicando) ultimoPublicando.current = publicando;
  const pub = publicando ?? ultimoPublicando.current;
  const [removendo, setRemovendo] = useState<Catalogo | null>(null);
  const remover = useRemoverCatalogo();
  const restaurar = useRestaurarCatalogo();
  const publicar = usePublicarCatalogo();
  const lista = data?.data ?? [];
  const podeCriar = pode('catalogo:create');
  const podeEditar = pode('catalogo:edit');

  const botaoPublicar = (c: Catalogo) =>
    podeEditar && (
      <Button
        aria-label={`${c.publicado_em ? 'Despublicar' : 'Publicar'} ${c.nome}`}
        size="xs"
        variant={c.publicado_em ? 'ghost' : 'outline'}
        colorPalette="orange"
        onClick={() => setPublicando(c)}
      >
        {c.publicado_em ? 'Despublicar' : 'Publicar'}
      </Button>
    );

  const acoes = (c: Catalogo, comPublicar: boolean) => (
    <AcoesDoRegistro
      nome={c.nome}
      removido={Boolean(c.removido_em)}
      onRestaurar={podeEditar ? () => restaurar.mutate(c.uuid, feito('Catálogo restaurado')) : undefined}
      onEditar={podeEditar ? () => setDialogo({ catalogo: c, aberto: true }) : undefined}
      onRemover={pode('catalogo:delete') ? () => setRemovendo(c) : undefined}
    >
      {comPublicar && <Box me="1">{botaoPublicar(c)}</Box>}
      {podeEditar && (
        <IconButton
          aria-label={`Itens de ${c.nome}`}
          title="Itens e preços"
          size="xs"
          variant="ghost"
          onClick={() => setItens(c)}
        >
          <ListChecks />
        </IconButton>
      )}
    </AcoesDoRegistro>
  );

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4" wrap="wrap" flex="1">
          <Input
            placeholder="Buscar catálogo"
            aria-label="Buscar catálogo"
            value={filtros.search}
            onChange={(e) => mudar({ search: e.target.value })}
            maxW={{ base: 'full', sm: 'sm' }}
          />
          <SwitchFiltro
            rotulo="Mostrar removidos"
            checked={filtros.removidos}
            onChange={(removidos) => mudar({ removidos })}
          />
        </HStack>
        <HStack gap="2" wrap="wrap">
          {empresa && (
            <Button asChild variant="outline">
              <RouterLink to={`/distribuidores/${empresa}`}>
                <Eye /> Ver como integrador
              </RouterLink>
            </Button>
          )}
          {podeCriar && (
            <Button colorPalette="orange" onClick={() => setDialogo({ catalogo: null, aberto: true })}>
              <Plus /> Novo catálogo
            </Button>
          )}
        </HStack>
      </HStack>
      {isLoading && <ListLoading />}
      {isError && !data && (
        <ListError
          icon={<NotebookTabs />}
          title="Não foi possível carregar os catálogos"
          onRetry={() => void refetch()}
        />
      )}
      {!isLoading && !isError && lista.length === 0 && (
        <ListEmpty
          icon={<NotebookTabs />}
          title={
            filtros.removidos
              ? 'Nenhum catálogo removido'
              : filtrando
                ? 'Nenhum catálogo encontrado'
                : 'Nenhum catálogo ainda'
          }
          description={
            filtrando
              ? undefined
              : 'Monte um catálogo com os seus produtos e kits, com o preço para os integradores e a validade, e publique.'
          }
          action={
            !filtrando && podeCriar ? (
              <Button colorPalette="orange" onClick={() => setDialogo({ catalogo: null, aberto: true })}>
                <Plus /> Novo catálogo
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={filtros.removidos ? 'Catálogos removidos' : 'Catálogos'}
          fundo="bg"
          itens={lista}
          chave={(c) => c.uuid}
          colunas={[
            {
              id: 'nome',
              rotulo: 'Catálogo',
              cartao: 'titulo',
              valor: (c) => (
                <>
                  <Text fontWeight="medium">{c.nome}</Text>
                  {c.descricao && (
                    <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                      {c.descricao}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'situacao',
              rotulo: 'Situação',
              cartao: 'selo',
              semQuebra: true,
              valor: (c) => <SituacaoCatalogoBadge situacao={c.situacao} />,
            },
            {
              id: 'validade',
              rotulo: 'Validade',
              semQuebra: true,
              largo: true,
              valor: (c) => formatValidade(c.valido_de, c.valido_ate),
            },
            {
              id: 'itens',
              rotulo: 'Itens',
              alinhar: 'end',
              semQuebra: true,
              valor: (c) =>
                podeEditar && !c.removido_em ? (
                  <Link asChild colorPalette="orange" variant="underline">
                    <button type="button" onClick={() => setItens(c)}>
                      {itensTexto(c.itens)}
                    </button>
                  </Link>
                ) : (
                  itensTexto(c.itens)
                ),
              noCartao: (c) => itensTexto(c.itens),
            },
            {
              id: 'minimo',
              rotulo: 'Pedido mínimo',
              alinhar: 'end',
              semQuebra: true,
              aPartirDe: 'lg',
              valor: (c) => (c.pedido_minimo_rs > 0 ? reais(c.pedido_minimo_rs) : 'Sem mínimo'),
            },
            {
              // On a phone the card's corner holds the icons; publishing is a field of its own.
              id: 'publicacao',
              rotulo: 'Publicação',
              soNoCartao: true,
              largo: true,
              valor: (c) => (c.removido_em ? null : botaoPublicar(c)),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (c) => acoes(c, true),
              noCartao: (c) => acoes(c, false),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      {dialogo && (
        <CatalogoDialog
          key={dialogo.catalogo?.uuid ?? 'novo'}
          catalogo={dialogo.catalogo}
          open={dialogo.aberto}
          onOpenChange={(o) => !o && setDialogo((d) => d && { ...d, aberto: false })}
          onSalvo={(c, eNovo) => {
            // A new catalogue is empty: its items come next.
            if (eNovo) novo.current = c;
          }}
          onExitComplete={() => {
            setDialogo(null);
            if (novo.current) setItens(novo.current);
            novo.current = null;
          }}
        />
      )}
      {itens && (
        <ItensDoCatalogoDialog
          key={itens.uuid}
          catalogo={itens}
          open
          onOpenChange={(o) => !o && setItens(null)}
        />
      )}
      <ConfirmarDialog
        open={publicando !== null}
        onOpenChange={(o) => !o && setPublicando(null)}
        title={pub?.publicado_em ? 'Despublicar catálogo' : 'Publicar catálogo'}
        confirmar={pub?.publicado_em ? 'Despublicar' : 'Publicar'}
        cor="orange"
        sucesso={pub?.publicado_em ? 'Catálogo despublicado' : 'Catálogo publicado'}
        acao={() => publicar.mutateAsync({ uuid: pub?.uuid ?? '', publicar: !pub?.publicado_em })}
      >
        {pub?.publicado_em ? (
          <Text>
            Os integradores deixam de ver <strong>{pub.nome}</strong> e não podem mais pedir por ele. Os
            pedidos já feitos continuam.
          </Text>
        ) : (
          <Stack gap="2">
            <Text>
              Os integradores passam a ver <strong>{pub?.nome}</strong> com os preços dos seus{' '}
              {itensTexto(pub?.itens ?? 0)} (
              {formatValidade(pub?.valido_de ?? null, pub?.valido_ate ?? null).toLowerCase()}), podem copiar
              os itens e fazer pedidos. O custo e o estoque não aparecem.
            </Text>
            {pub?.itens === 0 && (
              <Text color="orange.fg" fontSize="sm">
                Este catálogo ainda não tem itens.
              </Text>
            )}
          </Stack>
        )}
      </ConfirmarDialog>
      <ConfirmarDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Remover catálogo"
        confirmar="Remover"
        sucesso="Catálogo removido"
        acao={() => remover.mutateAsync(removendo?.uuid ?? '')}
      >
        <Text>
          Remover o catálogo <strong>{removendo?.nome}</strong>? Os integradores deixam de vê-lo; ele pode ser
          restaurado depois, em “Mostrar removidos”.
        </Text>
      </ConfirmarDialog>
    </Stack>
  );
}
