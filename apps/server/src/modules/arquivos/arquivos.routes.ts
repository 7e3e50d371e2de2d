import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { lerArquivo } from './arquivos.service.ts';

/**
 * Images (avatars, logos) by unguessable uuid: an <img> cannot send the bearer token, and a uuid
 * v4 is not enumerable. Content never changes under a uuid, hence the long cache.
 */
export function arquivosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/arquivos/:uuid',
      {
        schema: {
          tags: ['arquivos'],
          summary: 'Baixa uma imagem enviada',
          params: z.object({ uuid: z.uuid() }),
        },
        config: { acesso: 'publico' },
      },
      async (request, reply) => {
        const found = await lerArquivo(ctx, request.params.uuid);
        if (!found) throw new AppError('NAO_ENCONTRADO');
        return reply
          .header('content-type', found.meta.mimetype)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .send(found.data);
      },
    );
  };
}
