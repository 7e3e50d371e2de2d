// The fields of a utility invoice (spec §3: reference month, due date, consumption, generation,
// injected, compensated, credited, balance, taxes, expiring credits, economy, distributed) as the
// PDF parsers, the utility clients, the API and the screens all name them. Energy in kWh, money in
// R$, tariffs in R$/kWh. A field a parser could not read is absent, never guessed.

export const STATUS_FATURA = {
  aberta: 'Aberta',
  fechada: 'Fechada',
  paga: 'Paga',
  cancelada: 'Cancelada',
  vencida: 'Vencida',
} as const;
export type StatusFatura = keyof typeof STATUS_FATURA;

/** Spec §3 consumer classes. */
export const CLASSES_CONSUMO = {
  residencial: 'Residencial',
  rural: 'Rural',
  comercial: 'Comercial',
  industrial: 'Industrial',
  iluminacao: 'Iluminação pública',
} as const;
export type ClasseConsumo = keyof typeof CLASSES_CONSUMO;

/** Supply type: decides the availability minimum (30/50/100 kWh, REN 1.000). */
export const FORNECIMENTOS = {
  monofasico: 'Monofásico',
  bifasico: 'Bifásico',
  trifasico: 'Trifásico',
} as const;
export type Fornecimento = keyof typeof FORNECIMENTOS;

/** Lei 14.300/2022: GD I keeps full compensation until 2045; GD II pays a growing share of Fio B. */
export type ModalidadeGd = 'GD I' | 'GD II';

export interface ItemFatura {
  descricao: string;
  /** Month the item refers to, YYYY-MM (credits by origin month on CPFL/Energisa). */
  mes_ref?: string;
  kwh?: number;
  /** Unit price with taxes, R$/kWh. */
  tarifa?: number;
  /** Negative for credits (compensated energy, bonuses). */
  valor_rs: number;
}

export interface CamposFatura {
  matricula?: string;
  /** YYYY-MM */
  mes_referencia?: string;
  /** YYYY-MM-DD */
  vencimento?: string;
  valor_total_rs?: number;
  consumo_kwh?: number;
  /** Generation the invoice prints for a generator unit (its meter's injected + self-consumed when shown). */
  geracao_kwh?: number;
  /** Energy this unit injected into the grid this cycle. */
  injetada_kwh?: number;
  /** Consumption matched by credits this cycle. */
  compensada_kwh?: number;
  /** Credits received this cycle (own surplus or from the generator's allocation). */
  creditada_kwh?: number;
  /** Credits left after this cycle. */
  saldo_kwh?: number;
  /** Credits that expire at the next cycle (60 months after they were created). */
  creditos_expirando_kwh?: number;
  /** Credits this generator sent to other units. */
  distribuida_kwh?: number;
  /** ICMS + PIS/PASEP + COFINS printed on the invoice. */
  impostos_rs?: number;
  iluminacao_publica_rs?: number;
  /** Full tariff with taxes, R$/kWh (what a kWh of consumption costs on this invoice). */
  tarifa_com_tributos_rs_kwh?: number;
  /** ANEEL tariffs without taxes, R$/kWh. */
  tarifa_te_rs_kwh?: number;
  tarifa_tusd_rs_kwh?: number;
  /** The non-compensable Fio B charge the invoice applied on compensated energy (GD II), R$. */
  fio_b_rs?: number;
  classe?: ClasseConsumo;
  /** B1, B2, B3, A4… */
  grupo_tensao?: string;
  fornecimento?: Fornecimento;
  gd?: ModalidadeGd;
  itens?: ItemFatura[];
}

/** Where the reader found a field: page (1-based), printed line on that page (1-based, top to bottom) and its text. */
export interface OrigemCampo {
  pagina: number;
  linha: number;
  texto: string;
}

/** Why a PDF could not be read: unknown layout, no text layer (scan), not a PDF, or locked by a password. */
export type MotivoLeituraFalha = 'layout_desconhecido' | 'sem_texto' | 'ilegivel' | 'protegido';

/** What a PDF parser answers: the fields it read, or that it could not read this layout. */
export type LeituraFatura =
  | {
      ok: true;
      /** ANEEL sigla of the utility whose layout was recognised (e.g. "Cemig-D", "CPFL Paulista"). */
      concessionaria: string;
      campos: CamposFatura;
      /** Fields of CamposFatura the layout should carry but could not be read: the user fills them in. */
      nao_lidos: Array<keyof CamposFatura>;
      /** Where each read field was found in the PDF, for the confirm screen. */
      origem: Partial<Record<keyof CamposFatura, OrigemCampo>>;
      /** Read fields the user must confirm before saving (read by OCR, or the reader is unsure). */
      conferir: Array<keyof CamposFatura>;
      /** Read by OCR from a scan (no text layer): every read field is in `conferir`. */
      ocr?: boolean;
    }
  | { ok: false; motivo: MotivoLeituraFalha; mensagem: string };
