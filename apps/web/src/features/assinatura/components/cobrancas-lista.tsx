import { Badge, Button, Text } from '@chakra-ui/react';
import { formatData, formatDataHora, formatMoeda } from '@irradia/shared';
import { FORMAS_DE_COBRANCA, type FormaDeCobranca } from '@irradia/shared/assinaturas/assinaturas.schema';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import type { Cobranca } from '../api.ts';
import { statusDaCobranca } from '../campos.ts';
import { PagarDialog } from './pagar-dialog.tsx';

/** The subscription's charges, newest first; a pending Pix or boleto opens again to be paid. */
export function CobrancasLista({ cobrancas }: { cobrancas: readonly Cobranca[] }) {
  const [aberta, setAberta] = useState<Cobranca | null>(null);
  if (cobrancas.length === 0)
    return (
      <ListEmpty
        icon={<Receipt />}
        title="Nenhuma cobrança ainda"
        description="As cobranças da assinatura aparecem aqui, com o que já foi pago."
      />
    );
  return (
    <>
      <ListaResponsiva
        rotulo="Cobranças"
        fundo="bg"
        itens={cobrancas}
        chave={(c) => c.uuid}
        colunas={[
          {
            id: 'vencimento',
            rotulo: 'Vencimento',
            cartao: 'titulo',
            semQuebra: true,
            valor: (c) => <Text fontWeight="medium">{formatData(c.vencimento)}</Text>,
          },
          {
            id: 'periodo',
            rotulo: 'Período',
            aPartirDe: 'lg',
            valor: (c) =>
              c.periodo_inicio && c.periodo_fim
                ? `${formatData(c.periodo_inicio)} a ${formatData(c.periodo_fim)}`
                : '—',
          },
          {
            id: 'valor',
            rotulo: 'Valor',
            alinhar: 'end',
            semQuebra: true,
            valor: (c) => formatMoeda(c.valor_rs),
          },
          {
            id: 'forma',
            rotulo: 'Forma',
            valor: (c) => FORMAS_DE_COBRANCA[c.forma as FormaDeCobranca] ?? c.forma,
          },
          {
            id: 'status',
            rotulo: 'Situação',
            cartao: 'selo',
            valor: (c) => {
              const s = statusDaCobranca(c.status);
              return (
                <Badge colorPalette={s.cor} variant="subtle">
                  {s.rotulo}
                </Badge>
              );
            },
          },
          {
            id: 'paga_em',
            rotulo: 'Paga em',
            aPartirDe: 'md',
            semQuebra: true,
            valor: (c) => (c.paga_em ? formatDataHora(c.paga_em) : '—'),
          },
          {
            id: 'acoes',
            rotulo: 'Ações',
            rotuloOculto: true,
            alinhar: 'end',
            cartao: 'acoes',
            valor: (c) =>
              c.status === 'pendente' && (c.pix_copia_e_cola || c.boleto_url || c.boleto_linha_digitavel) ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setAberta(c)}
                  aria-label={`Pagar a cobrança de ${formatData(c.vencimento)}`}
                >
                  Pagar
                </Button>
              ) : null,
          },
        ]}
      />
      {aberta && (
        <PagarDialog key={aberta.uuid} cobranca={aberta} open onOpenChange={(o) => !o && setAberta(null)} />
      )}
    </>
  );
}
