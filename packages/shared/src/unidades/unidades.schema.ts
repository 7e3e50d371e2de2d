import { z } from 'zod';
import { respostaLista, respostaUm, ZMeta } from '../api/resposta.ts';
import { CLASSES_CONSUMO, FORNECIMENTOS } from '../faturas/faturas.campos.ts';
import { DISTRIBUICOES, GRUPOS_TENSAO, TIPOS_UNIDADE } from '../faturas/faturas.schema.ts';

// Replies of /api/unidades (the payload, ZUnidadeEntrada, sits with the invoices' in
// faturas/faturas.schema.ts).

const chaves = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A consumer unit as every reply shows it (list, detail, the invoices' plant summary). */
export const ZUnidade = z.object({
  uuid: z.string(),
  tipo: z.enum(chaves(TIPOS_UNIDADE)),
  nome: z.string().nullable(),
  matricula: z.string(),
  classe: z.enum(chaves(CLASSES_CONSUMO)),
  grupo_tensao: z.enum(GRUPOS_TENSAO),
  fornecimento: z.enum(chaves(FORNECIMENTOS)),
  gd: z.enum(['GD I', 'GD II']),
  /** YYYY-MM-DD */
  inicio: z.string().nullable(),
  /** The unit's share of the plant's credits, in %. */
  cota: z.number().nullable(),
  /** YYYY-MM-DD */
  fim_previsto: z.string().nullable(),
  distribuicao: z.enum(chaves(DISTRIBUICOES)),
  usina: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  concessionaria: z.object({ uuid: z.string(), sigla: z.string() }).nullable(),
});
export type Unidade = z.infer<typeof ZUnidade>;

/** GET /api/unidades: `cota_total` is the sum of the plant's quotas when filtered by plant. */
export const ZListaUnidades = respostaLista(ZUnidade).extend({
  meta: ZMeta.extend({ cota_total: z.number().nullable() }),
});
export type ListaUnidades = z.infer<typeof ZListaUnidades>;

export const ZRespostaUnidade = respostaUm(ZUnidade);
