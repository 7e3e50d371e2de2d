import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao } from '../../platform/pagination.ts';
import * as service from './cidades.service.ts';

const tags = ['geografia'];

export function cidadesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/estados',
      {
        schema: { tags, summary: 'Os 27 estados (IBGE)' },
        config: { acesso: { permissao: 'estado:view', semEmpresa: true } },
      },
      async () => ({ data: await service.listarEstados(ctx) }),
    );
    app.get(
      '/cidades',
      {
        schema: {
          tags,
          summary: 'Municípios do IBGE, por UF e nome (sem diferenciar acentos)',
          querystring: ZPaginacao.extend({
            uf: z.string().trim().length(2, 'Informe a UF com 2 letras').optional(),
          }),
        },
        config: { acesso: { permissao: 'cidade:view', semEmpresa: true } },
      },
      async (request) => service.listarCidades(ctx, request.query),
    );
  };
}
