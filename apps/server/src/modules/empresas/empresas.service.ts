import type {
  DadosAtualizarEmpresa,
  DadosCriarEmpresa,
  TEmpresa,
  TEmpresaItem,
} from '@irradia/shared/empresas/empresas.schema';
import { mensagensEmpresa } from '@irradia/shared/empresas/empresas.schema';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { atribuicoes, cargos, empresas, funcionarios, usuarios } from '../../db/schema/index.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { removerArquivo, salvarImagem, urlArquivo } from '../arquivos/arquivos.service.ts';

type Empresa = typeof empresas.$inferSelect;

function empresaItem(e: Empresa): TEmpresaItem {
  return {
    uuid: e.uuid,
    tipo: e.tipo,
    cliente: {
      nome: e.nome,
      filial: e.filial,
      imagem_url: urlArquivo(e.imagemArquivo),
      endereco:
        e.logradouro || e.bairro || e.cidade
          ? {
              logradouro: e.logradouro,
              numero: e.numero,
              bairro: { nome: e.bairro, cidade: { nome: e.cidade } },
            }
          : null,
    },
  };
}

function empresaDetalhe(e: Empresa): TEmpresa {
  return {
    ...empresaItem(e),
    razao_social: e.razaoSocial,
    cnpj: e.cnpj,
    slogan: e.slogan,
    youtube: e.youtube,
    instagram: e.instagram,
    facebook: e.facebook,
    cep: e.cep,
    complemento: e.complemento,
    uf: e.uf,
    criado_em: e.criadoEm.toISOString(),
  };
}

/** An employee counts while approved and not fired (spec §4). */
const vinculoAtivo = and(isNotNull(funcionarios.aprovadoEm), isNull(funcionarios.demitidoEm));

/**
 * The company as this user stands in it: an active employee or partner gets the position's
 * permissions; a system admin may act in any company. Anything else: null (→ 403).
 */
export async function resolverEmpresa(
  ctx: AppContext,
  sessao: SessaoAtual,
  uuid: string,
): Promise<EmpresaAtual | null> {
  const [row] = await ctx.db
    .select({ empresa: empresas, funcionario: funcionarios })
    .from(empresas)
    .leftJoin(
      funcionarios,
      and(
        eq(funcionarios.empresaId, empresas.id),
        eq(funcionarios.usuarioId, sessao.usuarioId),
        vinculoAtivo,
      ),
    )
    .where(and(eq(empresas.uuid, uuid), isNull(empresas.excluidoEm)));
  if (!row) return null;
  const f = row.funcionario;
  if (!f && !sessao.isAdmin) return null;
  let permissoes = new Set<string>();
  if (f?.cargoId) {
    const lista = await ctx.db
      .select({ permissao: atribuicoes.permissao })
      .from(atribuicoes)
      .innerJoin(cargos, eq(cargos.id, atribuicoes.cargoId))
      .where(and(eq(atribuicoes.cargoId, f.cargoId), isNull(cargos.extintoEm)));
    permissoes = new Set(lista.map((p) => p.permissao));
  }
  return {
    id: row.empresa.id,
    uuid: row.empresa.uuid,
    tipo: row.empresa.tipo,
    funcionarioId: f?.id ?? null,
    permissoes,
    isSupervisor: f?.isSupervisor ?? false,
    isSocio: f?.isSocio ?? false,
  };
}

export async function listar(ctx: AppContext, sessao: SessaoAtual, p: Paginacao) {
  const filtros: SQL[] = [isNull(empresas.excluidoEm)];
  if (!sessao.isAdmin) {
    const minhas = ctx.db
      .select({ id: funcionarios.empresaId })
      .from(funcionarios)
      .where(and(eq(funcionarios.usuarioId, sessao.usuarioId), vinculoAtivo));
    filtros.push(inArray(empresas.id, minhas));
  }
  if (p.search) {
    const termo = likeTerm(p.search);
    filtros.push(
      or(ilike(empresas.nome, termo), ilike(empresas.razaoSocial, termo), ilike(empresas.cnpj, termo)) as SQL,
    );
  }
  const where = and(...filtros);
  const [total] = await ctx.db.select({ n: count() }).from(empresas).where(where);
  const rows = await ctx.db
    .select()
    .from(empresas)
    .where(where)
    .orderBy(asc(empresas.nome), asc(empresas.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map(empresaItem), meta: meta(total?.n ?? 0, p) };
}

function colunas(input: DadosAtualizarEmpresa) {
  const v = input as Record<string, string | null | undefined>;
  const map: Record<string, keyof typeof empresas.$inferInsert> = {
    nome: 'nome',
    razao_social: 'razaoSocial',
    cnpj: 'cnpj',
    filial: 'filial',
    slogan: 'slogan',
    youtube: 'youtube',
    instagram: 'instagram',
    facebook: 'facebook',
    cep: 'cep',
    logradouro: 'logradouro',
    numero: 'numero',
    complemento: 'complemento',
    bairro: 'bairro',
    cidade: 'cidade',
    uf: 'uf',
  };
  const out: Partial<typeof empresas.$inferInsert> = {};
  for (const [campo, coluna] of Object.entries(map)) {
    if (v[campo] !== undefined) (out as Record<string, unknown>)[coluna] = v[campo];
  }
  return out;
}

export async function criar(
  ctx: AppContext,
  sessao: SessaoAtual,
  atual: EmpresaAtual | null,
  input: DadosCriarEmpresa,
  imagem: UploadedFile | undefined,
): Promise<TEmpresa> {
  // Only a `sistema` company (or a system admin) may create another `sistema` company.
  if (input.tipo === 'sistema' && atual?.tipo !== 'sistema' && !sessao.isAdmin) {
    throw erroValidacao([
      { field: 'tipo', rule: 'enum', message: 'Só o sistema pode criar empresas do tipo sistema' },
    ]);
  }
  const [usuario] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, sessao.usuarioId));
  if (!usuario) throw new AppError('SESSAO_NAO_ENCONTRADA');
  const imagemArquivo = imagem ? await salvarImagem(ctx, imagem, { campo: 'imagem' }) : null;
  const empresa = await ctx.db.transaction(async (tx) => {
    const [e] = await tx
      .insert(empresas)
      .values({
        ...colunas(input),
        nome: input.nome,
        tipo: input.tipo,
        imagemArquivo,
        criadoPor: sessao.usuarioId,
      })
      .returning();
    if (!e) throw new Error('insert empresas returned nothing');
    // Its creator becomes its partner (sócio).
    await tx.insert(funcionarios).values({
      empresaId: e.id,
      usuarioId: usuario.id,
      nome: usuario.nome,
      email: usuario.email,
      telefone: usuario.telefone,
      isSocio: true,
      aprovadoEm: ctx.now(),
      contratadoEm: ctx.now().toISOString().slice(0, 10),
    });
    return e;
  });
  return empresaDetalhe(empresa);
}

async function buscarAtiva(ctx: AppContext, id: number): Promise<Empresa> {
  const [e] = await ctx.db
    .select()
    .from(empresas)
    .where(and(eq(empresas.id, id), isNull(empresas.excluidoEm)));
  if (!e) throw new AppError('NAO_ENCONTRADO');
  return e;
}

export async function detalhar(ctx: AppContext, alvo: EmpresaAtual): Promise<TEmpresa> {
  return empresaDetalhe(await buscarAtiva(ctx, alvo.id));
}

export async function atualizar(
  ctx: AppContext,
  alvo: EmpresaAtual,
  input: DadosAtualizarEmpresa,
  imagem: UploadedFile | undefined,
): Promise<TEmpresa> {
  const antes = await buscarAtiva(ctx, alvo.id);
  const imagemNova = imagem ? await salvarImagem(ctx, imagem, { campo: 'imagem' }) : undefined;
  const [e] = await ctx.db
    .update(empresas)
    .set({ ...colunas(input), ...(imagemNova ? { imagemArquivo: imagemNova } : {}), atualizadoEm: ctx.now() })
    .where(eq(empresas.id, alvo.id))
    .returning();
  if (!e) throw new AppError('NAO_ENCONTRADO');
  if (imagemNova && antes.imagemArquivo) await removerArquivo(ctx, antes.imagemArquivo);
  return empresaDetalhe(e);
}

/** Spec §5: deleting a company needs its exact name typed. */
export async function excluir(ctx: AppContext, alvo: EmpresaAtual, nomeDigitado: string): Promise<void> {
  const e = await buscarAtiva(ctx, alvo.id);
  if (nomeDigitado.trim() !== e.nome.trim()) {
    throw erroValidacao([{ field: 'nome', rule: 'confirmed', message: mensagensEmpresa.nomeDiferente }]);
  }
  await ctx.db.update(empresas).set({ excluidoEm: ctx.now() }).where(eq(empresas.id, e.id));
}

/** Counters of the admin area: companies created since a moment (today), and all of them. */
export async function contarEmpresas(ctx: AppContext, desde: Date): Promise<{ hoje: number; total: number }> {
  const [r] = await ctx.db
    .select({
      total: count(),
      hoje: sql<number>`count(*) filter (where ${empresas.criadoEm} >= ${desde.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(empresas)
    .where(isNull(empresas.excluidoEm));
  return { hoje: r?.hoje ?? 0, total: r?.total ?? 0 };
}

/** The employee and position of the caller in the selected company, for usuarios/me. */
export async function papelNaEmpresa(ctx: AppContext, atual: EmpresaAtual) {
  if (!atual.funcionarioId) return null;
  const [f] = await ctx.db
    .select({ uuid: funcionarios.uuid, cargoNome: cargos.nome })
    .from(funcionarios)
    .leftJoin(cargos, eq(cargos.id, funcionarios.cargoId))
    .where(eq(funcionarios.id, atual.funcionarioId));
  if (!f) return null;
  return {
    uuid: f.uuid,
    cargo: f.cargoNome
      ? {
          nome: f.cargoNome,
          atribuicoes: [...atual.permissoes].sort().map((codigo) => ({ permissao: { codigo } })),
        }
      : null,
  };
}

/**
 * Who in a company holds a permission (spec §6): active partners and supervisors, and employees
 * whose position carries it. Used to address company events (plant alerts) to the right people.
 */
export async function usuariosComPermissao(ctx: AppContext, empresaId: number, permissao: string) {
  const rows = await ctx.db
    .selectDistinct({ usuarioId: funcionarios.usuarioId })
    .from(funcionarios)
    .leftJoin(
      atribuicoes,
      and(eq(atribuicoes.cargoId, funcionarios.cargoId), eq(atribuicoes.permissao, permissao)),
    )
    .where(
      and(
        eq(funcionarios.empresaId, empresaId),
        vinculoAtivo,
        or(
          eq(funcionarios.isSocio, true),
          eq(funcionarios.isSupervisor, true),
          isNotNull(atribuicoes.cargoId),
        ),
      ),
    );
  return rows.map((r) => r.usuarioId).filter((id): id is number => id !== null);
}

/** Active partners and supervisors of a company (they see everything in it). */
export async function usuariosChefes(ctx: AppContext, empresaId: number) {
  const rows = await ctx.db
    .select({ usuarioId: funcionarios.usuarioId })
    .from(funcionarios)
    .where(
      and(
        eq(funcionarios.empresaId, empresaId),
        vinculoAtivo,
        or(eq(funcionarios.isSocio, true), eq(funcionarios.isSupervisor, true)),
      ),
    );
  return rows.map((r) => r.usuarioId);
}

/** The company's own CNPJ digits, or null when it has none on record. */
export async function cnpjDaEmpresa(ctx: AppContext, empresaId: number): Promise<string | null> {
  const [e] = await ctx.db.select({ cnpj: empresas.cnpj }).from(empresas).where(eq(empresas.id, empresaId));
  const digitos = e?.cnpj?.replace(/\D/g, '') ?? '';
  return digitos === '' ? null : digitos;
}

/**
 * The company acting on its own behalf (invoices filed from its inbound e-mail): it sees every
 * plant and holds no position. Null when the company does not exist or was deleted.
 */
export async function empresaComoSistema(ctx: AppContext, empresaId: number): Promise<EmpresaAtual | null> {
  const [e] = await ctx.db
    .select({ id: empresas.id, uuid: empresas.uuid, tipo: empresas.tipo })
    .from(empresas)
    .where(and(eq(empresas.id, empresaId), isNull(empresas.excluidoEm)));
  if (!e) return null;
  return { ...e, funcionarioId: null, permissoes: new Set(), isSupervisor: false, isSocio: false };
}
