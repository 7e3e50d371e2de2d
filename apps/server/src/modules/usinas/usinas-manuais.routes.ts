import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZInversorEntrada,
  ZInversoresResposta,
  ZInversorResposta,
  ZUsinaEntrada,
  ZUsinaResposta,
} from '@irradia/shared/usinas/usinas.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUuid } from '../../platform/pagination.ts';
import { inversoresDaUsinaVisivel } from './usinas.service.ts';
import { adicionarInversor, criarUsina } from './usinas-manuais.ts';

const tags = ['monitoramento'];

/** Plants without a portal (issue 19): created by hand, inverters typed in. */
export function usinasManuaisRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/usinas',
      {
        schema: {
          tags,
          summary: 'Cria uma usina sem portal (nome, cidade, kWp, data de instalação, cliente, etiquetas)',
          body: ZUsinaEntrada,
          response: { 201: ZUsinaResposta },
        },
        config: { acesso: { permissao: 'usina:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await criarUsina(ctx, exigirEmpresa(request), request.body) }),
    );
    app.get(
      '/usinas/:uuid/inversores',
      {
        schema: {
          tags,
          summary: 'Inversores da usina',
          params: ZUuid,
          response: { 200: ZInversoresResposta },
        },
        config: { acesso: { permissao: ['inversor:view', 'usina:show', 'usina:view'] } },
      },
      async (request) => ({
        data: await inversoresDaUsinaVisivel(ctx, exigirEmpresa(request), request.params.uuid),
      }),
    );
    app.post(
      '/usinas/:uuid/inversores',
      {
        schema: {
          tags,
          summary: 'Adiciona um inversor digitado (fabricante, modelo, número de série, kWp) à usina',
          params: ZUuid,
          body: ZInversorEntrada,
          response: { 201: ZInversorResposta },
        },
        config: { acesso: { permissao: 'inversor:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await adicionarInversor(ctx, exigirEmpresa(request), request.params.uuid, request.body),
        }),
    );
  };
}
