import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import { ZCopiaEntrada } from '@irradia/shared/catalogo/catalogos.schema';
import {
  TIPOS_PRODUTO,
  ZComponentes,
  ZComponentesEntrada,
  ZProdutoEntrada,
  ZProdutoResposta,
  ZProdutos,
} from '@irradia/shared/catalogo/produtos.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import { baixarDatasheet, trocarDatasheet, trocarImagem } from './produtos.arquivos.ts';
import { copiarProduto } from './produtos.copia.ts';
import { listarComponentes, substituirComponentes } from './produtos.kits.ts';
import * as service from './produtos.service.ts';

const tags = ['catálogo'];
const ZFiltro = ZPaginacao.extend({
  removidos: ZRemovidos,
  tipo: z.enum(TIPOS_PRODUTO, { error: 'Selecione uma opção válida' }).optional(),
  categoria: z.uuid({ error: 'Selecione a categoria' }).optional(),
  abaixo_do_minimo: ZRemovidos,
});

export function produtosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/produtos',
      {
        schema: {
          tags,
          summary:
            'Produtos do catálogo (tipo, categoria, abaixo_do_minimo=1, removidos=1; order=nome|criado_em|saldo, com - para decrescente)',
          querystring: ZFiltro,
          response: { 200: ZProdutos },
        },
        config: { acesso: { permissao: 'produto:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/produtos/:uuid',
      {
        schema: { tags, summary: 'Um produto', params: ZUuid, response: { 200: ZProdutoResposta } },
        config: { acesso: { permissao: 'produto:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/produtos',
      {
        schema: {
          tags,
          summary: 'Cadastra um produto',
          body: ZProdutoEntrada,
          response: { 201: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.post(
      '/produtos/copiar',
      {
        schema: {
          tags,
          summary:
            'Copia um item de catálogo publicado de um distribuidor para os produtos da empresa (custo = preço do catálogo; 409 se já copiado, com Location do produto)',
          body: ZCopiaEntrada,
          response: { 201: ZProdutoResposta },
        },
        config: { acesso: { permissao: ['produto:create', 'catalogo:view'], modo: 'all' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await copiarProduto(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/produtos/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um produto (o produto inteiro, como o formulário o tem)',
          params: ZUuid,
          body: ZProdutoEntrada,
          response: { 200: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/produtos/:uuid',
      {
        schema: {
          tags,
          summary: 'Remove um produto (vai para a lista de removidos)',
          params: ZUuid,
          response: { 200: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:delete' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/produtos/:uuid/restaurar',
      {
        schema: {
          tags,
          summary: 'Restaura um produto removido',
          params: ZUuid,
          response: { 200: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:edit' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );

    // A kit's components.
    app.get(
      '/produtos/:uuid/componentes',
      {
        schema: {
          tags,
          summary: 'Os componentes de um kit, com custo e potência de cada linha',
          params: ZUuid,
          response: { 200: ZComponentes },
        },
        config: { acesso: { permissao: 'componente:view' } },
      },
      async (request) => listarComponentes(ctx, exigirEmpresa(request), request.params.uuid),
    );
    app.put(
      '/produtos/:uuid/componentes',
      {
        schema: {
          tags,
          summary: 'Substitui os componentes de um kit (a lista inteira)',
          params: ZUuid,
          body: ZComponentesEntrada,
          response: { 200: ZComponentes },
        },
        config: { acesso: { permissao: 'componente:edit' } },
      },
      async (request) =>
        substituirComponentes(ctx, exigirEmpresa(request), request.params.uuid, request.body),
    );

    // Image and datasheet (multipart, field `arquivo`).
    app.put(
      '/produtos/:uuid/imagem',
      {
        schema: {
          tags,
          summary: 'Envia a imagem do produto (form-data, campo arquivo: PNG, JPEG, WebP ou GIF até 5 MB)',
          params: ZUuid,
          body: z.object({ arquivo: ZUploadedFile }),
          response: { 200: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:edit' } },
      },
      async (request) => ({
        data: await trocarImagem(ctx, exigirEmpresa(request), request.params.uuid, request.body.arquivo),
      }),
    );
    app.delete(
      '/produtos/:uuid/imagem',
      {
        schema: {
          tags,
          summary: 'Tira a imagem do produto',
          params: ZUuid,
          response: { 200: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:edit' } },
      },
      async (request) => ({
        data: await trocarImagem(ctx, exigirEmpresa(request), request.params.uuid, null),
      }),
    );
    app.put(
      '/produtos/:uuid/datasheet',
      {
        schema: {
          tags,
          summary: 'Envia o datasheet do produto (form-data, campo arquivo: PDF até 10 MB)',
          params: ZUuid,
          body: z.object({ arquivo: ZUploadedFile }),
          response: { 200: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:edit' } },
      },
      async (request) => ({
        data: await trocarDatasheet(ctx, exigirEmpresa(request), request.params.uuid, request.body.arquivo),
      }),
    );
    app.delete(
      '/produtos/:uuid/datasheet',
      {
        schema: {
          tags,
          summary: 'Tira o datasheet do produto',
          params: ZUuid,
          response: { 200: ZProdutoResposta },
        },
        config: { acesso: { permissao: 'produto:edit' } },
      },
      async (request) => ({
        data: await trocarDatasheet(ctx, exigirEmpresa(request), request.params.uuid, null),
      }),
    );
    app.get(
      '/produtos/:uuid/datasheet',
      {
        schema: {
          tags,
          summary: 'Baixa o datasheet em PDF',
          params: ZUuid,
          response: { 200: arquivo('application/pdf') },
        },
        config: { acesso: { permissao: 'produto:view' } },
      },
      async (request, reply) => {
        const { dados, nome } = await baixarDatasheet(ctx, exigirEmpresa(request), request.params.uuid);
        return enviarArquivo(reply, {
          bytes: dados,
          tipo: 'application/pdf',
          nome,
          nomeExterno: true,
          cache: 'private, no-store',
        });
      },
    );
  };
}
