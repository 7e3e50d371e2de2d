import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ZAtualizarEmpresa,
  ZCriarEmpresa,
  ZEmpresaResposta,
  ZEmpresas,
  ZExcluirEmpresa,
} from '@irradia/shared/empresas/empresas.schema';
import { permitido } from '@irradia/shared/permissoes/guarda';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type EmpresaAtual, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './empresas.service.ts';

const tags = ['empresas'];

export function empresasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The company in the path, as the caller stands in it; another company is a 404. */
  const alvo = async (request: FastifyRequest, uuid: string): Promise<EmpresaAtual> => {
    const e = await service.resolverEmpresa(ctx, exigirSessao(request), uuid.toLowerCase());
    if (!e) throw new AppError('NAO_ENCONTRADO');
    return e;
  };
  const contexto = (request: FastifyRequest, e: EmpresaAtual) => ({
    tipoEmpresa: e.tipo,
    permissoes: e.permissoes,
    isSupervisor: e.isSupervisor,
    isAdmin: request.sessao?.isAdmin ?? false,
    isSocio: e.isSocio,
  });

  return async (app) => {
    app.get(
      '/empresas',
      {
        schema: {
          tags,
          summary: 'Empresas do usuário (todas, para o administrador do sistema)',
          querystring: ZPaginacao,
          response: { 200: ZEmpresas },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => service.listar(ctx, exigirSessao(request), request.query),
    );

    app.get(
      '/empresas/:uuid',
      {
        schema: {
          tags,
          summary: 'Dados de uma empresa',
          params: ZUuid,
          response: { 200: ZEmpresaResposta },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => ({ data: await service.detalhar(ctx, await alvo(request, request.params.uuid)) }),
    );

    app.post(
      '/empresas',
      {
        schema: {
          tags,
          summary: 'Registra uma empresa; quem registra vira sócio',
          body: ZCriarEmpresa.and(z.object({ imagem: ZUploadedFile.optional() })),
          response: { 201: ZEmpresaResposta },
        },
        config: { acesso: 'usuario' },
      },
      async (request, reply) => {
        const { imagem, ...input } = request.body;
        const data = await service.criar(ctx, exigirSessao(request), request.empresa, input, imagem);
        return reply.status(201).send({ data });
      },
    );

    app.patch(
      '/empresas/:uuid',
      {
        schema: {
          tags,
          summary: 'Atualiza a empresa (form-data; imagem opcional). Exige empresa:edit',
          params: ZUuid,
          body: ZAtualizarEmpresa.and(z.object({ imagem: ZUploadedFile.optional() })),
          response: { 200: ZEmpresaResposta },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request) => {
        const e = await alvo(request, request.params.uuid);
        if (!permitido(contexto(request, e), 'empresa:edit')) throw new AppError('SEM_PERMISSAO');
        const { imagem, ...input } = request.body;
        return { data: await service.atualizar(ctx, e, input, imagem) };
      },
    );

    app.delete(
      '/empresas/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui a empresa; exige digitar o nome exato. Só sócios ou o administrador',
          params: ZUuid,
          body: ZExcluirEmpresa,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: 'usuario', ignorarEmpresa: true },
      },
      async (request, reply) => {
        const e = await alvo(request, request.params.uuid);
        if (!e.isSocio && !request.sessao?.isAdmin) throw new AppError('SEM_PERMISSAO');
        await service.excluir(ctx, e, request.body.nome);
        return reply.status(204).send(null);
      },
    );
  };
}
