import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { semAcentos } from '@irradia/shared';
import { arquivo, ZSemConteudo } from '@irradia/shared/api/resposta';
import { ZUsinaEdicao } from '@irradia/shared/monitoramento/monitoramento.schema';
import { ZProjetoDaUsinaResposta } from '@irradia/shared/propostas/venda.schema';
import { ZGeracaoResposta } from '@irradia/shared/usinas/geracao.schema';
import {
  ZGeracaoImportarCampos,
  ZGeracaoImportarResposta,
} from '@irradia/shared/usinas/geracao-importar.schema';
import { ZListaUsinas, ZTagsResposta, ZUsinaResposta } from '@irradia/shared/usinas/usinas.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import { serializacaoRapida } from '../../platform/serializacao-rapida.ts';
import { projetoDaUsina } from '../pedidos/pedidos.fechamento.ts';
import { curvaDoDia, geracao } from './geracao.ts';
import { importarGeracao } from './geracao-importar.ts';
import { relatorioPdf } from './relatorio.ts';
import * as service from './usinas.service.ts';
import { usinasManuaisRoutes } from './usinas-manuais.routes.ts';

const tags = ['monitoramento'];

export function usinasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(usinasManuaisRoutes(ctx));
    app.get(
      '/usinas',
      {
        schema: {
          tags,
          summary: 'Usinas da empresa, com filtro por status, busca e totais por status',
          querystring: ZPaginacao.extend({
            status: z.enum(['online', 'aviso', 'erro', 'offline', 'inativo']).optional(),
            tag: z.string().trim().min(1).max(30).optional(),
          }),
          response: { 200: ZListaUsinas },
        },
        serializerCompiler: serializacaoRapida,
        config: { acesso: { permissao: 'usina:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/usinas/tags',
      {
        schema: {
          tags,
          summary: 'Etiquetas das usinas da empresa, com quantas usinas cada uma tem',
          response: { 200: ZTagsResposta },
        },
        config: { acesso: { permissao: 'usina:view' } },
      },
      async (request) => ({ data: await service.tags(ctx, exigirEmpresa(request)) }),
    );
    app.get(
      '/usinas/:uuid',
      {
        schema: {
          tags,
          summary: 'Uma usina com seus inversores e a geração diária',
          params: ZUuid,
          response: { 200: ZUsinaResposta },
        },
        config: { acesso: { permissao: ['usina:show', 'usina:view'] } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.get(
      '/usinas/:uuid/projeto',
      {
        schema: {
          tags,
          summary:
            'A usina criada de uma venda: o projeto (potência, equipamentos) e, mês a mês, a geração prevista na proposta contra a real; data null para as outras usinas',
          params: ZUuid,
          response: { 200: ZProjetoDaUsinaResposta },
        },
        config: { acesso: { permissao: ['usina:show', 'usina:view'] } },
      },
      async (request) => ({
        data: await projetoDaUsina(ctx, exigirEmpresa(request), request.params.uuid),
      }),
    );
    app.get(
      '/usinas/:uuid/geracao',
      {
        schema: {
          tags,
          summary:
            'Curva de potência do dia (diario, das leituras) ou geração por dia de um mês (mensal), por mês de um ano (anual) ou por ano (total), com a esperada pela irradiação da cidade',
          params: ZUuid,
          querystring: z.object({
            periodo: z.enum(['diario', 'mensal', 'anual', 'total']).default('mensal'),
            referencia: z.string().trim().max(10).optional(),
          }),
          response: { 200: ZGeracaoResposta },
        },
        config: { acesso: { permissao: ['usina:show', 'usina:view'] } },
      },
      async (request) => {
        const { periodo, referencia } = request.query;
        const empresa = exigirEmpresa(request);
        return {
          data:
            periodo === 'diario'
              ? await curvaDoDia(ctx, empresa, request.params.uuid, referencia)
              : await geracao(ctx, empresa, request.params.uuid, periodo, referencia),
        };
      },
    );
    app.post(
      '/usinas/:uuid/geracao/importar',
      {
        schema: {
          tags,
          summary:
            'Importa a geração diária de uma planilha (CSV ou XLSX): sem as colunas, a prévia; com elas, grava os dias',
          params: ZUuid,
          consumes: ['multipart/form-data'],
          body: ZGeracaoImportarCampos.extend({ arquivo: ZUploadedFile }),
          response: { 200: ZGeracaoImportarResposta },
        },
        config: { acesso: { permissao: 'usina:edit' } },
      },
      async (request) => ({
        data: await importarGeracao(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.get(
      '/usinas/:uuid/relatorio',
      {
        schema: {
          tags,
          summary: 'Relatório anual da usina em PDF (geração mês a mês, CO2 evitado, árvores)',
          params: ZUuid,
          querystring: z.object({
            ano: z
              .string()
              .regex(/^\d{4}$/, 'Informe o ano com 4 dígitos')
              .optional(),
          }),
          response: { 200: arquivo('application/pdf') },
        },
        config: { acesso: { permissao: ['usina:show', 'usina:view'] } },
      },
      async (request, reply) => {
        const ano = request.query.ano ?? String(ctx.now().getFullYear());
        const r = await relatorioPdf(ctx, exigirEmpresa(request), request.params.uuid, ano);
        const nome = `relatorio-${semAcentos(r.nome)
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}-${ano}.pdf`;
        return enviarArquivo(reply, { bytes: Buffer.from(r.bytes), tipo: 'application/pdf', nome });
      },
    );
    app.post(
      '/inversores/:uuid/transferir',
      {
        schema: {
          tags,
          summary: 'Transfere o inversor para outra usina da empresa (o histórico acompanha o inversor)',
          params: ZUuid,
          body: z.object({ usina: z.uuid({ error: 'Escolha a usina de destino' }) }),
          response: { 200: ZUsinaResposta },
        },
        config: { acesso: { permissao: 'inversor:edit' } },
      },
      async (request) => ({
        data: await service.transferirInversor(
          ctx,
          exigirEmpresa(request),
          request.params.uuid,
          request.body.usina,
        ),
      }),
    );
    app.patch(
      '/usinas/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita nome, cidade, data de instalação e potência da usina',
          params: ZUuid,
          body: ZUsinaEdicao,
          response: { 200: ZUsinaResposta },
        },
        config: { acesso: { permissao: 'usina:edit' } },
      },
      async (request) => ({
        data: await service.editar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.delete(
      '/usinas/:uuid',
      {
        schema: {
          tags,
          summary: 'Exclui a usina (digite o nome exato para confirmar)',
          params: ZUuid,
          body: z.object({
            nome: z.string({ error: 'Digite o nome da usina' }).min(1, 'Digite o nome da usina'),
          }),
          response: { 204: ZSemConteudo },
        },
        config: { acesso: { permissao: 'usina:delete' } },
      },
      async (request, reply) => {
        await service.excluir(ctx, exigirEmpresa(request), request.params.uuid, request.body.nome);
        return reply.status(204).send(null);
      },
    );
  };
}
