import { z } from 'zod';
import { respostaTodos, respostaUm, ZMeta } from '../api/resposta.ts';
import { ZStatusUsina } from '../monitoramento/monitoramento.schema.ts';

// Plants without a portal (issue 19): a plant created by hand and the inverters typed into it.

/** A calendar date `AAAA-MM-DD` that exists (no 31 of February). */
const dataValida = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** kWp typed with a decimal comma or point ("6,6" or 6.6). */
const kwp = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().replace(',', '.')) : v),
  z.coerce
    .number({ error: 'Informe a potência em kWp' })
    .positive('Informe a potência em kWp')
    .max(1_000_000, 'Informe a potência em kWp'),
);

/** POST /api/usinas: spec §3 plant fields a user knows without a portal. */
export const ZUsinaEntrada = z.object({
  nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(160),
  cidade: z.uuid({ error: 'Escolha a cidade' }),
  potencia_kwp: kwp,
  data_instalacao: z
    .string({ error: 'Informe a data de instalação' })
    .trim()
    .min(1, 'Informe a data de instalação')
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && dataValida(v), 'Informe uma data válida'),
  cliente: z.preprocess(
    (v) => (v === '' ? null : v),
    z.uuid({ error: 'Escolha o cliente' }).nullable().optional(),
  ),
  tags: z
    .array(z.string().trim().min(1, 'Etiqueta vazia').max(30, 'Use no máximo 30 caracteres por etiqueta'))
    .max(10, 'Use no máximo 10 etiquetas')
    .optional()
    .transform((v) => (v ? [...new Set(v)] : [])),
});
export type UsinaEntrada = z.infer<typeof ZUsinaEntrada>;

/**
 * POST /api/usinas/:uuid/inversores: an inverter typed in. The serial is kept without spaces and
 * in capitals, as the makers' portals list it, so a later import finds it (decision 012).
 */
export const ZInversorEntrada = z.object({
  fabricante: z
    .string({ error: 'Selecione o fabricante do inversor' })
    .trim()
    .min(1, 'Selecione o fabricante do inversor')
    .max(40),
  modelo: z.string({ error: 'Informe o modelo' }).trim().min(1, 'Informe o modelo').max(120),
  serial: z
    .string({ error: 'Informe o número de série' })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, 'Informe o número de série').max(80, 'Use no máximo 80 caracteres')),
  capacidade_kwp: kwp,
});
export type InversorEntrada = z.infer<typeof ZInversorEntrada>;

/** An inverter as a plant's page shows it. */
export const ZInversor = z.object({
  uuid: z.string(),
  nome: z.string(),
  serial: z.string(),
  capacidade_kwp: z.number().nullable(),
  status: ZStatusUsina,
  inicio_geracao: z.string().nullable(),
  potencia_atual_w: z.number().nullable(),
  energia_total_kwh: z.number().nullable(),
  energia_hoje_kwh: z.number().nullable(),
  fabricante: z.object({ codigo: z.string(), nome: z.string() }),
});

/** One plant of GET /api/usinas (the plants list): what the list and the detail both say of a plant. */
const ZUsinaBase = z.object({
  uuid: z.string(),
  nome: z.string(),
  potencia_kwp: z.number().nullable(),
  data_instalacao: z.string().nullable(),
  status: ZStatusUsina,
  status_motivo: z.string().nullable(),
  potencia_atual_w: z.number().nullable(),
  energia_hoje_kwh: z.number().nullable(),
  energia_total_kwh: z.number().nullable(),
  ultima_leitura_em: z.string().nullable(),
  /** The plant's IANA zone: its readings' times are shown in its clock. */
  fuso_horario: z.string(),
  tags: z.array(z.string()),
  /** The month's energy so far against the expected over the same days, in %; null without a city with irradiation or a power. */
  desempenho_mes_pct: z.number().nullable(),
});

/** GET /api/usinas/:uuid's `data` (also what POST /api/usinas answers). */
export const ZUsinaDetalhe = ZUsinaBase.extend({
  cidade: z.object({ uuid: z.string(), nome: z.string(), uf: z.string() }).nullable(),
  endereco: z.object({
    cep: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    bairro: z.string().nullable(),
  }),
  cliente: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  consumo_medio_kwh: z.number().nullable(),
  investimento: z.number().nullable(),
  energia_mes_kwh: z.number().nullable(),
  energia_ano_kwh: z.number().nullable(),
  esperado_mes_kwh: z.number().nullable(),
  geracao_media_kwh: z.number().nullable(),
  rendimento_kwh_kwp: z.number().nullable(),
  creditos_kwh: z.number().nullable(),
  responsaveis: z.array(z.object({ uuid: z.string(), nome: z.string() })),
  inversores: z.array(ZInversor),
  geracao_diaria: z.array(z.object({ data: z.string(), energia_kwh: z.number() })),
});

export type UsinaDetalhe = z.infer<typeof ZUsinaDetalhe>;

/** GET /api/usinas: a page of plants, with the totals per status and the installed power. */
export const ZListaUsinas = z.object({
  data: z.array(ZUsinaBase),
  meta: ZMeta.extend({
    status: z.record(ZStatusUsina, z.number().int()),
    potencia_kwp: z.number(),
  }),
});
export type ListaUsinas = z.infer<typeof ZListaUsinas>;

/** GET /api/usinas/:uuid, POST /api/usinas (201), PATCH /api/usinas/:uuid, POST /api/inversores/:uuid/transferir. */
export const ZUsinaResposta = respostaUm(ZUsinaDetalhe);
/** GET /api/usinas/:uuid/inversores. */
export const ZInversoresResposta = respostaTodos(ZInversor);
/** POST /api/usinas/:uuid/inversores (201). */
export const ZInversorResposta = respostaUm(ZInversor);

/** GET /api/usinas/tags: the company's tags with how many plants carry each. */
export const ZTagUsina = z.object({ tag: z.string(), usinas: z.number().int() });
export const ZTagsResposta = respostaTodos(ZTagUsina);
