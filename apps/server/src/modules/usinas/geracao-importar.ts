import type {
  GeracaoImportada,
  GeracaoPrevia,
  UnidadeEnergia,
} from '@irradia/shared/usinas/geracao-importar.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { geracaoDiaria } from '../../db/schema/usinas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { marcarInicioDaGeracao, registrarGeracaoDiaria } from './ingestao.ts';
import {
  adivinhar,
  type Celula,
  erroDaLinha,
  lerData,
  lerNumero,
  lerPlanilha,
  marcaDecimal,
  type Planilha,
  textoDaCelula,
} from './planilha-geracao.ts';
import { usinaDaEmpresa } from './usinas.service.ts';

// Issue 19, docs/decisions/013-importar-geracao.md: daily energy from any portal's export (CSV or
// XLSX). What the file is comes from its bytes, never from its name or declared type.

const AMOSTRA = 10;
const LOTE = 2000;

export interface CamposImportacao {
  arquivo: UploadedFile;
  coluna_data?: number | undefined;
  coluna_energia?: number | undefined;
  unidade?: UnidadeEnergia | undefined;
}

const FATOR: Record<UnidadeEnergia, number> = { Wh: 0.001, kWh: 1, MWh: 1000 };
const mostrar = (c: Celula) => {
  const t = textoDaCelula(c);
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
};

/** Energy per day from the chosen columns; the first bad line stops everything. */
function diasDaPlanilha(p: Planilha, colData: number, colEnergia: number, unidade: UnidadeEnergia) {
  const marca = marcaDecimal(p.linhas.map((l) => l.celulas[colEnergia] ?? null));
  const dias = new Map<string, number>();
  for (const l of p.linhas) {
    const celData = l.celulas[colData] ?? null;
    const celEnergia = l.celulas[colEnergia] ?? null;
    // Days a portal left blank, and the "Total" line some exports end with, carry no day.
    if (celData === null || celEnergia === null) continue;
    if (typeof celData === 'string' && /^total/i.test(celData.trim())) continue;
    const dia = lerData(celData);
    if (!dia) throw erroDaLinha(l.numero, `data inválida ("${mostrar(celData)}")`);
    const energia = lerNumero(celEnergia, marca);
    if (energia === null || energia < 0)
      throw erroDaLinha(l.numero, `energia inválida ("${mostrar(celEnergia)}")`);
    // Several lines of one day (per inverter, per hour) add up to the day's energy.
    dias.set(dia, (dias.get(dia) ?? 0) + energia * FATOR[unidade]);
  }
  return [...dias]
    .map(([data, kwh]) => ({ data, energiaKwh: Math.round(kwh * 1e6) / 1e6 }))
    .sort((a, b) => a.data.localeCompare(b.data));
}

/**
 * Without the columns, the preview; with them, writes the plant's daily energy in one
 * transaction through the same upsert as the portal import (the company roll-up follows by trigger).
 */
export async function importarGeracao(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  campos: CamposImportacao,
): Promise<GeracaoPrevia | GeracaoImportada> {
  const usina = await usinaDaEmpresa(ctx, empresa, uuid);
  const planilha = await lerPlanilha(campos.arquivo);
  const { coluna_data, coluna_energia, unidade } = campos;
  if (coluna_data === undefined && coluna_energia === undefined && unidade === undefined) {
    return {
      etapa: 'previa',
      colunas: planilha.nomes.map((nome, indice) => ({ indice, nome })),
      amostra: planilha.linhas.slice(0, AMOSTRA).map((l) => ({
        linha: l.numero,
        valores: planilha.nomes.map((_, i) => textoDaCelula(l.celulas[i] ?? null)),
      })),
      total_linhas: planilha.linhas.length,
      sugestao: adivinhar(planilha),
    };
  }
  const faltando = [
    coluna_data === undefined || coluna_data >= planilha.nomes.length
      ? { field: 'coluna_data', rule: 'required', message: 'Escolha a coluna da data' }
      : null,
    coluna_energia === undefined || coluna_energia >= planilha.nomes.length
      ? { field: 'coluna_energia', rule: 'required', message: 'Escolha a coluna da energia' }
      : null,
    unidade === undefined
      ? { field: 'unidade', rule: 'required', message: 'Escolha a unidade: Wh, kWh ou MWh' }
      : null,
  ].filter((e) => e !== null);
  if (faltando.length > 0 || coluna_data === undefined || coluna_energia === undefined || !unidade)
    throw erroValidacao(faltando);
  if (coluna_data === coluna_energia)
    throw erroValidacao([
      {
        field: 'coluna_energia',
        rule: 'different',
        message: 'Escolha colunas diferentes para data e energia',
      },
    ]);
  const dias = diasDaPlanilha(planilha, coluna_data, coluna_energia, unidade);
  const primeiro = dias[0];
  const ultimo = dias.at(-1);
  if (!primeiro || !ultimo)
    throw erroValidacao([
      { field: 'arquivo', rule: 'vazia', message: 'Nenhuma linha da planilha tem data e energia' },
    ]);
  let novos = 0;
  let alterados = 0;
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx } as unknown as AppContext;
    for (let i = 0; i < dias.length; i += LOTE) {
      const lote = dias.slice(i, i + LOTE);
      const antes = await tx
        .select({ data: geracaoDiaria.data, kwh: geracaoDiaria.energiaKwh })
        .from(geracaoDiaria)
        .where(
          and(
            eq(geracaoDiaria.usinaId, usina.id),
            inArray(
              geracaoDiaria.data,
              lote.map((d) => d.data),
            ),
          ),
        );
      const existentes = new Map(antes.map((r) => [r.data, r.kwh]));
      for (const d of lote) {
        const atual = existentes.get(d.data);
        if (atual === undefined) novos++;
        else if (Math.abs(atual - d.energiaKwh) > 1e-9) alterados++;
      }
      await registrarGeracaoDiaria(txCtx, usina.id, lote);
    }
  });
  // As after a portal import: inverters typed in learn when the plant started generating.
  await marcarInicioDaGeracao(ctx, usina.id);
  return {
    etapa: 'importado',
    dias: dias.length,
    novos,
    alterados,
    primeiro_dia: primeiro.data,
    ultimo_dia: ultimo.data,
    energia_kwh: Math.round(dias.reduce((a, d) => a + d.energiaKwh, 0) * 1000) / 1000,
  };
}
