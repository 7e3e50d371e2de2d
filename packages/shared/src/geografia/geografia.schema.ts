import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';

// What a sistema company sends to keep the geography tables (spec §6), and what a company sends
// to record its own irradiation for a city. Each schema accepts its own output.

const nome = (campo: string) =>
  z
    .string({ error: `Informe o nome ${campo}` })
    .trim()
    .min(1, `Informe o nome ${campo}`)
    .max(120, 'Use no máximo 120 caracteres');

const coordenada = (limite: number, campo: string) =>
  z.coerce
    .number({ error: `Informe a ${campo}` })
    .min(-limite, `Informe uma ${campo} válida`)
    .max(limite, `Informe uma ${campo} válida`);

const REGIOES = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'] as const;

export const ZEstadoEntrada = z.object({
  nome: nome('do estado'),
  sigla: z
    .string({ error: 'Informe a sigla' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Informe a sigla com 2 letras'),
  regiao: z.enum(REGIOES, { error: 'Escolha a região' }),
  codigo_ibge: z.coerce
    .number({ error: 'Informe o código IBGE' })
    .int('Informe o código IBGE com 2 dígitos')
    .min(10, 'Informe o código IBGE com 2 dígitos')
    .max(99, 'Informe o código IBGE com 2 dígitos'),
  latitude: coordenada(90, 'latitude'),
  longitude: coordenada(180, 'longitude'),
});
export type EstadoEntrada = z.infer<typeof ZEstadoEntrada>;

export const ZCidadeEntrada = z.object({
  nome: nome('da cidade'),
  /** The state's two-letter code. */
  estado: z
    .string({ error: 'Escolha o estado' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Escolha o estado'),
  codigo_ibge: z.coerce
    .number({ error: 'Informe o código IBGE' })
    .int('Informe o código IBGE com 7 dígitos')
    .min(1_000_000, 'Informe o código IBGE com 7 dígitos')
    .max(9_999_999, 'Informe o código IBGE com 7 dígitos'),
  latitude: coordenada(90, 'latitude'),
  longitude: coordenada(180, 'longitude'),
  capital: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  ddd: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number().int().min(11, 'Informe um DDD válido').max(99, 'Informe um DDD válido').nullish(),
  ),
  fuso_horario: z.string().trim().min(1).max(60).default('America/Sao_Paulo'),
});
export type CidadeEntrada = z.infer<typeof ZCidadeEntrada>;

export const ZBairroEntrada = z.object({
  nome: nome('do bairro'),
  cidade: z.uuid({ error: 'Escolha a cidade' }),
});
export type BairroEntrada = z.infer<typeof ZBairroEntrada>;

/** Highest daily mean anyone could measure on Earth is about 9 kWh/m²·day; 12,000 leaves room. */
const IRRADIACAO_MAXIMA_WH_DIA = 12_000;

export const ZIrradiacaoPropria = z.object({
  mensal: z
    .array(
      z.coerce
        .number({ error: 'Informe o valor do mês' })
        .int('Use Wh/m²·dia, sem casas decimais')
        .min(1, 'Informe um valor maior que zero')
        .max(IRRADIACAO_MAXIMA_WH_DIA, 'Valor acima do possível (máximo 12.000 Wh/m²·dia)'),
      { error: 'Informe os 12 meses' },
    )
    .length(12, 'Informe os 12 meses'),
});

// ── Replies ─────────────────────────────────────────────────────────────────────────────────

export const ZEstado = z.object({
  uuid: z.string(),
  sigla: z.string(),
  nome: z.string(),
  regiao: z.string(),
  codigo_ibge: z.number().int(),
});
export type Estado = z.infer<typeof ZEstado>;

export const ZCidade = z.object({
  uuid: z.string(),
  codigo_ibge: z.number().int(),
  nome: z.string(),
  capital: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  ddd: z.number().int().nullable(),
  fuso_horario: z.string(),
  estado: z.object({ sigla: z.string(), nome: z.string() }),
});
export type Cidade = z.infer<typeof ZCidade>;

export const ZBairro = z.object({
  uuid: z.string(),
  nome: z.string(),
  cidade: z.object({ uuid: z.string(), nome: z.string(), estado: z.object({ sigla: z.string() }) }),
});

/** The address of a CEP; `cidade.uuid` is null when the provider named a city the IBGE list lacks. */
export const ZEnderecoCep = z.object({
  cep: z.string(),
  logradouro: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.object({
    uuid: z.string().nullable(),
    nome: z.string(),
    codigo_ibge: z.number().int().nullable(),
  }),
  estado: z.object({ sigla: z.string(), nome: z.string() }),
  fonte: z.string(),
});

export const ZEstados = respostaTodos(ZEstado);
export const ZEstadoResposta = respostaUm(ZEstado);
export const ZCidades = respostaLista(ZCidade);
export const ZCidadeResposta = respostaUm(ZCidade);
export const ZBairros = respostaLista(ZBairro);
export const ZBairroResposta = respostaUm(ZBairro);
export const ZCepResposta = respostaUm(ZEnderecoCep);
