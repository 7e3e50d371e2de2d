import { and, desc, eq, isNull } from 'drizzle-orm';
import { alertas } from '../../db/schema/alertas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { usuariosChefes, usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { situacaoDaUsina } from '../usinas/status.ts';
import { usinasPorId, usuariosResponsaveis } from '../usinas/usinas.service.ts';

// Irradia's own alerts (docs/decisions/006-monitoring.md): few, actionable, one per episode.

export type TipoAlerta = 'sem_comunicacao' | 'geracao_baixa' | 'falha_inversor';

const TITULOS: Record<TipoAlerta, string> = {
  sem_comunicacao: 'Usina sem comunicação',
  geracao_baixa: 'Geração abaixo do esperado',
  falha_inversor: 'Inversor em falha',
};

/** Which alert a status stands for, if any ("no generation" and "no communication" differ). */
export function tipoDoStatus(status: string, motivo: string | null): TipoAlerta | null {
  if (status === 'erro') return 'falha_inversor';
  if (status === 'offline' && motivo?.startsWith('Sem comunicação')) return 'sem_comunicacao';
  if (status === 'aviso' && motivo?.startsWith('Geração')) return 'geracao_baixa';
  return null;
}

/** Daylight at the plant (7h–17h in its zone): a plant silent at night is not an alert. */
export function diaNaUsina(agora: Date, fuso: string): boolean {
  const hora = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: fuso, hour: '2-digit', hourCycle: 'h23' }).format(agora),
  );
  return hora >= 7 && hora < 17;
}

/**
 * Opens an episode when the plant enters a condition (and notifies, once, everyone in the company
 * who may see plants) and closes the episodes whose condition ended. Idempotent per evaluation.
 */
export async function avaliarAlertas(ctx: AppContext, usinaId: number) {
  const u = await situacaoDaUsina(ctx, usinaId);
  if (!u) return { abertos: [] as TipoAlerta[], fechados: [] as TipoAlerta[] };
  const tipo = tipoDoStatus(u.status, u.statusMotivo);
  const abertos = await ctx.db
    .select()
    .from(alertas)
    .where(and(eq(alertas.usinaId, u.id), isNull(alertas.fechadoEm)));
  const fechados: TipoAlerta[] = [];
  for (const a of abertos) {
    if (a.tipo === tipo) continue;
    await ctx.db.update(alertas).set({ fechadoEm: ctx.now() }).where(eq(alertas.id, a.id));
    fechados.push(a.tipo as TipoAlerta);
    await ctx.eventos.emitir(ctx, {
      tipo: 'alerta_fechado',
      empresaId: u.empresaId,
      usinaId: u.id,
      alertaId: a.id,
      alertaTipo: a.tipo,
    });
  }
  const novos: TipoAlerta[] = [];
  const jaAberto = abertos.some((a) => a.tipo === tipo);
  if (tipo && !jaAberto && (tipo !== 'sem_comunicacao' || diaNaUsina(ctx.now(), u.fusoHorario))) {
    const [novo] = await ctx.db
      .insert(alertas)
      .values({ empresaId: u.empresaId, usinaId: u.id, tipo, mensagem: u.statusMotivo, abertoEm: ctx.now() })
      .onConflictDoNothing()
      .returning();
    if (novo) {
      novos.push(tipo);
      // A plant restricted to some employees alerts only them (and partners and supervisors).
      const restritos = await usuariosResponsaveis(ctx, u.id);
      const chefes = restritos ? new Set(await usuariosChefes(ctx, u.empresaId)) : null;
      const destinatarios = (await usuariosComPermissao(ctx, u.empresaId, 'usina:view')).filter(
        (id) => !restritos || restritos.includes(id) || chefes?.has(id),
      );
      for (const usuarioId of destinatarios)
        await notificar(ctx, usuarioId, {
          tipo: `alerta_${tipo}`,
          titulo: `${TITULOS[tipo]}: ${u.nome}`,
          mensagem: u.statusMotivo,
          link: `/usinas/${u.uuid}`,
          empresaId: u.empresaId,
        });
      // After the people are told: automations may open a service request (decision 039).
      await ctx.eventos.emitir(ctx, {
        tipo: 'alerta_aberto',
        empresaId: u.empresaId,
        usinaId: u.id,
        alertaId: novo.id,
        alertaTipo: tipo,
      });
    }
  }
  return { abertos: novos, fechados };
}

/** The company's alerts, newest first; `abertos` lists only open episodes. */
export async function listar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Pick<Paginacao, 'page' | 'limit'> & { abertos?: boolean },
) {
  const where = and(eq(alertas.empresaId, empresa.id), p.abertos ? isNull(alertas.fechadoEm) : undefined);
  const rows = await ctx.db
    .select()
    .from(alertas)
    .where(where)
    .orderBy(desc(alertas.abertoEm), desc(alertas.id))
    .limit(p.limit)
    .offset(offset(p));
  const total = (await ctx.db.select({ id: alertas.id }).from(alertas).where(where)).length;
  const usinas = await usinasPorId(
    ctx,
    rows.map((a) => a.usinaId),
  );
  return {
    // Every alert has its plant (deleting a plant deletes its alerts).
    data: rows.flatMap((a) => {
      const usina = usinas.get(a.usinaId);
      return usina
        ? [
            {
              uuid: a.uuid,
              tipo: a.tipo,
              titulo: TITULOS[a.tipo as TipoAlerta] ?? a.tipo,
              mensagem: a.mensagem,
              aberto_em: a.abertoEm.toISOString(),
              fechado_em: a.fechadoEm?.toISOString() ?? null,
              usina,
            },
          ]
        : [];
    }),
    meta: meta(total, p),
  };
}
