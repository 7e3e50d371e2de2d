import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';

// Product categories of a company's catalogue (spec §6 `categoria`): /api/categorias.

/** POST /api/categorias and PATCH /api/categorias/:uuid. */
export const ZCategoriaEntrada = z.object({
  nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(80),
  descricao: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TCategoriaEntrada = z.input<typeof ZCategoriaEntrada>;
export type DadosCategoria = z.output<typeof ZCategoriaEntrada>;

/** A category as the API answers it; `produtos` counts its products not removed. */
export const ZCategoria = z.object({
  uuid: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  produtos: z.number().int(),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Categoria = z.infer<typeof ZCategoria>;

/** GET /api/categorias (paginated: page, limit ≤ 200, search, order=nome|-nome|criado_em|-criado_em, removidos=1). */
export const ZCategorias = respostaLista(ZCategoria);
export const ZCategoriaResposta = respostaUm(ZCategoria);
