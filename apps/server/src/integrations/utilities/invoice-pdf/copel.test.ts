import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { describe, expect, it } from 'vitest';
import { extrairTexto } from './extrair-texto.ts';
import { lerFixture } from './fixtures/amostras.ts';
import { lerFaturaPdf, lerFaturaTexto } from './ler-fatura.ts';

function lida(r: LeituraFatura) {
  if (!r.ok) throw new Error(`leitura falhou: ${r.motivo}`);
  return r;
}

describe('Copel: geradora GD I (fatura gerada)', () => {
  it('lê cada campo com o valor impresso', async () => {
    const r = lida(await lerFaturaPdf(lerFixture('copel-geradora.pdf')));

    expect(r.concessionaria).toBe('Copel-DIS');
    expect(r.campos).toEqual({
      matricula: '98765432',
      mes_referencia: '2025-10',
      vencimento: '2025-11-05',
      valor_total_rs: 130.4,
      consumo_kwh: 612,
      injetada_kwh: 1480,
      classe: 'residencial',
      grupo_tensao: 'B1',
      fornecimento: 'trifasico',
      // TE 0,465012 + TUSD 0,520344.
      tarifa_com_tributos_rs_kwh: 0.985356,
      // ICMS 18,72 + PIS 0,77 + COFINS 3,54.
      impostos_rs: 23.03,
      iluminacao_publica_rs: 31.87,
      gd: 'GD I',
      // The TE and TUS lines carry the same 512 kWh: counted once.
      compensada_kwh: 512,
      saldo_kwh: 2311,
      itens: [
        { descricao: 'ENERGIA ELET CONSUMO', kwh: 612, tarifa: 0.465012, valor_rs: 284.59 },
        { descricao: 'ENERGIA ELET USO SISTEMA', kwh: 612, tarifa: 0.520344, valor_rs: 318.45 },
        {
          descricao: 'ENERGIA INJ. MUC MPT TE 10/2025 GDI-I',
          mes_ref: '2025-10',
          kwh: 512,
          tarifa: 0.465012,
          valor_rs: -238.09,
        },
        {
          descricao: 'ENERGIA INJ. MUC MPT TUS 10/2025 GDI-I',
          mes_ref: '2025-10',
          kwh: 512,
          tarifa: 0.520344,
          valor_rs: -266.42,
        },
        { descricao: 'CONT ILUMIN PUBLICA MUNICIPIO', valor_rs: 31.87 },
      ],
    });
    expect(r.nao_lidos).toEqual([]);
  });

  it('saldo por posto: ponta + fora ponta', async () => {
    const texto = await extrairTexto(lerFixture('copel-geradora.pdf'));
    const r = lida(
      lerFaturaTexto(
        texto.replace(
          'Saldo Acumulado F Ponta 2.311',
          'Saldo Acumulado Ponta 89\nSaldo Acumulado F Ponta 2.311',
        ),
      ),
    );
    expect(r.campos.saldo_kwh).toBe(2400);
  });

  it('sem o saldo acumulado e sem o medidor de geração, os dois ficam para o usuário', async () => {
    const texto = await extrairTexto(lerFixture('copel-geradora.pdf'));
    const r = lida(lerFaturaTexto(texto.replace(/^Saldo Acumulado.*$/m, '').replace(/^GERAC kWh.*$/m, '')));
    expect(r.campos.saldo_kwh).toBeUndefined();
    expect(r.campos.injetada_kwh).toBeUndefined();
    expect(r.nao_lidos).toEqual(['saldo_kwh', 'injetada_kwh']);
  });

  it('beneficiária GD II com crédito de bandeira: só a energia dos créditos conta como compensada', async () => {
    const texto = (await extrairTexto(lerFixture('copel-geradora.pdf')))
      .replace(/^GERACAO DE ENERGIA.*$/m, 'UC BENEFICIÁRIA SCEE - Geradora: UC 11223344')
      .replace(/^GERAC kWh.*$/m, '')
      .replaceAll('MUC MPT', 'OUC MPT')
      .replaceAll('GDI-I', 'GDII-II')
      .replace('CONT ILUMIN', 'ENERGIA INJ. BAND. kWh -512 0,010000 -5,12\nCONT ILUMIN');
    const r = lida(lerFaturaTexto(texto));
    expect(r.campos.gd).toBe('GD II');
    expect(r.campos.compensada_kwh).toBe(512);
    expect(r.campos.itens).toHaveLength(6);
    expect(r.nao_lidos).toEqual([]);
  });
});
