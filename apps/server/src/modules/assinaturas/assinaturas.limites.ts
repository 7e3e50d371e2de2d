import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { assinaturas, planos } from '../../db/schema/assinaturas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Acrescimo } from '../../platform/limites.ts';
import { contarEquipe } from '../funcionarios/funcionarios.consultas.ts';
import { usoDeUsinas } from '../usinas/usinas.consultas.ts';
import { hojeDaAssinatura } from './assinaturas.datas.ts';
import { bloqueada } from './assinaturas.service.ts';

// The plan's limits and the read-only rule (decision 041). A company without a subscription has
// no limits and is never read-only.

const numero = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
const plural = (n: number, um: string, varios: string) => (n === 1 ? um : varios);

/** Registered in ctx.limites at start-up (app.ts): refuses what goes past the plan's limits. */
export async function verificarLimites(ctx: AppContext, empresaId: number, a: Acrescimo): Promise<void> {
  const [p] = await ctx.db
    .select({
      nome: planos.nome,
      usinas: planos.limiteUsinas,
      usuarios: planos.limiteUsuarios,
      kwp: planos.limiteKwp,
    })
    .from(assinaturas)
    .innerJoin(planos, eq(planos.id, assinaturas.planoId))
    .where(eq(assinaturas.empresaId, empresaId));
  if (!p) return;
  const fim = 'Mude de plano em Assinatura para cadastrar mais.';
  if ((a.usinas || a.kwp) && (p.usinas !== null || p.kwp !== null)) {
    const uso = await usoDeUsinas(ctx, empresaId);
    if (a.usinas && p.usinas !== null && uso.usinas + a.usinas > p.usinas)
      throw new AppError(
        'LIMITE_DO_PLANO',
        `O plano ${p.nome} permite até ${numero(p.usinas)} ${plural(p.usinas, 'usina', 'usinas')}. ${fim}`,
      );
    const limiteKwp = p.kwp === null ? null : Number(p.kwp);
    if (a.kwp && limiteKwp !== null && uso.kwp + a.kwp > limiteKwp + 1e-9)
      throw new AppError(
        'LIMITE_DO_PLANO',
        `O plano ${p.nome} permite até ${numero(limiteKwp)} kWp monitorados (a empresa já tem ${numero(uso.kwp)} kWp). ${fim}`,
      );
  }
  if (a.usuarios && p.usuarios !== null && (await contarEquipe(ctx, empresaId)) + a.usuarios > p.usuarios)
    throw new AppError(
      'LIMITE_DO_PLANO',
      `O plano ${p.nome} permite até ${numero(p.usuarios)} ${plural(p.usuarios, 'usuário', 'usuários')}. Mude de plano em Assinatura para adicionar mais pessoas.`,
    );
}

const LEITURA = new Set(['GET', 'HEAD', 'OPTIONS']);
const LIVRES = ['/api/assinatura', '/api/planos', '/api/webhooks/'];

/**
 * The global preHandler (app.ts): a company unpaid past the grace days answers 402 to every write
 * on its data. Public and personal routes (sign-in, own account, own dashboards, notifications)
 * and the subscription's own routes stay open, so it can pay. One indexed read per write.
 */
export function exigirAssinaturaEmDia(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    if (LEITURA.has(request.method)) return;
    const empresa = request.empresa;
    if (!empresa || empresa.tipo === 'sistema') return;
    if (typeof request.routeOptions.config?.acesso !== 'object') return;
    const url = request.routeOptions.url ?? '';
    if (LIVRES.some((l) => url.startsWith(l))) return;
    const [a] = await ctx.db
      .select({ periodoFim: assinaturas.periodoFim })
      .from(assinaturas)
      .where(eq(assinaturas.empresaId, empresa.id));
    if (a && bloqueada(a.periodoFim, hojeDaAssinatura(ctx))) throw new AppError('ASSINATURA_PENDENTE');
  };
}
