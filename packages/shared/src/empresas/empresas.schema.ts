import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';
import { TIPOS_EMPRESA } from '../permissoes/catalogo.ts';

export const mensagensEmpresa = {
  informeNome: 'Informe o nome fantasia',
  cnpjInvalido: 'Informe um CNPJ válido',
  urlInvalida: 'Informe um endereço (URL) válido',
  tipo: 'Selecione o tipo da empresa',
  nomeDiferente: 'O nome digitado é diferente',
} as const;

const DV_PESOS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const DV_PESOS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * CNPJ check digits, including the alphanumeric CNPJ of 2026 (Receita Federal, IN RFB 2.229/2024):
 * each character counts as its ASCII code minus 48, so digits keep their value.
 */
export function cnpjValido(valor: string): boolean {
  const c = valor.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c) || /^(\d)\1{13}$/.test(c)) return false;
  const v = [...c].map((ch) => ch.charCodeAt(0) - 48);
  const dv = (pesos: number[]) => {
    const soma = pesos.reduce((acc, p, i) => acc + p * (v[i] ?? 0), 0);
    const r = soma % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(DV_PESOS_1) === v[12] && dv(DV_PESOS_2) === v[13];
}

// nullish: a parsed value (null) must parse again when the form's output reaches the API.
const opcional = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

const url = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : v))
  .refine((v) => v === null || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v), {
    message: mensagensEmpresa.urlInvalida,
    params: { rule: 'url' },
  });

const ZEmpresaCampos = z.object({
  nome: z
    .string({ error: mensagensEmpresa.informeNome })
    .trim()
    .min(1, mensagensEmpresa.informeNome)
    .max(120),
  razao_social: opcional,
  cnpj: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toUpperCase().replace(/[^0-9A-Z]/g, '') : null))
    .refine((v) => v === null || cnpjValido(v), {
      message: mensagensEmpresa.cnpjInvalido,
      params: { rule: 'cnpj' },
    }),
  filial: opcional,
  slogan: opcional,
  youtube: url,
  instagram: url,
  facebook: url,
  cep: opcional,
  logradouro: opcional,
  numero: opcional,
  complemento: opcional,
  bairro: opcional,
  cidade: opcional,
  uf: opcional,
});

export const ZCriarEmpresa = ZEmpresaCampos.extend({
  tipo: z.enum(TIPOS_EMPRESA, { error: mensagensEmpresa.tipo }),
});
export type TCriarEmpresa = z.input<typeof ZCriarEmpresa>;

export const ZAtualizarEmpresa = ZEmpresaCampos.partial();
export type TAtualizarEmpresa = z.input<typeof ZAtualizarEmpresa>;

export const ZExcluirEmpresa = z.object({
  nome: z
    .string({ error: 'Digite o nome da empresa para confirmar' })
    .trim()
    .min(1, 'Digite o nome da empresa para confirmar'),
});

/** Company list item (spec §3). */
export const ZEmpresaItem = z.object({
  uuid: z.string(),
  tipo: z.enum(TIPOS_EMPRESA),
  cliente: z.object({
    nome: z.string(),
    filial: z.string().nullable(),
    imagem_url: z.string().nullable(),
    endereco: z
      .object({
        logradouro: z.string().nullable(),
        numero: z.string().nullable(),
        bairro: z.object({ nome: z.string().nullable(), cidade: z.object({ nome: z.string().nullable() }) }),
      })
      .nullable(),
  }),
});
export type TEmpresaItem = z.infer<typeof ZEmpresaItem>;

/** A company in detail, for its settings screen. */
export const ZEmpresa = ZEmpresaItem.extend({
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  slogan: z.string().nullable(),
  youtube: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  cep: z.string().nullable(),
  complemento: z.string().nullable(),
  uf: z.string().nullable(),
  criado_em: z.string(),
});
export type TEmpresa = z.infer<typeof ZEmpresa>;

/** The validated payloads, as the server receives them. */
export type DadosCriarEmpresa = z.output<typeof ZCriarEmpresa>;
export type DadosAtualizarEmpresa = z.output<typeof ZAtualizarEmpresa>;

export const ZEmpresas = respostaLista(ZEmpresaItem);
export const ZEmpresaResposta = respostaUm(ZEmpresa);
