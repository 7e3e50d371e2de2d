import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import { ZContaPortalEntrada } from '@irradia/shared/monitoramento/monitoramento.schema';
import {
  ZContaPortalResposta,
  ZContasPortalResposta,
  ZUsinasNoPortalResposta,
} from '@irradia/shared/portais/portais.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUuid } from '../../platform/pagination.ts';
import * as service from './portais.service.ts';

const tags = ['monitoramento'];

// Portal accounts exist to import plants: they follow importacao's permissions (spec §6).
export function portaisRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/portais',
      {
        schema: {
          tags,
          summary: 'Contas de portal da empresa (sem senha), com o ritmo e as chamadas de hoje',
          response: { 200: ZContasPortalResposta },
        },
        config: { acesso: { permissao: ['importacao:view', 'importacao:create'] } },
      },
      async (request) => ({ data: await service.listar(ctx, exigirEmpresa(request)) }),
    );
    app.post(
      '/portais',
      {
        schema: {
          tags,
          summary: 'Adiciona uma conta de portal, entrando nela para conferir login e senha',
          body: ZContaPortalEntrada,
          response: { 201: ZContaPortalResposta },
        },
        config: { acesso: { permissao: 'importacao:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.get(
      '/portais/:uuid/usinas',
      {
        schema: {
          tags,
          summary: 'Usinas que a conta enxerga no portal do fabricante',
          params: ZUuid,
          response: { 200: ZUsinasNoPortalResposta },
        },
        config: { acesso: { permissao: 'importacao:create' } },
      },
      async (request) => ({
        data: await service.usinasNoPortal(ctx, exigirEmpresa(request), request.params.uuid),
      }),
    );
    app.delete(
      '/portais/:uuid',
      {
        schema: {
          tags,
          summary: 'Remove a conta de portal (as usinas importadas ficam)',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'importacao:delete' } },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
