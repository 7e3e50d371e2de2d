import { Stack, Text, Textarea } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Pagamento, useCancelarPagamento, useEstornar } from '../api.ts';
import type { AcaoDoPagamento } from '../campos.ts';
import { BaixaDialog } from './baixa-dialog.tsx';
import { PagamentoDetalhe } from './pagamento-detalhe.tsx';
import { PagamentoDialog } from './pagamento-dialog.tsx';

/** Which entry's dialog is open, shared by a list and its rows' buttons. */
export function useDialogoDoPagamento() {
  const [aberto, setAberto] = useState<{ acao: AcaoDoPagamento; pagamento: Pagamento } | null>(null);
  return {
    aberto,
    abrir: (acao: AcaoDoPagamento, pagamento: Pagamento) => setAberto({ acao, pagamento }),
    fechar: () => setAberto(null),
  };
}

function Cancelar(props: { pagamento: Pagamento; onOpenChange(open: boolean): void }) {
  const cancelar = useCancelarPagamento();
  const [motivo, setMotivo] = useState('');
  return (
    <ConfirmarDialog
      open
      onOpenChange={props.onOpenChange}
      title="Cancelar lançamento"
      confirmar="Cancelar lançamento"
      ocupado={cancelar.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        cancelar.mutate(
          { uuid: props.pagamento.uuid, motivo: motivo.trim() || null },
          {
            onSuccess: () => {
              toaster.create({ type: 'success', title: 'Lançamento cancelado' });
              props.onOpenChange(false);
            },
            onError: toastError,
          },
        );
      }}
    >
      <Stack gap="3">
        <Text>
          {props.pagamento.descricao} ({formatMoeda(props.pagamento.valor_rs)}) deixa de contar no fluxo de
          caixa.
        </Text>
        <Textarea
          aria-label="Motivo do cancelamento"
          placeholder="Motivo (opcional)"
          rows={2}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
        />
      </Stack>
    </ConfirmarDialog>
  );
}

/** The open dialog of an entry: its detail, paying it, editing, cancelling or undoing a payment. */
export function DialogoDoPagamento(props: ReturnType<typeof useDialogoDoPagamento>) {
  const estornar = useEstornar();
  const a = props.aberto;
  if (!a) return null;
  const p = a.pagamento;
  const mudar = (open: boolean) => {
    if (!open) props.fechar();
  };
  switch (a.acao) {
    case 'detalhe':
      return (
        <PagamentoDetalhe
          key={p.uuid}
          pagamento={p}
          onOpenChange={mudar}
          onAcao={(acao) => props.abrir(acao, p)}
        />
      );
    case 'baixa':
      return <BaixaDialog key={p.uuid} pagamento={p} open onOpenChange={mudar} />;
    case 'editar':
      return <PagamentoDialog key={p.uuid} tipo={p.tipo} pagamento={p} open onOpenChange={mudar} />;
    case 'cancelar':
      return <Cancelar key={p.uuid} pagamento={p} onOpenChange={mudar} />;
    case 'estornar':
      return (
        <ConfirmarDialog
          open
          onOpenChange={mudar}
          title="Estornar pagamento"
          confirmar="Estornar"
          cor="orange"
          sucesso="Pagamento estornado"
          acao={() => estornar.mutateAsync(p.uuid)}
        >
          <Text>
            {p.descricao} volta a ficar em aberto e o valor sai do saldo de {p.conta?.nome ?? 'sua conta'}.
          </Text>
        </ConfirmarDialog>
      );
  }
}
