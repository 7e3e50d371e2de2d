import { formatMoeda, formatPotencia } from '@irradia/shared';
import type { Especificacoes, Produto } from '@irradia/shared/catalogo/produtos.schema';
import { numeroBr } from '@irradia/shared/format/numero';

// How the catalogue shows its figures (pt-BR digits, the house's money and power formats) and
// what the technical fields are called.

export const reais = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatMoeda(v));

/** A quantity of a product in its unit: 12 un, 2,5 m (up to three decimals, as the API keeps). */
export const quantidade = (n: number, unidade?: string) =>
  `${numeroBr(n, 0, 3)}${unidade ? ` ${unidade}` : ''}`;

/** kWp as the house shows power: 5,5 kWp, 550 Wp. */
export const kwp = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : formatPotencia(v * 1000, 'Wp');

export const quantidadeDeProdutos = (n: number) => (n === 1 ? '1 produto' : `${numeroBr(n, 0, 0)} produtos`);

/** "10 kits" / "1 kit" / "nenhum kit" a kit's components allow. */
export const kitsDisponiveis = (n: number) =>
  n <= 0 ? 'Nenhum kit' : n === 1 ? '1 kit' : `${numeroBr(n, 0, 0)} kits`;

export type CampoEspecificacao = keyof Especificacoes;

/** Each technical field's label and unit (the form's label says the unit; a list adds it). */
export const ESPECIFICACOES: Record<
  CampoEspecificacao,
  { rotulo: string; unidade?: string; inteiro?: boolean; texto?: boolean; exemplo?: string }
> = {
  potencia_wp: { rotulo: 'Potência', unidade: 'Wp', exemplo: '550' },
  tecnologia: { rotulo: 'Tecnologia', texto: true, exemplo: 'Monocristalino' },
  eficiencia_pct: { rotulo: 'Eficiência', unidade: '%', exemplo: '21,3' },
  comprimento_mm: { rotulo: 'Comprimento', unidade: 'mm', inteiro: true, exemplo: '2278' },
  largura_mm: { rotulo: 'Largura', unidade: 'mm', inteiro: true, exemplo: '1134' },
  espessura_mm: { rotulo: 'Espessura', unidade: 'mm', inteiro: true, exemplo: '35' },
  peso_kg: { rotulo: 'Peso', unidade: 'kg', exemplo: '28' },
  garantia_anos: { rotulo: 'Garantia do produto', unidade: 'anos', inteiro: true, exemplo: '12' },
  garantia_desempenho_anos: {
    rotulo: 'Garantia de desempenho',
    unidade: 'anos',
    inteiro: true,
    exemplo: '30',
  },
  potencia_kw: { rotulo: 'Potência AC', unidade: 'kW', exemplo: '5' },
  mppts: { rotulo: 'MPPTs', inteiro: true, exemplo: '2' },
  tensao_max_dc_v: { rotulo: 'Tensão máxima DC', unidade: 'V', exemplo: '600' },
  potencia_max_dc_kw: { rotulo: 'Potência máxima DC', unidade: 'kW', exemplo: '7,5' },
  fases: { rotulo: 'Fases' },
  fabricante_codigo: { rotulo: 'Fabricante no monitoramento' },
  capacidade_kwh: { rotulo: 'Capacidade', unidade: 'kWh', exemplo: '5' },
  tensao_v: { rotulo: 'Tensão nominal', unidade: 'V', exemplo: '48' },
  bitola_mm2: { rotulo: 'Bitola', unidade: 'mm²', exemplo: '6' },
};

/** A technical field's label with its unit: "Potência (Wp)". */
export const rotuloComUnidade = (campo: CampoEspecificacao) => {
  const e = ESPECIFICACOES[campo];
  return e.unidade ? `${e.rotulo} (${e.unidade})` : e.rotulo;
};

/** Reais as a form field holds them: '3.300,00'. */
export const reaisNoCampo = (v: number) => numeroBr(v, 2, 2);

/** A number as a form field holds it: the pt-BR way ('21,3'), '' for none. */
export const numeroNoCampo = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : String(v).replace('.', ',');

/** The product's headline figure by kind: a module's Wp, an inverter's kW, a kit's kWp. */
export function resumoTecnico(p: Pick<Produto, 'tipo' | 'especificacoes' | 'kit'>): string | null {
  const e = p.especificacoes;
  if (p.tipo === 'kit') return p.kit && p.kit.potencia_kwp > 0 ? kwp(p.kit.potencia_kwp) : null;
  if (p.tipo === 'modulo' && e.potencia_wp !== undefined) return formatPotencia(e.potencia_wp, 'Wp');
  if ((p.tipo === 'inversor' || p.tipo === 'microinversor') && e.potencia_kw !== undefined)
    return formatPotencia(e.potencia_kw * 1000, 'W');
  if (p.tipo === 'bateria' && e.capacidade_kwh !== undefined)
    return formatPotencia(e.capacidade_kwh * 1000, 'Wh');
  if (p.tipo === 'cabo' && e.bitola_mm2 !== undefined) return `${numeroBr(e.bitola_mm2, 0, 2)} mm²`;
  return null;
}
