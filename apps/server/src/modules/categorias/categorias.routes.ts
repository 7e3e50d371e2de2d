import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZCategoriaEntrada,
  ZCategoriaResposta,
  ZCategorias,
} from '@irradia/shared/catalogo/categorias.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import * as service from './categorias.service.ts';

const tags = ['catálogo'];

export function categoriasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/categorias',
      {
        schema: {
          tags,
          summary: 'Categorias do catálogo (?removidos=1: removidas; order=nome|-nome|criado_em|-criado_em)',
          querystring: ZPaginacao.extend({ removidos: ZRemovidos }),
          response: { 200: ZCategorias },
        },
        config: { acesso: { permissao: 'categoria:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.post(
      '/categorias',
      {
        schema: {
          tags,
          summary: 'Cadastra uma categoria',
          body: ZCategoriaEntrada,
          response: { 201: ZCategoriaResposta },
        },
        config: { acesso: { permissao: 'categoria:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/categorias/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita uma categoria',
          params: ZUuid,
          body: ZCategoriaEntrada,
          response: { 200: ZCategoriaResposta },
        },
        config: { acesso: { permissao: 'categoria:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/categorias/:uuid',
      {
        schema: {
          tags,
          summary: 'Remove uma categoria (vai para a lista de removidas; os produtos a mantêm)',
          params: ZUuid,
          response: { 200: ZCategoriaResposta },
        },
        config: { acesso: { permissao: 'categoria:delete' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/categorias/:uuid/restaurar',
      {
        schema: {
          tags,
          summary: 'Restaura uma categoria removida',
          params: ZUuid,
          response: { 200: ZCategoriaResposta },
        },
        config: { acesso: { permissao: 'categoria:edit' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );
  };
}
