import type { ContextoPainel, Widget } from '@irradia/shared/dashboard/widgets';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { type ContextoPermissao, permitido } from '@irradia/shared/permissoes/guarda';
import { z } from 'zod';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { contar as contarClientes } from '../clientes/clientes.service.ts';
import { contarEmpresas } from '../empresas/empresas.service.ts';
import { creditosDaEmpresa, ultimas as ultimasFaturas } from '../faturas/faturas.service.ts';
import { contarPorSetor } from '../funcionarios/funcionarios.service.ts';
import { porConcessionaria } from '../unidades/unidades.service.ts';
import type { Expectativa } from '../usinas/expectativa.ts';
import {
  curvaDaEmpresa,
  expectativaDaEmpresa,
  geracaoPorDia,
  listar as listarUsinas,
  porFabricante,
  porSituacao,
} from '../usinas/usinas.service.ts';
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

const ZContador = z.object({ hoje: z.number().int(), total: z.number().int() });
const ZDia = z.object({ data: z.string(), energia_kwh: z.number() });
const ZStatus = z.enum(['online', 'aviso', 'erro', 'offline', 'inativo']);

type Leitor = (ctx: AppContext, empresa: EmpresaAtual | null) => Promise<unknown>;

interface Dados {
  schema: z.ZodType;
  ler: Leitor;
}

/** Each enabled widget's data function and the shape it answers (the `data` of the response). */
export const DADOS: Record<string, Dados> = {
  clientes: {
    schema: z.object({ total: z.number().int(), novos_no_mes: z.number().int() }),
    ler: (ctx, empresa) => {
      const hoje = hojeNoFuso(ctx.now(), FUSO_PAINEL);
      return contarClientes(ctx, daEmpresa(empresa), new Date(`${hoje.slice(0, 7)}-01T00:00:00-03:00`));
    },
  },
  usuarios: {
    schema: z.object({ total: z.number().int() }),
    ler: async (ctx) => ({ total: (await contarCriadosDesde(ctx, inicioDoDiaBrasil(ctx.now()))).total }),
  },
  usuarios_dia: {
    schema: ZContador,
    ler: (ctx) => contarCriadosDesde(ctx, inicioDoDiaBrasil(ctx.now())),
  },
  empresas: {
    schema: ZContador,
    ler: (ctx) => contarEmpresas(ctx, inicioDoDiaBrasil(ctx.now())),
  },
  usinas: {
    schema: z.object({
      total: z.number().int(),
      potencia_kwp: z.number(),
      por_status: z.record(ZStatus, z.number().int()),
    }),
    ler: async (ctx, empresa) => {
      const { meta } = await listarUsinas(ctx, daEmpresa(empresa), { page: 1, limit: 1 });
      return {
        total: meta.total,
        potencia_kwp: Math.round(meta.potencia_kwp * 100) / 100,
        por_status: meta.status,
      };
    },
  },
  fabricantes: {
    schema: z.array(
      z.object({ codigo: z.string(), nome: z.string(), usinas: z.number().int(), potencia_kwp: z.number() }),
    ),
    ler: (ctx, empresa) => porFabricante(ctx, daEmpresa(empresa)),
  },
  concessionarias: {
    schema: z.array(z.object({ sigla: z.string(), unidades: z.number().int(), faturas: z.number().int() })),
    ler: (ctx, empresa) => porConcessionaria(ctx, daEmpresa(empresa)),
  },
  funcionarios: {
    schema: z.object({
      total: z.number().int(),
      por_setor: z.array(z.object({ setor: z.string(), total: z.number().int() })),
    }),
    ler: (ctx, empresa) => contarPorSetor(ctx, daEmpresa(empresa)),
  },
  geracao_mes: {
    schema: z.object({
      mes: z.string(),
      energia_kwh: z.number(),
      esperada_kwh: z.number().nullable(),
      dias: z.array(ZDia),
      esperada_por_dia: z.array(ZDia).nullable(),
    }),
    ler: async (ctx, empresa) => {
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
  },
  geracao_horaria: {
    schema: z.object({
      data: z.string(),
      pontos: z.array(z.object({ hora: z.string(), potencia_w: z.number() })),
      potencia_atual_w: z.number(),
    }),
    ler: async (ctx, empresa) => {
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
  },
  geracao_diaria: {
    schema: z.object({ dias: z.array(ZDia), esperada_por_dia: z.array(ZDia).nullable() }),
    ler: async (ctx, empresa) => {
      const e = daEmpresa(empresa);
      const hoje = hojeNoFuso(ctx.now(), FUSO_PAINEL);
      const desde = somarDias(hoje, -29);
      const esperada = await expectativaDaEmpresa(ctx, e);
      return {
        dias: await geracaoPorDia(ctx, e, desde, hoje),
        esperada_por_dia: esperada ? esperadaPorDia(esperada, desde, hoje) : null,
      };
    },
  },
  usina_status: {
    schema: z.object({
      usinas: z.array(
        z.object({
          uuid: z.string(),
          nome: z.string(),
          status: z.string(),
          status_motivo: z.string().nullable(),
          ultima_leitura_em: z.string().nullable(),
          /** The plant's zone: its last reading is shown in its clock. */
          fuso_horario: z.string(),
        }),
      ),
    }),
    ler: async (ctx, empresa) => ({ usinas: await porSituacao(ctx, daEmpresa(empresa), 10) }),
  },
  fatura_ultima: {
    schema: z.object({
      faturas: z.array(
        z.object({
          uuid: z.string(),
          mes_referencia: z.string(),
          usina: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
          valor_total_rs: z.number().nullable(),
          economia_rs: z.number().nullable(),
          status: z.string(),
        }),
      ),
    }),
    ler: async (ctx, empresa) => ({ faturas: await ultimasFaturas(ctx, daEmpresa(empresa), 5) }),
  },
  usina_creditos: {
    schema: z.object({
      saldo_kwh: z.number(),
      expirando: z.array(z.object({ mes: z.string(), kwh: z.number() })),
      economia_rs: z.number(),
    }),
    ler: async (ctx, empresa) => {
      const c = await creditosDaEmpresa(ctx, daEmpresa(empresa));
      // A lot with nothing left to expire says nothing ("Expira em 11/2026 · 0 kWh").
      return { ...c, expirando: c.expirando.filter((e) => e.kwh > 0) };
    },
  },
};

/** What a disabled widget will hold, for the greyed card (its module is not in Irradia yet). */
const MODULO_DE: Record<string, string> = {
  atendimentos: 'atendimentos',
  pedidos: 'pedidos',
  faturamento: 'pagamentos',
  lucro_mensal: 'pagamentos',
  assinantes: 'assinaturas',
  estoques: 'estoques',
  catalogos: 'catálogos',
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
