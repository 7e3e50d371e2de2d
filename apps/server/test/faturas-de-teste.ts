import type { CamposFatura } from '@irradia/shared/faturas/faturas.campos';

/** The real numbers of the DG-Energy CEMIG sample (JUL/2023, GD II, bifásico): 199 kWh = 50 + 149. */
export const faturaCemig: CamposFatura = {
  mes_referencia: '2023-07',
  valor_total_rs: 76.66,
  consumo_kwh: 199,
  compensada_kwh: 149,
  gd: 'GD II',
  itens: [
    { descricao: 'Energia Elétrica', kwh: 50, tarifa: 0.95954601, valor_rs: 47.96 },
    { descricao: 'Energia SCEE s/ ICMS', kwh: 149, tarifa: 0.51190126, valor_rs: 76.26 },
    { descricao: 'Energia compensada GD II', kwh: 149, tarifa: 0.45127722, valor_rs: -67.24 },
    { descricao: 'Energia comp. adicional', kwh: 7, tarifa: 0.74906, valor_rs: -5.24 },
    { descricao: 'Bônus Itaipu art 21 Lei 10438', valor_rs: -9.79 },
    { descricao: 'Ass Combt Câncer (37)3512-1528', valor_rs: 10 },
    { descricao: 'Contrib Ilum Publica Municipal', valor_rs: 24.71 },
  ],
};
