import { formatCep, formatDocumento, formatTelefone } from '@irradia/shared';
import type { DadosCliente } from '@irradia/shared/clientes/clientes.schema';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { clientes } from '../../db/schema/clientes.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { documentoCsv } from '../../platform/csv.ts';
import { AppError, erroValidacao, violouUnico } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';
import { cidadesComNome, cidadesPorIds, idDaCidade, registrarBairro } from '../cidades/cidades.service.ts';

type Linha = {
  c: typeof clientes.$inferSelect;
  cidade: string | null;
  cidadeUuid: string | null;
  uf: string | null;
};

function paraApi({ c, cidade, cidadeUuid, uf }: Linha) {
  return {
    uuid: c.uuid,
    nome: c.nome,
    nome_fantasia: c.nomeFantasia,
    pessoa_fisica: c.pessoaFisica,
    documento: c.documento,
    email: c.email,
    telefone: c.telefone,
    aniversario:
      c.aniversarioDia && c.aniversarioMes ? { dia: c.aniversarioDia, mes: c.aniversarioMes } : null,
    endereco: {
      cep: c.cep,
      logradouro: c.logradouro,
      numero: c.numero,
      complemento: c.complemento,
      bairro: c.bairro ? { nome: c.bairro, cidade: { uuid: cidadeUuid, nome: cidade } } : null,
      cidade: cidadeUuid ? { uuid: cidadeUuid, nome: cidade, uf } : null,
    },
    removido_em: c.removidoEm?.toISOString() ?? null,
    criado_em: c.criadoEm.toISOString(),
  };
}

/** Each customer with its city's uuid, name and state, asked of the geography module. */
async function comCidades(ctx: AppContext, rows: (typeof clientes.$inferSelect)[]): Promise<Linha[]> {
  const cidades = await cidadesPorIds(
    ctx,
    rows.flatMap((c) => (c.cidadeId === null ? [] : [c.cidadeId])),
  );
  return rows.map((c) => {
    const cidade = c.cidadeId === null ? undefined : cidades.get(c.cidadeId);
    return { c, cidade: cidade?.nome ?? null, cidadeUuid: cidade?.uuid ?? null, uf: cidade?.uf ?? null };
  });
}

const ordens: Record<string, SQL> = {
  nome: asc(clientes.nome),
  '-nome': desc(clientes.nome),
  criado_em: asc(clientes.criadoEm),
  '-criado_em': desc(clientes.criadoEm),
};

function filtros(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Paginacao & { removidos?: boolean },
): SQL | undefined {
  const f: SQL[] = [
    eq(clientes.empresaId, empresa.id),
    p.removidos ? isNotNull(clientes.removidoEm) : isNull(clientes.removidoEm),
  ];
  if (p.search) {
    const termo = likeTerm(p.search);
    const digitos = p.search.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    f.push(
      or(
        ilike(clientes.nome, termo),
        ilike(clientes.nomeFantasia, termo),
        ilike(clientes.email, termo),
        inArray(clientes.cidadeId, cidadesComNome(ctx, p.search)),
        ...(digitos.length >= 3 ? [ilike(clientes.documento, likeTerm(digitos))] : []),
      ) as SQL,
    );
  }
  return and(...f);
}

/** Customers of the company: search by name, document, e-mail or city; `?removidos=1` lists the removed. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: Paginacao & { removidos?: boolean }) {
  const where = filtros(ctx, empresa, p);
  const [total] = await ctx.db.select({ n: count() }).from(clientes).where(where);
  const rows = await ctx.db
    .select()
    .from(clientes)
    .where(where)
    .orderBy(ordemPedida(ordens, p.order, asc(clientes.nome)), asc(clientes.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: (await comCidades(ctx, rows)).map(paraApi), meta: meta(total?.n ?? 0, p) };
}

async function detalhe(ctx: AppContext, id: number) {
  const [c] = await ctx.db.select().from(clientes).where(eq(clientes.id, id));
  const [r] = c ? await comCidades(ctx, [c]) : [];
  if (!r) throw new AppError('NAO_ENCONTRADO');
  return paraApi(r);
}

async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [c] = await ctx.db
    .select()
    .from(clientes)
    .where(and(eq(clientes.uuid, uuid), eq(clientes.empresaId, empresa.id)));
  if (!c) throw new AppError('NAO_ENCONTRADO');
  return c;
}

async function colunas(ctx: AppContext, d: DadosCliente) {
  let cidadeId: number | null = null;
  if (d.cidade) {
    cidadeId = await idDaCidade(ctx, d.cidade);
    if (cidadeId === null)
      throw erroValidacao([{ field: 'cidade', rule: 'exists', message: 'Selecione a cidade' }]);
  }
  return {
    nome: d.nome,
    nomeFantasia: d.nome_fantasia ?? null,
    pessoaFisica: d.pessoa_fisica,
    documento: d.documento,
    email: d.email,
    telefone: d.telefone ?? null,
    aniversarioDia: d.aniversario_dia ?? null,
    aniversarioMes: d.aniversario_mes ?? null,
    cep: d.cep,
    logradouro: d.logradouro ?? null,
    numero: d.numero ?? null,
    complemento: d.complemento ?? null,
    bairro: d.bairro ?? null,
    cidadeId,
  };
}

const documentoRepetido = () =>
  erroValidacao([{ field: 'documento', rule: 'unique', message: 'Já existe um cliente com este documento' }]);

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: DadosCliente) {
  const cols = await colunas(ctx, d);
  try {
    const [c] = await ctx.db
      .insert(clientes)
      .values({ empresaId: empresa.id, ...cols })
      .returning();
    if (!c) throw new Error('insert clientes returned nothing');
    await registrarBairro(ctx, cols.cidadeId, cols.bairro);
    return detalhe(ctx, c.id);
  } catch (err) {
    if (violouUnico(err)) throw documentoRepetido();
    throw err;
  }
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosCliente) {
  const c = await buscar(ctx, empresa, uuid);
  const cols = await colunas(ctx, d);
  try {
    await ctx.db.update(clientes).set(cols).where(eq(clientes.id, c.id));
    await registrarBairro(ctx, cols.cidadeId, cols.bairro);
  } catch (err) {
    if (violouUnico(err)) throw documentoRepetido();
    throw err;
  }
  return detalhe(ctx, c.id);
}

/** Spec §4: customers are removed to a separate list and can be restored. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string, removido: boolean) {
  const c = await buscar(ctx, empresa, uuid);
  try {
    await ctx.db
      .update(clientes)
      .set({ removidoEm: removido ? ctx.now() : null })
      .where(eq(clientes.id, c.id));
  } catch (err) {
    // Restoring a customer whose document another active customer now has.
    if (violouUnico(err)) throw documentoRepetido();
    throw err;
  }
  return detalhe(ctx, c.id);
}

/** The list as CSV for Brazilian spreadsheets: UTF-8 with BOM, ';' separated, formatted values. */
export async function exportarCsv(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Paginacao & { removidos?: boolean },
): Promise<string> {
  const rows = await comCidades(
    ctx,
    await ctx.db
      .select()
      .from(clientes)
      .where(filtros(ctx, empresa, p))
      .orderBy(asc(clientes.nome), asc(clientes.id))
      .limit(50_000),
  );
  const cab = [
    'Nome',
    'Nome fantasia',
    'CPF/CNPJ',
    'E-mail',
    'Telefone',
    'Aniversário',
    'CEP',
    'Logradouro',
    'Número',
    'Complemento',
    'Bairro',
    'Cidade',
    'UF',
  ];
  const linhas = rows.map(({ c, cidade, uf }) => [
    c.nome,
    c.nomeFantasia,
    formatDocumento(c.documento),
    c.email,
    formatTelefone(c.telefone),
    c.aniversarioDia && c.aniversarioMes
      ? `${String(c.aniversarioDia).padStart(2, '0')}/${String(c.aniversarioMes).padStart(2, '0')}`
      : '',
    formatCep(c.cep),
    c.logradouro,
    c.numero,
    c.complemento,
    c.bairro,
    cidade,
    uf,
  ]);
  return documentoCsv(cab, linhas);
}

/** A customer of the company by uuid (id and name), or null — for other modules linking to one. */
export async function clienteDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [c] = await ctx.db
    .select({ id: clientes.id, uuid: clientes.uuid, nome: clientes.nome })
    .from(clientes)
    .where(and(eq(clientes.uuid, uuid), eq(clientes.empresaId, empresa.id), isNull(clientes.removidoEm)));
  return c ?? null;
}

/** Name and e-mail of a customer by id (an automation writes to the customer). */
export async function contatoDoCliente(ctx: AppContext, id: number) {
  const [c] = await ctx.db
    .select({ nome: clientes.nome, email: clientes.email })
    .from(clientes)
    .where(eq(clientes.id, id));
  return c ?? null;
}

/** uuid and name of customers by id, removed ones too (a deal still names its customer). */
export async function clientesPorIds(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: clientes.id, uuid: clientes.uuid, nome: clientes.nome })
    .from(clientes)
    .where(inArray(clientes.id, unicos));
  return new Map(rows.map(({ id, ...c }) => [id, c]));
}

/** Active customers of the company, and those registered since `desde` (the month's start). */
export async function contar(ctx: AppContext, empresa: EmpresaAtual, desde: Date) {
  const [r] = await ctx.db
    .select({
      total: count(),
      novos: sql<number>`count(*) filter (where ${clientes.criadoEm} >= ${desde.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(clientes)
    .where(and(eq(clientes.empresaId, empresa.id), isNull(clientes.removidoEm)));
  return { total: r?.total ?? 0, novos_no_mes: r?.novos ?? 0 };
}

/**
 * CPF/CNPJ digits of the company's customers (removed ones too: an old bill may still arrive), for
 * trying the password schemes on a locked invoice PDF.
 */
export async function documentosDaEmpresa(ctx: AppContext, empresaId: number): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ documento: clientes.documento })
    .from(clientes)
    .where(and(eq(clientes.empresaId, empresaId), isNotNull(clientes.documento)))
    .limit(500);
  return rows.flatMap((r) => (r.documento ? [r.documento] : []));
}

/**
 * What a contract names of a customer (decision 037): name, document, contacts and the address
 * on one line with its city and state; null if the customer is not the company's.
 */
export async function clienteParaContrato(ctx: AppContext, empresaId: number, id: number) {
  const [c] = await ctx.db
    .select()
    .from(clientes)
    .where(and(eq(clientes.id, id), eq(clientes.empresaId, empresaId)));
  if (!c) return null;
  const cidade = c.cidadeId === null ? null : (await cidadesPorIds(ctx, [c.cidadeId])).get(c.cidadeId);
  const rua = [c.logradouro, c.numero, c.complemento, c.bairro].filter((v) => v?.trim()).join(', ');
  const endereco = rua
    ? [rua, cidade ? `${cidade.nome}/${cidade.uf}` : null, c.cep ? `CEP ${formatCep(c.cep)}` : null]
        .filter(Boolean)
        .join(' — ')
    : null;
  return {
    nome: c.nome,
    documento: c.documento ? formatDocumento(c.documento) : null,
    telefone: c.telefone ? formatTelefone(c.telefone) : null,
    email: c.email,
    endereco,
  };
}
