import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import { ZClienteEntrada, ZClienteResposta, ZClientes } from '@irradia/shared/clientes/clientes.schema';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import * as service from './clientes.service.ts';

const tags = ['clientes'];
const ZLista = ZPaginacao.extend({ removidos: ZRemovidos });

export function clientesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clientes',
      {
        schema: {
          tags,
          summary: 'Clientes da empresa (?removidos=1: removidos; order=nome|-nome|criado_em|-criado_em)',
          querystring: ZLista,
          response: { 200: ZClientes },
        },
        config: { acesso: { permissao: 'cliente:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/clientes/exportar',
      {
        schema: {
          tags,
          summary: 'A lista em CSV (UTF-8 com BOM, separada por ;)',
          querystring: ZLista,
          response: { 200: arquivo('text/csv') },
        },
        config: { acesso: { permissao: 'cliente:view' } },
      },
      async (request, reply) => {
        const csv = await service.exportarCsv(ctx, exigirEmpresa(request), request.query);
        return enviarArquivo(reply, { bytes: csv, tipo: 'text/csv; charset=utf-8', nome: 'clientes.csv' });
      },
    );
    app.post(
      '/clientes',
      {
        schema: {
          tags,
          summary: 'Cadastra um cliente',
          body: ZClienteEntrada,
          response: { 201: ZClienteResposta },
        },
        config: { acesso: { permissao: 'cliente:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/clientes/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um cliente',
          params: ZUuid,
          body: ZClienteEntrada,
          response: { 200: ZClienteResposta },
        },
        config: { acesso: { permissao: 'cliente:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/clientes/:uuid',
      {
        schema: {
          tags,
          summary: 'Remove um cliente (vai para a lista de removidos)',
          params: ZUuid,
          response: { 200: ZClienteResposta },
        },
        config: { acesso: { permissao: 'cliente:delete' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/clientes/:uuid/restaurar',
      {
        schema: {
          tags,
          summary: 'Restaura um cliente removido',
          params: ZUuid,
          response: { 200: ZClienteResposta },
        },
        config: { acesso: { permissao: 'cliente:edit' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );
  };
}
