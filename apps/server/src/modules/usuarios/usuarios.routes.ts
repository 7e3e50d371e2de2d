import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ZSemConteudo } from '@irradia/shared/api/resposta';
import {
  ZAtualizarUsuario,
  ZCriarUsuario,
  ZExcluirConta,
  ZGoogleCode,
  ZGoogleCredential,
  ZLogin,
  ZMe,
  ZNovaSenha,
  ZRecuperar,
  ZSessao,
  ZUsuarioResposta,
  ZUsuarios,
} from '@irradia/shared/usuarios/usuarios.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { exigirSessao } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ZUploadedFile } from '../../platform/form-data.ts';
import { ZPaginacao } from '../../platform/pagination.ts';
import { limites } from '../../platform/rate-limit.ts';
import { papelNaEmpresa } from '../empresas/empresas.service.ts';
import { listar as listarNotificacoes } from '../notificacoes/notificacoes.service.ts';
import { acessarComo } from './acesso-como.ts';
import { agendarExclusao, cancelarExclusao } from './exclusao.ts';
import { trocarCodigoGoogle, verificarIdTokenGoogle } from './google.ts';
import { redefinirSenha, solicitarRecuperacao } from './recuperacao.ts';
import { criarConta, entrar, entrarComGoogle, sair } from './sessoes.ts';
import * as service from './usuarios.service.ts';

const origem = (request: FastifyRequest): service.Origem => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const tags = ['usuarios'];

export function usuariosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limite = limites(ctx.config);
  return async (app) => {
    app.post(
      '/usuarios',
      {
        schema: {
          tags,
          summary: 'Cria uma conta (form-data ou JSON) e já entra nela',
          body: ZCriarUsuario,
          response: { 201: ZSessao },
        },
        config: { acesso: 'publico', limite: limite.cadastro },
      },
      async (request, reply) => {
        const { termos: _termos, ...input } = request.body;
        return reply.status(201).send(await criarConta(ctx, input, origem(request)));
      },
    );

    app.post(
      '/usuarios/login',
      {
        schema: { tags, summary: 'Entra com e-mail e senha', body: ZLogin, response: { 200: ZSessao } },
        config: { acesso: 'publico', limite: limite.entrar },
      },
      async (request) => entrar(ctx, request.body, origem(request)),
    );

    app.get(
      '/usuarios/me',
      {
        schema: {
          tags,
          summary: 'Usuário atual com suas notificações',
          description:
            'Sem token: 401. Token desconhecido, revogado ou expirado: 404 (o cliente limpa a sessão). ' +
            'X-Company-Id de uma empresa a que o usuário não tem acesso: 403 (o cliente limpa a empresa).',
          response: { 200: ZMe },
        },
        config: { acesso: 'publico' },
      },
      async (request) => {
        if (!request.bearer) throw new AppError('NAO_AUTENTICADO');
        if (!request.sessao) throw new AppError('SESSAO_NAO_ENCONTRADA');
        // A company the user may not use was already refused (403) by the auth hook.
        const sessao = request.sessao;
        const empresa = request.empresa;
        // Two queries (the account; the bell's page with its counts) when not already cached.
        return ctx.acesso.perfil(sessao, empresa, async () => ({
          data: {
            ...service.usuarioParaApi(await service.buscarPorId(ctx, sessao.usuarioId)),
            tipo: empresa?.tipo ?? 'pessoal',
            empresa: empresa ? { uuid: empresa.uuid, tipo: empresa.tipo } : null,
            funcionario: empresa ? papelNaEmpresa(empresa) : null,
            is_supervisor: empresa?.isSupervisor ?? false,
            is_socio: empresa?.isSocio ?? false,
            notificacoes: await listarNotificacoes(ctx, sessao, { page: 1, limit: 10 }),
          },
        }));
      },
    );

    app.post(
      '/usuarios/logout',
      {
        schema: { tags, summary: 'Sai e revoga o token no servidor', response: { 204: ZSemConteudo } },
        config: { acesso: 'usuario' },
      },
      async (request, reply) => {
        await sair(ctx, exigirSessao(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/usuarios/recover',
      {
        schema: {
          tags,
          summary: 'Envia o link de recuperação de senha (sempre 204)',
          body: ZRecuperar,
          response: { 204: ZSemConteudo },
        },
        config: { acesso: 'publico', limite: limite.recuperar },
      },
      async (request, reply) => {
        await solicitarRecuperacao(ctx, request.body.email, origem(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/usuarios/recover/:token',
      {
        schema: {
          tags,
          summary: 'Define a nova senha pelo link (recuperação ou primeiro acesso) e entra',
          params: z.object({ token: z.string().min(10).max(200) }),
          body: ZNovaSenha,
          response: { 200: ZSessao },
        },
        config: { acesso: 'publico', limite: limite.redefinir },
      },
      async (request) => redefinirSenha(ctx, request.params.token, request.body.password, origem(request)),
    );

    app.post(
      '/usuarios/login/google',
      {
        schema: {
          tags,
          summary: 'Entra com a credencial (ID token) do botão ou one-tap do Google',
          body: ZGoogleCredential,
          response: { 200: ZSessao },
        },
        config: { acesso: 'publico', limite: limite.google },
      },
      async (request) => {
        const identidade = await verificarIdTokenGoogle(ctx, request.body.credential);
        return entrarComGoogle(ctx, identidade, origem(request));
      },
    );

    app.get(
      '/usuarios/login/google',
      {
        schema: {
          tags,
          summary: 'Conclui o fluxo OAuth 2.0 (code) do Google',
          querystring: ZGoogleCode,
          response: { 200: ZSessao },
        },
        config: { acesso: 'publico', limite: limite.google },
      },
      async (request) => {
        const identidade = await trocarCodigoGoogle(
          ctx,
          request.query.code,
          `${ctx.config.appUrl}/app/entrar`,
        );
        return entrarComGoogle(ctx, identidade, origem(request));
      },
    );

    app.get(
      '/usuarios',
      {
        schema: {
          tags,
          summary: 'Todos os usuários (administração do sistema)',
          querystring: ZPaginacao,
          response: { 200: ZUsuarios },
        },
        config: { acesso: { permissao: 'usuario:view' } },
      },
      async (request) => service.listarUsuarios(ctx, request.query),
    );

    app.get(
      '/usuarios/access/:id',
      {
        schema: {
          tags,
          summary: 'Entra na conta de um usuário para dar suporte (registrado em auditoria)',
          params: z.object({ id: z.uuid({ error: 'Identificador inválido' }) }),
          response: { 200: ZSessao },
        },
        config: { acesso: { permissao: 'usuario:access' } },
      },
      async (request) => acessarComo(ctx, exigirSessao(request), request.params.id, origem(request)),
    );

    app.patch(
      '/usuarios',
      {
        schema: {
          tags,
          summary: 'Atualiza a própria conta (form-data; avatar opcional)',
          body: ZAtualizarUsuario.and(z.object({ avatar: ZUploadedFile.optional() })),
          response: { 200: ZUsuarioResposta },
        },
        config: { acesso: 'usuario' },
      },
      async (request) => {
        const { avatar, ...input } = request.body;
        return { data: await service.atualizar(ctx, exigirSessao(request), input, avatar) };
      },
    );

    app.delete(
      '/usuarios',
      {
        schema: {
          tags,
          summary: 'Agenda a exclusão da própria conta para daqui a 30 dias (digite o e-mail)',
          body: ZExcluirConta,
          response: { 200: ZUsuarioResposta },
        },
        config: { acesso: 'usuario' },
      },
      async (request) => ({
        data: await agendarExclusao(ctx, exigirSessao(request), request.body.email),
      }),
    );

    app.post(
      '/usuarios/restaurar',
      {
        schema: {
          tags,
          summary: 'Cancela a exclusão agendada da própria conta',
          response: { 200: ZUsuarioResposta },
        },
        config: { acesso: 'usuario' },
      },
      async (request) => ({ data: await cancelarExclusao(ctx, exigirSessao(request)) }),
    );
  };
}
