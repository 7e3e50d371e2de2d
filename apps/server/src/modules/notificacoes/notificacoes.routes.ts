import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ZNotificacaoMarcada,
  ZNotificacoesLidas,
  ZPaginaNotificacoes,
} from '@irradia/shared/notificacoes/notificacoes.schema';
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
          response: { 200: ZPaginaNotificacoes },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) =>
        service.listar(ctx, exigirSessao(request), { ...request.query, naoLidas: request.query.nao_lidas }),
    );
    app.post(
      '/notificacoes/lidas',
      {
        schema: {
          tags,
          summary: 'Marca todas as notificações como lidas',
          response: { 200: ZNotificacoesLidas },
        },
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
          response: { 200: ZNotificacaoMarcada },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => service.marcar(ctx, exigirSessao(request), request.params.uuid, request.body.lida),
    );
    app.delete(
      '/notificacoes/:uuid',
      {
        schema: { tags, summary: 'Apaga uma notificação', params: ZUuid, response: { 204: ZSemConteudo } },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirSessao(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
