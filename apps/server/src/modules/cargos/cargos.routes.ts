import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  type GrupoPermissoes,
  ZCargoEntrada,
  ZCargoResposta,
  ZCargos,
  ZCatalogoPermissoes,
} from '@irradia/shared/equipe/equipe.schema';
import { NOMES_ACOES, NOMES_RECURSOS, permissoesDoTipo } from '@irradia/shared/permissoes/catalogo';
import { z } from 'zod';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import * as service from './cargos.service.ts';

const tags = ['cargos'];

export function cargosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/permissoes',
      {
        schema: {
          tags,
          summary: 'Permissões que os cargos desta empresa podem receber, por recurso',
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: { 200: ZCatalogoPermissoes },
        },
        config: { acesso: { permissao: ['cargo:view', 'cargo:create', 'cargo:edit'] } },
      },
      async (request) => {
        const empresa = exigirEmpresa(request);
        const termo = request.query.search?.toLowerCase();
        const grupos = new Map<string, GrupoPermissoes>();
        for (const p of permissoesDoTipo(empresa.tipo)) {
          const nome = NOMES_RECURSOS[p.recurso] ?? p.recurso;
          if (termo && !`${p.codigo} ${nome}`.toLowerCase().includes(termo)) continue;
          const g = grupos.get(p.recurso) ?? { recurso: p.recurso, nome, permissoes: [] };
          g.permissoes.push({ codigo: p.codigo, acao: p.acao, nome: NOMES_ACOES[p.acao] });
          grupos.set(p.recurso, g);
        }
        return { data: [...grupos.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')) };
      },
    );
    app.get(
      '/cargos',
      {
        schema: {
          tags,
          summary: 'Cargos da empresa (?removidos=1: extintos)',
          querystring: ZPaginacao.extend({ removidos: ZRemovidos }),
          response: { 200: ZCargos },
        },
        config: { acesso: { permissao: ['cargo:view', 'funcionario:create', 'funcionario:edit'] } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.post(
      '/cargos',
      {
        schema: {
          tags,
          summary: 'Cria um cargo com suas permissões',
          body: ZCargoEntrada,
          response: { 201: ZCargoResposta },
        },
        config: { acesso: { permissao: 'cargo:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/cargos/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um cargo e suas permissões',
          params: ZUuid,
          body: ZCargoEntrada,
          response: { 200: ZCargoResposta },
        },
        config: { acesso: { permissao: 'cargo:edit' } },
      },
      async (request) => ({
        data: await service.atualizar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.post(
      '/cargos/:uuid/duplicar',
      {
        schema: { tags, summary: 'Duplica um cargo', params: ZUuid, response: { 201: ZCargoResposta } },
        config: { acesso: { permissao: 'cargo:create' } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await service.duplicar(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.delete(
      '/cargos/:uuid',
      {
        schema: { tags, summary: 'Extingue um cargo', params: ZUuid, response: { 200: ZCargoResposta } },
        config: { acesso: { permissao: 'cargo:delete' } },
      },
      async (request) => ({
        data: await service.extinguir(ctx, exigirEmpresa(request), request.params.uuid, true),
      }),
    );
    app.post(
      '/cargos/:uuid/restaurar',
      {
        schema: {
          tags,
          summary: 'Reativa um cargo extinto',
          params: ZUuid,
          response: { 200: ZCargoResposta },
        },
        config: { acesso: { permissao: 'cargo:edit' } },
      },
      async (request) => ({
        data: await service.extinguir(ctx, exigirEmpresa(request), request.params.uuid, false),
      }),
    );
  };
}
