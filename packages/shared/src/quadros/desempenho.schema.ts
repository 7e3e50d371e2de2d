import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';
import { ZDataOuNada } from './quadros.schema.ts';

// Performance (spec §2 /atendimento/desempenho; decision 038): per employee and per team (setor)
// over a period. Who holds atendimento:view sees everyone; anyone else sees only themselves.

/** GET /api/desempenho?de=&ate=&setor=&funcionario=; default: the last 30 days (Brasília). */
export const ZDesempenhoFiltro = z.object({
  de: ZDataOuNada.optional(),
  ate: ZDataOuNada.optional(),
  setor: z.uuid().optional(),
  funcionario: z.uuid().optional(),
  /** `csv` answers text/csv (one line per employee). */
  formato: z.enum(['json', 'csv']).optional(),
});

export const ZIndicadores = z.object({
  /** Cards that entered a closed stage in the period. */
  cartoes_fechados: z.number().int(),
  /** Open cards whose due date passed. */
  cartoes_atrasados: z.number().int(),
  /** Service requests opened by an automation on a plant alert in the period. */
  atendimentos_por_alerta: z.number().int(),
  /** Mean hours from opening to closing of those closed in the period (null: none closed). */
  horas_para_resolver: z.number().nullable(),
  propostas_enviadas: z.number().int(),
  propostas_aceitas: z.number().int(),
  /** Accepted ÷ sent, 0–100 (null: none sent). */
  conversao_pct: z.number().nullable(),
  /** Deals closed (sale) in the period. */
  vendas: z.number().int(),
  vendas_rs: z.number(),
});
export type Indicadores = z.infer<typeof ZIndicadores>;

export const ZDesempenho = z.object({
  de: z.string(),
  ate: z.string(),
  /** Only the caller's own figures (no atendimento:view). */
  apenas_eu: z.boolean(),
  total: ZIndicadores,
  funcionarios: z.array(
    ZIndicadores.extend({
      uuid: z.string(),
      nome: z.string(),
      setor: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
    }),
  ),
  setores: z.array(ZIndicadores.extend({ uuid: z.string().nullable(), nome: z.string() })),
  /** Mean hours cards spent in each stage (left in the period), per board. */
  fases: z.array(
    z.object({
      quadro: z.string(),
      quadro_nome: z.string(),
      fase: z.string(),
      nome: z.string(),
      horas_media: z.number().nullable(),
      passagens: z.number().int(),
    }),
  ),
});
export type Desempenho = z.infer<typeof ZDesempenho>;
export const ZDesempenhoResposta = respostaUm(ZDesempenho);
