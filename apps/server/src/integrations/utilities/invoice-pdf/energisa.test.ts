import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { describe, expect, it } from 'vitest';
import { extrairTexto } from './extrair-texto.ts';
import { lerFixture } from './fixtures/amostras.ts';
import { lerFaturaPdf, lerFaturaTexto } from './ler-fatura.ts';

function lida(r: LeituraFatura) {
  if (!r.ok) throw new Error(`leitura falhou: ${r.motivo}`);
  return r;
}

describe('Energisa: beneficiária GD II (fatura gerada)', () => {
  it('lê cada campo com o valor impresso, Fio B pela linha "Ajuste GDII"', async () => {
    const r = lida(await lerFaturaPdf(lerFixture('energisa-gd2-beneficiaria.pdf')));

    expect(r.concessionaria).toBe('Energisa MT');
    expect(r.campos).toEqual({
      matricula: '6/5013377-8',
      mes_referencia: '2025-11',
      vencimento: '2025-12-11',
      valor_total_rs: 87.71,
      consumo_kwh: 412,
      classe: 'residencial',
      grupo_tensao: 'B1',
      fornecimento: 'bifasico',
      tarifa_com_tributos_rs_kwh: 0.98765432,
      // PIS 0,72 + COFINS 3,31 + ICMS 10,08.
      impostos_rs: 14.11,
      iluminacao_publica_rs: 28.4,
      gd: 'GD II',
      // 150 kWh (ago/2025) + 262 kWh (set/2025).
      compensada_kwh: 412,
      fio_b_rs: 59.31,
      saldo_kwh: 1204,
      creditos_expirando_kwh: 37,
      itens: [
        { descricao: 'Consumo em kWh', kwh: 412, tarifa: 0.98765432, valor_rs: 406.91 },
        {
          descricao: 'Energia Atv Injetada GDII oUC 8/2025 mPT',
          mes_ref: '2025-08',
          kwh: 150,
          tarifa: 0.98765432,
          valor_rs: -148.15,
        },
        {
          descricao: 'Energia Atv Injetada GDII oUC 9/2025 mPT',
          mes_ref: '2025-09',
          kwh: 262,
          tarifa: 0.98765432,
          valor_rs: -258.76,
        },
        {
          descricao: 'Ajuste GDII - TRF Reduzida(Lei 14.300/22) - Conv.',
          kwh: 412,
          tarifa: 0.14396,
          valor_rs: 59.31,
        },
        { descricao: 'Contrib de Ilum Pub', valor_rs: 28.4 },
      ],
    });
    // A beneficiary has no injection meter: injected energy is not asked of the user.
    expect(r.nao_lidos).toEqual([]);
  });

  it.each([
    ['ENERGISA MATO GROSSO DO SUL - DISTRIBUIDORA DE ENERGIA S.A.', 'Energisa MS'],
    ['ENERGISA TOCANTINS DISTRIBUIDORA DE ENERGIA S.A.', 'Energisa TO'],
    ['ENERGISA PARAÍBA - DISTRIBUIDORA DE ENERGIA S.A.', 'Energisa PB'],
    ['ENERGISA SUL-SUDESTE - DISTRIBUIDORA DE ENERGIA S.A.', 'Energisa Sul Sudeste'],
    ['ENERGISA', 'Energisa'],
  ])('a empresa do grupo vem do nome impresso: "%s" é %s', async (nome, sigla) => {
    const texto = await extrairTexto(lerFixture('energisa-gd2-beneficiaria.pdf'));
    const r = lida(
      lerFaturaTexto(texto.replace('ENERGISA MATO GROSSO - DISTRIBUIDORA DE ENERGIA S.A.', nome)),
    );
    expect(r.concessionaria).toBe(sigla);
  });

  it('geradora: a energia injetada vem da linha do medidor', async () => {
    const texto = await extrairTexto(lerFixture('energisa-gd2-beneficiaria.pdf'));
    const geradora = texto
      .replace('UC de compensação de energia', 'UC com Microgeração')
      .replace(
        /^(EMT0458812 Energia ativa em kWh .*)$/m,
        '$1\nEMT0458812 Energia injetada 3.100 3.780 1,00 680',
      );
    const r = lida(lerFaturaTexto(geradora));
    expect(r.campos.injetada_kwh).toBe(680);
    expect(r.campos.consumo_kwh).toBe(412);
    expect(r.nao_lidos).toEqual([]);
  });

  it('sem a linha TOTAL: itens, compensação e Fio B ficam para o usuário, o quadro de tributos não vira item', async () => {
    const texto = await extrairTexto(lerFixture('energisa-gd2-beneficiaria.pdf'));
    const r = lida(lerFaturaTexto(texto.replace('TOTAL: 87,71', '')));
    expect(r.campos.itens).toBeUndefined();
    expect(r.campos.valor_total_rs).toBe(87.71);
    expect(r.campos.impostos_rs).toBe(14.11);
    expect(r.nao_lidos).toEqual([
      'tarifa_com_tributos_rs_kwh',
      'iluminacao_publica_rs',
      'itens',
      'compensada_kwh',
      'fio_b_rs',
    ]);
  });

  it('GD I: sem Fio B esperado', async () => {
    const texto = await extrairTexto(lerFixture('energisa-gd2-beneficiaria.pdf'));
    const gd1 = texto
      .replace('classificada como GD_II', 'classificada como GD_I')
      .replace(/^Ajuste GDII.*$/m, '')
      .replaceAll('Injetada GDII', 'Injetada GDI');
    const r = lida(lerFaturaTexto(gd1));
    expect(r.campos.gd).toBe('GD I');
    expect(r.campos.fio_b_rs).toBeUndefined();
    expect(r.nao_lidos).toEqual([]);
  });
});
