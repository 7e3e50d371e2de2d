import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { ZPaginaNotificacoes } from '../notificacoes/notificacoes.schema.ts';

// Payloads of the `usuarios` calls (spec §7) and their pt-BR messages (spec §5), shared by the
// API (validation, OpenAPI) and the web forms.

export const mensagens = {
  informeEmail: 'Informe o e-mail',
  emailInvalido: 'Informe um e-mail válido',
  informeNome: 'Informe o nome',
  informeSenha: 'Informe a senha',
  senhaCurta: `Informe uma senha com no mínimo ${MIN_PASSWORD_LENGTH} caracteres`,
  senhasDiferentes: 'As senhas não conferem',
  telefoneInvalido: 'Informe um telefone válido',
  termos: 'Os termos não foram aceitos',
  nomeDiferente: 'O nome digitado é diferente',
  senhaAtual: 'Informe a senha atual para alterar o e-mail ou a senha',
} as const;

const texto = (obrigatorio: string) => z.string({ error: obrigatorio }).trim().min(1, obrigatorio);

const ZEmail = z
  .string({ error: mensagens.informeEmail })
  .trim()
  .min(1, mensagens.informeEmail)
  .max(254, mensagens.emailInvalido)
  .pipe(z.email({ error: mensagens.emailInvalido }))
  .transform((v) => v.toLowerCase());

const ZSenha = z
  .string({ error: mensagens.informeSenha })
  .min(1, mensagens.informeSenha)
  .min(MIN_PASSWORD_LENGTH, mensagens.senhaCurta)
  .max(200, 'Informe uma senha com no máximo 200 caracteres');

/** Brazilian phone: 10 (landline) or 11 (mobile) digits after the area code; +55 accepted. */
// Nullable so that a parsed value parses again (forms validate, then the API validates the output).
export const ZTelefone = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, ''))
  .refine((v) => v === '' || /^[1-9]{2}\d{8,9}$/.test(v), {
    message: mensagens.telefoneInvalido,
    params: { rule: 'telefone' },
  })
  .transform((v) => (v === '' ? null : v));

/** Checkbox values as browsers and form-data send them. */
const ZAceite = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform(
    (v) =>
      v === true ||
      v === 1 ||
      (typeof v === 'string' && ['1', 'true', 'on', 'sim'].includes(v.toLowerCase())),
  )
  .refine((v) => v, { message: mensagens.termos, params: { rule: 'accepted' } });

export const ZCriarUsuario = z.object({
  nome: texto(mensagens.informeNome).pipe(
    z.string().max(120, 'Informe um nome com no máximo 120 caracteres'),
  ),
  email: ZEmail,
  telefone: ZTelefone.optional(),
  password: ZSenha,
  termos: ZAceite,
});
export type TCriarUsuario = z.input<typeof ZCriarUsuario>;

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string({ error: mensagens.informeSenha }).min(1, mensagens.informeSenha),
});
export type TLogin = z.input<typeof ZLogin>;

export const ZRecuperar = z.object({ email: ZEmail });

export const ZNovaSenha = z
  .object({
    password: ZSenha,
    password_confirmation: z.string({ error: mensagens.informeSenha }).min(1, mensagens.informeSenha),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: mensagens.senhasDiferentes,
    path: ['password_confirmation'],
    params: { rule: 'confirmed' },
  });
export type TNovaSenha = z.input<typeof ZNovaSenha>;

export const ZGoogleCredential = z.object({
  credential: z.string({ error: 'Credencial do Google ausente' }).min(10, 'Credencial do Google inválida'),
});

export const ZGoogleCode = z.object({
  code: z.string({ error: 'Código do Google ausente' }).min(1, 'Código do Google ausente'),
  state: z.string().optional(),
});

/** How plant alerts reach a person: the bell only, an e-mail at once, or one e-mail a day. */
const ENTREGAS_DE_ALERTA = ['app', 'email', 'resumo'] as const;

export const ZAtualizarUsuario = z
  .object({
    nome: texto(mensagens.informeNome).pipe(z.string().max(120)).optional(),
    email: ZEmail.optional(),
    telefone: ZTelefone.optional(),
    password: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(ZSenha.optional()),
    password_confirmation: z.string().optional(),
    current_password: z.string().optional(),
    alertas_entrega: z.enum(ENTREGAS_DE_ALERTA, { error: 'Escolha como receber os alertas' }).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: mensagens.senhasDiferentes,
    path: ['password_confirmation'],
    params: { rule: 'confirmed' },
  });
export type TAtualizarUsuario = z.input<typeof ZAtualizarUsuario>;

export const ZExcluirConta = z.object({
  email: z.string({ error: mensagens.informeEmail }).trim().min(1, mensagens.informeEmail),
});

/** The session answer of login, sign-up, password reset and Google sign-in. */
const ZAuth = z.object({
  token: z.string().describe('Token Bearer; guarde-o e envie em Authorization'),
  expires_at: z.string().describe('Expiração (ISO 8601); renovada a cada uso, 30 dias'),
});

const ZClienteResumo = z.object({
  nome: z.string(),
  filial: z.string().nullable(),
  imagem_url: z.string().nullable(),
  endereco: z
    .object({
      logradouro: z.string().nullable(),
      numero: z.string().nullable(),
      bairro: z.object({ nome: z.string(), cidade: z.object({ nome: z.string() }) }).nullable(),
    })
    .nullable(),
});

/** Current user (spec §3). Company, employee and permissions come with the tenancy issue. */
export const ZUsuario = z.object({
  uuid: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  imagem_url: z.string().nullable(),
  tipo: z.string().describe('Contexto atual: tipo da empresa selecionada ou "pessoal"'),
  cliente: ZClienteResumo,
  empresa: z.object({ uuid: z.string(), tipo: z.string() }).nullable(),
  funcionario: z
    .object({
      uuid: z.string(),
      cargo: z
        .object({
          nome: z.string(),
          atribuicoes: z.array(z.object({ permissao: z.object({ codigo: z.string() }) })),
        })
        .nullable(),
    })
    .nullable(),
  is_supervisor: z.boolean(),
  is_admin: z.boolean(),
  is_socio: z.boolean(),
  tem_senha: z.boolean().describe('false para contas criadas só com o Google'),
  google_vinculado: z.boolean(),
  exclusao_agendada_para: z.string().nullable(),
  alertas_entrega: z.enum(ENTREGAS_DE_ALERTA).optional(),
  criado_em: z.string(),
});
export type TUsuario = z.infer<typeof ZUsuario>;

export const ZSessao = z.object({ auth: ZAuth, user: ZUsuario });
export type Sessao = z.infer<typeof ZSessao>;

/** usuarios/me: the user in the current context, with the first page of their notifications. */
export const ZMe = respostaUm(ZUsuario.extend({ notificacoes: ZPaginaNotificacoes }));
export type Me = z.infer<typeof ZMe>['data'];

export const ZUsuarioResposta = respostaUm(ZUsuario);
export const ZUsuarios = respostaLista(ZUsuario);
