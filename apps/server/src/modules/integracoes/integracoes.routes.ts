import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import { ZIntegracaoEntrada } from '@irradia/shared/faturas/faturas.schema';
import { ZListaIntegracoes, ZRespostaIntegracao } from '@irradia/shared/integracoes/integracoes.schema';
import { z } from 'zod';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUuid } from '../../platform/pagination.ts';
import * as service from './integracoes.service.ts';

const tags = ['faturas'];
const ZDaUsina = z.object({
  uuid: z.uuid({ error: 'Identificador inválido' }),
  integracao: z.uuid({ error: 'Identificador inválido' }),
});

export function integracoesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/usinas/:uuid/integracoes',
      {
        schema: {
          tags,
          summary: 'Integrações da usina com o aplicativo da concessionária',
          params: ZUuid,
          response: { 200: ZListaIntegracoes },
        },
        config: { acesso: { permissao: 'integracao:view' } },
      },
      async (request) => ({ data: await service.listar(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/usinas/:uuid/integracoes',
      {
        schema: {
          tags,
          summary: 'Liga a usina à concessionária e importa as faturas em segundo plano',
          params: ZUuid,
          body: ZIntegracaoEntrada,
          response: { 202: ZRespostaIntegracao },
        },
        config: { acesso: { permissao: 'integracao:create' } },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await service.criar(
            ctx,
            exigirEmpresa(request),
            exigirSessao(request),
            request.params.uuid,
            request.body,
          ),
        }),
    );
    app.get(
      '/usinas/:uuid/integracoes/:integracao',
      {
        schema: {
          tags,
          summary: 'Uma integração e a etapa em que está',
          params: ZDaUsina,
          response: { 200: ZRespostaIntegracao },
        },
        config: { acesso: { permissao: 'integracao:view' } },
      },
      async (request) => ({
        data: await service.detalhe(
          ctx,
          exigirEmpresa(request),
          request.params.uuid,
          request.params.integracao,
        ),
      }),
    );
    app.post(
      '/usinas/:uuid/integracoes/:integracao/sincronizar',
      {
        schema: {
          tags,
          summary: 'Importa de novo as faturas desta integração',
          params: ZDaUsina,
          response: { 202: ZRespostaIntegracao },
        },
        config: { acesso: { permissao: 'integracao:edit' } },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await service.sincronizar(
            ctx,
            exigirEmpresa(request),
            exigirSessao(request),
            request.params.uuid,
            request.params.integracao,
          ),
        }),
    );
    app.delete(
      '/usinas/:uuid/integracoes/:integracao',
      {
        schema: {
          tags,
          summary: 'Desfaz a integração (as faturas importadas ficam)',
          params: ZDaUsina,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'integracao:delete' } },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirEmpresa(request), request.params.uuid, request.params.integracao);
        return reply.status(204).send(null);
      },
    );
  };
}
