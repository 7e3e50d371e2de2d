import { semAcentos } from '@irradia/shared';
import type { BairroEntrada, CidadeEntrada, EstadoEntrada } from '@irradia/shared/geografia/geografia.schema';
import { and, asc, count, eq, ilike, inArray, like, type SQL } from 'drizzle-orm';
import { bairros, cidades, estados } from '../../db/schema/cidades.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao, violouChave, violouUnico } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { esquecerCepsDaCidade } from '../cep/cep.consultas.ts';
import { clientesNaCidade } from '../clientes/clientes.consultas.ts';

const estadoParaApi = (e: typeof estados.$inferSelect) => ({
  uuid: e.uuid,
  sigla: e.sigla,
  nome: e.nome,
  regiao: e.regiao,
  codigo_ibge: e.codigoIbge,
});

/** Spec §6: integrador holds cidade:edit/delete for its own irradiation; the city itself is sistema's. */
function exigirSistema(empresa: EmpresaAtual | null) {
  if (empresa?.tipo !== 'sistema')
    throw new AppError(
      'SEM_PERMISSAO',
      'Somente a administração do sistema altera cidades. Registre a irradiação própria em Irradiação solar',
    );
}

// ── Estados ──────────────────────────────────────────────────────────────────────────────────

export async function listarEstados(ctx: AppContext) {
  const rows = await ctx.db.select().from(estados).orderBy(asc(estados.nome));
  return rows.map(estadoParaApi);
}

async function buscarEstado(ctx: AppContext, chave: string) {
  const [e] = await ctx.db.select().from(estados).where(eq(estados.uuid, chave));
  if (!e) throw new AppError('NAO_ENCONTRADO', 'Estado não encontrado');
  return e;
}

const estadoRepetido = () =>
  erroValidacao([
    { field: 'sigla', rule: 'unique', message: 'Já existe um estado com esta sigla ou código IBGE' },
  ]);

const colunasEstado = (d: EstadoEntrada) => ({
  nome: d.nome,
  sigla: d.sigla,
  regiao: d.regiao,
  codigoIbge: d.codigo_ibge,
  latitude: d.latitude,
  longitude: d.longitude,
});

export async function criarEstado(ctx: AppContext, d: EstadoEntrada) {
  try {
    const [e] = await ctx.db.insert(estados).values(colunasEstado(d)).returning();
    if (!e) throw new Error('insert estados returned nothing');
    return estadoParaApi(e);
  } catch (err) {
    if (violouUnico(err)) throw estadoRepetido();
    throw err;
  }
}

export async function atualizarEstado(ctx: AppContext, uuid: string, d: EstadoEntrada) {
  const e = await buscarEstado(ctx, uuid);
  try {
    const [n] = await ctx.db.update(estados).set(colunasEstado(d)).where(eq(estados.id, e.id)).returning();
    if (!n) throw new AppError('NAO_ENCONTRADO', 'Estado não encontrado');
    return estadoParaApi(n);
  } catch (err) {
    if (violouUnico(err)) throw estadoRepetido();
    throw err;
  }
}

export async function excluirEstado(ctx: AppContext, uuid: string) {
  const e = await buscarEstado(ctx, uuid);
  const [n] = await ctx.db.select({ n: count() }).from(cidades).where(eq(cidades.estadoId, e.id));
  if ((n?.n ?? 0) > 0)
    throw new AppError('EM_USO', `Não é possível excluir: o estado tem ${n?.n} cidade(s) cadastrada(s)`);
  await ctx.db.delete(estados).where(eq(estados.id, e.id));
}

// ── Cidades ──────────────────────────────────────────────────────────────────────────────────

function cidadeParaApi(c: typeof cidades.$inferSelect, e: typeof estados.$inferSelect) {
  return {
    uuid: c.uuid,
    codigo_ibge: c.codigoIbge,
    nome: c.nome,
    capital: c.capital,
    latitude: c.latitude,
    longitude: c.longitude,
    ddd: c.ddd,
    fuso_horario: c.fusoHorario,
    estado: { sigla: e.sigla, nome: e.nome },
  };
}

/** Cities by state and name; accents and case are ignored ("sao paulo" finds "São Paulo"). */
export async function listarCidades(ctx: AppContext, p: Paginacao & { uf?: string }) {
  const filtros: SQL[] = [];
  if (p.uf) filtros.push(eq(estados.sigla, p.uf.toUpperCase()));
  if (p.search) filtros.push(like(cidades.nomeBusca, likeTerm(semAcentos(p.search.trim()))));
  const where = filtros.length ? and(...filtros) : undefined;
  const [total] = await ctx.db
    .select({ n: count() })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(where);
  const rows = await ctx.db
    .select({ c: cidades, e: estados })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(where)
    .orderBy(asc(cidades.nomeBusca), asc(estados.sigla))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map((r) => cidadeParaApi(r.c, r.e)), meta: meta(total?.n ?? 0, p) };
}

/** A city by uuid or 7-digit IBGE code. */
export async function buscarCidade(ctx: AppContext, chave: string) {
  const ibge = /^\d{7}$/.test(chave);
  // Anything else than an IBGE code or a uuid names no city (and the uuid column would refuse it).
  if (!ibge && !/^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(chave))
    throw new AppError('NAO_ENCONTRADO', 'Cidade não encontrada');
  const cond = ibge ? eq(cidades.codigoIbge, Number(chave)) : eq(cidades.uuid, chave);
  const [r] = await ctx.db
    .select({ c: cidades, e: estados })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(cond);
  if (!r) throw new AppError('NAO_ENCONTRADO', 'Cidade não encontrada');
  return { id: r.c.id, ...cidadeParaApi(r.c, r.e) };
}

async function colunasCidade(ctx: AppContext, d: CidadeEntrada) {
  const [e] = await ctx.db.select({ id: estados.id }).from(estados).where(eq(estados.sigla, d.estado));
  if (!e) throw erroValidacao([{ field: 'estado', rule: 'exists', message: 'Escolha o estado' }]);
  return {
    nome: d.nome,
    nomeBusca: semAcentos(d.nome),
    estadoId: e.id,
    codigoIbge: d.codigo_ibge,
    latitude: d.latitude,
    longitude: d.longitude,
    capital: d.capital,
    ddd: d.ddd ?? null,
    fusoHorario: d.fuso_horario,
  };
}

const cidadeRepetida = () =>
  erroValidacao([
    { field: 'codigo_ibge', rule: 'unique', message: 'Já existe uma cidade com este código IBGE' },
  ]);

export async function criarCidade(ctx: AppContext, empresa: EmpresaAtual | null, d: CidadeEntrada) {
  exigirSistema(empresa);
  try {
    const [c] = await ctx.db
      .insert(cidades)
      .values(await colunasCidade(ctx, d))
      .returning({ uuid: cidades.uuid });
    if (!c) throw new Error('insert cidades returned nothing');
    const { id: _id, ...cidade } = await buscarCidade(ctx, c.uuid);
    return cidade;
  } catch (err) {
    if (violouUnico(err)) throw cidadeRepetida();
    throw err;
  }
}

export async function atualizarCidade(
  ctx: AppContext,
  empresa: EmpresaAtual | null,
  uuid: string,
  d: CidadeEntrada,
) {
  exigirSistema(empresa);
  const atual = await buscarCidade(ctx, uuid);
  try {
    await ctx.db
      .update(cidades)
      .set(await colunasCidade(ctx, d))
      .where(eq(cidades.id, atual.id));
  } catch (err) {
    if (violouUnico(err)) throw cidadeRepetida();
    throw err;
  }
  const { id: _id, ...cidade } = await buscarCidade(ctx, uuid);
  return cidade;
}

export async function excluirCidade(ctx: AppContext, empresa: EmpresaAtual | null, uuid: string) {
  exigirSistema(empresa);
  const c = await buscarCidade(ctx, uuid);
  const n = await clientesNaCidade(ctx, c.id);
  if (n > 0)
    throw new AppError('EM_USO', `Não é possível excluir: a cidade está no endereço de ${n} cliente(s)`);
  try {
    await ctx.db.transaction(async (tx) => {
      await esquecerCepsDaCidade(tx, c.id);
      await tx.delete(cidades).where(eq(cidades.id, c.id));
    });
  } catch (err) {
    if (violouChave(err)) throw new AppError('EM_USO');
    throw err;
  }
}

// ── Bairros ──────────────────────────────────────────────────────────────────────────────────

const bairroParaApi = (
  b: typeof bairros.$inferSelect,
  c: typeof cidades.$inferSelect,
  e: typeof estados.$inferSelect,
) => ({
  uuid: b.uuid,
  nome: b.nome,
  cidade: { uuid: c.uuid, nome: c.nome, estado: { sigla: e.sigla } },
});

const consultaBairros = (ctx: AppContext) =>
  ctx.db
    .select({ b: bairros, c: cidades, e: estados })
    .from(bairros)
    .innerJoin(cidades, eq(cidades.id, bairros.cidadeId))
    .innerJoin(estados, eq(estados.id, cidades.estadoId));

export async function listarBairros(ctx: AppContext, p: Paginacao & { cidade?: string }) {
  const filtros: SQL[] = [];
  if (p.cidade) filtros.push(eq(cidades.id, (await buscarCidade(ctx, p.cidade)).id));
  if (p.search) filtros.push(like(bairros.nomeBusca, likeTerm(semAcentos(p.search.trim()))));
  const where = filtros.length ? and(...filtros) : undefined;
  const [total] = await ctx.db
    .select({ n: count() })
    .from(bairros)
    .innerJoin(cidades, eq(cidades.id, bairros.cidadeId))
    .where(where);
  const rows = await consultaBairros(ctx)
    .where(where)
    .orderBy(asc(bairros.nomeBusca), asc(cidades.nomeBusca))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map((r) => bairroParaApi(r.b, r.c, r.e)), meta: meta(total?.n ?? 0, p) };
}

async function buscarBairro(ctx: AppContext, uuid: string) {
  const [r] = await consultaBairros(ctx).where(eq(bairros.uuid, uuid));
  if (!r) throw new AppError('NAO_ENCONTRADO', 'Bairro não encontrado');
  return r;
}

const bairroRepetido = () =>
  erroValidacao([
    { field: 'nome', rule: 'unique', message: 'Já existe um bairro com este nome nesta cidade' },
  ]);

export async function criarBairro(ctx: AppContext, d: BairroEntrada) {
  const cidade = await cidadeDoBairro(ctx, d.cidade);
  try {
    const [b] = await ctx.db
      .insert(bairros)
      .values({ cidadeId: cidade, nome: d.nome, nomeBusca: semAcentos(d.nome) })
      .returning({ uuid: bairros.uuid });
    if (!b) throw new Error('insert bairros returned nothing');
    const r = await buscarBairro(ctx, b.uuid);
    return bairroParaApi(r.b, r.c, r.e);
  } catch (err) {
    if (violouUnico(err)) throw bairroRepetido();
    throw err;
  }
}

export async function atualizarBairro(ctx: AppContext, uuid: string, d: BairroEntrada) {
  const atual = await buscarBairro(ctx, uuid);
  const cidade = await cidadeDoBairro(ctx, d.cidade);
  try {
    await ctx.db
      .update(bairros)
      .set({ cidadeId: cidade, nome: d.nome, nomeBusca: semAcentos(d.nome) })
      .where(eq(bairros.id, atual.b.id));
  } catch (err) {
    if (violouUnico(err)) throw bairroRepetido();
    throw err;
  }
  const r = await buscarBairro(ctx, uuid);
  return bairroParaApi(r.b, r.c, r.e);
}

export async function excluirBairro(ctx: AppContext, uuid: string) {
  const r = await buscarBairro(ctx, uuid);
  await ctx.db.delete(bairros).where(eq(bairros.id, r.b.id));
}

async function cidadeDoBairro(ctx: AppContext, uuid: string) {
  const id = await idDaCidade(ctx, uuid);
  if (id === null) throw erroValidacao([{ field: 'cidade', rule: 'exists', message: 'Escolha a cidade' }]);
  return id;
}

/** Addresses create their neighbourhood the first time a name is used in a city. */
export async function registrarBairro(ctx: AppContext, cidadeId: number | null, nome: string | null) {
  const limpo = nome?.trim();
  if (!cidadeId || !limpo) return;
  await ctx.db
    .insert(bairros)
    .values({ cidadeId, nome: limpo, nomeBusca: semAcentos(limpo) })
    .onConflictDoNothing({ target: [bairros.cidadeId, bairros.nomeBusca] });
}

// ── For other modules (customers' addresses, CEP look-ups) ─────────────────────────────────

/** The internal id of a city by uuid, or null. */
export async function idDaCidade(ctx: AppContext, uuid: string): Promise<number | null> {
  const [c] = await ctx.db.select({ id: cidades.id }).from(cidades).where(eq(cidades.uuid, uuid));
  return c?.id ?? null;
}

/** uuid, name and state abbreviation of cities by id. */
export async function cidadesPorIds(ctx: AppContext, ids: number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string; uf: string }>();
  const rows = await ctx.db
    .select({ id: cidades.id, uuid: cidades.uuid, nome: cidades.nome, uf: estados.sigla })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(inArray(cidades.id, unicos));
  return new Map(rows.map(({ id, ...c }) => [id, c]));
}

/** The ids of the cities whose name matches a search term (accents ignored), as a subquery for `inArray`. */
export function cidadesComNome(ctx: AppContext, termo: string) {
  return ctx.db
    .select({ id: cidades.id })
    .from(cidades)
    .where(ilike(cidades.nomeBusca, likeTerm(semAcentos(termo))));
}

/** The city of an address: by IBGE code when given, else by name (accents ignored) and state. */
export async function cidadeDoEndereco(
  ctx: AppContext,
  e: { ibge?: number | null; cidade: string; uf: string },
) {
  const cond = e.ibge
    ? eq(cidades.codigoIbge, e.ibge)
    : and(eq(cidades.nomeBusca, semAcentos(e.cidade)), eq(estados.sigla, e.uf));
  const [c] = await ctx.db
    .select({ id: cidades.id, uuid: cidades.uuid, nome: cidades.nome, codigoIbge: cidades.codigoIbge })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(cond);
  return c ?? null;
}

/** uuid, name and IBGE code of a city by id, or null. */
export async function cidadePorId(ctx: AppContext, id: number) {
  const [c] = await ctx.db
    .select({ uuid: cidades.uuid, nome: cidades.nome, codigoIbge: cidades.codigoIbge })
    .from(cidades)
    .where(eq(cidades.id, id));
  return c ?? null;
}

/** A state's abbreviation and name by abbreviation, or null. */
export async function estadoPorSigla(ctx: AppContext, sigla: string) {
  const [e] = await ctx.db
    .select({ sigla: estados.sigla, nome: estados.nome })
    .from(estados)
    .where(eq(estados.sigla, sigla));
  return e ?? null;
}
