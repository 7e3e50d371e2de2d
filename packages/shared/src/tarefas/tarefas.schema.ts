import { z } from 'zod';
import { respostaTodos } from '../api/resposta.ts';

/** One kind of background job and its counts (GET /api/health/fila, for sistema). */
export const ZContagemTarefas = z.object({
  tipo: z.string().describe('Tipo de tarefa (importacao, sincronizacao, varredura_…)'),
  pendentes: z.number().int().describe('Esperando a vez (inclui as que aguardam uma nova tentativa)'),
  executando: z.number().int().describe('Em execução agora em alguma instância'),
  falhas_24h: z.number().int().describe('Que falharam de vez nas últimas 24 h'),
  concluidas_24h: z.number().int().describe('Concluídas nas últimas 24 h'),
});

export const ZFilaResposta = respostaTodos(ZContagemTarefas);
