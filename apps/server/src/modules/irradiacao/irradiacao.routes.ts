import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import { ZIrradiacaoPropria } from '@irradia/shared/geografia/geografia.schema';
import { ZIrradiacaoResposta } from '@irradia/shared/irradiacao/irradiacao.schema';
import { z } from 'zod';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './irradiacao.service.ts';

const tags = ['geografia'];
const ZCidadeParam = z.object({
  cidade: z.string().trim().min(1, 'Informe a cidade').max(40),
});

export function irradiacaoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/irradiacao',
      {
        schema: {
          tags,
          summary:
            'Irradiação solar média de uma cidade, mês a mês (Wh/m²·dia), total anual e participação de cada mês; os valores próprios da empresa valem sobre o Atlas',
          querystring: z.object({
            cidade: z.string({ error: 'Informe a cidade' }).trim().min(1, 'Informe a cidade').max(40),
          }),
          response: { 200: ZIrradiacaoResposta },
        },
        config: { acesso: { permissao: 'cidade:view', semEmpresa: true } },
      },
      async (request) => ({
        data: await service.consultar(ctx, request.query.cidade, request.empresa?.id ?? null),
      }),
    );
    app.put(
      '/irradiacao/:cidade',
      {
        schema: {
          tags,
          summary: 'Registra os valores próprios da empresa para a cidade (12 meses, Wh/m²·dia)',
          params: ZCidadeParam,
          body: ZIrradiacaoPropria,
          response: { 200: ZIrradiacaoResposta },
        },
        config: { acesso: { permissao: 'cidade:edit' } },
      },
      async (request) => ({
        data: await service.registrarPropria(
          ctx,
          request.params.cidade,
          exigirEmpresa(request).id,
          request.body.mensal,
        ),
      }),
    );
    app.delete(
      '/irradiacao/:cidade',
      {
        schema: {
          tags,
          summary: 'Apaga os valores próprios da empresa para a cidade; volta a valer o Atlas',
          params: ZCidadeParam,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'cidade:delete' } },
      },
      async (request, reply) => {
        await service.removerPropria(ctx, request.params.cidade, exigirEmpresa(request).id);
        return reply.status(204).send(null);
      },
    );
  };
}
