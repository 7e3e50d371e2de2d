import type { Acao, Condicoes, Gatilho, TAutomacaoEntrada } from '@irradia/shared/quadros/automacoes.schema';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import { automacaoExecucoes, automacoes } from '../../db/schema/automacoes.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao, violouUnico } from '../../platform/errors.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { funcionariosAtivos } from '../funcionarios/funcionarios.consultas.ts';
import { referenciasValidas } from '../quadros/quadros.referencias.ts';
import { fasesDe, quadroPadrao } from '../quadros/quadros.service.ts';

// Automation rules (decision 039): the company's own, plus one built in — off until enabled —
// that opens a service request for an inverter fault or a plant offline in daylight, assigned to
// the plant's responsible employee, and closes it when the alert ends.

export type LinhaAutomacao = typeof automacoes.$inferSelect;

export const PADRAO_ALERTA = 'alerta_atendimento';

async function garantirPadrao(ctx: AppContext, empresaId: number) {
  const [ja] = await ctx.db
    .select({ id: automacoes.id })
    .from(automacoes)
    .where(and(eq(automacoes.empresaId, empresaId), eq(automacoes.padrao, PADRAO_ALERTA)));
  if (ja) return;
  const quadro = await quadroPadrao(ctx, empresaId, 'atendimentos');
  const primeira = (await fasesDe(ctx, [quadro.id])).find((f) => !f.fechada);
  if (!primeira) return;
  const acoes: Acao[] = [
    {
      tipo: 'criar_atendimento',
      quadro: quadro.uuid,
      fase: primeira.uuid,
      titulo: '{{alerta}}: {{usina}}',
      fechar_quando_terminar: true,
    },
    { tipo: 'atribuir_responsavel_usina' },
  ];
  try {
    await ctx.db.insert(automacoes).values({
      empresaId,
      nome: 'Falha de inversor ou usina offline de dia abre uma solicitação',
      gatilho: 'alerta_aberto',
      condicoes: { alertas: ['falha_inversor', 'sem_comunicacao'] },
      acoes,
      ativa: false,
      padrao: PADRAO_ALERTA,
      criadoEm: ctx.now(),
    });
  } catch (err) {
    if (!violouUnico(err)) throw err;
  }
}

async function paraApi(ctx: AppContext, rows: LinhaAutomacao[]) {
  const ids = rows.map((r) => r.id);
  const stats = ids.length
    ? await ctx.db
        .select({ id: automacaoExecucoes.automacaoId, n: count(), ultima: max(automacaoExecucoes.criadoEm) })
        .from(automacaoExecucoes)
        .where(inArray(automacaoExecucoes.automacaoId, ids))
        .groupBy(automacaoExecucoes.automacaoId)
    : [];
  const porId = new Map(stats.map((s) => [s.id, s]));
  return rows.map((r) => ({
    uuid: r.uuid,
    nome: r.nome,
    gatilho: r.gatilho as Gatilho,
    condicoes: r.condicoes as Condicoes,
    acoes: r.acoes as Acao[],
    ativa: r.ativa,
    padrao: r.padrao,
    execucoes: Number(porId.get(r.id)?.n ?? 0),
    ultima_execucao: porId.get(r.id)?.ultima
      ? new Date(porId.get(r.id)?.ultima as Date | string).toISOString()
      : null,
    criado_em: r.criadoEm.toISOString(),
  }));
}

async function umaParaApi(ctx: AppContext, r: LinhaAutomacao) {
  const [a] = await paraApi(ctx, [r]);
  if (!a) throw new Error('automação sem resposta');
  return a;
}

/** The built-in rule first, then the company's by name. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual) {
  await garantirPadrao(ctx, empresa.id);
  const rows = await ctx.db
    .select()
    .from(automacoes)
    .where(eq(automacoes.empresaId, empresa.id))
    .orderBy(asc(automacoes.padrao), asc(automacoes.nome));
  return { data: await paraApi(ctx, rows) };
}

export async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [r] = await ctx.db
    .select()
    .from(automacoes)
    .where(and(eq(automacoes.uuid, uuid), eq(automacoes.empresaId, empresa.id)));
  if (!r) throw new AppError('NAO_ENCONTRADO', 'Automação não encontrada');
  return r;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return umaParaApi(ctx, await buscar(ctx, empresa, uuid));
}

/** Every board, stage, label, employee and customer a rule names must be the company's. */
async function conferir(
  ctx: AppContext,
  empresa: EmpresaAtual,
  gatilho: string,
  condicoes: Condicoes,
  acoes: Acao[],
) {
  const erros = await referenciasValidas(ctx, empresa, condicoes, acoes);
  for (const [i, a] of acoes.entries()) {
    if (a.tipo === 'notificar' && a.para === 'funcionario') {
      if (!a.funcionario)
        erros.push({ field: `acoes.${i}.funcionario`, rule: 'required', message: 'Selecione o funcionário' });
      else if ((await funcionariosAtivos(ctx, empresa.id, [a.funcionario])).length === 0)
        erros.push({
          field: `acoes.${i}.funcionario`,
          rule: 'exists',
          message: 'Funcionário não encontrado',
        });
    }
    if (a.tipo === 'criar_atendimento' && a.fechar_quando_terminar && gatilho !== 'alerta_aberto')
      erros.push({
        field: `acoes.${i}.fechar_quando_terminar`,
        rule: 'trigger',
        message: 'Só uma solicitação aberta por um alerta fecha quando o alerta termina',
      });
  }
  if (
    condicoes.valor_min_rs !== undefined &&
    condicoes.valor_max_rs !== undefined &&
    condicoes.valor_min_rs > condicoes.valor_max_rs
  )
    erros.push({
      field: 'condicoes.valor_max_rs',
      rule: 'min',
      message: 'O valor máximo deve ser maior que o mínimo',
    });
  if (erros.length) throw erroValidacao(erros);
}

export async function criar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: TAutomacaoEntrada & { condicoes: Condicoes; ativa: boolean },
) {
  await conferir(ctx, empresa, d.gatilho, d.condicoes, d.acoes);
  const [r] = await ctx.db
    .insert(automacoes)
    .values({
      empresaId: empresa.id,
      nome: d.nome,
      gatilho: d.gatilho,
      condicoes: d.condicoes,
      acoes: d.acoes,
      ativa: d.ativa,
      criadoEm: ctx.now(),
    })
    .returning();
  return umaParaApi(ctx, r as LinhaAutomacao);
}

export async function editar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: {
    nome?: string | undefined;
    gatilho?: Gatilho | undefined;
    condicoes?: Condicoes | undefined;
    acoes?: Acao[] | undefined;
    ativa?: boolean | undefined;
  },
) {
  const r = await buscar(ctx, empresa, uuid);
  const gatilho = d.gatilho ?? (r.gatilho as Gatilho);
  const condicoes = d.condicoes ?? (r.condicoes as Condicoes);
  const acoes = d.acoes ?? (r.acoes as Acao[]);
  if (d.gatilho !== undefined || d.condicoes !== undefined || d.acoes !== undefined)
    await conferir(ctx, empresa, gatilho, condicoes, acoes);
  const [novo] = await ctx.db
    .update(automacoes)
    .set({
      ...(d.nome !== undefined ? { nome: d.nome } : {}),
      gatilho,
      condicoes,
      acoes,
      ...(d.ativa !== undefined ? { ativa: d.ativa } : {}),
    })
    .where(eq(automacoes.id, r.id))
    .returning();
  return umaParaApi(ctx, novo ?? r);
}

/** The built-in rule is paused, never deleted. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const r = await buscar(ctx, empresa, uuid);
  if (r.padrao)
    throw erroValidacao([
      { field: 'automacao', rule: 'default', message: 'A automação padrão não pode ser excluída; pause-a' },
    ]);
  await ctx.db.delete(automacoes).where(eq(automacoes.id, r.id));
}

export async function execucoes(ctx: AppContext, empresa: EmpresaAtual, uuid: string, p: Paginacao) {
  const r = await buscar(ctx, empresa, uuid);
  const [n] = await ctx.db
    .select({ n: count() })
    .from(automacaoExecucoes)
    .where(eq(automacaoExecucoes.automacaoId, r.id));
  const rows = await ctx.db
    .select()
    .from(automacaoExecucoes)
    .where(eq(automacaoExecucoes.automacaoId, r.id))
    .orderBy(desc(automacaoExecucoes.criadoEm), desc(automacaoExecucoes.id))
    .limit(p.limit)
    .offset(offset(p));
  return {
    data: rows.map((e) => ({
      uuid: e.uuid,
      gatilho: e.gatilho as Gatilho,
      evento: e.evento,
      status: e.status as 'ok' | 'erro' | 'ciclo',
      acoes: e.acoes as Array<{ tipo: Acao['tipo']; resultado: string; ok: boolean }>,
      criado_em: e.criadoEm.toISOString(),
    })),
    meta: meta(Number(n?.n ?? 0), p),
  };
}
