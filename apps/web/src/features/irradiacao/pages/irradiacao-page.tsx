import {
  Badge,
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
import { formatData, formatPercentual, MESES, MESES_ABREV } from '@irradia/shared';
import type { SerieIrradiacao } from '@irradia/shared/irradiacao/irradiacao';
import { Pencil, RotateCcw, SunMedium } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BarChart } from '../../../components/bar-chart.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import {
  type Cidade,
  useCidades,
  useEstados,
  useIrradiacao,
  useSalvarIrradiacao,
  useVoltarAoAtlas,
} from '../api.ts';

const kwh = (wh: number) =>
  (wh / 1000).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Monthly bars (kWh/m²·day); each bar says its value for screen readers. */
function Grafico({ serie }: { serie: SerieIrradiacao }) {
  return (
    <BarChart
      descricao="Irradiação média diária por mês"
      testId="grafico-irradiacao"
      valores={serie.mensal.map((v, i) => ({
        rotulo: MESES_ABREV[i] ?? '',
        valor: v,
        texto: kwh(v),
        titulo: `${MESES_ABREV[i]}: ${kwh(v)} kWh/m²·dia`,
      }))}
    />
  );
}

/** "5,23" or "5.23" kWh/m²·dia → 5230 Wh/m²·dia; null when it is not a positive number up to 12. */
function paraWh(texto: string): number | null {
  if (!/^\d{1,2}([.,]\d{1,3})?$/.test(texto.trim())) return null;
  const n = Number(texto.trim().replace(',', '.'));
  if (n <= 0 || n > 12) return null;
  return Math.round(n * 1000);
}

/** Twelve monthly values in kWh/m²·dia; sent as Wh/m²·dia. Nothing typed is lost on an error. */
function EditarValores(props: {
  cidade: Cidade;
  inicial: number[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [valores, setValores] = useState(() => props.inicial.map((v) => (v > 0 ? kwh(v) : '')));
  const [erros, setErros] = useState<Record<number, string>>({});
  const salvar = useSalvarIrradiacao();

  function enviar(e: FormEvent) {
    e.preventDefault();
    const mensal = valores.map(paraWh);
    const novos: Record<number, string> = {};
    mensal.forEach((v, i) => {
      if (v === null) novos[i] = 'Informe um valor entre 0,01 e 12';
    });
    setErros(novos);
    if (Object.keys(novos).length) return;
    salvar.mutate(
      { cidade: props.cidade.uuid, mensal: mensal as number[] },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: 'Valores próprios salvos' });
          props.onOpenChange(false);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) {
            const doServidor: Record<number, string> = {};
            for (const [campo, msg] of Object.entries(err.fieldErrors)) {
              const m = /^mensal\.(\d+)$/.exec(campo);
              if (m) doServidor[Number(m[1])] = msg;
            }
            setErros(doServidor);
          }
          toastError(err);
        },
      },
    );
  }

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Valores próprios — ${props.cidade.nome} - ${props.cidade.estado.sigla}`}
      submitLabel="Salvar valores"
      submitting={salvar.isPending}
      onSubmit={enviar}
      size="lg"
    >
      <Text fontSize="sm" color="fg.muted" mb="4">
        Média diária de cada mês no plano dos módulos, em kWh/m²·dia. Valem só para a sua empresa, no lugar do
        Atlas, nas estimativas de geração.
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3">
        {MESES_ABREV.map((mes, i) => (
          <FormField key={mes} label={MESES[i] ?? mes} error={erros[i]}>
            <Input
              inputMode="decimal"
              value={valores[i] ?? ''}
              onChange={(e) => setValores((vs) => vs.map((v, j) => (j === i ? e.target.value : v)))}
            />
          </FormField>
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}

export default function IrradiacaoPage() {
  usePageTitle('Irradiação solar', 'Irradiação média mensal por cidade');
  const [uf, setUf] = useState('');
  const [busca, setBusca] = useState('');
  const [escolhida, setEscolhida] = useState<Cidade | null>(null);
  const [editando, setEditando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const cidade = escolhida?.uuid ?? null;
  const estados = useEstados();
  const cidades = useCidades(uf, busca);
  const dados = useIrradiacao(cidade);
  const voltar = useVoltarAoAtlas();
  const { ctx, pode } = usePermissoes();
  // Own values are recorded per company (spec §6 cidade:edit / cidade:delete).
  const podeEditar = ctx.tipoEmpresa !== null && pode('cidade:edit');
  const podeApagar = ctx.tipoEmpresa !== null && pode('cidade:delete');
  const d = dados.data?.data;
  const serie = d?.inclinada;
  const semDados = dados.error instanceof ApiError && dados.error.status === 404;
  const propria = d?.fonte.codigo === 'propria';

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
                  onClick={() => setEscolhida(c)}
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
      {escolhida && semDados && (
        <ListEmpty
          icon={<SunMedium />}
          title={`Sem dados do Atlas para ${escolhida.nome} - ${escolhida.estado.sigla}`}
          description={
            podeEditar
              ? 'Registre os valores que a sua empresa usa para esta cidade.'
              : 'O Atlas não traz medições para esta localidade.'
          }
          action={
            podeEditar ? (
              <Button colorPalette="orange" onClick={() => setEditando(true)}>
                <Pencil /> Registrar valores próprios
              </Button>
            ) : undefined
          }
        />
      )}
      {escolhida && dados.error && !semDados && (
        <ListError
          icon={<SunMedium />}
          title="Não foi possível carregar a irradiação"
          onRetry={() => void dados.refetch()}
        />
      )}
      {d && serie && (
        <Card.Root>
          <Card.Body gap="5">
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <HStack gap="3" wrap="wrap">
                <Heading size="md">
                  {d.cidade.nome} - {d.cidade.estado.sigla}
                </Heading>
                <Badge colorPalette={propria ? 'purple' : 'gray'}>
                  {propria ? 'Valores próprios' : 'Atlas'}
                </Badge>
              </HStack>
              <HStack gap="2">
                {propria && podeApagar && (
                  <Button size="sm" variant="outline" onClick={() => setConfirmando(true)}>
                    <RotateCcw /> Voltar ao Atlas
                  </Button>
                )}
                {podeEditar && (
                  <Button size="sm" colorPalette="orange" variant="outline" onClick={() => setEditando(true)}>
                    <Pencil /> {propria ? 'Editar valores próprios' : 'Usar valores próprios'}
                  </Button>
                )}
              </HStack>
            </Flex>
            <StatGrid
              figuras={[
                [
                  'Total anual (plano inclinado)',
                  <>
                    {serie.anual_kwh_m2.toLocaleString('pt-BR')} <Stat.ValueUnit>kWh/m²</Stat.ValueUnit>
                  </>,
                  'anual',
                ],
                ['Horas de sol pleno (média)', `${serie.hsp_media.toLocaleString('pt-BR')} h/dia`],
                d.global_horizontal && [
                  'Global horizontal (anual)',
                  <>
                    {d.global_horizontal.anual_kwh_m2.toLocaleString('pt-BR')}{' '}
                    <Stat.ValueUnit>kWh/m²</Stat.ValueUnit>
                  </>,
                ],
              ]}
            />
            <Grafico serie={serie} />
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Mês</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {propria ? 'Próprio' : 'Inclinado'} (kWh/m²·dia)
                    </Table.ColumnHeader>
                    {propria && d.atlas && (
                      <Table.ColumnHeader textAlign="end">Atlas inclinado (kWh/m²·dia)</Table.ColumnHeader>
                    )}
                    {d.global_horizontal && (
                      <Table.ColumnHeader textAlign="end">Horizontal (kWh/m²·dia)</Table.ColumnHeader>
                    )}
                    <Table.ColumnHeader textAlign="end">% do ano</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {serie.mensal.map((v, i) => (
                    <Table.Row key={MESES_ABREV[i]}>
                      <Table.Cell>{MESES_ABREV[i]}</Table.Cell>
                      <Table.Cell textAlign="end">{kwh(v)}</Table.Cell>
                      {propria && d.atlas && (
                        <Table.Cell textAlign="end">{kwh(d.atlas.inclinada.mensal[i] ?? 0)}</Table.Cell>
                      )}
                      {d.global_horizontal && (
                        <Table.Cell textAlign="end">{kwh(d.global_horizontal.mensal[i] ?? 0)}</Table.Cell>
                      )}
                      <Table.Cell textAlign="end">{formatPercentual(serie.percentual[i])}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Text fontSize="xs" color="fg.muted">
              {propria
                ? `Fonte: ${d.fonte.nome}${d.fonte.atualizado_em ? `, atualizados em ${formatData(d.fonte.atualizado_em)}` : ''}. Horizontal: ${d.atlas?.fonte.nome ?? 'sem dados do Atlas'}.`
                : `Fonte: ${d.fonte.nome}. Plano inclinado na latitude, voltado para o norte.`}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      {escolhida && editando && (
        <EditarValores
          cidade={escolhida}
          inicial={d?.inclinada.mensal ?? Array(12).fill(0)}
          open={editando}
          onOpenChange={setEditando}
        />
      )}
      {escolhida && (
        <FormDialog
          open={confirmando}
          onOpenChange={setConfirmando}
          title="Voltar aos valores do Atlas?"
          submitLabel="Voltar ao Atlas"
          submitting={voltar.isPending}
          onSubmit={(e) => {
            e.preventDefault();
            voltar.mutate(escolhida.uuid, {
              onSuccess: () => {
                toaster.create({ type: 'success', title: 'A cidade voltou a usar o Atlas' });
                setConfirmando(false);
              },
              onError: toastError,
            });
          }}
        >
          <Text>
            Os valores próprios da sua empresa para {escolhida.nome} - {escolhida.estado.sigla} serão
            apagados.
          </Text>
        </FormDialog>
      )}
    </Stack>
  );
}
