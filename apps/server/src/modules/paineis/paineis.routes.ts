import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import { ZPainelEntrada } from '@irradia/shared/dashboard/widgets';
import { ZPaineis, ZPainelResposta } from '@irradia/shared/paineis/paineis.schema';
import type { FastifyRequest } from 'fastify';
import { contextoPermissao, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUuid } from '../../platform/pagination.ts';
import * as service from './paineis.service.ts';

const tags = ['dashboard'];

const quem = (request: FastifyRequest): service.Quem => ({
  usuarioId: exigirSessao(request).usuarioId,
  empresa: request.empresa,
  permissoes: contextoPermissao(request),
});

/** Dashboard templates of the signed-in user in the current context (company or personal). */
export function paineisRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/paineis',
      {
        schema: {
          tags,
          summary:
            'Modelos de painel do usuário no contexto atual e o layout padrão do contexto (meta.padrao)',
          response: { 200: ZPaineis },
        },
        config: { acesso: 'usuario' },
      },
      async (request) => service.listar(ctx, quem(request)),
    );
    app.post(
      '/paineis',
      {
        schema: {
          tags,
          summary: 'Salva um modelo de painel (id gerado quando ausente; um id já seu atualiza o modelo)',
          body: ZPainelEntrada,
          response: { 200: ZPainelResposta, 201: ZPainelResposta },
        },
        config: { acesso: 'usuario' },
      },
      async (request, reply) => {
        const { criado, data } = await service.salvar(ctx, quem(request), request.body);
        return reply.status(criado ? 201 : 200).send({ data });
      },
    );
    app.put(
      '/paineis/:uuid',
      {
        schema: {
          tags,
          summary: 'Altera um modelo de painel',
          params: ZUuid,
          body: ZPainelEntrada,
          response: { 200: ZPainelResposta },
        },
        config: { acesso: 'usuario' },
      },
      async (request) => ({
        data: await service.atualizar(ctx, quem(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/paineis/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui um modelo de painel',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: 'usuario' },
      },
      async (request, reply) => {
        await service.excluir(ctx, quem(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
