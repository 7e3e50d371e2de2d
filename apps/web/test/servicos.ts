import type { Atendimento, AtendimentoEvento } from '@irradia/shared/servicos/atendimentos.schema';
import type { Prestador, Servico, ServicoOferecido } from '@irradia/shared/servicos/servicos.schema';

// The services' replies for web tests, typed as the server's schemas so they hold only what the
// server can send.

export const PRESTADOR = '20000000-0000-4000-8000-000000000001';
export const SERVICO = '20000000-0000-4000-8000-000000000002';
export const ATENDIMENTO = '20000000-0000-4000-8000-000000000003';

export const limpeza = {
  uuid: SERVICO,
  tipo: 'limpeza',
  nome: 'Limpeza de módulos',
  descricao: 'Lavagem com água desmineralizada',
  preco_rs: 12.5,
  unidade_preco: 'modulo',
  duracao_horas: 3.5,
  ativo: true,
  removido_em: null,
  criado_em: '2026-11-20T12:00:00.000Z',
} satisfies Servico;

export const oferecido = {
  uuid: SERVICO,
  tipo: 'limpeza',
  nome: 'Limpeza de módulos',
  descricao: 'Lavagem com água desmineralizada',
  preco_rs: 12.5,
  unidade_preco: 'modulo',
  duracao_horas: 3.5,
} satisfies ServicoOferecido;

export const prestador = {
  uuid: PRESTADOR,
  nome: 'Limpa Sol',
  cidade: 'Campinas',
  uf: 'SP',
  logo_url: null,
  servicos: 1,
  tipos: ['limpeza'],
} satisfies Prestador;

/** A request received by the company (it is the prestador), still open. */
export const recebido = {
  uuid: ATENDIMENTO,
  numero: 7,
  status: 'aberto',
  papel: 'prestador',
  prestador: { uuid: 'e1', nome: 'Sol do Sertão' },
  solicitante: { uuid: '30000000-0000-4000-8000-000000000001', nome: 'Solar Integra' },
  servico: { uuid: SERVICO, nome: 'Limpeza de módulos', tipo: 'limpeza', unidade_preco: 'modulo' },
  titulo: 'Limpeza do galpão',
  descricao: 'Limpar 20 módulos',
  local: 'Rua das Flores, 10',
  data_desejada: '2026-12-10',
  preco_rs: 12.5,
  motivo: null,
  acoes: ['aceitar', 'recusar'],
  criado_em: '2026-11-20T12:00:00.000Z',
  atualizado_em: '2026-11-20T12:00:00.000Z',
} satisfies Atendimento;

export const historico = [
  {
    de: null,
    para: 'aberto',
    mensagem: null,
    empresa: { uuid: '30000000-0000-4000-8000-000000000001', nome: 'Solar Integra' },
    usuario: { nome: 'Bruno Lima' },
    criado_em: '2026-11-20T12:00:00.000Z',
  },
] satisfies AtendimentoEvento[];

export const pagina = <T>(data: T[]) => ({
  data,
  meta: { total: data.length, per_page: 20, current_page: 1, last_page: 1 },
});
