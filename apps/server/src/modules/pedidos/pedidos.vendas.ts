import type { DadosPedidoVenda } from '@irradia/shared/pedidos/pedidos.schema';
import { pedidoEventos, pedidos } from '../../db/schema/pedidos.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import { clienteDaEmpresa } from '../clientes/clientes.service.ts';
import { proximoNumero } from './pedidos.numeracao.ts';

// Deals (decision 031): a `pedido` of tipo venda, the company's own, for one of its customers or a
// quick lead. It starts in etapa orcamento, status rascunho; the proposal is pedidos.proposta.ts.

/** Inserts a new deal numbered next for the company, with its first history event. */
export async function inserirVenda(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  d: DadosPedidoVenda,
) {
  let clienteId: number | null = null;
  if (d.cliente) {
    const c = await clienteDaEmpresa(ctx, empresa, d.cliente);
    if (!c) throw erroValidacao([{ field: 'cliente', rule: 'exists', message: 'Cliente não encontrado' }]);
    clienteId = c.id;
  }
  const agora = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(pedidos)
      .values({
        empresaId: empresa.id,
        numero: await proximoNumero(tx, empresa.id),
        tipo: 'venda',
        etapa: 'orcamento',
        status: 'rascunho',
        clienteId,
        leadNome: d.lead?.nome ?? null,
        leadTelefone: d.lead?.telefone ?? null,
        observacoes: d.observacoes,
        criadoPor: sessao.usuarioId,
        criadoEm: agora,
        atualizadoEm: agora,
      })
      .returning();
    if (!p) throw new Error('insert pedidos returned nothing');
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: null,
      para: 'rascunho',
      mensagem: d.observacoes,
      criadoEm: agora,
    });
    return p;
  });
}
