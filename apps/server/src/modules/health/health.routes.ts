import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZFilaResposta } from '@irradia/shared/tarefas/tarefas.schema';
import { z } from 'zod';
import { type Database, ping } from '../../db/client.ts';
import { contarTarefas } from '../../platform/jobs.ts';

const ZHealth = z.object({
  status: z.enum(['ok', 'error']).describe('ok quando o servidor e o banco respondem'),
  database: z.enum(['pglite', 'postgres']).describe('Banco em uso: PGlite embutido ou PostgreSQL'),
  version: z.string().describe('Versão do servidor'),
});

export function healthRoutes(deps: {
  database: Database;
  version: string;
  now: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: { tags: ['sistema'], summary: 'Saúde do servidor', response: { 200: ZHealth, 503: ZHealth } },
        config: { acesso: 'publico' },
      },
      async (request, reply) => {
        const base = { database: deps.database.kind, version: deps.version };
        try {
          await ping(deps.database);
          return { status: 'ok' as const, ...base };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'error' as const, ...base });
        }
      },
    );
    // The job queue per kind, for sistema: empresa:view exists only there (it sees every company,
    // and the queue works for all of them).
    app.get(
      '/health/fila',
      {
        schema: {
          tags: ['sistema'],
          summary: 'Fila de tarefas por tipo: pendentes, em execução, falhas e concluídas nas últimas 24 h',
          response: { 200: ZFilaResposta },
        },
        config: { acesso: { permissao: 'empresa:view' } },
      },
      async () => ({ data: await contarTarefas(deps) }),
    );
  };
}
