import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZCatalogoEntrada,
  ZCatalogoItens,
  ZCatalogoItensEntrada,
  ZCatalogoResposta,
  ZCatalogos,
} from '@irradia/shared/catalogo/catalogos.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import { listarItens, substituirItens } from './catalogos.itens.ts';
import * as service from './catalogos.service.ts';

// A distribuidor's own catalogues (decision 026). Another kind of company gets 403
// "Só distribuidores publicam catálogos."; another distribuidor's catalogue is a 404.

const tags = ['catálogo'];

export function catalogosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/catalogos',
      {
        schema: {
          tags,
          summary:
            'Catálogos do distribuidor (search, removidos=1; order=nome|criado_em, com - para decrescente)',
          querystring: ZPaginacao.extend({ removidos: ZRemovidos }),
          response: { 200: ZCatalogos },
        },
        config: { acesso: { permissao: 'catalogo:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/catalogos/:uuid',
      {
        schema: {
          tags,
          summary: 'Um catálogo do distribuidor',
          params: ZUuid,
          response: { 200: ZCatalogoResposta },
        },
        config: { acesso: { permissao: 'catalogo:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/catalogos',
      {
        schema: {
          tags,
          summary: 'Cria um catálogo (rascunho)',
          body: ZCatalogoEntrada,
          response: { 201: ZCatalogoResposta },
        },
        config: { acesso: { permissao: 'catalogo:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/catalogos/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita o cabeçalho de um catálogo (nome, descrição, validade, pedido mínimo)',
          params: ZUuid,
          body: ZCatalogoEntrada,
          response: { 200: ZCatalogoResposta },
        },
        config: { acesso: { permissao: 'catalogo:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/catalogos/:uuid',
      {
        schema: {
          tags,
          summary: 'Remove um catálogo (vai para a lista de removidos e sai da vista dos compradores)',
          params: ZUuid,
          response: { 200: ZCatalogoResposta },
        },
        config: { acesso: { permissao: 'catalogo:delete' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/catalogos/:uuid/restaurar',
      {
        schema: {
          tags,
          summary: 'Restaura um catálogo removido',
          params: ZUuid,
          response: { 200: ZCatalogoResposta },
        },
        config: { acesso: { permissao: 'catalogo:edit' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );
    app.post(
      '/catalogos/:uuid/publicar',
      {
        schema: {
          tags,
          summary: 'Publica um catálogo: visível aos compradores dentro da validade',
          params: ZUuid,
          response: { 200: ZCatalogoResposta },
        },
        config: { acesso: { permissao: 'catalogo:edit' } },
      },
      async (request) => ({
        data: await service.publicar(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/catalogos/:uuid/despublicar',
      {
        schema: {
          tags,
          summary: 'Volta um catálogo a rascunho (sai da vista dos compradores)',
          params: ZUuid,
          response: { 200: ZCatalogoResposta },
        },
        config: { acesso: { permissao: 'catalogo:edit' } },
      },
      async (request) => ({
        data: await service.publicar(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );
    app.get(
      '/catalogos/:uuid/itens',
      {
        schema: {
          tags,
          summary: 'Os itens de um catálogo, com custo e margem de cada produto',
          params: ZUuid,
          response: { 200: ZCatalogoItens },
        },
        config: { acesso: { permissao: 'catalogo:view' } },
      },
      async (request) => listarItens(ctx, exigirEmpresa(request), request.params.uuid),
    );
    app.put(
      '/catalogos/:uuid/itens',
      {
        schema: {
          tags,
          summary: 'Substitui os itens de um catálogo (a lista inteira, até 500)',
          params: ZUuid,
          body: ZCatalogoItensEntrada,
          response: { 200: ZCatalogoItens },
        },
        config: { acesso: { permissao: 'catalogo:edit' } },
      },
      async (request) => substituirItens(ctx, exigirEmpresa(request), request.params.uuid, request.body),
    );
  };
}
