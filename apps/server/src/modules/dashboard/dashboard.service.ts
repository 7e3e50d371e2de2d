import { DADOS_DO_WIDGET, type NomeWidgetComDados } from '@irradia/shared/dashboard/respostas';
import type { ContextoPainel, Widget } from '@irradia/shared/dashboard/widgets';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { type ContextoPermissao, permitido } from '@irradia/shared/permissoes/guarda';
import type { z } from 'zod';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { atendimentosEmAberto } from '../atendimentos/atendimentos.painel.ts';
import { resumoDosCatalogos } from '../catalogos/catalogos.painel.ts';
import { contar as contarClientes } from '../clientes/clientes.service.ts';
import { contarEmpresas } from '../empresas/empresas.service.ts';
import { creditosDaEmpresa, ultimas as ultimasFaturas } from '../faturas/faturas.painel.ts';
import { contarPorSetor } from '../funcionarios/funcionarios.service.ts';
import { pedidosDoPeriodo } from '../pedidos/pedidos.painel.ts';
import { resumoDoCatalogoProprio, resumoDoEstoque } from '../produtos/produtos.painel.ts';
import { porConcessionaria } from '../unidades/unidades.service.ts';
import type { Expectativa } from '../usinas/expectativa.ts';
import {
  curvaDaEmpresa,
  expectativaDaEmpresa,
  geracaoPorDia,
  porFabricante,
  porSituacao,
  totaisPorStatus,
} from '../usinas/painel.ts';
import { contarCriadosDesde } from '../usuarios/usuarios.service.ts';

// The data behind each widget of the catalogue (packages/shared dashboard/widgets.ts): roll-ups
// and counters only, always within the caller's company and the plants the caller may see.

/** The dashboard's clock: Brazil's official time (UTC−3, no daylight saving since 2019). */
const FUSO_PAINEL = 'America/Sao_Paulo';

/** Midnight of today in Brazil's official time. */
export function inicioDoDiaBrasil(agora: Date): Date {
  return new Date(`${hojeNoFuso(agora, FUSO_PAINEL)}T00:00:00-03:00`);
}

/** A YYYY-MM-DD date moved by `dias` days. */
function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The first day of the month after 'YYYY-MM'. */
function mesSeguinte(mes: string): string {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${ano + 1}-01` : `${ano}-${String(m + 1).padStart(2, '0')}`;
}

/** Each day's expected energy over `desde`…`ate` (the days before every plant began left out). */
function esperadaPorDia(esperada: Expectativa, desde: string, ate: string) {
  const dias: Array<{ data: string; energia_kwh: number }> = [];
  for (let d = desde; d <= ate; d = somarDias(d, 1)) {
    const kwh = esperada.entre(d, d);
    if (kwh > 0) dias.push({ data: d, energia_kwh: Math.round(kwh * 100) / 100 });
  }
  return dias;
}

/** Where the caller stands: the selected company's type, or the personal account. */
export const contextoDe = (empresa: EmpresaAtual | null): ContextoPainel => empresa?.tipo ?? 'pessoal';

function daEmpresa(empresa: EmpresaAtual | null): EmpresaAtual {
  if (!empresa) throw new AppError('EMPRESA_OBRIGATORIA');
  return empresa;
}

type Leitores = {
  [N in NomeWidgetComDados]: (
    ctx: AppContext,
    empresa: EmpresaAtual | null,
  ) => Promise<z.input<(typeof DADOS_DO_WIDGET)[N]>>;
};

/** Each enabled widget's data function; the shape it answers is DADOS_DO_WIDGET's (packages/shared). */
const LEITORES: Leitores = {
  clientes: (ctx, empresa) => {
    const hoje = hojeNoFuso(ctx.now(), FUSO_PAINEL);
    return contarClientes(ctx, daEmpresa(empresa), new Date(`${hoje.slice(0, 7)}-01T00:00:00-03:00`));
  },
  usuarios: async (ctx) => ({ total: (await contarCriadosDesde(ctx, inicioDoDiaBrasil(ctx.now()))).total }),
  usuarios_dia: (ctx) => contarCriadosDesde(ctx, inicioDoDiaBrasil(ctx.now())),
  empresas: (ctx) => contarEmpresas(ctx, inicioDoDiaBrasil(ctx.now())),
  usinas: async (ctx, empresa) => {
    const t = await totaisPorStatus(ctx, daEmpresa(empresa));
    return { ...t, potencia_kwp: Math.round(t.potencia_kwp * 100) / 100 };
  },
  fabricantes: (ctx, empresa) => porFabricante(ctx, daEmpresa(empresa)),
  concessionarias: (ctx, empresa) => porConcessionaria(ctx, daEmpresa(empresa)),
  funcionarios: (ctx, empresa) => contarPorSetor(ctx, daEmpresa(empresa)),
  geracao_mes: async (ctx, empresa) => {
    const e = daEmpresa(empresa);
    const hoje = hojeNoFuso(ctx.now(), FUSO_PAINEL);
    const mes = hoje.slice(0, 7);
    const dias = await geracaoPorDia(ctx, e, `${mes}-01`, hoje);
    const esperada = await expectativaDaEmpresa(ctx, e);
    return {
      mes,
      energia_kwh: Math.round(dias.reduce((a, d) => a + d.energia_kwh, 0) * 100) / 100,
      // Expected over the days elapsed so far, to compare with what was generated.
      esperada_kwh: esperada ? Math.round(esperada.entre(`${mes}-01`, hoje) * 10) / 10 : null,
      esperada_por_dia: esperada ? esperadaPorDia(esperada, `${mes}-01`, hoje) : null,
      dias,
    };
  },
  geracao_horaria: async (ctx, empresa) => {
    const inicio = inicioDoDiaBrasil(ctx.now());
    const curva = await curvaDaEmpresa(
      ctx,
      daEmpresa(empresa),
      inicio,
      new Date(inicio.getTime() + 86_400_000),
      FUSO_PAINEL,
    );
    return { data: hojeNoFuso(ctx.now(), FUSO_PAINEL), ...curva };
  },
  geracao_diaria: async (ctx, empresa) => {
    const e = daEmpresa(empresa);
    const hoje = hojeNoFuso(ctx.now(), FUSO_PAINEL);
    const desde = somarDias(hoje, -29);
    const esperada = await expectativaDaEmpresa(ctx, e);
    return {
      dias: await geracaoPorDia(ctx, e, desde, hoje),
      esperada_por_dia: esperada ? esperadaPorDia(esperada, desde, hoje) : null,
    };
  },
  usina_status: async (ctx, empresa) => ({ usinas: await porSituacao(ctx, daEmpresa(empresa), 10) }),
  fatura_ultima: async (ctx, empresa) => ({ faturas: await ultimasFaturas(ctx, daEmpresa(empresa), 5) }),
  usina_creditos: async (ctx, empresa) => {
    const c = await creditosDaEmpresa(ctx, daEmpresa(empresa));
    // A lot with nothing left to expire says nothing ("Expira em 11/2026 · 0 kWh").
    return { ...c, expirando: c.expirando.filter((e) => e.kwh > 0) };
  },
  estoques: (ctx, empresa) => resumoDoEstoque(ctx, daEmpresa(empresa).id),
  catalogos: async (ctx, empresa) => {
    const e = daEmpresa(empresa);
    if (e.tipo === 'distribuidor')
      return { visao: 'distribuidor' as const, ...(await resumoDosCatalogos(ctx, e.id)) };
    // A buyer: its own catalogue and how much of it was copied from distribuidores.
    return { visao: 'comprador' as const, ...(await resumoDoCatalogoProprio(ctx, e.id)) };
  },
  pedidos: async (ctx, empresa) => {
    const mes = hojeNoFuso(ctx.now(), FUSO_PAINEL).slice(0, 7);
    const desde = new Date(`${mes}-01T00:00:00-03:00`);
    const ate = new Date(`${mesSeguinte(mes)}-01T00:00:00-03:00`);
    return { mes, lados: await pedidosDoPeriodo(ctx, daEmpresa(empresa), desde, ate) };
  },
  atendimentos: (ctx, empresa) => atendimentosEmAberto(ctx, daEmpresa(empresa).id),
};

interface Dados {
  schema: z.ZodType;
  ler: (ctx: AppContext, empresa: EmpresaAtual | null) => Promise<unknown>;
}

/** Each enabled widget's data function and the shape it answers (the `data` of the response). */
export const DADOS: Record<string, Dados> = Object.fromEntries(
  (Object.keys(LEITORES) as NomeWidgetComDados[]).map((n) => [
    n,
    { schema: DADOS_DO_WIDGET[n], ler: LEITORES[n] },
  ]),
);

/** What a disabled widget will hold, for the greyed card (its module is not in Irradia yet). */
const MODULO_DE: Record<string, string> = {
  faturamento: 'pagamentos',
  lucro_mensal: 'pagamentos',
  assinantes: 'assinaturas',
};

export function mensagemDesabilitado(w: Widget): string {
  const modulo = MODULO_DE[w.nome] ?? w.rotulo.toLowerCase();
  return `Este painel vai mostrar: ${w.descricao.charAt(0).toLowerCase()}${w.descricao.slice(1)}. O módulo de ${modulo} ainda não está disponível.`;
}

/** A widget the caller may use where they stand: an allowed context and every permission (all-of). */
export function widgetDisponivel(
  w: Widget,
  contexto: ContextoPainel,
  permissoes: ContextoPermissao,
): boolean {
  return w.contextos.includes(contexto) && permitido(permissoes, w.permissoes, { modo: 'all' });
}
