import { z } from 'zod';
import { respostaLista, respostaUm, ZMeta } from '../api/resposta.ts';
import {
  CAMPOS_FATURA,
  CAMPOS_NUMERICOS,
  type CampoNumerico,
  CLASSES_CONSUMO,
  FORNECIMENTOS,
  STATUS_FATURA,
  ZItemFatura,
  ZLeituraFatura,
} from './faturas.campos.ts';

// Payloads of /api/concessionarias, /api/unidades, /api/faturas and /api/usinas/:uuid/integracoes
// (spec §3, §5). Both the server and the web forms validate with these.

const mensagensFaturas = {
  informeConcessionaria: 'Informe a concessionária',
  loginInvalido: 'Informe um login do aplicativo válido',
  senhaInvalida: 'Informe uma senha do aplicativo válida',
  informeDataImportacao: 'Informe a data de início da importação',
  dataInvalida: 'Informe uma data válida',
  informeUsina: 'Escolha a usina',
  informeUnidade: 'Escolha a unidade consumidora',
  informeMatricula: 'Informe a matrícula (número da instalação)',
  informeClasse: 'Escolha a classe de consumo',
  cotaInvalida: 'Informe a cota entre 0 e 100%',
  mesInvalido: 'Informe o mês de referência (mês/ano)',
  numeroInvalido: 'Informe um número',
} as const;

const m = mensagensFaturas;
const vazioNulo = (v: unknown) => (v === '' || v === undefined ? null : v);
const dataIso = (mensagem: string) =>
  z
    .string({ error: mensagem })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.dataInvalida)
    // A calendar date: 2026-02-30 is refused, not rolled over to March.
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, m.dataInvalida);
const dataOpcional = z.preprocess(vazioNulo, dataIso(m.dataInvalida).nullable().optional());
/** kWh / R$ values: empty = not read (null). Negative allowed only where the invoice can print it. */
const numero = (min?: number) =>
  z.preprocess(
    vazioNulo,
    (min === undefined
      ? z.coerce.number({ error: m.numeroInvalido })
      : z.coerce.number({ error: m.numeroInvalido }).min(min, m.numeroInvalido)
    )
      .refine(Number.isFinite, m.numeroInvalido)
      .nullable()
      .optional(),
  );

/** The 15 numbers of CAMPOS_FATURA: below zero only where the invoice can print it. */
const numerosEntrada = Object.fromEntries(
  CAMPOS_NUMERICOS.map((c) => [c, numero(CAMPOS_FATURA[c].negativo ? undefined : 0)]),
) as Record<CampoNumerico, ReturnType<typeof numero>>;

export const TIPOS_UNIDADE = { geradora: 'Geradora', beneficiaria: 'Beneficiária' } as const;
export const DISTRIBUICOES = {
  autoconsumo_local: 'Autoconsumo local',
  autoconsumo_remoto: 'Autoconsumo remoto',
  geracao_compartilhada: 'Geração compartilhada',
  emuc: 'Múltiplas unidades consumidoras (EMUC)',
} as const;
export const GRUPOS_TENSAO = ['B1', 'B2', 'B3', 'B4', 'A4', 'A3a', 'A3', 'A2', 'A1', 'AS'] as const;

const chaves = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const ZUnidadeEntrada = z.object({
  usina: z.uuid({ error: m.informeUsina }),
  concessionaria: z.uuid({ error: m.informeConcessionaria }),
  tipo: z.enum(chaves(TIPOS_UNIDADE), { error: 'Escolha se a unidade é geradora ou beneficiária' }),
  nome: z.preprocess(vazioNulo, z.string().trim().max(120).nullable().optional()),
  matricula: z
    .string({ error: m.informeMatricula })
    .trim()
    .min(1, m.informeMatricula)
    .max(30, m.informeMatricula)
    .regex(/^[\d./-]+$/, m.informeMatricula),
  classe: z.enum(chaves(CLASSES_CONSUMO), { error: m.informeClasse }),
  grupo_tensao: z.enum(GRUPOS_TENSAO, { error: 'Escolha o grupo de tensão' }).default('B1'),
  fornecimento: z
    .enum(chaves(FORNECIMENTOS), { error: 'Escolha o tipo de fornecimento' })
    .default('bifasico'),
  gd: z.enum(['GD I', 'GD II'], { error: 'Escolha a modalidade (GD I ou GD II)' }).default('GD II'),
  inicio: dataOpcional,
  cota: z.preprocess(
    vazioNulo,
    z.coerce
      .number({ error: m.cotaInvalida })
      .min(0, m.cotaInvalida)
      .max(100, m.cotaInvalida)
      .nullable()
      .optional(),
  ),
  fim_previsto: dataOpcional,
  distribuicao: z
    .enum(chaves(DISTRIBUICOES), { error: 'Escolha a forma de distribuição' })
    .default('autoconsumo_remoto'),
});
export type UnidadeEntrada = z.infer<typeof ZUnidadeEntrada>;

export const ZFaturaEntrada = z.object({
  unidade: z.uuid({ error: m.informeUnidade }),
  mes_referencia: z.string({ error: m.mesInvalido }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.mesInvalido),
  vencimento: dataOpcional,
  status: z.enum(chaves(STATUS_FATURA), { error: 'Escolha a situação da fatura' }).default('aberta'),
  ...numerosEntrada,
  itens: z
    .array(
      z.object({
        descricao: z.string().trim().min(1).max(200),
        mes_ref: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .optional(),
        kwh: z.number().finite().optional(),
        tarifa: z.number().finite().optional(),
        valor_rs: z.number().finite(),
      }),
    )
    .max(200)
    .optional(),
  /** The PDF read by POST /api/faturas/leitura, kept with the invoice. */
  pdf: z.preprocess(
    vazioNulo,
    z.uuid({ error: 'PDF inválido: envie o arquivo de novo' }).nullable().optional(),
  ),
});
export type FaturaEntrada = z.infer<typeof ZFaturaEntrada>;

/** Editing keeps the unit and month (they identify the invoice). */
export const ZFaturaEdicao = ZFaturaEntrada.omit({
  unidade: true,
  mes_referencia: true,
  pdf: true,
}).partial();

export const ZIntegracaoEntrada = z.object({
  concessionaria: z.uuid({ error: m.informeConcessionaria }),
  login: z.string({ error: m.loginInvalido }).trim().min(3, m.loginInvalido).max(200, m.loginInvalido),
  senha: z.string({ error: m.senhaInvalida }).min(1, m.senhaInvalida).max(4000, m.senhaInvalida),
  importar_desde: dataIso(m.informeDataImportacao),
});
export type IntegracaoEntrada = z.infer<typeof ZIntegracaoEntrada>;

export const ZConcessionariaEdicao = z.object({
  nome: z.string({ error: 'Informe o nome' }).trim().min(2, 'Informe o nome').max(120),
  estados: z.array(z.string().regex(/^[A-Z]{2}$/, 'Use a sigla do estado (UF)')).max(27),
  status: z.enum(['online', 'erro', 'offline', 'inativo']).optional(),
});

/** Spec §4 integration steps. */
export const ETAPAS_INTEGRACAO = {
  autenticando: 'Autenticando',
  importando_faturas: 'Importando faturas',
  concluida: 'Concluída',
  falhou: 'Falhou',
} as const;
export type EtapaIntegracao = keyof typeof ETAPAS_INTEGRACAO;

/** What travels on the company channel while an integration runs. */
export interface ProgressoIntegracao {
  tipo: 'integracao';
  uuid: string;
  usina: string;
  etapa: EtapaIntegracao;
  faturas_importadas: number;
  mensagem: string | null;
}

// ---- replies --------------------------------------------------------------------------------------

const ZUsinaRef = z.object({ uuid: z.string(), nome: z.string() });
const ZConcessionariaRef = z.object({ uuid: z.string(), sigla: z.string() });
const numerosSaida = Object.fromEntries(CAMPOS_NUMERICOS.map((c) => [c, z.number().nullable()])) as Record<
  CampoNumerico,
  z.ZodNullable<z.ZodNumber>
>;
const ZUnidadeDaFatura = z.object({
  uuid: z.string(),
  matricula: z.string(),
  tipo: z.enum(chaves(TIPOS_UNIDADE)),
  nome: z.string().nullable(),
});

/** One invoice of GET /api/faturas (nulls where nothing was read). */
export const ZFatura = z.object({
  uuid: z.string(),
  mes_referencia: z.string(),
  vencimento: z.string().nullable(),
  status: z.enum(chaves(STATUS_FATURA)),
  origem: z.enum(['pdf', 'manual', 'integracao']),
  ...numerosSaida,
  economia_rs: z.number().nullable(),
  sem_solar_rs: z.number().nullable(),
  tem_pdf: z.boolean(),
  unidade: ZUnidadeDaFatura.nullable(),
  usina: ZUsinaRef.nullable(),
  concessionaria: ZConcessionariaRef.nullable(),
});
export type Fatura = z.infer<typeof ZFatura>;

/** GET /api/faturas: a page of invoices and the sums over every invoice the filters match. */
export const ZListaFaturas = respostaLista(ZFatura).extend({
  meta: ZMeta.extend({
    totais: z.object({
      valor_total_rs: z.number(),
      consumo_kwh: z.number(),
      compensada_kwh: z.number(),
      injetada_kwh: z.number(),
      economia_rs: z.number(),
    }),
  }),
});
export type ListaFaturas = z.infer<typeof ZListaFaturas>;

/** One month of a unit's credits ledger (Lei 14.300: lots expire 60 months after they were created). */
export const ZLinhaCredito = z.object({
  mes: z.string(),
  /** False for a month with no invoice: the balance still carries over and lots still expire. */
  tem_fatura: z.boolean(),
  injetada_kwh: z.number(),
  creditada_kwh: z.number(),
  compensada_kwh: z.number(),
  /** Compensation the invoice claimed beyond the credits the ledger holds. */
  compensacao_sem_credito_kwh: z.number(),
  expirada_kwh: z.number(),
  saldo_kwh: z.number(),
  expirando_proximo_mes_kwh: z.number(),
  lotes: z.array(z.object({ origem: z.string(), kwh: z.number(), expira_em: z.string() })),
  saldo_informado_kwh: z.number().nullable(),
  divergencia_kwh: z.number().nullable(),
});

/** The Lei 14.300 / REN 1.000 checks of one invoice. */
export const ZAuditoria = z.object({
  ok: z.boolean(),
  verificacoes: z.array(
    z.object({
      regra: z.enum([
        'modalidade_gd',
        'fio_b',
        'custo_disponibilidade',
        'disponibilidade_em_dobro',
        'compensacao',
        'total',
      ]),
      esperado: z.number().nullable(),
      encontrado: z.number().nullable(),
      /** encontrado − esperado. */
      diferenca: z.number().nullable(),
      ok: z.boolean(),
      mensagem: z.string(),
    }),
  ),
});

/** GET /api/faturas/:uuid (also what POST and PUT answer): the invoice, its month's credits and audit. */
export const ZFaturaDetalhe = ZFatura.extend({
  itens: z.array(ZItemFatura),
  unidade: ZUnidadeDaFatura.extend({ gd: z.enum(['GD I', 'GD II']) }).nullable(),
  creditos: ZLinhaCredito.nullable(),
  auditoria: ZAuditoria,
  pdf_url: z.string().nullable(),
});
export type FaturaDetalhe = z.infer<typeof ZFaturaDetalhe>;
export const ZRespostaFatura = respostaUm(ZFaturaDetalhe);

/** POST /api/faturas/leitura: the PDF kept by the server, the unit its installation number matched, the reading. */
export const ZLeituraPdf = z.object({
  /** Send it as `pdf` to POST /api/faturas to keep the PDF with the invoice. */
  pdf: z.string(),
  unidade: z.object({ uuid: z.string(), matricula: z.string() }).nullable(),
  leitura: ZLeituraFatura,
});
export type LeituraPdf = z.infer<typeof ZLeituraPdf>;
