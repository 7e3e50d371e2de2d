// A catalogue product as the product tests post it: a TOPCon module typed the way a form sends it.

export const moduloDeTeste = (extra: Record<string, unknown> = {}) => ({
  tipo: 'modulo',
  nome: 'Módulo Tiger Neo 575 W',
  modelo: 'JKM575N-72HL4',
  fabricante: 'Jinko',
  custo_rs: '650,50',
  preco_venda_rs: 899.9,
  especificacoes: { potencia_wp: 575, tecnologia: 'TOPCon', eficiencia_pct: '22,3', garantia_anos: 12 },
  ...extra,
});
