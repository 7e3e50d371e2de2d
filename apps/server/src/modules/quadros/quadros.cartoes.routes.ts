import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo, ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ROTA_DO_CARTAO,
  TIPOS_CARTAO,
  ZAnexoResposta,
  ZAnexos,
  ZCartaoEdicao,
  ZCartaoResposta,
  ZComentarioEntrada,
  ZComentarioResposta,
  ZComentarios,
  ZMoverEntrada,
} from '@irradia/shared/quadros/quadros.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import { cartaoDe } from './quadros.cartoes.ts';
import * as conversa from './quadros.conversa.ts';
import { detalheCartao, editarCartao } from './quadros.edicao.ts';
import { mover } from './quadros.mover.ts';

// The card routes under each record's own path (DESIGN: /api/atendimentos/:uuid/mover…, and the
// same for the pedidos shown as cards). The record's kind decides the permission.

const tags = ['quadro'];
const ZComentarioParams = ZUuid.extend({ comentario: z.uuid() });
const ZAnexoParams = ZUuid.extend({ anexo: z.uuid() });

export function cartoesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const tipo of TIPOS_CARTAO) {
      const base = `/${ROTA_DO_CARTAO[tipo]}/:uuid`;
      const pode = (acao: string) => ({ acesso: { permissao: `${tipo}:${acao}` } });
      app.get(
        `${base}/cartao`,
        {
          schema: {
            tags,
            summary: 'O cartão do registro no quadro, com os campos personalizados',
            params: ZUuid,
            response: { 200: ZCartaoResposta },
          },
          config: pode('view'),
        },
        async (request) => ({
          data: await detalheCartao(
            ctx,
            await cartaoDe(ctx, exigirEmpresa(request), tipo, request.params.uuid),
          ),
        }),
      );
      app.patch(
        `${base}/cartao`,
        {
          schema: {
            tags,
            summary:
              'Responsável, prazo, cliente e usina (solicitações), etiquetas e campos personalizados do cartão',
            params: ZUuid,
            body: ZCartaoEdicao,
            response: { 200: ZCartaoResposta },
          },
          config: pode('edit'),
        },
        async (request) => ({
          data: await editarCartao(
            ctx,
            exigirSessao(request),
            exigirEmpresa(request),
            tipo,
            request.params.uuid,
            request.body,
          ),
        }),
      );
      app.post(
        `${base}/mover`,
        {
          schema: {
            tags,
            summary: 'Move o cartão para uma fase (de qualquer quadro do tipo), na posição dada',
            params: ZUuid,
            body: ZMoverEntrada,
            response: { 200: ZCartaoResposta },
          },
          config: pode('edit'),
        },
        async (request) => {
          const empresa = exigirEmpresa(request);
          const c = await mover(ctx, exigirSessao(request), empresa, tipo, request.params.uuid, request.body);
          return { data: await detalheCartao(ctx, c) };
        },
      );
      app.get(
        `${base}/comentarios`,
        {
          schema: {
            tags,
            summary: 'Os comentários do cartão, do mais antigo',
            params: ZUuid,
            querystring: ZPaginacao,
            response: { 200: ZComentarios },
          },
          config: { acesso: { permissao: [`${tipo}:view`] } },
        },
        async (request) =>
          conversa.listarComentarios(
            ctx,
            exigirSessao(request),
            exigirEmpresa(request),
            tipo,
            request.params.uuid,
            request.query,
          ),
      );
      app.post(
        `${base}/comentarios`,
        {
          schema: {
            tags,
            summary: 'Comenta no cartão; cada funcionário em `mencoes` é notificado',
            params: ZUuid,
            body: ZComentarioEntrada,
            response: { 201: ZComentarioResposta },
          },
          config: { acesso: { permissao: [`${tipo}:view`, 'comentario:create'], modo: 'all' } },
        },
        async (request, reply) =>
          reply.status(201).send({
            data: await conversa.comentar(
              ctx,
              exigirSessao(request),
              exigirEmpresa(request),
              tipo,
              request.params.uuid,
              request.body,
            ),
          }),
      );
      app.delete(
        `${base}/comentarios/:comentario`,
        {
          schema: {
            tags,
            summary: 'Exclui um comentário seu',
            params: ZComentarioParams,
            response: { 204: ZSemConteudo },
          },
          config: { acesso: { permissao: [`${tipo}:view`, 'comentario:delete'], modo: 'all' } },
        },
        async (request, reply) => {
          await conversa.removerComentario(
            ctx,
            exigirSessao(request),
            exigirEmpresa(request),
            tipo,
            request.params.uuid,
            request.params.comentario,
          );
          return reply.status(204).send(null);
        },
      );
      app.get(
        `${base}/anexos`,
        {
          schema: {
            tags,
            summary: 'Os anexos do cartão, do mais novo',
            params: ZUuid,
            response: { 200: ZAnexos },
          },
          config: pode('view'),
        },
        async (request) => conversa.listarAnexos(ctx, exigirEmpresa(request), tipo, request.params.uuid),
      );
      app.post(
        `${base}/anexos`,
        {
          schema: {
            tags,
            summary: 'Anexa um PDF ou uma imagem ao cartão (conferido pelos bytes, até 20 MB)',
            consumes: ['multipart/form-data'],
            params: ZUuid,
            body: z.object({ arquivo: ZUploadedFile }),
            response: { 201: ZAnexoResposta },
          },
          config: { acesso: { permissao: [`${tipo}:view`, 'anexo:create'], modo: 'all' } },
        },
        async (request, reply) =>
          reply.status(201).send({
            data: await conversa.anexar(
              ctx,
              exigirSessao(request),
              exigirEmpresa(request),
              tipo,
              request.params.uuid,
              request.body.arquivo,
            ),
          }),
      );
      app.get(
        `${base}/anexos/:anexo`,
        {
          schema: {
            tags,
            summary: 'Baixa um anexo do cartão',
            params: ZAnexoParams,
            response: { 200: arquivo('application/octet-stream') },
          },
          config: pode('view'),
        },
        async (request, reply) => {
          const a = await conversa.lerAnexo(
            ctx,
            exigirEmpresa(request),
            tipo,
            request.params.uuid,
            request.params.anexo,
          );
          return enviarArquivo(reply, {
            bytes: a.bytes,
            tipo: a.tipo,
            nome: a.nome,
            nomeExterno: true,
            cache: 'private, no-store',
          });
        },
      );
      app.delete(
        `${base}/anexos/:anexo`,
        {
          schema: {
            tags,
            summary: 'Exclui um anexo do cartão',
            params: ZAnexoParams,
            response: { 204: ZSemConteudo },
          },
          config: { acesso: { permissao: [`${tipo}:view`, 'anexo:delete'], modo: 'all' } },
        },
        async (request, reply) => {
          await conversa.removerAnexo(
            ctx,
            exigirSessao(request),
            exigirEmpresa(request),
            tipo,
            request.params.uuid,
            request.params.anexo,
          );
          return reply.status(204).send(null);
        },
      );
    }
  };
}
