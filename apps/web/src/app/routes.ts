import type { ComponentType } from 'react';
import { type LazyScreen, lazyScreen } from '../lib/lazy-screen.ts';

/**
 * The route table of spec §2, all under /app. `acesso`: `usuario` needs a signed-in user (others
 * go to /entrar and come back after), `visitante` is for signed-out users (sign-in, sign-up,
 * recovery), `livre` for both. `frame`: `app` has the header and side menu, `auth` a centred card,
 * `publico` nothing of the app around the page (a company's proposal shown to its customer).
 */
export interface RouteDef {
  path: string;
  screen: LazyScreen<ComponentType>;
  acesso: 'usuario' | 'visitante' | 'livre';
  frame: 'app' | 'auth' | 'publico';
}

const r = (
  path: string,
  screen: RouteDef['screen'],
  acesso: RouteDef['acesso'] = 'usuario',
  frame: RouteDef['frame'] = 'app',
): RouteDef => ({
  path,
  screen,
  acesso,
  frame,
});

export const routes: RouteDef[] = [
  r(
    '/',
    lazyScreen(() => import('../features/dashboard/pages/dashboard-page.tsx')),
    'livre',
  ),
  r(
    '/tutorial',
    lazyScreen(() => import('../features/tutorial/pages/tutorial-page.tsx')),
  ),
  r(
    '/entrar',
    lazyScreen(() => import('../features/auth/pages/entrar-page.tsx')),
    'visitante',
    'auth',
  ),
  r(
    '/registrar',
    lazyScreen(() => import('../features/auth/pages/registrar-page.tsx')),
    'visitante',
    'auth',
  ),
  r(
    '/recuperar',
    lazyScreen(() => import('../features/auth/pages/recuperar-page.tsx')),
    'visitante',
    'auth',
  ),
  r(
    '/recuperar/:token',
    lazyScreen(() => import('../features/auth/pages/nova-senha-page.tsx')),
    'livre',
    'auth',
  ),
  r(
    '/primeiro/acesso/:token',
    lazyScreen(() => import('../features/auth/pages/primeiro-acesso-page.tsx')),
    'livre',
    'auth',
  ),
  r(
    '/proposta/:token',
    lazyScreen(() => import('../features/proposta-publica/pages/proposta-publica-page.tsx')),
    'livre',
    'publico',
  ),
  r(
    '/usinas',
    lazyScreen(() => import('../features/usinas/pages/usinas-page.tsx')),
  ),
  r(
    '/usinas/:usina_id',
    lazyScreen(() => import('../features/usinas/pages/usina-page.tsx')),
  ),
  r(
    '/usinas/:usina_id/fatura',
    lazyScreen(() => import('../features/faturas/pages/usina-fatura-page.tsx')),
  ),
  r(
    '/faturas',
    lazyScreen(() => import('../features/faturas/pages/faturas-page.tsx')),
  ),
  r(
    '/faturas/:fatura_id',
    lazyScreen(() => import('../features/faturas/pages/fatura-page.tsx')),
  ),
  r(
    '/fabricantes',
    lazyScreen(() => import('../features/fabricantes/pages/fabricantes-page.tsx')),
  ),
  r(
    '/concessionarias',
    lazyScreen(() => import('../features/concessionarias/pages/concessionarias-page.tsx')),
  ),
  r(
    '/beneficiarias',
    lazyScreen(() => import('../features/unidades/pages/unidades-page.tsx')),
  ),
  r(
    '/orcamentos',
    lazyScreen(() => import('../features/orcamentos/pages/orcamentos-page.tsx')),
  ),
  r(
    '/orcamentos/:uuid',
    lazyScreen(() => import('../features/orcamentos/pages/proposta-page.tsx')),
  ),
  r(
    '/contratos',
    lazyScreen(() => import('../features/contratos/pages/contratos-page.tsx')),
  ),
  r(
    '/contratos/:uuid',
    lazyScreen(() => import('../features/contratos/pages/contrato-page.tsx')),
  ),
  r(
    '/quadro',
    lazyScreen(() => import('../features/atendimento/pages/quadro-page.tsx')),
  ),
  r(
    '/atendimento/desempenho',
    lazyScreen(() => import('../features/atendimento/pages/desempenho-page.tsx')),
  ),
  r(
    '/usuarios',
    lazyScreen(() => import('../features/usuarios/pages/usuarios-page.tsx')),
  ),
  r(
    '/clientes',
    lazyScreen(() => import('../features/clientes/pages/clientes-page.tsx')),
  ),
  r(
    '/empresas',
    lazyScreen(() => import('../features/empresas/pages/empresas-page.tsx')),
  ),
  r(
    '/automacoes',
    lazyScreen(() => import('../features/automacoes/pages/automacoes-page.tsx')),
  ),
  r(
    '/vendas',
    lazyScreen(() => import('../features/vendas/pages/vendas-page.tsx')),
  ),
  r(
    '/vendas/:uuid',
    lazyScreen(() => import('../features/vendas/pages/venda-page.tsx')),
  ),
  r(
    '/despesas',
    lazyScreen(() => import('../features/financeiro/pages/despesas-page.tsx')),
  ),
  r(
    '/financeiro/extrato',
    lazyScreen(() => import('../features/financeiro/pages/extrato-page.tsx')),
  ),
  r(
    '/financeiro/demonstrativo',
    lazyScreen(() => import('../features/financeiro/pages/demonstrativo-page.tsx')),
  ),
  r(
    '/financeiro/contas',
    lazyScreen(() => import('../features/financeiro/pages/contas-page.tsx')),
  ),
  r(
    '/servicos',
    lazyScreen(() => import('../features/servicos/pages/servicos-page.tsx')),
  ),
  r(
    '/prestadores',
    lazyScreen(() => import('../features/servicos/pages/prestadores-page.tsx')),
  ),
  r(
    '/catalogo',
    lazyScreen(() => import('../features/catalogo/pages/catalogo-page.tsx')),
  ),
  r(
    '/distribuidores',
    lazyScreen(() => import('../features/distribuidores/pages/distribuidores-page.tsx')),
  ),
  r(
    '/distribuidores/:uuid',
    lazyScreen(() => import('../features/distribuidores/pages/distribuidor-page.tsx')),
  ),
  r(
    '/funcionarios',
    lazyScreen(() => import('../features/funcionarios/pages/funcionarios-page.tsx')),
  ),
  r(
    '/cargos',
    lazyScreen(() => import('../features/cargos/pages/cargos-page.tsx')),
  ),
  r(
    '/setores',
    lazyScreen(() => import('../features/setores/pages/setores-page.tsx')),
  ),
  r(
    '/irradiacao',
    lazyScreen(() => import('../features/irradiacao/pages/irradiacao-page.tsx')),
  ),
  r(
    '/empresa',
    lazyScreen(() => import('../features/empresas/pages/empresa-page.tsx')),
  ),
  r(
    '/empresa/registrar',
    lazyScreen(() => import('../features/empresas/pages/registrar-empresa-page.tsx')),
  ),
  r(
    '/conta',
    lazyScreen(() => import('../features/conta/pages/conta-page.tsx')),
  ),
  r(
    '/assinatura',
    lazyScreen(() => import('../features/assinatura/pages/assinatura-page.tsx')),
  ),
];
