import { Badge, Box, Button, Link as ChakraLink, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatEnergia, formatMoeda, formatPercentual, formatPotencia, MESES } from '@irradia/shared';
import { STATUS_FATURA } from '@irradia/shared/faturas/faturas.campos';
import { STATUS_USINA, type StatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
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
const quando = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) : null;

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

function Numero(props: { valor: ReactNode; rotulo?: ReactNode; detalhe?: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1" data-testid="widget-numero">
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

function Lista(props: { itens: Array<{ chave: string; esquerda: ReactNode; direita: ReactNode }> }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
      {props.itens.map((item) => (
        <HStack as="li" key={item.chave} justify="space-between" gap="2" fontSize="sm" minW="0">
          <Box minW="0" flex="1" truncate>
            {item.esquerda}
          </Box>
          <Box flexShrink="0" color="fg.muted" textAlign="right">
            {item.direita}
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}

/** Bars that fill the card's height; one image for screen readers, a title per bar. */
function Barras(props: {
  valores: ReadonlyArray<{ rotulo: string; valor: number; titulo: string }>;
  descricao: string;
}) {
  const max = Math.max(...props.valores.map((v) => v.valor), 1);
  return (
    <Flex align="flex-end" gap="0.5" h="100%" minH="16" role="img" aria-label={props.descricao}>
      {props.valores.map((v) => (
        <Box
          key={v.rotulo}
          flex="1"
          minW="0"
          h={`${Math.max((v.valor / max) * 100, 2)}%`}
          bg="orange.solid"
          roundedTop="xs"
          title={v.titulo}
        />
      ))}
    </Flex>
  );
}

/** The day's power as an area, scaled to the card (00:00 to 24:00). */
function Curva(props: { pontos: ReadonlyArray<{ hora: string; potencia_w: number }>; descricao: string }) {
  const max = Math.max(...props.pontos.map((p) => p.potencia_w), 1);
  const x = (hora: string) => {
    const [h = 0, m = 0] = hora.split(':').map(Number);
    return ((h * 60 + m) / (24 * 60)) * 1000;
  };
  const y = (v: number) => 100 - (v / max) * 95;
  const linha = props.pontos.map((p) => `${x(p.hora).toFixed(1)},${y(p.potencia_w).toFixed(1)}`).join(' ');
  const primeiro = props.pontos[0];
  const ultimo = props.pontos.at(-1);
  const area = primeiro && ultimo ? `${x(primeiro.hora)},100 ${linha} ${x(ultimo.hora)},100` : '';
  return (
    <Box
      as="svg"
      role="img"
      aria-label={props.descricao}
      w="100%"
      h="100%"
      minH="16"
      {...{ viewBox: '0 0 1000 100', preserveAspectRatio: 'none' }}
    >
      <polygon points={area} fill="var(--chakra-colors-orange-muted)" />
      <polyline
        points={linha}
        fill="none"
        stroke="var(--chakra-colors-orange-solid)"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}

const barrasDosDias = (dias: EnergiaDoDia[]) =>
  dias.map((d) => ({
    rotulo: d.data,
    valor: d.energia_kwh,
    titulo: `${diaCurto(d.data)}: ${kwh(d.energia_kwh)}`,
  }));

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
        texto="Os fabricantes aparecem quando houver usinas importadas."
        acao={{ rotulo: 'Importar usinas', para: '/usinas' }}
      />
    );
  return (
    <Lista
      itens={data.map((f) => ({
        chave: f.codigo,
        esquerda: f.nome,
        direita: `${formatInteiro(f.usinas)} · ${kwp(f.potencia_kwp) || '—'}`,
      }))}
    />
  );
}

export function ConteudoConcessionarias({ data }: { data: PorConcessionaria[] }) {
  if (data.length === 0)
    return (
      <WidgetVazio
        texto="Integre a concessionária de uma usina para importar as faturas."
        acao={{ rotulo: 'Ver faturas', para: '/faturas' }}
      />
    );
  return (
    <Lista
      itens={data.map((c) => ({
        chave: c.sigla,
        esquerda: c.sigla,
        direita: `${formatInteiro(c.unidades)} unidades · ${formatInteiro(c.faturas)} faturas`,
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
  return (
    <Stack gap="1" h="100%">
      <Numero
        valor={kwh(data.energia_kwh)}
        rotulo={nomeDoMes(data.mes)}
        detalhe={
          data.esperada_kwh !== null && (
            <Text fontSize="sm" color="fg.muted">
              Esperado {kwh(data.esperada_kwh)}
              {desempenho !== null && ` · ${formatPercentual(desempenho)}`}
            </Text>
          )
        }
      />
      {data.dias.length > 0 && (
        <Box flex="1" minH="0">
          <Barras
            valores={barrasDosDias(data.dias)}
            descricao={`Energia gerada por dia em ${nomeDoMes(data.mes)}`}
          />
        </Box>
      )}
    </Stack>
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
      <Box flex="1" minH="0">
        <Curva
          pontos={data.pontos}
          descricao={`Potência de todas as usinas hoje. Pico de ${formatPotencia(pico.potencia_w)} às ${pico.hora}`}
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
  return (
    <Stack gap="1" h="100%">
      <Text fontSize="sm" color="fg.muted">
        Total: <strong>{kwh(total)}</strong>
      </Text>
      <Box flex="1" minH="0">
        <Barras valores={barrasDosDias(data.dias)} descricao="Energia gerada por dia nos últimos 30 dias" />
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
      itens={data.usinas.map((u) => ({
        chave: u.uuid,
        esquerda: (
          <ChakraLink asChild>
            <Link to={`/usinas/${u.uuid}`} title={u.status_motivo ?? undefined}>
              {u.nome}
            </Link>
          </ChakraLink>
        ),
        direita: (
          <HStack gap="1" justify="flex-end">
            <StatusBadge status={u.status} />
            {u.ultima_leitura_em && (
              <Text as="span" fontSize="xs" hideBelow="sm">
                desde {quando(u.ultima_leitura_em)}
              </Text>
            )}
          </HStack>
        ),
      }))}
    />
  );
}

export function ConteudoFaturaUltima({ data }: { data: UltimasFaturas }) {
  if (data.faturas.length === 0)
    return (
      <WidgetVazio
        texto="Nenhuma fatura importada ainda."
        acao={{ rotulo: 'Importe as faturas da concessionária', para: '/faturas' }}
      />
    );
  return (
    <Lista
      itens={data.faturas.map((f) => {
        const usina = typeof f.usina === 'string' ? f.usina : (f.usina?.nome ?? '');
        const status = STATUS_FATURA[f.status as keyof typeof STATUS_FATURA] ?? f.status;
        return {
          chave: f.uuid,
          esquerda: (
            <ChakraLink asChild>
              <Link to={`/faturas/${f.uuid}`}>
                {mesCurto(f.mes_referencia)}
                {usina && ` · ${usina}`}
              </Link>
            </ChakraLink>
          ),
          direita: (
            <span title={status}>
              {formatMoeda(f.valor_total_rs) || '—'}
              {f.economia_rs !== null && (
                <Text as="span" color="green.fg">
                  {' '}
                  (−{formatMoeda(f.economia_rs)})
                </Text>
              )}
            </span>
          ),
        };
      })}
    />
  );
}

export function ConteudoCreditos({ data }: { data: CreditosDeEnergia }) {
  if (data.saldo_kwh === 0 && data.expirando.length === 0)
    return (
      <WidgetVazio
        texto="Sem créditos de energia. O saldo vem das faturas da concessionária."
        acao={{ rotulo: 'Ver faturas', para: '/faturas' }}
      />
    );
  return (
    <Stack gap="1.5">
      <Numero
        valor={kwh(data.saldo_kwh)}
        rotulo="de saldo"
        detalhe={
          data.economia_rs !== null && (
            <Text fontSize="sm" color="green.fg">
              Economia de {formatMoeda(data.economia_rs)}
            </Text>
          )
        }
      />
      {data.expirando.length > 0 && (
        <Lista
          itens={data.expirando.map((e) => ({
            chave: e.mes,
            esquerda: `Expira em ${mesCurto(e.mes)}`,
            direita: kwh(e.kwh),
          }))}
        />
      )}
    </Stack>
  );
}
