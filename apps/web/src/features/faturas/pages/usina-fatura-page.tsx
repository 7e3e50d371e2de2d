import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { MESES_ABREV } from '@irradia/shared';
import {
  ETAPAS_INTEGRACAO,
  type ProgressoIntegracao,
  TIPOS_UNIDADE,
} from '@irradia/shared/faturas/faturas.schema';
import { canalEmpresa } from '@irradia/shared/realtime/canais';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Link2, Receipt, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { BarChart } from '../../../components/bar-chart.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useChannel } from '../../../lib/realtime.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import {
  faturasQueries,
  type Integracao,
  useExcluirIntegracao,
  useFaturas,
  useIntegracoes,
  useResumoUsina,
  useSincronizar,
} from '../api.ts';
import { kwh, mesAno, reais } from '../campos.ts';
import { EnviarFaturaDialog } from '../components/enviar-fatura-dialog.tsx';
import { IntegracaoDialog } from '../components/integracao-dialog.tsx';
import { TabelaFaturas } from '../components/tabela-faturas.tsx';

const mesCurto = (mes: string) => `${MESES_ABREV[Number(mes.slice(5, 7)) - 1] ?? mes}/${mes.slice(2, 4)}`;
const COR_ETAPA = {
  autenticando: 'blue',
  importando_faturas: 'blue',
  concluida: 'green',
  falhou: 'red',
} as const;

/** Spec §3: a plant's invoices, its credit balance over time, credits expiring ahead and savings. */
export default function UsinaFaturaPage() {
  const { usina_id } = useParams();
  const empresa = useAppStore((s) => s.company.selected);
  const qc = useQueryClient();
  const { pode } = usePermissoes();
  const resumo = useResumoUsina(usina_id);
  const r = resumo.data?.data;
  usePageTitle(
    r?.usina?.nome ? `Faturas: ${r.usina.nome}` : 'Fatura da usina',
    'Faturas, créditos e economia da usina',
  );
  const [page, setPage] = useState(1);
  const faturas = useFaturas({ usina: usina_id ?? '', unidade: '', mes: '', status: '' }, page, 12);
  const [integrando, setIntegrando] = useState(false);
  const [enviando, setEnviando] = useState(false);

  // An integration running for this plant (here or elsewhere) moves its step and brings invoices.
  useChannel<ProgressoIntegracao | { tipo?: string }>(empresa ? canalEmpresa(empresa.uuid) : null, (m) => {
    if (m.tipo !== 'integracao' || (m as ProgressoIntegracao).usina !== usina_id) return;
    void qc.invalidateQueries({ queryKey: faturasQueries.integracoesTodas() });
    if ((m as ProgressoIntegracao).etapa === 'concluida')
      void qc.invalidateQueries({ queryKey: faturasQueries.todas() });
  });

  if (resumo.isLoading) return <ListLoading />;
  if (resumo.error instanceof ApiError && (resumo.error.status === 404 || resumo.error.status === 422))
    return (
      <ListEmpty
        icon={<Receipt />}
        title="Usina não encontrada"
        description="Ela pode ter sido excluída ou ser de outra empresa."
      />
    );

  const lista = faturas.data?.data ?? [];
  const meses = (r?.meses ?? []).slice(-24);
  const expirando = r?.expirando ?? [];
  const totalExpirando = expirando.reduce((a, e) => a + e.kwh, 0);

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Link asChild colorPalette="orange" fontSize="sm">
          <RouterLink to={`/usinas/${usina_id}`}>Voltar à usina</RouterLink>
        </Link>
        <HStack wrap="wrap">
          {pode('fatura:create') && (
            <Button variant="outline" onClick={() => setEnviando(true)}>
              <FileUp /> Enviar fatura em PDF
            </Button>
          )}
          {pode('integracao:create') && (
            <Button colorPalette="orange" onClick={() => setIntegrando(true)}>
              <Link2 /> Ligar ao aplicativo da concessionária
            </Button>
          )}
        </HStack>
      </HStack>

      <StatGrid
        figuras={[
          ['Economia até hoje', reais(r?.economia_rs ?? 0)],
          ['Saldo de créditos', kwh(r?.saldo_kwh ?? 0)],
          ['A expirar em 12 meses', kwh(totalExpirando)],
          ['Faturas', String(r?.faturas ?? 0)],
        ]}
      />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="sm">Saldo de créditos mês a mês</Heading>
            {meses.length === 0 ? (
              <Text color="fg.muted" py="8" textAlign="center">
                O saldo aparece com as faturas da usina: envie os PDFs ou ligue ao aplicativo da
                concessionária.
              </Text>
            ) : (
              <BarChart
                descricao={`Saldo de créditos de ${mesAno(meses[0]?.mes)} a ${mesAno(meses.at(-1)?.mes)}`}
                testId="grafico-saldo"
                valores={meses.map((m) => ({
                  rotulo: mesCurto(m.mes),
                  valor: Math.max(0, m.saldo_kwh),
                  titulo: `${mesAno(m.mes)}: saldo ${kwh(m.saldo_kwh)}, compensados ${kwh(m.compensada_kwh)}`,
                }))}
              />
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="sm">Créditos que expiram nos próximos meses</Heading>
            {totalExpirando === 0 ? (
              <Text color="fg.muted" py="8" textAlign="center">
                Nenhum crédito expira nos próximos 12 meses.
              </Text>
            ) : (
              <BarChart
                descricao={`Créditos a expirar nos próximos 12 meses: ${kwh(totalExpirando)}`}
                testId="grafico-expirando"
                cor="red.solid"
                valores={expirando.map((e) => ({
                  rotulo: mesCurto(e.mes),
                  valor: e.kwh,
                  titulo: `${mesAno(e.mes)}: ${kwh(e.kwh)} expiram`,
                }))}
              />
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      {(r?.unidades.length ?? 0) > 0 && (
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="sm">Unidades consumidoras</Heading>
            <ListaResponsiva
              rotulo="Unidades consumidoras"
              itens={r?.unidades ?? []}
              chave={(u) => u.unidade?.uuid ?? 'sem-unidade'}
              colunas={[
                {
                  id: 'unidade',
                  rotulo: 'Unidade',
                  cartao: 'titulo',
                  valor: (u) => (
                    <>
                      {u.unidade?.matricula ?? '—'}
                      {u.unidade?.nome && (
                        <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                          {u.unidade.nome}
                        </Text>
                      )}
                    </>
                  ),
                },
                {
                  id: 'tipo',
                  rotulo: 'Tipo',
                  cartao: 'selo',
                  valor: (u) =>
                    u.unidade
                      ? (TIPOS_UNIDADE[u.unidade.tipo as keyof typeof TIPOS_UNIDADE] ?? u.unidade.tipo)
                      : '—',
                },
                {
                  id: 'saldo',
                  rotulo: 'Saldo',
                  alinhar: 'end',
                  semQuebra: true,
                  valor: (u) => kwh(u.saldo_kwh),
                },
                {
                  id: 'expirando',
                  rotulo: 'A expirar (12 meses)',
                  rotuloCurto: 'A expirar',
                  alinhar: 'end',
                  semQuebra: true,
                  aPartirDe: 'md',
                  valor: (u) => kwh(u.expirando.reduce((a, e) => a + e.kwh, 0)),
                },
                {
                  id: 'economia',
                  rotulo: 'Economia',
                  alinhar: 'end',
                  semQuebra: true,
                  valor: (u) => reais(u.economia_rs),
                },
              ]}
            />
          </Card.Body>
        </Card.Root>
      )}

      {usina_id && pode('integracao:view') && (
        <Integracoes usina={usina_id} onNova={() => setIntegrando(true)} />
      )}

      <Card.Root>
        <Card.Body gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Heading size="sm">Faturas da usina</Heading>
            {lista.length > 0 && (
              <Link asChild colorPalette="orange" fontSize="sm">
                <RouterLink to={`/faturas?usina=${usina_id}`}>Filtrar em Faturas</RouterLink>
              </Link>
            )}
          </HStack>
          {faturas.isLoading && <Spinner />}
          {!faturas.isLoading && lista.length === 0 && (
            <Text color="fg.muted">
              Nenhuma fatura desta usina ainda. Envie o PDF de uma fatura ou ligue a usina ao aplicativo da
              concessionária para importar as faturas.
            </Text>
          )}
          {lista.length > 0 && <TabelaFaturas faturas={lista} daUsina />}
          <Pager page={page} lastPage={faturas.data?.meta.last_page ?? 1} onChange={setPage} />
        </Card.Body>
      </Card.Root>

      {usina_id && <IntegracaoDialog usina={usina_id} open={integrando} onOpenChange={setIntegrando} />}
      <EnviarFaturaDialog open={enviando} onOpenChange={setEnviando} />
    </Stack>
  );
}

function Integracoes({ usina, onNova }: { usina: string; onNova(): void }) {
  const { pode } = usePermissoes();
  const { data, isLoading } = useIntegracoes(usina);
  const sincronizar = useSincronizar(usina);
  const excluir = useExcluirIntegracao(usina);
  const lista = data?.data ?? [];

  const acao = (i: Integracao, tipo: 'sincronizar' | 'excluir') =>
    (tipo === 'sincronizar' ? sincronizar : excluir).mutate(i.uuid, {
      onSuccess: () =>
        toaster.create({
          type: 'success',
          title:
            tipo === 'sincronizar'
              ? `Importando de novo as faturas da ${i.concessionaria.sigla}`
              : 'Integração desfeita: as faturas importadas continuam',
        }),
      onError: toastError,
    });

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="sm">Aplicativo da concessionária</Heading>
        {isLoading && <Spinner />}
        {!isLoading && lista.length === 0 && (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text color="fg.muted">
              Ligue a usina ao aplicativo da concessionária para importar as faturas a cada mês, sem enviar
              PDFs.
            </Text>
            {pode('integracao:create') && (
              <Button size="sm" variant="outline" onClick={onNova}>
                <Link2 /> Ligar agora
              </Button>
            )}
          </HStack>
        )}
        {lista.map((i) => (
          <HStack
            key={i.uuid}
            justify="space-between"
            wrap="wrap"
            gap="2"
            borderWidth="1px"
            rounded="md"
            p="3"
            data-testid="integracao"
          >
            <Stack gap="0.5">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{i.concessionaria.sigla}</Text>
                <Badge colorPalette={COR_ETAPA[i.etapa]} variant="subtle">
                  {ETAPAS_INTEGRACAO[i.etapa]}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {i.login} · desde {mesAno(i.importar_desde.slice(0, 7))} · {i.faturas_importadas} fatura(s)
                importada(s)
              </Text>
              {i.mensagem && (
                <Text fontSize="sm" color={i.etapa === 'falhou' ? 'fg.error' : undefined}>
                  {i.mensagem}
                </Text>
              )}
            </Stack>
            <HStack>
              {pode('integracao:edit') && (
                <Button
                  size="xs"
                  variant="outline"
                  disabled={i.etapa === 'autenticando' || i.etapa === 'importando_faturas'}
                  loading={sincronizar.isPending && sincronizar.variables === i.uuid}
                  onClick={() => acao(i, 'sincronizar')}
                >
                  <RefreshCw /> Importar de novo
                </Button>
              )}
              {pode('integracao:delete') && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Desfazer a integração com a ${i.concessionaria.sigla}`}
                  loading={excluir.isPending && excluir.variables === i.uuid}
                  onClick={() => acao(i, 'excluir')}
                >
                  <Trash2 /> Desfazer
                </Button>
              )}
            </HStack>
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
