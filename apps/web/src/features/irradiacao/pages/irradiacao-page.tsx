import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { formatPercentual } from '@irradia/shared';
import type { SerieIrradiacao } from '@irradia/shared/irradiacao/irradiacao';
import { SunMedium } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useCidades, useEstados, useIrradiacao } from '../api.ts';

const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];
const kwh = (wh: number) =>
  (wh / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Monthly bars (kWh/m²·day), scaled to the best month; each bar says its value for screen readers. */
function Grafico({ serie }: { serie: SerieIrradiacao }) {
  const max = Math.max(...serie.mensal, 1);
  return (
    <Flex
      align="flex-end"
      gap={{ base: '1', md: '2' }}
      h="56"
      role="img"
      aria-label="Irradiação média diária por mês"
      data-testid="grafico-irradiacao"
    >
      {serie.mensal.map((v, i) => (
        <Flex key={MESES[i]} direction="column" align="center" justify="flex-end" flex="1" h="100%" gap="1">
          <Text fontSize={{ base: '2xs', md: 'xs' }} color="fg.muted">
            {kwh(v)}
          </Text>
          <Box
            w="100%"
            h={`${(v / max) * 80}%`}
            bg="orange.solid"
            roundedTop="sm"
            title={`${MESES[i]}: ${kwh(v)} kWh/m²·dia`}
          />
          <Text fontSize="xs">{MESES[i]}</Text>
        </Flex>
      ))}
    </Flex>
  );
}

export default function IrradiacaoPage() {
  usePageTitle('Irradiação solar', 'Irradiação média mensal por cidade');
  const [uf, setUf] = useState('');
  const [busca, setBusca] = useState('');
  const [cidade, setCidade] = useState<string | null>(null);
  const estados = useEstados();
  const cidades = useCidades(uf, busca);
  const dados = useIrradiacao(cidade);
  const d = dados.data?.data;
  const serie = d?.inclinada;

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Estado">
              <NativeSelect.Root>
                <NativeSelect.Field value={uf} onChange={(e) => setUf(e.target.value)} aria-label="Estado">
                  <option value="">Todos</option>
                  {estados.data?.data.map((e) => (
                    <option key={e.sigla} value={e.sigla}>
                      {e.nome}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Box gridColumn={{ md: 'span 2' }}>
              <FormField label="Cidade" helper="Digite ao menos 2 letras; acentos são opcionais.">
                <Input
                  value={busca}
                  onChange={(e) => setBusca(e.target.value)}
                  placeholder="Ex.: sao paulo"
                  aria-label="Buscar cidade"
                />
              </FormField>
            </Box>
          </SimpleGrid>
          {busca.trim().length >= 2 && (
            <HStack gap="2" mt="3" flexWrap="wrap" aria-label="Cidades encontradas">
              {cidades.isLoading && <Text color="fg.muted">Buscando…</Text>}
              {cidades.data?.data.length === 0 && <Text color="fg.muted">Nenhuma cidade encontrada.</Text>}
              {cidades.data?.data.map((c) => (
                <Button
                  key={c.uuid}
                  size="sm"
                  variant={cidade === c.uuid ? 'solid' : 'outline'}
                  colorPalette="orange"
                  onClick={() => setCidade(c.uuid)}
                >
                  {c.nome} - {c.estado.sigla}
                </Button>
              ))}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      {!cidade && (
        <ListEmpty
          icon={<SunMedium />}
          title="Escolha uma cidade"
          description="Veja a irradiação média de cada mês, o total anual e as horas de sol pleno."
        />
      )}
      {cidade && dados.isLoading && <ListLoading />}
      {d && serie && (
        <Card.Root>
          <Card.Body gap="5">
            <Heading size="md">
              {d.cidade.nome} - {d.cidade.estado.sigla}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <Stat.Root>
                <Stat.Label>Total anual (plano inclinado)</Stat.Label>
                <Stat.ValueText data-testid="anual">
                  {serie.anual_kwh_m2.toLocaleString('pt-BR')} <Stat.ValueUnit>kWh/m²</Stat.ValueUnit>
                </Stat.ValueText>
              </Stat.Root>
              <Stat.Root>
                <Stat.Label>Horas de sol pleno (média)</Stat.Label>
                <Stat.ValueText>{serie.hsp_media.toLocaleString('pt-BR')} h/dia</Stat.ValueText>
              </Stat.Root>
              <Stat.Root>
                <Stat.Label>Global horizontal (anual)</Stat.Label>
                <Stat.ValueText>
                  {d.global_horizontal.anual_kwh_m2.toLocaleString('pt-BR')}{' '}
                  <Stat.ValueUnit>kWh/m²</Stat.ValueUnit>
                </Stat.ValueText>
              </Stat.Root>
            </SimpleGrid>
            <Grafico serie={serie} />
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Mês</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Inclinado (kWh/m²·dia)</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Horizontal (kWh/m²·dia)</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">% do ano</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {serie.mensal.map((v, i) => (
                    <Table.Row key={MESES[i]}>
                      <Table.Cell>{MESES[i]}</Table.Cell>
                      <Table.Cell textAlign="end">{kwh(v)}</Table.Cell>
                      <Table.Cell textAlign="end">{kwh(d.global_horizontal.mensal[i] ?? 0)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatPercentual(serie.percentual[i])}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Text fontSize="xs" color="fg.muted">
              Fonte: {d.fonte.nome}. Plano inclinado na latitude, voltado para o norte.
            </Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
