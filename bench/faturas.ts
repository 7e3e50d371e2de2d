// bench/faturas: reads every real invoice under ../shared/data/faturas (the training set with its
// answer keys and the DG-Energy samples) and prints, per distributor, the fields right / wrong /
// unread against the keys, the distributors recognised and the time per invoice. Judged by: at
// least 95 % right and none wrong on the training set.

import { faturasReais } from '../apps/server/src/connectors/utilities/invoice-pdf/fixtures/amostras.ts';
import { lerFaturaPdf } from '../apps/server/src/connectors/utilities/invoice-pdf/ler-fatura.ts';
import { placar } from './_placar-faturas.ts';

const faturas = faturasReais();
if (faturas.length === 0) {
  console.log('nenhuma fatura real encontrada em ../shared/data/faturas');
  process.exit(1);
}
const meta = await placar(faturas, (f) => lerFaturaPdf(f.pdf()));
console.log(`meta (≥ 95 % certos e nenhum errado no treino): ${meta ? 'atingida' : 'NÃO atingida'}`);
