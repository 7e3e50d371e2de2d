import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import {
  ZContratoCancelarEntrada,
  ZContratoEntrada,
  ZContratoResposta,
  ZModeloContratoEntrada,
  ZModeloContratoResposta,
} from '@irradia/shared/propostas/contrato.schema';
import { ZUsinaDaVendaEntrada, ZVendaEntrada, ZVendaResposta } from '@irradia/shared/propostas/venda.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZUuid } from '../../platform/pagination.ts';
import { lerArquivo } from '../arquivos/arquivos.service.ts';
import * as contratos from './pedidos.contrato.ts';
import { modeloDoContrato, salvarModelo } from './pedidos.contrato-modelo.ts';
import { pdfDoContrato } from './pedidos.contrato-pdf.ts';
import { criarUsinaDaVenda, registrarVenda, venda } from './pedidos.fechamento.ts';
import { vendaDaEmpresa } from './pedidos.proposta.ts';

// The deal's contract and sale (decision 037): DESIGN.md fixes /api/pedidos/:uuid/contrato and
// /contrato/pdf; the rest are ours, under the same deal.

const tags = ['pedidos'];

export function contratosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pedidos/modelo-contrato',
      {
        schema: {
          tags,
          summary:
            'O modelo de contrato da empresa, com os {{campos}} que o preenchem e os prazos e garantias padrão (o modelo do Irradia enquanto a empresa não salvar o seu)',
          response: { 200: ZModeloContratoResposta },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => ({ data: await modeloDoContrato(ctx, exigirEmpresa(request).id) }),
    );
    app.put(
      '/pedidos/modelo-contrato',
      {
        schema: {
          tags,
          summary: 'Salva o modelo de contrato da empresa; contratos já gerados não mudam',
          body: ZModeloContratoEntrada,
          response: { 200: ZModeloContratoResposta },
        },
        config: { acesso: { permissao: 'pedido:edit' } },
      },
      async (request) => ({ data: await salvarModelo(ctx, exigirEmpresa(request), request.body) }),
    );
    app.post(
      '/pedidos/:uuid/contrato',
      {
        schema: {
          tags,
          summary:
            'Gera o contrato de uma proposta aceita pelo modelo da empresa (ou gera de novo enquanto aguarda a assinatura); o cliente assina pelo mesmo link da proposta',
          params: ZUuid,
          body: ZContratoEntrada,
          response: { 201: ZContratoResposta },
        },
        config: { acesso: { permissao: 'pedido:edit' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await contratos.gerarContrato(
            ctx,
            exigirEmpresa(request),
            exigirSessao(request),
            request.params.uuid,
            request.body,
          ),
        }),
    );
    app.get(
      '/pedidos/:uuid/contrato',
      {
        schema: {
          tags,
          summary: 'O contrato do negócio: texto, termos, status e a evidência da assinatura',
          params: ZUuid,
          response: { 200: ZContratoResposta },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => ({
        data: await contratos.contrato(ctx, exigirEmpresa(request), request.params.uuid),
      }),
    );
    app.get(
      '/pedidos/:uuid/contrato/pdf',
      {
        schema: {
          tags,
          summary: 'O contrato em PDF, com a evidência da assinatura quando assinado pelo link',
          params: ZUuid,
          response: { 200: arquivo('application/pdf') },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request, reply) => {
        const p = await vendaDaEmpresa(ctx, exigirEmpresa(request), request.params.uuid);
        return enviarArquivo(reply, {
          bytes: Buffer.from(await pdfDoContrato(ctx, p)),
          tipo: 'application/pdf',
          nome: `contrato-${p.numero}.pdf`,
        });
      },
    );
    app.post(
      '/pedidos/:uuid/contrato/assinado',
      {
        schema: {
          tags,
          summary: 'Registra a assinatura pelo PDF do contrato assinado, enviado pela equipe',
          consumes: ['multipart/form-data'],
          params: ZUuid,
          body: z.object({ arquivo: ZUploadedFile }),
          response: { 200: ZContratoResposta },
        },
        config: { acesso: { permissao: 'pedido:edit' } },
      },
      async (request) => ({
        data: await contratos.assinarPorArquivo(
          ctx,
          exigirEmpresa(request),
          exigirSessao(request),
          request.params.uuid,
          request.body.arquivo,
        ),
      }),
    );
    app.get(
      '/pedidos/:uuid/contrato/assinado',
      {
        schema: {
          tags,
          summary: 'Baixa o PDF do contrato assinado que a equipe enviou',
          params: ZUuid,
          response: { 200: arquivo('application/pdf') },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request, reply) => {
        const p = await vendaDaEmpresa(ctx, exigirEmpresa(request), request.params.uuid);
        const a = p.assinaturaArquivo ? await lerArquivo(ctx, p.assinaturaArquivo) : null;
        if (!a) throw new AppError('NAO_ENCONTRADO', 'Este contrato não tem PDF assinado enviado.');
        return enviarArquivo(reply, {
          bytes: a.data,
          tipo: 'application/pdf',
          nome: `contrato-${p.numero}-assinado.pdf`,
          cache: 'private, no-store',
        });
      },
    );
    app.post(
      '/pedidos/:uuid/contrato/cancelar',
      {
        schema: {
          tags,
          summary: 'Cancela o contrato, com o motivo',
          params: ZUuid,
          body: ZContratoCancelarEntrada,
          response: { 200: ZContratoResposta },
        },
        config: { acesso: { permissao: 'pedido:edit' } },
      },
      async (request) => ({
        data: await contratos.cancelarContrato(
          ctx,
          exigirEmpresa(request),
          exigirSessao(request),
          request.params.uuid,
          request.body.motivo,
        ),
      }),
    );
    app.post(
      '/pedidos/:uuid/venda',
      {
        schema: {
          tags,
          summary:
            'Registra a venda de um contrato assinado: valor (o da proposta quando ausente), forma de pagamento e parcelas com vencimento, que somam o valor',
          params: ZUuid,
          body: ZVendaEntrada,
          response: { 201: ZVendaResposta },
        },
        config: { acesso: { permissao: 'pedido:edit' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await registrarVenda(
            ctx,
            exigirEmpresa(request),
            exigirSessao(request),
            request.params.uuid,
            request.body,
          ),
        }),
    );
    app.get(
      '/pedidos/:uuid/venda',
      {
        schema: {
          tags,
          summary: 'A venda: valor, forma de pagamento, parcelas e a usina criada dela',
          params: ZUuid,
          response: { 200: ZVendaResposta },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => ({ data: await venda(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/pedidos/:uuid/usina',
      {
        schema: {
          tags,
          summary:
            'Cria a usina da venda no monitoramento, com a potência projetada, o cliente e a cidade da proposta (uma vez)',
          params: ZUuid,
          body: ZUsinaDaVendaEntrada,
          response: { 201: ZVendaResposta },
        },
        config: { acesso: { permissao: 'usina:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await criarUsinaDaVenda(
            ctx,
            exigirEmpresa(request),
            exigirSessao(request),
            request.params.uuid,
            request.body,
          ),
        }),
    );
  };
}
