import { formatEnergia, formatMassa, MESES } from '@irradia/shared';
import { formatDataHora } from '@irradia/shared/format/data';
import { beneficiosAmbientais } from '@irradia/shared/propostas/financeiro';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { CORES, Folha } from '../../platform/pdf/documento.ts';
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

  const f = await Folha.criar(`Relatório ${ano} — ${u.nome}`, ctx.config.productName);
  f.y = 790;
  const texto = (t: string, x: number, tamanho = 11, negrito = false, cor = CORES.texto) =>
    f.texto(t, x, { tamanho, negrito, cor });

  texto(ctx.config.productName, 50, 12, true, CORES.destaque);
  f.y -= 30;
  texto(`Relatório de geração ${ano}`, 50, 20, true);
  f.y -= 24;
  texto(u.nome, 50, 14);
  f.y -= 18;
  texto(
    `Potência instalada: ${u.potencia_kwp === null ? '—' : `${u.potencia_kwp.toLocaleString('pt-BR')} kWp`}   ·   Inversores: ${u.inversores.length}`,
    50,
    10,
  );
  f.y -= 36;
  texto('Mês', 50, 11, true);
  texto('Geração', 300, 11, true);
  f.y -= 6;
  f.regua(50, 545);
  const max = Math.max(...porMes.values(), 1);
  for (let m = 1; m <= 12; m++) {
    f.y -= 22;
    const kwh = porMes.get(String(m).padStart(2, '0')) ?? 0;
    texto(MESES[m - 1] ?? '', 50);
    texto(kwh > 0 ? formatEnergia(kwh * 1000) : '—', 300);
    if (kwh > 0)
      f.page.drawRectangle({
        x: 400,
        y: f.y - 2,
        width: (kwh / max) * 140,
        height: 11,
        color: CORES.destaque,
      });
  }
  f.y -= 12;
  f.regua(50, 545);
  f.y -= 22;
  texto('Total do ano', 50, 12, true);
  texto(formatEnergia(total * 1000) || '0 Wh', 300, 12, true);
  f.y -= 40;
  texto('Benefícios ambientais', 50, 14, true);
  f.y -= 22;
  texto(`CO2 evitado: ${formatMassa(b.co2_kg) || '0 kg'}`, 50);
  f.y -= 18;
  texto(`Equivale a ${b.arvores.toLocaleString('pt-BR')} árvore(s) crescendo por 10 anos`, 50);
  f.y -= 30;
  const nota = [
    `Fator de emissão: ${ctx.config.relatorio.co2KgPorKwh.toLocaleString('pt-BR')} kg de CO2 por kWh (média do Sistema Interligado`,
    'Nacional publicada pelo MCTI). Árvore: ' +
      `${ctx.config.relatorio.co2KgPorArvore.toLocaleString('pt-BR')} kg de CO2 absorvidos por uma muda em 10 anos (EPA).`,
    `Gerado em ${formatDataHora(ctx.now(), { fuso: u.fuso_horario, semNomeDoFuso: true })}.`,
  ];
  for (const linha of nota) {
    texto(linha, 50, 8, false, CORES.suave);
    f.y -= 12;
  }
  return { bytes: await f.salvar(), total, beneficios: b, nome: u.nome };
}
