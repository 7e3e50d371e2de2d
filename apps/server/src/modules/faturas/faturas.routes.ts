import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo, respostaUm, ZSemConteudo } from '@irradia/shared/api/resposta';
import { STATUS_FATURA } from '@irradia/shared/faturas/faturas.campos';
import {
  ZFaturaEdicao,
  ZFaturaEntrada,
  ZLeituraPdf,
  ZListaFaturas,
  ZRespostaFatura,
} from '@irradia/shared/faturas/faturas.schema';
import { ZRespostaResumoUsina } from '@irradia/shared/faturas/resumo-da-usina';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './faturas.service.ts';

const tags = ['faturas'];
const uuidOpcional = z.uuid({ error: 'Identificador inválido' }).optional();

export function faturasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/faturas',
      {
        schema: {
          tags,
          summary: 'Faturas da empresa com filtros e totais (valor, consumo, compensação, economia)',
          querystring: ZPaginacao.extend({
            usina: uuidOpcional,
            unidade: uuidOpcional,
            mes: z
              .string()
              .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês de referência (mês/ano)')
              .optional(),
            status: z.enum(Object.keys(STATUS_FATURA) as [keyof typeof STATUS_FATURA]).optional(),
          }),
          response: { 200: ZListaFaturas },
        },
        config: { acesso: { permissao: 'fatura:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/faturas/resumo',
      {
        schema: {
          tags,
          summary: 'Créditos, créditos a expirar e economia de uma usina, mês a mês',
          querystring: z.object({ usina: z.uuid({ error: 'Escolha a usina' }) }),
          response: { 200: ZRespostaResumoUsina },
        },
        config: { acesso: { permissao: 'fatura:view' } },
      },
      async (request) => ({
        data: await service.resumoDaUsina(ctx, exigirEmpresa(request), request.query.usina),
      }),
    );
    app.post(
      '/faturas/leitura',
      {
        schema: {
          tags,
          summary: 'Lê uma fatura em PDF e devolve os campos para conferência (nada é salvo como fatura)',
          consumes: ['multipart/form-data'],
          body: z.object({
            arquivo: ZUploadedFile,
            senha: z.string().trim().max(64, 'A senha deve ter no máximo 64 caracteres').optional(),
          }),
          response: { 200: respostaUm(ZLeituraPdf) },
        },
        config: { acesso: { permissao: 'fatura:create' } },
      },
      async (request) => ({
        data: await service.lerPdf(
          ctx,
          exigirEmpresa(request),
          request.body.arquivo,
          request.body.senha || undefined,
        ),
      }),
    );
    app.get(
      '/faturas/:uuid',
      {
        schema: {
          tags,
          summary: 'Uma fatura, com os créditos do mês, a economia e a auditoria',
          params: ZUuid,
          response: { 200: ZRespostaFatura },
        },
        config: { acesso: { permissao: 'fatura:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.get(
      '/faturas/:uuid/pdf',
      {
        schema: {
          tags,
          summary: 'Baixa o PDF original da fatura',
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
          cache: 'private, no-store',
        });
      },
    );
    app.post(
      '/faturas',
      {
        schema: {
          tags,
          summary: 'Registra uma fatura (conferida da leitura do PDF ou digitada)',
          body: ZFaturaEntrada,
          response: { 201: ZRespostaFatura },
        },
        config: { acesso: { permissao: 'fatura:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.put(
      '/faturas/:uuid',
      {
        schema: {
          tags,
          summary: 'Corrige campos ou a situação de uma fatura',
          params: ZUuid,
          body: ZFaturaEdicao,
          response: { 200: ZRespostaFatura },
        },
        config: { acesso: { permissao: 'fatura:edit' } },
      },
      async (request) => ({
        data: await service.editar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/faturas/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui uma fatura e o seu PDF',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'fatura:delete' } },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
