import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { contarEmpresas } from '../empresas/empresas.service.ts';
import { contarCriadosDesde } from '../usuarios/usuarios.service.ts';

const tags = ['dashboard'];
const ZContador = z.object({ data: z.object({ hoje: z.number().int(), total: z.number().int() }) });

/** Midnight of today in Brazil's official time (UTC−3, no daylight saving since 2019). */
export function inicioDoDiaBrasil(agora: Date): Date {
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora);
  return new Date(`${dia}T00:00:00-03:00`);
}

/** The admin area's counters (spec §1: users today, companies today). */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/usuarios_dia',
      {
        schema: { tags, summary: 'Usuários criados hoje e no total', response: { 200: ZContador } },
        config: { acesso: { permissao: 'usuario:view' } },
      },
      async () => ({ data: await contarCriadosDesde(ctx, inicioDoDiaBrasil(ctx.now())) }),
    );
    app.get(
      '/dashboard/empresas',
      {
        schema: { tags, summary: 'Empresas criadas hoje e no total', response: { 200: ZContador } },
        config: { acesso: { permissao: 'empresa:view' } },
      },
      async () => ({ data: await contarEmpresas(ctx, inicioDoDiaBrasil(ctx.now())) }),
    );
  };
}
