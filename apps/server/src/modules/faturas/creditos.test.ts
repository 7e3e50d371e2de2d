import type { CamposFatura } from '@irradia/shared/faturas/faturas.campos';
import { describe, expect, it } from 'vitest';
import { faturaCemig as cemigDeTeste } from '../../../test/faturas-de-teste.ts';
import {
  creditosExpirando,
  economiaAcumulada,
  economiaDaFatura,
  fioBDaFatura,
  indiceMes,
  mesDoIndice,
  razaoCreditos,
  tarifaCheia,
} from './creditos.ts';

const mes = (inicio: string, k: number) => mesDoIndice((indiceMes(inicio) as number) + k);

// Real numbers of the DG-Energy CPFL sample (OUT/2023): 2.000 kWh consumed, 1.950 compensated with
// credits from JUN/23 and JUL/23, CIP 8,63 outside the energy lines, total 219,14.
const faturaCpfl: CamposFatura = {
  mes_referencia: '2023-10',
  valor_total_rs: 219.14,
  consumo_kwh: 2000,
  compensada_kwh: 1950,
  saldo_kwh: 3606.9002236746,
  creditos_expirando_kwh: 0,
  iluminacao_publica_rs: 8.63,
  fornecimento: 'bifasico',
  itens: [
    {
      descricao: 'Energia Ativa Fornecida - TUSD',
      mes_ref: '2023-10',
      kwh: 2000,
      tarifa: 0.47425,
      valor_rs: 948.5,
    },
    {
      descricao: 'Energia Ativa Fornecida - TE',
      mes_ref: '2023-10',
      kwh: 2000,
      tarifa: 0.406895,
      valor_rs: 813.79,
    },
    {
      descricao: 'Energ Atv Inj. oUC mPT - TUSD',
      mes_ref: '2023-07',
      kwh: 1165.12,
      tarifa: 0.38888702,
      valor_rs: -453.1,
    },
    {
      descricao: 'Energ Atv Inj. oUC mPT - TUSD',
      mes_ref: '2023-06',
      kwh: 784.88,
      tarifa: 0.38888743,
      valor_rs: -305.23,
    },
    {
      descricao: 'Energ Atv Inj. oUC mPT - TE',
      mes_ref: '2023-07',
      kwh: 1165.12,
      tarifa: 0.40690233,
      valor_rs: -474.09,
    },
    {
      descricao: 'Energ Atv Inj. oUC mPT - TE',
      mes_ref: '2023-06',
      kwh: 784.88,
      tarifa: 0.40689018,
      valor_rs: -319.36,
    },
  ],
};

// The CEMIG sample with the balance and the supply the ledger reads.
const faturaCemig: CamposFatura = { ...cemigDeTeste, saldo_kwh: 234.63, fornecimento: 'bifasico' };

describe('razão de créditos', () => {
  // A beneficiary over 2024: two opening months, March without invoice, then +200 credited and
  // 150 compensated every month.
  const ano: CamposFatura[] = [
    { mes_referencia: '2024-01', creditada_kwh: 300, compensada_kwh: 100 },
    { mes_referencia: '2024-02', creditada_kwh: 300, compensada_kwh: 250 },
    ...Array.from({ length: 9 }, (_, k) => ({
      mes_referencia: mes('2024-04', k),
      creditada_kwh: 200,
      compensada_kwh: 150,
    })),
  ];

  it('um ano: uma linha por mês, o mês sem fatura entra vazio e o saldo passa de um mês para o outro', () => {
    const linhas = razaoCreditos(ano);
    expect(linhas.map((l) => l.mes)).toEqual([
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
    ]);
    expect(linhas.map((l) => l.saldo_kwh)).toEqual([
      200, 250, 250, 300, 350, 400, 450, 500, 550, 600, 650, 700,
    ]);
    const marco = linhas[2];
    expect(marco?.tem_fatura).toBe(false);
    expect([marco?.creditada_kwh, marco?.compensada_kwh, marco?.saldo_informado_kwh]).toEqual([0, 0, null]);
  });

  it('compensa primeiro os créditos mais antigos (FIFO)', () => {
    const linhas = razaoCreditos(ano);
    // February uses the 200 left of January before touching its own 300.
    expect(linhas[1]?.lotes).toEqual([{ origem: '2024-02', kwh: 250, expira_em: '2029-02' }]);
    // 1.350 kWh compensated from April to December eat the Feb, Apr…Aug lots and half of September.
    expect(linhas[11]?.lotes).toEqual([
      { origem: '2024-09', kwh: 100, expira_em: '2029-09' },
      { origem: '2024-10', kwh: 200, expira_em: '2029-10' },
      { origem: '2024-11', kwh: 200, expira_em: '2029-11' },
      { origem: '2024-12', kwh: 200, expira_em: '2029-12' },
    ]);
  });

  it('saldo impresso diferente do calculado vira divergência, e o mês seguinte segue pelos fluxos', () => {
    const faturas = ano.map((f) =>
      f.mes_referencia === '2024-05'
        ? { ...f, saldo_kwh: 380.5 }
        : f.mes_referencia === '2024-12'
          ? { ...f, saldo_kwh: 700 }
          : f,
    );
    const linhas = razaoCreditos(faturas);
    const maio = linhas.find((l) => l.mes === '2024-05');
    const junho = linhas.find((l) => l.mes === '2024-06');
    expect([maio?.saldo_kwh, maio?.saldo_informado_kwh, maio?.divergencia_kwh]).toEqual([350, 380.5, 30.5]);
    expect([junho?.saldo_kwh, junho?.divergencia_kwh]).toEqual([400, null]);
    expect(linhas.at(-1)?.divergencia_kwh).toBe(0);
  });

  it('compensação acima dos créditos é limitada ao saldo e informada; o saldo nunca fica negativo', () => {
    const linhas = razaoCreditos([
      { mes_referencia: '2025-01', creditada_kwh: 100, compensada_kwh: 250 },
      { mes_referencia: '2025-02', creditada_kwh: 80, compensada_kwh: 30 },
    ]);
    expect(linhas[0]).toMatchObject({ compensada_kwh: 100, compensacao_sem_credito_kwh: 150, saldo_kwh: 0 });
    expect(linhas[1]).toMatchObject({ compensada_kwh: 30, compensacao_sem_credito_kwh: 0, saldo_kwh: 50 });
  });

  it('geradora sem créditos impressos: entra a injetada menos o que foi distribuído a outras UCs', () => {
    const [linha] = razaoCreditos([
      { mes_referencia: '2025-03', injetada_kwh: 900, distribuida_kwh: 300, compensada_kwh: 250 },
    ]);
    expect(linha).toMatchObject({
      injetada_kwh: 900,
      creditada_kwh: 600,
      compensada_kwh: 250,
      saldo_kwh: 350,
    });
  });

  describe('validade de 60 meses', () => {
    // 62 months from 2020-01: 500 kWh credited in 2020-01, 100 in 2020-02, 50 compensated in 2022-06,
    // then nothing else; the 2025-01 invoice is missing.
    const faturas: CamposFatura[] = Array.from({ length: 62 }, (_, k): CamposFatura => {
      const m = mes('2020-01', k);
      return {
        mes_referencia: m,
        creditada_kwh: m === '2020-01' ? 500 : m === '2020-02' ? 100 : 0,
        compensada_kwh: m === '2022-06' ? 50 : 0,
      };
    }).filter((f) => f.mes_referencia !== '2025-01');
    const linhas = razaoCreditos(faturas);
    const linha = (m: string) => linhas.find((l) => l.mes === m);

    it('um lote de 2020-01 vale até 2024-12 e vence na abertura de 2025-01, mesmo sem fatura nesse mês', () => {
      expect(linhas).toHaveLength(62);
      expect(linha('2024-12')).toMatchObject({
        saldo_kwh: 550,
        expirada_kwh: 0,
        expirando_proximo_mes_kwh: 450,
      });
      expect(linha('2025-01')).toMatchObject({
        tem_fatura: false,
        expirada_kwh: 450,
        saldo_kwh: 100,
        expirando_proximo_mes_kwh: 100,
      });
      expect(linha('2025-02')).toMatchObject({ expirada_kwh: 100, saldo_kwh: 0, lotes: [] });
    });

    it('a compensação antiga consome o lote mais velho, que vence com o que sobrou', () => {
      expect(linha('2022-06')?.lotes).toEqual([
        { origem: '2020-01', kwh: 450, expira_em: '2025-01' },
        { origem: '2020-02', kwh: 100, expira_em: '2025-02' },
      ]);
    });

    it('gráfico de vencimentos: os próximos meses com o kWh que vence em cada um', () => {
      const ate2024 = razaoCreditos(faturas.filter((f) => (f.mes_referencia ?? '') <= '2024-12'));
      const proximos = creditosExpirando(ate2024, 4);
      expect(proximos).toEqual([
        { mes: '2025-01', kwh: 450 },
        { mes: '2025-02', kwh: 100 },
        { mes: '2025-03', kwh: 0 },
        { mes: '2025-04', kwh: 0 },
      ]);
      expect(proximos[0]?.kwh).toBe(ate2024.at(-1)?.expirando_proximo_mes_kwh);
      expect(creditosExpirando(ate2024)).toHaveLength(12);
    });

    it('a validade pode ser outra quando a regra mudar', () => {
      const curta = razaoCreditos(faturas.slice(0, 14), { meses: 12 });
      expect(curta.find((l) => l.mes === '2021-01')).toMatchObject({ expirada_kwh: 500, saldo_kwh: 100 });
    });
  });

  it('sem faturas com mês válido não há razão', () => {
    expect(razaoCreditos([{ mes_referencia: '10/2023', creditada_kwh: 10 }])).toEqual([]);
    expect(creditosExpirando([])).toEqual([]);
  });
});

describe('economia da fatura', () => {
  it('CPFL só com os campos: 1.950 kWh compensados × tarifa cheia de R$ 0,881145', () => {
    const esperado = Math.round(1950 * 0.881145 * 100) / 100;
    const r = economiaDaFatura({
      mes_referencia: '2023-10',
      valor_total_rs: 219.14,
      compensada_kwh: 1950,
      tarifa_com_tributos_rs_kwh: 0.881145,
    });
    expect(r.economia_rs).toBe(esperado);
    expect(r.economia_rs).toBe(1718.23);
    expect(r.sem_solar_rs).toBe(Math.round((219.14 + esperado) * 100) / 100);
  });

  it('CPFL com os itens: a economia é o que as linhas de crédito abateram, porque SP cobra ICMS sobre a TUSD compensada', () => {
    expect(tarifaCheia(faturaCpfl)).toBeCloseTo(0.881145, 9);
    const r = economiaDaFatura(faturaCpfl);
    expect(r.economia_rs).toBe(1551.78);
    // Without solar: the 2.000 kWh at the full tariff plus the CIP.
    expect(r.sem_solar_rs).toBe(Math.round((2000 * 0.881145 + 8.63) * 100) / 100);
    expect(r.sem_solar_rs).toBe(1770.92);
  });

  it('CEMIG: os 149 kWh a tarifa cheia menos a diferença de preço do Fio B entre SCEE e compensada', () => {
    expect(fioBDaFatura(faturaCemig)).toEqual({
      valor_rs: 9.02,
      por_kwh: 0.51190126 - 0.45127722,
      origem: 'diferenca_scee',
    });
    const r = economiaDaFatura(faturaCemig);
    // 149 × 0,95954601 − 76,26 + 67,24 + 5,24 (comp. adicional)
    expect(r.economia_rs).toBe(139.19);
    expect(r.sem_solar_rs).toBe(215.85);
  });

  it('Energisa: os créditos menos o ajuste GD II da Lei 14.300', () => {
    const r = economiaDaFatura({
      mes_referencia: '2025-11',
      valor_total_rs: 114.04,
      consumo_kwh: 555,
      compensada_kwh: 555,
      itens: [
        { descricao: 'Consumo em kWh', kwh: 555, tarifa: 0.85, valor_rs: 471.75 },
        { descricao: 'Energia Atv Injetada GDII mUC 9/2025 mPT', kwh: 26, tarifa: 0.85, valor_rs: -22.1 },
        { descricao: 'Energia Atv Injetada GDII mUC 10/2025 mPT', kwh: 529, tarifa: 0.85, valor_rs: -449.65 },
        {
          descricao: 'Ajuste GDII - TRF Reduzida(Lei 14.300/22) - Conv.',
          kwh: 555,
          tarifa: 0.14394,
          valor_rs: 79.89,
        },
        { descricao: 'Contrib de Ilum Pub', valor_rs: 34.15 },
      ],
    });
    expect(r).toEqual({ economia_rs: 391.86, sem_solar_rs: 505.9 });
  });

  it('só com campos, o Fio B informado sai da economia', () => {
    const r = economiaDaFatura({
      valor_total_rs: 150,
      compensada_kwh: 400,
      tarifa_com_tributos_rs_kwh: 1,
      fio_b_rs: 54,
    });
    expect(r).toEqual({ economia_rs: 346, sem_solar_rs: 496 });
  });

  it('sem tarifa na fatura, a economia fica vazia (nunca a tabela antiga da ANEEL)', () => {
    expect(economiaDaFatura({ valor_total_rs: 90, compensada_kwh: 300 })).toEqual({
      economia_rs: null,
      sem_solar_rs: null,
    });
    expect(economiaDaFatura({ valor_total_rs: 90, tarifa_com_tributos_rs_kwh: 0.9 })).toEqual({
      economia_rs: null,
      sem_solar_rs: null,
    });
    // Only the TUSD half of the tariff is not a tariff.
    expect(
      tarifaCheia({
        itens: [{ descricao: 'Energia Ativa Fornecida - TUSD', kwh: 100, tarifa: 0.47, valor_rs: 47 }],
      }),
    ).toBeNull();
  });

  it('economia acumulada: total dos meses calculáveis e a lista mês a mês', () => {
    const r = economiaAcumulada([
      faturaCemig,
      { mes_referencia: '2023-09', valor_total_rs: 80, compensada_kwh: 300 },
      {
        mes_referencia: '2023-08',
        valor_total_rs: 70,
        compensada_kwh: 100,
        tarifa_com_tributos_rs_kwh: 0.96,
      },
    ]);
    expect(r.meses).toEqual([
      { mes: '2023-07', economia_rs: 139.19, sem_solar_rs: 215.85 },
      { mes: '2023-08', economia_rs: 96, sem_solar_rs: 166 },
      { mes: '2023-09', economia_rs: null, sem_solar_rs: null },
    ]);
    expect(r.total_rs).toBe(235.19);
  });
});
