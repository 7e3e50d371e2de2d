import type {
  Catalogo,
  CatalogoPublico,
  Distribuidor,
  ItemPublico,
  ZCatalogoItens,
  ZCatalogos,
} from '@irradia/shared/catalogo/catalogos.schema';
import type { z } from 'zod';
import { useAppStore } from '../src/stores/app-store.ts';
import { inversor, kit, modulo } from './catalogo.ts';
import { fakeApi, usuarioTeste } from './render.tsx';

// Distributors' catalogues for web tests (issue 24), typed as the server's schemas.

/** A distributor company as empresas lists it. */
export const empresaDistribuidora = {
  uuid: 'd1000000-0000-4000-8000-000000000001',
  tipo: 'distribuidor',
  cliente: { nome: 'Sol Atacado', filial: null, imagem_url: null, endereco: null },
};

/** Signs in a partner of `empresaDistribuidora` with it selected; `answers` for the page's paths. */
export function entrarComoDistribuidor(answers: Parameters<typeof fakeApi>[0] = {}) {
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { tipo: 'distribuidor' }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresaDistribuidora as never);
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: {
      body: { data: [empresaDistribuidora], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } },
    },
    ...answers,
  });
}

const baseCatalogo = {
  descricao: null,
  valido_de: null,
  valido_ate: null,
  pedido_minimo_rs: 0,
  publicado_em: null,
  removido_em: null,
  criado_em: '2026-11-20T12:00:00.000Z',
} satisfies Partial<Catalogo>;

export const rascunho = {
  ...baseCatalogo,
  uuid: 'c1000000-0000-4000-8000-000000000001',
  nome: 'Kits de dezembro',
  situacao: 'rascunho',
  itens: 0,
} satisfies Catalogo;

export const publicado = {
  ...baseCatalogo,
  uuid: 'c1000000-0000-4000-8000-000000000002',
  nome: 'Tabela geral',
  descricao: 'Frete grátis acima de R$ 10 mil.',
  valido_de: '2026-11-01',
  valido_ate: '2026-12-31',
  pedido_minimo_rs: 5000,
  publicado_em: '2026-11-01T12:00:00.000Z',
  situacao: 'publicado',
  itens: 2,
} satisfies Catalogo;

export const expirado = {
  ...baseCatalogo,
  uuid: 'c1000000-0000-4000-8000-000000000003',
  nome: 'Promoção de outubro',
  valido_ate: '2026-10-31',
  publicado_em: '2026-10-01T12:00:00.000Z',
  situacao: 'expirado',
  itens: 5,
} satisfies Catalogo;

export const catalogos = {
  data: [rascunho, publicado, expirado],
  meta: { total: 3, per_page: 20, current_page: 1, last_page: 1 },
} satisfies z.infer<typeof ZCatalogos>;

/** The published catalogue's lines as the owner sees them: a kit and an inverter. */
export const itensDoPublicado = {
  data: [
    {
      uuid: 'c2000000-0000-4000-8000-000000000001',
      produto: {
        uuid: kit.uuid,
        tipo: 'kit',
        nome: kit.nome,
        modelo: null,
        fabricante: null,
        sku: null,
        unidade: 'un',
        custo_rs: 9800,
        saldo: 2,
        removido: false,
      },
      preco_rs: 14000,
      margem_rs: 4200,
      margem_pct: 30,
    },
    {
      uuid: 'c2000000-0000-4000-8000-000000000002',
      produto: {
        uuid: inversor.uuid,
        tipo: 'inversor',
        nome: inversor.nome,
        modelo: inversor.modelo,
        fabricante: inversor.fabricante,
        sku: null,
        unidade: 'un',
        custo_rs: 3300,
        saldo: 2,
        removido: false,
      },
      preco_rs: 3000,
      margem_rs: -300,
      margem_pct: -10,
    },
  ],
} satisfies z.infer<typeof ZCatalogoItens>;

export const distribuidor = {
  uuid: empresaDistribuidora.uuid,
  nome: 'Sol Atacado',
  cidade: 'Recife',
  uf: 'PE',
  logo_url: null,
  catalogos: 2,
} satisfies Distribuidor;

const produtoPublico = {
  modelo: null,
  fabricante: null,
  sku: null,
  unidade: 'un',
  descricao: null,
  especificacoes: {},
  imagem_url: null,
  kit: null,
};

export const kitPublico = {
  uuid: 'c2000000-0000-4000-8000-000000000001',
  produto: {
    ...produtoPublico,
    tipo: 'kit',
    nome: 'Kit 5,5 kWp',
    kit: {
      potencia_kwp: 5.5,
      componentes: [
        {
          nome: modulo.nome,
          tipo: 'modulo',
          modelo: modulo.modelo,
          fabricante: modulo.fabricante,
          quantidade: 10,
          unidade: 'un',
        },
        {
          nome: inversor.nome,
          tipo: 'inversor',
          modelo: inversor.modelo,
          fabricante: inversor.fabricante,
          quantidade: 1,
          unidade: 'un',
        },
      ],
    },
  },
  preco_rs: 14000,
  disponivel: true,
  copiado: null,
} satisfies ItemPublico;

export const inversorPublico = {
  uuid: 'c2000000-0000-4000-8000-000000000002',
  produto: {
    ...produtoPublico,
    tipo: 'inversor',
    nome: inversor.nome,
    modelo: inversor.modelo,
    fabricante: inversor.fabricante,
    especificacoes: { potencia_kw: 5, mppts: 2, fases: 'monofasico' },
  },
  preco_rs: 3000,
  disponivel: false,
  copiado: null,
} satisfies ItemPublico;

export const catalogoPublico = {
  uuid: publicado.uuid,
  nome: publicado.nome,
  descricao: publicado.descricao,
  valido_de: publicado.valido_de,
  valido_ate: publicado.valido_ate,
  pedido_minimo_rs: publicado.pedido_minimo_rs,
  publicado_em: publicado.publicado_em,
  distribuidor: { uuid: distribuidor.uuid, nome: distribuidor.nome },
  itens: [kitPublico, inversorPublico],
} satisfies CatalogoPublico;

export const outroCatalogoPublico = {
  ...catalogoPublico,
  uuid: 'c1000000-0000-4000-8000-000000000009',
  nome: 'Baterias',
  descricao: null,
  pedido_minimo_rs: 0,
  itens: [],
} satisfies CatalogoPublico;
