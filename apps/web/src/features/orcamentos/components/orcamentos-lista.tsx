import { Badge, Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda, formatTelefone } from '@irradia/shared';
import { FileSignature, FileText, Plus, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { type Etapa, type FiltrosOrcamentos, useOrcamentos } from '../api.ts';
import { nomeDoNegocio, statusDoOrcamento } from '../campos.ts';

const INICIAIS: FiltrosOrcamentos = { search: '', status: '' };

export function StatusOrcamento({ status }: { status: string }) {
  const s = statusDoOrcamento(status);
  return (
    <Badge size="sm" colorPalette={s.cor} variant="subtle" data-status={status}>
      {s.rotulo}
    </Badge>
  );
}

/** What the list of each stage says (its screen: /orcamentos, /contratos, /vendas). */
const TEXTOS: Record<
  Etapa,
  {
    titulo: string;
    coluna: string;
    contagem(n: number): string;
    busca: string;
    erro: string;
    nenhum: string;
    nenhumAchado: string;
    comoComecar: string;
    icone: ReactNode;
  }
> = {
  orcamento: {
    titulo: 'Orçamentos',
    coluna: 'Orçamento',
    contagem: (n) => (n === 1 ? '1 orçamento' : `${n} orçamentos`),
    busca: 'Buscar orçamento',
    erro: 'Não foi possível carregar os orçamentos',
    nenhum: 'Nenhum orçamento ainda',
    nenhumAchado: 'Nenhum orçamento encontrado',
    comoComecar:
      'Crie um orçamento para um cliente ou um contato e monte a proposta: consumo, sistema, preço e retorno.',
    icone: <FileText />,
  },
  contrato: {
    titulo: 'Contratos',
    coluna: 'Contrato',
    contagem: (n) => (n === 1 ? '1 contrato' : `${n} contratos`),
    busca: 'Buscar contrato',
    erro: 'Não foi possível carregar os contratos',
    nenhum: 'Nenhum contrato ainda',
    nenhumAchado: 'Nenhum contrato encontrado',
    comoComecar: 'Quando o cliente aceitar uma proposta, gere o contrato no orçamento com "Gerar contrato".',
    icone: <FileSignature />,
  },
  venda: {
    titulo: 'Vendas',
    coluna: 'Venda',
    contagem: (n) => (n === 1 ? '1 venda' : `${n} vendas`),
    busca: 'Buscar venda',
    erro: 'Não foi possível carregar as vendas',
    nenhum: 'Nenhuma venda ainda',
    nenhumAchado: 'Nenhuma venda encontrada',
    comoComecar: 'Quando um contrato for assinado, registre a venda na página do contrato.',
    icone: <ShoppingCart />,
  },
};

const CAMINHO: Record<Etapa, string> = { orcamento: '/orcamentos', contrato: '/contratos', venda: '/vendas' };

/**
 * The company's deals in one stage: número, customer or lead, status, total and last change; each
 * opens its stage's page (the proposal, the contract, the sale). `status`: the stage's statuses to
 * filter by, as a select.
 */
export function NegociosLista(props: {
  etapa: Etapa;
  onNovo?: () => void;
  status?: ReadonlyArray<readonly [string, string]>;
}) {
  const t = TEXTOS[props.etapa];
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const { data, isLoading, isError, refetch } = useOrcamentos(props.etapa, filtros, page);
  const lista = data?.data ?? [];

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Input
          placeholder="Buscar por número, cliente ou contato"
          aria-label={t.busca}
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          maxW={{ md: 'md' }}
        />
        {props.status && (
          <SelectFiltro
            rotulo="Situação"
            todos="Todas as situações"
            value={filtros.status}
            onChange={(status) => mudar({ status })}
            opcoes={props.status}
            maxW={{ md: '64' }}
          />
        )}
        {data && (
          <Text color="fg.muted" fontSize="sm" ms={{ md: 'auto' }}>
            {t.contagem(data.meta.total)}
          </Text>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {isError && !data && <ListError icon={t.icone} title={t.erro} onRetry={() => void refetch()} />}
      {data && lista.length === 0 && (
        <ListEmpty
          icon={t.icone}
          title={filtrando ? t.nenhumAchado : t.nenhum}
          description={filtrando ? 'Mude a busca ou os filtros para ver outros.' : t.comoComecar}
          action={
            filtrando ? (
              <Button variant="outline" onClick={() => mudar(INICIAIS)}>
                Limpar filtros
              </Button>
            ) : props.onNovo ? (
              <Button colorPalette="orange" onClick={props.onNovo}>
                <Plus /> Novo orçamento
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={t.titulo}
          fundo="bg"
          itens={lista}
          chave={(o) => o.uuid}
          colunas={[
            {
              id: 'negocio',
              rotulo: t.coluna,
              cartao: 'titulo',
              valor: (o) => (
                <Stack gap="0.5">
                  <Link asChild colorPalette="orange" fontWeight="medium">
                    <RouterLink to={`${CAMINHO[props.etapa]}/${o.uuid}`}>
                      #{o.numero} · {nomeDoNegocio(o)}
                    </RouterLink>
                  </Link>
                  {o.lead && (
                    <HStack gap="2" fontSize="xs" color="fg.muted">
                      <Badge size="xs" variant="outline" colorPalette="blue">
                        Contato
                      </Badge>
                      <Text>{formatTelefone(o.lead.telefone)}</Text>
                    </HStack>
                  )}
                </Stack>
              ),
            },
            {
              id: 'status',
              rotulo: 'Situação',
              cartao: 'selo',
              semQuebra: true,
              valor: (o) => <StatusOrcamento status={o.status} />,
            },
            {
              id: 'total',
              rotulo: 'Total',
              alinhar: 'end',
              semQuebra: true,
              valor: (o) => (o.total_rs > 0 ? formatMoeda(o.total_rs) : '—'),
            },
            {
              id: 'atualizado',
              rotulo: 'Atualizado em',
              rotuloCurto: 'Atualizado',
              alinhar: 'end',
              semQuebra: true,
              valor: (o) => formatData(o.atualizado_em),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}
