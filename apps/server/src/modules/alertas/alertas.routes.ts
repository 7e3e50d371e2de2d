import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZListaAlertas } from '@irradia/shared/monitoramento/monitoramento.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos } from '../../platform/pagination.ts';
import * as service from './alertas.service.ts';

export function alertasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/alertas',
      {
        schema: {
          tags: ['monitoramento'],
          summary: 'Alertas do Irradia sobre as usinas (um por episódio); abertos=1 só os em aberto',
          querystring: ZPaginacao.pick({ page: true, limit: true }).extend({ abertos: ZRemovidos }),
          response: { 200: ZListaAlertas },
        },
        config: { acesso: { permissao: 'usina:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
  };
}
