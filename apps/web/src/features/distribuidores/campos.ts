import { formatMoeda, formatPotencia } from '@irradia/shared';
import { NOMES_FASES } from '@irradia/shared/catalogo/produtos.schema';
import { numeroBr } from '@irradia/shared/format/numero';
import type { ProdutoPublico } from './api.ts';

// How a published catalogue reads to a buyer: prices, validity and a product's key figures.

export const reais = (v: number) => formatMoeda(v);

export const quantidadeDeCatalogos = (n: number) =>
  n === 1 ? '1 catálogo' : `${numeroBr(n, 0, 0)} catálogos`;

export const quantidadeDeItens = (n: number) => (n === 1 ? '1 item' : `${numeroBr(n, 0, 0)} itens`);

const num = (v: number, max = 2) => numeroBr(v, 0, max);

/** The figures a buyer compares a product by, by kind: a module's Wp and efficiency, an inverter's kW and MPPTs… */
export function especificacoesChave(p: Pick<ProdutoPublico, 'tipo' | 'especificacoes' | 'kit'>): string[] {
  const e = p.especificacoes;
  const out: Array<string | false | null | undefined> = [];
  switch (p.tipo) {
    case 'kit':
      out.push(p.kit && p.kit.potencia_kwp > 0 && formatPotencia(p.kit.potencia_kwp * 1000, 'Wp'));
      break;
    case 'modulo':
      out.push(
        e.potencia_wp !== undefined && formatPotencia(e.potencia_wp, 'Wp'),
        e.tecnologia,
        e.eficiencia_pct !== undefined && `${num(e.eficiencia_pct, 1)}% de eficiência`,
        e.garantia_anos !== undefined && `garantia de ${num(e.garantia_anos, 0)} anos`,
      );
      break;
    case 'inversor':
    case 'microinversor':
      out.push(
        e.potencia_kw !== undefined && formatPotencia(e.potencia_kw * 1000, 'W'),
        e.mppts !== undefined && `${num(e.mppts, 0)} MPPT${e.mppts === 1 ? '' : 's'}`,
        e.fases && NOMES_FASES[e.fases],
        e.tensao_max_dc_v !== undefined && `${num(e.tensao_max_dc_v)} V DC máx.`,
      );
      break;
    case 'bateria':
      out.push(
        e.capacidade_kwh !== undefined && formatPotencia(e.capacidade_kwh * 1000, 'Wh'),
        e.tensao_v !== undefined && `${num(e.tensao_v)} V`,
      );
      break;
    case 'cabo':
      out.push(e.bitola_mm2 !== undefined && `${num(e.bitola_mm2)} mm²`);
      break;
    default:
      break;
  }
  return out.filter((s): s is string => typeof s === 'string' && s !== '');
}

/** The note a distribuidor reads on the buyers' screens, where it sees only itself. */
export const NOTA_PREVIA = 'É assim que os integradores veem o seu catálogo.';
