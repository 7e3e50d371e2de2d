import type { Demonstrativo, Extrato } from '@irradia/shared/financeiro/relatorios.schema';
import { formatData, formatDataHora } from '@irradia/shared/format/data';
import { formatMoeda } from '@irradia/shared/format/moeda';
import type { AppContext } from '../../platform/context.ts';
import { documentoCsv } from '../../platform/csv.ts';
import { CORES, Folha, LARGURA_UTIL, MARGEM } from '../../platform/pdf/documento.ts';
import { tabela } from '../../platform/pdf/tabela.ts';

// The statement and the month's result as files: CSV for spreadsheets (pt-BR: ';', decimal comma,
// no thousands separator, as the other CSVs) and the statement as a PDF.

const FUSO = 'America/Sao_Paulo';
/** `-1234.5` → `-1234,50`. */
const numero = (v: number) => v.toFixed(2).replace('.', ',');
const mesBr = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

export function extratoCsv(e: Extrato): string {
  return documentoCsv(
    ['Data', 'Descrição', 'Categoria', 'Entrada (R$)', 'Saída (R$)', 'Saldo (R$)', 'Conciliado'],
    [
      [formatData(e.de), 'Saldo anterior', '', '', '', numero(e.saldo_anterior_rs), ''],
      ...e.movimentos.map((m) => [
        formatData(m.data),
        m.descricao,
        m.categoria ?? '',
        m.valor_rs >= 0 ? numero(m.valor_rs) : '',
        m.valor_rs < 0 ? numero(-m.valor_rs) : '',
        numero(m.saldo_rs),
        m.conciliado ? 'Sim' : 'Não',
      ]),
      [
        formatData(e.ate),
        'Totais do período',
        '',
        numero(e.entradas_rs),
        numero(e.saidas_rs),
        numero(e.saldo_final_rs),
        '',
      ],
    ],
  );
}

export function demonstrativoCsv(d: Demonstrativo): string {
  const linha = (rotulo: string, r: Demonstrativo['total']) => [
    rotulo,
    numero(r.receita_rs),
    numero(r.custo_rs),
    numero(r.margem_bruta_rs),
    r.margem_bruta_pct === null ? '' : String(r.margem_bruta_pct).replace('.', ','),
    numero(r.despesas_rs),
    numero(r.resultado_rs),
  ];
  return documentoCsv(
    [
      'Mês',
      'Receita (R$)',
      'Custo (R$)',
      'Margem bruta (R$)',
      'Margem bruta (%)',
      'Despesas (R$)',
      'Resultado (R$)',
    ],
    [...d.meses.map((m) => linha(mesBr(m.mes), m)), linha('Total', d.total)],
  );
}

/** The statement as an A4 PDF: account, period, the lines with the running balance, and totals. */
export async function extratoPdf(
  ctx: AppContext,
  e: Extrato,
  empresaNome: string | null,
): Promise<Uint8Array> {
  const f = await Folha.criar(`Extrato — ${e.conta.nome}`, ctx.config.productName);
  f.texto(empresaNome ?? ctx.config.productName, MARGEM, { tamanho: 12, negrito: true, cor: CORES.destaque });
  f.y -= 28;
  f.texto('Extrato da conta', MARGEM, { tamanho: 18, negrito: true });
  f.y -= 20;
  f.texto(e.conta.nome, MARGEM, { tamanho: 13 });
  f.y -= 16;
  f.texto(`Período: ${formatData(e.de)} a ${formatData(e.ate)}`, MARGEM, { tamanho: 10, cor: CORES.suave });
  f.y -= 22;
  f.texto(`Saldo anterior: ${formatMoeda(e.saldo_anterior_rs)}`, MARGEM, { tamanho: 10, negrito: true });
  f.y -= 12;
  const largura = LARGURA_UTIL;
  tabela(
    f,
    [
      { titulo: 'Data', largura: 58 },
      { titulo: 'Descrição', largura: largura - 58 - 75 - 80 - 50 - 65 },
      { titulo: 'Categoria', largura: 65 },
      { titulo: 'Valor', largura: 75, direita: true },
      { titulo: 'Saldo', largura: 80, direita: true },
      { titulo: 'Conc.', largura: 50 },
    ],
    e.movimentos.map((m) => [
      formatData(m.data),
      m.descricao.length > 48 ? `${m.descricao.slice(0, 47)}…` : m.descricao,
      (m.categoria ?? '').slice(0, 14),
      formatMoeda(m.valor_rs),
      formatMoeda(m.saldo_rs),
      m.conciliado ? 'Sim' : 'Não',
    ]),
  );
  if (e.movimentos.length === 0) {
    f.y -= 16;
    f.texto('Nenhum movimento no período.', MARGEM, { tamanho: 10, cor: CORES.suave });
  }
  f.caber(80);
  f.y -= 24;
  for (const [rotulo, valor] of [
    ['Entradas', e.entradas_rs],
    ['Saídas', -e.saidas_rs],
    ['Saldo final', e.saldo_final_rs],
  ] as const) {
    f.texto(rotulo, MARGEM + largura - 220, { tamanho: 10, negrito: rotulo === 'Saldo final' });
    f.texto(formatMoeda(valor), MARGEM + largura, {
      tamanho: 10,
      negrito: rotulo === 'Saldo final',
      direita: true,
    });
    f.y -= 15;
  }
  f.y -= 10;
  f.texto(`Gerado em ${formatDataHora(ctx.now(), { fuso: FUSO, semNomeDoFuso: true })}.`, MARGEM, {
    tamanho: 8,
    cor: CORES.suave,
  });
  return f.salvar();
}
