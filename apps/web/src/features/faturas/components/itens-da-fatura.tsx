import { Card, Heading } from '@chakra-ui/react';
import type { ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { mesAno, reais } from '../campos.ts';

/** The billed lines as the invoice prints them (cards on a phone). */
export function ItensDaFatura({ itens }: { itens: ItemFatura[] }) {
  if (itens.length === 0) return null;
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="sm">Itens da fatura</Heading>
        <ListaResponsiva
          rotulo="Itens da fatura"
          // The invoice's own item order: the position is the item's identity.
          itens={itens.map((item, n) => ({ ...item, n }))}
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
  );
}
