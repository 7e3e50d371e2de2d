import { Badge, Button, Card, Heading, HStack, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import type { LinhaDeExtrato } from '@irradia/shared/financeiro/relatorios.schema';
import { Check, EyeOff, FilePlus2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { feito, toastError } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import {
  type SituacaoDaLinha,
  useConciliar,
  useDesfazerLinha,
  useIgnorarLinha,
  useImportarOfx,
  useLinhasDoExtrato,
} from '../relatorios-api.ts';
import { LancarLinhaDialog } from './lancar-linha-dialog.tsx';

const SITUACOES: Array<{ value: SituacaoDaLinha; label: string }> = [
  { value: 'pendente', label: 'Pendentes' },
  { value: 'conciliada', label: 'Conciliadas' },
  { value: 'ignorada', label: 'Ignoradas' },
];

type Importacao = NonNullable<ReturnType<typeof useImportarOfx>['data']>['data'];

function ResultadoDaImportacao({ r }: { r: Importacao }) {
  return (
    <Text fontSize="sm" role="status" data-testid="resultado-ofx">
      {r.repetida
        ? `${r.nome_arquivo} já tinha sido importado: nada mudou.`
        : `${r.nome_arquivo}: ${r.linhas} ${r.linhas === 1 ? 'linha lida' : 'linhas lidas'}, ${r.novas} ${
            r.novas === 1 ? 'nova' : 'novas'
          }${r.inicio && r.fim ? ` (de ${formatData(r.inicio)} a ${formatData(r.fim)})` : ''}.`}
    </Text>
  );
}

/** What can be done with one line: reconcile with a suggestion, create its entry, ignore, undo. */
function AcoesDaLinha(props: { conta: string; linha: LinhaDeExtrato; onLancar(): void }) {
  const l = props.linha;
  const conciliar = useConciliar(props.conta);
  const ignorar = useIgnorarLinha(props.conta);
  const desfazer = useDesfazerLinha(props.conta);
  if (l.situacao !== 'pendente')
    return (
      <Button
        size="xs"
        variant="outline"
        aria-label={`Desfazer ${l.descricao}`}
        loading={desfazer.isPending}
        onClick={() => desfazer.mutate(l.uuid, feito('Linha voltou a pendente'))}
      >
        <Undo2 /> Desfazer
      </Button>
    );
  return (
    <Stack gap="1" align="flex-end">
      {l.sugestoes.map((s) => (
        <Button
          key={s.uuid}
          size="xs"
          colorPalette="orange"
          variant="subtle"
          aria-label={`Conciliar com ${s.descricao}`}
          loading={conciliar.isPending && conciliar.variables?.pagamento === s.uuid}
          onClick={() =>
            conciliar.mutate(
              { linha: l.uuid, pagamento: s.uuid },
              { ...feito('Linha conciliada'), onError: toastError },
            )
          }
        >
          <Check /> {s.descricao} · vence {formatData(s.vencimento, { semAno: true })}
          {s.dias !== 0 && ` (${Math.abs(s.dias)} d)`}
        </Button>
      ))}
      <HStack gap="1">
        <Button size="xs" variant="outline" aria-label={`Lançar ${l.descricao}`} onClick={props.onLancar}>
          <FilePlus2 /> Lançar
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Ignorar ${l.descricao}`}
          loading={ignorar.isPending}
          onClick={() => ignorar.mutate(l.uuid, feito('Linha ignorada'))}
        >
          <EyeOff /> Ignorar
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The bank statement of one account: import its OFX, then each line waits to be matched with an
 * open entry (suggested by amount and date), made an entry, or ignored; done ones can be undone.
 */
export function Conciliacao({ conta }: { conta: string }) {
  const [situacao, setSituacao] = useState<SituacaoDaLinha>('pendente');
  const [page, setPage] = useState(1);
  const [lancando, setLancando] = useState<LinhaDeExtrato | null>(null);
  const linhas = useLinhasDoExtrato(conta, situacao, page);
  const importar = useImportarOfx(conta);
  const { pode } = usePermissoes();
  const podeEditar = pode('conta:edit');
  const lista = linhas.data?.data ?? [];
  return (
    <Card.Root size="sm">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading size="sm" as="h2">
            Conciliação bancária
          </Heading>
          {podeEditar && (
            <HStack gap="2">
              <Text fontSize="sm" id="rotulo-ofx">
                Importar OFX
              </Text>
              <Input
                aria-labelledby="rotulo-ofx"
                type="file"
                p="1"
                maxW="xs"
                accept=".ofx,application/x-ofx,application/ofx"
                disabled={importar.isPending}
                onChange={(e) => {
                  const arquivo = e.target.files?.[0];
                  e.target.value = '';
                  if (arquivo)
                    importar.mutate(arquivo, {
                      onSuccess: () => {
                        setSituacao('pendente');
                        setPage(1);
                      },
                      onError: toastError,
                    });
                }}
              />
            </HStack>
          )}
        </HStack>
        {importar.data && <ResultadoDaImportacao r={importar.data.data} />}
        <SegmentGroup.Root
          size="sm"
          value={situacao}
          onValueChange={(e) => {
            setSituacao((e.value as SituacaoDaLinha | null) ?? 'pendente');
            setPage(1);
          }}
          aria-label="Situação das linhas"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={SITUACOES} />
        </SegmentGroup.Root>
        {linhas.isLoading && <ListLoading />}
        {linhas.isError && !linhas.data && (
          <ListError
            title="Não foi possível carregar as linhas do extrato"
            onRetry={() => void linhas.refetch()}
          />
        )}
        {linhas.isSuccess && lista.length === 0 && (
          <ListEmpty
            title={
              situacao === 'pendente'
                ? 'Nenhuma linha pendente'
                : situacao === 'conciliada'
                  ? 'Nenhuma linha conciliada'
                  : 'Nenhuma linha ignorada'
            }
            description={
              situacao === 'pendente'
                ? 'Importe o extrato OFX do banco para conciliar os pagamentos desta conta.'
                : undefined
            }
          />
        )}
        {lista.length > 0 && (
          <ListaResponsiva<LinhaDeExtrato>
            rotulo="Linhas do extrato"
            itens={lista}
            chave={(l) => l.uuid}
            colunas={[
              { id: 'data', rotulo: 'Data', semQuebra: true, valor: (l) => formatData(l.data) },
              {
                id: 'descricao',
                rotulo: 'Descrição',
                cartao: 'titulo',
                valor: (l) => (
                  <>
                    <Text>{l.descricao}</Text>
                    {l.pagamento && (
                      <Text fontSize="xs" color="fg.muted">
                        Conciliada com {l.pagamento.descricao}
                      </Text>
                    )}
                    {l.situacao === 'pendente' && l.sugestoes.length === 0 && (
                      <Badge size="sm" variant="outline">
                        Sem sugestão
                      </Badge>
                    )}
                  </>
                ),
              },
              {
                id: 'valor',
                rotulo: 'Valor',
                alinhar: 'end',
                semQuebra: true,
                valor: (l) => (
                  <Text as="span" color={l.valor_rs < 0 ? 'fg.error' : 'fg.success'}>
                    {formatMoeda(l.valor_rs)}
                  </Text>
                ),
              },
              podeEditar && {
                id: 'acoes',
                rotulo: 'Ações',
                rotuloOculto: true,
                alinhar: 'end',
                cartao: 'campo',
                largo: true,
                valor: (l) => <AcoesDaLinha conta={conta} linha={l} onLancar={() => setLancando(l)} />,
              },
            ]}
          />
        )}
        <Pager page={page} lastPage={linhas.data?.meta.last_page ?? 1} onChange={setPage} />
      </Card.Body>
      {lancando && (
        <LancarLinhaDialog conta={conta} linha={lancando} onOpenChange={(o) => !o && setLancando(null)} />
      )}
    </Card.Root>
  );
}
