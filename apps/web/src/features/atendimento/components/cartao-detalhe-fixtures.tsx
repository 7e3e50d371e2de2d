import type { EventoDeStatus } from '@irradia/shared/api/historico';
import type {
  Anexo,
  Comentario,
  CartaoDetalhe as Detalhe,
  Grupo,
  Quadro,
  TipoCartao,
} from '@irradia/shared/quadros/quadros.schema';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { createQueryClient, Providers } from '../../../app/providers.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { CartaoDetalhe } from './cartao-detalhe.tsx';

// The card drawer's replies for its tests, typed as the server's schemas so they hold only what
// the server can send, and the drawer rendered alone with a fake API.

export const CARTAO = 'd0000000-0000-4000-8000-000000000201';
export const QUADRO = 'a0000000-0000-4000-8000-000000000201';
export const FASE = 'f0000000-0000-4000-8000-000000000201';
export const ANA = 'b0000000-0000-4000-8000-000000000201';
export const ANTONIO = 'b0000000-0000-4000-8000-000000000202';
export const CAMPO_POTENCIA = 'c1000000-0000-4000-8000-000000000201';
export const BASE = `atendimentos/${CARTAO}`;

export const cartao: Detalhe = {
  uuid: CARTAO,
  tipo: 'atendimento',
  numero: 42,
  titulo: 'Inversor desligando à tarde',
  status: 'em_andamento',
  quadro: QUADRO,
  fase: FASE,
  posicao: 0,
  fase_desde: '2026-11-20T12:00:00.000Z',
  fechado_em: null,
  origem: 'manual',
  cliente: { uuid: 'e0000000-0000-4000-8000-000000000201', nome: 'Maria Oliveira' },
  usina: null,
  responsavel: { uuid: ANA, nome: 'Ana Lima' },
  prazo: '2026-11-25',
  atrasado: false,
  valor_rs: null,
  classificacoes: [{ uuid: 'c0000000-0000-4000-8000-000000000201', nome: 'Urgente', cor: '#e53e3e' }],
  comentarios: 2,
  anexos: 0,
  criado_em: '2026-11-20T12:00:00.000Z',
  descricao: 'O inversor desarma todo dia às 15 h.',
  preenchimentos: [{ campo: CAMPO_POTENCIA, valor: 5.5 }],
};

export const quadro: Quadro = {
  uuid: QUADRO,
  nome: 'Solicitações de serviço',
  tipo: 'atendimentos',
  padrao: true,
  fases: [{ uuid: FASE, nome: 'Em atendimento', ordem: 1, fechada: false, cor: null, cartoes: 1 }],
  criado_em: '2026-11-01T12:00:00.000Z',
};

export const grupos: Grupo[] = [
  {
    uuid: 'c2000000-0000-4000-8000-000000000201',
    quadro: QUADRO,
    nome: 'Dados técnicos',
    ordem: 0,
    campos: [
      { uuid: CAMPO_POTENCIA, grupo: 'g', nome: 'Potência (kWp)', tipo: 'numero', opcoes: [], ordem: 0 },
    ],
  },
];

export const comentarios: Comentario[] = [
  {
    uuid: 'c3000000-0000-4000-8000-000000000201',
    texto: 'Cliente ligou de novo, @Ana Lima pode ver?',
    autor: { uuid: 'u1', nome: 'Bruno Reis' },
    mencoes: [{ uuid: ANA, nome: 'Ana Lima' }],
    meu: false,
    criado_em: '2026-11-21T12:00:00.000Z',
  },
  {
    uuid: 'c3000000-0000-4000-8000-000000000202',
    texto: 'Vou na sexta.',
    autor: { uuid: 'u2', nome: 'Ana Souza' },
    mencoes: [],
    meu: true,
    criado_em: '2026-11-22T12:00:00.000Z',
  },
];

export const anexo: Anexo = {
  uuid: 'c4000000-0000-4000-8000-000000000201',
  nome: 'laudo.pdf',
  tipo: 'application/pdf',
  tamanho: 250_000,
  autor: { nome: 'Ana Souza' },
  criado_em: '2026-11-22T12:00:00.000Z',
};

export const historico: EventoDeStatus[] = [
  {
    de: null,
    para: 'Aberto',
    mensagem: null,
    empresa: null,
    usuario: { nome: 'Ana Souza' },
    criado_em: '2026-11-20T12:00:00.000Z',
    tipo: 'criado',
  },
  {
    de: 'Aberto',
    para: 'Em atendimento',
    mensagem: null,
    empresa: null,
    usuario: { nome: 'Bruno Reis' },
    criado_em: '2026-11-21T12:00:00.000Z',
    tipo: 'fase',
  },
];

export const pagina = <T,>(data: T[]) => ({
  data,
  meta: { total: data.length, per_page: 50, current_page: 1, last_page: 1 },
});

type Respostas = Parameters<typeof entrarComoIntegrador>[0];

/** Signs in, fakes the API (the card's own paths unless `respostas` says otherwise) and opens the drawer. */
export function abrirCartao(respostas: Respostas = {}, tipo: TipoCartao = 'atendimento', uuid = CARTAO) {
  const fetchMock = entrarComoIntegrador({
    [`${BASE}/cartao`]: { body: { data: cartao } },
    [`${BASE}/comentarios`]: { body: pagina(comentarios) },
    [`${BASE}/anexos`]: { body: { data: [] } },
    [`${BASE}/historico`]: { body: { data: historico } },
    quadros: { body: { data: [quadro] } },
    grupos: { body: { data: grupos } },
    classificacoes: { body: { data: cartao.classificacoes } },
    ...respostas,
  });
  const onClose = vi.fn();
  window.history.pushState({}, '', '/app/quadro');
  render(
    <Providers
      config={{ ...defaultRuntimeConfig, product_name: 'Irradia' }}
      queryClient={createQueryClient()}
    >
      <CartaoDetalhe tipo={tipo} uuid={uuid} onClose={onClose} />
    </Providers>,
  );
  return { fetchMock, onClose };
}

/** The JSON bodies sent to `caminho` with `metodo`. */
export function corpos(
  fetchMock: ReturnType<typeof abrirCartao>['fetchMock'],
  caminho: string,
  metodo: string,
) {
  return fetchMock.mock.calls
    .filter(([u, init]) => String(u).split('?')[0] === `/api/${caminho}` && init?.method === metodo)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}
