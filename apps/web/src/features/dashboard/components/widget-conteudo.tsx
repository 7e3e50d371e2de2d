import { Badge, Box, Button, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { formatEnergia, formatMoeda, formatPercentual, formatPotencia, MESES } from '@irradia/shared';
import { STATUS_FATURA } from '@irradia/shared/faturas/faturas.campos';
import { STATUS_USINA, type StatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type DadosGrafico, Grafico } from '../../../components/graficos/grafico.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { TextoCortado } from '../../../components/texto-cortado.tsx';
import { formatDataHora } from '../../../lib/horario.ts';
import type {
  Contador,
  ContadorDoDia,
  CreditosDeEnergia,
  EnergiaDoDia,
  GeracaoDiaria,
  GeracaoHoraria,
  GeracaoMes,
  PorConcessionaria,
  PorFabricante,
  ResumoFuncionarios,
  ResumoUsinas,
  UltimasFaturas,
  UsinasComProblema,
} from '../api.ts';

// What each widget shows once its data arrived: a few generic pieces (counter, breakdown, list,
// bars) and, when there is nothing yet, what to do next.

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const formatInteiro = (n: number | null | undefined) => inteiro.format(n ?? 0);
const kwh = (v: number | null | undefined) => formatEnergia(v === null || v === undefined ? null : v * 1000);
const kwp = (v: number | null | undefined) =>
  formatPotencia(v === null || v === undefined ? null : v * 1000, 'Wp');

/** 'YYYY-MM…' → 'Março de 2025'. */
function nomeDoMes(mes: string): string {
  const [ano, m] = mes.split('-').map(Number);
  const nome = m ? MESES[m - 1] : undefined;
  return nome && ano ? `${nome} de ${ano}` : mes;
}
/** 'YYYY-MM…' → '03/2025'. */
const mesCurto = (mes: string) => {
  const [ano, m] = mes.split('-');
  return ano && m ? `${m}/${ano}` : mes;
};
/** 'YYYY-MM-DD' → 'DD/MM'. */
const diaCurto = (data: string) => {
  const [, m, d] = data.slice(0, 10).split('-');
  return d && m ? `${d}/${m}` : data;
};
/** Energy as invoices print it, in kWh with pt-BR digits: '4.700 kWh', '12,5 kWh'. */
const kwhBr = (v: number) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: Math.abs(v) >= 100 ? 0 : 1 }).format(v)} kWh`;
/** A count with its noun in the right number: '1 unidade', '12 faturas'. */
const contagem = (n: number, um: string, varios: string) => `${formatInteiro(n)} ${n === 1 ? um : varios}`;

/** Nothing yet: what it means and the next step. */
function WidgetVazio(props: { texto: string; acao?: { rotulo: string; para: string } }) {
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
function Numero(props: { valor: ReactNode; rotulo?: ReactNode; detalhe?: ReactNode; menor?: boolean }) {
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
function Lista(props: {
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

/**
 * Days as the chart module draws them: the energy of each day as bars and, when the company's plants
 * have a city, each day's expectation as a dashed line beside them (the days of either, in order).
 */
function dadosDosDias(dias: EnergiaDoDia[], esperada: EnergiaDoDia[] | null | undefined): DadosGrafico {
  const datas = [...new Set([...dias, ...(esperada ?? [])].map((d) => d.data))].sort();
  const real = new Map(dias.map((d) => [d.data, d.energia_kwh]));
  const esperadaPorData = new Map((esperada ?? []).map((d) => [d.data, d.energia_kwh]));
  return {
    grandeza: 'energia',
    eixo: 'categoria',
    rotulos: datas.map(diaCurto),
    titulos: datas.map((d) => d.split('-').reverse().join('/')),
    series: [
      { nome: 'Gerada', papel: 'real', forma: 'barra', valores: datas.map((d) => real.get(d) ?? null) },
      ...(esperada && esperada.length > 0
        ? [
            {
              nome: 'Esperada',
              papel: 'esperado' as const,
              forma: 'linha' as const,
              valores: datas.map((d) => esperadaPorData.get(d) ?? null),
            },
          ]
        : []),
    ],
  };
}

export function ConteudoClientes({ data }: { data: Contador }) {
  if (data.total === 0)
    return (
      <WidgetVazio
        texto="Nenhum cliente cadastrado ainda."
        acao={{ rotulo: 'Cadastre seu primeiro cliente', para: '/clientes' }}
      />
    );
  return (
    <Numero
      valor={formatInteiro(data.total)}
      rotulo="clientes ativos"
      detalhe={
        data.novos_no_mes !== undefined && (
          <Text fontSize="sm" color="green.fg">
            +{formatInteiro(data.novos_no_mes)} no mês
          </Text>
        )
      }
    />
  );
}

export function ConteudoTotal({ data, rotulo }: { data: Contador; rotulo: string }) {
  return <Numero valor={formatInteiro(data.total)} rotulo={rotulo} />;
}

export function ConteudoDoDia({ data, rotulo }: { data: ContadorDoDia; rotulo: string }) {
  return <Numero valor={formatInteiro(data.hoje)} rotulo={`hoje · ${formatInteiro(data.total)} ${rotulo}`} />;
}

export function ConteudoUsinas({ data }: { data: ResumoUsinas }) {
  if (data.total === 0)
    return (
      <WidgetVazio
        texto="Nenhuma usina monitorada ainda."
        acao={{ rotulo: 'Importe sua primeira usina', para: '/usinas' }}
      />
    );
  return (
    <Stack gap="2">
      <Numero valor={formatInteiro(data.total)} rotulo={`usinas · ${kwp(data.potencia_kwp) || '—'}`} />
      <HStack gap="1.5" wrap="wrap" role="list" aria-label="Usinas por situação">
        {(Object.keys(STATUS_USINA) as StatusUsina[]).map((s) => (
          <Badge key={s} role="listitem" colorPalette={STATUS_USINA[s].cor} variant="subtle" data-status={s}>
            {STATUS_USINA[s].rotulo}: {formatInteiro(data.por_status?.[s])}
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}

export function ConteudoFabricantes({ data }: { data: PorFabricante[] }) {
  if (data.length === 0)
    return (
      <WidgetVazio
        texto="Nenhum inversor ainda. Os fabricantes aparecem aqui quando você importar as usinas dos portais."
        acao={{ rotulo: 'Importar usinas', para: '/usinas' }}
      />
    );
  return (
    <Lista
      itens={data.map((f) => ({
        chave: f.codigo,
        esquerda: f.nome,
        direita: `${contagem(f.usinas, 'usina', 'usinas')} · ${kwp(f.potencia_kwp) || '—'}`,
      }))}
    />
  );
}

export function ConteudoConcessionarias({ data }: { data: PorConcessionaria[] }) {
  if (data.length === 0)
    return (
      <WidgetVazio
        texto="Nenhuma unidade consumidora ainda. Envie a fatura de uma usina em PDF ou ligue a usina ao aplicativo da concessionária."
        acao={{ rotulo: 'Enviar fatura', para: '/faturas' }}
      />
    );
  return (
    <Lista
      itens={data.map((c) => ({
        chave: c.sigla,
        esquerda: c.sigla,
        direita: `${contagem(c.unidades, 'unidade', 'unidades')} · ${contagem(c.faturas, 'fatura', 'faturas')}`,
      }))}
    />
  );
}

export function ConteudoFuncionarios({ data }: { data: ResumoFuncionarios }) {
  if (data.total === 0)
    return (
      <WidgetVazio
        texto="Sua equipe ainda não tem funcionários."
        acao={{ rotulo: 'Cadastre um funcionário', para: '/funcionarios' }}
      />
    );
  return (
    <Stack gap="2">
      <Numero valor={formatInteiro(data.total)} rotulo="funcionários ativos" />
      <Lista
        itens={data.por_setor.map((s) => ({
          chave: s.setor,
          esquerda: s.setor,
          direita: formatInteiro(s.total),
        }))}
      />
    </Stack>
  );
}

export function ConteudoGeracaoMes({ data }: { data: GeracaoMes }) {
  if (data.energia_kwh === 0 && data.dias.length === 0)
    return (
      <WidgetVazio
        texto={`Sem geração registrada em ${nomeDoMes(data.mes)}.`}
        acao={{ rotulo: 'Importar usinas', para: '/usinas' }}
      />
    );
  const desempenho =
    data.esperada_kwh && data.esperada_kwh > 0 ? (data.energia_kwh / data.esperada_kwh) * 100 : null;
  // The figures beside the chart: the chart keeps the card's whole height for its axes.
  return (
    <HStack gap="3" h="100%" align="stretch">
      <Stack gap="0.5" flexShrink={0} maxW="45%" justify="center">
        <Text fontSize="2xl" fontWeight="bold" lineHeight="1.1" data-testid="widget-numero">
          {kwh(data.energia_kwh)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {nomeDoMes(data.mes)}
        </Text>
        {data.esperada_kwh !== null && (
          <Text fontSize="xs" color="fg.muted">
            Esperado {kwh(data.esperada_kwh)}
            {desempenho !== null && (
              <>
                <br />
                <Text as="span" fontWeight="semibold" color="fg">
                  {formatPercentual(desempenho)}
                </Text>{' '}
                do esperado
              </>
            )}
          </Text>
        )}
      </Stack>
      {data.dias.length > 0 && (
        <Box flex="1" minW="0">
          <Grafico
            altura="100%"
            compacto
            dados={dadosDosDias(data.dias, data.esperada_por_dia)}
            descricao={`Energia gerada por dia em ${nomeDoMes(data.mes).toLowerCase()}`}
            nomeCategoria="Dia"
          />
        </Box>
      )}
    </HStack>
  );
}

export function ConteudoGeracaoHoraria({ data }: { data: GeracaoHoraria }) {
  if (data.pontos.length === 0)
    return (
      <WidgetVazio
        texto="Nenhuma leitura de potência hoje. As leituras chegam conforme os portais atualizam."
        acao={{ rotulo: 'Ver usinas', para: '/usinas' }}
      />
    );
  const pico = data.pontos.reduce((a, p) => (p.potencia_w > a.potencia_w ? p : a));
  return (
    <Stack gap="1" h="100%">
      <HStack justify="space-between" wrap="wrap" fontSize="sm">
        <Text>
          Agora: <strong>{formatPotencia(data.potencia_atual_w) || '—'}</strong>
        </Text>
        <Text color="fg.muted">
          Pico {formatPotencia(pico.potencia_w)} às {pico.hora}
        </Text>
      </HStack>
      <Box flex="1" minH="20">
        <Grafico
          altura="100%"
          compacto
          dados={{
            grandeza: 'potencia',
            eixo: 'horas',
            rotulos: data.pontos.map((p) => p.hora),
            series: [
              {
                nome: 'Potência',
                papel: 'real',
                forma: 'area',
                valores: data.pontos.map((p) => p.potencia_w),
              },
            ],
          }}
          descricao="Potência de todas as usinas hoje (horário de Brasília)"
          nomeCategoria="Hora"
        />
      </Box>
    </Stack>
  );
}

export function ConteudoGeracaoDiaria({ data }: { data: GeracaoDiaria }) {
  if (data.dias.length === 0)
    return (
      <WidgetVazio
        texto="Sem geração nos últimos 30 dias."
        acao={{ rotulo: 'Importar usinas', para: '/usinas' }}
      />
    );
  const total = data.dias.reduce((a, d) => a + d.energia_kwh, 0);
  const esperada = data.esperada_por_dia?.reduce((a, d) => a + d.energia_kwh, 0) ?? 0;
  return (
    <Stack gap="1" h="100%">
      <Text fontSize="sm" color="fg.muted">
        Total: <strong>{kwh(total)}</strong>
        {esperada > 0 && ` · esperado ${kwh(esperada)} (${formatPercentual((total / esperada) * 100)})`}
      </Text>
      <Box flex="1" minH="20">
        <Grafico
          altura="100%"
          compacto
          dados={dadosDosDias(data.dias, data.esperada_por_dia)}
          descricao="Energia gerada por dia nos últimos 30 dias"
          nomeCategoria="Dia"
        />
      </Box>
    </Stack>
  );
}

export function ConteudoUsinaStatus({ data }: { data: UsinasComProblema }) {
  if (data.usinas.length === 0)
    return (
      <Stack h="100%" justify="center" data-testid="widget-vazio">
        <Text color="green.fg" fontSize="sm">
          Todas as usinas estão funcionando normalmente.
        </Text>
      </Stack>
    );
  return (
    <Lista
      itens={data.usinas.map((u) => {
        // The plant's clock (its zone named when it is not the browser's).
        const desde = u.ultima_leitura_em
          ? `última leitura ${formatDataHora(u.ultima_leitura_em, { fuso: u.fuso_horario, semAno: true })}`
          : 'sem leituras';
        return {
          chave: u.uuid,
          // The name has the whole line; the status and why go under it.
          esquerda: <TextoCortado texto={u.nome} para={`/usinas/${u.uuid}`} fontWeight="medium" />,
          abaixo: (
            <HStack gap="1.5" minW="0" mt="0.5">
              <StatusBadge status={u.status} />
              <Box minW="0" flex="1">
                <TextoCortado texto={u.status_motivo ? `${u.status_motivo} · ${desde}` : desde} />
              </Box>
            </HStack>
          ),
        };
      })}
    />
  );
}

export function ConteudoFaturaUltima({ data }: { data: UltimasFaturas }) {
  if (data.faturas.length === 0)
    return (
      <WidgetVazio
        texto="Nenhuma fatura ainda. Envie o PDF de uma fatura da concessionária ou ligue uma usina ao aplicativo dela para importar todas."
        acao={{ rotulo: 'Enviar fatura', para: '/faturas' }}
      />
    );
  return (
    <Lista
      itens={data.faturas.map((f) => {
        const usina = typeof f.usina === 'string' ? f.usina : (f.usina?.nome ?? '');
        const status = STATUS_FATURA[f.status as keyof typeof STATUS_FATURA] ?? f.status;
        const economia = f.economia_rs !== null && f.economia_rs > 0 ? f.economia_rs : null;
        return {
          chave: f.uuid,
          esquerda: (
            <TextoCortado
              texto={`${mesCurto(f.mes_referencia)} · ${status}`}
              para={`/faturas/${f.uuid}`}
              fontWeight="medium"
            />
          ),
          direita: <Text as="span">{formatMoeda(f.valor_total_rs) || '—'}</Text>,
          // The plant and the saving share the line when both fit; else the saving goes under.
          abaixo: (usina || economia !== null) && (
            <HStack justify="space-between" columnGap="2" rowGap="0" minW="0" wrap="wrap">
              <Box minW="0" flex="1 1 auto" maxW="100%">
                {usina && <TextoCortado texto={usina} />}
              </Box>
              {economia !== null && (
                <Text as="span" color="green.fg" flex="0 0 auto" ms="auto" whiteSpace="nowrap">
                  economia {formatMoeda(economia)}
                </Text>
              )}
            </HStack>
          ),
        };
      })}
    />
  );
}

/** Lots listed in the widget; the rest are counted and one link away. */
const LOTES_NO_WIDGET = 3;

export function ConteudoCreditos({ data }: { data: CreditosDeEnergia }) {
  // A month with nothing to expire says nothing ("Expira em 11/2026 · 0 kWh"): left out.
  const lotes = data.expirando.filter((e) => e.kwh > 0);
  const economia = data.economia_rs !== null && data.economia_rs > 0 ? data.economia_rs : null;
  if (data.saldo_kwh <= 0 && lotes.length === 0)
    return (
      <WidgetVazio
        texto="Sem créditos de energia ainda. O saldo vem das faturas das unidades geradoras: envie ou importe as faturas."
        acao={{ rotulo: 'Ir para faturas', para: '/faturas' }}
      />
    );
  return (
    <Stack gap="2">
      <Numero
        menor
        valor={kwhBr(data.saldo_kwh)}
        rotulo="de saldo em créditos"
        detalhe={
          economia !== null && (
            <Text fontSize="sm" color="green.fg">
              Economia de {formatMoeda(economia)} nas faturas
            </Text>
          )
        }
      />
      {lotes.length > 0 ? (
        <Stack gap="1">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            A expirar (Lei 14.300: 60 meses)
          </Text>
          <Lista
            itens={lotes.slice(0, LOTES_NO_WIDGET).map((e) => ({
              chave: e.mes,
              esquerda: `Expiram em ${mesCurto(e.mes)}`,
              direita: kwhBr(e.kwh),
            }))}
          />
          {lotes.length > LOTES_NO_WIDGET && (
            <ChakraLink asChild fontSize="xs" colorPalette="orange">
              <Link to="/faturas">
                e mais {contagem(lotes.length - LOTES_NO_WIDGET, 'mês', 'meses')} com créditos a expirar
              </Link>
            </ChakraLink>
          )}
        </Stack>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          Nenhum crédito expira nos próximos 12 meses.
        </Text>
      )}
    </Stack>
  );
}
