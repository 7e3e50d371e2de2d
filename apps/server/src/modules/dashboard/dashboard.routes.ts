import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { respostaUm } from '@irradia/shared/api/resposta';
import { ZWidgetDesabilitado } from '@irradia/shared/dashboard/respostas';
import { WIDGETS } from '@irradia/shared/dashboard/widgets';
import type { Acesso } from '../../platform/auth.ts';
import { contextoPermissao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { contextoDe, DADOS, mensagemDesabilitado, widgetDisponivel } from './dashboard.service.ts';

export { inicioDoDiaBrasil } from './dashboard.service.ts';

const tags = ['dashboard'];

/**
 * `GET /api/dashboard/<widget>` for every widget of the catalogue (spec §2 dashboard), guarded by
 * the widget's permissions (all-of) and contexts; a disabled widget says what it will hold.
 */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const w of WIDGETS) {
      const dados = DADOS[w.nome];
      if (!w.desabilitado && !dados) throw new Error(`widget ${w.nome} has no data function`);
      const acesso: Acesso = w.permissoes.length ? { permissao: w.permissoes, modo: 'all' } : 'usuario';
      const resposta = w.desabilitado || !dados ? ZWidgetDesabilitado : respostaUm(dados.schema);
      app.get(
        `/dashboard/${w.nome}`,
        {
          schema: { tags, summary: `${w.rotulo}: ${w.descricao}`, response: { 200: resposta } },
          config: { acesso },
        },
        async (request) => {
          const contexto = contextoDe(request.empresa);
          if (!widgetDisponivel(w, contexto, contextoPermissao(request)))
            throw new AppError('SEM_PERMISSAO', `Widget indisponível para este contexto: ${w.nome}`);
          if (w.desabilitado || !dados)
            return { data: null, desabilitado: true as const, mensagem: mensagemDesabilitado(w) };
          return { data: await dados.ler(ctx, request.empresa) };
        },
      );
    }
  };
}
