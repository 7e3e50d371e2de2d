import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import { ZSetorEntrada, ZSetores, ZSetorResposta } from '@irradia/shared/equipe/equipe.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './setores.service.ts';

const tags = ['setores'];

export function setoresRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/setores',
      {
        schema: {
          tags,
          summary: 'Setores da empresa',
          querystring: ZPaginacao,
          response: { 200: ZSetores },
        },
        config: { acesso: { permissao: ['setor:view', 'cargo:view', 'cargo:create', 'cargo:edit'] } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.post(
      '/setores',
      {
        schema: {
          tags,
          summary: 'Cria um setor',
          body: ZSetorEntrada,
          response: { 201: ZSetorResposta },
        },
        config: { acesso: { permissao: 'setor:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/setores/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um setor',
          params: ZUuid,
          body: ZSetorEntrada,
          response: { 200: ZSetorResposta },
        },
        config: { acesso: { permissao: 'setor:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/setores/:uuid',
      {
        schema: { tags, summary: 'Exclui um setor', params: ZUuid, response: { 204: ZSemConteudo } },
        config: { acesso: { permissao: 'setor:delete' } },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
