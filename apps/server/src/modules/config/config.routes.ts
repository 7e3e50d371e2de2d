import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { type TRuntimeConfig, ZRuntimeConfig } from '@irradia/shared';
import { z } from 'zod';

/** What the web app needs at start-up, so one web build serves every deployment. */
export function configRoutes(runtime: TRuntimeConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['sistema'],
          summary: 'Configuração pública da interface web',
          response: { 200: z.object({ data: ZRuntimeConfig }) },
        },
        config: { acesso: 'publico' },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return { data: runtime };
      },
    );
  };
}
