// Writes the filtered CEC lists (cec-inversores.csv, cec-modulos.csv) from pvlib's CSVs and the
// seed migration from those two files. Provenance and the filtering rules: docs/data-provenance.md.
//
//   npx tsx apps/server/src/modules/equipamentos/dados/gerar.ts <pvlib inverters csv> <pvlib modules csv>
//   npx tsx apps/server/src/modules/equipamentos/dados/gerar.ts        (migration only, from the kept CSVs)
//
// pvlib's files, from a clone of pvlib/pvlib-python that fetched refs/pull/1433/head:
//   git show 6382338a7598a5b9d94473f47fcbc787b0ac6408:pvlib/data/sam-library-cec-inverters-2019-03-05.csv
//   git show 994b92329acfc22e59c0b510ee9141835f670d1d:pvlib/data/sam-library-cec-modules-2021-12-01.csv
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { textoDeBusca } from '../equipamentos.busca.ts';
import { COLUNAS_INVERSORES, COLUNAS_MODULOS, lerCsv } from './csv.ts';

const aqui = import.meta.dirname;
const migracao = resolve(aqui, '../../../db/migrations/0035_seed_equipamentos.sql');
const VERSAO_INVERSORES = 'pvlib sam-library-cec-inverters-2019-03-05';
const LOTE = 500;

type Linha = Record<string, string>;

/** pvlib's read: header row, then the units and SAM-key rows skipped (`skiprows=[1, 2]`). */
function lerPvlib(caminho: string): Linha[] {
  const [cabecalho, , , ...linhas] = lerCsv(readFileSync(caminho, 'utf8'));
  if (!cabecalho) throw new Error(`${caminho}: vazio`);
  return linhas.map((l) => Object.fromEntries(cabecalho.map((c, i) => [c, l[i] ?? ''])));
}

/** A number as the source wrote it, without trailing zeros; '' when missing or not positive. */
function positivo(v: string | undefined): string {
  const n = Number(v);
  return v && v !== 'n/a' && Number.isFinite(n) && n > 0 ? String(n) : '';
}

function numero(v: string | undefined): string {
  const n = Number(v);
  return v && Number.isFinite(n) ? String(n) : '';
}

const arredondar = (n: number, casas: number) => String(Number(n.toFixed(casas)));

/** CEC's M/D/YYYY as ISO; '' for "n/a". */
function dataIso(v: string | undefined): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v ?? '');
  return m ? `${m[3]}-${m[1]?.padStart(2, '0')}-${m[2]?.padStart(2, '0')}` : '';
}

function inversores(caminho: string): string[][] {
  return lerPvlib(caminho).flatMap((r) => {
    const nome = r.Name ?? '';
    // CEC names inverters "Maker: Model [V]"; the maker is what stands before the first colon.
    const i = nome.indexOf(':');
    const paco = positivo(r.Paco);
    if (i < 0 || paco === '') return [];
    return [
      [
        nome,
        nome.slice(0, i).trim(),
        nome.slice(i + 1).trim(),
        paco,
        positivo(r.Pdco),
        positivo(r.Vac),
        positivo(r.Vdcmax),
        positivo(r.Idcmax),
        positivo(r.Mppt_low),
        positivo(r.Mppt_high),
        dataIso(r.CEC_Date),
        VERSAO_INVERSORES,
      ],
    ];
  });
}

function modulos(caminho: string): string[][] {
  return lerPvlib(caminho).flatMap((r) => {
    const nome = r.Name ?? '';
    const fabricanteCec = r.Manufacturer ?? '';
    if (!nome.startsWith(`${fabricanteCec} `)) return [];
    const stc = positivo(r.STC) || positivo(String(Number(r.I_mp_ref) * Number(r.V_mp_ref)));
    if (stc === '') return [];
    const comprimento = positivo(r.Length);
    const largura = positivo(r.Width);
    // Efficiency at STC over the outer dimensions when listed, else over A_c.
    const area = comprimento && largura ? Number(comprimento) * Number(largura) : Number(positivo(r.A_c));
    const voc = Number(r.V_oc_ref);
    return [
      [
        nome,
        // SAM writes the commas of a maker's name as underscores ("Jinko Solar Co._ Ltd").
        fabricanteCec.replaceAll('_', ','),
        nome.slice(fabricanteCec.length + 1).trim(),
        r.Technology ?? '',
        r.Bifacial === '1' ? '1' : '0',
        stc,
        positivo(r.A_c),
        comprimento,
        largura,
        positivo(r.N_s),
        area > 0 ? arredondar((Number(stc) / (area * 1000)) * 100, 2) : '',
        positivo(r.V_oc_ref),
        positivo(r.I_sc_ref),
        positivo(r.V_mp_ref),
        positivo(r.I_mp_ref),
        numero(r.gamma_r),
        voc > 0 && r.beta_oc ? arredondar((Number(r.beta_oc) / voc) * 100, 4) : '',
        dataIso(r.Date),
        r.Version ?? '',
      ],
    ];
  });
}

function campoCsv(v: string): string {
  return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

function escreverCsv(arquivo: string, colunas: readonly string[], linhas: string[][]): void {
  const texto = [colunas, ...linhas].map((l) => l.map(campoCsv).join(',')).join('\n');
  writeFileSync(resolve(aqui, arquivo), `${texto}\n`);
}

/** The kept CSV as records keyed by its header. */
function lerMantido(arquivo: string): Linha[] {
  const [cabecalho, ...linhas] = lerCsv(readFileSync(resolve(aqui, arquivo), 'utf8'));
  if (!cabecalho) throw new Error(`${arquivo}: vazio`);
  return linhas.map((l) => Object.fromEntries(cabecalho.map((c, i) => [c, l[i] ?? ''])));
}

const texto = (v: string | undefined) => (v ? `'${v.replaceAll("'", "''")}'` : 'NULL');
const num = (v: string | undefined) => v || 'NULL';

// The columns each kind fills, with the cast the SELECT applies (a batch whose column is all NULL
// would otherwise be typed text); the other kind's columns stay NULL.
type Destino = Array<[string, string, (r: Linha) => string]>;

const COMUNS: Destino = [
  ['nome_cec', 'text', (r) => texto(r.nome_cec)],
  ['fabricante', 'text', (r) => texto(r.fabricante)],
  ['modelo', 'text', (r) => texto(r.modelo)],
  ['busca', 'text', (r) => texto(textoDeBusca(r.fabricante ?? '', r.modelo ?? ''))],
  ['data_cec', 'date', (r) => texto(r.data_cec)],
  ['versao', 'text', (r) => texto(r.versao)],
];

const DE_INVERSORES: Destino = [
  ...COMUNS,
  ['potencia_w', 'double precision', (r) => num(r.potencia_ac_w)],
  ['tensao_ac_v', 'double precision', (r) => num(r.tensao_ac_v)],
  ['potencia_dc_w', 'double precision', (r) => num(r.potencia_dc_w)],
  ['tensao_dc_max_v', 'double precision', (r) => num(r.tensao_dc_max_v)],
  ['corrente_dc_max_a', 'double precision', (r) => num(r.corrente_dc_max_a)],
  ['mppt_min_v', 'double precision', (r) => num(r.mppt_min_v)],
  ['mppt_max_v', 'double precision', (r) => num(r.mppt_max_v)],
];

const DE_MODULOS: Destino = [
  ...COMUNS,
  ['potencia_w', 'double precision', (r) => num(r.potencia_stc_w)],
  ['tecnologia', 'text', (r) => texto(r.tecnologia)],
  ['bifacial', 'boolean', (r) => (r.bifacial === '1' ? 'true' : 'false')],
  ['area_m2', 'double precision', (r) => num(r.area_m2)],
  ['comprimento_m', 'double precision', (r) => num(r.comprimento_m)],
  ['largura_m', 'double precision', (r) => num(r.largura_m)],
  ['celulas', 'integer', (r) => num(r.celulas)],
  ['eficiencia_pct', 'double precision', (r) => num(r.eficiencia_pct)],
  ['voc_v', 'double precision', (r) => num(r.voc_v)],
  ['isc_a', 'double precision', (r) => num(r.isc_a)],
  ['vmp_v', 'double precision', (r) => num(r.vmp_v)],
  ['imp_a', 'double precision', (r) => num(r.imp_a)],
  ['coef_temp_pmax_pct', 'double precision', (r) => num(r.coef_temp_pmax_pct)],
  ['coef_temp_voc_pct', 'double precision', (r) => num(r.coef_temp_voc_pct)],
];

function inserts(tipo: 'modulo' | 'inversor', destino: Destino, linhas: Linha[]): string[] {
  const lotes: string[] = [];
  for (let i = 0; i < linhas.length; i += LOTE) {
    const lote = linhas.slice(i, i + LOTE).map((r) => destino.map(([, , valor]) => valor(r)));
    // A column with one value in the whole batch (the list's version and date) is written once.
    const unico = destino.map((_, j) => lote.length > 1 && new Set(lote.map((l) => l[j])).size === 1);
    const variaveis = destino.filter((_, j) => !unico[j]);
    const selecao = destino.map(([c, t], j) => `${unico[j] ? lote[0]?.[j] : `v.${c}`}::${t}`).join(', ');
    const valores = lote.map((l) => `(${l.filter((_, j) => !unico[j]).join(',')})`).join(',\n');
    // A stable uuid (RFC 9562 version 8) from the kind and the CEC name: a later seed of a newer
    // list can upsert and keep the products that point at a model.
    lotes.push(
      `INSERT INTO "equipamentos" ("uuid", "tipo", ${destino.map(([c]) => `"${c}"`).join(', ')})\n` +
        `SELECT overlay(overlay(md5('cec:${tipo}:' || v.nome_cec) placing '8' from 13) placing '8' from 17)::uuid, '${tipo}', ${selecao}\n` +
        `FROM (VALUES\n${valores}\n) AS v(${variaveis.map(([c]) => c).join(', ')});`,
    );
  }
  return lotes;
}

function escreverMigracao(): void {
  const inv = lerMantido('cec-inversores.csv');
  const mod = lerMantido('cec-modulos.csv');
  const cabecalho = [
    '-- The reference library of PV modules and inverters: the CEC lists as pvlib ships them (BSD-3),',
    '-- filtered to the columns a product form needs. Generated from',
    '-- apps/server/src/modules/equipamentos/dados/cec-*.csv by dados/gerar.ts; do not edit by hand.',
    `-- ${inv.length} inverters, ${mod.length} modules. Provenance: docs/data-provenance.md.`,
  ].join('\n');
  // The comment rides on the first statement: a statement of comments alone is an empty query.
  const sql = `${cabecalho}\n${[...inserts('inversor', DE_INVERSORES, inv), ...inserts('modulo', DE_MODULOS, mod)].join('\n--> statement-breakpoint\n')}`;
  writeFileSync(migracao, `${sql}\n`);
  console.info(`${migracao}: ${inv.length} inversores, ${mod.length} módulos`);
}

const [brutoInversores, brutoModulos] = process.argv.slice(2);
if (brutoInversores && brutoModulos) {
  escreverCsv('cec-inversores.csv', COLUNAS_INVERSORES, inversores(brutoInversores));
  escreverCsv('cec-modulos.csv', COLUNAS_MODULOS, modulos(brutoModulos));
}
escreverMigracao();
