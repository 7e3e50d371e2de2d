import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ZEquipamentoResposta,
  ZEquipamentos,
  ZFiltroEquipamentos,
} from '@irradia/shared/equipamentos/equipamentos.schema';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './equipamentos.service.ts';

const tags = ['equipamentos'];

// The library is what a product form reads: whoever may see or write the catalogue's products
// (integrador, prestador, distribuidor) may search it.
const acesso = { permissao: ['produto:view', 'produto:create', 'produto:edit'], modo: 'any' } as const;

export function equipamentosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/equipamentos',
      {
        schema: {
          tags,
          summary:
            'Biblioteca de módulos e inversores (listas CEC via pvlib): ?tipo=modulo|inversor, ?search= ou ?busca= (palavras do fabricante e do modelo em qualquer ordem), order=fabricante|-fabricante|potencia_w|-potencia_w',
          querystring: ZPaginacao.extend(ZFiltroEquipamentos.shape),
          response: { 200: ZEquipamentos },
        },
        config: { acesso },
      },
      async (request) => service.listar(ctx, request.query),
    );
    app.get(
      '/equipamentos/:uuid',
      {
        schema: {
          tags,
          summary: 'Um módulo ou inversor da biblioteca',
          params: ZUuid,
          response: { 200: ZEquipamentoResposta },
        },
        config: { acesso },
      },
      async (request) => ({ data: await service.buscar(ctx, request.params.uuid) }),
    );
  };
}
