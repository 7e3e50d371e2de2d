import type { Acao, Condicoes } from '@irradia/shared/quadros/automacoes.schema';
import { and, eq } from 'drizzle-orm';
import { classificacoes, fases, quadros } from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import type { CampoInvalido } from '../../platform/errors.ts';
import { clienteDaEmpresa } from '../clientes/clientes.service.ts';

// An automation rule may name only the company's own boards, stages, labels and customers; one of
// another company's is "not found", like everywhere else.

async function faseDaEmpresa(ctx: AppContext, empresaId: number, uuid: string) {
  const [f] = await ctx.db
    .select({ quadroUuid: quadros.uuid, tipo: quadros.tipo })
    .from(fases)
    .innerJoin(quadros, eq(quadros.id, fases.quadroId))
    .where(and(eq(fases.uuid, uuid), eq(quadros.empresaId, empresaId)));
  return f ?? null;
}

export async function referenciasValidas(
  ctx: AppContext,
  empresa: EmpresaAtual,
  condicoes: Condicoes,
  acoes: readonly Acao[],
): Promise<CampoInvalido[]> {
  const erros: CampoInvalido[] = [];
  const nao = (field: string, message: string) => erros.push({ field, rule: 'exists', message });
  if (condicoes.fase && !(await faseDaEmpresa(ctx, empresa.id, condicoes.fase)))
    nao('condicoes.fase', 'Fase não encontrada');
  if (condicoes.cliente && !(await clienteDaEmpresa(ctx, empresa, condicoes.cliente)))
    nao('condicoes.cliente', 'Cliente não encontrado');
  for (const [i, a] of acoes.entries()) {
    if (a.tipo === 'criar_atendimento') {
      const f = await faseDaEmpresa(ctx, empresa.id, a.fase);
      if (!f || f.quadroUuid !== a.quadro || f.tipo !== 'atendimentos')
        nao(`acoes.${i}.fase`, 'Escolha uma fase de um quadro de solicitações de serviço');
    }
    if (a.tipo === 'mover' && !(await faseDaEmpresa(ctx, empresa.id, a.fase)))
      nao(`acoes.${i}.fase`, 'Fase não encontrada');
    if (a.tipo === 'classificar') {
      const [c] = await ctx.db
        .select({ id: classificacoes.id })
        .from(classificacoes)
        .where(and(eq(classificacoes.uuid, a.classificacao), eq(classificacoes.empresaId, empresa.id)));
      if (!c) nao(`acoes.${i}.classificacao`, 'Etiqueta não encontrada');
    }
  }
  return erros;
}
