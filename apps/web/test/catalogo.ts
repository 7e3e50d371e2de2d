import type { ZCategorias } from '@irradia/shared/catalogo/categorias.schema';
import type { Movimento } from '@irradia/shared/catalogo/estoque.schema';
import type { Componente, Produto, ZComponentes, ZProdutos } from '@irradia/shared/catalogo/produtos.schema';
import type { z } from 'zod';

// The catalogue's replies for web tests, typed as the server's schemas so they hold only what
// the server can send.

export const CATEGORIA = '10000000-0000-4000-8000-000000000001';

export const categorias = {
  data: [
    {
      uuid: CATEGORIA,
      nome: 'Módulos',
      descricao: null,
      produtos: 1,
      removido_em: null,
      criado_em: '2026-11-20T12:00:00.000Z',
    },
  ],
  meta: { total: 1, per_page: 200, current_page: 1, last_page: 1 },
} satisfies z.infer<typeof ZCategorias>;

const base = {
  categoria: null,
  modelo: null,
  fabricante: null,
  sku: null,
  unidade: 'un',
  descricao: null,
  estoque_minimo: null,
  abaixo_do_minimo: false,
  equipamento: null,
  especificacoes: {},
  imagem_url: null,
  datasheet: null,
  kit: null,
  origem: null,
  custo_fixo: false,
  removido_em: null,
  criado_em: '2026-11-20T12:00:00.000Z',
} satisfies Partial<Produto>;

export const modulo = {
  ...base,
  uuid: '20000000-0000-4000-8000-000000000001',
  tipo: 'modulo',
  nome: 'Módulo Jinko 550 W',
  categoria: { uuid: CATEGORIA, nome: 'Módulos' },
  fabricante: 'Jinko Solar',
  modelo: 'JKM550M-72HL4',
  sku: 'MOD-550',
  custo_rs: 650,
  preco_venda_rs: 890,
  saldo: 40,
  estoque_minimo: 10,
  especificacoes: { potencia_wp: 550, tecnologia: 'Monocristalino' },
} satisfies Produto;

export const inversor = {
  ...base,
  uuid: '20000000-0000-4000-8000-000000000002',
  tipo: 'inversor',
  nome: 'Inversor Growatt 5 kW',
  fabricante: 'Growatt',
  modelo: 'MIN 5000TL-X',
  custo_rs: 3300,
  preco_venda_rs: 4290.5,
  saldo: 2,
  estoque_minimo: 3,
  abaixo_do_minimo: true,
  especificacoes: { potencia_kw: 5, mppts: 2, fases: 'monofasico' },
} satisfies Produto;

export const kit = {
  ...base,
  uuid: '20000000-0000-4000-8000-000000000003',
  tipo: 'kit',
  nome: 'Kit 5,5 kWp',
  custo_rs: 9800,
  preco_venda_rs: 14900,
  saldo: 0,
  kit: { componentes: 2, potencia_kwp: 5.5, disponivel: 2 },
} satisfies Produto;

export const estrutura = {
  ...base,
  uuid: '20000000-0000-4000-8000-000000000004',
  tipo: 'estrutura',
  nome: 'Estrutura telhado cerâmico',
  unidade: 'kit',
  custo_rs: 120,
  preco_venda_rs: 180,
  saldo: 15,
} satisfies Produto;

export const lista = (data: Produto[]) =>
  ({
    data,
    meta: { total: data.length, per_page: 20, current_page: 1, last_page: 1 },
  }) satisfies z.infer<typeof ZProdutos>;

const linha = (p: Produto, quantidade: number, potencia_wp: number | null): Componente => ({
  produto: {
    uuid: p.uuid,
    tipo: p.tipo,
    nome: p.nome,
    sku: p.sku,
    unidade: p.unidade,
    custo_rs: p.custo_rs,
    saldo: p.saldo,
    removido: false,
  },
  quantidade,
  custo_rs: p.custo_rs * quantidade,
  potencia_wp,
});

/** The kit's components: 10 modules (5,5 kWp) and one inverter. */
export const componentesDoKit = {
  data: [linha(modulo, 10, 5500), linha(inversor, 1, null)],
} satisfies z.infer<typeof ZComponentes>;

export const movimento = {
  uuid: '30000000-0000-4000-8000-000000000001',
  produto: { uuid: inversor.uuid, nome: inversor.nome, sku: null, unidade: 'un' },
  tipo: 'saida',
  quantidade: 1,
  variacao: -1,
  saldo_anterior: 3,
  saldo_posterior: 2,
  motivo: 'Venda',
  usuario: { uuid: '00000000-0000-4000-8000-000000000001', nome: 'Ana Souza' },
  criado_em: '2026-11-23T15:00:00.000Z',
} satisfies Movimento;
