import { Badge, Box, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { STATUS_FATURA } from '@irradia/shared/faturas/faturas.campos';
import { formatDataHora } from '@irradia/shared/format/data';
import { STATUS_USINA, type StatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { TextoCortado } from '../../../components/texto-cortado.tsx';
import type {
  Contador,
  ContadorDoDia,
  CreditosDeEnergia,
  PorConcessionaria,
  PorFabricante,
  ResumoFuncionarios,
  ResumoUsinas,
  UltimasFaturas,
  UsinasComProblema,
} from '../api.ts';
import {
  contagem,
  formatInteiro,
  kwhBr,
  kwp,
  Lista,
  mesCurto,
  Numero,
  WidgetVazio,
} from './widget-pecas.tsx';

// What each widget shows once its data arrived, made of the pieces in widget-pecas.tsx (the
// generation charts are in widget-graficos.tsx) and, when there is nothing yet, what to do next.

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
        const usina = f.usina?.nome ?? '';
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
  const economia = data.economia_rs > 0 ? data.economia_rs : null;
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
