import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import {
  ZConciliacaoEntrada,
  ZDemonstrativoResposta,
  ZExtratoResposta,
  ZImportacaoDeExtratoResposta,
  ZLancamentoDoExtratoEntrada,
  ZLinhaDeExtratoResposta,
  ZLinhasDeExtrato,
} from '@irradia/shared/financeiro/relatorios.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import { marcaDaEmpresa } from '../empresas/empresas.marca.ts';
import { conciliar, desfazer, ignorar, lancar } from './financeiro.conciliacao.ts';
import { importarExtrato, listarLinhas } from './financeiro.extratos.ts';
import { demonstrativo, extratoDaConta } from './financeiro.relatorios.ts';
import { demonstrativoCsv, extratoCsv, extratoPdf } from './financeiro.relatorios-arquivos.ts';

// Bank statements (OFX import and reconciliation), the account statement and the month's result
// (issue 27, decision 040). Writing to a statement is editing the account (conta:edit); paying or
// making an entry from a line also needs the entry's permission.

const tags = ['financeiro'];
const ZLinha = z.object({
  uuid: z.uuid({ error: 'Identificador inválido' }),
  linha: z.uuid({ error: 'Identificador inválido' }),
});
const data = z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD' }).optional();
const mes = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM')
  .optional();

export function financeiroRelatoriosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contas/:uuid/extratos',
      {
        schema: {
          tags,
          summary:
            'Importa um extrato OFX na conta (form-data, campo arquivo, até 5 MB); o mesmo arquivo ou linhas já importadas não se repetem',
          params: ZUuid,
          body: z.object({ arquivo: ZUploadedFile }),
          response: { 200: ZImportacaoDeExtratoResposta, 201: ZImportacaoDeExtratoResposta },
        },
        config: { acesso: { permissao: 'conta:edit' } },
      },
      async (request, reply) => {
        const r = await importarExtrato(
          ctx,
          exigirEmpresa(request),
          exigirSessao(request).usuarioId,
          request.params.uuid,
          request.body.arquivo,
        );
        return reply.status(r.nova ? 201 : 200).send({ data: r.dados });
      },
    );
    app.get(
      '/contas/:uuid/extratos/linhas',
      {
        schema: {
          tags,
          summary:
            'Linhas dos extratos da conta, mais recentes primeiro (situacao=pendente|conciliada|ignorada); as pendentes trazem sugestões de lançamentos em aberto',
          params: ZUuid,
          querystring: ZPaginacao.pick({ page: true, limit: true }).extend({
            situacao: z
              .enum(['pendente', 'conciliada', 'ignorada'], { error: 'Situação inválida' })
              .optional(),
          }),
          response: { 200: ZLinhasDeExtrato },
        },
        config: { acesso: { permissao: 'conta:view' } },
      },
      async (request) => listarLinhas(ctx, exigirEmpresa(request), request.params.uuid, request.query),
    );
    app.post(
      '/contas/:uuid/extratos/linhas/:linha/conciliar',
      {
        schema: {
          tags,
          summary:
            'Concilia a linha com um lançamento em aberto, que fica pago na data da linha, por esta conta',
          params: ZLinha,
          body: ZConciliacaoEntrada,
          response: { 200: ZLinhaDeExtratoResposta },
        },
        config: { acesso: { permissao: ['conta:edit', 'pagamento:edit'], modo: 'all' } },
      },
      async (request) => ({
        data: await conciliar(
          ctx,
          exigirEmpresa(request),
          request.params.uuid,
          request.params.linha,
          request.body.pagamento,
        ),
      }),
    );
    app.post(
      '/contas/:uuid/extratos/linhas/:linha/lancar',
      {
        schema: {
          tags,
          summary:
            'Cria um lançamento pago na data da linha (a receber se crédito, a pagar se débito) e concilia',
          params: ZLinha,
          body: ZLancamentoDoExtratoEntrada,
          response: { 200: ZLinhaDeExtratoResposta },
        },
        config: { acesso: { permissao: ['conta:edit', 'pagamento:create'], modo: 'all' } },
      },
      async (request) => ({
        data: await lancar(
          ctx,
          exigirEmpresa(request),
          exigirSessao(request).usuarioId,
          request.params.uuid,
          request.params.linha,
          request.body,
        ),
      }),
    );
    app.post(
      '/contas/:uuid/extratos/linhas/:linha/ignorar',
      {
        schema: {
          tags,
          summary:
            'Deixa a linha de fora da conciliação (uma transferência entre contas da empresa, por exemplo)',
          params: ZLinha,
          response: { 200: ZLinhaDeExtratoResposta },
        },
        config: { acesso: { permissao: 'conta:edit' } },
      },
      async (request) => ({
        data: await ignorar(ctx, exigirEmpresa(request), request.params.uuid, request.params.linha),
      }),
    );
    app.post(
      '/contas/:uuid/extratos/linhas/:linha/desfazer',
      {
        schema: {
          tags,
          summary:
            'Volta a linha para pendente; se estava conciliada, o pagamento que a conciliação registrou é desfeito (e o lançamento criado dela, excluído)',
          params: ZLinha,
          response: { 200: ZLinhaDeExtratoResposta },
        },
        config: { acesso: { permissao: ['conta:edit', 'pagamento:edit'], modo: 'all' } },
      },
      async (request) => ({
        data: await desfazer(ctx, exigirEmpresa(request), request.params.uuid, request.params.linha),
      }),
    );
    app.get(
      '/financeiro/extrato',
      {
        schema: {
          tags,
          summary:
            'Extrato da conta no período (padrão: o mês atual; no máximo um ano), com saldo a cada movimento; formato=csv|pdf baixa o arquivo',
          querystring: z.object({
            conta: z.uuid({ error: 'Selecione a conta' }),
            de: data,
            ate: data,
            formato: z.enum(['csv', 'pdf'], { error: 'Formato inválido' }).optional(),
          }),
          response: { 200: ZExtratoResposta.or(arquivo('text/csv')).or(arquivo('application/pdf')) },
        },
        config: { acesso: { permissao: 'conta:view' } },
      },
      async (request, reply) => {
        const empresa = exigirEmpresa(request);
        const e = await extratoDaConta(ctx, empresa, request.query);
        const nome = `extrato-${e.de}-a-${e.ate}`;
        if (request.query.formato === 'csv')
          return enviarArquivo(reply, {
            bytes: extratoCsv(e),
            tipo: 'text/csv; charset=utf-8',
            nome: `${nome}.csv`,
          });
        if (request.query.formato === 'pdf') {
          const marca = await marcaDaEmpresa(ctx, empresa.id);
          return enviarArquivo(reply, {
            bytes: await extratoPdf(ctx, e, marca?.nome ?? null),
            tipo: 'application/pdf',
            nome: `${nome}.pdf`,
          });
        }
        return { data: e };
      },
    );
    app.get(
      '/financeiro/demonstrativo',
      {
        schema: {
          tags,
          summary:
            'Resultado por mês em regime de caixa (padrão: os últimos seis meses; no máximo 24), saldo atual e fluxo de caixa projetado; formato=csv baixa a tabela',
          querystring: z.object({
            de: mes,
            ate: mes,
            carteira: z.uuid({ error: 'Carteira inválida' }).optional(),
            formato: z.enum(['csv'], { error: 'Formato inválido' }).optional(),
          }),
          response: { 200: ZDemonstrativoResposta.or(arquivo('text/csv')) },
        },
        config: { acesso: { permissao: 'pagamento:view' } },
      },
      async (request, reply) => {
        const d = await demonstrativo(ctx, exigirEmpresa(request), request.query);
        if (request.query.formato !== 'csv') return { data: d };
        return enviarArquivo(reply, {
          bytes: demonstrativoCsv(d),
          tipo: 'text/csv; charset=utf-8',
          nome: `demonstrativo-${d.de}-a-${d.ate}.csv`,
        });
      },
    );
  };
}
