import type { FaturaDaProposta } from '@irradia/shared/propostas/consumo.schema';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { tarifaCheia } from '../faturas/creditos.ts';
import { lerPdfDaEmpresa } from '../faturas/faturas-pdf.ts';
import { orcamentoEditavel } from './pedidos.proposta.ts';

/**
 * POST /api/pedidos/:uuid/proposta/fatura (issue 25, decision 036): an invoice PDF dropped on the
 * proposal, read by the invoice reader and kept nowhere — the editor fills its month, and the
 * tariff, fornecimento and modalidade where the form is empty, until the user saves. The tariff is
 * the one the consumption from invoices answers (tarifaCheia, decision 034).
 */
export async function lerFaturaDaProposta(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  arquivo: UploadedFile,
  senha?: string,
): Promise<FaturaDaProposta> {
  await orcamentoEditavel(ctx, empresa, uuid);
  const leitura = await lerPdfDaEmpresa(ctx, empresa.id, arquivo, { senha });
  if (!leitura.ok)
    throw erroValidacao([{ field: 'arquivo', rule: leitura.motivo, message: leitura.mensagem }]);
  const c = leitura.campos;
  return {
    concessionaria: leitura.concessionaria,
    mes_referencia: c.mes_referencia ?? null,
    consumo_kwh: c.consumo_kwh ?? null,
    tarifa_rs_kwh: tarifaCheia(c),
    fornecimento: c.fornecimento ?? null,
    modalidade: c.gd ?? null,
    nao_lidos: leitura.nao_lidos,
  };
}
