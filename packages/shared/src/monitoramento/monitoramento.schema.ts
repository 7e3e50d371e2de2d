import { z } from 'zod';

// Spec §5: portal login and password, the inverter's maker, at least one plant to import.

export const ZContaPortalEntrada = z.object({
  fabricante: z
    .string({ error: 'Selecione o fabricante do inversor' })
    .trim()
    .min(1, 'Selecione o fabricante do inversor'),
  login: z.string({ error: 'Informe o login do portal' }).trim().min(1, 'Informe o login do portal').max(200),
  senha: z.string({ error: 'Informe a senha do portal' }).min(1, 'Informe a senha do portal').max(200),
});
export type ContaPortalEntrada = z.infer<typeof ZContaPortalEntrada>;

export const ZImportacaoEntrada = z.object({
  conta: z.uuid({ error: 'Informe a conta do portal' }),
  usinas: z
    .array(z.string().trim().min(1).max(80), { error: 'Selecione ao menos uma usina para importar' })
    .min(1, 'Selecione ao menos uma usina para importar')
    .max(500),
});
export type ImportacaoEntrada = z.infer<typeof ZImportacaoEntrada>;

/** Spec §4 plant statuses and their colours. */
export const STATUS_USINA = {
  online: { rotulo: 'Online', cor: 'green' },
  aviso: { rotulo: 'Aviso', cor: 'yellow' },
  erro: { rotulo: 'Erro', cor: 'red' },
  offline: { rotulo: 'Offline', cor: 'gray' },
  inativo: { rotulo: 'Inativo', cor: 'blue' },
} as const;
export type StatusUsina = keyof typeof STATUS_USINA;

/** What travels on `importacoes/<uuid>` (and `empresas/<uuid>` when it ends). */
export interface ProgressoImportacao {
  tipo: 'importacao';
  uuid: string;
  status: 'pendente' | 'em_andamento' | 'concluida' | 'falhou';
  total: number;
  concluidas: number;
  usina_atual: string | null;
  mensagem: string | null;
}

/** A maker as /api/fabricantes answers it. */
export interface Fabricante {
  codigo: string;
  nome: string;
  status: string;
  mensagem: string | null;
  importacao_disponivel: boolean;
  ultimo_sucesso_em: string | null;
  ultima_falha_em: string | null;
}

/** Editable plant fields (spec §3); the rest comes from the portal. */
const vazioNulo = (v: unknown) => (v === '' || v === undefined ? null : v);

export const ZUsinaEdicao = z.object({
  nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(160),
  cidade: z.preprocess(vazioNulo, z.uuid({ error: 'Escolha a cidade' }).nullable()),
  data_instalacao: z.preprocess(
    vazioNulo,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe uma data válida')
      .nullable(),
  ),
  // Omitted = unchanged; '' or null = cleared.
  cep: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? v.replace(/\D/g, '') : v),
    z.string().length(8, 'Informe um CEP válido').nullable().optional(),
  ),
  logradouro: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(200).nullable().optional()),
  numero: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(20).nullable().optional()),
  bairro: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(120).nullable().optional()),
  cliente: z.preprocess(
    (v) => (v === '' ? null : v),
    z.uuid({ error: 'Escolha o cliente' }).nullable().optional(),
  ),
  consumo_medio_kwh: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: 'Informe o consumo em kWh' })
      .min(0, 'Informe o consumo em kWh')
      .nullable()
      .optional(),
  ),
  investimento: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: 'Informe o valor em reais' })
      .min(0, 'Informe o valor em reais')
      .nullable()
      .optional(),
  ),
  /** Employees (uuids) the plant is restricted to; [] = everyone; omitted = unchanged. */
  responsaveis: z
    .array(z.uuid({ error: 'Escolha funcionários ativos da empresa' }))
    .max(50)
    .optional(),
  /** Groups to filter by; omitted = unchanged. */
  tags: z
    .array(z.string().trim().min(1, 'Etiqueta vazia').max(30, 'Use no máximo 30 caracteres por etiqueta'))
    .max(10, 'Use no máximo 10 etiquetas')
    .optional()
    .transform((v) => (v ? [...new Set(v)] : v)),
  potencia_kwp: z.preprocess(
    vazioNulo,
    z.coerce
      .number({ error: 'Informe a potência em kWp' })
      .positive('Informe a potência em kWp')
      .max(1_000_000)
      .nullable(),
  ),
});
export type UsinaEdicao = z.infer<typeof ZUsinaEdicao>;
