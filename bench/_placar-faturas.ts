// The score table both invoice benches print: per distributor, invoices, recognised, fields right /
// wrong / unread against the answer keys, then the training set's and everything's totals.

import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import {
  CAMPOS_DO_GABARITO,
  conferirCampo,
  type FaturaReal,
} from '../apps/server/src/connectors/utilities/invoice-pdf/fixtures/amostras.ts';

type Conta = { faturas: number; certo: number; errado: number; nao_lido: number; reconhecidas: number };

/** Reads every invoice with `ler`, scores it and prints the table; answers whether the goal was met. */
export async function placar(
  faturas: FaturaReal[],
  ler: (f: FaturaReal) => Promise<LeituraFatura>,
): Promise<boolean> {
  const porGrupo = new Map<string, Conta>();
  const concessionarias = new Set<string>();
  const erros: string[] = [];
  let ms = 0;
  for (const f of faturas) {
    const t0 = performance.now();
    const r = await ler(f);
    ms += performance.now() - t0;
    const c = porGrupo.get(f.grupo) ?? { faturas: 0, certo: 0, errado: 0, nao_lido: 0, reconhecidas: 0 };
    c.faturas++;
    if (r.ok) {
      c.reconhecidas++;
      concessionarias.add(r.concessionaria);
    }
    for (const campo of CAMPOS_DO_GABARITO) {
      const v = conferirCampo(r.ok ? r.campos : {}, campo, f.esperado[campo]);
      if (v === 'nao_impresso') continue;
      c[v]++;
      if (v !== 'certo')
        erros.push(
          `${f.nome} ${campo}: ${v} (lido ${r.ok ? JSON.stringify(r.campos[campo]) : r.motivo}, esperado ${JSON.stringify(f.esperado[campo])})`,
        );
    }
    porGrupo.set(f.grupo, c);
  }
  const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
  console.log(
    'distribuidora'.padEnd(22),
    'faturas',
    'reconhecidas',
    'certos',
    'errados',
    'não lidos',
    'acerto',
  );
  const linha = (nome: string, c: Conta) =>
    console.log(
      nome.padEnd(22),
      String(c.faturas).padStart(7),
      String(c.reconhecidas).padStart(12),
      String(c.certo).padStart(6),
      String(c.errado).padStart(7),
      String(c.nao_lido).padStart(9),
      pct(c.certo, c.certo + c.errado + c.nao_lido).padStart(8),
    );
  const total: Conta = { faturas: 0, certo: 0, errado: 0, nao_lido: 0, reconhecidas: 0 };
  const treino: Conta = { ...total };
  for (const [g, c] of [...porGrupo].sort()) {
    linha(g, c);
    for (const k of Object.keys(total) as Array<keyof Conta>) {
      total[k] += c[k];
      if (!g.startsWith('dg_energy')) treino[k] += c[k];
    }
  }
  console.log('-'.repeat(76));
  linha('treino', treino);
  linha('tudo', total);
  console.log(`concessionárias reconhecidas nas amostras: ${[...concessionarias].sort().join(', ')}`);
  console.log(`tempo médio por fatura: ${(ms / faturas.length).toFixed(0)} ms`);
  for (const e of erros) console.log(`  · ${e}`);
  return treino.errado === 0 && treino.certo >= 0.95 * (treino.certo + treino.errado + treino.nao_lido);
}
