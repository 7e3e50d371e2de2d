import type { Cartao, Classificacao, Fase, Quadro } from '@irradia/shared/quadros/quadros.schema';

// The board's replies for the board's web tests, typed as the server's schemas so they hold only
// what the server can send.

export const QUADRO = 'a0000000-0000-4000-8000-000000000001';
export const NEGOCIOS = 'a0000000-0000-4000-8000-000000000002';
export const ABERTO = 'f0000000-0000-4000-8000-000000000001';
export const EM_ATENDIMENTO = 'f0000000-0000-4000-8000-000000000002';
export const CONCLUIDO = 'f0000000-0000-4000-8000-000000000003';
export const FUNCIONARIO = 'b0000000-0000-4000-8000-000000000001';

const fase = (uuid: string, nome: string, ordem: number, cartoes: number, fechada = false): Fase => ({
  uuid,
  nome,
  ordem,
  fechada,
  cor: fechada ? '#38a169' : '#3182ce',
  cartoes,
});

export const quadroDeServicos: Quadro = {
  uuid: QUADRO,
  nome: 'Solicitações de serviço',
  tipo: 'atendimentos',
  padrao: true,
  // Out of order on purpose: the board shows them by `ordem`.
  fases: [
    fase(EM_ATENDIMENTO, 'Em atendimento', 1, 1),
    fase(ABERTO, 'Aberto', 0, 2),
    fase(CONCLUIDO, 'Concluído', 2, 0, true),
  ],
  criado_em: '2026-11-01T12:00:00.000Z',
};

export const quadroDeNegocios: Quadro = {
  uuid: NEGOCIOS,
  nome: 'Negócios',
  tipo: 'pedidos',
  padrao: true,
  fases: [fase('f0000000-0000-4000-8000-000000000010', 'Novo contato', 0, 0)],
  criado_em: '2026-11-01T12:00:00.000Z',
};

export const urgente: Classificacao = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  nome: 'Urgente',
  cor: '#e53e3e',
};

const base = {
  tipo: 'atendimento',
  status: 'aberto',
  quadro: QUADRO,
  fase_desde: '2026-11-20T12:00:00.000Z',
  fechado_em: null,
  origem: 'manual',
  cliente: null,
  usina: null,
  responsavel: null,
  prazo: null,
  atrasado: false,
  valor_rs: null,
  classificacoes: [],
  comentarios: 0,
  anexos: 0,
  criado_em: '2026-11-20T12:00:00.000Z',
} satisfies Partial<Cartao>;

export const inversor: Cartao = {
  ...base,
  uuid: 'd0000000-0000-4000-8000-000000000101',
  numero: 101,
  titulo: 'Inversor desligando à tarde',
  fase: ABERTO,
  posicao: 0,
  cliente: { uuid: 'e0000000-0000-4000-8000-000000000001', nome: 'Maria Oliveira' },
  usina: { uuid: 'e0000000-0000-4000-8000-000000000002', nome: 'Sítio Boa Vista' },
  responsavel: { uuid: FUNCIONARIO, nome: 'Carlos Lima' },
  prazo: '2026-11-25',
  atrasado: true,
  classificacoes: [urgente],
  comentarios: 3,
  anexos: 1,
};

export const limpeza: Cartao = {
  ...base,
  uuid: 'd0000000-0000-4000-8000-000000000102',
  numero: 102,
  titulo: 'Limpeza dos módulos',
  fase: ABERTO,
  posicao: 1,
};

export const visita: Cartao = {
  ...base,
  uuid: 'd0000000-0000-4000-8000-000000000103',
  numero: 103,
  titulo: 'Visita técnica',
  fase: EM_ATENDIMENTO,
  posicao: 0,
};

export const lista = <T>(data: T[]) => ({
  data,
  meta: { total: data.length, per_page: 500, current_page: 1, last_page: 1 },
});

export { tela } from '../../../test/tela.ts';
