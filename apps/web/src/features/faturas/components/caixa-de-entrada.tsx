import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import { FileText, Inbox, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useCaixaDeEntrada, useDescartarDaCaixa } from '../api.ts';
import { dataHoraBr } from '../campos.ts';
import { ConferirCaixaDialog } from './conferir-caixa-dialog.tsx';
import { Endereco } from './endereco-da-caixa.tsx';

const SITUACOES: Record<ItemCaixa['situacao'], { rotulo: string; cor: string }> = {
  a_conferir: { rotulo: 'A conferir', cor: 'blue' },
  sem_unidade: { rotulo: 'Sem unidade', cor: 'orange' },
};

/** What the reader made of the PDF, in a few words. */
function resumoLeitura(l: ItemCaixa['leitura']): string {
  if (!l.ok) return l.motivo === 'protegido' ? 'Protegida por senha' : `Não lida: ${l.mensagem}`;
  const partes = [
    l.nao_lidos.length ? `${l.nao_lidos.length} campo(s) não lido(s)` : '',
    l.conferir?.length ? `${l.conferir.length} campo(s) a conferir` : '',
  ].filter(Boolean);
  return partes.length ? `Lida, com ${partes.join(' e ')}` : 'Lida por completo';
}

/**
 * The company's inbound address and the invoices that arrived by e-mail waiting to be confirmed
 * (DESIGN: /api/faturas/caixa-de-entrada). Confirming uses the upload's confirm form; an item whose
 * installation has no unit yet offers to create it on the units screen, and comes back here.
 */
export function CaixaDeEntrada() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useCaixaDeEntrada(page);
  const { pode } = usePermissoes();
  const navigate = useNavigate();
  const [conferindo, setConferindo] = useState<ItemCaixa | null>(null);
  const [descartando, setDescartando] = useState<ItemCaixa | null>(null);
  const lista = data?.data ?? [];
  // A server that receives no mail has no inbox to show: the notice says it all.
  const semCaixa = data !== undefined && !data.meta.endereco && lista.length === 0;

  function criarUnidade(item: ItemCaixa) {
    const q = new URLSearchParams({ nova: item.matricula ?? '', voltar: '/faturas?aba=caixa' });
    if (item.concessionaria) q.set('concessionaria', item.concessionaria);
    navigate(`/beneficiarias?${q}`);
  }

  return (
    <Stack gap="4">
      {data && <Endereco meta={data.meta} podeMudar={pode('fatura:edit')} />}
      {!semCaixa && (
        <Heading as="h2" size="sm">
          Aguardando conferência{data ? ` (${data.meta.total})` : ''}
        </Heading>
      )}
      {isLoading && <ListLoading />}
      {isError && !data && (
        <Text color="fg.error" fontSize="sm">
          Não foi possível carregar a caixa de entrada.
        </Text>
      )}
      {data && lista.length === 0 && !semCaixa && (
        <ListEmpty
          icon={<Inbox />}
          title="Nenhuma fatura aguardando conferência"
          description="As faturas em PDF enviadas ao endereço acima aparecem aqui para você conferir."
        />
      )}
      {lista.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Faturas recebidas por e-mail">
          {lista.map((item) => (
            <ItemDaCaixa
              key={item.uuid}
              item={item}
              podeConferir={pode('fatura:create')}
              podeCriarUnidade={pode('beneficiaria:create')}
              podeDescartar={pode('fatura:delete')}
              onConferir={() => setConferindo(item)}
              onCriarUnidade={() => criarUnidade(item)}
              onDescartar={() => setDescartando(item)}
            />
          ))}
        </Stack>
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      {conferindo && (
        <ConferirCaixaDialog key={conferindo.uuid} item={conferindo} onClose={() => setConferindo(null)} />
      )}
      <Descartar item={descartando} onClose={() => setDescartando(null)} />
    </Stack>
  );
}

function ItemDaCaixa(props: {
  item: ItemCaixa;
  podeConferir: boolean;
  podeCriarUnidade: boolean;
  podeDescartar: boolean;
  onConferir(): void;
  onCriarUnidade(): void;
  onDescartar(): void;
}) {
  const { item } = props;
  const situacao = SITUACOES[item.situacao];
  const semUnidade = item.situacao === 'sem_unidade';
  const detalhes: Array<[string, string]> = [
    ['Recebida em', dataHoraBr(item.recebida_em)],
    ['Remetente', item.remetente],
    ['Concessionária', item.concessionaria ?? '—'],
    ['Instalação', item.matricula ?? '—'],
    ['Unidade', item.unidade?.matricula ?? 'Unidade não cadastrada'],
    ['Leitura', resumoLeitura(item.leitura)],
  ];
  return (
    <Card.Root as="li" size="sm" data-testid="item-caixa" data-situacao={item.situacao}>
      <Card.Body gap="3">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" align="start">
              <Box pt="1" flexShrink={0}>
                <FileText size="16" aria-hidden />
              </Box>
              <Text fontWeight="medium" wordBreak="break-all" minW="0">
                {item.arquivo}{' '}
                <Badge colorPalette={situacao.cor} variant="subtle" verticalAlign="text-bottom" ms="1">
                  {situacao.rotulo}
                </Badge>
              </Text>
            </HStack>
            {item.assunto && (
              <Text fontSize="sm" color="fg.muted" lineClamp={1} wordBreak="break-word">
                {item.assunto}
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap" align="start" flexShrink={0}>
            {semUnidade && props.podeCriarUnidade && (
              <Button size="sm" colorPalette="orange" onClick={props.onCriarUnidade}>
                Criar unidade<VisuallyHidden> da instalação {item.matricula ?? ''}</VisuallyHidden>
              </Button>
            )}
            {props.podeConferir && (
              <Button
                size="sm"
                colorPalette="orange"
                variant={semUnidade ? 'outline' : 'solid'}
                onClick={props.onConferir}
              >
                Conferir<VisuallyHidden> {item.arquivo}</VisuallyHidden>
              </Button>
            )}
            {props.podeDescartar && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={props.onDescartar}>
                <Trash2 /> Descartar<VisuallyHidden> {item.arquivo}</VisuallyHidden>
              </Button>
            )}
          </HStack>
        </Stack>
        <DataList.Root
          orientation="vertical"
          size="sm"
          display="grid"
          gridTemplateColumns={{
            base: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          }}
          gap="3"
        >
          {detalhes.map(([rotulo, valor]) => (
            <DataList.Item key={rotulo} minW="0">
              <DataList.ItemLabel>{rotulo}</DataList.ItemLabel>
              <DataList.ItemValue
                wordBreak="break-word"
                color={rotulo === 'Unidade' && !item.unidade ? 'orange.fg' : undefined}
              >
                {valor}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Descartar({ item, onClose }: { item: ItemCaixa | null; onClose(): void }) {
  const descartar = useDescartarDaCaixa();
  return (
    <ConfirmarDialog
      open={Boolean(item)}
      onOpenChange={(o) => !o && onClose()}
      title="Descartar a fatura recebida?"
      confirmar="Descartar"
      sucesso="Fatura descartada"
      acao={async () => item && (await descartar.mutateAsync(item.uuid))}
    >
      <Text wordBreak="break-word">
        O PDF {item?.arquivo} sai da caixa de entrada e não é registrado como fatura.
      </Text>
    </ConfirmarDialog>
  );
}
