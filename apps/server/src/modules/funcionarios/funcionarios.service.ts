import type {
  TFuncionario,
  ZFuncionarioAtualizar,
  ZFuncionarioEntrada,
} from '@irradia/shared/equipe/equipe.schema';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { funcionarios } from '../../db/schema/funcionarios.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { buscarCargo, cargosPorIds, setorDoCargo } from '../cargos/cargos.service.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { criarLinkPrimeiroAcesso } from '../usuarios/recuperacao.ts';
import { emailPrimeiroAcesso } from '../usuarios/usuarios.mail.ts';
import { obterOuCriarConvidado } from '../usuarios/usuarios.service.ts';
import { emailConvite } from './funcionarios.mail.ts';

type Funcionario = typeof funcionarios.$inferSelect;
type Entrada = z.output<typeof ZFuncionarioEntrada>;
type Atualizar = z.output<typeof ZFuncionarioAtualizar>;

function status(f: Funcionario): TFuncionario['status'] {
  if (f.demitidoEm) return 'demitido';
  return f.aprovadoEm ? 'contratado' : 'aguardando';
}

function paraApi(f: Funcionario, cargo: { uuid: string; nome: string } | null): TFuncionario {
  return {
    uuid: f.uuid,
    nome: f.nome,
    email: f.email,
    telefone: f.telefone,
    whatsapp: f.whatsapp,
    cargo,
    contratado_em: f.contratadoEm,
    demitido_em: f.demitidoEm,
    is_socio: f.isSocio,
    status: status(f),
  };
}

/** The rows in the API shape, each with its position's uuid and name. */
async function comCargos(ctx: AppContext, rows: Funcionario[]): Promise<TFuncionario[]> {
  const cargos = await cargosPorIds(
    ctx,
    rows.flatMap((f) => (f.cargoId === null ? [] : [f.cargoId])),
  );
  return rows.map((f) => paraApi(f, (f.cargoId !== null && cargos.get(f.cargoId)) || null));
}

async function detalhe(ctx: AppContext, id: number): Promise<TFuncionario> {
  const [row] = await ctx.db.select().from(funcionarios).where(eq(funcionarios.id, id));
  if (!row) throw new AppError('NAO_ENCONTRADO');
  const [f] = await comCargos(ctx, [row]);
  if (!f) throw new AppError('NAO_ENCONTRADO');
  return f;
}

async function buscarFuncionario(ctx: AppContext, empresa: EmpresaAtual, uuid: string): Promise<Funcionario> {
  const [f] = await ctx.db
    .select()
    .from(funcionarios)
    .where(and(eq(funcionarios.uuid, uuid), eq(funcionarios.empresaId, empresa.id)));
  if (!f) throw new AppError('NAO_ENCONTRADO');
  return f;
}

export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: Paginacao & { removidos?: boolean }) {
  const filtros: SQL[] = [
    eq(funcionarios.empresaId, empresa.id),
    p.removidos ? isNotNull(funcionarios.demitidoEm) : isNull(funcionarios.demitidoEm),
  ];
  if (p.search)
    filtros.push(
      or(ilike(funcionarios.nome, likeTerm(p.search)), ilike(funcionarios.email, likeTerm(p.search))) as SQL,
    );
  const where = and(...filtros);
  const [total] = await ctx.db.select({ n: count() }).from(funcionarios).where(where);
  const rows = await ctx.db
    .select()
    .from(funcionarios)
    .where(where)
    .orderBy(asc(funcionarios.nome))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await comCargos(ctx, rows), meta: meta(total?.n ?? 0, p) };
}

async function cargoId(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string | undefined,
): Promise<number | null> {
  if (!uuid) return null;
  const c = await buscarCargo(ctx, empresa, uuid).catch(() => {
    throw erroValidacao([{ field: 'cargo', rule: 'exists', message: 'Selecione um cargo' }]);
  });
  if (c.extintoEm)
    throw erroValidacao([{ field: 'cargo', rule: 'exists', message: 'Este cargo foi extinto' }]);
  return c.id;
}

/**
 * Spec §4: hiring an e-mail with no account creates one and sends the first-access link; an
 * e-mail that already has an account waits for that person to accept ("aguardando").
 */
export async function contratar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  input: Entrada,
): Promise<TFuncionario> {
  // The plan's user limit (decision 041): an invitation holds a seat; checked before any account is made.
  await ctx.limites.verificar(ctx, empresa.id, { usuarios: 1 });
  const cargo = await cargoId(ctx, empresa, input.cargo);
  const { usuario, novo } = await obterOuCriarConvidado(ctx, {
    nome: input.nome,
    email: input.email,
    telefone: input.telefone,
  });
  const [ativo] = await ctx.db
    .select({ id: funcionarios.id })
    .from(funcionarios)
    .where(
      and(
        eq(funcionarios.empresaId, empresa.id),
        eq(funcionarios.usuarioId, usuario.id),
        isNull(funcionarios.demitidoEm),
      ),
    );
  if (ativo)
    throw erroValidacao([{ field: 'email', rule: 'unique', message: 'Esta pessoa já faz parte da equipe' }]);
  const [f] = await ctx.db
    .insert(funcionarios)
    .values({
      empresaId: empresa.id,
      usuarioId: usuario.id,
      cargoId: cargo,
      nome: input.nome,
      email: input.email,
      telefone: input.telefone ?? null,
      whatsapp: input.whatsapp ?? null,
      contratadoEm: input.contratado_em ?? ctx.now().toISOString().slice(0, 10),
      aprovadoEm: novo ? ctx.now() : null,
    })
    .returning();
  if (!f) throw new Error('insert funcionarios returned nothing');
  await ctx.acesso.invalidar({ usuarios: [usuario.id] });
  const nomeEmpresa = (await empresasPorIds(ctx, [empresa.id])).get(empresa.id)?.nome ?? 'Uma empresa';
  const produto = ctx.config.productName;
  const mail = novo
    ? emailPrimeiroAcesso(
        produto,
        input.nome,
        input.email,
        nomeEmpresa,
        await criarLinkPrimeiroAcesso(ctx, usuario.id),
      )
    : emailConvite(produto, usuario.nome, usuario.email, nomeEmpresa, `${ctx.config.appUrl}/app/`);
  await ctx.mailer.send(mail).catch((err: unknown) => ctx.log.warn({ err }, 'hiring e-mail not sent'));
  // Someone who already has an account decides on the dashboard's invitations card.
  if (!novo)
    await notificar(ctx, usuario.id, {
      tipo: 'convite_equipe',
      titulo: `Convite para a equipe de ${nomeEmpresa}`,
      mensagem: 'Aceite ou recuse o convite no painel.',
      link: '/',
      empresaId: empresa.id,
    });
  return detalhe(ctx, f.id);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, input: Atualizar) {
  const f = await buscarFuncionario(ctx, empresa, uuid);
  const cargo = input.cargo !== undefined ? await cargoId(ctx, empresa, input.cargo) : undefined;
  await ctx.db
    .update(funcionarios)
    .set({
      ...(input.nome !== undefined ? { nome: input.nome } : {}),
      ...(input.telefone !== undefined ? { telefone: input.telefone } : {}),
      ...(input.whatsapp !== undefined ? { whatsapp: input.whatsapp } : {}),
      ...(input.contratado_em !== undefined ? { contratadoEm: input.contratado_em } : {}),
      ...(cargo !== undefined ? { cargoId: cargo } : {}),
    })
    .where(eq(funcionarios.id, f.id));
  if (cargo !== undefined && f.usuarioId !== null) await ctx.acesso.invalidar({ usuarios: [f.usuarioId] });
  return detalhe(ctx, f.id);
}

/** Fired employees leave the team (separate list); a partner cannot fire themself. */
export async function demitir(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  data?: string | null,
) {
  const f = await buscarFuncionario(ctx, empresa, uuid);
  if (f.usuarioId === sessao.usuarioId)
    throw new AppError('SEM_PERMISSAO', 'Você não pode demitir a si mesmo');
  await ctx.db
    .update(funcionarios)
    .set({ demitidoEm: data ?? ctx.now().toISOString().slice(0, 10), isSocio: false })
    .where(eq(funcionarios.id, f.id));
  if (f.usuarioId !== null) await ctx.acesso.invalidar({ usuarios: [f.usuarioId] });
  return detalhe(ctx, f.id);
}

/** Spec §4: made partner, or undone. Only partners (or the system admin) decide it. */
export async function definirSocio(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  socio: boolean,
) {
  if (!empresa.isSocio && !sessao.isAdmin)
    throw new AppError('SEM_PERMISSAO', 'Só sócios podem mudar quem é sócio');
  const f = await buscarFuncionario(ctx, empresa, uuid);
  if (f.demitidoEm) throw new AppError('NAO_ENCONTRADO');
  if (!socio && f.usuarioId === sessao.usuarioId)
    throw new AppError('SEM_PERMISSAO', 'Você não pode deixar de ser sócio por conta própria');
  await ctx.db.update(funcionarios).set({ isSocio: socio }).where(eq(funcionarios.id, f.id));
  if (f.usuarioId !== null) await ctx.acesso.invalidar({ usuarios: [f.usuarioId] });
  return detalhe(ctx, f.id);
}

/** The invitations waiting for this user's answer, across companies. */
export async function convites(ctx: AppContext, sessao: SessaoAtual) {
  const rows = await ctx.db
    .select({ uuid: funcionarios.uuid, empresaId: funcionarios.empresaId, criadoEm: funcionarios.criadoEm })
    .from(funcionarios)
    .where(
      and(
        eq(funcionarios.usuarioId, sessao.usuarioId),
        isNull(funcionarios.aprovadoEm),
        isNull(funcionarios.demitidoEm),
      ),
    )
    .orderBy(asc(funcionarios.criadoEm));
  const empresas = await empresasPorIds(
    ctx,
    rows.map((r) => r.empresaId),
  );
  // A deleted company's invitation is no longer offered.
  return rows.flatMap((r) => {
    const e = empresas.get(r.empresaId);
    if (!e || e.excluida) return [];
    return [{ uuid: r.uuid, empresa: { uuid: e.uuid, nome: e.nome }, criado_em: r.criadoEm.toISOString() }];
  });
}

/** The invited person accepts (joins the company) or declines (the invitation ends). */
export async function responderConvite(ctx: AppContext, sessao: SessaoAtual, uuid: string, aceitar: boolean) {
  const [f] = await ctx.db
    .select()
    .from(funcionarios)
    .where(
      and(
        eq(funcionarios.uuid, uuid),
        eq(funcionarios.usuarioId, sessao.usuarioId),
        isNull(funcionarios.aprovadoEm),
        isNull(funcionarios.demitidoEm),
      ),
    );
  if (!f) throw new AppError('NAO_ENCONTRADO');
  await ctx.db
    .update(funcionarios)
    .set(aceitar ? { aprovadoEm: ctx.now() } : { demitidoEm: ctx.now().toISOString().slice(0, 10) })
    .where(eq(funcionarios.id, f.id));
  await ctx.acesso.invalidar({ usuarios: [sessao.usuarioId] });
  return detalhe(ctx, f.id);
}

/** Active employees (hired and not fired) of the company, in total and per sector of their position. */
export async function contarPorSetor(ctx: AppContext, empresa: EmpresaAtual) {
  const pessoas = ctx.db
    .select({
      setor: sql<string>`coalesce(${setorDoCargo(funcionarios.cargoId, empresa.id)}, 'Sem setor')`.as(
        'setor',
      ),
    })
    .from(funcionarios)
    .where(
      and(
        eq(funcionarios.empresaId, empresa.id),
        isNotNull(funcionarios.aprovadoEm),
        isNull(funcionarios.demitidoEm),
      ),
    )
    .as('pessoas');
  const rows = await ctx.db
    .select({ setor: pessoas.setor, total: count() })
    .from(pessoas)
    .groupBy(pessoas.setor)
    .orderBy(desc(count()), asc(pessoas.setor));
  return {
    total: rows.reduce((a, r) => a + r.total, 0),
    por_setor: rows.map((r) => ({ setor: r.setor, total: r.total })),
  };
}
