import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';
import { ZTelefone } from '../usuarios/usuarios.schema.ts';

// Sectors, positions and employees (spec §3, §5).

/** Spec §5 names the sector short-name minimum as %{min} without its value; we use 2. */
const SETOR_NOME_MIN = 2;

export const mensagensEquipe = {
  setorNomeCurto: `O nome curto deve ter no mínimo ${SETOR_NOME_MIN} caracteres`,
  informeCargo: 'Informe um cargo',
  selecioneSetor: 'Selecione um setor',
  informeNome: 'Informe o nome',
  informeEmail: 'Informe o e-mail',
  emailInvalido: 'Informe um e-mail válido',
  dataInvalida: 'Informe uma data válida',
  permissaoDesconhecida: 'Permissão inexistente para este tipo de empresa',
} as const;

// nullish: a parsed value (null) must parse again when the form's output reaches the API.
const textoOpcional = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const ZSetorEntrada = z.object({
  nome: z
    .string({ error: 'Informe o nome curto do setor' })
    .trim()
    .min(1, 'Informe o nome curto do setor')
    .min(SETOR_NOME_MIN, mensagensEquipe.setorNomeCurto)
    .max(30, 'O nome curto deve ter no máximo 30 caracteres'),
  nome_completo: textoOpcional,
  descricao: textoOpcional,
});
export type TSetorEntrada = z.input<typeof ZSetorEntrada>;

export const ZSetor = z.object({
  uuid: z.string(),
  nome: z.string(),
  nome_completo: z.string().nullable(),
  descricao: z.string().nullable(),
});
export type Setor = z.infer<typeof ZSetor>;

export const ZCargoEntrada = z.object({
  nome: z.string({ error: mensagensEquipe.informeCargo }).trim().min(1, mensagensEquipe.informeCargo).max(80),
  setor: z.uuid({ error: mensagensEquipe.selecioneSetor }),
  permissoes: z.array(z.string().max(60)).max(500).default([]),
});
export type TCargoEntrada = z.input<typeof ZCargoEntrada>;

export const ZCargo = z.object({
  uuid: z.string(),
  nome: z.string(),
  setor: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  permissoes: z.array(z.string()),
  extinto_em: z.string().nullable(),
  funcionarios: z.number().int(),
});
export type Cargo = z.infer<typeof ZCargo>;

const ZData = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : v))
  .refine(
    (v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
    {
      message: mensagensEquipe.dataInvalida,
      params: { rule: 'date' },
    },
  );

export const ZFuncionarioEntrada = z.object({
  nome: z.string({ error: mensagensEquipe.informeNome }).trim().min(1, mensagensEquipe.informeNome).max(120),
  email: z
    .string({ error: mensagensEquipe.informeEmail })
    .trim()
    .min(1, mensagensEquipe.informeEmail)
    .pipe(z.email({ error: mensagensEquipe.emailInvalido }))
    .transform((v) => v.toLowerCase()),
  telefone: ZTelefone.optional(),
  whatsapp: ZTelefone.optional(),
  cargo: z
    .uuid({ error: 'Selecione um cargo' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  contratado_em: ZData,
});
export type TFuncionarioEntrada = z.input<typeof ZFuncionarioEntrada>;

export const ZFuncionarioAtualizar = ZFuncionarioEntrada.omit({ email: true }).partial();

const STATUS_FUNCIONARIO = ['contratado', 'aguardando', 'demitido'] as const;

export const ZFuncionario = z.object({
  uuid: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  cargo: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  contratado_em: z.string().nullable(),
  demitido_em: z.string().nullable(),
  is_socio: z.boolean(),
  status: z.enum(STATUS_FUNCIONARIO),
});
export type TFuncionario = z.infer<typeof ZFuncionario>;

/** The permissions a position may receive, grouped by resource (GET /permissoes). */
export const ZGrupoPermissoes = z.object({
  recurso: z.string(),
  nome: z.string(),
  permissoes: z.array(z.object({ codigo: z.string(), acao: z.string(), nome: z.string() })),
});
export type GrupoPermissoes = z.infer<typeof ZGrupoPermissoes>;

/** A company's invitation waiting for the signed-in person's answer. */
export const ZConvite = z.object({
  uuid: z.string(),
  empresa: z.object({ uuid: z.string(), nome: z.string() }),
  criado_em: z.string(),
});

// ── Replies ─────────────────────────────────────────────────────────────────────────────────

export const ZSetores = respostaLista(ZSetor);
export const ZSetorResposta = respostaUm(ZSetor);
export const ZCargos = respostaLista(ZCargo);
export const ZCargoResposta = respostaUm(ZCargo);
export const ZCatalogoPermissoes = respostaTodos(ZGrupoPermissoes);
export const ZFuncionarios = respostaLista(ZFuncionario);
export const ZFuncionarioResposta = respostaUm(ZFuncionario);
export const ZConvites = respostaTodos(ZConvite);
