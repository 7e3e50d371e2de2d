import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import * as service from './notificacoes.service.ts';

const tags = ['notificacoes'];

// A person's notifications follow them across companies: the company header is ignored.
export function notificacoesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notificacoes',
      {
        schema: {
          tags,
          summary: 'Notificações do usuário, das mais novas para as mais antigas, com total e não lidas',
          querystring: ZPaginacao.pick({ page: true, limit: true }).extend({ nao_lidas: ZRemovidos }),
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) =>
        service.listar(ctx, exigirSessao(request), { ...request.query, naoLidas: request.query.nao_lidas }),
    );
    app.post(
      '/notificacoes/lidas',
      {
        schema: { tags, summary: 'Marca todas as notificações como lidas' },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => service.marcarTodas(ctx, exigirSessao(request)),
    );
    app.patch(
      '/notificacoes/:uuid',
      {
        schema: {
          tags,
          summary: 'Marca uma notificação como lida ou não lida',
          params: ZUuid,
          body: z.object({ lida: z.boolean({ error: 'Informe se a notificação foi lida' }) }),
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => service.marcar(ctx, exigirSessao(request), request.params.uuid, request.body.lida),
    );
    app.delete(
      '/notificacoes/:uuid',
      {
        schema: { tags, summary: 'Apaga uma notificação', params: ZUuid },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirSessao(request), request.params.uuid);
        return reply.status(204).send();
      },
    );
  };
}
