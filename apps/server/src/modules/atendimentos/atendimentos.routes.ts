import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  type AcaoAtendimento,
  PAPEIS_ATENDIMENTO,
  STATUS_ATENDIMENTO,
  TRANSICOES_ATENDIMENTO,
  ZAtendimentoCancelarEntrada,
  ZAtendimentoEntrada,
  ZAtendimentoHistorico,
  ZAtendimentoNotaEntrada,
  ZAtendimentoRecusarEntrada,
  ZAtendimentoResposta,
  ZAtendimentos,
} from '@irradia/shared/servicos/atendimentos.schema';
import { z } from 'zod';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './atendimentos.service.ts';
import { transitar } from './atendimentos.transicoes.ts';

const tags = ['serviços'];

/** Each transition's body: a note, or the motivo (required to refuse, optional to cancel). */
const corpos = {
  aceitar: ZAtendimentoNotaEntrada,
  iniciar: ZAtendimentoNotaEntrada,
  concluir: ZAtendimentoNotaEntrada,
  recusar: ZAtendimentoRecusarEntrada,
  cancelar: ZAtendimentoCancelarEntrada,
} as const;

const nota = (b: { mensagem?: string | null; motivo?: string | null }) => b.motivo ?? b.mensagem ?? null;

export function atendimentosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/atendimentos',
      {
        schema: {
          tags,
          summary:
            'Solicitações de serviço recebidas (papel=prestador) e enviadas (papel=solicitante), mais novas primeiro; status, search',
          querystring: ZPaginacao.extend({
            papel: z.enum(PAPEIS_ATENDIMENTO, { error: 'Selecione uma opção válida' }).optional(),
            status: z.enum(STATUS_ATENDIMENTO, { error: 'Selecione uma opção válida' }).optional(),
          }),
          response: { 200: ZAtendimentos },
        },
        config: { acesso: { permissao: 'atendimento:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.post(
      '/atendimentos',
      {
        schema: {
          tags,
          summary: 'Solicita o serviço ativo de um prestador (vira uma solicitação aberta para ele)',
          body: ZAtendimentoEntrada,
          response: { 201: ZAtendimentoResposta },
        },
        config: { acesso: { permissao: 'atendimento:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await service.criar(ctx, exigirSessao(request), exigirEmpresa(request), request.body),
        }),
    );
    app.get(
      '/atendimentos/:uuid',
      {
        schema: { tags, summary: 'Uma solicitação', params: ZUuid, response: { 200: ZAtendimentoResposta } },
        config: { acesso: { permissao: 'atendimento:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.get(
      '/atendimentos/:uuid/historico',
      {
        schema: {
          tags,
          summary: 'O histórico de uma solicitação (mais antigo primeiro)',
          params: ZUuid,
          response: { 200: ZAtendimentoHistorico },
        },
        config: { acesso: { permissao: 'atendimento:view' } },
      },
      async (request) => service.historico(ctx, exigirEmpresa(request), request.params.uuid),
    );
    for (const acao of Object.keys(corpos) as AcaoAtendimento[]) {
      const t = TRANSICOES_ATENDIMENTO[acao];
      app.post(
        `/atendimentos/:uuid/${acao}`,
        {
          schema: {
            tags,
            summary: `${t.rotulo} (${t.de.join(' ou ')} → ${t.para}; só ${t.quem === 'prestador' ? 'o prestador' : 'o solicitante'})`,
            params: ZUuid,
            body: corpos[acao],
            response: { 200: ZAtendimentoResposta },
          },
          config: { acesso: { permissao: 'atendimento:edit' } },
        },
        async (request) => ({
          data: await transitar(
            ctx,
            exigirSessao(request),
            exigirEmpresa(request),
            request.params.uuid,
            acao,
            nota(request.body as { mensagem?: string | null; motivo?: string | null }),
          ),
        }),
      );
    }
  };
}
