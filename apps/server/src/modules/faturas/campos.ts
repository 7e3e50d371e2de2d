import type { CampoNumerico, CamposFatura, ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import type { FaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import type { faturas } from '../../db/schema/faturas.ts';

// One mapping between the invoice row and the shared field names (CamposFatura), both ways.

type Fatura = typeof faturas.$inferSelect;
type Colunas = Omit<
  typeof faturas.$inferInsert,
  'id' | 'uuid' | 'empresaId' | 'unidadeId' | 'mesReferencia' | 'origem' | 'criadaEm'
>;

const NUMEROS = {
  consumo_kwh: 'consumoKwh',
  geracao_kwh: 'geracaoKwh',
  injetada_kwh: 'injetadaKwh',
  compensada_kwh: 'compensadaKwh',
  creditada_kwh: 'creditadaKwh',
  saldo_kwh: 'saldoKwh',
  creditos_expirando_kwh: 'creditosExpirandoKwh',
  distribuida_kwh: 'distribuidaKwh',
  impostos_rs: 'impostosRs',
  iluminacao_publica_rs: 'iluminacaoPublicaRs',
  valor_total_rs: 'valorTotalRs',
  tarifa_com_tributos_rs_kwh: 'tarifaComTributosRsKwh',
  tarifa_te_rs_kwh: 'tarifaTeRsKwh',
  tarifa_tusd_rs_kwh: 'tarifaTusdRsKwh',
  fio_b_rs: 'fioBRs',
} as const satisfies Record<CampoNumerico, keyof Fatura>;

/** The row as the parsers, the ledger and the audit read an invoice. */
export function camposDaLinha(f: Fatura): CamposFatura {
  const c: CamposFatura = { mes_referencia: f.mesReferencia };
  if (f.vencimento) c.vencimento = f.vencimento;
  for (const [campo, coluna] of Object.entries(NUMEROS)) {
    const v = f[coluna as keyof Fatura];
    if (typeof v === 'number') c[campo as CampoNumerico] = v;
  }
  if (Array.isArray(f.itens)) c.itens = f.itens as ItemFatura[];
  return c;
}

/** Columns to write from what the user confirmed or an import read (absent = left as is). */
export function colunasDosCampos(c: Partial<CamposFatura> | Partial<FaturaEntrada>): Partial<Colunas> {
  const out: Partial<Colunas> = {};
  for (const [campo, coluna] of Object.entries(NUMEROS)) {
    const v = (c as Record<string, unknown>)[campo];
    if (v !== undefined) (out as Record<string, unknown>)[coluna] = v;
  }
  if (c.vencimento !== undefined) out.vencimento = c.vencimento;
  if (c.itens !== undefined) out.itens = c.itens;
  return out;
}

/** The invoice's numbers in the API's snake_case (nulls where nothing was read). */
export function numerosParaApi(f: Fatura) {
  return Object.fromEntries(
    Object.entries(NUMEROS).map(([campo, coluna]) => [campo, f[coluna as keyof Fatura] ?? null]),
  ) as Record<CampoNumerico, number | null>;
}
