import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZConvites,
  ZFuncionarioAtualizar,
  ZFuncionarioEntrada,
  ZFuncionarioResposta,
  ZFuncionarios,
} from '@irradia/shared/equipe/equipe.schema';
import { z } from 'zod';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import * as service from './funcionarios.service.ts';

const tags = ['funcionarios'];

export function funcionariosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/funcionarios',
      {
        schema: {
          tags,
          summary: 'Equipe da empresa (?removidos=1: demitidos)',
          querystring: ZPaginacao.extend({ removidos: ZRemovidos }),
          response: { 200: ZFuncionarios },
        },
        config: { acesso: { permissao: 'funcionario:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.post(
      '/funcionarios',
      {
        schema: {
          tags,
          summary: 'Contrata: conta nova recebe o primeiro acesso; conta existente recebe um convite',
          body: ZFuncionarioEntrada,
          response: { 201: ZFuncionarioResposta },
        },
        config: { acesso: { permissao: 'funcionario:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.contratar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/funcionarios/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um funcionário',
          params: ZUuid,
          body: ZFuncionarioAtualizar,
          response: { 200: ZFuncionarioResposta },
        },
        config: { acesso: { permissao: 'funcionario:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/funcionarios/:uuid',
      {
        schema: {
          tags,
          summary: 'Demite um funcionário',
          params: ZUuid,
          response: { 200: ZFuncionarioResposta },
        },
        config: { acesso: { permissao: 'funcionario:delete' } },
      },
      async (request) => ({
        data: await service.demitir(ctx, exigirEmpresa(request), exigirSessao(request), request.params.uuid),
      }),
    );
    app.post(
      '/funcionarios/:uuid/socio',
      {
        schema: {
          tags,
          summary: 'Torna sócio ou desfaz',
          params: ZUuid,
          body: z.object({ socio: z.boolean() }),
          response: { 200: ZFuncionarioResposta },
        },
        config: { acesso: { permissao: 'funcionario:edit' } },
      },
      async (request) => ({
        data: await service.definirSocio(
          ctx,
          exigirEmpresa(request),
          exigirSessao(request),
          request.params.uuid,
          request.body.socio,
        ),
      }),
    );
    app.get(
      '/funcionarios/convites',
      {
        schema: {
          tags,
          summary: 'Convites de empresas esperando a minha resposta',
          response: { 200: ZConvites },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => ({ data: await service.convites(ctx, exigirSessao(request)) }),
    );
    app.post(
      '/funcionarios/:uuid/aceitar',
      {
        schema: {
          tags,
          summary: 'Aceita o convite para a equipe',
          params: ZUuid,
          response: { 200: ZFuncionarioResposta },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => ({
        data: await service.responderConvite(ctx, exigirSessao(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/funcionarios/:uuid/recusar',
      {
        schema: { tags, summary: 'Recusa o convite', params: ZUuid, response: { 200: ZFuncionarioResposta } },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => ({
        data: await service.responderConvite(ctx, exigirSessao(request), request.params.uuid, false),
      }),
    );
  };
}
