import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import {
  ZCarteiraEntrada,
  ZCarteiraResposta,
  ZCarteiras,
  ZContaEntrada,
  ZContaResposta,
  ZContas,
  ZFormaEntrada,
  ZFormaResposta,
  ZFormas,
} from '@irradia/shared/financeiro/cadastros.schema';
import {
  STATUS_DE_PAGAMENTO,
  type StatusDePagamento,
  TIPOS_DE_PAGAMENTO,
  ZBaixaEntrada,
  ZCancelamentoEntrada,
  ZPagamentoEdicao,
  ZPagamentoEntrada,
  ZPagamentoResposta,
  ZPagamentos,
} from '@irradia/shared/financeiro/pagamentos.schema';
import { ZCategoriasUsadas } from '@irradia/shared/financeiro/relatorios.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import { type EmpresaAtual, exigirEmpresa, exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { type Paginacao, ZPaginacao, ZRemovidos, ZUuid } from '../../platform/pagination.ts';
import * as baixas from './financeiro.baixas.ts';
import * as cad from './financeiro.cadastros.ts';
import * as pagamentos from './financeiro.pagamentos.ts';

// Finance registers and entries (issue 27, decision 040): /api/contas, /api/carteiras, /api/formas,
// /api/pagamentos and /api/financeiro/categorias. The statements and reports are in
// financeiro.relatorios.routes.ts.

const tags = ['financeiro'];
type Filtro = Paginacao & { removidos?: boolean };

/**
 * The five routes of a register: list, create, edit, remove (to the removed list), restore. The
 * reply is checked against `resposta`/`lista` by the serializer (the services' shapes are theirs).
 */
interface Cadastro<E extends z.ZodType> {
  rota: string;
  recurso: string;
  nome: string;
  entrada: E;
  resposta: z.ZodType;
  lista: z.ZodType;
  listar: (ctx: AppContext, e: EmpresaAtual, p: Filtro) => Promise<unknown>;
  criar: (ctx: AppContext, e: EmpresaAtual, d: z.output<E>) => Promise<unknown>;
  atualizar: (ctx: AppContext, e: EmpresaAtual, uuid: string, d: z.output<E>) => Promise<unknown>;
  remover: (ctx: AppContext, e: EmpresaAtual, uuid: string, removido: boolean) => Promise<unknown>;
}

function cadastroRoutes<E extends z.ZodType>(ctx: AppContext, c: Cadastro<E>): FastifyPluginAsyncZod {
  return async (app) => {
    const acesso = (acao: string) => ({ acesso: { permissao: `${c.recurso}:${acao}` } });
    app.get(
      c.rota,
      {
        schema: {
          tags,
          summary: `${c.nome} da empresa (?removidos=1: removidas; search no nome)`,
          querystring: ZPaginacao.extend({ removidos: ZRemovidos }),
          response: { 200: c.lista },
        },
        config: acesso('view'),
      },
      async (request) => (await c.listar(ctx, exigirEmpresa(request), request.query)) as never,
    );
    app.post(
      c.rota,
      {
        schema: { tags, summary: `Cadastra (${c.nome})`, body: c.entrada, response: { 201: c.resposta } },
        config: acesso('create'),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await c.criar(ctx, exigirEmpresa(request), request.body as z.output<E>) } as never),
    );
    app.patch(
      `${c.rota}/:uuid`,
      {
        schema: {
          tags,
          summary: `Edita (${c.nome})`,
          params: ZUuid,
          body: c.entrada,
          response: { 200: c.resposta },
        },
        config: acesso('edit'),
      },
      async (request) =>
        ({
          data: await c.atualizar(
            ctx,
            exigirEmpresa(request),
            request.params.uuid,
            request.body as z.output<E>,
          ),
        }) as never,
    );
    app.delete(
      `${c.rota}/:uuid`,
      {
        schema: {
          tags,
          summary: `Remove (${c.nome}): vai para a lista de removidas; os lançamentos o mantêm`,
          params: ZUuid,
          response: { 200: c.resposta },
        },
        config: acesso('delete'),
      },
      async (request) =>
        ({ data: await c.remover(ctx, exigirEmpresa(request), request.params.uuid, true) }) as never,
    );
    app.post(
      `${c.rota}/:uuid/restaurar`,
      {
        schema: { tags, summary: `Restaura (${c.nome})`, params: ZUuid, response: { 200: c.resposta } },
        config: acesso('edit'),
      },
      async (request) =>
        ({ data: await c.remover(ctx, exigirEmpresa(request), request.params.uuid, false) }) as never,
    );
  };
}

const ZTipo = z.enum(TIPOS_DE_PAGAMENTO, { error: 'Informe tipo=receber ou tipo=pagar' });
const STATUS = Object.keys(STATUS_DE_PAGAMENTO) as [StatusDePagamento, ...StatusDePagamento[]];
const ZFiltroPagamentos = ZPaginacao.extend({
  tipo: ZTipo,
  status: z.enum(STATUS, { error: 'Status inválido' }).optional(),
  de: z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD' }).optional(),
  ate: z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD' }).optional(),
  conta: z.uuid({ error: 'Conta inválida' }).optional(),
  carteira: z.uuid({ error: 'Carteira inválida' }).optional(),
  cliente: z.uuid({ error: 'Cliente inválido' }).optional(),
  pedido: z.uuid({ error: 'Pedido inválido' }).optional(),
  categoria: z.string().trim().max(80).optional(),
});

function pagamentosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const acesso = (acao: string) => ({ acesso: { permissao: `pagamento:${acao}` } });
    const um = { 200: ZPagamentoResposta };
    app.get(
      '/pagamentos',
      {
        schema: {
          tags,
          summary:
            'Contas a receber ou a pagar (tipo obrigatório; status, de, ate, conta, carteira, cliente, categoria, pedido; order=vencimento|-vencimento|valor|-valor), com o resumo da lista filtrada',
          querystring: ZFiltroPagamentos,
          response: { 200: ZPagamentos },
        },
        config: acesso('view'),
      },
      async (request) => pagamentos.listar(ctx, exigirEmpresa(request), request.query),
    );
    app.post(
      '/pagamentos',
      {
        schema: {
          tags,
          summary: 'Lança uma conta (parcelada, recorrente mensal ou já paga); responde a primeira parcela',
          body: ZPagamentoEntrada,
          response: { 201: ZPagamentoResposta },
        },
        config: acesso('create'),
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await pagamentos.criar(ctx, exigirEmpresa(request), exigirSessao(request), request.body),
        }),
    );
    app.get(
      '/pagamentos/:uuid',
      { schema: { tags, summary: 'Um lançamento', params: ZUuid, response: um }, config: acesso('view') },
      async (request) => ({
        data: await pagamentos.detalhe(ctx, exigirEmpresa(request), request.params.uuid),
      }),
    );
    app.patch(
      '/pagamentos/:uuid',
      {
        schema: {
          tags,
          summary: 'Edita um lançamento em aberto (pago ou cancelado: 409)',
          params: ZUuid,
          body: ZPagamentoEdicao,
          response: um,
        },
        config: acesso('edit'),
      },
      async (request) => ({
        data: await pagamentos.editar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.post(
      '/pagamentos/:uuid/baixa',
      {
        schema: {
          tags,
          summary: 'Registra o pagamento (baixa) na conta; move o saldo dela',
          params: ZUuid,
          body: ZBaixaEntrada,
          response: um,
        },
        config: acesso('edit'),
      },
      async (request) => ({
        data: await baixas.baixar(ctx, exigirEmpresa(request), request.params.uuid, request.body),
      }),
    );
    app.post(
      '/pagamentos/:uuid/estornar',
      {
        schema: { tags, summary: 'Desfaz o pagamento: volta a em aberto', params: ZUuid, response: um },
        config: acesso('edit'),
      },
      async (request) => ({ data: await baixas.estornar(ctx, exigirEmpresa(request), request.params.uuid) }),
    );
    app.post(
      '/pagamentos/:uuid/cancelar',
      {
        schema: {
          tags,
          summary: 'Cancela um lançamento em aberto (um pago é estornado antes)',
          params: ZUuid,
          body: ZCancelamentoEntrada,
          response: um,
        },
        config: acesso('delete'),
      },
      async (request) => ({
        data: await baixas.cancelar(ctx, exigirEmpresa(request), request.params.uuid, request.body.motivo),
      }),
    );
    app.post(
      '/pagamentos/:uuid/anexo',
      {
        schema: {
          tags,
          summary:
            'Anexa um comprovante (PDF ou imagem, conferido pelos bytes, até 20 MB); substitui o anterior',
          consumes: ['multipart/form-data'],
          params: ZUuid,
          body: z.object({ arquivo: ZUploadedFile }),
          response: um,
        },
        config: acesso('edit'),
      },
      async (request) => ({
        data: await baixas.anexar(ctx, exigirEmpresa(request), request.params.uuid, request.body.arquivo),
      }),
    );
    app.get(
      '/pagamentos/:uuid/anexo',
      {
        schema: {
          tags,
          summary: 'Baixa o anexo do lançamento',
          params: ZUuid,
          response: { 200: arquivo('application/octet-stream') },
        },
        config: acesso('view'),
      },
      async (request, reply) => {
        const a = await baixas.lerAnexo(ctx, exigirEmpresa(request), request.params.uuid);
        return enviarArquivo(reply, { ...a, nomeExterno: true, cache: 'private, no-store' });
      },
    );
    app.post(
      '/pagamentos/:uuid/cobranca',
      {
        schema: {
          tags,
          summary: 'Cobra do cliente por Pix ou boleto pelo gateway (conta a receber em aberto com cliente)',
          params: ZUuid,
          body: z.object({ forma: z.enum(['pix', 'boleto'], { error: 'Escolha Pix ou boleto' }) }),
          response: um,
        },
        config: acesso('edit'),
      },
      async (request) => ({
        data: await baixas.cobrar(ctx, exigirEmpresa(request), request.params.uuid, request.body.forma),
      }),
    );
    app.get(
      '/financeiro/categorias',
      {
        schema: {
          tags,
          summary: 'Categorias sugeridas do lado (receber|pagar) e as que a empresa já usou',
          querystring: z.object({ tipo: ZTipo }),
          response: { 200: ZCategoriasUsadas },
        },
        config: acesso('view'),
      },
      async (request) => pagamentos.categorias(ctx, exigirEmpresa(request), request.query.tipo),
    );
  };
}

export function financeiroRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      cadastroRoutes(ctx, {
        rota: '/contas',
        recurso: 'conta',
        nome: 'contas',
        entrada: ZContaEntrada,
        resposta: ZContaResposta,
        lista: ZContas,
        listar: cad.listarContas,
        criar: cad.criarConta,
        atualizar: cad.atualizarConta,
        remover: cad.removerConta,
      }),
    );
    await app.register(
      cadastroRoutes(ctx, {
        rota: '/carteiras',
        recurso: 'carteira',
        nome: 'carteiras',
        entrada: ZCarteiraEntrada,
        resposta: ZCarteiraResposta,
        lista: ZCarteiras,
        listar: cad.listarCarteiras,
        criar: cad.criarCarteira,
        atualizar: cad.atualizarCarteira,
        remover: cad.removerCarteira,
      }),
    );
    await app.register(
      cadastroRoutes(ctx, {
        rota: '/formas',
        recurso: 'forma',
        nome: 'formas de pagamento',
        entrada: ZFormaEntrada,
        resposta: ZFormaResposta,
        lista: ZFormas,
        listar: cad.listarFormas,
        criar: cad.criarForma,
        atualizar: cad.atualizarForma,
        remover: cad.removerForma,
      }),
    );
    await app.register(pagamentosRoutes(ctx));
  };
}
