import { formatData, formatDocumento, formatEndereco, formatMoeda } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import {
  type CampoDoContrato,
  type Contrato,
  type ContratoEntrada,
  type ContratoPublico,
  preencherModelo,
} from '@irradia/shared/propostas/contrato.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { pedidoEventos, pedidoItens, pedidos } from '../../db/schema/pedidos.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, type CampoInvalido, erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { conferirPdf, salvarPdf } from '../arquivos/arquivos.service.ts';
import { clienteDaEmpresa, clienteParaContrato } from '../clientes/clientes.service.ts';
import { detalhar } from '../empresas/empresas.service.ts';
import { usuariosPorIds } from '../usuarios/usuarios.service.ts';
import { modeloDoContrato } from './pedidos.contrato-modelo.ts';
import { avisarEquipe } from './pedidos.link.avisos.ts';
import { calcularDoPedido, vendaDaEmpresa } from './pedidos.proposta.ts';

// A deal's contract (issue 25, decision 037). An accepted proposal becomes a contract filled from
// the company's template; the filled text and its terms are kept in `pedidos.contrato` as made.
// It is signed by the customer on the proposal's public link (pedidos.publico.ts) or by the team
// uploading the signed PDF, or cancelled with a reason. The deal's status carries the contract's.

type Linha = typeof pedidos.$inferSelect;

/** What `pedidos.contrato` holds. */
interface DadosContrato {
  texto: string;
  pagamento: string;
  prazo_instalacao_dias: number;
  garantia_modulos_anos: number;
  garantia_inversores_anos: number;
  garantia_instalacao_anos: number;
  gerado_em: string;
}

const SEM_CONTRATO = 'Este negócio ainda não tem contrato.';
const PDF_ASSINADO_MAX = 20 * 1024 * 1024;
const FUSO = 'America/Sao_Paulo';

const TERMOS = [
  'prazo_instalacao_dias',
  'garantia_modulos_anos',
  'garantia_inversores_anos',
  'garantia_instalacao_anos',
] as const;
const TERMO_FALTANDO: Record<(typeof TERMOS)[number], string> = {
  prazo_instalacao_dias: 'Informe o prazo de instalação em dias',
  garantia_modulos_anos: 'Informe a garantia dos módulos em anos',
  garantia_inversores_anos: 'Informe a garantia dos inversores em anos',
  garantia_instalacao_anos: 'Informe a garantia da instalação em anos',
};

const kwp = (v: number) => numeroBr(v, 2, 2);

/** The deal's equipment lines (the proposal's kit, when picked from the catalogue) as one sentence. */
async function equipamentosDoPedido(ctx: AppContext, pedidoId: number) {
  const itens = await ctx.db
    .select()
    .from(pedidoItens)
    .where(eq(pedidoItens.pedidoId, pedidoId))
    .orderBy(asc(pedidoItens.ordem));
  return itens.map((i) =>
    [`${numeroBr(i.quantidade, 0, 3)} × ${i.nome}`, [i.fabricante, i.modelo].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' — '),
  );
}

/** The values of every {{campo}} for this deal; 422 when the customer lacks what a contract needs. */
async function valoresDoContrato(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Linha,
  termos: Omit<DadosContrato, 'texto' | 'gerado_em'>,
): Promise<Record<CampoDoContrato, string>> {
  const cliente = p.clienteId === null ? null : await clienteParaContrato(ctx, empresa.id, p.clienteId);
  const faltas: CampoInvalido[] = [];
  if (!cliente)
    faltas.push({
      field: 'cliente',
      rule: 'required',
      message: 'Selecione o cliente do contrato (o contato do orçamento ainda não é um cliente cadastrado)',
    });
  else {
    if (!cliente.documento)
      faltas.push({ field: 'cliente', rule: 'required', message: 'Cadastre o CPF ou CNPJ do cliente' });
    if (!cliente.endereco)
      faltas.push({ field: 'cliente', rule: 'required', message: 'Cadastre o endereço do cliente' });
  }
  if (!cliente || faltas.length) throw erroValidacao(faltas);
  const calc = await calcularDoPedido(ctx, p);
  const dim = calc.dimensionamento;
  if (!dim || !calc.preco)
    throw erroValidacao([
      { field: 'proposta', rule: 'required', message: 'A proposta não tem dimensionamento e preço' },
    ]);
  const e = await detalhar(ctx, empresa);
  const endereco = formatEndereco(e.cliente.endereco);
  const inv = calc.inversor;
  const equipamentos = await equipamentosDoPedido(ctx, p.id);
  const modulo = dim.potencia_modulo_wp;
  return {
    empresa_nome: e.razao_social || e.cliente.nome,
    empresa_documento: e.cnpj ? formatDocumento(e.cnpj) : '—',
    empresa_endereco: [endereco, e.uf].filter(Boolean).join(' — ') || '—',
    cliente_nome: cliente.nome,
    cliente_documento: cliente.documento ?? '—',
    cliente_endereco: cliente.endereco ?? '—',
    cliente_telefone: cliente.telefone ?? '—',
    cliente_email: cliente.email ?? '—',
    cidade: calc.cidade?.nome ?? '—',
    proposta_numero: String(p.numero),
    sistema_potencia_kwp: kwp(dim.potencia_real_kwp),
    sistema_modulos: `${dim.modulos} módulos${modulo ? ` de ${numeroBr(modulo, 0, 0)} Wp` : ''}`,
    sistema_inversores: inv
      ? `${inv.quantidade} inversor${inv.quantidade > 1 ? 'es' : ''} de ${numeroBr(inv.potencia_kw, 0, 2)} kW`
      : 'inversores conforme o projeto',
    sistema_equipamentos: equipamentos.length ? equipamentos.join('; ') : 'conforme a proposta',
    sistema_geracao_anual_kwh: numeroBr(dim.geracao_anual_kwh, 0, 0),
    preco_total: formatMoeda(p.totalCentavos / 100),
    pagamento: termos.pagamento,
    prazo_instalacao_dias: String(termos.prazo_instalacao_dias),
    garantia_modulos_anos: String(termos.garantia_modulos_anos),
    garantia_inversores_anos: String(termos.garantia_inversores_anos),
    garantia_instalacao_anos: String(termos.garantia_instalacao_anos),
    data: formatData(ctx.now(), { fuso: FUSO, porExtenso: true }),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dados = (p: Linha) => (p.contrato as DadosContrato | null) ?? null;

/** The contract's status: the deal's while in etapa contrato; a sale's contract was signed. */
function statusDoContrato(p: Linha): Contrato['status'] {
  if (p.etapa === 'venda') return 'assinado';
  return p.status as Contrato['status'];
}

/** The company's view of the contract; 404 when the deal has none. */
export function contratoParaApi(p: Linha): Contrato {
  const c = dados(p);
  if (!c) throw new AppError('NAO_ENCONTRADO', SEM_CONTRATO);
  return {
    status: statusDoContrato(p),
    texto: c.texto,
    gerado_em: c.gerado_em,
    pagamento: c.pagamento,
    prazo_instalacao_dias: c.prazo_instalacao_dias,
    garantia_modulos_anos: c.garantia_modulos_anos,
    garantia_inversores_anos: c.garantia_inversores_anos,
    garantia_instalacao_anos: c.garantia_instalacao_anos,
    assinado_em: iso(p.assinadoEm),
    assinatura:
      p.assinaturaVia && p.assinaturaNome
        ? {
            via: p.assinaturaVia as 'link' | 'arquivo',
            nome: p.assinaturaNome,
            cpf: p.assinaturaCpf,
            ip: p.assinaturaIp,
            arquivo: p.assinaturaArquivo,
          }
        : null,
    cancelado_em: iso(p.canceladoEm),
    motivo_cancelamento: p.canceladoEm ? p.motivo : null,
  };
}

/** What the customer sees of the contract on the link (no CPF, IP or file). */
export function contratoPublico(p: Linha): ContratoPublico | null {
  const c = dados(p);
  if (!c) return null;
  return {
    status: statusDoContrato(p),
    texto: c.texto,
    gerado_em: c.gerado_em,
    assinado_em: iso(p.assinadoEm),
    assinatura:
      p.assinaturaVia && p.assinaturaNome
        ? { via: p.assinaturaVia as 'link' | 'arquivo', nome: p.assinaturaNome }
        : null,
  };
}

/** The contract's text and terms of a deal with one (the PDF reads it). */
export function textoDoContrato(p: Linha) {
  const c = dados(p);
  if (!c) throw new AppError('NAO_ENCONTRADO', SEM_CONTRATO);
  return c;
}

/** GET /api/pedidos/:uuid/contrato. */
export async function contrato(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return contratoParaApi(await vendaDaEmpresa(ctx, empresa, uuid));
}

/**
 * Moves a deal to a contract status with its event, only from `de` statuses (a conditional update,
 * so two clicks do not both pass), then tells the team's screens.
 */
export async function moverContrato(
  ctx: AppContext,
  atual: Linha,
  mudanca: {
    de: readonly string[];
    campos: Partial<typeof pedidos.$inferInsert> & { status: string };
    evento: { usuarioId: number | null; empresaId: number | null; mensagem: string | null };
    conflito: string;
  },
) {
  const agora = ctx.now();
  const p = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .update(pedidos)
      .set({ ...mudanca.campos, atualizadoEm: agora })
      .where(and(eq(pedidos.id, atual.id), inArray(pedidos.status, [...mudanca.de])))
      .returning();
    if (!p) return null;
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: mudanca.evento.empresaId,
      usuarioId: mudanca.evento.usuarioId,
      de: atual.status,
      para: mudanca.campos.status,
      mensagem: mudanca.evento.mensagem,
      criadoEm: agora,
    });
    return p;
  });
  if (!p) throw new AppError('CONFLITO', mudanca.conflito);
  return p;
}

/**
 * POST /api/pedidos/:uuid/contrato: from an accepted proposal (or again while it waits for the
 * signature) fills the template with the deal and the terms typed (the template's defaults where
 * not typed). A lead's deal names its customer record here.
 */
export async function gerarContrato(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  d: ContratoEntrada,
) {
  let p = await vendaDaEmpresa(ctx, empresa, uuid);
  const regerar = p.etapa === 'contrato' && p.status === 'aguardando_assinatura';
  if (!regerar && !(p.etapa === 'orcamento' && p.status === 'aceita'))
    throw new AppError(
      'CONFLITO',
      p.etapa === 'orcamento'
        ? 'O contrato é gerado depois que o cliente aceita a proposta.'
        : 'Este contrato já foi assinado ou cancelado.',
    );
  if (d.cliente) {
    const c = await clienteDaEmpresa(ctx, empresa, d.cliente);
    if (!c) throw erroValidacao([{ field: 'cliente', rule: 'exists', message: 'Cliente não encontrado' }]);
    p = { ...p, clienteId: c.id };
  }
  const modelo = await modeloDoContrato(ctx, empresa.id);
  const faltas: CampoInvalido[] = [];
  const termos = {} as Record<(typeof TERMOS)[number], number>;
  for (const t of TERMOS) {
    const v = d[t] ?? modelo[t];
    if (v === null) faltas.push({ field: t, rule: 'required', message: TERMO_FALTANDO[t] });
    else termos[t] = v;
  }
  if (faltas.length) throw erroValidacao(faltas);
  const completos = { pagamento: d.pagamento, ...termos };
  const texto = preencherModelo(modelo.texto, await valoresDoContrato(ctx, empresa, p, completos));
  const contratoNovo: DadosContrato = { texto, ...completos, gerado_em: ctx.now().toISOString() };
  const movido = await moverContrato(ctx, p, {
    de: [p.status],
    campos: {
      etapa: 'contrato',
      status: 'aguardando_assinatura',
      clienteId: p.clienteId,
      contrato: { ...contratoNovo },
    },
    evento: {
      usuarioId: sessao.usuarioId,
      empresaId: empresa.id,
      mensagem: regerar ? 'Contrato gerado de novo' : 'Contrato gerado',
    },
    conflito: 'O negócio mudou enquanto o contrato era gerado. Tente de novo.',
  });
  await avisarEquipe(ctx, movido, { notificar: false });
  return contratoParaApi(movido);
}

/** POST /api/pedidos/:uuid/contrato/assinado: the team uploads the PDF the customer signed. */
export async function assinarPorArquivo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  arquivo: UploadedFile,
) {
  const p = await vendaDaEmpresa(ctx, empresa, uuid);
  const regra = {
    campo: 'arquivo',
    maxBytes: PDF_ASSINADO_MAX,
    mensagem: 'Envie o contrato assinado em PDF',
  };
  // The file first: a wrong file is a 422 whatever the contract's status.
  conferirPdf(arquivo, regra);
  exigirAguardando(p);
  const arquivoUuid = await salvarPdf(ctx, arquivo, regra);
  const agora = ctx.now();
  const quem = (await usuariosPorIds(ctx, [sessao.usuarioId])).get(sessao.usuarioId);
  const movido = await moverContrato(ctx, p, {
    de: ['aguardando_assinatura'],
    campos: {
      status: 'assinado',
      assinadoEm: agora,
      assinaturaVia: 'arquivo',
      assinaturaNome: quem?.nome ?? 'Equipe',
      assinaturaCpf: null,
      assinaturaIp: null,
      assinaturaArquivo: arquivoUuid,
    },
    evento: {
      usuarioId: sessao.usuarioId,
      empresaId: empresa.id,
      mensagem: 'Contrato assinado enviado em PDF',
    },
    conflito: 'Este contrato já foi assinado ou cancelado.',
  });
  await avisarEquipe(ctx, movido, { notificar: false });
  return contratoParaApi(movido);
}

/** 409 unless the contract waits for its signature. */
export function exigirAguardando(p: Linha) {
  if (p.etapa !== 'contrato' || !dados(p))
    throw new AppError('CONFLITO', 'Gere o contrato antes de registrar a assinatura.');
  if (p.status === 'assinado') throw new AppError('CONFLITO', 'Este contrato já foi assinado.');
  if (p.status === 'cancelado') throw new AppError('CONFLITO', 'Este contrato foi cancelado.');
}

/** POST /api/pedidos/:uuid/contrato/cancelar: with the reason; a sale already made is not undone here. */
export async function cancelarContrato(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  motivo: string,
) {
  const p = await vendaDaEmpresa(ctx, empresa, uuid);
  if (p.etapa !== 'contrato' || !dados(p))
    throw new AppError(
      'CONFLITO',
      p.etapa === 'venda' ? 'O contrato já virou venda e não é cancelado aqui.' : SEM_CONTRATO,
    );
  if (p.status === 'cancelado') throw new AppError('CONFLITO', 'Este contrato já foi cancelado.');
  const movido = await moverContrato(ctx, p, {
    de: ['aguardando_assinatura', 'assinado'],
    campos: { status: 'cancelado', canceladoEm: ctx.now(), motivo },
    evento: { usuarioId: sessao.usuarioId, empresaId: empresa.id, mensagem: motivo },
    conflito: 'O contrato mudou enquanto era cancelado. Tente de novo.',
  });
  await avisarEquipe(ctx, movido, { notificar: false });
  return contratoParaApi(movido);
}
