import type { Assinatura, Cobranca, Plano } from '@irradia/shared/assinaturas/assinaturas.schema';
import { useAppStore } from '../src/stores/app-store.ts';
import { fakeApi, usuarioTeste } from './render.tsx';

// The subscription's replies for web tests, typed as the server's schemas.

export const BASICO = '30000000-0000-4000-8000-000000000001';
export const PRO = '30000000-0000-4000-8000-000000000002';

export const planoBasico = {
  uuid: BASICO,
  nome: 'Básico',
  descricao: 'Para quem está começando',
  preco_mensal_rs: 99,
  preco_anual_rs: 990,
  limite_usinas: 10,
  limite_usuarios: 2,
  limite_kwp: 100,
  recursos: ['monitoramento', 'faturas'],
  dias_teste: 14,
  removido_em: null,
} satisfies Plano;

export const planoPro = {
  uuid: PRO,
  nome: 'Profissional',
  descricao: null,
  preco_mensal_rs: 299,
  preco_anual_rs: 2990,
  limite_usinas: null,
  limite_usuarios: null,
  limite_kwp: null,
  recursos: ['monitoramento', 'faturas', 'propostas', 'financeiro'],
  dias_teste: 14,
  removido_em: null,
} satisfies Plano;

export const cobrancaPaga = {
  uuid: '30000000-0000-4000-8000-000000000010',
  valor_rs: 99,
  vencimento: '2026-11-01',
  forma: 'pix',
  status: 'paga',
  periodo_inicio: '2026-11-01',
  periodo_fim: '2026-11-30',
  pix_copia_e_cola: null,
  pix_qr_code_base64: null,
  boleto_url: null,
  boleto_linha_digitavel: null,
  paga_em: '2026-11-01T13:00:00.000Z',
  criado_em: '2026-11-01T12:00:00.000Z',
} satisfies Cobranca;

export const cobrancaPix = {
  ...cobrancaPaga,
  uuid: '30000000-0000-4000-8000-000000000011',
  vencimento: '2026-12-01',
  status: 'pendente',
  periodo_inicio: '2026-12-01',
  periodo_fim: '2026-12-31',
  pix_copia_e_cola: '00020126580014br.gov.bcb.pix0136irradia-teste5204000053039865406990.005802BR',
  pix_qr_code_base64: 'iVBORw0KGgo=',
  paga_em: null,
  criado_em: '2026-11-28T12:00:00.000Z',
} satisfies Cobranca;

export const assinaturaAtiva = {
  uuid: '30000000-0000-4000-8000-000000000020',
  plano: planoBasico,
  ciclo: 'mensal',
  status: 'ativa',
  forma: 'pix',
  periodo_inicio: '2026-11-01',
  periodo_fim: '2026-11-30',
  cancelar_no_fim: false,
  bloqueada: false,
  uso: {
    usinas: { uso: 11, limite: 10 },
    usuarios: { uso: 1, limite: 2 },
    kwp: { uso: 42.5, limite: 100 },
  },
  cobrancas: [cobrancaPaga],
  gateway: true,
} satisfies Assinatura;

/** A `sistema` company as empresas lists it. */
const empresaSistema = {
  uuid: 's1',
  tipo: 'sistema',
  cliente: { nome: 'Irradia', filial: null, imagem_url: null, endereco: null },
};

/** Signs in an admin of the `sistema` company, selected, and fakes the API like entrarComoIntegrador. */
export function entrarComoSistema(answers: Parameters<typeof fakeApi>[0] = {}) {
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { tipo: 'sistema' }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresaSistema as never);
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: {
      body: { data: [empresaSistema], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } },
    },
    ...answers,
  });
}
