import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZListaConcessionarias,
  ZRespostaConcessionaria,
} from '@irradia/shared/concessionarias/concessionarias.schema';
import { ZConcessionariaEdicao } from '@irradia/shared/faturas/faturas.schema';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './concessionarias.service.ts';

const tags = ['faturas'];

export function concessionariasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/concessionarias',
      {
        schema: {
          tags,
          summary: 'Distribuidoras de energia, com a forma de importar as faturas de cada uma',
          querystring: ZPaginacao.extend({
            limit: z.coerce.number().int().min(1).max(100).default(100),
            estado: z
              .string()
              .trim()
              .regex(/^[A-Za-z]{2}$/, 'Use a sigla do estado (UF)')
              .optional(),
            acesso: z.enum(['login', 'sessao', 'pdf']).optional(),
          }),
          response: { 200: ZListaConcessionarias },
        },
        config: { acesso: 'usuario' },
      },
      async (request) => service.listar(ctx, request.query),
    );
    app.get(
      '/concessionarias/:uuid',
      {
        schema: {
          tags,
          summary: 'Uma distribuidora',
          params: ZUuid,
          response: { 200: ZRespostaConcessionaria },
        },
        config: { acesso: 'usuario' },
      },
      async (request) => ({ data: service.paraApi(await service.buscar(ctx, request.params.uuid)) }),
    );
    app.patch(
      '/concessionarias/:uuid',
      {
        schema: {
          tags,
          summary: 'Corrige nome, estados atendidos ou situação de uma distribuidora',
          params: ZUuid,
          body: ZConcessionariaEdicao,
          response: { 200: ZRespostaConcessionaria },
        },
        config: { acesso: { permissao: 'concessionaria:edit' } },
      },
      async (request) => ({ data: await service.atualizar(ctx, request.params.uuid, request.body) }),
    );
  };
}
