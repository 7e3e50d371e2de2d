import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  TIPOS_SERVICO,
  ZPrestadores,
  ZServicoEntrada,
  ZServicoResposta,
  ZServicos,
  ZServicosOferecidos,
} from '@irradia/shared/servicos/servicos.schema';
import { z } from 'zod';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import { listarPrestadores, servicosDoPrestador } from './servicos.prestadores.ts';
import * as service from './servicos.service.ts';

const tags = ['serviços'];
const ZTipo = z.enum(TIPOS_SERVICO, { error: 'Selecione uma opção válida' }).optional();

/** Whoever may request a service may browse the prestadores (decision 028). */
const acessoPrestadores = { permissao: 'atendimento:create' } as const;

export function servicosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/servicos',
      {
        schema: {
          tags,
          summary:
            'Serviços da empresa (tipo, removidos=1; order=nome|criado_em|preco, com - para decrescente)',
          querystring: ZPaginacao.extend({ removidos: ZRemovidos, tipo: ZTipo }),
          response: { 200: ZServicos },
        },
        config: { acesso: { permissao: 'servico:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/servicos/:uuid',
      {
        schema: { tags, summary: 'Um serviço', params: ZUuid, response: { 200: ZServicoResposta } },
        config: { acesso: { permissao: 'servico:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/servicos',
      {
        schema: {
          tags,
          summary: 'Cadastra um serviço',
          body: ZServicoEntrada,
          response: { 201: ZServicoResposta },
        },
        config: { acesso: { permissao: 'servico:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/servicos/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um serviço (o serviço inteiro, como o formulário o tem)',
          params: ZUuid,
          body: ZServicoEntrada,
          response: { 200: ZServicoResposta },
        },
        config: { acesso: { permissao: 'servico:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/servicos/:uuid',
      {
        schema: {
          tags,
          summary: 'Remove um serviço (vai para a lista de removidos e deixa de ser oferecido)',
          params: ZUuid,
          response: { 200: ZServicoResposta },
        },
        config: { acesso: { permissao: 'servico:delete' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/servicos/:uuid/restaurar',
      {
        schema: {
          tags,
          summary: 'Restaura um serviço removido',
          params: ZUuid,
          response: { 200: ZServicoResposta },
        },
        config: { acesso: { permissao: 'servico:edit' } },
      },
      async (request) => ({
        data: await service.remover(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );

    app.get(
      '/prestadores',
      {
        schema: {
          tags,
          summary:
            'Prestadores com serviços ativos (search: nome ou cidade; tipo: oferece esse tipo). Um prestador vê só a si mesmo',
          querystring: ZPaginacao.extend({ tipo: ZTipo }),
          response: { 200: ZPrestadores },
        },
        config: { acesso: acessoPrestadores },
      },
      async (request) => listarPrestadores(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/prestadores/:uuid/servicos',
      {
        schema: {
          tags,
          summary: 'Os serviços ativos de um prestador, com preço e duração',
          params: ZUuid,
          response: { 200: ZServicosOferecidos },
        },
        config: { acesso: acessoPrestadores },
      },
      async (request) => servicosDoPrestador(ctx, exigirEmpresa(request), request.params.uuid),
    );
  };
}
