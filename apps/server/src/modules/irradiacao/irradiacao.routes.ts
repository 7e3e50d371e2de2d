import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { serieIrradiacao } from '@irradia/shared/irradiacao/irradiacao';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { irradiacoesAtlas } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { buscarCidade } from '../cidades/cidades.service.ts';

const FONTE = 'Atlas Brasileiro de Energia Solar, 2ª ed. (LABREN/CCST/INPE, 2017)';

export function irradiacaoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/irradiacao',
      {
        schema: {
          tags: ['geografia'],
          summary:
            'Irradiação solar média de uma cidade, mês a mês (Wh/m²·dia), total anual e participação de cada mês',
          querystring: z.object({
            cidade: z.string({ error: 'Informe a cidade' }).trim().min(1, 'Informe a cidade').max(40),
          }),
        },
        config: { acesso: { permissao: 'cidade:view', semEmpresa: true } },
      },
      async (request) => {
        const cidade = await buscarCidade(ctx, request.query.cidade);
        const [atlas] = await ctx.db
          .select()
          .from(irradiacoesAtlas)
          .where(eq(irradiacoesAtlas.cidadeId, cidade.id));
        if (!atlas) throw new AppError('NAO_ENCONTRADO', 'Não há dados de irradiação para esta cidade');
        const { id: _id, ...dadosCidade } = cidade;
        return {
          data: {
            cidade: dadosCidade,
            fonte: { codigo: 'atlas_2017', nome: FONTE },
            unidade: 'Wh/m²·dia',
            inclinada: serieIrradiacao(atlas.inclinada),
            global_horizontal: serieIrradiacao(atlas.ghi),
            direta_normal: serieIrradiacao(atlas.dni),
          },
        };
      },
    );
  };
}
