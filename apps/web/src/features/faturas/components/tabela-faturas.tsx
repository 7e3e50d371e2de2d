import { Badge, Link, Text } from '@chakra-ui/react';
import { STATUS_FATURA } from '@irradia/shared/faturas/faturas.campos';
import { Link as RouterLink } from 'react-router';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import type { Fatura } from '../api.ts';
import { COR_STATUS, kwh, mesAno, reais } from '../campos.ts';

/**
 * The invoices list of /faturas and of a plant's invoices page: a table on a wide screen, a card per
 * invoice on a phone. Inside one plant (`daUsina`) the plant and consumption columns and the unit's
 * name and utility are left out.
 */
export function TabelaFaturas({ faturas, daUsina = false }: { faturas: Fatura[]; daUsina?: boolean }) {
  return (
    <ListaResponsiva
      rotulo="Faturas"
      fundo={daUsina ? undefined : 'bg'}
      colunasNoCartao={3}
      itens={faturas}
      chave={(f) => f.uuid}
      colunas={[
        {
          id: 'mes',
          rotulo: 'Mês',
          cartao: 'titulo',
          semQuebra: true,
          valor: (f) => (
            <Link asChild colorPalette="orange" fontWeight="medium">
              <RouterLink to={`/faturas/${f.uuid}`}>{mesAno(f.mes_referencia)}</RouterLink>
            </Link>
          ),
        },
        {
          id: 'unidade',
          rotulo: 'Unidade',
          largo: true,
          valor: (f) => (
            <>
              {f.unidade?.matricula ?? '—'}
              {!daUsina && f.unidade?.nome && (
                <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                  {f.unidade.nome}
                </Text>
              )}
              {!daUsina && f.concessionaria && (
                <Badge size="sm" variant="outline" ms="1">
                  {f.concessionaria.sigla}
                </Badge>
              )}
            </>
          ),
        },
        !daUsina && {
          id: 'usina',
          rotulo: 'Usina',
          aPartirDe: 'md',
          largo: true,
          valor: (f) => f.usina?.nome ?? '—',
        },
        {
          id: 'situacao',
          rotulo: 'Situação',
          cartao: 'selo',
          valor: (f) => (
            <Badge colorPalette={COR_STATUS[f.status]} variant="subtle">
              {STATUS_FATURA[f.status]}
            </Badge>
          ),
        },
        {
          id: 'valor',
          rotulo: 'Valor',
          alinhar: 'end',
          semQuebra: true,
          valor: (f) => reais(f.valor_total_rs),
        },
        !daUsina && {
          id: 'consumo',
          rotulo: 'Consumo',
          alinhar: 'end',
          semQuebra: true,
          aPartirDe: 'lg',
          valor: (f) => kwh(f.consumo_kwh),
        },
        {
          id: 'compensada',
          rotulo: 'Compensada',
          alinhar: 'end',
          semQuebra: true,
          aPartirDe: 'lg',
          valor: (f) => kwh(f.compensada_kwh),
        },
        {
          id: 'economia',
          rotulo: 'Economia',
          alinhar: 'end',
          semQuebra: true,
          valor: (f) => reais(f.economia_rs),
        },
      ]}
    />
  );
}
