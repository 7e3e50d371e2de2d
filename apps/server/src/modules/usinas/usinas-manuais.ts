import type { InversorEntrada, UsinaEntrada } from '@irradia/shared/usinas/usinas.schema';
import { and, eq, sql } from 'drizzle-orm';
import { inversores, usinas, usinasTags } from '../../db/schema/usinas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { type CampoInvalido, erroValidacao, violouUnico } from '../../platform/errors.ts';
import { buscarCidade } from '../cidades/cidades.service.ts';
import { clienteDaEmpresa } from '../clientes/clientes.service.ts';
import { fabricantePorCodigo } from '../fabricantes/fabricantes.consultas.ts';
import { atualizarStatus } from './status.ts';
import { detalhe, usinaDaEmpresa } from './usinas.service.ts';

// Plants without a portal (issue 19, decision 012): a plant created by hand and the inverters
// typed into it. With no readings, its status is the one status.ts gives such a plant.

const SERIAL_REPETIDO: CampoInvalido = {
  field: 'serial',
  rule: 'unique',
  message: 'Já existe um inversor com este número de série',
};

/**
 * POST /api/usinas: the plant as GET /api/usinas/:uuid answers it. A plant made from a sale
 * (pedidos.fechamento.ts) has no installation date yet.
 */
export async function criarUsina(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: Omit<UsinaEntrada, 'data_instalacao'> & { data_instalacao: string | null },
) {
  const erros: CampoInvalido[] = [];
  const cidade = await buscarCidade(ctx, d.cidade).catch(() => null);
  if (!cidade) erros.push({ field: 'cidade', rule: 'exists', message: 'Escolha a cidade' });
  // Another company's customer is as unknown as a made-up one.
  const cliente = d.cliente ? await clienteDaEmpresa(ctx, empresa, d.cliente) : null;
  if (d.cliente && !cliente) erros.push({ field: 'cliente', rule: 'exists', message: 'Escolha o cliente' });
  if (!cidade || erros.length) throw erroValidacao(erros);
  // The plan's limits on plants and kWp (decision 041).
  await ctx.limites.verificar(ctx, empresa.id, { usinas: 1, kwp: d.potencia_kwp ?? 0 });
  const uuid = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .insert(usinas)
      .values({
        empresaId: empresa.id,
        nome: d.nome,
        cidadeId: cidade.id,
        potenciaKwp: d.potencia_kwp,
        dataInstalacao: d.data_instalacao,
        clienteId: cliente?.id ?? null,
        // The plant's day is its city's (energy per day, "today").
        fusoHorario: cidade.fuso_horario,
      })
      .returning({ id: usinas.id, uuid: usinas.uuid });
    if (!u) throw new Error('insert usinas returned nothing');
    if (d.tags.length) await tx.insert(usinasTags).values(d.tags.map((tag) => ({ usinaId: u.id, tag })));
    return u;
  });
  await atualizarStatus(ctx, uuid.id);
  return detalhe(ctx, empresa, uuid.uuid);
}

/**
 * POST /api/usinas/:uuid/inversores: an inverter typed in. Its serial is unique in the company
 * (whatever the maker), so a later import from a portal finds exactly one (decision 012).
 */
export async function adicionarInversor(
  ctx: AppContext,
  empresa: EmpresaAtual,
  usinaUuid: string,
  d: InversorEntrada,
) {
  const u = await usinaDaEmpresa(ctx, empresa, usinaUuid);
  const f = await fabricantePorCodigo(ctx, d.fabricante);
  const erros: CampoInvalido[] = [];
  if (!f) erros.push({ field: 'fabricante', rule: 'exists', message: 'Selecione o fabricante do inversor' });
  const [repetido] = await ctx.db
    .select({ id: inversores.id })
    .from(inversores)
    .where(and(eq(inversores.empresaId, empresa.id), sql`upper(${inversores.serial}) = ${d.serial}`));
  if (repetido) erros.push(SERIAL_REPETIDO);
  if (!f || erros.length) throw erroValidacao(erros);
  let criado: typeof inversores.$inferSelect | undefined;
  try {
    [criado] = await ctx.db
      .insert(inversores)
      .values({
        empresaId: empresa.id,
        usinaId: u.id,
        fabricanteId: f.id,
        serial: d.serial,
        nome: d.modelo,
        capacidadeKwp: d.capacidade_kwp,
      })
      .returning();
  } catch (err) {
    if (violouUnico(err)) throw erroValidacao([SERIAL_REPETIDO]);
    throw err;
  }
  if (!criado) throw new Error('insert inversores returned nothing');
  await atualizarStatus(ctx, u.id);
  return {
    uuid: criado.uuid,
    nome: criado.nome,
    serial: criado.serial,
    capacidade_kwp: criado.capacidadeKwp,
    status: criado.status,
    inicio_geracao: criado.inicioGeracao,
    potencia_atual_w: criado.potenciaAtualW,
    energia_total_kwh: criado.energiaTotalKwh,
    energia_hoje_kwh: null,
    fabricante: { codigo: f.codigo, nome: f.nome },
  };
}
