import { hojeNoFuso } from '@irradia/shared/format/fuso';
import {
  type Acao,
  type Condicoes,
  GATILHOS,
  type Gatilho,
  NOMES_TIPOS_ALERTA,
} from '@irradia/shared/quadros/automacoes.schema';
import { and, eq } from 'drizzle-orm';
import { automacaoExecucoes, automacoes } from '../../db/schema/automacoes.ts';
import type { AppContext } from '../../platform/context.ts';
import type { EventoDeDominio } from '../../platform/eventos.ts';
import { mensagem } from '../../platform/mail-template.ts';
import { criarInterno } from '../atendimentos/atendimentos.cartoes.ts';
import { clientesPorIds, contatoDoCliente } from '../clientes/clientes.service.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { funcionariosAtivos, funcionariosPorId } from '../funcionarios/funcionarios.consultas.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import {
  abrirCartao,
  atribuirPorAutomacao,
  cartaoDoRegistro,
  cartaoPorId,
  cartoesDoAlerta,
  cartoesVencidos,
  etiquetarPorAutomacao,
  fecharPorAutomacao,
  moverPorAutomacao,
} from '../quadros/quadros.automacao.ts';
import { cartaoParaApi, type LinhaCartao } from '../quadros/quadros.cartoes.ts';
import { usinaParaAutomacao } from '../usinas/usinas.service.ts';

// The automations' engine (decision 039): on each domain event, the company's active rules for
// that trigger whose conditions hold run their actions in order, and each run is logged. An event
// caused by a rule's action carries the chain of rules behind it; a rule already in the chain is
// not run again (logged as "ciclo"), so two rules that move a card back and forth stop.

type Usina = NonNullable<Awaited<ReturnType<typeof usinaParaAutomacao>>>;

interface Contexto {
  evento: EventoDeDominio;
  gatilho: Gatilho;
  usina: Usina | null;
  clienteId: number | null;
  valorCentavos: number | null;
  alertaTipo: string | null;
  cartao: LinhaCartao | null;
  /** The event in words, for the log and the titles. */
  descricao: string;
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

async function montarContexto(ctx: AppContext, e: EventoDeDominio): Promise<Contexto> {
  const gatilho = e.tipo as Gatilho;
  const usinaId = num(e.usinaId);
  const usina = usinaId ? await usinaParaAutomacao(ctx, usinaId) : null;
  let cartao: LinhaCartao | null = null;
  if (num(e.cartaoId)) cartao = await cartaoPorId(ctx, e.cartaoId as number);
  else if (num(e.pedidoId)) cartao = await cartaoDoRegistro(ctx, e.empresaId, 'pedido', e.pedidoId as number);
  const api = cartao ? await cartaoParaApi(ctx, cartao) : null;
  const alertaTipo = typeof e.alertaTipo === 'string' ? e.alertaTipo : null;
  const nomeAlerta = alertaTipo
    ? (NOMES_TIPOS_ALERTA[alertaTipo as keyof typeof NOMES_TIPOS_ALERTA] ?? alertaTipo)
    : '';
  const descricao =
    gatilho === 'alerta_aberto' || gatilho === 'alerta_fechado'
      ? `${nomeAlerta}: ${usina?.nome ?? 'usina'}${gatilho === 'alerta_fechado' ? ' (terminou)' : ''}`
      : gatilho === 'fatura_recebida' || gatilho === 'fatura_problema'
        ? `${typeof e.descricao === 'string' ? e.descricao : 'Fatura'}${usina ? ` — ${usina.nome}` : ''}`
        : api
          ? `#${api.numero} ${api.titulo}${typeof e.descricao === 'string' ? ` — ${e.descricao}` : ''}`
          : String(e.descricao ?? gatilho);
  return {
    evento: e,
    gatilho,
    usina,
    clienteId: num(e.clienteId) ?? usina?.clienteId ?? null,
    valorCentavos: num(e.valorCentavos) ?? (api?.valor_rs != null ? Math.round(api.valor_rs * 100) : null),
    alertaTipo,
    cartao,
    descricao,
  };
}

async function condicoesValem(ctx: AppContext, c: Condicoes, x: Contexto): Promise<boolean> {
  if (c.alertas?.length && !(x.alertaTipo && (c.alertas as string[]).includes(x.alertaTipo))) return false;
  if (c.tags?.length && !x.usina?.tags.some((t) => c.tags?.includes(t))) return false;
  if (c.cliente) {
    const cliente = x.clienteId ? (await clientesPorIds(ctx, [x.clienteId])).get(x.clienteId) : undefined;
    if (cliente?.uuid !== c.cliente) return false;
  }
  const valor = x.valorCentavos === null ? null : x.valorCentavos / 100;
  if (c.valor_min_rs !== undefined && (valor === null || valor < c.valor_min_rs)) return false;
  if (c.valor_max_rs !== undefined && (valor === null || valor > c.valor_max_rs)) return false;
  if (c.fase) {
    const api = x.cartao ? await cartaoParaApi(ctx, x.cartao) : null;
    if (api?.fase !== c.fase) return false;
  }
  return true;
}

const preencher = (modelo: string, v: Record<string, string>) =>
  modelo.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => v[k] ?? m);

async function variaveis(ctx: AppContext, x: Contexto): Promise<Record<string, string>> {
  const cliente = x.clienteId ? (await clientesPorIds(ctx, [x.clienteId])).get(x.clienteId) : undefined;
  const empresa = (await empresasPorIds(ctx, [x.evento.empresaId])).get(x.evento.empresaId);
  const alerta = x.alertaTipo
    ? (NOMES_TIPOS_ALERTA[x.alertaTipo as keyof typeof NOMES_TIPOS_ALERTA] ?? x.alertaTipo)
    : '';
  return {
    usina: x.usina?.nome ?? '',
    cliente: cliente?.nome ?? '',
    empresa: empresa?.nome ?? '',
    alerta,
    evento: x.descricao,
  };
}

/** Runs one action; returns what it did in words (throws to log an error). */
async function executar(
  ctx: AppContext,
  regra: { id: number; nome: string },
  a: Acao,
  x: Contexto,
  cadeia: readonly number[],
): Promise<{ resultado: string; ok: boolean }> {
  const semCartao = { resultado: 'Nenhum cartão neste evento', ok: false };
  switch (a.tipo) {
    case 'criar_atendimento': {
      const titulo =
        preencher(a.titulo?.trim() || '{{evento}}', await variaveis(ctx, x)).slice(0, 160) || x.descricao;
      const registro = await criarInterno(ctx, x.evento.empresaId, null, {
        titulo,
        descricao: `Aberta pela automação "${regra.nome}": ${x.descricao}`,
        clienteId: x.clienteId,
        usinaId: x.usina?.id ?? null,
      });
      const c = await abrirCartao(ctx, {
        empresaId: x.evento.empresaId,
        faseUuid: a.fase,
        registroId: registro.id,
        automacaoId: regra.id,
        automacaoNome: regra.nome,
        porAlerta: x.gatilho === 'alerta_aberto',
        alertaId: a.fechar_quando_terminar && x.gatilho === 'alerta_aberto' ? num(x.evento.alertaId) : null,
      });
      if (!c) return { resultado: 'A fase escolhida não existe mais', ok: false };
      x.cartao = c;
      const api = await cartaoParaApi(ctx, c);
      return { resultado: `Solicitação #${api.numero} criada`, ok: true };
    }
    case 'atribuir_responsavel_usina': {
      if (!x.cartao) return semCartao;
      const [f] = x.usina?.responsaveis ?? [];
      if (!f) return { resultado: 'A usina não tem funcionário responsável', ok: false };
      const nome = await atribuirPorAutomacao(ctx, x.cartao, f);
      x.cartao = { ...x.cartao, responsavelId: f };
      return { resultado: `Atribuída a ${nome}`, ok: true };
    }
    case 'mover': {
      if (!x.cartao) return semCartao;
      const nome = await moverPorAutomacao(ctx, x.cartao, a.fase, [...cadeia, regra.id]);
      if (!nome) return { resultado: 'A fase escolhida não existe mais', ok: false };
      x.cartao = await cartaoPorId(ctx, x.cartao.id);
      return { resultado: `Movido para ${nome}`, ok: true };
    }
    case 'classificar': {
      if (!x.cartao) return semCartao;
      const nome = await etiquetarPorAutomacao(ctx, x.cartao, a.classificacao);
      return nome
        ? { resultado: `Etiqueta ${nome} adicionada`, ok: true }
        : { resultado: 'A etiqueta não existe mais', ok: false };
    }
    case 'notificar': {
      const ids =
        a.para === 'funcionario'
          ? await funcionariosAtivos(ctx, x.evento.empresaId, a.funcionario ? [a.funcionario] : [])
          : x.cartao?.responsavelId
            ? [x.cartao.responsavelId]
            : (x.usina?.responsaveis ?? []);
      const pessoas = await funcionariosPorId(ctx, ids);
      if (pessoas.length === 0) return { resultado: 'Ninguém para notificar', ok: false };
      const v = await variaveis(ctx, x);
      const api = x.cartao ? await cartaoParaApi(ctx, x.cartao) : null;
      for (const p of pessoas)
        await notificar(ctx, p.usuarioId, {
          tipo: 'automacao',
          titulo: regra.nome,
          mensagem: preencher(a.mensagem, v),
          link: api
            ? `/quadro?quadro=${api.quadro}&cartao=${api.uuid}`
            : x.usina
              ? `/usinas/${x.usina.uuid}`
              : null,
          empresaId: x.evento.empresaId,
        });
      return { resultado: `Notificado: ${pessoas.map((p) => p.nome).join(', ')}`, ok: true };
    }
    case 'email_cliente': {
      const contato = x.clienteId ? await contatoDoCliente(ctx, x.clienteId) : null;
      if (!contato?.email) return { resultado: 'O cliente não tem e-mail cadastrado', ok: false };
      const v = await variaveis(ctx, x);
      await ctx.mailer.send(
        mensagem({
          to: contato.email,
          subject: preencher(a.assunto, v),
          produto: v.empresa || 'Irradia',
          paragrafos: preencher(a.corpo, v).split(/\n{2,}/),
          rodape: `Mensagem enviada por ${v.empresa || 'sua integradora'} pelo Irradia.`,
        }),
      );
      return { resultado: `E-mail enviado para ${contato.email}`, ok: true };
    }
  }
}

/** When an alert ends, the requests a rule opened for it (with "close when it ends") close too. */
async function fecharComOAlerta(ctx: AppContext, e: EventoDeDominio, cadeia: readonly number[]) {
  const alertaId = num(e.alertaId);
  if (!alertaId) return;
  for (const c of await cartoesDoAlerta(ctx, alertaId)) {
    const fase = await fecharPorAutomacao(ctx, c, cadeia);
    if (c.automacaoId)
      await ctx.db.insert(automacaoExecucoes).values({
        automacaoId: c.automacaoId,
        gatilho: 'alerta_fechado',
        evento: `${NOMES_TIPOS_ALERTA[e.alertaTipo as keyof typeof NOMES_TIPOS_ALERTA] ?? 'Alerta'} terminou`,
        status: fase ? 'ok' : 'erro',
        acoes: [
          {
            tipo: 'criar_atendimento',
            resultado: fase ? `Solicitação fechada (${fase})` : 'O quadro não tem fase fechada',
            ok: fase !== null,
          },
        ],
        criadoEm: ctx.now(),
      });
  }
}

export async function aoEvento(ctx: AppContext, e: EventoDeDominio): Promise<void> {
  if (!(GATILHOS as readonly string[]).includes(e.tipo)) return;
  const cadeia = e.cadeia ?? [];
  if (e.tipo === 'alerta_fechado') await fecharComOAlerta(ctx, e, cadeia);
  const regras = await ctx.db
    .select()
    .from(automacoes)
    .where(
      and(eq(automacoes.empresaId, e.empresaId), eq(automacoes.gatilho, e.tipo), eq(automacoes.ativa, true)),
    );
  if (regras.length === 0) return;
  for (const regra of regras) {
    const x = await montarContexto(ctx, e);
    if (!(await condicoesValem(ctx, regra.condicoes as Condicoes, x))) continue;
    if (cadeia.includes(regra.id)) {
      // The rule's own action led here: running it again would loop.
      await ctx.db.insert(automacaoExecucoes).values({
        automacaoId: regra.id,
        gatilho: e.tipo,
        evento: x.descricao,
        status: 'ciclo',
        acoes: [],
        criadoEm: ctx.now(),
      });
      continue;
    }
    const feitos: Array<{ tipo: Acao['tipo']; resultado: string; ok: boolean }> = [];
    let erro = false;
    for (const a of regra.acoes as Acao[]) {
      try {
        feitos.push({ tipo: a.tipo, ...(await executar(ctx, regra, a, x, cadeia)) });
      } catch (err) {
        erro = true;
        ctx.log.error({ err, automacao: regra.id }, 'ação de automação falhou');
        feitos.push({ tipo: a.tipo, resultado: 'Erro inesperado ao executar a ação', ok: false });
      }
    }
    await ctx.db.insert(automacaoExecucoes).values({
      automacaoId: regra.id,
      gatilho: e.tipo,
      evento: x.descricao,
      status: erro ? 'erro' : 'ok',
      acoes: feitos,
      criadoEm: ctx.now(),
    });
  }
}

/** The hourly sweep: each open card whose due date passed tells the automations once. */
export async function avisarPrazosVencidos(ctx: AppContext): Promise<number> {
  const vencidos = await cartoesVencidos(ctx, hojeNoFuso(ctx.now(), 'America/Sao_Paulo'));
  for (const c of vencidos)
    await ctx.eventos.emitir(ctx, {
      tipo: 'prazo_vencido',
      empresaId: c.empresaId,
      cartaoId: c.id,
      descricao: `prazo ${c.prazo?.split('-').reverse().join('/')}`,
    });
  return vencidos.length;
}
