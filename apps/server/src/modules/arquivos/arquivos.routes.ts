import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { limites } from '../../platform/rate-limit.ts';
import { cspDeArquivo } from '../../platform/security-headers.ts';
import { sniffImage } from '../../platform/storage.ts';
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
          response: { 200: arquivo('image/*') },
        },
        config: { acesso: 'publico', limite: limites(ctx.config).arquivos },
      },
      async (request, reply) => {
        const found = await lerArquivo(ctx, request.params.uuid);
        // Only images are served here, typed by their bytes again (never by a stored name or type).
        const tipo = found ? sniffImage(found.data) : null;
        if (!found || !tipo) throw new AppError('NAO_ENCONTRADO');
        return enviarArquivo(reply.header('content-security-policy', cspDeArquivo), {
          bytes: found.data,
          tipo,
          nome: `${found.meta.uuid}.${tipo.slice(6)}`,
          inline: true,
          cache: 'public, max-age=31536000, immutable',
        });
      },
    );
  };
}
