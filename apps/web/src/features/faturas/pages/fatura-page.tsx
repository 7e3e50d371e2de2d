import {
  Badge,
  Button,
  Card,
  CloseButton,
  DataList,
  Dialog,
  Heading,
  HStack,
  Link,
  List,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { STATUS_FATURA, type StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { AlertTriangle, CheckCircle2, FileDown, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type FaturaDetalhe, useEditarFatura, useExcluirFatura, useFatura } from '../api.ts';
import {
  CAMPOS,
  CAMPOS_NUMERICOS,
  COR_STATUS,
  dataBr,
  formatar,
  kwh,
  mesAno,
  ORIGENS,
  reais,
} from '../campos.ts';

const REGRAS: Record<string, string> = {
  modalidade_gd: 'Modalidade de GD (Lei 14.300)',
  fio_b: 'Fio B',
  custo_disponibilidade: 'Custo de disponibilidade',
  disponibilidade_em_dobro: 'Disponibilidade cobrada em dobro',
  compensacao: 'Compensação dos créditos',
  total: 'Valor total',
};
const num = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { maximumFractionDigits: 4 });

/** Spec §3: one invoice with every field, the month's credits, the savings and the audit. */
export default function FaturaPage() {
  const { fatura_id } = useParams();
  const { data, isLoading, error } = useFatura(fatura_id);
  const f = data?.data;
  usePageTitle(
    f ? `Fatura de ${mesAno(f.mes_referencia)}` : 'Fatura',
    f?.unidade
      ? `Unidade ${f.unidade.matricula}${f.usina ? ` · ${f.usina.nome}` : ''}`
      : 'Detalhes da fatura',
  );

  if (isLoading) return <ListLoading />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 422))
    return (
      <ListEmpty
        icon={<Receipt />}
        title="Fatura não encontrada"
        description="Ela pode ter sido excluída ou ser de outra empresa. Volte à lista de faturas."
        action={
          <Button asChild variant="outline">
            <RouterLink to="/faturas">Ver faturas</RouterLink>
          </Button>
        }
      />
    );
  if (!f) return null;
  return <Detalhe f={f} />;
}

function Detalhe({ f }: { f: FaturaDetalhe }) {
  const { pode } = usePermissoes();
  const editar = useEditarFatura(f.uuid);
  const c = f.creditos;

  function mudarStatus(status: StatusFatura) {
    editar.mutate(
      { status },
      {
        onSuccess: () =>
          toaster.create({ type: 'success', title: `Fatura marcada como ${STATUS_FATURA[status]}` }),
        onError: toastError,
      },
    );
  }

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={COR_STATUS[f.status]} variant="subtle">
            {STATUS_FATURA[f.status]}
          </Badge>
          {f.concessionaria && <Badge variant="outline">{f.concessionaria.sigla}</Badge>}
          {f.unidade?.gd && <Badge variant="outline">{f.unidade.gd}</Badge>}
          <Text fontSize="sm" color="fg.muted">
            {ORIGENS[f.origem] ?? f.origem} · vence em {dataBr(f.vencimento)}
          </Text>
          {f.usina && (
            <Link asChild colorPalette="orange" fontSize="sm">
              <RouterLink to={`/usinas/${f.usina.uuid}/fatura`}>Faturas da usina {f.usina.nome}</RouterLink>
            </Link>
          )}
        </HStack>
        <HStack wrap="wrap">
          {pode('fatura:edit') && (
            <NativeSelect.Root size="sm" w="44" disabled={editar.isPending}>
              <NativeSelect.Field
                aria-label="Mudar a situação da fatura"
                value={f.status}
                onChange={(e) => mudarStatus(e.target.value as StatusFatura)}
              >
                {Object.entries(STATUS_FATURA).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          {f.pdf_url && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void baixarArquivo(`faturas/${f.uuid}/pdf`, `fatura-${f.mes_referencia}.pdf`)}
            >
              <FileDown /> Baixar PDF
            </Button>
          )}
          {pode('fatura:delete') && <ExcluirFatura uuid={f.uuid} />}
        </HStack>
      </HStack>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {[
          ['Valor da fatura', reais(f.valor_total_rs)],
          ['Sem solar você pagaria', reais(f.sem_solar_rs)],
          ['Economia no mês', reais(f.economia_rs)],
          // The balance the utility printed wins; the ledger's own figure needs the unit's whole history.
          ['Saldo de créditos', kwh(f.saldo_kwh ?? c?.saldo_kwh)],
        ].map(([rotulo, valor]) => (
          <Card.Root key={rotulo} size="sm">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{rotulo}</Stat.Label>
                <Stat.ValueText fontSize="lg">{valor}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Card.Root>
        <Card.Body gap="3">
          <Heading size="sm">Valores da fatura</Heading>
          <DataList.Root
            orientation="horizontal"
            size="sm"
            display="grid"
            gridTemplateColumns={{ md: '1fr 1fr' }}
            columnGap="8"
          >
            <DataList.Item>
              <DataList.ItemLabel>Mês de referência</DataList.ItemLabel>
              <DataList.ItemValue>{mesAno(f.mes_referencia)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Vencimento</DataList.ItemLabel>
              <DataList.ItemValue>{dataBr(f.vencimento)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Unidade</DataList.ItemLabel>
              <DataList.ItemValue>
                {f.unidade ? `${f.unidade.matricula}${f.unidade.nome ? ` · ${f.unidade.nome}` : ''}` : '—'}
              </DataList.ItemValue>
            </DataList.Item>
            {CAMPOS_NUMERICOS.map((k) => (
              <DataList.Item key={k}>
                <DataList.ItemLabel>{CAMPOS[k].rotulo}</DataList.ItemLabel>
                <DataList.ItemValue>{formatar(k, f[k])}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="3">
          <Heading size="sm">Créditos do mês</Heading>
          {!c ? (
            <Text color="fg.muted">Sem movimento de créditos registrado para este mês.</Text>
          ) : (
            <>
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                {[
                  ['Injetados', kwh(c.injetada_kwh)],
                  ['Recebidos', kwh(c.creditada_kwh)],
                  ['Compensados', kwh(c.compensada_kwh)],
                  ['Expirados', kwh(c.expirada_kwh)],
                  ['Saldo', kwh(c.saldo_kwh)],
                  ['Expiram no próximo mês', kwh(c.expirando_proximo_mes_kwh)],
                ].map(([rotulo, valor]) => (
                  <Stat.Root key={rotulo} size="sm">
                    <Stat.Label>{rotulo}</Stat.Label>
                    <Stat.ValueText fontSize="md">{valor}</Stat.ValueText>
                  </Stat.Root>
                ))}
              </SimpleGrid>
              {c.divergencia_kwh !== null && Math.abs(c.divergencia_kwh) >= 1 && (
                <HStack color="orange.fg" fontSize="sm" align="flex-start">
                  <AlertTriangle size="16" />
                  <Text>
                    A fatura informa saldo de {kwh(c.saldo_informado_kwh)}, mas o histórico das faturas dá{' '}
                    {kwh(c.saldo_kwh)} (diferença de {kwh(c.divergencia_kwh)}). Falta alguma fatura anterior?
                  </Text>
                </HStack>
              )}
              {c.lotes.length > 0 ? (
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted" id="lotes-de-creditos">
                    Lotes de créditos em saldo (cada lote vale 60 meses)
                  </Text>
                  <ListaResponsiva
                    rotulo="Lotes de créditos em saldo"
                    itens={c.lotes}
                    chave={(l) => l.origem}
                    colunasNoCartao={2}
                    colunas={[
                      { id: 'origem', rotulo: 'Gerado em', cartao: 'titulo', valor: (l) => mesAno(l.origem) },
                      {
                        id: 'saldo',
                        rotulo: 'Saldo',
                        alinhar: 'end',
                        semQuebra: true,
                        valor: (l) => kwh(l.kwh),
                      },
                      { id: 'expira', rotulo: 'Expira em', valor: (l) => mesAno(l.expira_em) },
                    ]}
                  />
                </Stack>
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  Nenhum crédito em saldo depois desta fatura.
                </Text>
              )}
            </>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Heading size="sm">Auditoria da fatura</Heading>
            <Badge colorPalette={f.auditoria.ok ? 'green' : 'orange'} variant="subtle">
              {f.auditoria.ok ? 'Tudo confere' : 'Há pontos a conferir'}
            </Badge>
          </HStack>
          {f.auditoria.verificacoes.length === 0 ? (
            <Text color="fg.muted">Sem dados suficientes para auditar esta fatura.</Text>
          ) : (
            <List.Root gap="3" variant="plain">
              {f.auditoria.verificacoes.map((v) => (
                <List.Item key={v.regra} alignItems="flex-start" data-ok={v.ok}>
                  <List.Indicator asChild color={v.ok ? 'green.fg' : 'orange.fg'}>
                    {v.ok ? <CheckCircle2 aria-label="Confere" /> : <AlertTriangle aria-label="A conferir" />}
                  </List.Indicator>
                  <Stack gap="0">
                    <Text fontWeight="medium">{REGRAS[v.regra] ?? v.regra}</Text>
                    <Text fontSize="sm">{v.mensagem}</Text>
                    {(v.esperado !== null || v.encontrado !== null) && (
                      <Text fontSize="xs" color="fg.muted">
                        Esperado: {num(v.esperado)} · Na fatura: {num(v.encontrado)}
                        {v.diferenca !== null ? ` · Diferença: ${num(v.diferenca)}` : ''}
                      </Text>
                    )}
                  </Stack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>

      {f.itens.length > 0 && (
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="sm">Itens da fatura</Heading>
            <ListaResponsiva
              rotulo="Itens da fatura"
              // The invoice's own item order: the position is the item's identity.
              itens={f.itens.map((item, n) => ({ ...item, n }))}
              chave={(i) => String(i.n)}
              colunasNoCartao={3}
              colunas={[
                { id: 'descricao', rotulo: 'Descrição', cartao: 'titulo', valor: (i) => i.descricao },
                {
                  id: 'mes',
                  rotulo: 'Mês',
                  aPartirDe: 'md',
                  valor: (i) => (i.mes_ref ? mesAno(i.mes_ref) : '—'),
                  noCartao: (i) => (i.mes_ref ? mesAno(i.mes_ref) : null),
                },
                {
                  id: 'kwh',
                  rotulo: 'kWh',
                  alinhar: 'end',
                  semQuebra: true,
                  valor: (i) => i.kwh?.toLocaleString('pt-BR') ?? '—',
                  // A card leaves off what the item does not have.
                  noCartao: (i) => i.kwh?.toLocaleString('pt-BR') ?? null,
                },
                {
                  id: 'tarifa',
                  rotulo: 'Tarifa',
                  alinhar: 'end',
                  aPartirDe: 'md',
                  semQuebra: true,
                  valor: (i) => i.tarifa?.toLocaleString('pt-BR', { maximumFractionDigits: 6 }) ?? '—',
                  noCartao: (i) => i.tarifa?.toLocaleString('pt-BR', { maximumFractionDigits: 6 }) ?? null,
                },
                {
                  id: 'valor',
                  rotulo: 'Valor',
                  alinhar: 'end',
                  semQuebra: true,
                  valor: (i) => reais(i.valor_rs),
                },
              ]}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

function ExcluirFatura({ uuid }: { uuid: string }) {
  const [open, setOpen] = useState(false);
  const excluir = useExcluirFatura();
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">
          Excluir
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Excluir a fatura?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>A fatura e o seu PDF serão apagados. O saldo de créditos da unidade é recalculado.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Voltar</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={excluir.isPending}
                onClick={() =>
                  excluir.mutate(uuid, {
                    onSuccess: () => {
                      toaster.create({ type: 'success', title: 'Fatura excluída' });
                      navigate('/faturas');
                    },
                    onError: toastError,
                  })
                }
              >
                Excluir
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
