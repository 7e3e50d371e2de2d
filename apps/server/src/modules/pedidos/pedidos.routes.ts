import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import {
  type AcaoPedido,
  ETAPAS_PEDIDO_VENDA,
  PAPEIS_PEDIDO,
  STATUS_PEDIDO_COMPRA,
  STATUS_PEDIDO_VENDA,
  TIPOS_PEDIDO,
  ZPedidoCancelarEntrada,
  ZPedidoEntrada,
  ZPedidoEnviarEntrada,
  ZPedidoFaturarEntrada,
  ZPedidoHistorico,
  ZPedidoItens,
  ZPedidoNotaEntrada,
  ZPedidoRecusarEntrada,
  ZPedidoResposta,
  ZPedidos,
} from '@irradia/shared/pedidos/pedidos.schema';
import { ZConsumoDoCliente, ZFaturaDaPropostaResposta } from '@irradia/shared/propostas/consumo.schema';
import { ZPropostaEntrada, ZPropostaResposta } from '@irradia/shared/propostas/proposta.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao, ZUuid } from '../../platform/pagination.ts';
import { consumoDoCliente } from './pedidos.consumo.ts';
import { contratosRoutes } from './pedidos.contrato.routes.ts';
import { propostasPublicasRoutes } from './pedidos.link.routes.ts';
import { proposta, salvarProposta } from './pedidos.proposta.ts';
import { lerFaturaDaProposta } from './pedidos.proposta-fatura.ts';
import { pdfDaProposta } from './pedidos.proposta-pdf.ts';
import * as service from './pedidos.service.ts';

const tags = ['pedidos'];
const opcao = { error: 'Selecione uma opção válida' };
const ZFiltro = ZPaginacao.extend({
  tipo: z.enum(TIPOS_PEDIDO, opcao).optional(),
  etapa: z.enum(ETAPAS_PEDIDO_VENDA, opcao).optional(),
  status: z.enum([...new Set([...STATUS_PEDIDO_COMPRA, ...STATUS_PEDIDO_VENDA])], opcao).optional(),
  papel: z.enum(PAPEIS_PEDIDO, opcao).optional(),
});

/** The transitions: path, summary and body of each. */
const TRANSICOES: Array<{ acao: AcaoPedido; summary: string; body: z.ZodType<service.DadosTransicao> }> = [
  {
    acao: 'confirmar',
    summary: 'O fornecedor confirma o pedido (aguardando → confirmado)',
    body: ZPedidoNotaEntrada,
  },
  {
    acao: 'faturar',
    summary: 'O fornecedor informa a nota fiscal (confirmado → faturado)',
    body: ZPedidoFaturarEntrada,
  },
  {
    acao: 'enviar',
    summary:
      'O fornecedor informa o envio, com o rastreio se houver (faturado → enviado); num orçamento, envia a proposta ao cliente e responde com o link público (decisão 032)',
    body: ZPedidoEnviarEntrada,
  },
  {
    acao: 'receber',
    summary: 'O comprador confirma o recebimento (enviado → entregue)',
    body: ZPedidoNotaEntrada,
  },
  {
    acao: 'recusar',
    summary: 'O fornecedor recusa o pedido, com o motivo (aguardando → recusado)',
    body: ZPedidoRecusarEntrada,
  },
  {
    acao: 'cancelar',
    summary: 'O comprador cancela o pedido (aguardando → cancelado)',
    body: ZPedidoCancelarEntrada,
  },
];

export function pedidosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(propostasPublicasRoutes(ctx));
    await app.register(contratosRoutes(ctx));
    app.get(
      '/pedidos',
      {
        schema: {
          tags,
          summary:
            'Pedidos da empresa: compras, como comprador e como fornecedor, e vendas (tipo, etapa=orcamento|contrato|venda, status, papel=comprador|fornecedor; search: número, nota fiscal, rastreio, nome da outra empresa ou do contato; order=criado_em|atualizado_em|total, com - para decrescente)',
          querystring: ZFiltro,
          response: { 200: ZPedidos },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => service.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.get(
      '/pedidos/:uuid',
      {
        schema: { tags, summary: 'Um pedido', params: ZUuid, response: { 200: ZPedidoResposta } },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => ({ data: await service.detalhe(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.get(
      '/pedidos/:uuid/itens',
      {
        schema: {
          tags,
          summary: 'Os itens do pedido, com os preços combinados',
          params: ZUuid,
          response: { 200: ZPedidoItens },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => service.itens(ctx, exigirEmpresa(request), request.params.uuid),
    );
    app.get(
      '/pedidos/:uuid/historico',
      {
        schema: {
          tags,
          summary: 'As mudanças de status do pedido, da mais antiga, com quem fez cada uma',
          params: ZUuid,
          response: { 200: ZPedidoHistorico },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => service.historico(ctx, exigirEmpresa(request), request.params.uuid),
    );
    app.post(
      '/pedidos',
      {
        schema: {
          tags,
          summary:
            'Faz um pedido de compra a um distribuidor, com itens de um catálogo publicado (tipo compra), ou abre um orçamento para um cliente ou contato (tipo venda)',
          body: ZPedidoEntrada,
          response: { 201: ZPedidoResposta },
        },
        config: { acesso: { permissao: 'pedido:create' } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await service.criar(ctx, exigirEmpresa(request), exigirSessao(request), request.body),
        }),
    );
    app.get(
      '/pedidos/:uuid/proposta',
      {
        schema: {
          tags,
          summary:
            'A proposta do orçamento: as entradas e o que se calcula delas (dimensionamento, preço, 25 anos de economia, payback, VPL, TIR, LCOE); o que falta informar vem em pendencias',
          params: ZUuid,
          response: { 200: ZPropostaResposta },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => ({ data: await proposta(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.get(
      '/pedidos/:uuid/proposta/consumo',
      {
        schema: {
          tags,
          summary:
            'O consumo do cliente do orçamento pelas faturas já no Irradia: por unidade consumidora com faturas, os 12 meses de referência mais recentes no mês do calendário (null onde não há fatura ou leitura), com a tarifa da última fatura; um lead responde lista vazia',
          params: ZUuid,
          response: { 200: ZConsumoDoCliente },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request) => ({ data: await consumoDoCliente(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/pedidos/:uuid/proposta/fatura',
      {
        schema: {
          tags,
          summary:
            'Lê uma fatura em PDF para a proposta do orçamento (decisão 036): mês de referência, consumo, tarifa com tributos, fornecimento e modalidade, null onde não foi lido; nada é salvo',
          consumes: ['multipart/form-data'],
          params: ZUuid,
          body: z.object({
            arquivo: ZUploadedFile,
            senha: z.string().trim().max(64, 'A senha deve ter no máximo 64 caracteres').optional(),
          }),
          response: { 200: ZFaturaDaPropostaResposta },
        },
        config: { acesso: { permissao: 'pedido:edit' } },
      },
      async (request) => ({
        data: await lerFaturaDaProposta(
          ctx,
          exigirEmpresa(request),
          request.params.uuid,
          request.body.arquivo,
          request.body.senha || undefined,
        ),
      }),
    );
    app.get(
      '/pedidos/:uuid/proposta/pdf',
      {
        schema: {
          tags,
          summary:
            'A proposta do orçamento em PDF para o cliente, com a marca da empresa: sistema, geração e consumo mês a mês, preço à vista, retorno e os 25 anos (nunca custo, margem ou impostos); 422 com o que falta quando não há dimensionamento ou preço',
          params: ZUuid,
          response: { 200: arquivo('application/pdf') },
        },
        config: { acesso: { permissao: 'pedido:view' } },
      },
      async (request, reply) => {
        const empresa = exigirEmpresa(request);
        const bytes = await pdfDaProposta(ctx, empresa, request.params.uuid);
        const { numero } = await service.detalhe(ctx, empresa, request.params.uuid);
        return enviarArquivo(reply, {
          bytes: Buffer.from(bytes),
          tipo: 'application/pdf',
          nome: `proposta-${numero}.pdf`,
        });
      },
    );
    app.put(
      '/pedidos/:uuid/proposta',
      {
        schema: {
          tags,
          summary: 'Salva as entradas da proposta do orçamento e responde com os cálculos',
          params: ZUuid,
          body: ZPropostaEntrada,
          response: { 200: ZPropostaResposta },
        },
        config: { acesso: { permissao: 'pedido:edit' } },
      },
      async (request) => ({
        data: await salvarProposta(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    for (const t of TRANSICOES)
      app.post(
        `/pedidos/:uuid/${t.acao}`,
        {
          schema: {
            tags,
            summary: t.summary,
            params: ZUuid,
            body: t.body,
            response: { 200: ZPedidoResposta },
          },
          config: { acesso: { permissao: 'pedido:edit' } },
        },
        async (request) => ({
          data: await service.transicionar(
            ctx,
            exigirEmpresa(request),
            exigirSessao(request),
            request.params.uuid,
            t.acao,
            request.body as service.DadosTransicao,
          ),
        }),
      );
  };
}
