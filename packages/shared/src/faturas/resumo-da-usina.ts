import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';
import { ZUnidade } from '../unidades/unidades.schema.ts';

// GET /api/faturas/resumo?usina=: a plant's credits and savings, month by month. Apart from
// faturas.schema.ts because it shows whole units (unidades.schema.ts reads faturas.schema.ts).

const ZExpirando = z.array(z.object({ mes: z.string(), kwh: z.number() }));

export const ZResumoUsina = z.object({
  usina: z.object({ uuid: z.string(), nome: z.string() }),
  /** Balance after each unit's last invoice, summed. */
  saldo_kwh: z.number(),
  economia_rs: z.number(),
  /** How many invoices the plant's units have. */
  faturas: z.number().int(),
  meses: z.array(
    z.object({
      mes: z.string(),
      saldo_kwh: z.number(),
      compensada_kwh: z.number(),
      injetada_kwh: z.number(),
      economia_rs: z.number(),
    }),
  ),
  /** Credits expiring in the 12 months ahead, per month. */
  expirando: ZExpirando,
  unidades: z.array(
    z.object({
      unidade: ZUnidade.nullable(),
      saldo_kwh: z.number(),
      economia_rs: z.number(),
      expirando: ZExpirando,
    }),
  ),
});
export type ResumoUsina = z.infer<typeof ZResumoUsina>;
export const ZRespostaResumoUsina = respostaUm(ZResumoUsina);
