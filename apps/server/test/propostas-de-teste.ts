// A deal's proposal with every input (decision 031): the worked case of packages/shared/src/propostas
// (dimensionamento.test.ts, financeiro.test.ts), 500 kWh a month, bifásico, in São Paulo, priced
// from R$ 12.000 of kit and R$ 2.800 of services with 20 % margin and 6 % taxes.
export const PROPOSTA_COMPLETA = {
  consumo_mensal_kwh: Array<number>(12).fill(500),
  cidade_ibge: 3550308,
  inclinacao_graus: 23,
  azimute_graus: 0,
  performance_ratio: 0.8,
  fornecimento: 'bifasico',
  modalidade: 'GD II',
  tarifa_rs_kwh: 1,
  fio_b_rs_kwh: 0.3,
  cobertura: 1,
  modulo_wp: 550,
  inversores_kw: [5, 3.6],
  razao_dc_ac_min: 1,
  razao_dc_ac_max: 1.3,
  custo_kit_rs: 12000,
  servicos_rs: 2800,
  margem: 0.2,
  impostos: 0.06,
  taxa_desconto_anual: 0.1,
  reajuste_anual: 0.05,
  degradacao_anual: 0.005,
  inicio_operacao: '2027-01',
  validade: '2027-01-31',
};
