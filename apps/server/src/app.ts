import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from '@fastify/type-provider-zod';
import { configurarZodPtBr } from '@irradia/shared/zod-pt-br';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { alertasRoutes } from './modules/alertas/alertas.routes.ts';
import { arquivosRoutes } from './modules/arquivos/arquivos.routes.ts';
import { exigirAssinaturaEmDia, verificarLimites } from './modules/assinaturas/assinaturas.limites.ts';
import { assinaturasRoutes } from './modules/assinaturas/assinaturas.routes.ts';
import { fonteAtendimentos } from './modules/atendimentos/atendimentos.cartoes.ts';
import { atendimentosRoutes } from './modules/atendimentos/atendimentos.routes.ts';
import { aoEvento } from './modules/automacoes/automacoes.motor.ts';
import { automacoesRoutes } from './modules/automacoes/automacoes.routes.ts';
import { cargosRoutes } from './modules/cargos/cargos.routes.ts';
import { catalogosRoutes } from './modules/catalogos/catalogos.routes.ts';
import { categoriasRoutes } from './modules/categorias/categorias.routes.ts';
import { cepRoutes } from './modules/cep/cep.routes.ts';
import { cidadesRoutes } from './modules/cidades/cidades.routes.ts';
import { clientesRoutes } from './modules/clientes/clientes.routes.ts';
import { concessionariasRoutes } from './modules/concessionarias/concessionarias.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { desempenhoRoutes } from './modules/desempenho/desempenho.routes.ts';
import { distribuidoresRoutes } from './modules/distribuidores/distribuidores.routes.ts';
import { empresasRoutes } from './modules/empresas/empresas.routes.ts';
import { resolverEmpresa } from './modules/empresas/empresas.service.ts';
import { equipamentosRoutes } from './modules/equipamentos/equipamentos.routes.ts';
import { estoqueRoutes } from './modules/estoque/estoque.routes.ts';
import { fabricantesRoutes } from './modules/fabricantes/fabricantes.routes.ts';
import { caixaDeEntradaRoutes } from './modules/faturas/caixa-de-entrada.routes.ts';
import { faturasRoutes } from './modules/faturas/faturas.routes.ts';
import { aoCobrancaAtualizada } from './modules/financeiro/financeiro.baixas.ts';
import { financeiroRelatoriosRoutes } from './modules/financeiro/financeiro.relatorios.routes.ts';
import { financeiroRoutes } from './modules/financeiro/financeiro.routes.ts';
import { funcionariosRoutes } from './modules/funcionarios/funcionarios.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importacoesRoutes } from './modules/importacoes/importacoes.routes.ts';
import { empresaDaImportacao } from './modules/importacoes/importacoes.service.ts';
import { integracoesRoutes } from './modules/integracoes/integracoes.routes.ts';
import { irradiacaoRoutes } from './modules/irradiacao/irradiacao.routes.ts';
import { notificacoesRoutes } from './modules/notificacoes/notificacoes.routes.ts';
import { paineisRoutes } from './modules/paineis/paineis.routes.ts';
import { fontePedidos } from './modules/pedidos/pedidos.cartoes.ts';
import { pedidosRoutes } from './modules/pedidos/pedidos.routes.ts';
import { portaisRoutes } from './modules/portais/portais.routes.ts';
import { produtosRoutes } from './modules/produtos/produtos.routes.ts';
import { cartoesRoutes } from './modules/quadros/quadros.cartoes.routes.ts';
import { registrarFonte } from './modules/quadros/quadros.fontes.ts';
import { quadrosRoutes } from './modules/quadros/quadros.routes.ts';
import { buscarQuadro, empresaDoQuadro } from './modules/quadros/quadros.service.ts';
import { servicosRoutes } from './modules/servicos/servicos.routes.ts';
import { setoresRoutes } from './modules/setores/setores.routes.ts';
import { unidadesRoutes } from './modules/unidades/unidades.routes.ts';
import { usinasRoutes } from './modules/usinas/usinas.routes.ts';
import { resolverSessao } from './modules/usuarios/sessoes.ts';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes.ts';
import { installAuth } from './platform/auth.ts';
import type { AppContext } from './platform/context.ts';
import { installInputGuard } from './platform/entrada.ts';
import { erroDoRoteador, installErrorHandlers } from './platform/errors.ts';
import { registerFormData } from './platform/form-data.ts';
import { UmaLinhaPorRequisicao } from './platform/logger.ts';
import { installPublicRateLimits, type Limite, limites } from './platform/rate-limit.ts';
import { registerTransmit, TransmitHub } from './platform/realtime/transmit.ts';
import { genRequestId, installRequestIdHeader } from './platform/request-id.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { registerWebApp } from './platform/web-app.ts';

interface RotaRegistrada {
  method: string;
  url: string;
  acesso: unknown;
  /** The public route's own per-IP budget, when it declares one. */
  limite?: Limite;
  /** The status codes whose reply the route declares a schema for (`schema.response`). */
  respostas: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    rotas: RotaRegistrada[];
    /** This instance's Transmit streams (tests and benches read its counters). */
    transmit: TransmitHub;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Builds the whole server without listening: main.ts listens, tests use app.inject(). */
export async function buildApp(ctx: AppContext): Promise<App> {
  // The board's cards come from the modules that own the records (quadros.fontes.ts).
  registrarFonte(fonteAtendimentos);
  registrarFonte(fontePedidos);
  // Automations listen to the other modules' events (platform/eventos.ts).
  ctx.eventos.ouvir(aoEvento);
  // Finance pays an instalment when the gateway says its charge was paid (decision 040).
  ctx.eventos.ouvir(aoCobrancaAtualizada);
  // Plan limits: the modules that add plants or people ask ctx.limites (decision 041).
  ctx.limites.definir(verificarLimites);
  const { config, database } = ctx;
  configurarZodPtBr();

  const app = Fastify({
    loggerInstance: ctx.log,
    genReqId: genRequestId,
    // genRequestId reads the header itself, so a malformed incoming id is replaced, not trusted.
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.uploadMaxBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // Router errors (malformed %-escapes, over-long params) answer in the catalogue's shape too.
    frameworkErrors: erroDoRoteador,
    // One line per answered request instead of Fastify's two (platform/logger.ts).
    logController: new UmaLinhaPorRequisicao(),
  }).withTypeProvider<ZodTypeProvider>();

  // The route table, kept so tests can prove every /api route declares its access rule.
  const rotas: RotaRegistrada[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      rotas.push({
        method,
        url: r.url,
        acesso: r.config?.acesso,
        limite: r.config?.limite,
        respostas: Object.keys((r.schema?.response as object | undefined) ?? {}),
      });
    }
  });
  app.decorate('rotas', rotas);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  // First hook of all: errors thrown by the hooks below (401, 403, 429) carry the headers too.
  installSecurityHeaders(app, config);
  installRequestIdHeader(app);
  installPublicRateLimits(app, ctx.limiter, limites(config).publico);
  installAuth(app, {
    session: (token) => resolverSessao(ctx, token),
    company: (sessao, uuid) => resolverEmpresa(ctx, sessao, uuid),
  });
  // Unpaid past the grace days: the company's writes answer 402 (decision 041).
  app.addHook('preHandler', exigirAssinaturaEmDia(ctx));

  await registerFormData(app, { maxBytes: config.uploadMaxBytes });
  installInputGuard(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database, version: config.version, now: ctx.now }));
      await api.register(
        configRoutes({
          product_name: config.productName,
          version: config.version,
          environment: config.sentry.environment,
          sentry_dsn: config.sentry.webDsn ?? null,
          google_client_id: config.googleClientId ?? null,
        }),
      );
      await api.register(arquivosRoutes(ctx));
      await api.register(usuariosRoutes(ctx));
      await api.register(empresasRoutes(ctx));
      await api.register(setoresRoutes(ctx));
      await api.register(cargosRoutes(ctx));
      await api.register(funcionariosRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(paineisRoutes(ctx));
      await api.register(cidadesRoutes(ctx));
      await api.register(cepRoutes(ctx));
      await api.register(clientesRoutes(ctx));
      await api.register(equipamentosRoutes(ctx));
      await api.register(irradiacaoRoutes(ctx));
      await api.register(notificacoesRoutes(ctx));
      await api.register(fabricantesRoutes(ctx));
      await api.register(portaisRoutes(ctx));
      await api.register(importacoesRoutes(ctx));
      await api.register(usinasRoutes(ctx));
      await api.register(alertasRoutes(ctx));
      await api.register(concessionariasRoutes(ctx));
      await api.register(unidadesRoutes(ctx));
      await api.register(faturasRoutes(ctx));
      await api.register(caixaDeEntradaRoutes(ctx));
      await api.register(integracoesRoutes(ctx));
      await api.register(categoriasRoutes(ctx));
      await api.register(produtosRoutes(ctx));
      await api.register(estoqueRoutes(ctx));
      await api.register(catalogosRoutes(ctx));
      await api.register(distribuidoresRoutes(ctx));
      await api.register(pedidosRoutes(ctx));
      await api.register(servicosRoutes(ctx));
      await api.register(atendimentosRoutes(ctx));
      await api.register(quadrosRoutes(ctx));
      await api.register(cartoesRoutes(ctx));
      await api.register(automacoesRoutes(ctx));
      await api.register(desempenhoRoutes(ctx));
      await api.register(assinaturasRoutes(ctx));
      await api.register(financeiroRoutes(ctx));
      await api.register(financeiroRelatoriosRoutes(ctx));
    },
    { prefix: '/api' },
  );

  // Real time (spec §7): Transmit's routes at the site root, channels authorised like the API.
  const transmit = new TransmitHub(ctx, (token) => resolverSessao(ctx, token));
  transmit.autorizar('usuarios/:uuid', (sessao, { uuid }) => sessao.usuarioUuid === uuid);
  transmit.autorizar(
    'empresas/:uuid',
    async (sessao, { uuid }) => (await resolverEmpresa(ctx, sessao, uuid?.toLowerCase() ?? '')) !== null,
  );
  transmit.autorizar('importacoes/:uuid', async (sessao, { uuid }) => {
    const empresa = await empresaDaImportacao(ctx, uuid ?? '');
    return empresa !== null && (await resolverEmpresa(ctx, sessao, empresa)) !== null;
  });
  transmit.autorizar('quadros/:uuid', async (sessao, { uuid }) => {
    // Whoever may see the board (its kind's view permission, in its company).
    const dono = await empresaDoQuadro(ctx, uuid ?? '');
    const empresa = dono ? await resolverEmpresa(ctx, sessao, dono) : null;
    return (
      empresa !== null &&
      (await buscarQuadro(ctx, empresa, uuid ?? '').then(
        () => true,
        () => false,
      ))
    );
  });
  app.decorate('transmit', transmit);
  await registerTransmit(app, transmit);

  await registerWebApp(app, config.webDist);
  return app;
}
