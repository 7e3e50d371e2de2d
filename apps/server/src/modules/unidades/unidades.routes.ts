import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import { ZUnidadeEntrada } from '@irradia/shared/faturas/faturas.schema';
import { ZListaUnidades, ZRespostaUnidade } from '@irradia/shared/unidades/unidades.schema';
import { z } from 'zod';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './unidades.service.ts';

const tags = ['faturas'];

// Spec §6: beneficiary and generator units follow the `beneficiaria` permission (integrador).
export function unidadesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/unidades',
      {
        schema: {
          tags,
          summary: 'Unidades consumidoras (geradoras e beneficiárias), com a soma das cotas da usina',
          querystring: ZPaginacao.extend({
            usina: z.uuid({ error: 'Identificador inválido' }).optional(),
            tipo: z.enum(['geradora', 'beneficiaria']).optional(),
          }),
          response: { 200: ZListaUnidades },
        },
        config: { acesso: { permissao: 'beneficiaria:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/unidades/:uuid',
      {
        schema: {
          tags,
          summary: 'Uma unidade consumidora',
          params: ZUuid,
          response: { 200: ZRespostaUnidade },
        },
        config: { acesso: { permissao: 'beneficiaria:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/unidades',
      {
        schema: {
          tags,
          summary: 'Cadastra uma unidade geradora ou beneficiária',
          body: ZUnidadeEntrada,
          response: { 201: ZRespostaUnidade },
        },
        config: { acesso: { permissao: 'beneficiaria:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.put(
      '/unidades/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita uma unidade consumidora',
          params: ZUuid,
          body: ZUnidadeEntrada,
          response: { 200: ZRespostaUnidade },
        },
        config: { acesso: { permissao: 'beneficiaria:edit' } },
      },
      async (request) => ({
        data: await service.editar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/unidades/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui uma unidade sem faturas',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'beneficiaria:delete' } },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
