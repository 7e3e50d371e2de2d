import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared';
import { NOMES_TIPOS_MOVIMENTO, type TipoMovimento } from '@irradia/shared/catalogo/estoque.schema';
import { numeroBr } from '@irradia/shared/format/numero';
import { ArrowLeftRight, Download, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { consultaMovimentos, type FiltrosMovimentos, useMovimentos } from '../api.ts';
import { quantidade } from '../campos.ts';
import { BuscaDeProduto } from './busca-de-produto.tsx';

const COR: Record<TipoMovimento, string> = { entrada: 'green', saida: 'red', ajuste: 'blue' };

/** +12 un, −3 un: what a movement did to the balance. */
const variacao = (v: number, unidade: string) =>
  `${v > 0 ? '+' : v < 0 ? '−' : ''}${numeroBr(Math.abs(v), 0, 3)} ${unidade}`;

/**
 * The stock history, newest first: by product and kind, who moved what and why, the balance
 * before and after; the same filters export as CSV.
 */
export function MovimentosLista(props: { onRegistrar?: () => void }) {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados<FiltrosMovimentos>({
    produto: '',
    tipo: '',
  });
  const [produtoNome, setProdutoNome] = useState('');
  const { data, isLoading } = useMovimentos(filtros, page);
  const { pode } = usePermissoes();
  const lista = data?.data ?? [];
  const exportar = () => {
    const q = new URLSearchParams(
      Object.entries(consultaMovimentos(filtros)).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString();
    void baixarArquivo(`estoque/movimentos/exportar${q ? `?${q}` : ''}`, 'movimentos-de-estoque.csv');
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm" maxW="2xl">
          Entradas, saídas e ajustes de cada produto, com o motivo e quem registrou.
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={exportar}>
            <Download /> Exportar CSV
          </Button>
          {props.onRegistrar && pode('estoque:create') && (
            <Button colorPalette="orange" onClick={props.onRegistrar}>
              <Plus /> Registrar movimento
            </Button>
          )}
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" role="group" aria-label="Filtros" maxW="3xl">
        {filtros.produto ? (
          <HStack borderWidth="1px" rounded="l2" px="3" minH="10" justify="space-between" gap="2">
            <Text fontSize="sm" overflowWrap="anywhere">
              {produtoNome}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              aria-label="Ver todos os produtos"
              onClick={() => {
                mudar({ produto: '' });
                setProdutoNome('');
              }}
            >
              <X />
            </Button>
          </HStack>
        ) : (
          <BuscaDeProduto
            rotulo="Filtrar por produto"
            placeholder="Filtrar por produto (nome, modelo ou SKU)"
            semKits
            onEscolher={(p) => {
              mudar({ produto: p.uuid });
              setProdutoNome(p.nome);
            }}
          />
        )}
        <SelectFiltro
          rotulo="Filtrar por tipo de movimento"
          todos="Entradas, saídas e ajustes"
          value={filtros.tipo}
          onChange={(tipo) => mudar({ tipo: tipo as FiltrosMovimentos['tipo'] })}
          opcoes={Object.entries(NOMES_TIPOS_MOVIMENTO)}
        />
      </SimpleGrid>
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<ArrowLeftRight />}
          title={filtrando ? 'Nenhum movimento encontrado' : 'Nenhum movimento de estoque ainda'}
          description={
            filtrando
              ? 'Mude os filtros para ver outros movimentos.'
              : 'Registre a entrada dos produtos que chegam e a saída dos que são vendidos ou instalados.'
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo="Movimentos de estoque"
          fundo="bg"
          itens={lista}
          chave={(m) => m.uuid}
          colunas={[
            {
              id: 'produto',
              rotulo: 'Produto',
              cartao: 'titulo',
              valor: (m) => (
                <>
                  <Text fontWeight="medium">{m.produto.nome}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDataHora(m.criado_em)}
                  </Text>
                </>
              ),
            },
            {
              id: 'tipo',
              rotulo: 'Tipo',
              cartao: 'selo',
              semQuebra: true,
              valor: (m) => (
                <Badge size="sm" colorPalette={COR[m.tipo]}>
                  {NOMES_TIPOS_MOVIMENTO[m.tipo]}
                </Badge>
              ),
            },
            {
              id: 'quantidade',
              rotulo: 'Quantidade',
              alinhar: 'end',
              semQuebra: true,
              valor: (m) => variacao(m.variacao, m.produto.unidade),
            },
            {
              id: 'saldo',
              rotulo: 'Saldo',
              alinhar: 'end',
              semQuebra: true,
              valor: (m) => (
                <>
                  {quantidade(m.saldo_posterior, m.produto.unidade)}
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    antes {quantidade(m.saldo_anterior)}
                  </Text>
                </>
              ),
            },
            { id: 'motivo', rotulo: 'Motivo', largo: true, valor: (m) => m.motivo },
            {
              id: 'usuario',
              rotulo: 'Registrado por',
              rotuloCurto: 'Por',
              aPartirDe: 'lg',
              valor: (m) => m.usuario?.nome ?? '—',
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}
