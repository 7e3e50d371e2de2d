import { Badge, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { FaturaDetalhe } from '@irradia/shared/faturas/faturas.schema';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';

const REGRAS: Record<string, string> = {
  modalidade_gd: 'Modalidade de GD (Lei 14.300)',
  fio_b: 'Fio B',
  custo_disponibilidade: 'Custo de disponibilidade',
  disponibilidade_em_dobro: 'Disponibilidade cobrada em dobro',
  compensacao: 'Compensação dos créditos',
  total: 'Valor total',
};
const num = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { maximumFractionDigits: 4 });

/** The Lei 14.300 / REN 1.000 checks of the invoice, each with what was expected and what was billed. */
export function AuditoriaDaFatura({ auditoria }: { auditoria: FaturaDetalhe['auditoria'] }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading size="sm">Auditoria da fatura</Heading>
          <Badge colorPalette={auditoria.ok ? 'green' : 'orange'} variant="subtle">
            {auditoria.ok ? 'Tudo confere' : 'Há pontos a conferir'}
          </Badge>
        </HStack>
        {auditoria.verificacoes.length === 0 ? (
          <Text color="fg.muted">Sem dados suficientes para auditar esta fatura.</Text>
        ) : (
          <List.Root gap="3" variant="plain">
            {auditoria.verificacoes.map((v) => (
              <List.Item key={v.regra} alignItems="flex-start" data-ok={v.ok}>
                <List.Indicator asChild color={v.ok ? 'green.fg' : 'orange.fg'}>
                  {v.ok ? <CheckCircle2 aria-label="Confere" /> : <AlertTriangle aria-label="A conferir" />}
                </List.Indicator>
                <Stack gap="0">
                  <Text fontWeight="medium">{REGRAS[v.regra] ?? v.regra}</Text>
                  <Text fontSize="sm">{v.mensagem}</Text>
                  {(v.esperado !== null || v.encontrado !== null) && (
                    <Text fontSize="xs" color="fg.muted">
                      Esperado: {num(v.esperado)} · Na fatura: {num(v.encontrado)}
                      {v.diferenca !== null ? ` · Diferença: ${num(v.diferenca)}` : ''}
                    </Text>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
