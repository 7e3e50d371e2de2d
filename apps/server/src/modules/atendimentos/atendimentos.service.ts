import { hojeNoFuso } from '@irradia/shared/format/fuso';
import {
  acoesDoAtendimento,
  type DadosAtendimento,
  type PapelAtendimento,
  type StatusAtendimento,
} from '@irradia/shared/servicos/atendimentos.schema';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { atendimentoEventos, atendimentos } from '../../db/schema/atendimentos.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { eventosParaApi } from '../empresas/empresas.eventos.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { tipoDaEmpresa } from '../empresas/empresas.vitrine.ts';
import { eventosDoCartao, juntarHistoricos } from '../quadros/quadros.historico.ts';
import { servicoOferecido, servicosPorIds } from '../servicos/servicos.consultas.ts';
import { avisarOutroLado } from './atendimentos.avisos.ts';

// Service requests (decision 028). A request belongs to the prestador (`empresaId`, who does the
// work); the company that asked for it is `solicitanteEmpresaId`. Both see it; anyone else gets 404.

export type LinhaAtendimento = typeof atendimentos.$inferSelect;

export interface FiltroAtendimentos extends Paginacao {
  papel?: PapelAtendimento;
  status?: StatusAtendimento;
}

/** The caller's side of a request it can see. */
export const papelDe = (a: LinhaAtendimento, empresaId: number): PapelAtendimento =>
  a.empresaId === empresaId ? 'prestador' : 'solicitante';

/** Requests the company is on either side of (or only on `papel`). */
function visiveis(empresaId: number, papel?: PapelAtendimento): SQL {
  if (papel === 'prestador') return eq(atendimentos.empresaId, empresaId);
  if (papel === 'solicitante') return eq(atendimentos.solicitanteEmpresaId, empresaId);
  return or(eq(atendimentos.empresaId, empresaId), eq(atendimentos.solicitanteEmpresaId, empresaId)) as SQL;
}

export async function paraApi(ctx: AppContext, empresaId: number, rows: LinhaAtendimento[]) {
  const empresas = await empresasPorIds(
    ctx,
    rows.flatMap((a) => [a.empresaId, ...(a.solicitanteEmpresaId === null ? [] : [a.solicitanteEmpresaId])]),
  );
  const servicos = await servicosPorIds(
    ctx,
    rows.flatMap((a) => (a.servicoId === null ? [] : [a.servicoId])),
  );
  const resumo = (id: number) => {
    const e = empresas.get(id);
    return { uuid: e?.uuid ?? '', nome: e?.nome ?? 'Empresa excluída' };
  };
  return rows.map((a) => {
    const papel = papelDe(a, empresaId);
    // A request the prestador recorded itself has no other side: it may cancel it.
    const acoes =
      a.solicitanteEmpresaId === null
        ? [...acoesDoAtendimento(a.status, 'prestador'), ...acoesDoAtendimento(a.status, 'solicitante')]
        : acoesDoAtendimento(a.status, papel);
    return {
      uuid: a.uuid,
      numero: a.numero,
      status: a.status as StatusAtendimento,
      papel,
      prestador: resumo(a.empresaId),
      solicitante: a.solicitanteEmpresaId === null ? null : resumo(a.solicitanteEmpresaId),
      servico: a.servicoId === null ? null : (servicos.get(a.servicoId) ?? null),
      titulo: a.titulo,
      descricao: a.descricao,
      local: a.local,
      data_desejada: a.dataDesejada,
      preco_rs: a.precoCentavos === null ? null : a.precoCentavos / 100,
      motivo: a.motivo,
      acoes,
      criado_em: a.criadoEm.toISOString(),
      atualizado_em: a.atualizadoEm.toISOString(),
    };
  });
}
export type AtendimentoApi = Awaited<ReturnType<typeof paraApi>>[number];

/** Newest first; search matches the number, the title or the description. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroAtendimentos) {
  const f: SQL[] = [visiveis(empresa.id, p.papel)];
  if (p.status) f.push(eq(atendimentos.status, p.status));
  if (p.search) {
    const termo = p.search.replace(/^#/, '');
    const busca = [
      ilike(atendimentos.titulo, likeTerm(termo)),
      ilike(atendimentos.descricao, likeTerm(termo)),
    ];
    if (/^\d{1,9}$/.test(termo)) busca.push(eq(atendimentos.numero, Number(termo)));
    f.push(or(...busca) as SQL);
  }
  const where = and(...f);
  const [total] = await ctx.db.select({ n: count() }).from(atendimentos).where(where);
  const rows = await ctx.db
    .select()
    .from(atendimentos)
    .where(where)
    .orderBy(desc(atendimentos.criadoEm), desc(atendimentos.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await paraApi(ctx, empresa.id, rows), meta: meta(total?.n ?? 0, p) };
}

/** A request the company is on either side of; anything else is a 404. */
export async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [a] = await ctx.db
    .select()
    .from(atendimentos)
    .where(and(eq(atendimentos.uuid, uuid), visiveis(empresa.id)));
  if (!a) throw new AppError('NAO_ENCONTRADO');
  return a;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [r] = await paraApi(ctx, empresa.id, [await buscar(ctx, empresa, uuid)]);
  return r as AtendimentoApi;
}

/**
 * Requests a prestador's offered service for the caller's company: status `aberto`, numbered in
 * the prestador's sequence (an advisory lock per prestador keeps two requests off the same number).
 */
export async function criar(
  ctx: AppContext,
  sessao: SessaoAtual,
  empresa: EmpresaAtual,
  d: DadosAtendimento,
) {
  const servico = await servicoOferecido(ctx, d.servico);
  const indisponivel = () =>
    erroValidacao([{ field: 'servico', rule: 'exists', message: 'Selecione um serviço disponível' }]);
  if (!servico || (await tipoDaEmpresa(ctx, servico.empresaId)) !== 'prestador') throw indisponivel();
  if (servico.empresaId === empresa.id)
    throw erroValidacao([
      { field: 'servico', rule: 'own', message: 'Sua empresa não pode solicitar um serviço dela mesma' },
    ]);
  if (d.data_desejada && d.data_desejada < hojeNoFuso(ctx.now(), 'America/Sao_Paulo'))
    throw erroValidacao([
      { field: 'data_desejada', rule: 'after', message: 'A data desejada não pode ser no passado' },
    ]);
  const agora = ctx.now();
  const criado = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('atendimentos.numero'), ${servico.empresaId})`,
    );
    const [ultimo] = await tx
      .select({ n: sql<number>`coalesce(max(${atendimentos.numero}), 0)` })
      .from(atendimentos)
      .where(eq(atendimentos.empresaId, servico.empresaId));
    const [a] = await tx
      .insert(atendimentos)
      .values({
        empresaId: servico.empresaId,
        numero: Number(ultimo?.n ?? 0) + 1,
        solicitanteEmpresaId: empresa.id,
        servicoId: servico.id,
        titulo: d.titulo ?? servico.nome,
        descricao: d.descricao,
        status: 'aberto',
        local: d.local,
        dataDesejada: d.data_desejada,
        precoCentavos: servico.precoCentavos,
        criadoPor: sessao.usuarioId,
        criadoEm: agora,
        atualizadoEm: agora,
      })
      .returning();
    if (!a) throw new Error('insert atendimentos returned nothing');
    await tx.insert(atendimentoEventos).values({
      atendimentoId: a.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: null,
      para: 'aberto',
      mensagem: null,
      criadoEm: agora,
    });
    return a;
  });
  await avisarOutroLado(ctx, criado, empresa.id);
  const [r] = await paraApi(ctx, empresa.id, [criado]);
  return r as AtendimentoApi;
}

/** Oldest first: the creation, each change of status and (for the working company) of the card, by whom. */
export async function historico(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const a = await buscar(ctx, empresa, uuid);
  const rows = await ctx.db
    .select()
    .from(atendimentoEventos)
    .where(eq(atendimentoEventos.atendimentoId, a.id))
    .orderBy(asc(atendimentoEventos.criadoEm), asc(atendimentoEventos.id));
  const status = await eventosParaApi(ctx, rows);
  // The board is the working company's own: the requester sees only the status changes.
  if (a.empresaId !== empresa.id) return { data: status };
  return { data: juntarHistoricos(status, await eventosDoCartao(ctx, 'atendimento', a.id)) };
}
