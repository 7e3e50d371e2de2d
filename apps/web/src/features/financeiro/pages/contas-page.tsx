import { Box, Button, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatData, formatMoeda, formatPercentual } from '@irradia/shared';
import {
  type Carteira,
  type Conta,
  type Forma,
  TIPOS_DE_CONTA,
  TIPOS_DE_FORMA,
} from '@irradia/shared/financeiro/cadastros.schema';
import { Landmark, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AcoesDoRegistro } from '../../../components/acoes-do-registro.tsx';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { type Coluna, ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SwitchFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { feito } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { type Cadastro, useCadastro, useRemoverCadastro, useRestaurarCadastro } from '../api.ts';
import { CarteiraDialog } from '../components/carteira-dialog.tsx';
import { ContaDialog } from '../components/conta-dialog.tsx';
import { FormaDialog } from '../components/forma-dialog.tsx';

type Registro = Conta | Carteira | Forma;

/** What each tab calls its records, and the permission resource behind it. */
const NOMES: Record<Cadastro, { um: string; varios: string; novo: string; recurso: string; vazio: string }> =
  {
    contas: {
      um: 'Conta',
      varios: 'Contas',
      novo: 'Nova conta',
      recurso: 'conta',
      vazio: 'Cadastre as contas bancárias e o caixa: os pagamentos movem o saldo delas.',
    },
    carteiras: {
      um: 'Carteira',
      varios: 'Carteiras',
      novo: 'Nova carteira',
      recurso: 'carteira',
      vazio: 'Carteiras separam o resultado por linha de negócio ou centro de custo.',
    },
    formas: {
      um: 'Forma',
      varios: 'Formas de pagamento',
      novo: 'Nova forma',
      recurso: 'forma',
      vazio: 'Pix, boleto, cartão: com as taxas e o prazo de cada uma.',
    },
  };

const textoMuted = (t: ReactNode) => (
  <Text fontSize="xs" color="fg.muted">
    {t}
  </Text>
);

function colunasDe(cadastro: Cadastro): Coluna<Registro>[] {
  if (cadastro === 'contas')
    return [
      {
        id: 'nome',
        rotulo: 'Conta',
        cartao: 'titulo',
        valor: (r) => {
          const c = r as Conta;
          return (
            <>
              <Text fontWeight="medium">{c.nome}</Text>
              {textoMuted(TIPOS_DE_CONTA[c.tipo as keyof typeof TIPOS_DE_CONTA] ?? c.tipo)}
            </>
          );
        },
      },
      {
        id: 'banco',
        rotulo: 'Banco / agência / número',
        rotuloCurto: 'Banco',
        aPartirDe: 'md',
        valor: (r) => {
          const c = r as Conta;
          return [c.banco, c.agencia, c.numero].filter(Boolean).join(' / ') || '—';
        },
      },
      {
        id: 'inicial',
        rotulo: 'Saldo inicial',
        aPartirDe: 'lg',
        alinhar: 'end',
        semQuebra: true,
        valor: (r) => {
          const c = r as Conta;
          return (
            <>
              {formatMoeda(c.saldo_inicial_rs)}
              {textoMuted(`em ${formatData(c.saldo_inicial_em)}`)}
            </>
          );
        },
      },
      {
        id: 'saldo',
        rotulo: 'Saldo atual',
        alinhar: 'end',
        semQuebra: true,
        valor: (r) => {
          const c = r as Conta;
          return (
            <Text as="span" fontWeight="medium" color={c.saldo_rs < 0 ? 'fg.error' : undefined}>
              {formatMoeda(c.saldo_rs)}
            </Text>
          );
        },
      },
    ];
  if (cadastro === 'carteiras')
    return [
      {
        id: 'nome',
        rotulo: 'Carteira',
        cartao: 'titulo',
        valor: (r) => {
          const c = r as Carteira;
          return (
            <HStack gap="2">
              {c.cor && <Box boxSize="3" rounded="full" bg={c.cor} aria-hidden />}
              <Text fontWeight="medium">{c.nome}</Text>
            </HStack>
          );
        },
      },
      { id: 'descricao', rotulo: 'Descrição', largo: true, valor: (r) => (r as Carteira).descricao ?? '—' },
    ];
  return [
    {
      id: 'nome',
      rotulo: 'Forma',
      cartao: 'titulo',
      valor: (r) => {
        const f = r as Forma;
        return (
          <>
            <Text fontWeight="medium">{f.nome}</Text>
            {textoMuted(TIPOS_DE_FORMA[f.tipo as keyof typeof TIPOS_DE_FORMA] ?? f.tipo)}
          </>
        );
      },
    },
    {
      id: 'taxas',
      rotulo: 'Taxas',
      semQuebra: true,
      valor: (r) => {
        const f = r as Forma;
        return `${formatPercentual(f.taxa_percentual)} + ${formatMoeda(f.taxa_fixa_rs)}`;
      },
    },
    {
      id: 'prazo',
      rotulo: 'Prazo',
      semQuebra: true,
      valor: (r) => {
        const d = (r as Forma).prazo_dias;
        return d === 0 ? 'Na hora' : `${d} dia${d === 1 ? '' : 's'}`;
      },
    },
    {
      id: 'conta',
      rotulo: 'Conta de destino',
      aPartirDe: 'md',
      valor: (r) => (r as Forma).conta?.nome ?? '—',
    },
  ];
}

function Lista(props: { cadastro: Cadastro; onEditar(r: Registro): void }) {
  const nomes = NOMES[props.cadastro];
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados({ search: '', removidos: false });
  const consulta = useCadastro(props.cadastro, { ...filtros, page });
  const { pode } = usePermissoes();
  const remover = useRemoverCadastro(props.cadastro);
  const restaurar = useRestaurarCadastro(props.cadastro);
  const lista: Registro[] = consulta.data?.data ?? [];
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap">
        <Input
          placeholder="Buscar pelo nome"
          aria-label={`Buscar em ${nomes.varios.toLowerCase()}`}
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          maxW="sm"
        />
        <SwitchFiltro
          rotulo="Mostrar removidas"
          checked={filtros.removidos}
          onChange={(removidos) => mudar({ removidos })}
        />
      </HStack>
      {consulta.isLoading && <ListLoading />}
      {consulta.isError && !consulta.data && (
        <ListError
          icon={<Landmark />}
          title={`Não foi possível carregar ${nomes.varios.toLowerCase()}`}
          onRetry={() => void consulta.refetch()}
        />
      )}
      {consulta.isSuccess && lista.length === 0 && (
        <ListEmpty
          icon={<Landmark />}
          title={filtrando ? 'Nada encontrado' : `Nenhum cadastro em ${nomes.varios.toLowerCase()}`}
          description={filtrando ? undefined : nomes.vazio}
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva<Registro>
          rotulo={nomes.varios}
          fundo="bg"
          itens={lista}
          chave={(r) => r.uuid}
          colunas={[
            ...colunasDe(props.cadastro),
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (r) => (
                <AcoesDoRegistro
                  nome={r.nome}
                  removido={r.removido_em !== null}
                  onEditar={pode(`${nomes.recurso}:edit`) ? () => props.onEditar(r) : undefined}
                  onRemover={
                    pode(`${nomes.recurso}:delete`)
                      ? () => remover.mutate(r.uuid, feito(`${nomes.um} removida`))
                      : undefined
                  }
                  onRestaurar={
                    pode(`${nomes.recurso}:edit`)
                      ? () => restaurar.mutate(r.uuid, feito(`${nomes.um} restaurada`))
                      : undefined
                  }
                />
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={consulta.data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}

const ABAS: Cadastro[] = ['contas', 'carteiras', 'formas'];

/** /financeiro/contas: bank accounts and cash, wallets and payment methods (decision 040). */
export default function ContasPage() {
  usePageTitle('Contas', 'Contas bancárias, carteiras e formas de pagamento');
  const [params, setParams] = useSearchParams();
  const aba = ABAS.find((a) => a === params.get('aba')) ?? 'contas';
  const { pode } = usePermissoes();
  const [aberto, setAberto] = useState<{ cadastro: Cadastro; registro: Registro | null } | null>(null);
  const fechar = (open: boolean) => {
    if (!open) setAberto(null);
  };
  return (
    <ExigeEmpresa
      icone={<Landmark />}
      descricao="As contas pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      <Tabs.Root
        value={aba}
        onValueChange={(e) => setParams(e.value === 'contas' ? {} : { aba: e.value }, { replace: true })}
        variant="line"
        colorPalette="orange"
        lazyMount
        unmountOnExit
      >
        <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
          <Tabs.List>
            {ABAS.map((a) => (
              <Tabs.Trigger key={a} value={a}>
                {NOMES[a].varios}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {pode(`${NOMES[aba].recurso}:create`) && (
            <Button colorPalette="orange" onClick={() => setAberto({ cadastro: aba, registro: null })}>
              <Plus /> {NOMES[aba].novo}
            </Button>
          )}
        </HStack>
        {ABAS.map((a) => (
          <Tabs.Content key={a} value={a}>
            <Lista cadastro={a} onEditar={(registro) => setAberto({ cadastro: a, registro })} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {aberto?.cadastro === 'contas' && (
        <ContaDialog conta={aberto.registro as Conta | null} open onOpenChange={fechar} />
      )}
      {aberto?.cadastro === 'carteiras' && (
        <CarteiraDialog carteira={aberto.registro as Carteira | null} open onOpenChange={fechar} />
      )}
      {aberto?.cadastro === 'formas' && (
        <FormaDialog forma={aberto.registro as Forma | null} open onOpenChange={fechar} />
      )}
    </ExigeEmpresa>
  );
}
