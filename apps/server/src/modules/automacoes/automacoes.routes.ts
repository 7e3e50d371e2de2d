import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ZAutomacaoEdicao,
  ZAutomacaoEntrada,
  ZAutomacaoResposta,
  ZAutomacoes,
  ZExecucoes,
} from '@irradia/shared/quadros/automacoes.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './automacoes.service.ts';

const tags = ['automações'];

export function automacoesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/automacoes',
      {
        schema: {
          tags,
          summary: 'As automações da empresa (a padrão primeiro, criada pausada na primeira vez)',
          response: { 200: ZAutomacoes },
        },
        config: { acesso: { permissao: 'automacao:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request)),
    );
    app.post(
      '/automacoes',
      {
        schema: {
          tags,
          summary: 'Cria uma automação: gatilho, condições e ações',
          body: ZAutomacaoEntrada,
          response: { 201: ZAutomacaoResposta },
        },
        config: { acesso: { permissao: 'automacao:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.get(
      '/automacoes/:uuid',
      {
        schema: { tags, summary: 'Uma automação', params: ZUuid, response: { 200: ZAutomacaoResposta } },
        config: { acesso: { permissao: 'automacao:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.patch(
      '/automacoes/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita a automação; `ativa: false` a pausa',
          params: ZUuid,
          body: ZAutomacaoEdicao,
          response: { 200: ZAutomacaoResposta },
        },
        config: { acesso: { permissao: 'automacao:edit' } },
      },
      async (request) => ({
        data: await service.editar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/automacoes/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui a automação (a padrão só pode ser pausada)',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'automacao:delete' } },
      },
      async (request, reply) => {
        await service.remover(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/automacoes/:uuid/execucoes',
      {
        schema: {
          tags,
          summary: 'As execuções da automação, da mais nova, com o que cada ação fez',
          params: ZUuid,
          querystring: ZPaginacao,
          response: { 200: ZExecucoes },
        },
        config: { acesso: { permissao: 'automacao:view' } },
      },
      async (request) => service.execucoes(ctx, exigirEmpresa(request), request.params.uuid, request.query),
    );
  };
}
