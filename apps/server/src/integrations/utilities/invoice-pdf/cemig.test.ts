import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { describe, expect, it } from 'vitest';
import { existeAmostra, gabarito, lerAmostra } from './fixtures/amostras.ts';
import { lerFaturaPdf, lerFaturaTexto } from './ler-fatura.ts';
import { dataBr, mesReferencia } from './numeros.ts';

const existe = existeAmostra('fatura_cemig.pdf', 'fatura_cemig_convencional.pdf', 'gabarito.json');

interface ItemGabarito {
  descricao: string;
  kwh?: number;
  preco_unit?: number;
  valor_rs: number;
}

function lida(r: LeituraFatura) {
  if (!r.ok) throw new Error(`leitura falhou: ${r.motivo}`);
  return r;
}

describe('CEMIG: faturas reais (DG-Energy)', () => {
  it.skipIf(!existe)(
    'fatura GD II: lê todos os campos do gabarito, compensação, Fio B e saldo (pulado sem as amostras reais)',
    async () => {
      const g = gabarito()['fatura_cemig.pdf']?.transcrito ?? {};
      const r = lida(await lerFaturaPdf(lerAmostra('fatura_cemig.pdf')));

      expect(r.concessionaria).toBe(g.distribuidora);
      expect(r.campos.matricula).toBe(g.instalacao);
      expect(r.campos.mes_referencia).toBe(mesReferencia(String(g.mes_referencia)));
      expect(r.campos.vencimento).toBe(g.vencimento);
      expect(r.campos.valor_total_rs).toBe(g.valor_a_pagar_rs);
      expect(r.campos.consumo_kwh).toBe(g.consumo_medido_kwh);
      expect(r.campos.classe).toBe('residencial');
      expect(r.campos.grupo_tensao).toBe('B1');
      expect(r.campos.fornecimento).toBe('bifasico');
      expect(r.campos.saldo_kwh).toBe(g.saldo_atual_geracao_kwh);
      expect(r.campos.itens).toEqual(
        (g.itens as ItemGabarito[]).map((i) => ({
          descricao: i.descricao,
          valor_rs: i.valor_rs,
          ...(i.kwh !== undefined ? { kwh: i.kwh, tarifa: i.preco_unit } : {}),
        })),
      );
      expect(r.campos.iluminacao_publica_rs).toBe(24.71);
      expect(r.campos.tarifa_com_tributos_rs_kwh).toBe(0.95954601);

      expect(r.campos.gd).toBe('GD II');
      // 149 kWh "compensada GD II" + 7 kWh "comp. adicional".
      expect(r.campos.compensada_kwh).toBe(156);
      // (0,51190126 − 0,45127722) × 149 kWh.
      expect(r.campos.fio_b_rs).toBe(9.03);
      // The tax columns of this invoice are blank: the user fills taxes in.
      expect(r.campos.impostos_rs).toBeUndefined();
      expect(r.nao_lidos).toEqual(['impostos_rs']);
    },
  );

  it.skipIf(!existe)(
    'fatura convencional: sem campos de créditos, nada de GD inventado (pulado sem as amostras reais)',
    async () => {
      const g = gabarito()['fatura_cemig_convencional.pdf']?.transcrito ?? {};
      const r = lida(await lerFaturaPdf(lerAmostra('fatura_cemig_convencional.pdf')));

      expect(r.concessionaria).toBe('Cemig-D');
      expect(r.campos).toEqual({
        matricula: g.instalacao,
        mes_referencia: '2023-10',
        vencimento: dataBr('25/10/2023'),
        valor_total_rs: g.valor_a_pagar_rs,
        consumo_kwh: g.consumo_medido_kwh,
        classe: 'residencial',
        grupo_tensao: 'B1',
        fornecimento: 'monofasico',
        tarifa_com_tributos_rs_kwh: 0.95254203,
        iluminacao_publica_rs: 61.79,
        itens: [
          { descricao: 'Energia Elétrica', kwh: 374, tarifa: 0.95254203, valor_rs: 356.23 },
          { descricao: 'Contrib Ilum Publica Municipal', valor_rs: 61.79 },
        ],
      });
      expect(r.nao_lidos).toEqual(['impostos_rs']);
    },
  );
});

// CEMIG GD I invoice with the tax columns printed, in the order unpdf extracts the real layout.
// Invented numbers: 30 kWh availability + 270 kWh SCEE = 300 kWh measured.
const CEMIG_GD1_COM_TRIBUTOS = `Valores Faturados
Itens da Fatura Unid. Quant. Preço Unit Valor (R$) PIS/COFINS Base Calc. Aliq. ICMS Tarifa Unit.
ICMS ICMS
Energia Elétrica kWh 30 0,97120000 29,14 1,20 29,14 18,00 5,25 0,76100000
Energia SCEE s/ ICMS kWh 270 0,80512000 217,38 8,97 0,00 0,00 0,00 0,62300000
Energia compensada GD I kWh 270 0,80512000 -217,38 -8,97 0,00 0,00 0,00 0,62300000
Contrib Ilum Publica Municipal 18,40
TOTAL 47,54
Fale com CEMIG: 116 - Agência Nacional de Energia Elétrica - ANEEL - Telefone: 167
Nº DO CLIENTE Nº DA INSTALAÇÃO
Referente a Vencimento Valor a pagar (R$)
MAR/2025 10/04/2025 47,54
Classe Subclasse Modalidade Tarifária Datas de Leitura
Comercial Comercial Convencional B3 Anterior Atual Nº de dias Próxima
Monofásico 07/02 10/03 31 09/04
Informações Técnicas
Energia kWh 1.020 1.320 1 300
CEMIG DISTRIBUIÇÃO S.A. CNPJ 00.000.000/0001-00
Informações Gerais
SALDO ATUAL DE GERAÇÃO: 1.024,50 kWh FP/Único, 12,25 kWh ponta. Unidade faz parte de sistema de
compensação de energia.
3009876543 7001234567`;

describe('CEMIG: variações do layout', () => {
  it('com as colunas de tributos impressas, impostos = PIS/COFINS + ICMS das linhas', () => {
    const r = lida(lerFaturaTexto(CEMIG_GD1_COM_TRIBUTOS));
    expect(r.campos.impostos_rs).toBe(6.45);
    expect(r.campos.itens?.[0]).toEqual({
      descricao: 'Energia Elétrica',
      kwh: 30,
      tarifa: 0.9712,
      valor_rs: 29.14,
    });
  });

  it('GD I: compensação integral, sem Fio B cobrado nem pedido ao usuário', () => {
    const r = lida(lerFaturaTexto(CEMIG_GD1_COM_TRIBUTOS));
    expect(r.campos).toMatchObject({
      matricula: '7001234567',
      mes_referencia: '2025-03',
      vencimento: '2025-04-10',
      valor_total_rs: 47.54,
      consumo_kwh: 300,
      classe: 'comercial',
      grupo_tensao: 'B3',
      fornecimento: 'monofasico',
      gd: 'GD I',
      compensada_kwh: 270,
      iluminacao_publica_rs: 18.4,
      tarifa_com_tributos_rs_kwh: 0.9712,
    });
    expect(r.campos.fio_b_rs).toBeUndefined();
    expect(r.nao_lidos).toEqual([]);
  });

  it('saldo com postos tarifários soma fora ponta e ponta', () => {
    expect(lida(lerFaturaTexto(CEMIG_GD1_COM_TRIBUTOS)).campos.saldo_kwh).toBe(1036.75);
  });

  it('sem a frase do saldo, o saldo fica para o usuário em vez de virar zero', () => {
    const texto = CEMIG_GD1_COM_TRIBUTOS.replace(/SALDO ATUAL DE GERAÇÃO: .*? ponta\. /, '');
    const r = lida(lerFaturaTexto(texto));
    expect(r.campos.saldo_kwh).toBeUndefined();
    expect(r.nao_lidos).toEqual(['saldo_kwh']);
  });

  it('sem a linha TOTAL da tabela, nenhum item é lido e os campos dos itens ficam para o usuário', () => {
    const r = lida(lerFaturaTexto(CEMIG_GD1_COM_TRIBUTOS.replace('TOTAL 47,54\n', '')));
    expect(r.campos.itens).toBeUndefined();
    expect(r.campos.valor_total_rs).toBe(47.54);
    expect(r.nao_lidos).toEqual(
      expect.arrayContaining(['itens', 'impostos_rs', 'iluminacao_publica_rs', 'compensada_kwh', 'gd']),
    );
  });

  it('duas instalações diferentes no texto: a matrícula não é adivinhada', () => {
    const r = lida(lerFaturaTexto(`${CEMIG_GD1_COM_TRIBUTOS}\n3009876543 7009999999`));
    expect(r.campos.matricula).toBeUndefined();
    expect(r.nao_lidos).toContain('matricula');
  });
});
