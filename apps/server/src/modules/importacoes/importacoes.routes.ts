import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZImportacaoEntrada, ZImportacaoResposta } from '@irradia/shared/monitoramento/monitoramento.schema';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUuid } from '../../platform/pagination.ts';
import * as service from './importacoes.service.ts';

const tags = ['monitoramento'];

export function importacoesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/importacoes',
      {
        schema: {
          tags,
          summary:
            'Importa em segundo plano as usinas escolhidas de uma conta de portal (acompanhe em importacoes/<uuid>)',
          body: ZImportacaoEntrada,
          response: { 202: ZImportacaoResposta },
        },
        config: { acesso: { permissao: 'importacao:create' } },
      },
      async (request, reply) =>
        reply.status(202).send({
          data: await service.criar(ctx, exigirEmpresa(request), exigirSessao(request), request.body),
        }),
    );
    app.get(
      '/importacoes/:uuid',
      {
        schema: {
          tags,
          summary: 'Andamento de uma importação',
          params: ZUuid,
          response: { 200: ZImportacaoResposta },
        },
        config: { acesso: { permissao: ['importacao:view', 'importacao:create'] } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
  };
}
