import { Card, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatMoeda, formatPotencia } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import { formatAnosEMeses } from '@irradia/shared/format/prazo';
import { Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropostaCalculada } from '../api.ts';
import { co2, fracao, kwh, reaisOuTraco, reaisPorKwh } from '../campos.ts';
import { KitDaProposta, PagamentosDaProposta } from './kit-e-pagamentos.tsx';

type Parte = 'dimensionamento' | 'inversor' | 'preco' | 'financeiro';

const DIMENSIONAMENTO = [
  'consumo_mensal_kwh',
  'cidade_ibge',
  'fornecimento',
  'cobertura',
  'performance_ratio',
  'modulo_wp',
  'modulo_produto',
];
const INVERSOR = ['inversores_kw', 'inversores_produtos', 'razao_dc_ac_min', 'razao_dc_ac_max'];
const PRECO = ['custo_kit_rs', 'servicos_rs', 'margem', 'impostos', 'modulo_produto', 'inversores_produtos'];

/** The inputs each part needs (decision 031): the financials need the sizing and the price too. */
function camposDa(parte: Parte): string[] | null {
  if (parte === 'dimensionamento') return DIMENSIONAMENTO;
  if (parte === 'inversor') return [...DIMENSIONAMENTO, ...INVERSOR];
  if (parte === 'preco') return PRECO;
  return null;
}

/** What is still missing for a part, as a checklist (not an error: a draft is allowed to be empty). */
function Pendencias(props: { pendencias: PropostaCalculada['pendencias']; parte: Parte }) {
  const campos = camposDa(props.parte);
  const lista = props.pendencias.filter((p) => !campos || campos.includes(p.campo));
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Para calcular, falta:
      </Text>
      <List.Root gap="1" variant="plain" aria-label="Pendências">
        {lista.map((p) => (
          <List.Item key={`${p.campo}-${p.mensagem}`} fontSize="sm">
            <List.Indicator asChild color="orange.fg">
              <Circle size="12" aria-hidden />
            </List.Indicator>
            {p.mensagem}
          </List.Item>
        ))}
        {lista.length === 0 && <List.Item fontSize="sm">Complete as etapas anteriores.</List.Item>}
      </List.Root>
    </Stack>
  );
}

type Linha = readonly [rotulo: string, valor: ReactNode, testid?: string];

function Parte(props: { titulo: string; linhas: readonly Linha[] | null; falta: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading size="sm" as="h3">
          {props.titulo}
        </Heading>
        {props.linhas ? (
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            {props.linhas.map(([rotulo, valor, testid]) => (
              <DataList.Item key={rotulo}>
                <DataList.ItemLabel flex="1">{rotulo}</DataList.ItemLabel>
                <DataList.ItemValue
                  justifyContent="flex-end"
                  textAlign="end"
                  fontWeight="medium"
                  data-testid={testid}
                >
                  {valor}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          props.falta
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The figures of the proposal as the server computed them; a part not yet computable lists what it needs. */
export function PropostaResultados({ proposta: p }: { proposta: PropostaCalculada }) {
  const d = p.dimensionamento;
  const inv = p.inversor;
  const preco = p.preco;
  const f = p.financeiro;
  const falta = (parte: Parte) => <Pendencias pendencias={p.pendencias} parte={parte} />;
  return (
    <Stack gap="3" aria-label="Resultados da proposta" role="region">
      <Parte
        titulo="Dimensionamento"
        falta={falta('dimensionamento')}
        linhas={
          d && [
            ['Potência necessária', formatPotencia(d.potencia_necessaria_kwp * 1000, 'Wp'), 'kwp-necessario'],
            ['Módulos', `${d.modulos} × ${numeroBr(d.potencia_modulo_wp, 0, 0)} Wp`, 'modulos'],
            ['Potência real', formatPotencia(d.potencia_real_kwp * 1000, 'Wp'), 'kwp-real'],
            ['Geração anual', kwh(d.geracao_anual_kwh), 'geracao-anual'],
            [
              'Produção específica',
              `${numeroBr(Math.round(d.producao_especifica_kwh_kwp_ano), 0, 0)} kWh/kWp·ano`,
            ],
            ...(p.irradiacao
              ? [
                  [
                    'Irradiação',
                    p.irradiacao.fonte === 'propria' ? 'Valores da empresa' : 'Atlas Solarimétrico 2017',
                  ] as const,
                ]
              : []),
          ]
        }
      />
      <Parte
        titulo="Inversor"
        falta={falta('inversor')}
        linhas={
          inv && [
            ['Escolhido', `${inv.quantidade} × ${formatPotencia(inv.potencia_kw * 1000, 'W')}`, 'inversor'],
            ['Potência AC', formatPotencia(inv.potencia_ac_kw * 1000, 'W')],
            ['Razão DC/AC', numeroBr(inv.razao_dc_ac, 2, 2)],
          ]
        }
      />
      <Parte
        titulo="Preço"
        falta={falta('preco')}
        linhas={
          preco && [
            ['Custo (kit e serviços)', formatMoeda(preco.custo_rs)],
            ['Margem', formatMoeda(preco.margem_rs)],
            ['Impostos', formatMoeda(preco.impostos_rs)],
            [
              'Preço de venda',
              <Text as="span" key="preco" color="orange.fg" fontSize="md">
                {formatMoeda(preco.preco_rs)}
              </Text>,
              'preco-venda',
            ],
          ]
        }
      />
      {p.kit && <KitDaProposta kit={p.kit} />}
      {p.pagamentos && <PagamentosDaProposta pagamentos={p.pagamentos} />}
      <Parte
        titulo="Retorno"
        falta={falta('financeiro')}
        linhas={
          f && [
            ['Payback simples', formatAnosEMeses(f.payback_simples_meses), 'payback-simples'],
            ['Payback descontado', formatAnosEMeses(f.payback_descontado_meses), 'payback-descontado'],
            ['VPL', formatMoeda(f.vpl_rs), 'vpl'],
            ['TIR', f.tir_anual === null ? '—' : `${fracao(f.tir_anual)} ao ano`, 'tir'],
            ['LCOE', reaisPorKwh(f.lcoe_rs_kwh)],
            ['Economia em 25 anos', reaisOuTraco(f.economia_total_rs), 'economia-total'],
            ['CO₂ evitado', co2(f.co2_evitado_kg)],
            ['Árvores equivalentes', numeroBr(f.arvores, 0, 0)],
          ]
        }
      />
    </Stack>
  );
}
