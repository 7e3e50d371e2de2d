import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  STATUS_DE_ASSINATURA,
  type StatusDeAssinatura,
  ZAssinaturaAjuste,
  ZAssinaturaDeEmpresaResposta,
  ZAssinaturaEntrada,
  ZAssinaturaResposta,
  ZAssinaturasDeEmpresas,
  ZCobrancaEntrada,
  ZCobrancaResposta,
  ZPlanoEntrada,
  ZPlanoResposta,
  ZPlanos,
  ZWebhookResposta,
} from '@irradia/shared/assinaturas/assinaturas.schema';
import { z } from 'zod';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import * as service from './assinaturas.service.ts';
import * as sistema from './assinaturas.sistema.ts';
import { receberWebhook } from './assinaturas.webhook.ts';
import * as planos from './planos.service.ts';

const tags = ['assinatura'];
const sistemaView = { acesso: { permissao: 'assinatura:view' } } as const;

export function assinaturasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/planos',
      {
        schema: {
          tags,
          summary: 'Planos oferecidos (sistema: ?removidos=1 lista os removidos)',
          querystring: z.object({ removidos: ZRemovidos }),
          response: { 200: ZPlanos },
        },
        config: { acesso: { permissao: 'plano:view' } },
      },
      async (request) => ({
        data: await planos.listar(ctx, exigirEmpresa(request), request.query.removidos),
      }),
    );
    app.post(
      '/planos',
      {
        schema: {
          tags,
          summary: 'Cadastra um plano (sistema)',
          body: ZPlanoEntrada,
          response: { 201: ZPlanoResposta },
        },
        config: { acesso: { permissao: 'plano:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await planos.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/planos/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um plano (sistema)',
          params: ZUuid,
          body: ZPlanoEntrada,
          response: { 200: ZPlanoResposta },
        },
        config: { acesso: { permissao: 'plano:edit' } },
      },
      async (request) => ({
        data: await planos.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/planos/:uuid',
      {
        schema: {
          tags,
          summary: 'Remove um plano da oferta (sistema; quem já assinou o mantém)',
          params: ZUuid,
          response: { 200: ZPlanoResposta },
        },
        config: { acesso: { permissao: 'plano:delete' } },
      },
      async (request) => ({
        data: await planos.remover(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/planos/:uuid/restaurar',
      {
        schema: {
          tags,
          summary: 'Restaura um plano removido (sistema)',
          params: ZUuid,
          response: { 200: ZPlanoResposta },
        },
        config: { acesso: { permissao: 'plano:edit' } },
      },
      async (request) => ({
        data: await planos.remover(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );

    app.get(
      '/assinatura',
      {
        schema: {
          tags,
          summary: 'A assinatura da empresa: plano, uso e limites, cobranças (null se não assinou)',
          response: { 200: ZAssinaturaResposta },
        },
        config: { acesso: { permissao: 'assinatura:view' } },
      },
      async (request) => ({ data: await service.minha(ctx, exigirEmpresa(request)) }),
    );
    app.post(
      '/assinatura',
      {
        schema: {
          tags,
          summary: 'Assina (começa em teste) ou muda de plano, ciclo ou forma (vale no próximo período)',
          body: ZAssinaturaEntrada,
          response: { 200: ZAssinaturaResposta },
        },
        config: { acesso: { permissao: 'assinatura:create' } },
      },
      async (request) => ({
        data: await service.assinar(ctx, exigirEmpresa(request), request.body, exigirSessao(request)),
      }),
    );
    app.post(
      '/assinatura/cancelar',
      {
        schema: { tags, summary: 'Cancela no fim do período', response: { 200: ZAssinaturaResposta } },
        config: { acesso: { permissao: 'assinatura:cancel' } },
      },
      async (request) => ({ data: await service.cancelar(ctx, exigirEmpresa(request), true) }),
    );
    app.post(
      '/assinatura/reativar',
      {
        schema: { tags, summary: 'Desfaz o cancelamento agendado', response: { 200: ZAssinaturaResposta } },
        config: { acesso: { permissao: 'assinatura:create' } },
      },
      async (request) => ({ data: await service.cancelar(ctx, exigirEmpresa(request), false) }),
    );
    app.post(
      '/assinatura/cobrancas',
      {
        schema: {
          tags,
          summary: 'Gera o Pix ou o boleto do próximo período (precisa do gateway)',
          body: ZCobrancaEntrada,
          response: { 201: ZCobrancaResposta },
        },
        config: { acesso: { permissao: 'assinatura:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await service.cobrarProximoPeriodo(
            ctx,
            exigirEmpresa(request),
            exigirSessao(request),
            request.body.forma,
          ),
        }),
    );

    // sistema: every company's subscription.
    app.get(
      '/assinatura/empresas',
      {
        schema: {
          tags,
          summary: 'Assinaturas de todas as empresas e a receita recorrente mensal (sistema)',
          querystring: ZPaginacao.extend({
            status: z
              .enum(Object.keys(STATUS_DE_ASSINATURA) as [StatusDeAssinatura, ...StatusDeAssinatura[]])
              .optional(),
          }),
          response: { 200: ZAssinaturasDeEmpresas },
        },
        config: sistemaView,
      },
      async (request) => {
        planos.exigirSistema(exigirEmpresa(request));
        return sistema.listarEmpresas(ctx, request.query);
      },
    );
    app.patch(
      '/assinatura/empresas/:uuid',
      {
        schema: {
          tags,
          summary: 'Ajusta à mão a assinatura de uma empresa (uuid da empresa; sistema)',
          params: ZUuid,
          body: ZAssinaturaAjuste,
          response: { 200: ZAssinaturaDeEmpresaResposta },
        },
        config: { acesso: { permissao: 'assinatura:create' } },
      },
      async (request) => {
        planos.exigirSistema(exigirEmpresa(request));
        return { data: await sistema.ajustar(ctx, request.params.uuid, request.body) };
      },
    );
    app.post(
      '/assinatura/cobrancas/:uuid/baixa',
      {
        schema: {
          tags,
          summary: 'Dá baixa à mão numa cobrança (paga; sistema)',
          params: ZUuid,
          response: { 200: ZCobrancaResposta },
        },
        config: { acesso: { permissao: 'assinatura:create' } },
      },
      async (request) => {
        planos.exigirSistema(exigirEmpresa(request));
        return { data: await service.darBaixa(ctx, request.params.uuid) };
      },
    );

    app.post(
      '/webhooks/mercadopago',
      {
        schema: {
          tags,
          summary: 'Notificações do Mercado Pago (assinadas; o status é relido da API)',
          querystring: z.record(z.string(), z.unknown()),
          body: z.unknown().optional(),
          response: { 200: ZWebhookResposta },
        },
        config: { acesso: 'publico' },
      },
      async (request) => ({
        data: await receberWebhook(ctx, 'mercadopago', {
          query: request.query,
          headers: request.headers,
        }),
      }),
    );
  };
}
