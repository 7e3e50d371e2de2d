// bench/faturas-ocr: the same real invoices as bench/faturas, each first turned into a scan (its
// first two pages drawn at 150 dpi into an image-only PDF, no text layer) and read by OCR. Prints
// the same table. What counts here is "errados": a scan's fields all go to the user to confirm, and
// a field OCR is unsure of must stay unread rather than be read wrong.

import {
  digitalizar,
  faturasReais,
} from '../apps/server/src/connectors/utilities/invoice-pdf/fixtures/amostras.ts';
import { lerFaturaPdf } from '../apps/server/src/connectors/utilities/invoice-pdf/ler-fatura.ts';
import { placar } from './_placar-faturas.ts';

const faturas = faturasReais();
if (faturas.length === 0) {
  console.log('nenhuma fatura real encontrada em ../shared/data/faturas');
  process.exit(1);
}
await placar(faturas, async (f) => lerFaturaPdf(await digitalizar(f.pdf(), { dpi: 150 })));
console.log('(o tempo inclui desenhar as páginas da digitalização: cerca de 1/10 do total)');
