import { z } from 'zod';
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
