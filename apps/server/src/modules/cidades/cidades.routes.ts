import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ZBairroEntrada,
  ZBairroResposta,
  ZBairros,
  ZCidadeEntrada,
  ZCidadeResposta,
  ZCidades,
  ZEstadoEntrada,
  ZEstadoResposta,
  ZEstados,
} from '@irradia/shared/geografia/geografia.schema';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as service from './cidades.service.ts';

const tags = ['geografia'];

// Spec §6: viewing is open to every company type (and the personal account); estados and
// bairros are kept by sistema, cidade:create is sistema's, cidade edit/delete integrador's and
// sistema's (integrador through its own irradiation values, see /api/irradiacao/:cidade).
export function cidadesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/estados',
      {
        schema: { tags, summary: 'Os 27 estados (IBGE)', response: { 200: ZEstados } },
        config: { acesso: { permissao: 'estado:view', semEmpresa: true } },
      },
      async () => ({ data: await service.listarEstados(ctx) }),
    );
    app.post(
      '/estados',
      {
        schema: {
          tags,
          summary: 'Cadastra um estado',
          body: ZEstadoEntrada,
          response: { 201: ZEstadoResposta },
        },
        config: { acesso: { permissao: 'estado:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criarEstado(ctx, request.body) }),
    );
    app.patch(
      '/estados/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um estado',
          params: ZUuid,
          body: ZEstadoEntrada,
          response: { 200: ZEstadoResposta },
        },
        config: { acesso: { permissao: 'estado:edit' } },
      },
      async (request) => ({ data: await service.atualizarEstado(ctx, request.params.uuid, request.body) }),
    );
    app.delete(
      '/estados/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui um estado sem cidades',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'estado:delete' } },
      },
      async (request, reply) => {
        await service.excluirEstado(ctx, request.params.uuid);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/cidades',
      {
        schema: {
          tags,
          summary: 'Municípios do IBGE, por UF e nome (sem diferenciar acentos)',
          querystring: ZPaginacao.extend({
            uf: z.string().trim().length(2, 'Informe a UF com 2 letras').optional(),
          }),
          response: { 200: ZCidades },
        },
        config: { acesso: { permissao: 'cidade:view', semEmpresa: true } },
      },
      async (request) => service.listarCidades(ctx, request.query),
    );
    app.get(
      '/cidades/:cidade',
      {
        schema: {
          tags,
          summary: 'Uma cidade, pelo uuid ou pelo código IBGE de 7 dígitos',
          params: z.object({ cidade: z.string().trim().min(1).max(40) }),
          response: { 200: ZCidadeResposta },
        },
        config: { acesso: { permissao: 'cidade:view', semEmpresa: true } },
      },
      async (request) => {
        const { id: _id, ...cidade } = await service.buscarCidade(ctx, request.params.cidade);
        return { data: cidade };
      },
    );
    app.post(
      '/cidades',
      {
        schema: {
          tags,
          summary: 'Cadastra uma cidade',
          body: ZCidadeEntrada,
          response: { 201: ZCidadeResposta },
        },
        config: { acesso: { permissao: 'cidade:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criarCidade(ctx, request.empresa, request.body) }),
    );
    app.patch(
      '/cidades/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita uma cidade',
          params: ZUuid,
          body: ZCidadeEntrada,
          response: { 200: ZCidadeResposta },
        },
        config: { acesso: { permissao: 'cidade:edit' } },
      },
      async (request) => ({
        data: await service.atualizarCidade(ctx, request.empresa, request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/cidades/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui uma cidade que nenhum endereço usa',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'cidade:delete' } },
      },
      async (request, reply) => {
        await service.excluirCidade(ctx, request.empresa, request.params.uuid);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/bairros',
      {
        schema: {
          tags,
          summary: 'Bairros, por cidade e nome (sem diferenciar acentos)',
          querystring: ZPaginacao.extend({ cidade: z.string().trim().min(1).max(40).optional() }),
          response: { 200: ZBairros },
        },
        config: { acesso: { permissao: 'bairro:view', semEmpresa: true } },
      },
      async (request) => service.listarBairros(ctx, request.query),
    );
    app.post(
      '/bairros',
      {
        schema: {
          tags,
          summary: 'Cadastra um bairro',
          body: ZBairroEntrada,
          response: { 201: ZBairroResposta },
        },
        config: { acesso: { permissao: 'bairro:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criarBairro(ctx, request.body) }),
    );
    app.patch(
      '/bairros/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um bairro',
          params: ZUuid,
          body: ZBairroEntrada,
          response: { 200: ZBairroResposta },
        },
        config: { acesso: { permissao: 'bairro:edit' } },
      },
      async (request) => ({ data: await service.atualizarBairro(ctx, request.params.uuid, request.body) }),
    );
    app.delete(
      '/bairros/:uuid',
      {
        schema: { tags, summary: 'Exclui um bairro', params: ZUuid, response: { 204: ZSemConteudo } },
        config: { acesso: { permissao: 'bairro:delete' } },
      },
      async (request, reply) => {
        await service.excluirBairro(ctx, request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
