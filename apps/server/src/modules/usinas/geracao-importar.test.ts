import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';

// Issue 19: generation uploaded from any portal's export, through the real app (preview, then the
// chosen columns), idempotent, all or nothing, judged by the file's bytes.

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let usina: string;

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t, 'Dono');
  empresa = await criarEmpresa(t, dono);
  usina = await criarUsinaDireta(t, empresa.uuid, 'Usina sem portal');
});
afterAll(() => t.close());

function enviar(
  arquivo: Buffer,
  campos: Record<string, string> = {},
  opcoes: { usina?: string; nome?: string; quem?: Pessoa; empresa?: { uuid: string } } = {},
) {
  const { payload, contentType } = multipart(campos, 'arquivo', {
    nome: opcoes.nome ?? 'geracao.csv',
    tipo: 'text/csv',
    dados: arquivo,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/usinas/${opcoes.usina ?? usina}/geracao/importar`,
    payload,
    headers: { ...como(opcoes.quem ?? dono, opcoes.empresa ?? empresa), 'content-type': contentType },
  });
}

async function mes(referencia: string, u = usina) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/usinas/${u}/geracao?periodo=mensal&referencia=${referencia}`,
    headers: como(dono, empresa),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { pontos: Array<{ rotulo: string; energia_kwh: number }> } }).data.pontos;
}

// Excel pt-BR's "CSV": semicolons, decimal comma, thousands dots, dd/mm/yyyy, Latin-1.
const CSV_PT = Buffer.from(
  [
    'Relatório de geração',
    'Data;Geração (kWh);Potência máx. (kW)',
    '01/10/2026;12,5;5,1',
    '02/10/2026;1.234,5;6,0',
    '03/10/2026;0;0',
    '04/10/2026;;',
    'Total;1.247;',
  ].join('\r\n'),
  'latin1',
);
const importarPt = { coluna_data: '0', coluna_energia: '1', unidade: 'kWh' };

describe('importar geração de planilha', () => {
  it('prévia: colunas, amostra e o palpite de data, energia e unidade pelo cabeçalho', async () => {
    const res = await enviar(CSV_PT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      etapa: 'previa',
      colunas: [
        { indice: 0, nome: 'Data' },
        { indice: 1, nome: 'Geração (kWh)' },
        { indice: 2, nome: 'Potência máx. (kW)' },
      ],
      amostra: [
        { linha: 3, valores: ['01/10/2026', '12,5', '5,1'] },
        { linha: 4, valores: ['02/10/2026', '1.234,5', '6,0'] },
        { linha: 5, valores: ['03/10/2026', '0', '0'] },
        { linha: 6, valores: ['04/10/2026', '', ''] },
        { linha: 7, valores: ['Total', '1.247', ''] },
      ],
      total_linhas: 5,
      sugestao: { coluna_data: 0, coluna_energia: 1, unidade: 'kWh' },
    });
    // A preview writes nothing.
    expect(await mes('2026-10')).toEqual([]);
  });

  it('palpite com vírgula como separador, datas ISO e energia em Wh', async () => {
    const csv = Buffer.from(
      'timestamp,Inverter,Yield (Wh)\n2026-10-01,INV1,"12,500"\n2026-10-02,INV1,13100\n',
    );
    const res = await enviar(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sugestao).toEqual({ coluna_data: 0, coluna_energia: 2, unidade: 'Wh' });
  });

  it('uma linha de unidades sob o cabeçalho ([dd.MM.yyyy], [Wh], como exporta o Solar.web) dá a unidade e não é dado', async () => {
    const csv = Buffer.from(
      [
        'Date and time;Energy | Symo 8.2-3-M (1)',
        '[dd.MM.yyyy];[Wh]',
        '01.07.2026;31250',
        '02.07.2026;29875,5',
      ].join('\r\n'),
    );
    const previa = await enviar(csv);
    expect(previa.statusCode, previa.body).toBe(200);
    expect(previa.json().data.sugestao).toEqual({ coluna_data: 0, coluna_energia: 1, unidade: 'Wh' });
    const res = await enviar(csv, { coluna_data: '0', coluna_energia: '1', unidade: 'Wh' });
    expect(res.statusCode, res.body).toBe(200);
    const dias = await mes('2026-07');
    expect(dias.find((d) => d.rotulo === '2026-07-01')?.energia_kwh).toBeCloseTo(31.25, 3);
    expect(dias.find((d) => d.rotulo === '2026-07-02')?.energia_kwh).toBeCloseTo(29.8755, 3);
  });

  it('grava os dias com vírgula decimal e dd/mm/aaaa; o mês mostra os dias enviados', async () => {
    const res = await enviar(CSV_PT, importarPt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      etapa: 'importado',
      dias: 3,
      novos: 3,
      alterados: 0,
      primeiro_dia: '2026-10-01',
      ultimo_dia: '2026-10-03',
      energia_kwh: 1247,
    });
    expect(await mes('2026-10')).toEqual([
      { rotulo: '2026-10-01', energia_kwh: 12.5 },
      { rotulo: '2026-10-02', energia_kwh: 1234.5 },
      { rotulo: '2026-10-03', energia_kwh: 0 },
    ]);
  });

  it('enviar o mesmo arquivo de novo não muda nada', async () => {
    const antes = await mes('2026-10');
    const res = await enviar(CSV_PT, importarPt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dias: 3, novos: 0, alterados: 0 });
    expect(await mes('2026-10')).toEqual(antes);
  });

  it('substitui só os dias que a planilha traz; os outros dias do portal ficam, e a empresa acompanha', async () => {
    await t.database.query(sql`
      insert into geracao_diaria (usina_id, data, energia_kwh)
      select id, d::date, 99 from usinas, (values ('2026-10-02'), ('2026-10-20')) v(d) where uuid = ${usina}
      on conflict (usina_id, data) do update set energia_kwh = excluded.energia_kwh`);
    const res = await enviar(CSV_PT, importarPt);
    expect(res.json().data).toMatchObject({ dias: 3, novos: 0, alterados: 1 });
    expect(await mes('2026-10')).toEqual([
      { rotulo: '2026-10-01', energia_kwh: 12.5 },
      { rotulo: '2026-10-02', energia_kwh: 1234.5 },
      { rotulo: '2026-10-03', energia_kwh: 0 },
      { rotulo: '2026-10-20', energia_kwh: 99 },
    ]);
    const [dia] = await t.database.query<{ kwh: number }>(sql`
      select g.energia_kwh as kwh from geracao_diaria_empresa g join empresas e on e.id = g.empresa_id
      where e.uuid = ${empresa.uuid} and g.data = '2026-10-02'`);
    expect(dia?.kwh).toBe(1234.5);
  });

  it('XLSX com título, datas do Excel e números seriais, em MWh', async () => {
    const wb = new ExcelJS.Workbook();
    const folha = wb.addWorksheet('Geração');
    folha.addRow(['Usina sem portal — setembro']);
    folha.addRow([]);
    folha.addRow(['Dia', 'Potência pico (kW)', 'Produção (MWh)']);
    folha.addRow([new Date(Date.UTC(2026, 8, 1)), 6.1, 0.0251]);
    folha.addRow([46267, 6.3, 0.0302]); // Excel serial of 2026-09-02
    folha.addRow(['03/09/2026', 5.9, '0,0275']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());

    const previa = await enviar(xlsx, {}, { nome: 'setembro.xlsx' });
    expect(previa.statusCode, previa.body).toBe(200);
    expect(previa.json().data).toMatchObject({
      colunas: [
        { indice: 0, nome: 'Dia' },
        { indice: 1, nome: 'Potência pico (kW)' },
        { indice: 2, nome: 'Produção (MWh)' },
      ],
      amostra: [{ linha: 4, valores: ['01/09/2026', '6.1', '0.0251'] }, { linha: 5 }, { linha: 6 }],
      sugestao: { coluna_data: 0, coluna_energia: 2, unidade: 'MWh' },
    });

    const res = await enviar(xlsx, { coluna_data: '0', coluna_energia: '2', unidade: 'MWh' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dias: 3, novos: 3 });
    expect(await mes('2026-09')).toEqual([
      { rotulo: '2026-09-01', energia_kwh: 25.1 },
      { rotulo: '2026-09-02', energia_kwh: 30.2 },
      { rotulo: '2026-09-03', energia_kwh: 27.5 },
    ]);
  });

  it('uma linha ruim: 422 que nomeia a linha, e nada é gravado', async () => {
    const energiaRuim = Buffer.from('Data;Energia (kWh)\n01/11/2026;10,5\n02/11/2026;11\n03/11/2026;abc\n');
    const res = await enviar(energiaRuim, importarPt);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: [{ field: 'arquivo', rule: 'linha', message: 'Linha 4: energia inválida ("abc")' }],
    });
    const dataRuim = Buffer.from('Data;Energia (kWh)\n01/11/2026;10,5\n31/02/2026;11\n');
    const res2 = await enviar(dataRuim, importarPt);
    expect(res2.json().errors[0].message).toBe('Linha 3: data inválida ("31/02/2026")');
    expect(await mes('2026-11')).toEqual([]);
  });

  it('escolher as colunas sem a unidade: 422 no campo', async () => {
    const res = await enviar(CSV_PT, { coluna_data: '0', coluna_energia: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'unidade', rule: 'required', message: 'Escolha a unidade: Wh, kWh ou MWh' },
    ]);
  });

  it('arquivo que não é CSV nem XLSX é recusado pelo conteúdo, qualquer que seja o nome', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000000', 'hex');
    const zipQualquer = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64, 1)]);
    for (const [nome, dados] of [
      ['geracao.csv', png],
      ['geracao.xlsx', zipQualquer],
      ['geracao.csv', Buffer.from('<!doctype html><html><body>a;b</body></html>')],
      ['geracao.csv', Buffer.from('%PDF-1.7\n1 0 obj\n')],
      ['geracao.csv', Buffer.from('isto é só um texto qualquer')],
    ] as const) {
      const res = await enviar(dados, {}, { nome });
      expect(res.statusCode, nome).toBe(422);
      expect(res.json()).toEqual({
        errors: [{ field: 'arquivo', rule: 'planilha', message: 'Envie uma planilha CSV ou XLSX' }],
      });
    }
  });

  it('nega a usina de outra empresa com 404, e nada é gravado nela', async () => {
    const vizinho = await criarPessoa(t, 'Vizinho');
    const outra = await criarEmpresa(t, vizinho);
    const alheia = await criarUsinaDireta(t, outra.uuid, 'Usina do vizinho');
    const res = await enviar(CSV_PT, importarPt, { usina: alheia });
    expect(res.statusCode).toBe(404);
    const [n] = await t.database.query<{ n: number }>(sql`
      select count(*)::int as n from geracao_diaria g join usinas u on u.id = g.usina_id where u.uuid = ${alheia}`);
    expect(n?.n).toBe(0);
  });
});
