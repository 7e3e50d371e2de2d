import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { arquivo } from '@irradia/shared/api/resposta';
import {
  ZPropostaAceitarEntrada,
  ZPropostaPublicaResposta,
  ZPropostaRecusarEntrada,
} from '@irradia/shared/propostas/link.schema';
import { z } from 'zod';
import { enviarArquivo } from '../../platform/arquivo-resposta.ts';
import type { AppContext } from '../../platform/context.ts';
import { pdfDoContrato } from './pedidos.contrato-pdf.ts';
import { assinarContrato, contratoPorToken, responderProposta, verProposta } from './pedidos.publico.ts';

// The customer's public link (DESIGN.md, business half; decision 032): /api/propostas/:token, no
// sign-in, under the default per-IP budget of public routes (platform/rate-limit.ts). The token is
// 256 random bits, so the budget guards the server, not the token.

const tags = ['propostas'];
const ZToken = z.object({ token: z.string({ error: 'Link inválido' }).max(200, 'Link inválido') });

export function propostasPublicasRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/propostas/:token',
      {
        schema: {
          tags,
          summary:
            'A proposta pelo link enviado ao cliente (sem entrar): a empresa, o sistema, o preço e a economia; nunca custos. A primeira visita a marca como visualizada',
          params: ZToken,
          response: { 200: ZPropostaPublicaResposta },
        },
        config: { acesso: 'publico' },
      },
      async (request) => ({
        data: await verProposta(ctx, request.params.token, request.sessao?.usuarioId ?? null),
      }),
    );
    app.post(
      '/propostas/:token/aceitar',
      {
        schema: {
          tags,
          summary: 'O cliente aceita a proposta com nome e CPF; guarda a hora e o IP',
          params: ZToken,
          body: ZPropostaAceitarEntrada,
          response: { 200: ZPropostaPublicaResposta },
        },
        config: { acesso: 'publico' },
      },
      async (request) => ({
        data: await responderProposta(ctx, request.params.token, {
          acao: 'aceitar',
          nome: request.body.nome,
          cpf: request.body.cpf,
          ip: request.ip,
        }),
      }),
    );
    app.post(
      '/propostas/:token/recusar',
      {
        schema: {
          tags,
          summary: 'O cliente recusa a proposta, com o motivo se quiser',
          params: ZToken,
          body: ZPropostaRecusarEntrada,
          response: { 200: ZPropostaPublicaResposta },
        },
        config: { acesso: 'publico' },
      },
      async (request) => ({
        data: await responderProposta(ctx, request.params.token, {
          acao: 'recusar',
          motivo: request.body.motivo,
        }),
      }),
    );
    app.post(
      '/propostas/:token/assinar',
      {
        schema: {
          tags,
          summary:
            'O cliente assina o contrato gerado da proposta aceita, com nome e CPF; guarda a hora e o IP (decisão 037)',
          params: ZToken,
          body: ZPropostaAceitarEntrada,
          response: { 200: ZPropostaPublicaResposta },
        },
        config: { acesso: 'publico' },
      },
      async (request) => ({
        data: await assinarContrato(ctx, request.params.token, {
          nome: request.body.nome,
          cpf: request.body.cpf,
          ip: request.ip,
        }),
      }),
    );
    app.get(
      '/propostas/:token/contrato/pdf',
      {
        schema: {
          tags,
          summary: 'O contrato em PDF pelo link do cliente',
          params: ZToken,
          response: { 200: arquivo('application/pdf') },
        },
        config: { acesso: 'publico' },
      },
      async (request, reply) => {
        const p = await contratoPorToken(ctx, request.params.token);
        return enviarArquivo(reply, {
          bytes: Buffer.from(await pdfDoContrato(ctx, p)),
          tipo: 'application/pdf',
          nome: `contrato-${p.numero}.pdf`,
          cache: 'private, no-store',
        });
      },
    );
  };
}
