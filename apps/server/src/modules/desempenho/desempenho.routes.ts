import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import { ZDesempenhoFiltro, ZDesempenhoResposta } from '@irradia/shared/quadros/desempenho.schema';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { desempenho, desempenhoCsv } from './desempenho.service.ts';

export function desempenhoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/desempenho',
      {
        schema: {
          tags: ['quadro'],
          summary:
            'Desempenho por funcionário e por setor no período (padrão: 30 dias); sem atendimento:view, só os próprios números; formato=csv baixa a tabela',
          querystring: ZDesempenhoFiltro,
          response: { 200: ZDesempenhoResposta.or(arquivo('text/csv')) },
        },
        // Everyone in the company: what each one sees is decided by atendimento:view (the service).
        config: { acesso: 'usuario' },
      },
      async (request, reply) => {
        const d = await desempenho(ctx, exigirEmpresa(request), request.query);
        if (request.query.formato !== 'csv') return { data: d };
        return enviarArquivo(reply, {
          bytes: desempenhoCsv(d),
          tipo: 'text/csv; charset=utf-8',
          nome: `desempenho-${d.de}-a-${d.ate}.csv`,
        });
      },
    );
  };
}
