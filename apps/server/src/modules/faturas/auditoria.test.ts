import type { CamposFatura } from '@irradia/shared/faturas/faturas.campos';
import { percentualFioB } from '@irradia/shared/faturas/lei-14300';
import { describe, expect, it } from 'vitest';
import { faturaCemig } from '../../../test/faturas-de-teste.ts';
import { auditarFatura, type UnidadeGd, type Verificacao } from './auditoria.ts';

const GD_II: UnidadeGd = {
  tipo: 'beneficiaria',
  gd: 'GD II',
  fornecimento: 'bifasico',
  inicio: '2024-03-10',
};
const GD_I: UnidadeGd = { tipo: 'geradora', gd: 'GD I', fornecimento: 'bifasico', inicio: '2021-05-02' };

// formatMoeda keeps "R$" and the number together with a no-break space; compare as plain text.
const texto = (v: Verificacao | undefined) => v?.mensagem.replace(/\u00a0/g, ' ') ?? '';
const regra = (r: ReturnType<typeof auditarFatura>, nome: Verificacao['regra']) =>
  r.verificacoes.find((v) => v.regra === nome);

/** An Energisa-style GD II invoice of 2025: 500 kWh consumed, 400 compensated, Fio B as its own line. */
function faturaGdII(fioB: number): CamposFatura {
  return {
    mes_referencia: '2025-06',
    valor_total_rs: Math.round((450 - 360 + fioB + 20) * 100) / 100,
    consumo_kwh: 500,
    compensada_kwh: 400,
    fio_b_rs: fioB,
    gd: 'GD II',
    itens: [
      { descricao: 'Consumo em kWh', kwh: 500, tarifa: 0.9, valor_rs: 450 },
      { descricao: 'Energia Atv Injetada GDII mUC 5/2025 mPT', kwh: 400, tarifa: 0.9, valor_rs: -360 },
      {
        descricao: 'Ajuste GDII - TRF Reduzida(Lei 14.300/22) - Conv.',
        kwh: 400,
        tarifa: fioB / 400,
        valor_rs: fioB,
      },
      { descricao: 'Contrib de Ilum Pub', valor_rs: 20 },
    ],
  };
}

describe('Fio B pela Lei 14.300', () => {
  it('rampa: 15% em 2023 até 90% em 2028; de 2029 em diante 100% como premissa', () => {
    expect([2022, 2023, 2024, 2025, 2026, 2027, 2028].map((a) => percentualFioB(a).percentual)).toEqual([
      0, 15, 30, 45, 60, 75, 90,
    ]);
    expect(percentualFioB(2031)).toEqual({ percentual: 100, premissa: true });
  });

  it('GD II em 2025 cobrando 45% da componente Fio B: fatura aprovada', () => {
    const r = auditarFatura(faturaGdII(54), GD_II, { tusd_fio_b_rs_kwh: 0.3, creditos_disponiveis_kwh: 400 });
    expect(r.ok).toBe(true);
    const fioB = regra(r, 'fio_b');
    expect(fioB).toMatchObject({ esperado: 54, encontrado: 54, diferenca: 0, ok: true });
    expect(texto(fioB)).toBe('Fio B de R$ 54,00 confere com a Lei 14.300 (45% em 2025).');
  });

  it('GD II em 2025 cobrando a mais: diferença em reais e o percentual do ano na mensagem', () => {
    const r = auditarFatura(faturaGdII(66.3), GD_II, { tusd_fio_b_rs_kwh: 0.3 });
    expect(r.ok).toBe(false);
    const fioB = regra(r, 'fio_b');
    expect(fioB).toMatchObject({ esperado: 54, encontrado: 66.3, diferenca: 12.3, ok: false });
    expect(texto(fioB)).toBe(
      'Fio B cobrado R$ 12,30 acima do previsto pela Lei 14.300 (45% em 2025): previsto R$ 54,00, cobrado R$ 66,30.',
    );
    // Everything else on the invoice is fine.
    expect(r.verificacoes.filter((v) => !v.ok).map((v) => v.regra)).toEqual(['fio_b']);
  });

  it('cobrar menos que a lei permite não reprova a fatura', () => {
    const fioB = regra(auditarFatura(faturaGdII(40), GD_II, { tusd_fio_b_rs_kwh: 0.3 }), 'fio_b');
    expect(fioB?.ok).toBe(true);
    expect(texto(fioB)).toContain('R$ 14,00 abaixo do previsto');
  });

  it('sem a componente da ANEEL, estima pela diferença de preço SCEE × compensada da CEMIG e avisa', () => {
    const r = auditarFatura(faturaCemig, GD_II);
    const fioB = regra(r, 'fio_b');
    // 15% in 2023; the gap 0,06062404 R$/kWh × 149 kWh = 9,03 expected against 9,02 charged.
    expect(fioB).toMatchObject({ esperado: 9.03, encontrado: 9.02, diferenca: -0.01, ok: true });
    expect(texto(fioB)).toContain('estimada pelos preços da própria fatura');
    expect(r.ok).toBe(true);
  });

  it('sem componente nem linhas de Fio B, a conferência fica marcada como impossível e não reprova', () => {
    const f: CamposFatura = { mes_referencia: '2025-06', consumo_kwh: 300, compensada_kwh: 200 };
    const fioB = regra(auditarFatura(f, GD_II), 'fio_b');
    expect(fioB).toMatchObject({ esperado: null, encontrado: null, ok: true });
    expect(texto(fioB)).toContain('informe a componente da ANEEL');
  });

  it('a partir de 2029 a mensagem diz que 100% é premissa', () => {
    const f: CamposFatura = {
      mes_referencia: '2029-02',
      consumo_kwh: 300,
      compensada_kwh: 200,
      fio_b_rs: 60,
    };
    const fioB = regra(auditarFatura(f, GD_II, { tusd_fio_b_rs_kwh: 0.3 }), 'fio_b');
    expect(fioB).toMatchObject({ esperado: 60, ok: true });
    expect(texto(fioB)).toContain('100% em 2029, premissa');
  });

  it('GD I cobrada de Fio B é apontada, e a fatura que a chama de GD II também', () => {
    const r = auditarFatura(faturaCemig, GD_I);
    expect(r.ok).toBe(false);
    const fioB = regra(r, 'fio_b');
    expect(fioB).toMatchObject({ esperado: 0, encontrado: 9.02, ok: false });
    expect(texto(fioB)).toBe(
      'Fio B cobrado R$ 9,02 de uma unidade GD I: a Lei 14.300 garante compensação integral até 31/12/2045.',
    );
    expect(texto(regra(r, 'modalidade_gd'))).toBe(
      'A fatura classifica a unidade como GD II, mas o cadastro diz GD I: confira a data do pedido de acesso (Lei 14.300).',
    );
  });

  it('GD I sem Fio B passa', () => {
    const f: CamposFatura = { mes_referencia: '2026-04', consumo_kwh: 300, compensada_kwh: 250, gd: 'GD I' };
    const r = auditarFatura(f, GD_I);
    expect(regra(r, 'fio_b')).toMatchObject({ esperado: 0, encontrado: 0, ok: true });
    expect(r.ok).toBe(true);
  });
});

describe('custo de disponibilidade e compensação', () => {
  const trifasico: UnidadeGd = { ...GD_II, fornecimento: 'trifasico' };

  it('trifásico: a compensação não pode deixar menos de 100 kWh faturados', () => {
    const f: CamposFatura = { mes_referencia: '2025-06', consumo_kwh: 400, compensada_kwh: 350 };
    const r = auditarFatura(f, trifasico);
    expect(r.ok).toBe(false);
    const disp = regra(r, 'custo_disponibilidade');
    expect(disp).toMatchObject({ esperado: 100, encontrado: 50, diferenca: -50, ok: false });
    expect(texto(disp)).toBe(
      'A compensação deixou só 50 kWh faturados; o mínimo do trifásico é 100 kWh (custo de disponibilidade, REN 1.000).',
    );
    const comp = regra(r, 'compensacao');
    expect(comp).toMatchObject({ esperado: 300, encontrado: 350, ok: false });
    expect(texto(comp)).toBe(
      'Compensados 350 kWh, 50 kWh acima do máximo de 300 kWh (consumo de 400 kWh menos o mínimo de 100 kWh).',
    );
  });

  it('mínimo de 30 kWh no monofásico e de 50 kWh no bifásico', () => {
    const f: CamposFatura = { mes_referencia: '2025-06', consumo_kwh: 400, compensada_kwh: 360 };
    expect(
      regra(auditarFatura(f, { ...GD_II, fornecimento: 'monofasico' }), 'custo_disponibilidade')?.ok,
    ).toBe(true);
    expect(regra(auditarFatura(f, GD_II), 'custo_disponibilidade')?.ok).toBe(false);
  });

  it('consumo abaixo do mínimo: nada a compensar, o consumo inteiro fica faturado', () => {
    const f: CamposFatura = { mes_referencia: '2025-06', consumo_kwh: 80, compensada_kwh: 0 };
    const r = auditarFatura(f, trifasico, { creditos_disponiveis_kwh: 500 });
    expect(regra(r, 'custo_disponibilidade')).toMatchObject({ esperado: 80, encontrado: 80, ok: true });
    expect(regra(r, 'compensacao')).toMatchObject({ esperado: 0, encontrado: 0, ok: true });
  });

  it('disponibilidade cobrada por cima de consumo já faturado acima do mínimo é cobrança em dobro', () => {
    const f: CamposFatura = {
      mes_referencia: '2025-06',
      consumo_kwh: 500,
      compensada_kwh: 300,
      itens: [{ descricao: 'Custo de Disponibilidade', kwh: 50, tarifa: 0.9, valor_rs: 45 }],
    };
    const dobro = regra(auditarFatura(f, GD_II), 'disponibilidade_em_dobro');
    expect(dobro).toMatchObject({ encontrado: 45, ok: false });
    expect(texto(dobro)).toContain('a Lei 14.300 veda cobrá-lo duas vezes');
  });

  it('com créditos sobrando, compensar menos que o possível é apontado (é dinheiro do cliente)', () => {
    const f: CamposFatura = { mes_referencia: '2025-06', consumo_kwh: 500, compensada_kwh: 200 };
    const comp = regra(auditarFatura(f, GD_II, { creditos_disponiveis_kwh: 1000 }), 'compensacao');
    expect(comp).toMatchObject({ esperado: 450, encontrado: 200, diferenca: -250, ok: false });
    expect(texto(comp)).toBe(
      'Faltou compensar 250 kWh: havia 1.000 kWh de créditos e 450 kWh de consumo compensável, mas a fatura compensou 200 kWh.',
    );
  });

  it('compensação limitada pelos créditos disponíveis', () => {
    const f: CamposFatura = { mes_referencia: '2025-06', consumo_kwh: 1500, compensada_kwh: 1234.56 };
    const ok = regra(auditarFatura(f, GD_II, { creditos_disponiveis_kwh: 1234.56 }), 'compensacao');
    expect(ok).toMatchObject({ esperado: 1234.56, ok: true });
    const acima = regra(auditarFatura(f, GD_II, { creditos_disponiveis_kwh: 1000 }), 'compensacao');
    expect(acima?.ok).toBe(false);
    expect(texto(acima)).toBe(
      'Compensados 1.234,56 kWh, 234,56 kWh acima do máximo de 1.000 kWh (créditos disponíveis de 1.000 kWh).',
    );
  });
});

describe('soma dos itens', () => {
  it('a fatura real da CEMIG fecha no total de R$ 76,66', () => {
    expect(regra(auditarFatura(faturaCemig, GD_II), 'total')).toMatchObject({
      esperado: 76.66,
      encontrado: 76.66,
      ok: true,
    });
  });

  it('CPFL: a CIP fora dos itens entra na soma pelo campo próprio', () => {
    const f: CamposFatura = {
      mes_referencia: '2023-10',
      valor_total_rs: 219.14,
      iluminacao_publica_rs: 8.63,
      itens: [
        { descricao: 'Energia Ativa Fornecida - TUSD', valor_rs: 948.5 },
        { descricao: 'Energia Ativa Fornecida - TE', valor_rs: 813.79 },
        { descricao: 'Energ Atv Inj. oUC mPT - TUSD', valor_rs: -758.33 },
        { descricao: 'Energ Atv Inj. oUC mPT - TE', valor_rs: -793.45 },
      ],
    };
    expect(regra(auditarFatura(f, GD_II), 'total')).toMatchObject({ encontrado: 219.14, ok: true });
  });

  it('itens que não fecham o total por mais de R$ 0,05 são apontados; até R$ 0,05 é arredondamento', () => {
    const itens = [
      { descricao: 'Consumo em kWh', kwh: 100, tarifa: 0.9, valor_rs: 90 },
      { descricao: 'Contrib de Ilum Pub', valor_rs: 10 },
    ];
    const errada = regra(auditarFatura({ valor_total_rs: 112.4, itens }, GD_II), 'total');
    expect(errada).toMatchObject({ esperado: 112.4, encontrado: 100, diferenca: -12.4, ok: false });
    expect(texto(errada)).toBe(
      'A soma dos itens dá R$ 100,00, mas o total da fatura é R$ 112,40: diferença de R$ 12,40.',
    );
    expect(regra(auditarFatura({ valor_total_rs: 100.05, itens }, GD_II), 'total')?.ok).toBe(true);
    expect(regra(auditarFatura({ valor_total_rs: 100.06, itens }, GD_II), 'total')?.ok).toBe(false);
  });
});
