import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';
import { erroDeNumero, lerNumeroDigitado, ZReais } from '../catalogo/numeros.ts';

// Services a company offers (spec §6 `servico`, integrador and prestador): /api/servicos; and the
// prestadores other companies may hire, with their active services: /api/prestadores. Decision 028.

export const TIPOS_SERVICO = [
  'instalacao',
  'limpeza',
  'manutencao',
  'homologacao',
  'projeto',
  'outro',
] as const;
export type TipoServico = (typeof TIPOS_SERVICO)[number];
export const NOMES_TIPOS_SERVICO: Record<TipoServico, string> = {
  instalacao: 'Instalação',
  limpeza: 'Limpeza de módulos',
  manutencao: 'Manutenção',
  homologacao: 'Homologação',
  projeto: 'Projeto',
  outro: 'Outro',
};

/** What the price is per. */
export const UNIDADES_PRECO = ['servico', 'kwp', 'modulo', 'hora'] as const;
export type UnidadePreco = (typeof UNIDADES_PRECO)[number];
export const NOMES_UNIDADES_PRECO: Record<UnidadePreco, string> = {
  servico: 'por serviço',
  kwp: 'por kWp',
  modulo: 'por módulo',
  hora: 'por hora',
};

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/servicos and PATCH /api/servicos/:uuid (the whole service, as the form has it). */
export const ZServicoEntrada = z.object({
  tipo: z.enum(TIPOS_SERVICO, { error: 'Selecione o tipo do serviço' }),
  nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(160),
  descricao: textoOpcional(2_000),
  preco_rs: ZReais,
  unidade_preco: z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? 'servico' : v),
      z.enum(UNIDADES_PRECO, { error: 'Selecione a unidade do preço' }),
    )
    .transform((v) => v as UnidadePreco),
  /** How long it usually takes, in hours (null: not said). */
  duracao_horas: z
    .preprocess(
      lerNumeroDigitado,
      z
        .number({ error: erroDeNumero('Informe a duração em horas') })
        .positive('A duração deve ser maior que 0')
        .max(10_000, 'A duração deve ser no máximo 10.000 horas')
        .nullish(),
    )
    .transform((v) => (v === null || v === undefined ? null : Math.round(v * 100) / 100)),
  /** An inactive service stays in the list but is not offered to other companies. */
  ativo: z
    .boolean({ error: 'Informe se o serviço está ativo' })
    .nullish()
    .transform((v) => v ?? true),
});
export type TServicoEntrada = z.input<typeof ZServicoEntrada>;
export type DadosServico = z.output<typeof ZServicoEntrada>;

/** A service as its own company sees it. */
export const ZServico = z.object({
  uuid: z.string(),
  tipo: z.enum(TIPOS_SERVICO),
  nome: z.string(),
  descricao: z.string().nullable(),
  preco_rs: z.number(),
  unidade_preco: z.enum(UNIDADES_PRECO),
  duracao_horas: z.number().nullable(),
  ativo: z.boolean(),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Servico = z.infer<typeof ZServico>;

/** GET /api/servicos: page, limit, search (nome, descrição), tipo, removidos=1; order=nome|-nome|criado_em|-criado_em|preco|-preco. */
export const ZServicos = respostaLista(ZServico);
export const ZServicoResposta = respostaUm(ZServico);

/** A prestador as other companies see it: where it is and what kinds of service it offers. */
export const ZPrestador = z.object({
  uuid: z.string(),
  nome: z.string(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** How many active services it offers. */
  servicos: z.number().int(),
  /** The kinds of those services, in TIPOS_SERVICO order. */
  tipos: z.array(z.enum(TIPOS_SERVICO)),
});
export type Prestador = z.infer<typeof ZPrestador>;

/**
 * GET /api/prestadores: companies of tipo prestador with at least one active service (a prestador
 * calling sees only itself); page, limit, search (name, city), tipo (offers that kind), order=nome.
 */
export const ZPrestadores = respostaLista(ZPrestador);

/** An active service of a prestador, as other companies see it (nothing internal). */
export const ZServicoOferecido = ZServico.pick({
  uuid: true,
  tipo: true,
  nome: true,
  descricao: true,
  preco_rs: true,
  unidade_preco: true,
  duracao_horas: true,
});
export type ServicoOferecido = z.infer<typeof ZServicoOferecido>;

/** GET /api/prestadores/:uuid/servicos: all its active services, by kind and name. */
export const ZServicosOferecidos = respostaTodos(ZServicoOferecido);
