import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import {
  TIPOS_MOVIMENTO,
  ZMovimentoEntrada,
  ZMovimentoResposta,
  ZMovimentos,
} from '@irradia/shared/catalogo/estoque.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao } from '../../platform/pagination.ts';
import * as service from './estoque.service.ts';

const tags = ['catálogo'];
const ZFiltro = z.object({
  produto: z.uuid({ error: 'Selecione o produto' }).optional(),
  tipo: z.enum(TIPOS_MOVIMENTO, { error: 'Selecione uma opção válida' }).optional(),
});

export function estoqueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/estoque/movimentos',
      {
        schema: {
          tags,
          summary: 'Movimentos de estoque, do mais recente (filtros: produto, tipo)',
          querystring: ZPaginacao.pick({ page: true, limit: true }).extend(ZFiltro.shape),
          response: { 200: ZMovimentos },
        },
        config: { acesso: { permissao: 'estoque:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/estoque/movimentos/exportar',
      {
        schema: {
          tags,
          summary: 'Os movimentos em CSV (UTF-8 com BOM, separado por ;), com os mesmos filtros',
          querystring: ZFiltro,
          response: { 200: arquivo('text/csv') },
        },
        config: { acesso: { permissao: 'estoque:view' } },
      },
      async (request, reply) => {
        const csv = await service.exportarCsv(ctx, exigirEmpresa(request), request.query);
        return enviarArquivo(reply, {
          bytes: csv,
          tipo: 'text/csv; charset=utf-8',
          nome: 'movimentos-de-estoque.csv',
        });
      },
    );
    app.post(
      '/estoque/movimentos',
      {
        schema: {
          tags,
          summary: 'Registra uma entrada, saída ou ajuste (o ajuste informa o saldo contado)',
          body: ZMovimentoEntrada,
          response: { 201: ZMovimentoResposta },
        },
        config: { acesso: { permissao: 'estoque:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await service.registrar(ctx, exigirEmpresa(request), exigirSessao(request), request.body),
        }),
    );
  };
}
