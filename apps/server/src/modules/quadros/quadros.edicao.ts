import type { CartaoDetalhe, TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { and, eq, inArray } from 'drizzle-orm';
import {
  anexos,
  campos,
  cartaoClassificacoes,
  cartoes,
  classificacoes,
  grupos,
  preenchimentos,
} from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { type CampoInvalido, erroValidacao } from '../../platform/errors.ts';
import { clienteDaEmpresa } from '../clientes/clientes.service.ts';
import { funcionariosAtivos, funcionariosPorId } from '../funcionarios/funcionarios.consultas.ts';
import { usinaDaEmpresa } from '../usinas/usinas.service.ts';
import { avisarQuadro } from './quadros.aviso.ts';
import { cartaoDe, cartaoParaApi, idDoRegistro, type LinhaCartao, tipoDoCartao } from './quadros.cartoes.ts';
import { fonte } from './quadros.fontes.ts';
import { registrarEvento } from './quadros.historico.ts';
import { uuidDoQuadro } from './quadros.service.ts';

// A card's own data: responsible employee, due date, customer and plant (service requests),
// labels and custom fields. Each change goes to the history and to whoever has the board open.

const invalido = (field: string, message: string): CampoInvalido => ({ field, rule: 'invalid', message });

export async function detalheCartao(ctx: AppContext, c: LinhaCartao): Promise<CartaoDetalhe> {
  const api = await cartaoParaApi(ctx, c);
  const resumo = (await fonte(tipoDoCartao(c)).resumos(ctx, [idDoRegistro(c)])).get(idDoRegistro(c));
  const valores = await ctx.db
    .select({ campo: campos.uuid, valor: preenchimentos.valor })
    .from(preenchimentos)
    .innerJoin(campos, eq(campos.id, preenchimentos.campoId))
    .where(eq(preenchimentos.cartaoId, c.id));
  return { ...api, descricao: resumo?.descricao ?? null, preenchimentos: valores };
}

/** Checks one custom field's value against its kind; returns what to store (null: clear). */
function valorDoCampo(
  campo: { tipo: string; opcoes: string[]; nome: string },
  valor: string | number | null,
  anexosDoCartao: ReadonlySet<string>,
  i: number,
): string | number | null {
  const f = `preenchimentos.${i}.valor`;
  if (valor === null || valor === '') return null;
  switch (campo.tipo) {
    case 'numero': {
      const n = typeof valor === 'number' ? valor : Number(String(valor).replace(',', '.'));
      if (!Number.isFinite(n)) throw erroValidacao([invalido(f, `${campo.nome}: informe um número`)]);
      return n;
    }
    case 'data': {
      const s = String(valor);
      const d = new Date(`${s}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s)
        throw erroValidacao([invalido(f, `${campo.nome}: informe uma data válida`)]);
      return s;
    }
    case 'escolha':
      if (!campo.opcoes.includes(String(valor)))
        throw erroValidacao([invalido(f, `${campo.nome}: escolha uma das opções`)]);
      return String(valor);
    case 'arquivo':
      if (!anexosDoCartao.has(String(valor)))
        throw erroValidacao([invalido(f, `${campo.nome}: escolha um anexo deste cartão`)]);
      return String(valor);
    default:
      return String(valor);
  }
}

export interface EdicaoCartao {
  responsavel?: string | null | undefined;
  prazo?: string | null | undefined;
  cliente?: string | null | undefined;
  usina?: string | null | undefined;
  classificacoes?: string[] | undefined;
  preenchimentos?: Array<{ campo: string; valor: string | number | null }> | undefined;
}

export async function editarCartao(
  ctx: AppContext,
  quem: { usuarioId: number; usuarioUuid: string },
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  d: EdicaoCartao,
) {
  const c = await cartaoDe(ctx, empresa, tipo, uuid, 'edit');
  const evento = (e: Parameters<typeof registrarEvento>[1]['tipo'], de: string | null, para: string) =>
    registrarEvento(ctx, { cartaoId: c.id, tipo: e, usuarioId: quem.usuarioId, de, para });
  const antes = await cartaoParaApi(ctx, c);
  // Validate everything first: a refused field changes nothing.
  let responsavelId: number | null | undefined;
  if (d.responsavel !== undefined) {
    responsavelId =
      d.responsavel === null ? null : ((await funcionariosAtivos(ctx, empresa.id, [d.responsavel]))[0] ?? -1);
    if (responsavelId === -1) throw erroValidacao([invalido('responsavel', 'Funcionário não encontrado')]);
  }
  if ((d.cliente !== undefined || d.usina !== undefined) && tipo !== 'atendimento')
    throw erroValidacao([
      invalido(
        d.cliente !== undefined ? 'cliente' : 'usina',
        'O cliente de um negócio é definido no próprio negócio',
      ),
    ]);
  let cliente: { id: number; nome: string } | null | undefined;
  if (d.cliente !== undefined && d.cliente !== null) {
    cliente = await clienteDaEmpresa(ctx, empresa, d.cliente);
    if (!cliente) throw erroValidacao([invalido('cliente', 'Cliente não encontrado')]);
  } else if (d.cliente === null) cliente = null;
  let usina: { id: number; nome: string } | null | undefined;
  if (d.usina !== undefined && d.usina !== null) {
    usina = await usinaDaEmpresa(ctx, empresa, d.usina).catch(() => null);
    if (!usina) throw erroValidacao([invalido('usina', 'Usina não encontrada')]);
  } else if (d.usina === null) usina = null;
  let etiquetas: Array<{ id: number; nome: string }> | undefined;
  if (d.classificacoes !== undefined) {
    const pedidas = [...new Set(d.classificacoes)];
    etiquetas = pedidas.length
      ? await ctx.db
          .select({ id: classificacoes.id, nome: classificacoes.nome })
          .from(classificacoes)
          .where(and(inArray(classificacoes.uuid, pedidas), eq(classificacoes.empresaId, empresa.id)))
      : [];
    if (etiquetas.length !== pedidas.length)
      throw erroValidacao([invalido('classificacoes', 'Etiqueta não encontrada')]);
  }
  const valores: Array<{ campoId: number; nome: string; valor: string | number | null }> = [];
  if (d.preenchimentos?.length) {
    const doQuadro = await ctx.db
      .select({
        id: campos.id,
        uuid: campos.uuid,
        nome: campos.nome,
        tipo: campos.tipo,
        opcoes: campos.opcoes,
      })
      .from(campos)
      .innerJoin(grupos, eq(grupos.id, campos.grupoId))
      .where(eq(grupos.quadroId, c.quadroId));
    const meusAnexos = new Set(
      (await ctx.db.select({ uuid: anexos.uuid }).from(anexos).where(eq(anexos.cartaoId, c.id))).map(
        (a) => a.uuid,
      ),
    );
    for (const [i, p] of d.preenchimentos.entries()) {
      const campo = doQuadro.find((x) => x.uuid === p.campo);
      if (!campo)
        throw erroValidacao([invalido(`preenchimentos.${i}.campo`, 'Campo não encontrado neste quadro')]);
      valores.push({
        campoId: campo.id,
        nome: campo.nome,
        valor: valorDoCampo(campo, p.valor, meusAnexos, i),
      });
    }
  }

  if (responsavelId !== undefined && responsavelId !== c.responsavelId) {
    await ctx.db.update(cartoes).set({ responsavelId }).where(eq(cartoes.id, c.id));
    const [f] = responsavelId ? await funcionariosPorId(ctx, [responsavelId]) : [];
    await evento('responsavel', antes.responsavel?.nome ?? null, f?.nome ?? 'Sem responsável');
  }
  if (d.prazo !== undefined && d.prazo !== c.prazo) {
    await ctx.db.update(cartoes).set({ prazo: d.prazo }).where(eq(cartoes.id, c.id));
    await evento('prazo', c.prazo, d.prazo ?? 'Sem prazo');
  }
  const definir = fonte(tipo).definir;
  if (definir && cliente !== undefined && (cliente?.nome ?? null) !== (antes.cliente?.nome ?? null)) {
    await definir(ctx, idDoRegistro(c), { clienteId: cliente?.id ?? null });
    await evento('cliente', antes.cliente?.nome ?? null, cliente?.nome ?? 'Sem cliente');
  }
  if (definir && usina !== undefined && (usina?.nome ?? null) !== (antes.usina?.nome ?? null)) {
    await definir(ctx, idDoRegistro(c), { usinaId: usina?.id ?? null });
    await evento('usina', antes.usina?.nome ?? null, usina?.nome ?? 'Sem usina');
  }
  if (etiquetas !== undefined) {
    const novos = etiquetas.map((e) => e.nome).sort();
    const velhos = antes.classificacoes.map((e) => e.nome).sort();
    if (novos.join('\u0000') !== velhos.join('\u0000')) {
      await ctx.db.delete(cartaoClassificacoes).where(eq(cartaoClassificacoes.cartaoId, c.id));
      if (etiquetas.length)
        await ctx.db
          .insert(cartaoClassificacoes)
          .values(etiquetas.map((e) => ({ cartaoId: c.id, classificacaoId: e.id })));
      await evento('classificacao', velhos.join(', ') || null, novos.join(', ') || 'Sem etiquetas');
    }
  }
  for (const v of valores) {
    if (v.valor === null)
      await ctx.db
        .delete(preenchimentos)
        .where(and(eq(preenchimentos.cartaoId, c.id), eq(preenchimentos.campoId, v.campoId)));
    else
      await ctx.db
        .insert(preenchimentos)
        .values({ cartaoId: c.id, campoId: v.campoId, valor: v.valor, atualizadoEm: ctx.now() })
        .onConflictDoUpdate({
          target: [preenchimentos.cartaoId, preenchimentos.campoId],
          set: { valor: v.valor, atualizadoEm: ctx.now() },
        });
    await evento('campo', null, `${v.nome}: ${v.valor ?? '—'}`);
  }
  const [depois] = await ctx.db.select().from(cartoes).where(eq(cartoes.id, c.id));
  const r = await detalheCartao(ctx, depois as LinhaCartao);
  await avisarQuadro(ctx, await uuidDoQuadro(ctx, c.quadroId), {
    tipo: 'cartao',
    cartao: r.uuid,
    fase: r.fase,
    posicao: r.posicao,
    por: quem.usuarioUuid,
  });
  return r;
}
