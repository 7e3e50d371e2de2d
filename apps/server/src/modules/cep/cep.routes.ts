import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZCepResposta } from '@irradia/shared/geografia/geografia.schema';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { consultarCep } from './cep.service.ts';

export function cepRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cep/:cep',
      {
        schema: {
          tags: ['geografia'],
          summary: 'Endereço de um CEP (BrasilAPI, depois ViaCEP; guardado no banco)',
          params: z.object({
            cep: z
              .string()
              .transform((v) => v.replace(/\D/g, ''))
              .refine((v) => v.length === 8, { message: 'Informe um CEP válido', params: { rule: 'cep' } }),
          }),
          response: { 200: ZCepResposta },
        },
        config: { acesso: { permissao: 'cidade:view', semEmpresa: true } },
      },
      async (request) => ({ data: await consultarCep(ctx, request.params.cep) }),
    );
  };
}
