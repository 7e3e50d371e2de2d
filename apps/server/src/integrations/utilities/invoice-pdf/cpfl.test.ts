import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { describe, expect, it } from 'vitest';
import { extrairTexto } from './extrair-texto.ts';
import { existeAmostra, gabarito, lerAmostra, lerFixture } from './fixtures/amostras.ts';
import { lerFaturaPdf, lerFaturaTexto } from './ler-fatura.ts';
import { mesReferencia } from './numeros.ts';

const existe = existeAmostra('fatura_cpfl.pdf', 'gabarito.json');

interface ItemGabarito {
  descricao: string;
  mes_ref: string;
  kwh: number;
  tarifa_com_tributos: number;
  valor_rs: number;
}

function lida(r: LeituraFatura) {
  if (!r.ok) throw new Error(`leitura falhou: ${r.motivo}`);
  return r;
}

describe('CPFL: fatura real (DG-Energy)', () => {
  it.skipIf(!existe)(
    'confere com o gabarito oficial: instalação, mês, tarifa cheia, total e energia injetada (pulado sem as amostras reais)',
    async () => {
      const oficial = gabarito()['fatura_cpfl.pdf']?.oficial ?? {};
      const r = lida(await lerFaturaPdf(lerAmostra('fatura_cpfl.pdf')));

      expect(r.concessionaria).toBe('CPFL Paulista');
      expect(r.campos.matricula).toBe(oficial.instalacao);
      expect(r.campos.mes_referencia).toBe(mesReferencia(String(oficial.mes_referencia)));
      expect(r.campos.tarifa_com_tributos_rs_kwh).toBe(oficial.tarifa_cheia_com_impostos_rs_kwh);
      expect(r.campos.valor_total_rs).toBe(oficial.valor_distribuidora_rs);
      expect(r.campos.compensada_kwh).toBe(oficial.soma_energia_injetada_kwh);
    },
  );

  it.skipIf(!existe)(
    'confere com os valores transcritos: itens, tarifas ANEEL, saldo e créditos a expirar (pulado sem as amostras reais)',
    async () => {
      const g = gabarito()['fatura_cpfl.pdf']?.transcrito ?? {};
      const r = lida(await lerFaturaPdf(lerAmostra('fatura_cpfl.pdf')));
      const tarifas = g.tarifas_aneel_sem_tributos_rs_kwh as { tusd: number; te: number };

      expect(r.campos.vencimento).toBe(g.vencimento);
      expect(r.campos.valor_total_rs).toBe(g.total_a_pagar_rs);
      expect(r.campos.consumo_kwh).toBe(g.consumo_kwh);
      expect(r.campos.iluminacao_publica_rs).toBe(g.contrib_iluminacao_publica_rs);
      expect(r.campos.tarifa_tusd_rs_kwh).toBe(tarifas.tusd);
      expect(r.campos.tarifa_te_rs_kwh).toBe(tarifas.te);
      expect(r.campos.saldo_kwh).toBe(g.saldo_energia_instalacao_kwh);
      expect(r.campos.creditos_expirando_kwh).toBe(g.saldo_a_expirar_proximo_mes_kwh);
      expect(r.campos).toMatchObject({ classe: 'residencial', grupo_tensao: 'B1', fornecimento: 'bifasico' });
      // ICMS 174,39 + PIS 0,28 + COFINS 1,32 from the "Total Consolidado" row.
      expect(r.campos.impostos_rs).toBe(175.99);

      const energia = (r.campos.itens ?? []).filter((i) => i.kwh !== undefined);
      expect(
        energia.map(({ descricao, kwh, tarifa, valor_rs }) => ({ descricao, kwh, tarifa, valor_rs })),
      ).toEqual(
        (g.itens as ItemGabarito[]).map((i) => ({
          descricao: i.descricao,
          kwh: i.kwh,
          tarifa: i.tarifa_com_tributos,
          valor_rs: i.valor_rs,
        })),
      );
      // Credits keep the month of the injection they come from (60-month expiry, Lei 14.300).
      expect(energia.filter((i) => i.valor_rs < 0).map((i) => i.mes_ref)).toEqual(
        (g.itens as ItemGabarito[]).filter((i) => i.valor_rs < 0).map((i) => mesReferencia(i.mes_ref)),
      );
      expect(r.campos.itens?.at(-1)).toEqual({
        descricao: 'Contrib. Custeio IP-CIP Municipal',
        mes_ref: '2023-10',
        valor_rs: 8.63,
      });
      expect(r.nao_lidos).toEqual([]);
    },
  );
});

describe('CPFL: fatura gerada (CPFL Piratininga, outros números)', () => {
  it('lê cada campo com o valor impresso, negativos com menos à direita', async () => {
    const r = lida(await lerFaturaPdf(lerFixture('cpfl-gerada.pdf')));

    expect(r.concessionaria).toBe('CPFL Piratininga');
    expect(r.campos).toEqual({
      matricula: '40991234',
      mes_referencia: '2025-03',
      vencimento: '2025-04-15',
      valor_total_rs: 81.46,
      consumo_kwh: 480,
      classe: 'residencial',
      grupo_tensao: 'B1',
      fornecimento: 'monofasico',
      tarifa_com_tributos_rs_kwh: 0.9218,
      tarifa_tusd_rs_kwh: 0.40211,
      tarifa_te_rs_kwh: 0.3065,
      impostos_rs: 48.31,
      iluminacao_publica_rs: 12.47,
      compensada_kwh: 450,
      saldo_kwh: 1234.5678901234,
      creditos_expirando_kwh: 12.3456789012,
      itens: [
        {
          descricao: 'Energia Ativa Fornecida - TUSD',
          mes_ref: '2025-03',
          kwh: 480,
          tarifa: 0.5231,
          valor_rs: 251.09,
        },
        {
          descricao: 'Energia Ativa Fornecida - TE',
          mes_ref: '2025-03',
          kwh: 480,
          tarifa: 0.3987,
          valor_rs: 191.38,
        },
        {
          descricao: 'Energ Atv Inj. oUC mPT - TUSD',
          mes_ref: '2025-01',
          kwh: 310.5,
          tarifa: 0.43125,
          valor_rs: -133.9,
        },
        {
          descricao: 'Energ Atv Inj. oUC mPT - TUSD',
          mes_ref: '2025-02',
          kwh: 139.5,
          tarifa: 0.43125,
          valor_rs: -60.16,
        },
        {
          descricao: 'Energ Atv Inj. oUC mPT - TE',
          mes_ref: '2025-01',
          kwh: 310.5,
          tarifa: 0.3987,
          valor_rs: -123.8,
        },
        {
          descricao: 'Energ Atv Inj. oUC mPT - TE',
          mes_ref: '2025-02',
          kwh: 139.5,
          tarifa: 0.3987,
          valor_rs: -55.62,
        },
        { descricao: 'Contrib. Custeio IP-CIP Municipal', mes_ref: '2025-03', valor_rs: 12.47 },
      ],
    });
    expect(r.nao_lidos).toEqual([]);
  });

  it('RGE e CPFL Santa Cruz são reconhecidas pelo nome impresso', async () => {
    const texto = await extrairTexto(lerFixture('cpfl-gerada.pdf'));
    const rge = lida(
      lerFaturaTexto(texto.replace('COMPANHIA PIRATININGA DE FORÇA E LUZ', 'RGE SUL DISTRIBUIDORA')),
    );
    expect(rge.concessionaria).toBe('RGE');
    const santaCruz = lida(
      lerFaturaTexto(texto.replace('COMPANHIA PIRATININGA DE FORÇA E LUZ', 'CPFL Santa Cruz')),
    );
    expect(santaCruz.concessionaria).toBe('CPFL Santa Cruz');
  });

  it('sem as linhas de saldo, saldo e créditos a expirar ficam para o usuário', async () => {
    const texto = await extrairTexto(lerFixture('cpfl-gerada.pdf'));
    const r = lida(lerFaturaTexto(texto.replace(/^Saldo .*$/gm, '')));
    expect(r.campos.saldo_kwh).toBeUndefined();
    expect(r.campos.creditos_expirando_kwh).toBeUndefined();
    expect(r.campos.compensada_kwh).toBe(450);
    expect(r.nao_lidos).toEqual(['saldo_kwh', 'creditos_expirando_kwh']);
  });

  it('sem o PN dos dois lados da instalação, a matrícula não é adivinhada', async () => {
    const texto = await extrairTexto(lerFixture('cpfl-gerada.pdf'));
    const r = lida(lerFaturaTexto(texto.replace(/^700123456$/m, '')));
    expect(r.campos.matricula).toBeUndefined();
    expect(r.nao_lidos).toEqual(['matricula']);
  });

  it('total do cabeçalho diferente do canhoto: o total fica para o usuário', async () => {
    const texto = await extrairTexto(lerFixture('cpfl-gerada.pdf'));
    const r = lida(lerFaturaTexto(texto.replace('Total a Pagar (R$)\n81,46', 'Total a Pagar (R$)\n18,46')));
    expect(r.campos.valor_total_rs).toBeUndefined();
    expect(r.nao_lidos).toEqual(['valor_total_rs']);
  });
});
