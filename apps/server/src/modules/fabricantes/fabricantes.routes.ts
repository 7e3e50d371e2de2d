import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZFabricanteResposta,
  ZFabricantesResposta,
} from '@irradia/shared/monitoramento/monitoramento.schema';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import * as service from './fabricantes.service.ts';

const tags = ['monitoramento'];

export function fabricantesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/fabricantes',
      {
        schema: {
          tags,
          summary: 'Os dez fabricantes e a situação da integração com cada nuvem',
          response: { 200: ZFabricantesResposta },
        },
        config: { acesso: 'usuario' },
      },
      async () => ({ data: await service.listar(ctx) }),
    );
    app.patch(
      '/fabricantes/:codigo',
      {
        schema: {
          tags,
          summary: 'Edita o nome ou a situação de um fabricante',
          params: z.object({ codigo: z.string().trim().min(1).max(40) }),
          body: z.object({
            nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(80),
            status: z.enum(['online', 'offline', 'erro', 'inativo'], { error: 'Escolha a situação' }),
          }),
          response: { 200: ZFabricanteResposta },
        },
        config: { acesso: { permissao: 'fabricante:edit' } },
      },
      async (request) => ({ data: await service.atualizar(ctx, request.params.codigo, request.body) }),
    );
  };
}
