import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';

// A deal's contract (issue 25, decision 037): an accepted proposal becomes a contract made from
// the company's template. The template is text with {{campos}}; generating the contract fills them
// from the customer, the system, the price and what is typed for this deal (payment, deadline,
// warranties), and the filled text is kept as it was generated: a later change to the template or
// the customer's record never changes a contract already made.

/** The template's fields, with what each becomes: the editor lists them, the server fills them. */
export const CAMPOS_DO_CONTRATO = {
  empresa_nome: 'Nome da empresa (contratada)',
  empresa_documento: 'CNPJ ou CPF da empresa',
  empresa_endereco: 'Endereço da empresa',
  cliente_nome: 'Nome do cliente (contratante)',
  cliente_documento: 'CPF ou CNPJ do cliente',
  cliente_endereco: 'Endereço do cliente (local da instalação)',
  cliente_telefone: 'Telefone do cliente',
  cliente_email: 'E-mail do cliente',
  cidade: 'Cidade da instalação (da proposta)',
  proposta_numero: 'Número do orçamento',
  sistema_potencia_kwp: 'Potência do sistema, em kWp',
  sistema_modulos: 'Quantidade e potência dos módulos',
  sistema_inversores: 'Inversores (quantidade e potência)',
  sistema_equipamentos: 'Lista dos equipamentos do kit',
  sistema_geracao_anual_kwh: 'Geração anual estimada, em kWh',
  preco_total: 'Preço total, por extenso em R$',
  pagamento: 'Condição de pagamento',
  prazo_instalacao_dias: 'Prazo de instalação, em dias',
  garantia_modulos_anos: 'Garantia dos módulos, em anos',
  garantia_inversores_anos: 'Garantia dos inversores, em anos',
  garantia_instalacao_anos: 'Garantia da instalação, em anos',
  data: 'Data de emissão do contrato',
} as const;
export type CampoDoContrato = keyof typeof CAMPOS_DO_CONTRATO;

/** The template a company starts from, until it saves its own (PUT /api/pedidos/modelo-contrato). */
export const MODELO_PADRAO_DO_CONTRATO = `CONTRATO DE FORNECIMENTO E INSTALAÇÃO DE SISTEMA FOTOVOLTAICO

CONTRATADA: {{empresa_nome}}, inscrita sob o nº {{empresa_documento}}, com sede em {{empresa_endereco}}.

CONTRATANTE: {{cliente_nome}}, inscrito(a) sob o nº {{cliente_documento}}, residente em {{cliente_endereco}}, telefone {{cliente_telefone}}, e-mail {{cliente_email}}.

1. OBJETO
A CONTRATADA fornecerá e instalará, no endereço do CONTRATANTE em {{cidade}}, um sistema de geração de energia solar fotovoltaica de {{sistema_potencia_kwp}} kWp, conforme a proposta nº {{proposta_numero}}, composto por {{sistema_modulos}} e {{sistema_inversores}}.
Equipamentos: {{sistema_equipamentos}}.
A geração anual estimada é de {{sistema_geracao_anual_kwh}} kWh, que depende da irradiação solar de cada ano e não constitui garantia de geração.

2. PREÇO E PAGAMENTO
O preço total é de {{preco_total}}, pago da seguinte forma: {{pagamento}}.

3. PRAZO
A instalação será concluída em até {{prazo_instalacao_dias}} dias a contar da assinatura deste contrato e da liberação do local, sem contar o prazo da distribuidora para a vistoria e a troca do medidor.

4. GARANTIAS
Módulos: {{garantia_modulos_anos}} anos contra defeitos de fabricação, conforme o fabricante.
Inversores: {{garantia_inversores_anos}} anos, conforme o fabricante.
Instalação e serviços: {{garantia_instalacao_anos}} anos.

5. OBRIGAÇÕES
A CONTRATADA elaborará o projeto, fará a solicitação de acesso à distribuidora e entregará o sistema em funcionamento. O CONTRATANTE dará acesso ao local e os documentos necessários à solicitação de acesso.

6. FORO
As partes elegem o foro da comarca de {{cidade}} para dirimir questões deste contrato.

{{cidade}}, {{data}}.`;

const CAMPO = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The {{campos}} a template uses that are not fields of the contract. */
export function camposDesconhecidos(texto: string): string[] {
  const fora = new Set<string>();
  for (const m of texto.matchAll(CAMPO)) {
    const nome = m[1] ?? '';
    if (!(nome in CAMPOS_DO_CONTRATO)) fora.add(nome);
  }
  return [...fora];
}

/** The template with each {{campo}} replaced by its value (an unknown one is left as written). */
export function preencherModelo(texto: string, valores: Partial<Record<CampoDoContrato, string>>): string {
  return texto.replace(CAMPO, (todo, nome: string) =>
    nome in CAMPOS_DO_CONTRATO ? (valores[nome as CampoDoContrato] ?? todo) : todo,
  );
}

const anos = (nome: string) =>
  z
    .number({ error: `Informe a garantia ${nome} em anos` })
    .int(`Informe a garantia ${nome} em anos inteiros`)
    .min(0, 'A garantia não pode ser negativa')
    .max(50, 'Informe uma garantia de até 50 anos')
    .nullish()
    .transform((v) => v ?? null);

const prazoDias = z
  .number({ error: 'Informe o prazo de instalação em dias' })
  .int('Informe o prazo em dias inteiros')
  .min(1, 'O prazo deve ser de ao menos 1 dia')
  .max(730, 'Informe um prazo de até 730 dias')
  .nullish()
  .transform((v) => v ?? null);

/** The terms a contract fills besides the records: each may come from the template's defaults. */
const termos = {
  prazo_instalacao_dias: prazoDias,
  garantia_modulos_anos: anos('dos módulos'),
  garantia_inversores_anos: anos('dos inversores'),
  garantia_instalacao_anos: anos('da instalação'),
};

/** GET/PUT /api/pedidos/modelo-contrato: the company's template and its default terms. */
export const ZModeloContratoEntrada = z
  .object({
    texto: z
      .string({ error: 'Escreva o texto do modelo' })
      .trim()
      .min(50, 'Escreva o texto do modelo (ao menos 50 caracteres)')
      .max(60_000, 'O modelo deve ter no máximo 60.000 caracteres'),
    ...termos,
  })
  .superRefine((m, ctx) => {
    const fora = camposDesconhecidos(m.texto);
    if (fora.length)
      ctx.addIssue({
        code: 'custom',
        path: ['texto'],
        message: `Campo desconhecido no modelo: ${fora.map((f) => `{{${f}}}`).join(', ')}`,
      });
  });
export type ModeloContratoEntrada = z.output<typeof ZModeloContratoEntrada>;

export const ZModeloContrato = z.object({
  texto: z.string(),
  /** True while the company uses the built-in template (it never saved its own). */
  padrao: z.boolean(),
  prazo_instalacao_dias: z.number().int().nullable(),
  garantia_modulos_anos: z.number().int().nullable(),
  garantia_inversores_anos: z.number().int().nullable(),
  garantia_instalacao_anos: z.number().int().nullable(),
  campos: z.array(z.object({ campo: z.string(), descricao: z.string() })),
});
export const ZModeloContratoResposta = respostaUm(ZModeloContrato);

/** POST /api/pedidos/:uuid/contrato: the deal's payment condition and terms (template defaults fill the rest). */
export const ZContratoEntrada = z.object({
  /** A lead's deal names its customer record here (a contract needs the document and the address). */
  cliente: z
    .uuid({ error: 'Selecione o cliente' })
    .nullish()
    .transform((v) => v ?? null),
  pagamento: z
    .string({ error: 'Informe a condição de pagamento' })
    .trim()
    .min(3, 'Informe a condição de pagamento')
    .max(1_000, 'Informe a condição de pagamento em até 1.000 caracteres'),
  ...termos,
});
export type ContratoEntrada = z.output<typeof ZContratoEntrada>;

export const STATUS_CONTRATO = ['aguardando_assinatura', 'assinado', 'cancelado'] as const;

/** How a contract was signed: by the customer on the public link, or a signed PDF uploaded by the team. */
export const VIAS_DE_ASSINATURA = ['link', 'arquivo'] as const;

/** GET /api/pedidos/:uuid/contrato (the company's view). */
export const ZContrato = z.object({
  status: z.enum(STATUS_CONTRATO),
  texto: z.string(),
  gerado_em: z.string(),
  pagamento: z.string(),
  prazo_instalacao_dias: z.number().int(),
  garantia_modulos_anos: z.number().int(),
  garantia_inversores_anos: z.number().int(),
  garantia_instalacao_anos: z.number().int(),
  assinado_em: z.string().nullable(),
  /** The evidence: who signed (name, CPF digits, IP) on the link, or who uploaded the signed PDF. */
  assinatura: z
    .object({
      via: z.enum(VIAS_DE_ASSINATURA),
      nome: z.string(),
      cpf: z.string().nullable(),
      ip: z.string().nullable(),
      arquivo: z.string().nullable(),
    })
    .nullable(),
  cancelado_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
});
export type Contrato = z.infer<typeof ZContrato>;
export const ZContratoResposta = respostaUm(ZContrato);

/** What the customer sees of the contract on the public link. */
export const ZContratoPublico = z.object({
  status: z.enum(STATUS_CONTRATO),
  texto: z.string(),
  gerado_em: z.string(),
  assinado_em: z.string().nullable(),
  /** Who signed, as typed (never the CPF). */
  assinatura: z.object({ via: z.enum(VIAS_DE_ASSINATURA), nome: z.string() }).nullable(),
});
export type ContratoPublico = z.infer<typeof ZContratoPublico>;

/** POST /api/pedidos/:uuid/contrato/cancelar: why (required: a contract is not cancelled silently). */
export const ZContratoCancelarEntrada = z.object({
  motivo: z
    .string({ error: 'Informe o motivo do cancelamento' })
    .trim()
    .min(3, 'Informe o motivo do cancelamento')
    .max(1_000, 'Informe o motivo em até 1.000 caracteres'),
});
