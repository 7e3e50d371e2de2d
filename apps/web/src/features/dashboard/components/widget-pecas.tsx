import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatData, formatEnergia, formatPotencia, MESES } from '@irradia/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TextoCortado } from '../../../components/texto-cortado.tsx';

// The few generic pieces every widget's content is made of (counter, list, empty state) and the
// figures' formats they share.

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
export const formatInteiro = (n: number | null | undefined) => inteiro.format(n ?? 0);
export const kwh = (v: number | null | undefined) =>
  formatEnergia(v === null || v === undefined ? null : v * 1000);
export const kwp = (v: number | null | undefined) =>
  formatPotencia(v === null || v === undefined ? null : v * 1000, 'Wp');

/** 'YYYY-MM…' → 'Março de 2025'. */
export function nomeDoMes(mes: string): string {
  const [ano, m] = mes.split('-').map(Number);
  const nome = m ? MESES[m - 1] : undefined;
  return nome && ano ? `${nome} de ${ano}` : mes;
}
/** 'YYYY-MM…' → '03/2025'. */
export const mesCurto = (mes: string) => {
  const [ano, m] = mes.split('-');
  return ano && m ? `${m}/${ano}` : mes;
};
/** 'YYYY-MM-DD' → 'DD/MM'. */
export const diaCurto = (data: string) => formatData(data.slice(0, 10), { semAno: true }) || data;
/** Energy as invoices print it, in kWh with pt-BR digits: '4.700 kWh', '12,5 kWh'. */
export const kwhBr = (v: number) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: Math.abs(v) >= 100 ? 0 : 1 }).format(v)} kWh`;
/** A count with its noun in the right number: '1 unidade', '12 faturas'. */
export const contagem = (n: number, um: string, varios: string) =>
  `${formatInteiro(n)} ${n === 1 ? um : varios}`;

/** Nothing yet: what it means and the next step. */
export function WidgetVazio(props: { texto: string; acao?: { rotulo: string; para: string } }) {
  return (
    <Stack gap="2" align="flex-start" justify="center" h="100%" data-testid="widget-vazio">
      <Text color="fg.muted" fontSize="sm">
        {props.texto}
      </Text>
      {props.acao && (
        <Button asChild size="xs" colorPalette="orange" variant="subtle">
          <Link to={props.acao.para}>{props.acao.rotulo}</Link>
        </Button>
      )}
    </Stack>
  );
}

/** A widget's main figure; `menor` for a figure with its unit ("79.453 kWh") in a one-column card. */
export function Numero(props: {
  valor: ReactNode;
  rotulo?: ReactNode;
  detalhe?: ReactNode;
  menor?: boolean;
}) {
  return (
    <Stack gap="0.5">
      <Text
        fontSize={props.menor ? '2xl' : '3xl'}
        fontWeight="bold"
        lineHeight="1.1"
        whiteSpace="nowrap"
        data-testid="widget-numero"
      >
        {props.valor}
      </Text>
      {props.rotulo && (
        <Text fontSize="sm" color="fg.muted">
          {props.rotulo}
        </Text>
      )}
      {props.detalhe}
    </Stack>
  );
}

/**
 * Rows of a widget: a name on the left and a figure on the right, which moves under the name when
 * both do not fit one line (a narrow card); the name is cut with an ellipsis, its whole text on
 * hover and focus, only when it is wider than the card. An optional second line goes under it.
 */
export function Lista(props: {
  itens: Array<{ chave: string; esquerda: ReactNode; direita?: ReactNode; abaixo?: ReactNode }>;
}) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {props.itens.map((item) => (
        <Stack as="li" key={item.chave} gap="0" fontSize="sm" minW="0">
          <HStack justify="space-between" columnGap="2" rowGap="0" minW="0" wrap="wrap">
            <Box minW="0" flex="1 1 auto" maxW="100%">
              {typeof item.esquerda === 'string' ? <TextoCortado texto={item.esquerda} /> : item.esquerda}
            </Box>
            {item.direita !== undefined && (
              <Box flex="0 0 auto" ms="auto" color="fg.muted" textAlign="right" whiteSpace="nowrap">
                {item.direita}
              </Box>
            )}
          </HStack>
          {item.abaixo && (
            <Box minW="0" fontSize="xs" color="fg.muted">
              {item.abaixo}
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
