import { z } from 'zod';

// The envelopes every reply comes in (DESIGN: API conventions), so the server declares them as
// `response` and the web derives its types from the same schemas (`z.infer`), never by hand.

/** `meta` of a paginated list. */
export const ZMeta = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});

/** `{ data: T }`: one resource. */
export const respostaUm = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{ data: T[], meta }`: a paginated list. */
export const respostaLista = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZMeta });

/** `{ data: T[] }`: a whole list, not paginated (short catalogues, series). */
export const respostaTodos = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** The reply of `respostaUm` for an item type derived from its schema, where the web has the item's. */
export type Um<T> = z.infer<ReturnType<typeof respostaUm<z.ZodType<T>>>>;

/** The reply of `respostaTodos` for an item type derived from its schema. */
export type Todos<T> = z.infer<ReturnType<typeof respostaTodos<z.ZodType<T>>>>;

/** 204: nothing in the body. */
// `type: 'null'` in the OpenAPI tells @fastify/swagger the reply has no body (no `content`).
export const ZSemConteudo = z.null().meta({ description: 'Sem conteúdo', type: 'null' });

/**
 * A file sent as bytes (PDF, CSV, image): Fastify hands bytes and text to the socket without the
 * serializer, so this only describes them in the OpenAPI — a binary string — while routes may send
 * a Buffer (a Uint8Array) or the text itself.
 */
export const arquivo = (tipo: string) =>
  z.string().meta({
    description: tipo,
    // @fastify/swagger takes a schema's own `content` as the reply's media types.
    content: { [tipo]: { schema: { type: 'string', format: 'binary' } } },
  }) as unknown as z.ZodType<Uint8Array | string>;

/** The `data` of a `{ data }` or `{ data, meta }` schema. */
export type Dados<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;
