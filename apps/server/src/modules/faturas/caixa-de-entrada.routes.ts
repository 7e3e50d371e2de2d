import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo, ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ZCaixaDeEntradaEdicao,
  ZListaCaixa,
  ZRespostaCaixaDeEntrada,
} from '@irradia/shared/faturas/caixa-de-entrada';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './caixa-de-entrada.service.ts';

const tags = ['faturas'];

export function caixaDeEntradaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/faturas/caixa-de-entrada',
      {
        schema: {
          tags,
          summary:
            'Faturas recebidas por e-mail que esperam conferência, com o endereço de recebimento da empresa',
          querystring: ZPaginacao.pick({ page: true, limit: true }),
          response: { 200: ZListaCaixa },
        },
        config: { acesso: { permissao: 'fatura:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.put(
      '/faturas/caixa-de-entrada',
      {
        schema: {
          tags,
          summary: 'Escolhe se as faturas recebidas por e-mail são registradas automaticamente',
          body: ZCaixaDeEntradaEdicao,
          response: { 200: ZRespostaCaixaDeEntrada },
        },
        config: { acesso: { permissao: 'fatura:edit' } },
      },
      async (request) => ({
        data: await service.definirAutomatica(ctx, exigirEmpresa(request), request.body.automatica),
      }),
    );
    app.post(
      '/faturas/caixa-de-entrada/endereco',
      {
        schema: {
          tags,
          summary: 'Gera um novo endereço de recebimento (o anterior deixa de funcionar)',
          response: { 200: ZRespostaCaixaDeEntrada },
        },
        config: { acesso: { permissao: 'fatura:edit' } },
      },
      async (request) => ({ data: await service.trocarEndereco(ctx, exigirEmpresa(request)) }),
    );
    app.get(
      '/faturas/caixa-de-entrada/:uuid/pdf',
      {
        schema: {
          tags,
          summary: 'Baixa o PDF recebido por e-mail',
          params: ZUuid,
          response: { 200: arquivo('application/pdf') },
        },
        config: { acesso: { permissao: 'fatura:view' } },
      },
      async (request, reply) => {
        const { nome, dados } = await service.baixarPdf(ctx, exigirEmpresa(request), request.params.uuid);
        return enviarArquivo(reply, {
          bytes: dados,
          tipo: 'application/pdf',
          nome,
          nomeExterno: true,
          cache: 'private, no-store',
        });
      },
    );
    app.delete(
      '/faturas/caixa-de-entrada/:uuid',
      {
        schema: {
          tags,
          summary: 'Descarta uma fatura recebida por e-mail (e o PDF)',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'fatura:delete' } },
      },
      async (request, reply) => {
        await service.descartar(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
