import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';

// Saved dashboard templates (/api/paineis), as the API answers them; what is sent is
// ZPainelEntrada in dashboard/widgets.ts.

/** dashboard/widgets.ts CONTEXTOS_PAINEL, as literals so the type stays narrow. */
const ZContexto = z.enum(['integrador', 'distribuidor', 'prestador', 'sistema', 'pessoal']);

/** A widget on the grid, as stored (the catalogue check belongs to what is sent, not to replies). */
const ZItemLayoutSalvo = z.object({
  i: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  w: z.number().int(),
  h: z.number().int(),
});

export const ZPainel = z.object({
  id: z.string(),
  nome: z.string(),
  layout: z.array(ZItemLayoutSalvo),
  conteudo: z.record(z.string(), z.unknown()),
  padrao_de: ZContexto.nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});

/** The caller's templates in the current context, and that context's default layout. */
export const ZPaineis = z.object({
  data: z.array(ZPainel),
  meta: z.object({ contexto: ZContexto, padrao: z.array(ZItemLayoutSalvo) }),
});
export type Paineis = z.infer<typeof ZPaineis>;

export const ZPainelResposta = respostaUm(ZPainel);
