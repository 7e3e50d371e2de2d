import { Badge, Button, Card, Heading, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { formatEnergia, formatMoeda, formatPercentual, formatPotencia } from '@irradia/shared';
import { formatData, formatDataHora } from '@irradia/shared/format/data';
import { ArrowRightLeft, FileDown, FileUp, Pencil, Plus, Receipt, Sun } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmTypingDialog } from '../../../components/confirm-typing-dialog.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type UsinaDetalhe, useExcluirUsina, useUsina } from '../api.ts';
import { AdicionarInversorDialog } from '../components/adicionar-inversor-dialog.tsx';
import { EditarUsinaDialog } from '../components/editar-usina-dialog.tsx';
import { GraficoGeracao } from '../components/grafico-geracao.tsx';
import { ImportarGeracaoDialog } from '../components/importar-geracao-dialog.tsx';
import { ProjetoDaUsina } from '../components/projeto-da-usina.tsx';
import { TransferirDialog } from '../components/transferir-dialog.tsx';

const kwh = (v: number | null) => (v === null ? '—' : formatEnergia(v * 1000));

/** The month's performance, or what is missing to compute it. */
function desempenhoNoMes(u: UsinaDetalhe): string {
  if (u.desempenho_mes_pct !== null) return `${formatPercentual(u.desempenho_mes_pct)} do esperado`;
  if (!u.cidade) return 'Informe a cidade';
  if (!u.potencia_kwp) return 'Informe a potência';
  if (u.esperado_mes_kwh === null) return 'Cidade sem irradiação';
  return 'Sem geração no mês';
}

export default function UsinaPage() {
  const { usina_id } = useParams();
  const { data, isLoading, error } = useUsina(usina_id);
  const u = data?.data;
  usePageTitle(u?.nome ?? 'Usina', 'Geração, inversores e desempenho');
  const { pode } = usePermissoes();
  const excluir = useExcluirUsina();
  const navigate = useNavigate();
  const [transferindo, setTransferindo] = useState<{ uuid: string; nome: string } | null>(null);
  const [editando, setEditando] = useState(false);
  const [adicionandoInversor, setAdicionandoInversor] = useState(false);
  // `?importar=geracao`: the plant was just registered to receive its portal export (wizard).
  const [busca, setBusca] = useSearchParams();
  const [importandoGeracao, setImportandoGeracaoAberto] = useState(busca.get('importar') === 'geracao');
  const setImportandoGeracao = (aberto: boolean) => {
    setImportandoGeracaoAberto(aberto);
    if (!aberto && busca.has('importar')) setBusca({}, { replace: true });
  };

  if (isLoading) return <ListLoading />;
  // A malformed id in the address (422) is as absent as another company's plant (404).
  if (error instanceof ApiError && (error.status === 404 || error.status === 422))
    return (
      <ListEmpty
        icon={<Sun />}
        title="Usina não encontrada"
        description="Ela pode ter sido excluída ou ser de outra empresa."
      />
    );
  if (!u) return null;

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="3" rowGap="1" wrap="wrap" minW="0">
          <StatusBadge status={u.status} />
          {u.status_motivo && <Text fontSize="sm">{u.status_motivo}</Text>}
          {u.cidade && (
            <Text fontSize="sm" color="fg.muted">
              {u.cidade.nome} - {u.cidade.uf}
            </Text>
          )}
          {u.cliente && <Text fontSize="sm">Cliente: {u.cliente.nome}</Text>}
          {u.tags.map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
          <Text color="fg.muted" fontSize="sm">
            {u.ultima_leitura_em
              ? `Dados de ${formatDataHora(u.ultima_leitura_em, { fuso: u.fuso_horario })}`
              : 'Sem leituras ainda'}
          </Text>
        </HStack>
        <HStack wrap="wrap">
          {pode('usina:edit') && (
            <Button variant="outline" onClick={() => setEditando(true)}>
              <Pencil /> Editar
            </Button>
          )}
          {pode('usina:edit') && (
            <Button variant="outline" onClick={() => setImportandoGeracao(true)}>
              <FileUp /> Importar geração
            </Button>
          )}
          {pode('fatura:view') && (
            <Button asChild variant="outline">
              <RouterLink to={`/usinas/${u.uuid}/fatura`}>
                <Receipt /> Faturas e créditos
              </RouterLink>
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => void baixarArquivo(`usinas/${u.uuid}/relatorio`, 'relatorio.pdf')}
          >
            <FileDown /> Relatório PDF
          </Button>
          {pode('usina:delete') && (
            <ConfirmTypingDialog
              trigger="Excluir usina"
              title="Excluir a usina?"
              instruction={
                <>
                  A usina <b>{u.nome}</b>, seus inversores e o histórico de geração serão apagados. Digite o
                  nome da usina para confirmar.
                </>
              }
              label="Nome da usina"
              field="nome"
              submit="Excluir"
              confirm={async (nome) => {
                await excluir.mutateAsync({ uuid: u.uuid, nome });
                toaster.create({ type: 'success', title: 'Usina excluída' });
                navigate('/usinas');
              }}
            />
          )}
        </HStack>
      </HStack>
      <StatGrid
        destaque
        figuras={[
          ['Potência agora', formatPotencia(u.potencia_atual_w) || '—'],
          ['Geração hoje', kwh(u.energia_hoje_kwh)],
          ['Geração no mês', kwh(u.energia_mes_kwh)],
          ['Geração no ano', kwh(u.energia_ano_kwh)],
          ['Desempenho no mês', desempenhoNoMes(u)],
          ['Geração total', kwh(u.energia_total_kwh)],
          ['Média mensal (12 meses)', kwh(u.geracao_media_kwh)],
          [
            'Rendimento (365 dias)',
            u.rendimento_kwh_kwp === null ? '—' : `${u.rendimento_kwh_kwp.toLocaleString('pt-BR')} kWh/kWp`,
          ],
          ['Consumo médio', u.consumo_medio_kwh === null ? '—' : kwh(u.consumo_medio_kwh)],
          ['Investimento', u.investimento === null ? '—' : formatMoeda(u.investimento)],
        ]}
      />
      <GraficoGeracao key={u.uuid} usina={u.uuid} fuso={u.fuso_horario} />
      <ProjetoDaUsina key={`projeto-${u.uuid}`} usina={u.uuid} podeVerVenda={pode('pedido:view')} />
      <Card.Root>
        <Card.Body gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Heading size="sm">Inversores ({u.inversores.length})</Heading>
            {pode('inversor:create') && (
              <Button size="sm" variant="outline" onClick={() => setAdicionandoInversor(true)}>
                <Plus /> Adicionar inversor
              </Button>
            )}
          </HStack>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Inversor</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Fabricante</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">Número de série</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="lg">Início da geração</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Capacidade</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Agora</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Hoje</Table.ColumnHeader>
                  {pode('inversor:edit') && <Table.ColumnHeader w="1" />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {u.inversores.map((i) => (
                  <Table.Row key={i.uuid}>
                    <Table.Cell>{i.nome}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={i.status} />
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{i.fabricante.nome}</Table.Cell>
                    <Table.Cell hideBelow="md">{i.serial}</Table.Cell>
                    <Table.Cell hideBelow="lg">{formatData(i.inicio_geracao) || '—'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {i.capacidade_kwp === null ? '—' : formatPotencia(i.capacidade_kwp * 1000, 'Wp')}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatPotencia(i.potencia_atual_w) || '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{kwh(i.energia_hoje_kwh)}</Table.Cell>
                    {pode('inversor:edit') && (
                      <Table.Cell>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Transferir ${i.nome}`}
                          title="Transferir para outra usina"
                          onClick={() => setTransferindo({ uuid: i.uuid, nome: i.nome })}
                        >
                          <ArrowRightLeft />
                        </IconButton>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
      {importandoGeracao && (
        <ImportarGeracaoDialog usina={u.uuid} open={importandoGeracao} onOpenChange={setImportandoGeracao} />
      )}
      {editando && <EditarUsinaDialog usina={u} open={editando} onOpenChange={setEditando} />}
      <AdicionarInversorDialog
        usina={u.uuid}
        open={adicionandoInversor}
        onOpenChange={setAdicionandoInversor}
      />
      <TransferirDialog inversor={transferindo} usinaAtual={u.uuid} onClose={() => setTransferindo(null)} />
    </Stack>
  );
}
