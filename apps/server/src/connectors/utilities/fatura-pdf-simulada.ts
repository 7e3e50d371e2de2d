import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FaturaDeTeste } from './types.ts';

// The PDF every utility simulator serves: a small real PDF (pdf-lib) whose text carries the
// invoice's numbers in the pt-BR way the utilities print them, so a parser or a person opening it
// sees the same month, due date, total and kWh the portal's JSON or HTML gave.

const brl = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kwh = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

export async function pdfDeFaturaSimulada(
  concessionaria: string,
  matricula: string,
  f: FaturaDeTeste,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Fatura ${concessionaria} ${f.mes}`);
  const pagina = doc.addPage([595, 842]);
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  const [ano, mes] = f.mes.split('-');
  const [a, m, d] = f.vencimento.split('-');
  const linhas = [
    `${concessionaria} - Nota Fiscal/Conta de Energia Elétrica`,
    `UNIDADE CONSUMIDORA ${matricula}`,
    `REF: MÊS/ANO ${mes}/${ano}`,
    `VENCIMENTO ${d}/${m}/${a}`,
    `TOTAL A PAGAR R$ ${brl(f.valor_rs)}`,
    `CONSUMO kWh ${kwh(f.consumo_kwh)}`,
    ...(f.injetada_kwh !== undefined ? [`Energia Injetada kWh ${kwh(f.injetada_kwh)}`] : []),
    ...(f.compensada_kwh !== undefined ? [`Energia compensada kWh ${kwh(f.compensada_kwh)}`] : []),
    ...(f.saldo_kwh !== undefined ? [`SALDO ATUAL DE GERAÇÃO: ${kwh(f.saldo_kwh)} kWh`] : []),
  ];
  linhas.forEach((t, i) => {
    pagina.drawText(t, { x: 48, y: 790 - i * 22, size: 12, font: fonte });
  });
  return doc.save();
}
