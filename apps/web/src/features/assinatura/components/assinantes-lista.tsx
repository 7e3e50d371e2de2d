import { Badge, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { CICLOS, type Ciclo, STATUS_DE_ASSINATURA } from '@irradia/shared/assinaturas/assinaturas.schema';
import { BadgeCheck, Plus, SlidersHorizontal, Users } from 'lucide-react';
import { useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import {
  type AssinaturaDeEmpresa,
  type FiltrosAssinantes,
  useAssinantes,
  useBaixarCobranca,
} from '../api.ts';
import { statusDaAssinatura } from '../campos.ts';
import { AjusteDialog } from './ajuste-dialog.tsx';
import { NovaAssinaturaDialog } from './nova-assinatura-dialog.tsx';

const INICIAIS: FiltrosAssinantes = { search: '', status: '' };

/** `sistema`: every company's subscription, the monthly recurring revenue, adjustments by hand. */
export function AssinantesLista() {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const assinantes = useAssinantes(filtros, page);
  const { pode } = usePermissoes();
  const [ajustando, setAjustando] = useState<AssinaturaDeEmpresa | null>(null);
  const [nova, setNova] = useState(false);
  const [baixando, setBaixando] = useState<AssinaturaDeEmpresa | null>(null);
  const baixar = useBaixarCobranca();
  const lista = assinantes.data?.data ?? [];

  return (
    <Stack gap="4">
      <StatGrid
        figuras={[
          ['Receita recorrente mensal', assinantes.data ? formatMoeda(assinantes.data.mrr_rs) : '—', 'mrr'],
          ['Assinaturas', assinantes.data ? String(assinantes.data.meta.total) : '—', 'total-de-assinaturas'],
        ]}
      />
      <HStack gap="3" wrap="wrap">
        {pode('assinatura:create') && (
          <Button colorPalette="orange" onClick={() => setNova(true)} order={{ sm: 1 }} ms={{ sm: 'auto' }}>
            <Plus /> Registrar assinatura
          </Button>
        )}
        <Input
          placeholder="Buscar empresa"
          aria-label="Buscar empresa"
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          maxW={{ base: 'full', sm: 'sm' }}
        />
        <SelectFiltro
          rotulo="Filtrar por situação"
          todos="Todas as situações"
          value={filtros.status}
          onChange={(status) => mudar({ status: status as FiltrosAssinantes['status'] })}
          opcoes={Object.entries(STATUS_DE_ASSINATURA)}
          maxW={{ base: 'full', sm: '64' }}
        />
      </HStack>
      {assinantes.isLoading && <ListLoading />}
      {assinantes.isError && (
        <ListError
          icon={<Users />}
          title="Não foi possível carregar as assinaturas"
          onRetry={() => void assinantes.refetch()}
        />
      )}
      {assinantes.isSuccess && lista.length === 0 && (
        <ListEmpty
          icon={<Users />}
          title={filtrando ? 'Nenhuma assinatura encontrada' : 'Nenhuma empresa assinou ainda'}
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo="Assinaturas das empresas"
          fundo="bg"
          itens={lista}
          chave={(a) => a.uuid}
          colunas={[
            {
              id: 'empresa',
              rotulo: 'Empresa',
              cartao: 'titulo',
              valor: (a) => <Text fontWeight="medium">{a.empresa.nome}</Text>,
            },
            {
              id: 'plano',
              rotulo: 'Plano',
              valor: (a) => `${a.plano.nome} · ${CICLOS[a.ciclo as Ciclo] ?? a.ciclo}`,
            },
            {
              id: 'status',
              rotulo: 'Situação',
              cartao: 'selo',
              valor: (a) => {
                const s = statusDaAssinatura(a.status);
                return (
                  <HStack gap="1" wrap="wrap">
                    <Badge colorPalette={s.cor} variant="subtle">
                      {s.rotulo}
                    </Badge>
                    {a.bloqueada && (
                      <Badge colorPalette="red" variant="outline">
                        Somente leitura
                      </Badge>
                    )}
                    {a.cancelar_no_fim && a.status !== 'cancelada' && (
                      <Badge colorPalette="gray" variant="outline">
                        Cancela no fim
                      </Badge>
                    )}
                  </HStack>
                );
              },
            },
            {
              id: 'fim',
              rotulo: 'Fim do período',
              semQuebra: true,
              valor: (a) => formatData(a.periodo_fim),
            },
            {
              id: 'mrr',
              rotulo: 'MRR',
              alinhar: 'end',
              semQuebra: true,
              valor: (a) => formatMoeda(a.mrr_rs),
            },
            pode('assinatura:create') && {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              valor: (a) => (
                <HStack gap="1" justify="end">
                  {a.cobranca_pendente && (
                    <IconButton
                      aria-label={`Marcar como paga a cobrança de ${a.empresa.nome}`}
                      title="Marcar cobrança como paga"
                      size="xs"
                      variant="ghost"
                      onClick={() => setBaixando(a)}
                    >
                      <BadgeCheck />
                    </IconButton>
                  )}
                  <IconButton
                    aria-label={`Ajustar assinatura de ${a.empresa.nome}`}
                    title="Ajustar"
                    size="xs"
                    variant="ghost"
                    onClick={() => setAjustando(a)}
                  >
                    <SlidersHorizontal />
                  </IconButton>
                </HStack>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={assinantes.data?.meta.last_page ?? 1} onChange={setPage} />
      <ConfirmarDialog
        open={baixando !== null}
        onOpenChange={(aberto) => !aberto && setBaixando(null)}
        title="Marcar cobrança como paga"
        confirmar="Marcar como paga"
        sucesso="Cobrança marcada como paga"
        acao={() => baixar.mutateAsync(baixando?.cobranca_pendente?.uuid ?? '')}
      >
        {baixando?.cobranca_pendente && (
          <Text>
            A cobrança de {formatMoeda(baixando.cobranca_pendente.valor_rs)} de {baixando.empresa.nome}, com
            vencimento em {formatData(baixando.cobranca_pendente.vencimento)}, foi paga fora do gateway. A
            assinatura fica ativa pelo período que ela paga.
          </Text>
        )}
      </ConfirmarDialog>
      {nova && <NovaAssinaturaDialog open onOpenChange={setNova} />}
      {ajustando && (
        <AjusteDialog
          key={ajustando.uuid}
          assinatura={ajustando}
          open
          onOpenChange={(o) => !o && setAjustando(null)}
        />
      )}
    </Stack>
  );
}
