import { and, asc, eq } from 'drizzle-orm';
import { unidades } from '../../db/schema/unidades.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { porId as concessionariaPorId } from '../concessionarias/concessionarias.service.ts';
import { usinaDoCliente } from '../usinas/usinas.consultas.ts';

/** A consumer unit of a customer's plant, as the proposal's consumption reads it. */
export interface UnidadeDoCliente {
  id: number;
  uuid: string;
  nome: string | null;
  matricula: string;
  concessionaria: string | null;
  fornecimento: string;
  gd: string;
}

/** The units on the plants of the customer `clienteId` that the caller sees, oldest first. */
export async function unidadesDoCliente(
  ctx: AppContext,
  empresa: EmpresaAtual,
  clienteId: number,
): Promise<UnidadeDoCliente[]> {
  const lista = await ctx.db
    .select()
    .from(unidades)
    .where(
      and(
        eq(unidades.empresaId, empresa.id),
        await usinaDoCliente(ctx, empresa, clienteId, unidades.usinaId),
      ),
    )
    .orderBy(asc(unidades.id));
  const nomes = new Map<number, string | null>();
  for (const id of new Set(lista.map((u) => u.concessionariaId))) {
    nomes.set(id, (await concessionariaPorId(ctx, id)).nome);
  }
  return lista.map((u) => ({
    id: u.id,
    uuid: u.uuid,
    nome: u.nome,
    matricula: u.matricula,
    concessionaria: nomes.get(u.concessionariaId) ?? null,
    fornecimento: u.fornecimento,
    gd: u.gd,
  }));
}
