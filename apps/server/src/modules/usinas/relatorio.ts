import { formatEnergia, formatMassa, MESES } from '@irradia/shared';
import { formatDataHora } from '@irradia/shared/format/data';
import { beneficiosAmbientais } from '@irradia/shared/propostas/financeiro';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { geracao } from './geracao.ts';
import { detalhe } from './usinas.service.ts';

/** CO2 the plant's energy avoided and the trees that would absorb it (equivalences in config). */
export function beneficios(ctx: Pick<AppContext, 'config'>, energiaKwh: number) {
  const { co2KgPorKwh, co2KgPorArvore } = ctx.config.relatorio;
  return beneficiosAmbientais(energiaKwh, co2KgPorKwh, co2KgPorArvore);
}

/**
 * The plant report for one year as a PDF: generation month by month, the year's total, CO2
 * avoided and the tree equivalence, with their sources. Standard PDF fonts (WinAnsi) carry the
 * accents of pt-BR; "CO2" is written without a subscript for that reason.
 */
export async function relatorioPdf(ctx: AppContext, empresa: EmpresaAtual, uuid: string, ano: string) {
  const u = await detalhe(ctx, empresa, uuid, 0);
  const serie = await geracao(ctx, empresa, uuid, 'anual', ano);
  const porMes = new Map(serie.pontos.map((p) => [p.rotulo.slice(5, 7), p.energia_kwh]));
  const total = serie.pontos.reduce((a, p) => a + p.energia_kwh, 0);
  const b = beneficios(ctx, total);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`Relatório ${ano} — ${u.nome}`);
  pdf.setProducer(ctx.config.productName);
  const page = pdf.addPage([595.28, 841.89]);
  const normal = await pdf.embedFont(StandardFonts.Helvetica);
  const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);
  const laranja = rgb(0.92, 0.35, 0.05);
  let y = 790;
  const texto = (t: string, x: number, tamanho = 11, fonte = normal, cor = rgb(0.1, 0.1, 0.1)) =>
    page.drawText(t, { x, y, size: tamanho, font: fonte, color: cor });

  texto(ctx.config.productName, 50, 12, negrito, laranja);
  y -= 30;
  texto(`Relatório de geração ${ano}`, 50, 20, negrito);
  y -= 24;
  texto(u.nome, 50, 14);
  y -= 18;
  texto(
    `Potência instalada: ${u.potencia_kwp === null ? '—' : `${u.potencia_kwp.toLocaleString('pt-BR')} kWp`}   ·   Inversores: ${u.inversores.length}`,
    50,
    10,
  );
  y -= 36;
  texto('Mês', 50, 11, negrito);
  texto('Geração', 300, 11, negrito);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  const max = Math.max(...porMes.values(), 1);
  for (let m = 1; m <= 12; m++) {
    y -= 22;
    const kwh = porMes.get(String(m).padStart(2, '0')) ?? 0;
    texto(MESES[m - 1] ?? '', 50);
    texto(kwh > 0 ? formatEnergia(kwh * 1000) : '—', 300);
    if (kwh > 0)
      page.drawRectangle({ x: 400, y: y - 2, width: (kwh / max) * 140, height: 11, color: laranja });
  }
  y -= 12;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  y -= 22;
  texto('Total do ano', 50, 12, negrito);
  texto(formatEnergia(total * 1000) || '0 Wh', 300, 12, negrito);
  y -= 40;
  texto('Benefícios ambientais', 50, 14, negrito);
  y -= 22;
  texto(`CO2 evitado: ${formatMassa(b.co2_kg) || '0 kg'}`, 50);
  y -= 18;
  texto(`Equivale a ${b.arvores.toLocaleString('pt-BR')} árvore(s) crescendo por 10 anos`, 50);
  y -= 30;
  const nota = [
    `Fator de emissão: ${ctx.config.relatorio.co2KgPorKwh.toLocaleString('pt-BR')} kg de CO2 por kWh (média do Sistema Interligado`,
    'Nacional publicada pelo MCTI). Árvore: ' +
      `${ctx.config.relatorio.co2KgPorArvore.toLocaleString('pt-BR')} kg de CO2 absorvidos por uma muda em 10 anos (EPA).`,
    `Gerado em ${formatDataHora(ctx.now(), { fuso: u.fuso_horario, semNomeDoFuso: true })}.`,
  ];
  for (const linha of nota) {
    texto(linha, 50, 8, normal, rgb(0.4, 0.4, 0.4));
    y -= 12;
  }
  return { bytes: await pdf.save(), total, beneficios: b, nome: u.nome };
}
