import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ZCampoEdicao,
  ZCampoEntrada,
  ZCampoResposta,
  ZCartaoCriado,
  ZCartaoEntrada,
  ZCartoes,
  ZClassificacaoEdicao,
  ZClassificacaoEntrada,
  ZClassificacaoResposta,
  ZClassificacoes,
  ZFaseEdicao,
  ZFaseEntrada,
  ZFaseRemocao,
  ZFaseResposta,
  ZFiltroCartoes,
  ZGrupoEdicao,
  ZGrupoEntrada,
  ZGrupoResposta,
  ZGrupos,
  ZQuadroEdicao,
  ZQuadroEntrada,
  ZQuadroResposta,
  ZQuadros,
} from '@irradia/shared/quadros/quadros.schema';
import { z } from 'zod';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { meta, ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import * as campos from './quadros.campos.ts';
import { cartoesDoQuadro } from './quadros.cartoes.ts';
import * as fases from './quadros.fases.ts';
import { criarCartao } from './quadros.novo.ts';
import * as service from './quadros.service.ts';

const tags = ['quadro'];
/** Either kind of board: what each route then allows is checked per board (decision 038). */
const VER = { acesso: { permissao: ['atendimento:view', 'pedido:view'] } };
const ZPaginaDoQuadro = ZPaginacao.extend({ limit: z.coerce.number().int().min(1).max(500).default(200) });

export function quadrosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/quadros',
      {
        schema: {
          tags,
          summary: 'Os quadros da empresa, com as fases (cria os padrões na primeira vez)',
          response: { 200: ZQuadros },
        },
        config: VER,
      },
      async (request) => service.listar(ctx, exigirEmpresa(request)),
    );
    app.post(
      '/quadros',
      {
        schema: {
          tags,
          summary: 'Cria um quadro com as fases padrão do tipo',
          body: ZQuadroEntrada,
          response: { 201: ZQuadroResposta },
        },
        config: { acesso: { permissao: 'fase:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await service.criar(ctx, exigirEmpresa(request), request.body) }),
    );
    app.get(
      '/quadros/:uuid',
      {
        schema: {
          tags,
          summary: 'Um quadro e suas fases',
          params: ZUuid,
          response: { 200: ZQuadroResposta },
        },
        config: VER,
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.patch(
      '/quadros/:uuid',
      {
        schema: {
          tags,
          summary: 'Renomeia o quadro ou o torna o padrão do tipo',
          params: ZUuid,
          body: ZQuadroEdicao,
          response: { 200: ZQuadroResposta },
        },
        config: { acesso: { permissao: 'fase:edit' } },
      },
      async (request) => ({
        data: await service.editar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/quadros/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui um quadro vazio que não é o padrão',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'fase:delete' } },
      },
      async (request, reply) => {
        await service.remover(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/quadros/:uuid/cartoes',
      {
        schema: {
          tags,
          summary:
            'Os cartões do quadro, por fase e posição; filtros: fase, responsavel, classificacao, usina, cliente, prazo, search',
          params: ZUuid,
          querystring: ZPaginaDoQuadro.merge(ZFiltroCartoes),
          response: { 200: ZCartoes },
        },
        config: VER,
      },
      async (request) => {
        const empresa = exigirEmpresa(request);
        const q = await service.buscarQuadro(ctx, empresa, request.params.uuid);
        const todos = await cartoesDoQuadro(ctx, empresa.id, q, request.query);
        const p = request.query;
        return { data: todos.slice((p.page - 1) * p.limit, p.page * p.limit), meta: meta(todos.length, p) };
      },
    );
    app.post(
      '/quadros/:uuid/cartoes',
      {
        schema: {
          tags,
          summary: 'Registra uma solicitação de serviço da própria empresa no quadro',
          params: ZUuid,
          body: ZCartaoEntrada,
          response: { 201: ZCartaoCriado },
        },
        config: { acesso: { permissao: 'atendimento:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await criarCartao(
            ctx,
            exigirSessao(request),
            exigirEmpresa(request),
            request.params.uuid,
            request.body,
          ),
        }),
    );

    app.post(
      '/fases',
      {
        schema: {
          tags,
          summary: 'Adiciona uma fase ao quadro (no fim, ou em `ordem`)',
          body: ZFaseEntrada,
          response: { 201: ZFaseResposta },
        },
        config: { acesso: { permissao: 'fase:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await fases.criarFase(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/fases/:uuid',
      {
        schema: {
          tags,
          summary: 'Renomeia, muda a cor, fecha ou reabre, ou move a fase para `ordem`',
          params: ZUuid,
          body: ZFaseEdicao,
          response: { 200: ZFaseResposta },
        },
        config: { acesso: { permissao: 'fase:edit' } },
      },
      async (request) => ({
        data: await fases.editarFase(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/fases/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui a fase; os cartões dela vão para `destino`',
          params: ZUuid,
          querystring: ZFaseRemocao,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'fase:delete' } },
      },
      async (request, reply) => {
        await fases.removerFase(ctx, exigirEmpresa(request), request.params.uuid, request.query.destino);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/grupos',
      {
        schema: {
          tags,
          summary: 'Os grupos de campos personalizados do quadro, com seus campos',
          querystring: z.object({ quadro: z.uuid({ error: 'Selecione o quadro' }) }),
          response: { 200: ZGrupos },
        },
        config: VER,
      },
      async (request) => campos.listarGrupos(ctx, exigirEmpresa(request), request.query.quadro),
    );
    app.post(
      '/grupos',
      {
        schema: {
          tags,
          summary: 'Cria um grupo de campos no quadro',
          body: ZGrupoEntrada,
          response: { 201: ZGrupoResposta },
        },
        config: { acesso: { permissao: 'grupo:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await campos.criarGrupo(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/grupos/:uuid',
      {
        schema: {
          tags,
          summary: 'Renomeia ou reordena o grupo',
          params: ZUuid,
          body: ZGrupoEdicao,
          response: { 200: ZGrupoResposta },
        },
        config: { acesso: { permissao: 'grupo:edit' } },
      },
      async (request) => ({
        data: await campos.editarGrupo(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/grupos/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui o grupo, seus campos e os valores deles',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'grupo:delete' } },
      },
      async (request, reply) => {
        await campos.removerGrupo(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/campos',
      {
        schema: {
          tags,
          summary: 'Cria um campo personalizado num grupo',
          body: ZCampoEntrada,
          response: { 201: ZCampoResposta },
        },
        config: { acesso: { permissao: 'campo:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await campos.criarCampo(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/campos/:uuid',
      {
        schema: {
          tags,
          summary: 'Renomeia, muda as opções ou reordena o campo',
          params: ZUuid,
          body: ZCampoEdicao,
          response: { 200: ZCampoResposta },
        },
        config: { acesso: { permissao: 'campo:edit' } },
      },
      async (request) => ({
        data: await campos.editarCampo(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/campos/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui o campo e seus valores',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'campo:delete' } },
      },
      async (request, reply) => {
        await campos.removerCampo(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/classificacoes',
      {
        schema: { tags, summary: 'As etiquetas da empresa', response: { 200: ZClassificacoes } },
        config: VER,
      },
      async (request) => campos.listarClassificacoes(ctx, exigirEmpresa(request)),
    );
    app.post(
      '/classificacoes',
      {
        schema: {
          tags,
          summary: 'Cria uma etiqueta',
          body: ZClassificacaoEntrada,
          response: { 201: ZClassificacaoResposta },
        },
        config: { acesso: { permissao: 'classificacao:create' } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await campos.criarClassificacao(ctx, exigirEmpresa(request), request.body) }),
    );
    app.patch(
      '/classificacoes/:uuid',
      {
        schema: {
          tags,
          summary: 'Renomeia ou muda a cor da etiqueta',
          params: ZUuid,
          body: ZClassificacaoEdicao,
          response: { 200: ZClassificacaoResposta },
        },
        config: { acesso: { permissao: 'classificacao:edit' } },
      },
      async (request) => ({
        data: await campos.editarClassificacao(
          ctx,
          exigirEmpresa(request),
          request.params.uuid,
          request.body,
        ),
      }),
    );
    app.delete(
      '/classificacoes/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui a etiqueta (sai dos cartões)',
          params: ZUuid,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'classificacao:delete' } },
      },
      async (request, reply) => {
        await campos.removerClassificacao(ctx, exigirEmpresa(request), request.params.uuid);
        return reply.status(204).send(null);
      },
    );
  };
}
