import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZCatalogosPublicos,
  ZDistribuidores,
  ZDistribuidorResposta,
} from '@irradia/shared/catalogo/catalogos.schema';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './distribuidores.service.ts';

// Distributors and their published catalogues, for buyers (decision 026).

const tags = ['catálogo'];

export function distribuidoresRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/distribuidores',
      {
        schema: {
          tags,
          summary:
            'Distribuidores com catálogo publicado e válido hoje (search por nome; um distribuidor vê só a si)',
          querystring: ZPaginacao.omit({ order: true }),
          response: { 200: ZDistribuidores },
        },
        config: { acesso: { permissao: 'catalogo:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/distribuidores/:uuid',
      {
        schema: { tags, summary: 'Um distribuidor', params: ZUuid, response: { 200: ZDistribuidorResposta } },
        config: { acesso: { permissao: 'catalogo:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.get(
      '/distribuidores/:uuid/catalogos',
      {
        schema: {
          tags,
          summary:
            'Os catálogos publicados e válidos hoje de um distribuidor, com todos os itens (sem custo nem saldo)',
          params: ZUuid,
          response: { 200: ZCatalogosPublicos },
        },
        config: { acesso: { permissao: 'catalogo:view' } },
      },
      async (request) => service.catalogos(ctx, exigirEmpresa(request), request.params.uuid),
    );
  };
}
