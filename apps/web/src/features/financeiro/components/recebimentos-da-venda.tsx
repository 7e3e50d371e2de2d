import { Card, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { Eye } from 'lucide-react';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { type Pagamento, usePagamentos } from '../api.ts';
import { DialogoDoPagamento, useDialogoDoPagamento } from './dialogos-do-pagamento.tsx';
import { BotaoDeBaixa } from './pagamentos-lista.tsx';
import { StatusDoPagamento } from './status-do-pagamento.tsx';

/**
 * A sale's instalments as receivables (GET /api/pagamentos?tipo=receber&pedido=): each with its
 * status and "Receber", and its detail (charge by Pix or boleto, receipt).
 */
export function RecebimentosDaVenda({ pedido }: { pedido: string }) {
  const consulta = usePagamentos('receber', { pedido }, 1, 120);
  const dialogo = useDialogoDoPagamento();
  const lista = consulta.data?.data ?? [];
  return (
    <Card.Root size="sm" data-testid="recebimentos-da-venda">
      <Card.Body gap="3">
        <Heading size="sm" as="h3">
          Recebimentos
        </Heading>
        {consulta.isLoading && <ListLoading />}
        {consulta.isError && (
          <ListError
            title="Não foi possível carregar os recebimentos"
            onRetry={() => void consulta.refetch()}
          />
        )}
        {consulta.isSuccess && lista.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            As parcelas desta venda ainda não estão no financeiro.
          </Text>
        )}
        {lista.length > 0 && (
          <Stack gap="2">
            <ListaResponsiva<Pagamento>
              rotulo="Recebimentos da venda"
              itens={lista}
              chave={(p) => p.uuid}
              colunas={[
                {
                  id: 'parcela',
                  rotulo: 'Parcela',
                  cartao: 'titulo',
                  valor: (p) => (p.parcela ? `${p.parcela}/${p.parcelas ?? p.parcela}` : p.descricao),
                },
                {
                  id: 'vencimento',
                  rotulo: 'Vencimento',
                  semQuebra: true,
                  valor: (p) => formatData(p.vencimento),
                },
                {
                  id: 'valor',
                  rotulo: 'Valor',
                  alinhar: 'end',
                  semQuebra: true,
                  valor: (p) => formatMoeda(p.valor_pago_rs ?? p.valor_rs),
                },
                {
                  id: 'status',
                  rotulo: 'Situação',
                  cartao: 'selo',
                  valor: (p) => <StatusDoPagamento status={p.status} />,
                },
                {
                  id: 'acoes',
                  rotulo: 'Ações',
                  rotuloOculto: true,
                  alinhar: 'end',
                  cartao: 'acoes',
                  semQuebra: true,
                  valor: (p) => (
                    <HStack gap="1" justify="flex-end">
                      <BotaoDeBaixa pagamento={p} onClick={() => dialogo.abrir('baixa', p)} />
                      <IconButton
                        aria-label={`Abrir ${p.descricao}`}
                        title="Detalhes"
                        size="xs"
                        variant="ghost"
                        onClick={() => dialogo.abrir('detalhe', p)}
                      >
                        <Eye />
                      </IconButton>
                    </HStack>
                  ),
                },
              ]}
            />
            {consulta.data?.resumo && (
              <Text fontSize="sm" color="fg.muted" data-testid="resumo-da-venda">
                Recebido {formatMoeda(consulta.data.resumo.pago_rs)} · a receber{' '}
                {formatMoeda(consulta.data.resumo.aberto_rs + consulta.data.resumo.vencido_rs)}
              </Text>
            )}
          </Stack>
        )}
        <DialogoDoPagamento {...dialogo} />
      </Card.Body>
    </Card.Root>
  );
}
