import { z } from 'zod';
import { TIPOS_PRODUTO } from '../catalogo/produtos.schema.ts';
import { ZStatusUsina } from '../monitoramento/monitoramento.schema.ts';

// What each enabled widget of the catalogue (widgets.ts) answers at `GET /api/dashboard/<widget>`:
// the server declares these as the route's `response`, the web derives its types from them.

const ZContador = z.object({ hoje: z.number().int(), total: z.number().int() });
const ZEnergiaDoDia = z.object({ data: z.string(), energia_kwh: z.number() });

export const ZWidgetClientes = z.object({ total: z.number().int(), novos_no_mes: z.number().int() });
export const ZWidgetUsuarios = z.object({ total: z.number().int() });
export const ZWidgetUsinas = z.object({
  total: z.number().int(),
  potencia_kwp: z.number(),
  por_status: z.record(ZStatusUsina, z.number().int()),
});
export const ZWidgetFabricantes = z.array(
  z.object({ codigo: z.string(), nome: z.string(), usinas: z.number().int(), potencia_kwp: z.number() }),
);
export const ZWidgetConcessionarias = z.array(
  z.object({ sigla: z.string(), unidades: z.number().int(), faturas: z.number().int() }),
);
export const ZWidgetFuncionarios = z.object({
  total: z.number().int(),
  por_setor: z.array(z.object({ setor: z.string(), total: z.number().int() })),
});
export const ZWidgetGeracaoMes = z.object({
  mes: z.string(),
  energia_kwh: z.number(),
  /** Expected over the days elapsed so far; null when no plant has a city and a power. */
  esperada_kwh: z.number().nullable(),
  dias: z.array(ZEnergiaDoDia),
  esperada_por_dia: z.array(ZEnergiaDoDia).nullable(),
});
export const ZWidgetGeracaoHoraria = z.object({
  data: z.string(),
  pontos: z.array(z.object({ hora: z.string(), potencia_w: z.number() })),
  /** The power now of the plants still talking (0 when none is). */
  potencia_atual_w: z.number(),
});
export const ZWidgetGeracaoDiaria = z.object({
  dias: z.array(ZEnergiaDoDia),
  esperada_por_dia: z.array(ZEnergiaDoDia).nullable(),
});
export const ZWidgetUsinaStatus = z.object({
  usinas: z.array(
    z.object({
      uuid: z.string(),
      nome: z.string(),
      status: ZStatusUsina,
      status_motivo: z.string().nullable(),
      ultima_leitura_em: z.string().nullable(),
      /** The plant's zone: its last reading is shown in its clock. */
      fuso_horario: z.string(),
    }),
  ),
});
export const ZWidgetFaturaUltima = z.object({
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
});
export const ZWidgetUsinaCreditos = z.object({
  saldo_kwh: z.number(),
  expirando: z.array(z.object({ mes: z.string(), kwh: z.number() })),
  /** Summed over the lots (0 without any). */
  economia_rs: z.number(),
});

/** Products (kits aside: their balance is their components') not removed. */
export const ZWidgetEstoques = z.object({
  /** Products of the company (kits aside), with or without stock. */
  cadastrados: z.number().int(),
  /** Of these, those with a balance above zero. */
  com_estoque: z.number().int(),
  /** With a minimum and a balance under it: what /catalogo?abaixo_do_minimo=1 lists. */
  abaixo_do_minimo: z.number().int(),
  /** Σ balance × cost of the products with stock, in reais. */
  valor_custo_rs: z.number(),
  /** Products with stock by kind, most first. */
  por_tipo: z.array(z.object({ tipo: z.enum(TIPOS_PRODUTO), produtos: z.number().int() })),
});

/** A distribuidor sees what it publishes; a buyer its own catalogue and what it copied. */
export const ZWidgetCatalogos = z.discriminatedUnion('visao', [
  z.object({
    visao: z.literal('distribuidor'),
    /** Catalogues published and valid today (America/Sao_Paulo). */
    publicados: z.number().int(),
    /** Lines of those catalogues. */
    itens: z.number().int(),
    /** Drafts and published ones out of their validity. */
    fora_do_ar: z.number().int(),
  }),
  z.object({
    visao: z.literal('comprador'),
    /** The company's own products (kits included), not removed. */
    produtos: z.number().int(),
    /** Of these, copies of a distribuidor's product. */
    copias: z.number().int(),
  }),
]);

export const GRUPOS_PEDIDO = ['aguardando', 'em_andamento', 'entregue', 'encerrado'] as const;
export type GrupoPedido = (typeof GRUPOS_PEDIDO)[number];
const ZGrupoDePedidos = z.object({ pedidos: z.number().int(), valor_rs: z.number() });
export const ZWidgetPedidos = z.object({
  /** YYYY-MM of the month counted (America/Sao_Paulo). */
  mes: z.string(),
  /** The company's natural side first, the other only when it has orders this month. */
  lados: z.array(
    z.object({
      papel: z.enum(['comprador', 'fornecedor']),
      total: ZGrupoDePedidos,
      /** aguardando; em_andamento = confirmado, faturado, enviado; entregue; encerrado = recusado, cancelado. */
      grupos: z.record(z.enum(GRUPOS_PEDIDO), ZGrupoDePedidos),
    }),
  ),
});

export const STATUS_EM_ABERTO = ['aberto', 'aceito', 'em_andamento'] as const;
const ZAtendimentosEmAberto = z.object({
  total: z.number().int(),
  por_status: z.record(z.enum(STATUS_EM_ABERTO), z.number().int()),
});
export const ZWidgetAtendimentos = z.object({
  /** Requests the company is doing (it is the prestador). */
  recebidos: ZAtendimentosEmAberto,
  /** Requests the company asked another for. */
  solicitados: ZAtendimentosEmAberto,
});

/** The `data` of each enabled widget, by the widget's name. */
export const DADOS_DO_WIDGET = {
  clientes: ZWidgetClientes,
  usuarios: ZWidgetUsuarios,
  usuarios_dia: ZContador,
  empresas: ZContador,
  usinas: ZWidgetUsinas,
  fabricantes: ZWidgetFabricantes,
  concessionarias: ZWidgetConcessionarias,
  funcionarios: ZWidgetFuncionarios,
  geracao_mes: ZWidgetGeracaoMes,
  geracao_horaria: ZWidgetGeracaoHoraria,
  geracao_diaria: ZWidgetGeracaoDiaria,
  usina_status: ZWidgetUsinaStatus,
  fatura_ultima: ZWidgetFaturaUltima,
  usina_creditos: ZWidgetUsinaCreditos,
  estoques: ZWidgetEstoques,
  catalogos: ZWidgetCatalogos,
  pedidos: ZWidgetPedidos,
  atendimentos: ZWidgetAtendimentos,
} as const;
export type NomeWidgetComDados = keyof typeof DADOS_DO_WIDGET;
export type DadosDoWidget<N extends NomeWidgetComDados> = z.infer<(typeof DADOS_DO_WIDGET)[N]>;

/** A widget whose module is not in Irradia yet: no data, and what it will hold. */
export const ZWidgetDesabilitado = z.object({
  data: z.null(),
  desabilitado: z.literal(true),
  mensagem: z.string(),
});
export type WidgetDesabilitado = z.infer<typeof ZWidgetDesabilitado>;

/** `GET /api/dashboard/<N>` of an enabled widget: `respostaUm` of its data (dashboard.routes.ts). */
export type RespostaDoWidget<N extends NomeWidgetComDados> = { data: DadosDoWidget<N> };
