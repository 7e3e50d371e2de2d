import { Card, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { FaturaDetalhe } from '@irradia/shared/faturas/faturas.schema';
import { AlertTriangle } from 'lucide-react';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { kwh, mesAno } from '../campos.ts';

/** The month's line of the unit's credits ledger: what came in, went out and expires, lot by lot. */
export function CreditosDoMes({ c }: { c: FaturaDetalhe['creditos'] }) {
  return (
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
  );
}
