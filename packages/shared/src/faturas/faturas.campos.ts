import { z } from 'zod';

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

export type UnidadeMedida = 'rs' | 'kwh' | 'tarifa';
export interface DefinicaoCampo {
  rotulo: string;
  unidade: UnidadeMedida;
  /** A hint under the field. */
  ajuda?: string;
  negativo?: boolean;
}

/**
 * The invoice's 15 numbers, listed once: label, unit and the order every screen shows them in.
 * The server maps them to columns (modules/faturas/campos.ts), the input schema builds its fields
 * from them, and the web's confirm form and invoice page walk them. `negativo`: the invoice can
 * print it below zero (a credit balance, a refund).
 */
const CAMPOS = {
  valor_total_rs: { rotulo: 'Valor total', unidade: 'rs', negativo: true },
  consumo_kwh: { rotulo: 'Consumo', unidade: 'kwh' },
  /** What the invoice prints for a generator unit (its meter's injected + self-consumed when shown). */
  geracao_kwh: { rotulo: 'Geração', unidade: 'kwh' },
  /** Energy this unit injected into the grid this cycle. */
  injetada_kwh: { rotulo: 'Energia injetada', unidade: 'kwh' },
  /** Consumption matched by credits this cycle. */
  compensada_kwh: { rotulo: 'Energia compensada', unidade: 'kwh' },
  /** Credits received this cycle (own surplus or from the generator's allocation). */
  creditada_kwh: { rotulo: 'Créditos recebidos', unidade: 'kwh' },
  /** Credits left after this cycle. */
  saldo_kwh: { rotulo: 'Saldo de créditos', unidade: 'kwh', negativo: true },
  /** Credits that expire at the next cycle (60 months after they were created). */
  creditos_expirando_kwh: {
    rotulo: 'Créditos a expirar',
    unidade: 'kwh',
    ajuda: 'Expiram no próximo ciclo (60 meses depois de gerados)',
  },
  /** Credits this generator sent to other units. */
  distribuida_kwh: { rotulo: 'Créditos distribuídos', unidade: 'kwh' },
  /** ICMS + PIS/PASEP + COFINS printed on the invoice. */
  impostos_rs: { rotulo: 'Impostos (ICMS, PIS e COFINS)', unidade: 'rs', negativo: true },
  iluminacao_publica_rs: { rotulo: 'Iluminação pública', unidade: 'rs', negativo: true },
  /** The non-compensable Fio B charge the invoice applied on compensated energy (GD II), R$. */
  fio_b_rs: { rotulo: 'Fio B', unidade: 'rs', ajuda: 'Parcela não compensável (GD II)', negativo: true },
  /** Full tariff with taxes, R$/kWh (what a kWh of consumption costs on this invoice). */
  tarifa_com_tributos_rs_kwh: { rotulo: 'Tarifa com tributos', unidade: 'tarifa' },
  /** ANEEL tariffs without taxes, R$/kWh. */
  tarifa_te_rs_kwh: { rotulo: 'Tarifa TE (sem tributos)', unidade: 'tarifa' },
  tarifa_tusd_rs_kwh: { rotulo: 'Tarifa TUSD (sem tributos)', unidade: 'tarifa' },
} as const satisfies Record<string, DefinicaoCampo>;
export type CampoNumerico = keyof typeof CAMPOS;
export const CAMPOS_FATURA: Record<CampoNumerico, DefinicaoCampo> = CAMPOS;
/** The numbers in screen order. */
export const CAMPOS_NUMERICOS = Object.keys(CAMPOS_FATURA) as CampoNumerico[];

const numerosLidos = Object.fromEntries(CAMPOS_NUMERICOS.map((c) => [c, z.number().optional()])) as Record<
  CampoNumerico,
  z.ZodOptional<z.ZodNumber>
>;

/** One billed line of an invoice. */
export const ZItemFatura = z.object({
  descricao: z.string(),
  /** Month the item refers to, YYYY-MM (credits by origin month on CPFL/Energisa). */
  mes_ref: z.string().optional(),
  kwh: z.number().optional(),
  /** Unit price with taxes, R$/kWh. */
  tarifa: z.number().optional(),
  /** Negative for credits (compensated energy, bonuses). */
  valor_rs: z.number(),
});
export type ItemFatura = z.infer<typeof ZItemFatura>;

/** The fields read from an invoice (a parser, a utility client): absent = not read, never guessed. */
export const ZCamposFatura = z.object({
  matricula: z.string().optional(),
  /** YYYY-MM */
  mes_referencia: z.string().optional(),
  /** YYYY-MM-DD */
  vencimento: z.string().optional(),
  ...numerosLidos,
  classe: z.enum(Object.keys(CLASSES_CONSUMO) as [ClasseConsumo, ...ClasseConsumo[]]).optional(),
  /** B1, B2, B3, A4… */
  grupo_tensao: z.string().optional(),
  fornecimento: z.enum(Object.keys(FORNECIMENTOS) as [Fornecimento, ...Fornecimento[]]).optional(),
  gd: z.enum(['GD I', 'GD II']).optional(),
  itens: z.array(ZItemFatura).optional(),
});
export type CamposFatura = z.infer<typeof ZCamposFatura>;
const ZNomeCampo = ZCamposFatura.keyof();

/** Where the reader found a field: page (1-based), printed line on that page (1-based, top to bottom) and its text. */
export const ZOrigemCampo = z.object({ pagina: z.number(), linha: z.number(), texto: z.string() });
export type OrigemCampo = z.infer<typeof ZOrigemCampo>;

/** Why a PDF could not be read: unknown layout, no text layer (scan), not a PDF, or locked by a password. */
export const ZMotivoLeituraFalha = z.enum(['layout_desconhecido', 'sem_texto', 'ilegivel', 'protegido']);
export type MotivoLeituraFalha = z.infer<typeof ZMotivoLeituraFalha>;

/** What a PDF parser answers: the fields it read, or that it could not read this layout. */
export const ZLeituraFatura = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** ANEEL sigla of the utility whose layout was recognised (e.g. "Cemig-D", "CPFL Paulista"). */
    concessionaria: z.string(),
    campos: ZCamposFatura,
    /** Fields of CamposFatura the layout should carry but could not be read: the user fills them in. */
    nao_lidos: z.array(ZNomeCampo),
    /** Where each read field was found in the PDF, for the confirm screen. */
    origem: z.partialRecord(ZNomeCampo, ZOrigemCampo),
    /** Read fields the user must confirm before saving (read by OCR, or the reader is unsure). */
    conferir: z.array(ZNomeCampo),
    /** Read by OCR from a scan (no text layer): every read field is in `conferir`. */
    ocr: z.boolean().optional(),
  }),
  z.object({ ok: z.literal(false), motivo: ZMotivoLeituraFalha, mensagem: z.string() }),
]);
export type LeituraFatura = z.infer<typeof ZLeituraFatura>;
