import type { ConsumoDaUnidade } from '@irradia/shared/propostas/consumo.schema';
import { MODALIDADES_GD } from '@irradia/shared/propostas/proposta.schema';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { consumoRecente } from '../faturas/faturas.consultas.ts';
import { unidadesDoCliente } from '../unidades/unidades.consultas.ts';
import { vendaDaEmpresa } from './pedidos.proposta.ts';

const ehModalidade = (gd: string): gd is (typeof MODALIDADES_GD)[number] =>
  (MODALIDADES_GD as readonly string[]).includes(gd);

/**
 * GET /api/pedidos/:uuid/proposta/consumo (issue 25): the consumption of the deal's customer from
 * the invoices already in Irradia, one entry per consumer unit with invoices. A lead has no units.
 */
export async function consumoDoCliente(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
): Promise<ConsumoDaUnidade[]> {
  const pedido = await vendaDaEmpresa(ctx, empresa, uuid);
  if (pedido.clienteId === null) return [];
  const unidades = await unidadesDoCliente(ctx, empresa, pedido.clienteId);
  const consumos = await consumoRecente(
    ctx,
    empresa.id,
    unidades.map((u) => u.id),
  );
  return unidades.flatMap((u) => {
    const c = consumos.get(u.id);
    if (!c) return [];
    return [
      {
        uuid: u.uuid,
        nome: u.nome,
        matricula: u.matricula,
        concessionaria: u.concessionaria,
        fornecimento: u.fornecimento,
        gd: ehModalidade(u.gd) ? u.gd : null,
        ...c,
      },
    ];
  });
}
