// Over 400 lines: the plant list, the plant page and the edits share the row mapping (paraApi) and the prepared queries.
import { semAcentos } from '@irradia/shared';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import type { UsinaEdicao } from '@irradia/shared/monitoramento/monitoramento.schema';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { StatusUsina } from '../../connectors/makers/types.ts';
import { preparada } from '../../db/preparadas.ts';
import {
  geracaoDiaria,
  geracaoDiariaInversor,
  inversores,
  usinas,
  usinasResponsaveis,
  usinasTags,
} from '../../db/schema/usinas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { cidadeEmJson } from '../cidades/cidade-por-id.ts';
import { buscarCidade } from '../cidades/cidades.service.ts';
import { clienteEmJson } from '../clientes/clientes.consultas.ts';
import { clienteDaEmpresa } from '../clientes/clientes.service.ts';
import { fabricanteEmJson } from '../fabricantes/fabricantes.consultas.ts';
import {
  funcionariosAtivos,
  funcionariosEmJson,
  funcionariosPorId,
} from '../funcionarios/funcionarios.consultas.ts';
import { irradiacaoMensalEmSql } from '../irradiacao/irradiacao.service.ts';
import { buscarUsina, restricaoEfetiva, type Usina, visiveisPor } from './acesso.ts';
import { agregadosDaUsina, desempenho, doMesEmSql, doMesNoDia } from './desempenho.ts';
import { contagensEmSql, lerContagens } from './painel.ts';
import { atualizarStatus } from './status.ts';

// A plant as its screens read and edit it: the list, the page, editing, deleting, tags. Ingestion
// (ingestao.ts), status (status.ts), charts (geracao.ts) and the dashboard's read-outs (painel.ts)
// live beside it.

// The routes reach the charts through this module's namespace.

/** The columns a plant's card shows (the list reads only these). */
const COLUNAS_DO_CARTAO = {
  uuid: usinas.uuid,
  nome: usinas.nome,
  potenciaKwp: usinas.potenciaKwp,
  dataInstalacao: usinas.dataInstalacao,
  status: usinas.status,
  statusMotivo: usinas.statusMotivo,
  potenciaAtualW: usinas.potenciaAtualW,
  energiaHojeKwh: usinas.energiaHojeKwh,
  energiaTotalKwh: usinas.energiaTotalKwh,
  ultimaLeituraEm: usinas.ultimaLeituraEm,
  fusoHorario: usinas.fusoHorario,
};

const paraApi = (u: Pick<Usina, keyof typeof COLUNAS_DO_CARTAO>) => ({
  uuid: u.uuid,
  nome: u.nome,
  potencia_kwp: u.potenciaKwp,
  data_instalacao: u.dataInstalacao,
  status: u.status,
  status_motivo: u.statusMotivo,
  potencia_atual_w: u.potenciaAtualW,
  energia_hoje_kwh: u.energiaHojeKwh,
  energia_total_kwh: u.energiaTotalKwh,
  ultima_leitura_em: u.ultimaLeituraEm?.toISOString() ?? null,
  fuso_horario: u.fusoHorario,
});

/** Page sizes of the plant list written into its statement (the screens ask 20 and 50). */
const LIMITES_FIXOS = new Set([10, 20, 25, 50, 100]);

/** Plants of the company with status filter, search, pagination, and totals per status. */
export async function listar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Paginacao & { status?: StatusUsina; tag?: string },
) {
  // The list is the hot path of monitoring: its query is prepared once per shape (which filters
  // are on), with every value a placeholder.
  const restrito = (await restricaoEfetiva(ctx, empresa)) !== undefined;
  const forma = {
    restrito,
    busca: Boolean(p.search),
    tag: Boolean(p.tag),
    status: Boolean(p.status),
    potencia: p.order === '-potencia',
  };
  const base = (f: typeof forma): SQL[] => [
    eq(usinas.empresaId, sql.placeholder('empresa')),
    ...(f.restrito ? [visiveisPor(sql.placeholder('funcionario'))] : []),
    ...(f.busca ? [ilike(usinas.nome, sql.placeholder('busca'))] : []),
    ...(f.tag
      ? [
          sql`exists (select 1 from ${usinasTags} where ${usinasTags.usinaId} = ${usinas.id} and ${usinasTags.tag} = ${sql.placeholder('tag')})`,
        ]
      : []),
  ];
  // A page size the screens use is written into the statement: PostgreSQL then keeps one generic
  // plan for it instead of planning every call (with LIMIT as a parameter it guesses 10 % of the
  // rows and re-plans each time). Any other size stays a parameter, so the statements a
  // connection keeps stay few whatever a client asks for.
  const limiteFixo = LIMITES_FIXOS.has(p.limit) ? p.limit : undefined;
  const chave = `${Object.entries(forma)
    .map(([k, v]) => (v ? k : ''))
    .join('.')}.${limiteFixo ?? 'n'}`;
  const paginaPreparada = preparada(ctx.db, `usinas_pagina.${chave}`, (db, nome) => {
    const ordem = [forma.potencia ? desc(usinas.potenciaKwp) : asc(usinas.nome), asc(usinas.id)];
    const filtros = forma.status
      ? [...base(forma), eq(usinas.status, sql.placeholder('status'))]
      : base(forma);
    // The page's plants are chosen first, walking the company's index in list order; then each is
    // read by id, in the page's order, and only those rows gather their tags and month.
    const pagina = db
      .select({ id: usinas.id })
      .from(usinas)
      .where(and(...filtros))
      .orderBy(...ordem)
      .limit(limiteFixo === undefined ? sql.placeholder('limite') : (sql.raw(String(limiteFixo)) as never))
      .offset(sql.placeholder('deslocamento'));
    const naPagina = sql`pagina.ordem`;
    return db
      .select({
        u: COLUNAS_DO_CARTAO,
        // In the primary key's order (plant, tag): no sort per plant.
        tags: sql<
          string[]
        >`array(select ${usinasTags.tag} from ${usinasTags} where ${usinasTags.usinaId} = ${usinas.id} order by ${usinasTags.tag})`,
        ...doMesEmSql(sql`${sql.placeholder('agora')}::timestamptz`),
        // The counts by status ride on the page's first row, computed once (an uncorrelated
        // subquery); the other rows carry null.
        porStatus: sql<number[] | null>`case when ${naPagina} = 1 then ${contagensEmSql(base(forma))} end`,
      })
      .from(sql`unnest(array(${pagina})) with ordinality as pagina(id, ordem)`)
      .innerJoin(usinas, sql`${usinas.id} = pagina.id`)
      .orderBy(naPagina)
      .prepare(nome);
  });
  const contagemPreparada = preparada(ctx.db, `usinas_por_status.${chave}`, (db, nome) =>
    db
      .select({ c: contagensEmSql(base(forma)) })
      .from(sql`(select 1) as um`)
      .prepare(nome),
  );
  const valores = {
    empresa: empresa.id,
    funcionario: empresa.funcionarioId,
    busca: p.search ? likeTerm(p.search) : null,
    tag: p.tag ?? null,
    status: p.status ?? null,
    limite: p.limit,
    deslocamento: offset(p),
    agora: ctx.now().toISOString(),
  };
  // One statement: the page with the counts by status, which also give the page's total (the status
  // filter is the only one they leave out). An empty page carries no counts: they are asked apart.
  const linhas = await paginaPreparada.execute(valores);
  const contagens = lerContagens(linhas[0]?.porStatus ?? (await contagemPreparada.execute(valores))[0]?.c);
  const total = p.status ? contagens.porStatus[p.status] : contagens.total;
  // Each plant's today comes from dataNoFuso, which remembers a zone's day for the minute.
  const agora = ctx.now();
  return {
    data: linhas.map(({ u: r, tags, mes, primeiro, mensal }) => ({
      ...paraApi(r),
      tags,
      desempenho_mes_pct: doMesNoDia(ctx, r, hojeNoFuso(agora, r.fusoHorario), { mes, primeiro, mensal })
        .desempenho_mes_pct,
    })),
    meta: {
      ...meta(total, p),
      status: contagens.porStatus,
      potencia_kwp: contagens.kwp,
    },
  };
}

/** A plant the caller may see, as other modules refer to it (units, invoices, integrations). */
export async function usinaDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const u = await buscarUsina(ctx, empresa, uuid);
  return { id: u.id, uuid: u.uuid, nome: u.nome };
}

/** Names and public ids of plants by internal id (for lists of other modules). */
export async function usinasPorId(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: usinas.id, uuid: usinas.uuid, nome: usinas.nome })
    .from(usinas)
    .where(inArray(usinas.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { uuid: r.uuid, nome: r.nome }]));
}

type InversorApi = {
  energia_hoje_kwh: number | null;
  uuid: string;
  nome: string;
  serial: string;
  capacidade_kwp: number | null;
  status: StatusUsina;
  inicio_geracao: string | null;
  potencia_atual_w: number | null;
  energia_total_kwh: number | null;
  fabricante: { codigo: string; nome: string };
};

/** A plant's inverters as its page shows them (JSON, by name), with today's energy in its own day. */
function inversoresEmJson(usina: SQL, hoje: SQL): SQL<InversorApi[]> {
  return sql`coalesce((select json_agg(json_build_object(
      'energia_hoje_kwh', g.total_fim_kwh - g.total_inicio_kwh,
      'uuid', i.uuid, 'nome', i.nome, 'serial', i.serial, 'capacidade_kwp', i.capacidade_kwp,
      'status', i.status, 'inicio_geracao', i.inicio_geracao, 'potencia_atual_w', i.potencia_atual_w,
      'energia_total_kwh', i.energia_total_kwh, 'fabricante', ${fabricanteEmJson(sql`i.fabricante_id`)}
    ) order by i.nome)
    from ${inversores} i
    left join ${geracaoDiariaInversor} g on g.inversor_id = i.id and g.data = ${hoje}
    where i.usina_id = ${usina}), '[]'::json)`;
}

/** GET /api/usinas/:uuid/inversores. */
export async function inversoresDaUsinaVisivel(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const u = await buscarUsina(ctx, empresa, uuid);
  const [r] = await preparada(ctx.db, 'usina_inversores', (db, nome) =>
    db
      .select({
        lista: inversoresEmJson(sql`${sql.placeholder('usina')}`, sql`${sql.placeholder('hoje')}::date`),
      })
      .from(sql`(select 1) as um`)
      .prepare(nome),
  ).execute({ usina: u.id, hoje: hojeNoFuso(ctx.now(), u.fusoHorario) });
  return r?.lista ?? [];
}

/**
 * A plant with its inverters and the daily energy of the last `dias` days. Everything past the
 * plant itself comes in one prepared statement (tags, people in charge, city, customer, the daily
 * series, the roll-ups and the inverters), each part asked of the module that owns it.
 */
export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string, dias = 31) {
  const u = await buscarUsina(ctx, empresa, uuid);
  const hoje = hojeNoFuso(ctx.now(), u.fusoHorario);
  const [r] = await preparada(ctx.db, 'usina_detalhe', (db, nome) => {
    const usina = sql`${sql.placeholder('usina')}`;
    const cidade = sql`${sql.placeholder('cidade')}`;
    const dia = sql`${sql.placeholder('hoje')}::date`;
    return db
      .select({
        tags: sql<
          string[]
        >`coalesce((select array_agg(t.tag order by t.tag) from ${usinasTags} t where t.usina_id = ${usina}), '{}')`,
        responsaveis: funcionariosEmJson(
          sql`(select r.funcionario_id from ${usinasResponsaveis} r where r.usina_id = ${usina})`,
        ),
        cidade: cidadeEmJson(cidade),
        cliente: clienteEmJson(sql`${sql.placeholder('cliente')}`),
        irradiacao: irradiacaoMensalEmSql(cidade, sql`${sql.placeholder('empresa')}`),
        diario: sql<
          Array<{ data: string; energia_kwh: number }>
        >`coalesce((select json_agg(json_build_object('data', g.data, 'energia_kwh', g.energia_kwh) order by g.data)
          from ${geracaoDiaria} g where g.usina_id = ${usina} and g.data >= ${sql.placeholder('desde')}::date), '[]'::json)`,
        inversores: inversoresEmJson(usina, dia),
        ...agregadosDaUsina(usina, {
          hoje: dia,
          inicioMes: sql`${sql.placeholder('inicio_mes')}::date`,
          inicioAno: sql`${sql.placeholder('inicio_ano')}::date`,
        }),
      })
      .from(sql`(select 1) as um`)
      .prepare(nome);
  }).execute({
    usina: u.id,
    empresa: u.empresaId,
    cidade: u.cidadeId,
    cliente: u.clienteId,
    hoje,
    desde: new Date(ctx.now().getTime() - dias * 86_400_000).toISOString().slice(0, 10),
    inicio_mes: `${hoje.slice(0, 7)}-01`,
    inicio_ano: `${hoje.slice(0, 4)}-01-01`,
  });
  if (!r) throw new Error('the plant page query returned no row');
  return {
    ...paraApi(u),
    cidade: r.cidade,
    tags: r.tags,
    endereco: { cep: u.cep, logradouro: u.logradouro, numero: u.numero, bairro: u.bairro },
    cliente: r.cliente,
    consumo_medio_kwh: u.consumoMedioKwh,
    investimento: u.investimento,
    ...desempenho(ctx, u, hoje, r),
    // Credits come from the utility's invoices (the invoices issue).
    creditos_kwh: null,
    responsaveis: r.responsaveis,
    inversores: r.inversores,
    geracao_diaria: r.diario,
  };
}

/** Spec §4: deleting a plant requires typing its exact name. */
export async function excluir(ctx: AppContext, empresa: EmpresaAtual, uuid: string, nomeDigitado: string) {
  const u = await buscarUsina(ctx, empresa, uuid);
  if (semAcentos(nomeDigitado.trim()) !== semAcentos(u.nome.trim()) || nomeDigitado.trim() !== u.nome.trim())
    throw erroValidacao([{ field: 'nome', rule: 'confirmed', message: 'O nome digitado é diferente' }]);
  await ctx.db.delete(usinas).where(eq(usinas.id, u.id));
}

/**
 * Spec §4: an inverter moves to another plant of the same company. Its identity (serial,
 * portal, readings) stays; both plants' installed power and status are recomputed.
 */
export async function transferirInversor(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  destinoUuid: string,
) {
  const [i] = await ctx.db
    .select()
    .from(inversores)
    .where(and(eq(inversores.uuid, uuid), eq(inversores.empresaId, empresa.id)));
  if (!i) throw new AppError('NAO_ENCONTRADO', 'Inversor não encontrado');
  const [destino] = await ctx.db
    .select()
    .from(usinas)
    .where(and(eq(usinas.uuid, destinoUuid), eq(usinas.empresaId, empresa.id)));
  if (!destino)
    throw erroValidacao([{ field: 'usina', rule: 'exists', message: 'Escolha a usina de destino' }]);
  if (destino.id === i.usinaId)
    throw erroValidacao([{ field: 'usina', rule: 'different', message: 'O inversor já está nesta usina' }]);
  const origem = i.usinaId;
  await ctx.db.transaction(async (tx) => {
    await tx.update(inversores).set({ usinaId: destino.id }).where(eq(inversores.id, i.id));
    for (const id of [origem, destino.id]) {
      await tx
        .update(usinas)
        .set({
          potenciaKwp: sql`coalesce((select sum(${inversores.capacidadeKwp}) from ${inversores} where ${inversores.usinaId} = ${id}), ${usinas.potenciaKwp})`,
        })
        .where(eq(usinas.id, id));
    }
  });
  for (const id of [origem, destino.id]) await atualizarStatus(ctx, id);
  return detalhe(ctx, empresa, destino.uuid);
}

/** Edits what the portal does not know (city for the irradiation expectation, install date…). */
export async function editar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: UsinaEdicao) {
  const u = await buscarUsina(ctx, empresa, uuid);
  let cidadeId: number | null = null;
  // The city also gives the plant's time zone (Cuiabá's day is not Brasília's).
  const fuso: { fusoHorario?: string } = {};
  if (d.cidade) {
    try {
      const c = await buscarCidade(ctx, d.cidade);
      cidadeId = c.id;
      fuso.fusoHorario = c.fuso_horario;
    } catch {
      throw erroValidacao([{ field: 'cidade', rule: 'exists', message: 'Escolha a cidade' }]);
    }
  }
  let clienteId: number | null | undefined;
  if (d.cliente !== undefined) {
    clienteId = d.cliente ? ((await clienteDaEmpresa(ctx, empresa, d.cliente))?.id ?? -1) : null;
    if (clienteId === -1)
      throw erroValidacao([{ field: 'cliente', rule: 'exists', message: 'Escolha o cliente' }]);
  }
  const opcionais = {
    ...(d.cep !== undefined ? { cep: d.cep } : {}),
    ...(d.logradouro !== undefined ? { logradouro: d.logradouro } : {}),
    ...(d.numero !== undefined ? { numero: d.numero } : {}),
    ...(d.bairro !== undefined ? { bairro: d.bairro } : {}),
    ...(clienteId !== undefined ? { clienteId } : {}),
    ...(d.consumo_medio_kwh !== undefined ? { consumoMedioKwh: d.consumo_medio_kwh } : {}),
    ...(d.investimento !== undefined ? { investimento: d.investimento } : {}),
  };
  await ctx.db
    .update(usinas)
    .set({
      nome: d.nome,
      cidadeId,
      ...fuso,
      dataInstalacao: d.data_instalacao,
      potenciaKwp: d.potencia_kwp ?? u.potenciaKwp,
      ...opcionais,
    })
    .where(eq(usinas.id, u.id));
  if (d.responsaveis) {
    const uuids = d.responsaveis;
    const achados = await funcionariosAtivos(ctx, empresa.id, uuids);
    if (achados.length !== uuids.length)
      throw erroValidacao([
        { field: 'responsaveis', rule: 'exists', message: 'Escolha funcionários ativos da empresa' },
      ]);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(usinasResponsaveis).where(eq(usinasResponsaveis.usinaId, u.id));
      if (achados.length)
        await tx
          .insert(usinasResponsaveis)
          .values(achados.map((funcionarioId) => ({ usinaId: u.id, funcionarioId })));
    });
  }
  if (d.tags) {
    const tags = d.tags;
    await ctx.db.transaction(async (tx) => {
      await tx.delete(usinasTags).where(eq(usinasTags.usinaId, u.id));
      if (tags.length) await tx.insert(usinasTags).values(tags.map((tag) => ({ usinaId: u.id, tag })));
    });
  }
  await atualizarStatus(ctx, u.id);
  return detalhe(ctx, empresa, uuid);
}

async function _tagsDe(ctx: AppContext, ids: number[]) {
  const mapa = new Map<number, string[]>();
  if (ids.length === 0) return mapa;
  const rows = await ctx.db
    .select()
    .from(usinasTags)
    .where(inArray(usinasTags.usinaId, ids))
    .orderBy(asc(usinasTags.tag));
  for (const r of rows) mapa.set(r.usinaId, [...(mapa.get(r.usinaId) ?? []), r.tag]);
  return mapa;
}

/** The company's tags with how many plants carry each, for the list's filter. */
export async function tags(ctx: AppContext, empresa: EmpresaAtual) {
  const rows = await ctx.db
    .select({ tag: usinasTags.tag, n: count() })
    .from(usinasTags)
    .innerJoin(usinas, eq(usinas.id, usinasTags.usinaId))
    .where(eq(usinas.empresaId, empresa.id))
    .groupBy(usinasTags.tag)
    .orderBy(asc(usinasTags.tag));
  return rows.map((r) => ({ tag: r.tag, usinas: r.n }));
}

/** Users a plant is restricted to, or null when everyone with usina:view sees it. */
export async function usuariosResponsaveis(ctx: AppContext, usinaId: number): Promise<number[] | null> {
  const rows = await funcionariosPorId(ctx, await responsaveisDe(ctx, usinaId));
  return rows.length ? rows.map((r) => r.usuarioId) : null;
}

/** Internal ids of the employees a plant is restricted to. */
/**
 * What the board and the automations need of a plant (issue 26): its company, customer, name,
 * tags and responsible employees (funcionario ids, first by name).
 */
export async function usinaParaAutomacao(ctx: AppContext, usinaId: number) {
  const [u] = await ctx.db
    .select({
      id: usinas.id,
      uuid: usinas.uuid,
      nome: usinas.nome,
      empresaId: usinas.empresaId,
      clienteId: usinas.clienteId,
    })
    .from(usinas)
    .where(eq(usinas.id, usinaId));
  if (!u) return null;
  const tags = await ctx.db
    .select({ tag: usinasTags.tag })
    .from(usinasTags)
    .where(eq(usinasTags.usinaId, usinaId));
  const responsaveis = (await funcionariosPorId(ctx, await responsaveisDe(ctx, usinaId))).map((f) => f.id);
  return { ...u, tags: tags.map((t) => t.tag), responsaveis };
}

async function responsaveisDe(ctx: AppContext, usinaId: number) {
  const rows = await ctx.db
    .select({ id: usinasResponsaveis.funcionarioId })
    .from(usinasResponsaveis)
    .where(eq(usinasResponsaveis.usinaId, usinaId));
  return rows.map((r) => r.id);
}
