import { z } from 'zod';

// Generation uploaded from a portal's export (issue 19): a preview first, then the chosen columns.

export const UNIDADES_ENERGIA = ['Wh', 'kWh', 'MWh'] as const;
export type UnidadeEnergia = (typeof UNIDADES_ENERGIA)[number];

/** A column by its position (0 = first): headers may repeat or be blank. Multipart sends text. */
const coluna = (mensagem: string) =>
  z
    .union([
      z.number().int().min(0).max(999),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, mensagem)
        .transform(Number),
    ])
    .optional();

/** The form fields besides the file: none asks for the preview, all three import. */
export const ZGeracaoImportarCampos = z.object({
  coluna_data: coluna('Escolha a coluna da data'),
  coluna_energia: coluna('Escolha a coluna da energia'),
  unidade: z.enum(UNIDADES_ENERGIA, { error: 'Escolha a unidade: Wh, kWh ou MWh' }).optional(),
});

const ZPrevia = z.object({
  etapa: z.literal('previa'),
  colunas: z.array(z.object({ indice: z.number(), nome: z.string() })),
  /** The first rows, as text, with the line of the file they come from. */
  amostra: z.array(z.object({ linha: z.number(), valores: z.array(z.string()) })),
  total_linhas: z.number(),
  sugestao: z.object({
    coluna_data: z.number().nullable(),
    coluna_energia: z.number().nullable(),
    unidade: z.enum(UNIDADES_ENERGIA),
  }),
});
export type GeracaoPrevia = z.infer<typeof ZPrevia>;

const ZImportado = z.object({
  etapa: z.literal('importado'),
  /** Distinct days written, and how many of them were new or held another value before. */
  dias: z.number(),
  novos: z.number(),
  alterados: z.number(),
  primeiro_dia: z.string(),
  ultimo_dia: z.string(),
  energia_kwh: z.number(),
});
export type GeracaoImportada = z.infer<typeof ZImportado>;

export const ZGeracaoImportarResposta = z.object({
  data: z.discriminatedUnion('etapa', [ZPrevia, ZImportado]),
});
export type GeracaoImportarResposta = z.infer<typeof ZGeracaoImportarResposta>;
