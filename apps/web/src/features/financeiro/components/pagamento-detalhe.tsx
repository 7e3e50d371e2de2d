import { Button, Code, DataList, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { ORIGENS_DE_PAGAMENTO } from '@irradia/shared/financeiro/pagamentos.schema';
import { Ban, Copy, Download, HandCoins, Pencil, QrCode, Receipt, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { feito } from '../../../lib/api-client.ts';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Pagamento, useAnexar, useCobrar, usePagamento } from '../api.ts';
import type { AcaoDoPagamento } from '../campos.ts';
import { StatusDoPagamento } from './status-do-pagamento.tsx';

const emAberto = (p: Pagamento) => p.status === 'aberto' || p.status === 'vencido';

/** The gateway's charge: the Pix code to copy (and its QR) or the boleto's link and line. */
function Cobranca({ p }: { p: Pagamento }) {
  const c = p.cobranca;
  const cobrar = useCobrar();
  const { pode } = usePermissoes();
  if (!c) {
    if (p.tipo !== 'receber' || !emAberto(p) || !p.cliente || !pode('pagamento:edit')) return null;
    return (
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={cobrar.isPending && cobrar.variables?.forma === 'pix'}
          onClick={() => cobrar.mutate({ uuid: p.uuid, forma: 'pix' }, feito('Cobrança por Pix gerada'))}
        >
          <QrCode /> Cobrar por Pix
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={cobrar.isPending && cobrar.variables?.forma === 'boleto'}
          onClick={() => cobrar.mutate({ uuid: p.uuid, forma: 'boleto' }, feito('Boleto gerado'))}
        >
          <Receipt /> Cobrar por boleto
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="cobranca">
      <Text fontWeight="medium" fontSize="sm">
        Cobrança por {c.forma === 'pix' ? 'Pix' : 'boleto'} · vence em {formatData(c.vencimento)}
      </Text>
      {c.pix_qr_code_base64 && (
        <Image src={`data:image/png;base64,${c.pix_qr_code_base64}`} alt="QR code do Pix" boxSize="40" />
      )}
      {c.pix_copia_e_cola && (
        <HStack align="start">
          <Code flex="1" overflowWrap="anywhere" whiteSpace="normal" fontSize="xs">
            {c.pix_copia_e_cola}
          </Code>
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(c.pix_copia_e_cola ?? '')
                .then(() => toaster.create({ type: 'success', title: 'Código Pix copiado' }))
            }
          >
            <Copy /> Copiar
          </Button>
        </HStack>
      )}
      {c.boleto_linha_digitavel && (
        <Code overflowWrap="anywhere" whiteSpace="normal" fontSize="xs">
          {c.boleto_linha_digitavel}
        </Code>
      )}
      {c.boleto_url && (
        <a href={c.boleto_url} target="_blank" rel="noreferrer">
          Abrir o boleto
        </a>
      )}
    </Stack>
  );
}

/**
 * One entry with everything about it and what can be done: pay or receive, undo a payment,
 * cancel, edit, the attachment (a receipt) and, for a receivable, the gateway's charge.
 */
export function PagamentoDetalhe(props: {
  pagamento: Pagamento;
  onOpenChange(open: boolean): void;
  onAcao(acao: AcaoDoPagamento): void;
}) {
  const consulta = usePagamento(props.pagamento.uuid);
  const p = consulta.data?.data ?? props.pagamento;
  const anexar = useAnexar();
  const { pode } = usePermissoes();
  const receber = p.tipo === 'receber';
  const linhas: Array<[string, ReactNode]> = [
    ['Situação', <StatusDoPagamento key="s" status={p.status} />],
    ['Valor', formatMoeda(p.valor_rs)],
    ['Vencimento', formatData(p.vencimento)],
    ...(p.pago_em
      ? ([
          [receber ? 'Recebido em' : 'Pago em', formatData(p.pago_em)],
          ['Valor pago', formatMoeda(p.valor_pago_rs ?? p.valor_rs)],
        ] as Array<[string, ReactNode]>)
      : []),
    ['Categoria', p.categoria ?? '—'],
    ['Conta', p.conta?.nome ?? '—'],
    ['Carteira', p.carteira?.nome ?? '—'],
    ['Forma de pagamento', p.forma?.nome ?? '—'],
    [receber ? 'Cliente' : 'Fornecedor', (receber ? p.cliente?.nome : p.fornecedor) ?? '—'],
    [
      'Origem',
      p.pedido ? `${ORIGENS_DE_PAGAMENTO[p.origem]} #${p.pedido.numero}` : ORIGENS_DE_PAGAMENTO[p.origem],
    ],
    ...(p.parcelas && p.parcelas > 1
      ? ([['Parcela', `${p.parcela} de ${p.parcelas}`]] as Array<[string, ReactNode]>)
      : []),
    ...(p.recorrencia ? ([['Recorrência', 'Mensal']] as Array<[string, ReactNode]>) : []),
    ['Conciliado', p.conciliado ? 'Sim' : 'Não'],
  ];
  return (
    <DialogFrame
      open
      onOpenChange={props.onOpenChange}
      title={p.descricao}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          {pode('pagamento:delete') && emAberto(p) && (
            <Button variant="ghost" colorPalette="red" onClick={() => props.onAcao('cancelar')}>
              <Ban /> Cancelar lançamento
            </Button>
          )}
          {pode('pagamento:edit') && p.status === 'pago' && (
            <Button variant="outline" onClick={() => props.onAcao('estornar')}>
              <Undo2 /> Estornar
            </Button>
          )}
          {pode('pagamento:edit') && emAberto(p) && (
            <Button variant="outline" onClick={() => props.onAcao('editar')}>
              <Pencil /> Editar
            </Button>
          )}
          {pode('pagamento:edit') && emAberto(p) && (
            <Button colorPalette="orange" onClick={() => props.onAcao('baixa')}>
              <HandCoins /> {receber ? 'Receber' : 'Pagar'}
            </Button>
          )}
        </HStack>
      }
    >
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {linhas.map(([rotulo, valor]) => (
            <DataList.Item key={rotulo}>
              <DataList.ItemLabel minW={{ base: '28', sm: '40' }}>{rotulo}</DataList.ItemLabel>
              <DataList.ItemValue>{valor}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {p.observacoes && (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {p.observacoes}
          </Text>
        )}
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            Anexo
          </Text>
          {p.anexo ? (
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => void baixarArquivo(`pagamentos/${p.uuid}/anexo`, p.anexo?.nome ?? 'anexo')}
            >
              <Download /> {p.anexo.nome}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Nenhum comprovante anexado.
            </Text>
          )}
          {pode('pagamento:edit') && p.status !== 'cancelado' && (
            <Input
              type="file"
              p="1"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              aria-label={p.anexo ? 'Substituir o comprovante' : 'Anexar comprovante'}
              disabled={anexar.isPending}
              onChange={(e) => {
                const arquivo = e.target.files?.[0];
                if (arquivo) anexar.mutate({ uuid: p.uuid, arquivo }, feito('Comprovante anexado'));
                e.target.value = '';
              }}
            />
          )}
        </Stack>
        <Cobranca p={p} />
      </Stack>
    </DialogFrame>
  );
}
