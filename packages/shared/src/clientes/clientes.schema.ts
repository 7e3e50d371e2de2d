import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';
import { cnpjValido, cpfValido } from '../documentos.ts';
import { ZTelefone } from '../usuarios/usuarios.schema.ts';

const opcional = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

const DIAS_NO_MES = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const ZClienteEntrada = z
  .object({
    nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(160),
    nome_fantasia: opcional,
    pessoa_fisica: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .optional()
      .transform((v) => v === undefined || v === true || v === 'true' || v === '1'),
    documento: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.toUpperCase().replace(/[^0-9A-Z]/g, '') : null)),
    email: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null))
      .refine((v) => v === null || z.email().safeParse(v).success, {
        message: 'Informe um e-mail válido',
        params: { rule: 'email' },
      }),
    telefone: ZTelefone.optional(),
    aniversario_dia: z.coerce.number().int().nullish(),
    aniversario_mes: z.coerce.number().int().nullish(),
    cep: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.replace(/\D/g, '') : null))
      .refine((v) => v === null || v.length === 8, {
        message: 'Informe um CEP válido',
        params: { rule: 'cep' },
      }),
    logradouro: opcional,
    numero: opcional,
    complemento: opcional,
    bairro: opcional,
    cidade: z
      .uuid({ error: 'Selecione a cidade' })
      .nullish()
      .or(z.literal('').transform(() => null)),
  })
  .superRefine((v, ctx) => {
    if (v.documento) {
      const ok = v.pessoa_fisica ? cpfValido(v.documento) : cnpjValido(v.documento);
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['documento'],
          message: v.pessoa_fisica ? 'Informe um CPF válido' : 'Informe um CNPJ válido',
          params: { rule: v.pessoa_fisica ? 'cpf' : 'cnpj' },
        });
      }
    }
    const { aniversario_dia: dia, aniversario_mes: mes } = v;
    if (dia != null || mes != null) {
      // Spec §5: a valid day and month (31/02 is not; 29/02 is, for those born in a leap year).
      const ok =
        dia != null && mes != null && mes >= 1 && mes <= 12 && dia >= 1 && dia <= (DIAS_NO_MES[mes - 1] ?? 0);
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: ['aniversario_dia'],
          message: 'Informe um dia e mês válidos',
          params: { rule: 'aniversario' },
        });
    }
  });
export type TClienteEntrada = z.input<typeof ZClienteEntrada>;
export type DadosCliente = z.output<typeof ZClienteEntrada>;

/** A customer as the API answers it. */
export const ZCliente = z.object({
  uuid: z.string(),
  nome: z.string(),
  nome_fantasia: z.string().nullable(),
  pessoa_fisica: z.boolean(),
  documento: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  aniversario: z.object({ dia: z.number().int(), mes: z.number().int() }).nullable(),
  endereco: z.object({
    cep: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z
      .object({
        nome: z.string(),
        cidade: z.object({ uuid: z.string().nullable(), nome: z.string().nullable() }),
      })
      .nullable(),
    cidade: z.object({ uuid: z.string(), nome: z.string().nullable(), uf: z.string().nullable() }).nullable(),
  }),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Cliente = z.infer<typeof ZCliente>;

export const ZClientes = respostaLista(ZCliente);
export const ZClienteResposta = respostaUm(ZCliente);
