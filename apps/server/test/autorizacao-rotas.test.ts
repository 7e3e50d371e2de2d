// Over 400 lines: one coverage table with every /api route, kept whole so a route missing from it is found in one place.
import { randomUUID } from 'node:crypto';
import { WIDGETS } from '@irradia/shared/dashboard/widgets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../src/connectors/makers/growatt/simulator.ts';
import { iniciarRecepcao } from '../src/modules/faturas/caixa-de-entrada.recepcao.ts';
import type { SmtpEntrada } from '../src/platform/smtp-entrada.ts';
import { type RascunhoDeTeste, rascunhoDeTeste } from './catalogos-de-teste.ts';
import { type ExtratoSemente, extratoComoSemente, ofxDoBanco } from './extratos-de-teste.ts';
import { como, type Pessoa } from './factories.ts';
import { type FinanceiroSemente, financeiroComoSemente } from './financeiro-de-teste.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';
import {
  type DistribuidorDeTeste,
  distribuidorDeTeste,
  fecharVendaComoSemente,
  pedirComoSemente,
  venderComoSemente,
} from './pedidos-de-teste.ts';
import { type QuadroSemente, quadroComoSemente } from './quadros-de-teste.ts';
import { contaGrowatt, integrar, multipartPdf, type Semente, semear } from './semeadura.ts';
import { type PrestadorDeTeste, prestadorDeTeste, solicitarComoSemente } from './servicos-de-teste.ts';

// Object- and function-level authorisation, generated from the server's route table: two
// integrators A and B with one of every record; every /api route must be in the coverage table
// below, which says how to call it and what calling it as A with B's records must do.

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Pedido {
  method: Metodo;
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
}
/** `alvo`: whose records the request addresses; `meu`: the caller's company. */
type Montar = (alvo: Semente, meu: Semente) => Pedido;

type Objeto =
  /** Called as A with B's record in the path: 404, and B's records stay as they were. */
  | { alheio: true }
  /** A's own path with B's record in the body or query: 404 or 422, nothing of B's changes. */
  | { referencia: true }
  /** A list: A's record (`proprio`) is in it, none of B's uuids or names are. */
  | { lista: (meu: Semente) => string | null }
  /** Aggregates (dashboard): nothing of B's, and the same as before B existed. */
  | { agregado: true }
  /** Works on the caller's own data whatever the key: it may succeed, B's records stay. */
  | { isolado: string }
  /** A check of its own; returns the problem found, if any. */
  | { conferir: () => Promise<string | null> }
  /** Not company or user data: why. */
  | { fora: string };

interface Caso {
  pedido: Montar;
  objeto: Objeto;
  /** More object-level attempts through the same route (other ids in the body or query). */
  tambem?: Array<{ pedido: Montar; objeto: Objeto }>;
}

const R = (method: Metodo, url: string, payload?: Record<string, unknown>): Pedido => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
/** A multipart upload (field `arquivo`), as the product's image and datasheet forms send it. */
function envio(url: string, nome: string, tipo: string, dados: Buffer): Pedido {
  const corpo = multipart({}, 'arquivo', { nome, tipo, dados });
  return { method: 'PUT', url, payload: corpo.payload, headers: { 'content-type': corpo.contentType } };
}
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF_MINIMO = Buffer.from('%PDF-1.4\n%%EOF\n');
const ALHEIO = { alheio: true } as const;
const REFERENCIA = { referencia: true } as const;

let sim: SimuladorGrowatt;
let smtp: SmtpEntrada;
let t: TestApp;
let A: Semente;
let B: Semente;
/** A's employee whose position grants nothing. */
let semPermissao: Pessoa;
/** A prestador offering a service that A and B both requested (issue 24). */
let P: PrestadorDeTeste;
/** A distribuidor with a published catalogue that A and B both ordered from (issue 24). */
let D: DistribuidorDeTeste;
/** Another distribuidor (D's competitor) with a published catalogue and a draft (issue 24). */
let E: DistribuidorDeTeste;
let rascunhoE: RascunhoDeTeste;
/** Each company's deal (decision 031), by seed. */
const vendas = new Map<Semente, string>();
/** A deal taken to a sale with a contract signed by upload (decision 037). */
const fechadas = new Map<Semente, string>();
/** Each company's board furniture (issue 26). */
const quadros = new Map<Semente, QuadroSemente>();
const Q = (s: Semente): QuadroSemente => {
  const q = quadros.get(s);
  if (!q) throw new Error(`sem quadro semeado para ${s.rotulo}`);
  return q;
};
const catalogo = { estado: '', cidade: '', cpfl: '', celesc: '' };
const visaoDeAAntesDeB = new Map<string, string>();
/** Each company's account with a statement line, an open entry and a wallet (issue 27). */
/** Each company's finance registers and entries (issue 27). */
const financas = new Map<Semente, FinanceiroSemente>();
const F = (s: Semente): FinanceiroSemente => {
  const f = financas.get(s);
  if (!f) throw new Error(`sem finanças semeadas para ${s.rotulo}`);
  return f;
};
const extratos = new Map<Semente, ExtratoSemente>();
const X = (s: Semente): ExtratoSemente => {
  const x = extratos.get(s);
  if (!x) throw new Error(`sem extrato semeado para ${s.rotulo}`);
  return x;
};
/** POST of an OFX file (field `arquivo`) to an account's statements. */
function envioOfx(conta: string): Pedido {
  const corpo = multipart({}, 'arquivo', {
    nome: 'extrato.ofx',
    tipo: 'application/x-ofx',
    dados: ofxDoBanco('24680-1', [{ data: '2026-11-12', valor: -9.9, memo: 'TARIFA', fitid: 'INV1' }]),
  });
  return {
    method: 'POST',
    url: `/api/contas/${conta}/extratos`,
    payload: corpo.payload,
    headers: { 'content-type': corpo.contentType },
  };
}
const linhaDe = (conta: string, linha: string, verbo: string) =>
  `/api/contas/${conta}/extratos/linhas/${linha}/${verbo}`;

const usinaEdicao = (nome: string, extra: Record<string, unknown> = {}) => ({
  nome,
  cidade: null,
  data_instalacao: null,
  potencia_kwp: 6,
  ...extra,
});
const unidadeEntrada = (usina: string, matricula: string) => ({
  usina,
  concessionaria: catalogo.cpfl,
  tipo: 'beneficiaria',
  matricula,
  classe: 'residencial',
  cota: 0,
});
const integracaoEntrada = () => ({
  concessionaria: catalogo.celesc,
  login: 'invasor@concessionaria.com.br',
  senha: 'x',
  importar_desde: '2026-01-01',
});

const casos: Record<string, Caso> = {
  // Public, or the caller's own account.
  'GET /api/health': { pedido: () => R('GET', '/api/health'), objeto: { fora: 'pública: saúde do serviço' } },
  'GET /api/health/fila': {
    pedido: () => R('GET', '/api/health/fila'),
    objeto: { fora: 'contagens da fila, sem dados de empresa (empresa:view só existe para sistema)' },
  },
  'GET /api/config': {
    pedido: () => R('GET', '/api/config'),
    objeto: { fora: 'pública: configuração do app' },
  },
  'GET /api/arquivos/:uuid': {
    pedido: (alvo) => R('GET', `/api/arquivos/${alvo.pdf}`),
    objeto: {
      // Public images (avatars, logos) by unguessable uuid; an invoice's PDF is never served here.
      conferir: async () => {
        const res = await comoDono(A, R('GET', `/api/arquivos/${B.pdf}`));
        return res.statusCode === 404 ? null : `o PDF de uma fatura de B responde ${res.statusCode}`;
      },
    },
  },
  'POST /api/usuarios': {
    pedido: () => R('POST', '/api/usuarios', {}),
    objeto: { fora: 'pública: cadastro' },
  },
  'POST /api/usuarios/login': {
    pedido: () => R('POST', '/api/usuarios/login', {}),
    objeto: { fora: 'pública: entrada' },
  },
  'GET /api/usuarios/me': { pedido: () => R('GET', '/api/usuarios/me'), objeto: { fora: 'a própria conta' } },
  'POST /api/usuarios/logout': {
    pedido: () => R('POST', '/api/usuarios/logout'),
    objeto: { fora: 'a própria sessão' },
  },
  'POST /api/usuarios/recover': {
    pedido: () => R('POST', '/api/usuarios/recover', { email: 'x@exemplo.com.br' }),
    objeto: { fora: 'pública: pede o link de recuperação' },
  },
  'POST /api/usuarios/recover/:token': {
    pedido: () => R('POST', '/api/usuarios/recover/token-invalido-123', { password: 'senha123' }),
    objeto: { fora: 'pública: o token do e-mail é a credencial' },
  },
  'POST /api/usuarios/login/google': {
    pedido: () => R('POST', '/api/usuarios/login/google', {}),
    objeto: { fora: 'pública: entrada com o Google' },
  },
  'GET /api/usuarios/login/google': {
    pedido: () => R('GET', '/api/usuarios/login/google'),
    objeto: { fora: 'pública: entrada com o Google' },
  },
  'GET /api/usuarios': {
    pedido: () => R('GET', '/api/usuarios'),
    objeto: { fora: 'administração do sistema (usuario:view só existe para sistema)' },
  },
  'GET /api/usuarios/access/:id': {
    pedido: (alvo) => R('GET', `/api/usuarios/access/${alvo.dono.uuid}`),
    objeto: { fora: 'administração do sistema (usuario:access só existe para sistema)' },
  },
  'PATCH /api/usuarios': {
    pedido: () => R('PATCH', '/api/usuarios', { nome: 'X' }),
    objeto: { fora: 'a própria conta' },
  },
  'DELETE /api/usuarios': {
    pedido: () => R('DELETE', '/api/usuarios', {}),
    objeto: { fora: 'a própria conta' },
  },
  'POST /api/usuarios/restaurar': {
    pedido: () => R('POST', '/api/usuarios/restaurar'),
    objeto: { fora: 'a própria conta' },
  },

  // Companies.
  'GET /api/empresas': { pedido: () => R('GET', '/api/empresas'), objeto: { lista: (m) => m.empresa.uuid } },
  'GET /api/empresas/:uuid': {
    pedido: (alvo) => R('GET', `/api/empresas/${alvo.empresa.uuid}`),
    objeto: ALHEIO,
  },
  'POST /api/empresas': {
    pedido: () => R('POST', '/api/empresas', { nome: 'Outra', tipo: 'integrador' }),
    objeto: { fora: 'cria uma empresa nova de quem chama' },
  },
  'PATCH /api/empresas/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/empresas/${alvo.empresa.uuid}`, { nome: 'Solar Invadida' }),
    objeto: ALHEIO,
  },
  'DELETE /api/empresas/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/empresas/${alvo.empresa.uuid}`, { nome: alvo.empresa.nome }),
    objeto: ALHEIO,
  },

  // Team.
  'GET /api/setores': { pedido: () => R('GET', '/api/setores'), objeto: { lista: (m) => m.setor } },
  'POST /api/setores': {
    pedido: () => R('POST', '/api/setores', { nome: 'Novo setor' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'PATCH /api/setores/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/setores/${alvo.setor}`, { nome: 'Invadido' }),
    objeto: ALHEIO,
  },
  'DELETE /api/setores/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/setores/${alvo.setor}`),
    objeto: ALHEIO,
  },
  'GET /api/permissoes': {
    pedido: () => R('GET', '/api/permissoes'),
    objeto: { fora: 'catálogo de permissões do tipo de empresa' },
  },
  'GET /api/cargos': { pedido: () => R('GET', '/api/cargos'), objeto: { lista: (m) => m.cargo } },
  'POST /api/cargos': {
    pedido: (alvo) => R('POST', '/api/cargos', { nome: 'Cargo invasor', setor: alvo.setor, permissoes: [] }),
    objeto: REFERENCIA,
  },
  'PATCH /api/cargos/:uuid': {
    pedido: (alvo, meu) =>
      R('PATCH', `/api/cargos/${alvo.cargo}`, { nome: 'Invadido', setor: meu.setor, permissoes: [] }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PATCH', `/api/cargos/${meu.cargo}`, { nome: 'Cargo', setor: alvo.setor, permissoes: [] }),
        objeto: REFERENCIA,
      },
    ],
  },
  'POST /api/cargos/:uuid/duplicar': {
    pedido: (alvo) => R('POST', `/api/cargos/${alvo.cargo}/duplicar`),
    objeto: ALHEIO,
  },
  'DELETE /api/cargos/:uuid': { pedido: (alvo) => R('DELETE', `/api/cargos/${alvo.cargo}`), objeto: ALHEIO },
  'POST /api/cargos/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/cargos/${alvo.cargo}/restaurar`),
    objeto: ALHEIO,
  },
  'GET /api/funcionarios': {
    pedido: () => R('GET', '/api/funcionarios'),
    objeto: { lista: (m) => m.funcionario },
  },
  'POST /api/funcionarios': {
    pedido: (alvo) =>
      R('POST', '/api/funcionarios', { nome: 'Invasor', email: 'invasor@exemplo.com.br', cargo: alvo.cargo }),
    objeto: REFERENCIA,
  },
  'PATCH /api/funcionarios/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/funcionarios/${alvo.funcionario}`, { nome: 'Invadido' }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) => R('PATCH', `/api/funcionarios/${meu.funcionario}`, { cargo: alvo.cargo }),
        objeto: REFERENCIA,
      },
    ],
  },
  'DELETE /api/funcionarios/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/funcionarios/${alvo.funcionario}`),
    objeto: ALHEIO,
  },
  'POST /api/funcionarios/:uuid/socio': {
    pedido: (alvo) => R('POST', `/api/funcionarios/${alvo.funcionario}/socio`, { socio: true }),
    objeto: ALHEIO,
  },
  'GET /api/funcionarios/convites': {
    pedido: () => R('GET', '/api/funcionarios/convites'),
    // A's owner has no invitations of their own: only the absence of B's is checked.
    objeto: { lista: () => null },
  },
  // An invitation addressed to another person (B's guest).
  'POST /api/funcionarios/:uuid/aceitar': {
    pedido: (alvo) => R('POST', `/api/funcionarios/${alvo.funcionario}/aceitar`),
    objeto: ALHEIO,
  },
  'POST /api/funcionarios/:uuid/recusar': {
    pedido: (alvo) => R('POST', `/api/funcionarios/${alvo.funcionario}/recusar`),
    objeto: ALHEIO,
  },

  // Dashboard templates are the user's own.
  'GET /api/paineis': { pedido: () => R('GET', '/api/paineis'), objeto: { lista: (m) => m.painel } },
  'POST /api/paineis': {
    pedido: (alvo) => R('POST', '/api/paineis', { id: alvo.painel, nome: 'Invasor', layout: [] }),
    objeto: REFERENCIA,
  },
  'PUT /api/paineis/:uuid': {
    pedido: (alvo) => R('PUT', `/api/paineis/${alvo.painel}`, { nome: 'Invadido', layout: [] }),
    objeto: ALHEIO,
  },
  'DELETE /api/paineis/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/paineis/${alvo.painel}`),
    objeto: ALHEIO,
  },

  // Geography: a catalogue shared by everyone, kept by sistema.
  'GET /api/estados': { pedido: () => R('GET', '/api/estados'), objeto: { fora: 'catálogo global (IBGE)' } },
  'POST /api/estados': {
    pedido: () =>
      R('POST', '/api/estados', {
        nome: 'X',
        sigla: 'XX',
        regiao: 'Sul',
        codigo_ibge: 99,
        latitude: 0,
        longitude: 0,
      }),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'PATCH /api/estados/:uuid': {
    pedido: () => R('PATCH', `/api/estados/${catalogo.estado}`, { nome: 'X' }),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'DELETE /api/estados/:uuid': {
    pedido: () => R('DELETE', `/api/estados/${catalogo.estado}`),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'GET /api/cidades': { pedido: () => R('GET', '/api/cidades'), objeto: { fora: 'catálogo global (IBGE)' } },
  'GET /api/cidades/:cidade': {
    pedido: () => R('GET', `/api/cidades/${catalogo.cidade}`),
    objeto: { fora: 'catálogo global (IBGE)' },
  },
  'POST /api/cidades': {
    pedido: () =>
      R('POST', '/api/cidades', { nome: 'X', estado: 'SP', codigo_ibge: 3599999, latitude: 0, longitude: 0 }),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'PATCH /api/cidades/:uuid': {
    pedido: () => R('PATCH', `/api/cidades/${catalogo.cidade}`, { nome: 'X' }),
    objeto: { fora: 'catálogo global, só sistema e integrador' },
  },
  'DELETE /api/cidades/:uuid': {
    pedido: () => R('DELETE', `/api/cidades/${catalogo.cidade}`),
    objeto: { fora: 'catálogo global, só sistema e integrador' },
  },
  'GET /api/bairros': { pedido: () => R('GET', '/api/bairros'), objeto: { fora: 'catálogo global' } },
  'POST /api/bairros': {
    pedido: () => R('POST', '/api/bairros', { nome: 'X', cidade: catalogo.cidade }),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'PATCH /api/bairros/:uuid': {
    pedido: () => R('PATCH', `/api/bairros/${randomUUID()}`, { nome: 'X', cidade: catalogo.cidade }),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'DELETE /api/bairros/:uuid': {
    pedido: () => R('DELETE', `/api/bairros/${randomUUID()}`),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'GET /api/cep/:cep': {
    pedido: () => R('GET', '/api/cep/01310100'),
    objeto: { fora: 'consulta de CEP, global' },
  },
  'GET /api/irradiacao': {
    pedido: (alvo) => R('GET', `/api/irradiacao?cidade=${alvo.cidadeIrradiacao}`),
    objeto: {
      // B's own values for its city stay B's: A sees the Atlas.
      conferir: async () => {
        const res = await comoDono(A, R('GET', `/api/irradiacao?cidade=${B.cidadeIrradiacao}`));
        const fonte = (res.json() as { data?: { fonte?: { codigo?: string } } }).data?.fonte?.codigo;
        return res.statusCode === 200 && fonte !== 'propria' ? null : `${res.statusCode} fonte ${fonte}`;
      },
    },
  },
  'PUT /api/irradiacao/:cidade': {
    pedido: (alvo) => R('PUT', `/api/irradiacao/${alvo.cidadeIrradiacao}`, { mensal: Array(12).fill(1111) }),
    objeto: { isolado: 'grava os valores da própria empresa para a cidade' },
  },
  'DELETE /api/irradiacao/:cidade': {
    pedido: (alvo) => R('DELETE', `/api/irradiacao/${alvo.cidadeIrradiacao}`),
    objeto: { isolado: 'apaga só os valores da própria empresa para a cidade' },
  },

  // Customers.
  'GET /api/clientes': { pedido: () => R('GET', '/api/clientes'), objeto: { lista: (m) => m.cliente } },
  'GET /api/clientes/exportar': {
    pedido: () => R('GET', '/api/clientes/exportar'),
    objeto: { lista: (m) => `Cliente ${m.rotulo}` },
  },
  'POST /api/clientes': {
    pedido: () => R('POST', '/api/clientes', { nome: 'Cliente novo' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'PATCH /api/clientes/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/clientes/${alvo.cliente}`, { nome: 'Invadido' }),
    objeto: ALHEIO,
  },
  'DELETE /api/clientes/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/clientes/${alvo.cliente}`),
    objeto: ALHEIO,
  },
  'POST /api/clientes/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/clientes/${alvo.cliente}/restaurar`),
    objeto: ALHEIO,
  },

  // Catalogue and stock (issue 24).
  'GET /api/categorias': { pedido: () => R('GET', '/api/categorias'), objeto: { lista: (m) => m.categoria } },
  'POST /api/categorias': {
    pedido: () => R('POST', '/api/categorias', { nome: 'Categoria nova' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'PATCH /api/categorias/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/categorias/${alvo.categoria}`, { nome: 'Invadida' }),
    objeto: ALHEIO,
  },
  'DELETE /api/categorias/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/categorias/${alvo.categoria}`),
    objeto: ALHEIO,
  },
  'POST /api/categorias/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/categorias/${alvo.categoria}/restaurar`),
    objeto: ALHEIO,
  },
  'GET /api/produtos': {
    pedido: () => R('GET', '/api/produtos'),
    objeto: { lista: (m) => m.produto },
    tambem: [{ pedido: (alvo) => R('GET', `/api/produtos?categoria=${alvo.categoria}`), objeto: REFERENCIA }],
  },
  'GET /api/produtos/:uuid': { pedido: (alvo) => R('GET', `/api/produtos/${alvo.produto}`), objeto: ALHEIO },
  'POST /api/produtos': {
    pedido: (alvo) =>
      R('POST', '/api/produtos', { tipo: 'outro', nome: 'Produto invasor', categoria: alvo.categoria }),
    objeto: REFERENCIA,
  },
  'PATCH /api/produtos/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/produtos/${alvo.produto}`, { tipo: 'outro', nome: 'Invadido' }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PATCH', `/api/produtos/${meu.produto}`, {
            tipo: 'modulo',
            nome: `Produto ${meu.rotulo}`,
            categoria: alvo.categoria,
            especificacoes: { potencia_wp: 550 },
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'DELETE /api/produtos/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/produtos/${alvo.produto}`),
    objeto: ALHEIO,
  },
  'POST /api/produtos/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/produtos/${alvo.produto}/restaurar`),
    objeto: ALHEIO,
  },
  'GET /api/produtos/:uuid/componentes': {
    pedido: (alvo) => R('GET', `/api/produtos/${alvo.kit}/componentes`),
    objeto: ALHEIO,
  },
  'PUT /api/produtos/:uuid/componentes': {
    pedido: (alvo) => R('PUT', `/api/produtos/${alvo.kit}/componentes`, { itens: [] }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PUT', `/api/produtos/${meu.kit}/componentes`, {
            itens: [{ produto: alvo.produto, quantidade: 1 }],
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'PUT /api/produtos/:uuid/imagem': {
    pedido: (alvo) => envio(`/api/produtos/${alvo.produto}/imagem`, 'foto.png', 'image/png', PNG),
    objeto: ALHEIO,
  },
  'DELETE /api/produtos/:uuid/imagem': {
    pedido: (alvo) => R('DELETE', `/api/produtos/${alvo.produto}/imagem`),
    objeto: ALHEIO,
  },
  'PUT /api/produtos/:uuid/datasheet': {
    pedido: (alvo) =>
      envio(`/api/produtos/${alvo.produto}/datasheet`, 'ficha.pdf', 'application/pdf', PDF_MINIMO),
    objeto: ALHEIO,
  },
  'DELETE /api/produtos/:uuid/datasheet': {
    pedido: (alvo) => R('DELETE', `/api/produtos/${alvo.produto}/datasheet`),
    objeto: ALHEIO,
  },
  'GET /api/produtos/:uuid/datasheet': {
    pedido: (alvo) => R('GET', `/api/produtos/${alvo.produto}/datasheet`),
    objeto: ALHEIO,
  },
  'GET /api/equipamentos': {
    pedido: () => R('GET', '/api/equipamentos?search=550'),
    objeto: { fora: 'biblioteca global de referência (listas CEC do pvlib), sem dados de empresa' },
  },
  'GET /api/equipamentos/:uuid': {
    pedido: () => R('GET', `/api/equipamentos/${randomUUID()}`),
    objeto: { fora: 'biblioteca global de referência (listas CEC do pvlib), sem dados de empresa' },
  },
  'GET /api/estoque/movimentos': {
    pedido: () => R('GET', '/api/estoque/movimentos'),
    objeto: { lista: (m) => m.movimento },
    tambem: [
      { pedido: (alvo) => R('GET', `/api/estoque/movimentos?produto=${alvo.produto}`), objeto: REFERENCIA },
    ],
  },
  'GET /api/estoque/movimentos/exportar': {
    pedido: () => R('GET', '/api/estoque/movimentos/exportar'),
    objeto: { lista: (m) => `Compra ${m.rotulo}` },
  },
  'POST /api/estoque/movimentos': {
    pedido: (alvo) =>
      R('POST', '/api/estoque/movimentos', {
        produto: alvo.produto,
        tipo: 'saida',
        quantidade: 1,
        motivo: 'Invasão',
      }),
    objeto: REFERENCIA,
  },

  // Distributors' catalogues (issue 24, decision 026): D and E are distribuidores, E keeps a draft.
  'GET /api/catalogos': {
    pedido: () => R('GET', '/api/catalogos'),
    objeto: {
      conferir: async () => {
        const deA = await comoDono(A, R('GET', '/api/catalogos'));
        if (deA.statusCode !== 403) return `A (integrador) responde ${deA.statusCode}`;
        const deD = await comoDistribuidor(D, R('GET', '/api/catalogos'));
        if (deD.statusCode !== 200 || !deD.body.includes(D.catalogo)) return `D responde ${deD.statusCode}`;
        return [E.catalogo, rascunhoE.catalogo].some((c) => deD.body.includes(c))
          ? 'D vê catálogos de E'
          : null;
      },
    },
  },
  'POST /api/catalogos': {
    pedido: () => R('POST', '/api/catalogos', { nome: 'Tabela nova' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'GET /api/catalogos/:uuid': catalogoAlheio((c) => R('GET', `/api/catalogos/${c}`)),
  'PATCH /api/catalogos/:uuid': catalogoAlheio((c) =>
    R('PATCH', `/api/catalogos/${c}`, { nome: 'Invadido' }),
  ),
  'DELETE /api/catalogos/:uuid': catalogoAlheio((c) => R('DELETE', `/api/catalogos/${c}`)),
  'POST /api/catalogos/:uuid/restaurar': catalogoAlheio((c) => R('POST', `/api/catalogos/${c}/restaurar`)),
  'POST /api/catalogos/:uuid/publicar': catalogoAlheio((c) => R('POST', `/api/catalogos/${c}/publicar`)),
  'POST /api/catalogos/:uuid/despublicar': catalogoAlheio((c) =>
    R('POST', `/api/catalogos/${c}/despublicar`),
  ),
  'GET /api/catalogos/:uuid/itens': catalogoAlheio((c) => R('GET', `/api/catalogos/${c}/itens`)),
  'PUT /api/catalogos/:uuid/itens': catalogoAlheio(
    (c) => R('PUT', `/api/catalogos/${c}/itens`, { itens: [] }),
    async () => {
      // E's product as a line of D's own catalogue.
      const p = R('PUT', `/api/catalogos/${D.catalogo}/itens`, {
        itens: [{ produto: rascunhoE.produto, preco_rs: 1 }],
      });
      const res = await comoDistribuidor(D, p);
      return res.statusCode === 422 ? null : `o produto de E no catálogo de D: ${res.statusCode}`;
    },
  ),
  'GET /api/distribuidores': {
    pedido: () => R('GET', '/api/distribuidores'),
    objeto: {
      conferir: async () => {
        const deA = await comoDono(A, R('GET', '/api/distribuidores?limit=200'));
        if (deA.statusCode !== 200 || !deA.body.includes(D.empresa.uuid))
          return `A responde ${deA.statusCode}`;
        if (/custo|saldo/.test(deA.body)) return 'A vê custo ou saldo';
        const deD = await comoDistribuidor(D, R('GET', '/api/distribuidores?limit=200'));
        const vistos = (deD.json() as { data: Array<{ uuid: string }> }).data.map((d) => d.uuid);
        return vistos.join() === D.empresa.uuid ? null : `D vê ${vistos.join()}`;
      },
    },
  },
  'GET /api/distribuidores/:uuid': {
    pedido: () => R('GET', `/api/distribuidores/${D.empresa.uuid}`),
    objeto: {
      conferir: async () => {
        const deA = await comoDono(A, R('GET', `/api/distribuidores/${D.empresa.uuid}`));
        if (deA.statusCode !== 200) return `A com D responde ${deA.statusCode}`;
        const concorrente = await comoDistribuidor(D, R('GET', `/api/distribuidores/${E.empresa.uuid}`));
        if (concorrente.statusCode !== 404) return `D com E responde ${concorrente.statusCode}`;
        const integrador = await comoDono(A, R('GET', `/api/distribuidores/${B.empresa.uuid}`));
        return integrador.statusCode === 404
          ? null
          : `A com B (integrador) responde ${integrador.statusCode}`;
      },
    },
  },
  'GET /api/distribuidores/:uuid/catalogos': {
    pedido: () => R('GET', `/api/distribuidores/${D.empresa.uuid}/catalogos`),
    objeto: {
      conferir: async () => {
        const deA = await comoDono(A, R('GET', `/api/distribuidores/${D.empresa.uuid}/catalogos`));
        if (deA.statusCode !== 200 || !deA.body.includes(D.item)) return `A com D responde ${deA.statusCode}`;
        if (/"(custo_rs|saldo|margem_rs|preco_venda_rs)"/.test(deA.body)) return 'A vê custo ou saldo de D';
        const deE = await comoDono(A, R('GET', `/api/distribuidores/${E.empresa.uuid}/catalogos`));
        const rascunho = [rascunhoE.catalogo, rascunhoE.item, rascunhoE.produto, '987.65'];
        if (deE.statusCode !== 200 || rascunho.some((m) => deE.body.includes(m)))
          return `A vê o rascunho de E (${deE.statusCode})`;
        const concorrente = await comoDistribuidor(
          D,
          R('GET', `/api/distribuidores/${E.empresa.uuid}/catalogos`),
        );
        return concorrente.statusCode === 404 ? null : `D com E responde ${concorrente.statusCode}`;
      },
    },
  },
  'POST /api/produtos/copiar': {
    // D's published line into B's category.
    pedido: (alvo) => R('POST', '/api/produtos/copiar', { item: D.item, categoria: alvo.categoria }),
    objeto: REFERENCIA,
    // A line of E's draft: not published.
    tambem: [
      { pedido: () => R('POST', '/api/produtos/copiar', { item: rascunhoE.item }), objeto: REFERENCIA },
    ],
  },

  // Services, prestadores and service requests (issue 24, decision 028).
  'GET /api/servicos': { pedido: () => R('GET', '/api/servicos'), objeto: { lista: (m) => m.servico } },
  'POST /api/servicos': {
    pedido: () => R('POST', '/api/servicos', { tipo: 'outro', nome: 'Serviço novo' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'GET /api/servicos/:uuid': { pedido: (alvo) => R('GET', `/api/servicos/${alvo.servico}`), objeto: ALHEIO },
  'PATCH /api/servicos/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/servicos/${alvo.servico}`, { tipo: 'outro', nome: 'Invadido' }),
    objeto: ALHEIO,
  },
  'DELETE /api/servicos/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/servicos/${alvo.servico}`),
    objeto: ALHEIO,
  },
  'POST /api/servicos/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/servicos/${alvo.servico}/restaurar`),
    objeto: ALHEIO,
  },
  'GET /api/prestadores': {
    pedido: () => R('GET', '/api/prestadores'),
    objeto: {
      // Public to other companies: the prestador P, never an integrator's own services.
      conferir: async () => {
        const res = await comoDono(A, R('GET', '/api/prestadores'));
        if (res.statusCode !== 200) return `responde ${res.statusCode}`;
        if (!res.body.includes(P.empresa.uuid)) return 'não traz o prestador P';
        const vazou = [...A.marcas, ...B.marcas].find((m) => res.body.includes(m));
        return vazou ? `traz ${vazou}` : null;
      },
    },
  },
  'GET /api/prestadores/:uuid/servicos': {
    pedido: (alvo) => R('GET', `/api/prestadores/${alvo.empresa.uuid}/servicos`),
    objeto: {
      conferir: async () => {
        const deB = await comoDono(A, R('GET', `/api/prestadores/${B.empresa.uuid}/servicos`));
        if (deB.statusCode !== 404) return `B (integrador) responde ${deB.statusCode}`;
        const deP = await comoDono(A, R('GET', `/api/prestadores/${P.empresa.uuid}/servicos`));
        return deP.statusCode === 200 && deP.body.includes(P.servico) ? null : `P responde ${deP.statusCode}`;
      },
    },
  },
  'GET /api/atendimentos': {
    pedido: () => R('GET', '/api/atendimentos'),
    objeto: { lista: (m) => m.atendimento },
  },
  'POST /api/atendimentos': {
    pedido: (alvo) =>
      R('POST', '/api/atendimentos', { servico: alvo.servico, descricao: 'Invasão', local: 'Aqui' }),
    objeto: REFERENCIA,
  },
  'GET /api/atendimentos/:uuid': {
    pedido: (alvo) => R('GET', `/api/atendimentos/${alvo.atendimento}`),
    objeto: ALHEIO,
  },
  'GET /api/atendimentos/:uuid/historico': {
    pedido: (alvo) => R('GET', `/api/atendimentos/${alvo.atendimento}/historico`),
    objeto: ALHEIO,
  },
  'POST /api/atendimentos/:uuid/aceitar': {
    pedido: (alvo) => R('POST', `/api/atendimentos/${alvo.atendimento}/aceitar`, {}),
    objeto: ALHEIO,
  },
  'POST /api/atendimentos/:uuid/iniciar': {
    pedido: (alvo) => R('POST', `/api/atendimentos/${alvo.atendimento}/iniciar`, {}),
    objeto: ALHEIO,
  },
  'POST /api/atendimentos/:uuid/concluir': {
    pedido: (alvo) => R('POST', `/api/atendimentos/${alvo.atendimento}/concluir`, {}),
    objeto: ALHEIO,
  },
  'POST /api/atendimentos/:uuid/recusar': {
    pedido: (alvo) => R('POST', `/api/atendimentos/${alvo.atendimento}/recusar`, { motivo: 'Invasão' }),
    objeto: ALHEIO,
  },
  'POST /api/atendimentos/:uuid/cancelar': {
    pedido: (alvo) => R('POST', `/api/atendimentos/${alvo.atendimento}/cancelar`, { motivo: 'Invasão' }),
    objeto: ALHEIO,
  },

  // Purchase orders (issue 24, decision 027): A and B each ordered from the distribuidor D.
  'GET /api/pedidos': {
    pedido: () => R('GET', '/api/pedidos'),
    objeto: { lista: (m) => m.pedido },
    tambem: [{ pedido: () => R('GET', '/api/pedidos?papel=fornecedor'), objeto: REFERENCIA }],
  },
  'POST /api/pedidos': {
    // B's product as a line of D's catalogue: not one of its lines.
    pedido: (alvo) =>
      R('POST', '/api/pedidos', {
        tipo: 'compra',
        catalogo: D.catalogo,
        itens: [{ item: alvo.produto, quantidade: 1 }],
      }),
    objeto: REFERENCIA,
    // A deal (decision 031) for B's customer: 422, B's customer unknown here.
    tambem: [
      {
        pedido: (alvo) => R('POST', '/api/pedidos', { tipo: 'venda', cliente: alvo.cliente }),
        objeto: REFERENCIA,
      },
    ],
  },
  'GET /api/pedidos/:uuid/proposta': {
    pedido: (alvo) => R('GET', `/api/pedidos/${vendas.get(alvo)}/proposta`),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid/proposta/consumo': {
    pedido: (alvo) => R('GET', `/api/pedidos/${vendas.get(alvo)}/proposta/consumo`),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/proposta/fatura': {
    pedido: (alvo) => ({
      method: 'POST',
      url: `/api/pedidos/${vendas.get(alvo)}/proposta/fatura`,
      ...multipartPdf(),
    }),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid/proposta/pdf': {
    pedido: (alvo) => R('GET', `/api/pedidos/${vendas.get(alvo)}/proposta/pdf`),
    objeto: ALHEIO,
  },
  'PUT /api/pedidos/:uuid/proposta': {
    pedido: (alvo) => R('PUT', `/api/pedidos/${vendas.get(alvo)}/proposta`, { modulo_wp: 600 }),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid': { pedido: (alvo) => R('GET', `/api/pedidos/${alvo.pedido}`), objeto: ALHEIO },
  'GET /api/pedidos/:uuid/itens': {
    pedido: (alvo) => R('GET', `/api/pedidos/${alvo.pedido}/itens`),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid/historico': {
    pedido: (alvo) => R('GET', `/api/pedidos/${alvo.pedido}/historico`),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/confirmar': {
    pedido: (alvo) => R('POST', `/api/pedidos/${alvo.pedido}/confirmar`, {}),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/faturar': {
    pedido: (alvo) => R('POST', `/api/pedidos/${alvo.pedido}/faturar`, { nota_fiscal: '123' }),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/enviar': {
    pedido: (alvo) => R('POST', `/api/pedidos/${alvo.pedido}/enviar`, { rastreio: 'BR1' }),
    objeto: ALHEIO,
    // On a deal it sends the proposal (decision 032): B's deal is a 404 too.
    tambem: [{ pedido: (alvo) => R('POST', `/api/pedidos/${vendas.get(alvo)}/enviar`, {}), objeto: ALHEIO }],
  },
  // The contract and the sale (decision 037): each starts by finding the caller's own deal.
  'GET /api/pedidos/modelo-contrato': {
    pedido: () => R('GET', '/api/pedidos/modelo-contrato'),
    objeto: { isolado: 'o modelo de contrato da própria empresa' },
  },
  'PUT /api/pedidos/modelo-contrato': {
    pedido: () =>
      R('PUT', '/api/pedidos/modelo-contrato', {
        texto: 'CONTRATO\n\nEntre {{empresa_nome}} e {{cliente_nome}}, pelo preço de {{preco_total}}.',
      }),
    objeto: { isolado: 'o modelo de contrato da própria empresa' },
  },
  'POST /api/pedidos/:uuid/contrato': {
    pedido: (alvo) => R('POST', `/api/pedidos/${vendas.get(alvo)}/contrato`, { pagamento: 'À vista' }),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid/contrato': {
    pedido: (alvo) => R('GET', `/api/pedidos/${fechadas.get(alvo)}/contrato`),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid/contrato/pdf': {
    pedido: (alvo) => R('GET', `/api/pedidos/${fechadas.get(alvo)}/contrato/pdf`),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/contrato/assinado': {
    pedido: (alvo) => ({
      ...envio(
        `/api/pedidos/${vendas.get(alvo)}/contrato/assinado`,
        'assinado.pdf',
        'application/pdf',
        PDF_MINIMO,
      ),
      method: 'POST',
    }),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid/contrato/assinado': {
    pedido: (alvo) => R('GET', `/api/pedidos/${fechadas.get(alvo)}/contrato/assinado`),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/contrato/cancelar': {
    pedido: (alvo) => R('POST', `/api/pedidos/${vendas.get(alvo)}/contrato/cancelar`, { motivo: 'Invasão' }),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/venda': {
    pedido: (alvo) =>
      R('POST', `/api/pedidos/${vendas.get(alvo)}/venda`, {
        forma: 'pix',
        parcelas: [{ vencimento: '2030-01-10', valor_rs: 100 }],
      }),
    objeto: ALHEIO,
  },
  'GET /api/pedidos/:uuid/venda': {
    pedido: (alvo) => R('GET', `/api/pedidos/${fechadas.get(alvo)}/venda`),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/usina': {
    pedido: (alvo) => R('POST', `/api/pedidos/${vendas.get(alvo)}/usina`, {}),
    objeto: ALHEIO,
  },
  'POST /api/propostas/:token/assinar': {
    pedido: () =>
      R('POST', '/api/propostas/token-invalido-123/assinar', { nome: 'Maria', cpf: '52998224725' }),
    objeto: { fora: 'pública: o token do link enviado ao cliente é a credencial' },
  },
  'GET /api/propostas/:token/contrato/pdf': {
    pedido: () => R('GET', '/api/propostas/token-invalido-123/contrato/pdf'),
    objeto: { fora: 'pública: o token do link enviado ao cliente é a credencial' },
  },
  // The proposal's public link (decision 032): no session, the token sent to the customer.
  'GET /api/propostas/:token': {
    pedido: () => R('GET', '/api/propostas/token-invalido-123'),
    objeto: { fora: 'pública: o token do link enviado ao cliente é a credencial' },
  },
  'POST /api/propostas/:token/aceitar': {
    pedido: () =>
      R('POST', '/api/propostas/token-invalido-123/aceitar', { nome: 'Maria', cpf: '52998224725' }),
    objeto: { fora: 'pública: o token do link enviado ao cliente é a credencial' },
  },
  'POST /api/propostas/:token/recusar': {
    pedido: () => R('POST', '/api/propostas/token-invalido-123/recusar', {}),
    objeto: { fora: 'pública: o token do link enviado ao cliente é a credencial' },
  },
  'POST /api/pedidos/:uuid/receber': {
    pedido: (alvo) => R('POST', `/api/pedidos/${alvo.pedido}/receber`, {}),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/recusar': {
    pedido: (alvo) => R('POST', `/api/pedidos/${alvo.pedido}/recusar`, { motivo: 'Invasão' }),
    objeto: ALHEIO,
  },
  'POST /api/pedidos/:uuid/cancelar': {
    pedido: (alvo) => R('POST', `/api/pedidos/${alvo.pedido}/cancelar`, { motivo: 'Invasão' }),
    objeto: ALHEIO,
  },

  // A person's notifications.
  'GET /api/notificacoes': {
    pedido: () => R('GET', '/api/notificacoes'),
    objeto: { lista: (m) => m.notificacao },
  },
  'POST /api/notificacoes/lidas': {
    pedido: () => R('POST', '/api/notificacoes/lidas'),
    objeto: { isolado: 'marca só as notificações de quem chama' },
  },
  'PATCH /api/notificacoes/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/notificacoes/${alvo.notificacao}`, { lida: true }),
    objeto: ALHEIO,
  },
  'DELETE /api/notificacoes/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/notificacoes/${alvo.notificacao}`),
    objeto: ALHEIO,
  },

  // Makers and utilities: catalogues shared by everyone, kept by sistema.
  'GET /api/fabricantes': { pedido: () => R('GET', '/api/fabricantes'), objeto: { fora: 'catálogo global' } },
  'PATCH /api/fabricantes/:codigo': {
    pedido: () => R('PATCH', '/api/fabricantes/growatt', { nome: 'Growatt', status: 'online' }),
    objeto: { fora: 'catálogo global, só sistema' },
  },
  'GET /api/concessionarias': {
    pedido: () => R('GET', '/api/concessionarias'),
    objeto: { fora: 'catálogo global' },
  },
  'GET /api/concessionarias/:uuid': {
    pedido: () => R('GET', `/api/concessionarias/${catalogo.cpfl}`),
    objeto: { fora: 'catálogo global' },
  },
  'PATCH /api/concessionarias/:uuid': {
    pedido: () => R('PATCH', `/api/concessionarias/${catalogo.cpfl}`, { nome: 'X' }),
    objeto: { fora: 'catálogo global, só sistema' },
  },

  // Monitoring.
  'GET /api/portais': { pedido: () => R('GET', '/api/portais'), objeto: { lista: (m) => m.portal } },
  'POST /api/portais': {
    pedido: () => R('POST', '/api/portais', { fabricante: 'growatt', login: 'x@portal.com.br', senha: 'x' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'GET /api/portais/:uuid/usinas': {
    pedido: (alvo) => R('GET', `/api/portais/${alvo.portal}/usinas`),
    objeto: ALHEIO,
  },
  'DELETE /api/portais/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/portais/${alvo.portal}`),
    objeto: ALHEIO,
  },
  'POST /api/importacoes': {
    pedido: (alvo) => R('POST', '/api/importacoes', { conta: alvo.portal, usinas: ['1'] }),
    objeto: REFERENCIA,
  },
  'GET /api/importacoes/:uuid': {
    pedido: (alvo) => R('GET', `/api/importacoes/${alvo.importacao}`),
    objeto: ALHEIO,
  },
  'GET /api/usinas': { pedido: () => R('GET', '/api/usinas'), objeto: { lista: (m) => m.usina } },
  'GET /api/usinas/tags': {
    pedido: () => R('GET', '/api/usinas/tags'),
    objeto: { lista: (m) => `etiqueta-${m.rotulo}` },
  },
  'GET /api/usinas/:uuid': {
    pedido: (alvo) => R('GET', `/api/usinas/${alvo.usina}`),
    objeto: ALHEIO,
    tambem: [{ pedido: (alvo) => R('GET', `/api/usinas/${alvo.usinaManual}`), objeto: ALHEIO }],
  },
  'POST /api/usinas': {
    // A's plant for B's customer: refused, nothing created.
    pedido: (alvo) =>
      R('POST', '/api/usinas', {
        nome: 'Invadida',
        cidade: catalogo.cidade,
        potencia_kwp: 5,
        data_instalacao: '2025-01-01',
        cliente: alvo.cliente,
      }),
    objeto: REFERENCIA,
  },
  'GET /api/usinas/:uuid/inversores': {
    pedido: (alvo) => R('GET', `/api/usinas/${alvo.usina}/inversores`),
    objeto: ALHEIO,
    tambem: [{ pedido: (alvo) => R('GET', `/api/usinas/${alvo.usinaManual}/inversores`), objeto: ALHEIO }],
  },
  'POST /api/usinas/:uuid/inversores': {
    pedido: (alvo) =>
      R('POST', `/api/usinas/${alvo.usinaManual}/inversores`, {
        fabricante: 'growatt',
        modelo: 'Invasor',
        serial: `INVASOR-${alvo.rotulo.toUpperCase()}`,
        capacidade_kwp: 5,
      }),
    objeto: ALHEIO,
  },
  'GET /api/usinas/:uuid/geracao': {
    pedido: (alvo) => R('GET', `/api/usinas/${alvo.usina}/geracao`),
    objeto: ALHEIO,
  },
  'POST /api/usinas/:uuid/geracao/importar': {
    pedido: (alvo) => {
      const b = 'autorizacao-geracao';
      const csv = 'Data;Energia (kWh)\n01/10/2026;12,5\n';
      return {
        method: 'POST',
        url: `/api/usinas/${alvo.usina}/geracao/importar`,
        headers: { 'content-type': `multipart/form-data; boundary=${b}` },
        payload: Buffer.from(
          [
            ...Object.entries({ coluna_data: '0', coluna_energia: '1', unidade: 'kWh' }).map(
              ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
            ),
            `--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="geracao.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${b}--\r\n`,
          ].join(''),
        ),
      };
    },
    objeto: ALHEIO,
  },
  'GET /api/usinas/:uuid/projeto': {
    pedido: (alvo) => R('GET', `/api/usinas/${alvo.usina}/projeto`),
    objeto: ALHEIO,
  },
  'GET /api/usinas/:uuid/relatorio': {
    pedido: (alvo) => R('GET', `/api/usinas/${alvo.usina}/relatorio`),
    objeto: ALHEIO,
  },
  'PATCH /api/usinas/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/usinas/${alvo.usina}`, usinaEdicao('Invadida')),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PATCH', `/api/usinas/${meu.usina}`, usinaEdicao(meu.usinaNome, { cliente: alvo.cliente })),
        objeto: REFERENCIA,
      },
      {
        pedido: (alvo, meu) =>
          R(
            'PATCH',
            `/api/usinas/${meu.usina}`,
            usinaEdicao(meu.usinaNome, { responsaveis: [alvo.funcionario] }),
          ),
        objeto: REFERENCIA,
      },
    ],
  },
  'DELETE /api/usinas/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/usinas/${alvo.usina}`, { nome: alvo.usinaNome }),
    objeto: ALHEIO,
  },
  'POST /api/inversores/:uuid/transferir': {
    pedido: (alvo, meu) =>
      R('POST', `/api/inversores/${alvo.inversor}/transferir`, { usina: meu.outraUsina }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) => R('POST', `/api/inversores/${meu.inversor}/transferir`, { usina: alvo.usina }),
        objeto: REFERENCIA,
      },
    ],
  },
  'GET /api/alertas': { pedido: () => R('GET', '/api/alertas'), objeto: { lista: (m) => m.alerta } },

  // Consumer units and invoices.
  'GET /api/unidades': {
    pedido: () => R('GET', '/api/unidades'),
    objeto: { lista: (m) => m.unidade },
    tambem: [{ pedido: (alvo) => R('GET', `/api/unidades?usina=${alvo.usina}`), objeto: REFERENCIA }],
  },
  'GET /api/unidades/:uuid': { pedido: (alvo) => R('GET', `/api/unidades/${alvo.unidade}`), objeto: ALHEIO },
  'POST /api/unidades': {
    pedido: (alvo) => R('POST', '/api/unidades', unidadeEntrada(alvo.usina, '77700001')),
    objeto: REFERENCIA,
  },
  'PUT /api/unidades/:uuid': {
    pedido: (alvo, meu) => R('PUT', `/api/unidades/${alvo.unidade}`, unidadeEntrada(meu.usina, '77700002')),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PUT', `/api/unidades/${meu.unidade}`, unidadeEntrada(alvo.usina, '77700003')),
        objeto: REFERENCIA,
      },
    ],
  },
  'DELETE /api/unidades/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/unidades/${alvo.unidade}`),
    objeto: ALHEIO,
  },
  'GET /api/faturas': {
    pedido: () => R('GET', '/api/faturas'),
    objeto: { lista: (m) => m.fatura },
    tambem: [
      { pedido: (alvo) => R('GET', `/api/faturas?usina=${alvo.usina}`), objeto: REFERENCIA },
      { pedido: (alvo) => R('GET', `/api/faturas?unidade=${alvo.unidade}`), objeto: REFERENCIA },
    ],
  },
  'GET /api/faturas/resumo': {
    pedido: (alvo) => R('GET', `/api/faturas/resumo?usina=${alvo.usina}`),
    objeto: REFERENCIA,
  },
  'POST /api/faturas/leitura': {
    pedido: () => ({ method: 'POST', url: '/api/faturas/leitura', ...multipartPdf() }),
    objeto: { fora: 'só lê o PDF enviado; guarda-o na empresa de quem chama' },
  },
  'GET /api/faturas/:uuid': { pedido: (alvo) => R('GET', `/api/faturas/${alvo.fatura}`), objeto: ALHEIO },
  'GET /api/faturas/:uuid/pdf': {
    pedido: (alvo) => R('GET', `/api/faturas/${alvo.fatura}/pdf`),
    objeto: ALHEIO,
  },
  'POST /api/faturas': {
    pedido: (alvo) =>
      R('POST', '/api/faturas', { unidade: alvo.unidade, mes_referencia: '2026-04', valor_total_rs: 1 }),
    objeto: REFERENCIA,
    tambem: [
      {
        // B's stored PDF attached to an invoice of A's would hand it to A.
        pedido: (alvo, meu) =>
          R('POST', '/api/faturas', {
            unidade: meu.unidade,
            mes_referencia: '2026-05',
            valor_total_rs: 1,
            pdf: alvo.pdf,
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'PUT /api/faturas/:uuid': {
    pedido: (alvo) => R('PUT', `/api/faturas/${alvo.fatura}`, { status: 'cancelada' }),
    objeto: ALHEIO,
  },
  'DELETE /api/faturas/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/faturas/${alvo.fatura}`),
    objeto: ALHEIO,
  },
  'GET /api/faturas/caixa-de-entrada': {
    pedido: () => R('GET', '/api/faturas/caixa-de-entrada'),
    objeto: { lista: (m) => m.itemCaixa },
  },
  'PUT /api/faturas/caixa-de-entrada': {
    pedido: () => R('PUT', '/api/faturas/caixa-de-entrada', { automatica: false }),
    objeto: { isolado: 'a escolha da própria empresa de quem chama' },
  },
  'POST /api/faturas/caixa-de-entrada/endereco': {
    pedido: () => R('POST', '/api/faturas/caixa-de-entrada/endereco'),
    objeto: { fora: 'troca o endereço da própria empresa de quem chama, sem referência a outro registro' },
  },
  'GET /api/faturas/caixa-de-entrada/:uuid/pdf': {
    pedido: (alvo) => R('GET', `/api/faturas/caixa-de-entrada/${alvo.itemCaixa}/pdf`),
    objeto: ALHEIO,
  },
  'DELETE /api/faturas/caixa-de-entrada/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/faturas/caixa-de-entrada/${alvo.itemCaixa}`),
    objeto: ALHEIO,
  },
  'GET /api/usinas/:uuid/integracoes': {
    pedido: (alvo) => R('GET', `/api/usinas/${alvo.usina}/integracoes`),
    objeto: ALHEIO,
  },
  'POST /api/usinas/:uuid/integracoes': {
    pedido: (alvo) => R('POST', `/api/usinas/${alvo.usina}/integracoes`, integracaoEntrada()),
    objeto: ALHEIO,
  },
  'GET /api/usinas/:uuid/integracoes/:integracao': {
    pedido: (alvo) => R('GET', `/api/usinas/${alvo.usina}/integracoes/${alvo.integracao}`),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) => R('GET', `/api/usinas/${meu.usina}/integracoes/${alvo.integracao}`),
        objeto: ALHEIO,
      },
    ],
  },
  'POST /api/usinas/:uuid/integracoes/:integracao/sincronizar': {
    pedido: (alvo) => R('POST', `/api/usinas/${alvo.usina}/integracoes/${alvo.integracao}/sincronizar`),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('POST', `/api/usinas/${meu.usina}/integracoes/${alvo.integracao}/sincronizar`),
        objeto: ALHEIO,
      },
    ],
  },
  'DELETE /api/usinas/:uuid/integracoes/:integracao': {
    pedido: (alvo) => R('DELETE', `/api/usinas/${alvo.usina}/integracoes/${alvo.integracao}`),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) => R('DELETE', `/api/usinas/${meu.usina}/integracoes/${alvo.integracao}`),
        objeto: ALHEIO,
      },
    ],
  },

  // The board (issue 26): boards, stages, fields, labels, cards, automations, performance.
  'GET /api/quadros': { pedido: () => R('GET', '/api/quadros'), objeto: { lista: (m) => Q(m).quadro } },
  'POST /api/quadros': {
    pedido: () => R('POST', '/api/quadros', { nome: 'Quadro novo', tipo: 'atendimentos' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'GET /api/quadros/:uuid': { pedido: (alvo) => R('GET', `/api/quadros/${Q(alvo).quadro}`), objeto: ALHEIO },
  'PATCH /api/quadros/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/quadros/${Q(alvo).quadro}`, { nome: 'Invadido' }),
    objeto: ALHEIO,
  },
  'DELETE /api/quadros/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/quadros/${Q(alvo).quadro}`),
    objeto: ALHEIO,
  },
  'GET /api/quadros/:uuid/cartoes': {
    pedido: (alvo) => R('GET', `/api/quadros/${Q(alvo).quadro}/cartoes`),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R(
            'GET',
            `/api/quadros/${Q(meu).quadro}/cartoes?cliente=${alvo.cliente}&usina=${alvo.usina}&fase=${Q(alvo).fase}`,
          ),
        objeto: REFERENCIA,
      },
    ],
  },
  'POST /api/quadros/:uuid/cartoes': {
    pedido: (alvo) => R('POST', `/api/quadros/${Q(alvo).quadro}/cartoes`, { titulo: 'Invasor' }),
    objeto: ALHEIO,
    tambem: [
      ...(['cliente', 'usina', 'responsavel', 'fase'] as const).map((campo) => ({
        pedido: (alvo: Semente, meu: Semente) =>
          R('POST', `/api/quadros/${Q(meu).quadro}/cartoes`, {
            titulo: 'Com referência alheia',
            [campo]: {
              cliente: alvo.cliente,
              usina: alvo.usina,
              responsavel: alvo.funcionario,
              fase: Q(alvo).fase,
            }[campo],
          }),
        objeto: REFERENCIA,
      })),
    ],
  },
  'POST /api/fases': {
    pedido: (alvo) => R('POST', '/api/fases', { quadro: Q(alvo).quadro, nome: 'Invasora' }),
    objeto: REFERENCIA,
  },
  'PATCH /api/fases/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/fases/${Q(alvo).fase}`, { nome: 'Invadida' }),
    objeto: ALHEIO,
  },
  'DELETE /api/fases/:uuid': { pedido: (alvo) => R('DELETE', `/api/fases/${Q(alvo).fase}`), objeto: ALHEIO },
  'GET /api/grupos': {
    pedido: (alvo) => R('GET', `/api/grupos?quadro=${Q(alvo).quadro}`),
    objeto: REFERENCIA,
  },
  'POST /api/grupos': {
    pedido: (alvo) => R('POST', '/api/grupos', { quadro: Q(alvo).quadro, nome: 'Invasor' }),
    objeto: REFERENCIA,
  },
  'PATCH /api/grupos/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/grupos/${Q(alvo).grupo}`, { nome: 'Invadido' }),
    objeto: ALHEIO,
  },
  'DELETE /api/grupos/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/grupos/${Q(alvo).grupo}`),
    objeto: ALHEIO,
  },
  'POST /api/campos': {
    pedido: (alvo) => R('POST', '/api/campos', { grupo: Q(alvo).grupo, nome: 'Invasor', tipo: 'texto' }),
    objeto: REFERENCIA,
  },
  'PATCH /api/campos/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/campos/${Q(alvo).campo}`, { nome: 'Invadido' }),
    objeto: ALHEIO,
  },
  'DELETE /api/campos/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/campos/${Q(alvo).campo}`),
    objeto: ALHEIO,
  },
  'GET /api/classificacoes': {
    pedido: () => R('GET', '/api/classificacoes'),
    objeto: { lista: (m) => Q(m).classificacao },
  },
  'POST /api/classificacoes': {
    pedido: () => R('POST', '/api/classificacoes', { nome: 'Nova etiqueta', cor: '#38a169' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'PATCH /api/classificacoes/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/classificacoes/${Q(alvo).classificacao}`, { nome: 'Invadida' }),
    objeto: ALHEIO,
  },
  'DELETE /api/classificacoes/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/classificacoes/${Q(alvo).classificacao}`),
    objeto: ALHEIO,
  },
  'GET /api/automacoes': {
    pedido: () => R('GET', '/api/automacoes'),
    objeto: { lista: (m) => Q(m).automacao },
  },
  'POST /api/automacoes': {
    pedido: (alvo) =>
      R('POST', '/api/automacoes', {
        nome: 'Invasora',
        gatilho: 'proposta_aceita',
        acoes: [{ tipo: 'mover', fase: Q(alvo).fase }],
      }),
    objeto: REFERENCIA,
  },
  'GET /api/automacoes/:uuid': {
    pedido: (alvo) => R('GET', `/api/automacoes/${Q(alvo).automacao}`),
    objeto: ALHEIO,
  },
  'PATCH /api/automacoes/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/automacoes/${Q(alvo).automacao}`, { ativa: true }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PATCH', `/api/automacoes/${Q(meu).automacao}`, {
            acoes: [{ tipo: 'classificar', classificacao: Q(alvo).classificacao }],
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'DELETE /api/automacoes/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/automacoes/${Q(alvo).automacao}`),
    objeto: ALHEIO,
  },
  'GET /api/automacoes/:uuid/execucoes': {
    pedido: (alvo) => R('GET', `/api/automacoes/${Q(alvo).automacao}/execucoes`),
    objeto: ALHEIO,
  },
  'GET /api/desempenho': { pedido: () => R('GET', '/api/desempenho'), objeto: { agregado: true } },

  // Plans and the company's subscription (issue 27, decision 041). A and B have not subscribed.
  'GET /api/planos': {
    pedido: () => R('GET', '/api/planos'),
    objeto: { fora: 'planos do sistema, os mesmos para todas as empresas' },
  },
  'POST /api/planos': {
    pedido: () => R('POST', '/api/planos', { nome: 'Pirata', preco_mensal_rs: 1, preco_anual_rs: 10 }),
    objeto: { fora: 'só o sistema cadastra planos (403 para as empresas)' },
  },
  'PATCH /api/planos/:uuid': {
    pedido: () =>
      R('PATCH', `/api/planos/${randomUUID()}`, { nome: 'Pirata', preco_mensal_rs: 1, preco_anual_rs: 10 }),
    objeto: { fora: 'só o sistema edita planos (403 para as empresas)' },
  },
  'DELETE /api/planos/:uuid': {
    pedido: () => R('DELETE', `/api/planos/${randomUUID()}`),
    objeto: { fora: 'só o sistema remove planos (403 para as empresas)' },
  },
  'POST /api/planos/:uuid/restaurar': {
    pedido: () => R('POST', `/api/planos/${randomUUID()}/restaurar`),
    objeto: { fora: 'só o sistema restaura planos (403 para as empresas)' },
  },
  'GET /api/assinatura': { pedido: () => R('GET', '/api/assinatura'), objeto: { lista: () => null } },
  'POST /api/assinatura': {
    pedido: () => R('POST', '/api/assinatura', { plano: randomUUID() }),
    objeto: { isolado: 'a assinatura da própria empresa (plano inexistente: 422)' },
  },
  'POST /api/assinatura/cancelar': {
    pedido: () => R('POST', '/api/assinatura/cancelar'),
    objeto: { isolado: 'a assinatura da própria empresa' },
  },
  'POST /api/assinatura/reativar': {
    pedido: () => R('POST', '/api/assinatura/reativar'),
    objeto: { isolado: 'a assinatura da própria empresa' },
  },
  'POST /api/assinatura/cobrancas': {
    pedido: () => R('POST', '/api/assinatura/cobrancas', { forma: 'pix' }),
    objeto: { isolado: 'a assinatura da própria empresa' },
  },
  'GET /api/assinatura/empresas': {
    pedido: () => R('GET', '/api/assinatura/empresas'),
    objeto: {
      conferir: async () => {
        const res = await comoDono(A, R('GET', '/api/assinatura/empresas'));
        return res.statusCode === 403 ? null : `A (integrador) vê as assinaturas: ${res.statusCode}`;
      },
    },
  },
  'PATCH /api/assinatura/empresas/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/assinatura/empresas/${alvo.empresa.uuid}`, { status: 'ativa' }),
    objeto: {
      conferir: async () => {
        const res = await comoDono(
          A,
          R('PATCH', `/api/assinatura/empresas/${B.empresa.uuid}`, { status: 'ativa' }),
        );
        return res.statusCode === 403 ? null : `A ajusta a assinatura de B: ${res.statusCode}`;
      },
    },
  },
  'POST /api/assinatura/cobrancas/:uuid/baixa': {
    pedido: () => R('POST', `/api/assinatura/cobrancas/${randomUUID()}/baixa`),
    objeto: {
      conferir: async () => {
        const res = await comoDono(A, R('POST', `/api/assinatura/cobrancas/${randomUUID()}/baixa`));
        return res.statusCode === 403 ? null : `A dá baixa em cobranças: ${res.statusCode}`;
      },
    },
  },
  'POST /api/webhooks/mercadopago': {
    pedido: () => R('POST', '/api/webhooks/mercadopago?data.id=1&type=payment', {}),
    objeto: { fora: 'pública: notificação assinada do gateway (sem gateway configurado: 409)' },
  },

  // Finance registers and entries (issue 27, decision 040).
  'GET /api/contas': { pedido: () => R('GET', '/api/contas'), objeto: { lista: (m) => F(m).conta } },
  'POST /api/contas': {
    pedido: () => R('POST', '/api/contas', { nome: 'Nova', tipo: 'caixa', saldo_inicial_em: '2026-01-01' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'PATCH /api/contas/:uuid': {
    pedido: (alvo) =>
      R('PATCH', `/api/contas/${F(alvo).conta}`, {
        nome: 'Invadida',
        tipo: 'caixa',
        saldo_inicial_em: '2026-01-01',
      }),
    objeto: ALHEIO,
  },
  'DELETE /api/contas/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/contas/${F(alvo).conta}`),
    objeto: ALHEIO,
  },
  'POST /api/contas/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/contas/${F(alvo).conta}/restaurar`),
    objeto: ALHEIO,
  },
  'GET /api/carteiras': { pedido: () => R('GET', '/api/carteiras'), objeto: { lista: (m) => F(m).carteira } },
  'POST /api/carteiras': {
    pedido: () => R('POST', '/api/carteiras', { nome: 'Nova carteira' }),
    objeto: { fora: 'cria na empresa de quem chama, sem referência a outro registro' },
  },
  'PATCH /api/carteiras/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/carteiras/${F(alvo).carteira}`, { nome: 'Invadida' }),
    objeto: ALHEIO,
  },
  'DELETE /api/carteiras/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/carteiras/${F(alvo).carteira}`),
    objeto: ALHEIO,
  },
  'POST /api/carteiras/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/carteiras/${F(alvo).carteira}/restaurar`),
    objeto: ALHEIO,
  },
  'GET /api/formas': { pedido: () => R('GET', '/api/formas'), objeto: { lista: (m) => F(m).forma } },
  'POST /api/formas': {
    pedido: (alvo) => R('POST', '/api/formas', { nome: 'Pix invasor', tipo: 'pix', conta: F(alvo).conta }),
    objeto: REFERENCIA,
  },
  'PATCH /api/formas/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/formas/${F(alvo).forma}`, { nome: 'Invadida', tipo: 'pix' }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PATCH', `/api/formas/${F(meu).forma}`, { nome: 'Pix', tipo: 'pix', conta: F(alvo).conta }),
        objeto: REFERENCIA,
      },
    ],
  },
  'DELETE /api/formas/:uuid': {
    pedido: (alvo) => R('DELETE', `/api/formas/${F(alvo).forma}`),
    objeto: ALHEIO,
  },
  'POST /api/formas/:uuid/restaurar': {
    pedido: (alvo) => R('POST', `/api/formas/${F(alvo).forma}/restaurar`),
    objeto: ALHEIO,
  },
  'GET /api/pagamentos': {
    pedido: () => R('GET', '/api/pagamentos?tipo=pagar'),
    objeto: { lista: (m) => F(m).pagamento },
    tambem: [
      {
        pedido: (alvo) =>
          R('GET', `/api/pagamentos?tipo=pagar&conta=${F(alvo).conta}&carteira=${F(alvo).carteira}`),
        objeto: REFERENCIA,
      },
      {
        pedido: (alvo) => R('GET', `/api/pagamentos?tipo=receber&pedido=${fechadas.get(alvo)}`),
        objeto: REFERENCIA,
      },
    ],
  },
  'POST /api/pagamentos': {
    pedido: (alvo) =>
      R('POST', '/api/pagamentos', {
        tipo: 'pagar',
        descricao: 'Invasão',
        valor_rs: 1,
        vencimento: '2026-12-01',
        conta: F(alvo).conta,
      }),
    objeto: REFERENCIA,
    tambem: [
      {
        pedido: (alvo) =>
          R('POST', '/api/pagamentos', {
            tipo: 'receber',
            descricao: 'Invasão',
            valor_rs: 1,
            vencimento: '2026-12-01',
            cliente: alvo.cliente,
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'GET /api/pagamentos/:uuid': {
    pedido: (alvo) => R('GET', `/api/pagamentos/${F(alvo).pagamento}`),
    objeto: ALHEIO,
  },
  'PATCH /api/pagamentos/:uuid': {
    pedido: (alvo) => R('PATCH', `/api/pagamentos/${F(alvo).pagamento}`, { descricao: 'Invadido' }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('PATCH', `/api/pagamentos/${F(meu).pagamento}`, {
            carteira: F(alvo).carteira,
            forma: F(alvo).forma,
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'POST /api/pagamentos/:uuid/baixa': {
    pedido: (alvo, meu) =>
      R('POST', `/api/pagamentos/${F(alvo).pagamento}/baixa`, { pago_em: '2026-11-28', conta: F(meu).conta }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('POST', `/api/pagamentos/${F(meu).pagamento}/baixa`, {
            pago_em: '2026-11-28',
            conta: F(alvo).conta,
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'POST /api/pagamentos/:uuid/estornar': {
    pedido: (alvo) => R('POST', `/api/pagamentos/${F(alvo).pago}/estornar`),
    objeto: ALHEIO,
  },
  'POST /api/pagamentos/:uuid/cancelar': {
    pedido: (alvo) => R('POST', `/api/pagamentos/${F(alvo).pagamento}/cancelar`, { motivo: 'Invasão' }),
    objeto: ALHEIO,
  },
  'POST /api/pagamentos/:uuid/anexo': {
    pedido: (alvo) => ({
      ...envio(`/api/pagamentos/${F(alvo).pagamento}/anexo`, 'recibo.pdf', 'application/pdf', PDF_MINIMO),
      method: 'POST',
    }),
    objeto: ALHEIO,
  },
  'GET /api/pagamentos/:uuid/anexo': {
    pedido: (alvo) => R('GET', `/api/pagamentos/${F(alvo).pagamento}/anexo`),
    objeto: ALHEIO,
  },
  'POST /api/pagamentos/:uuid/cobranca': {
    pedido: (alvo) => R('POST', `/api/pagamentos/${F(alvo).pagamento}/cobranca`, { forma: 'pix' }),
    objeto: ALHEIO,
  },
  'GET /api/financeiro/categorias': {
    pedido: () => R('GET', '/api/financeiro/categorias?tipo=pagar'),
    // The suggestions are the same for everyone; a company's own categories are its own.
    objeto: { lista: () => 'Compra de mercadorias' },
  },

  // Bank statements and reports (issue 27, decision 040).
  'POST /api/contas/:uuid/extratos': { pedido: (alvo) => envioOfx(X(alvo).conta), objeto: ALHEIO },
  'GET /api/contas/:uuid/extratos/linhas': {
    pedido: (alvo) => R('GET', `/api/contas/${X(alvo).conta}/extratos/linhas`),
    objeto: ALHEIO,
  },
  'POST /api/contas/:uuid/extratos/linhas/:linha/conciliar': {
    pedido: (alvo, meu) =>
      R('POST', linhaDe(X(alvo).conta, X(alvo).linha, 'conciliar'), { pagamento: X(meu).pagamento }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('POST', linhaDe(X(meu).conta, X(alvo).linha, 'conciliar'), { pagamento: X(meu).pagamento }),
        objeto: ALHEIO,
      },
      {
        pedido: (alvo, meu) =>
          R('POST', linhaDe(X(meu).conta, X(meu).linha, 'conciliar'), { pagamento: X(alvo).pagamento }),
        objeto: REFERENCIA,
      },
    ],
  },
  'POST /api/contas/:uuid/extratos/linhas/:linha/lancar': {
    pedido: (alvo) => R('POST', linhaDe(X(alvo).conta, X(alvo).linha, 'lancar'), { descricao: 'Invasão' }),
    objeto: ALHEIO,
    tambem: [
      {
        pedido: (alvo, meu) =>
          R('POST', linhaDe(X(meu).conta, X(alvo).linha, 'lancar'), { descricao: 'Invasão' }),
        objeto: ALHEIO,
      },
      {
        pedido: (alvo, meu) =>
          R('POST', linhaDe(X(meu).conta, X(meu).linha, 'lancar'), {
            descricao: 'Com a carteira de B',
            carteira: X(alvo).carteira,
          }),
        objeto: REFERENCIA,
      },
    ],
  },
  'POST /api/contas/:uuid/extratos/linhas/:linha/ignorar': {
    pedido: (alvo) => R('POST', linhaDe(X(alvo).conta, X(alvo).linha, 'ignorar')),
    objeto: ALHEIO,
    tambem: [
      { pedido: (alvo, meu) => R('POST', linhaDe(X(meu).conta, X(alvo).linha, 'ignorar')), objeto: ALHEIO },
    ],
  },
  'POST /api/contas/:uuid/extratos/linhas/:linha/desfazer': {
    pedido: (alvo) => R('POST', linhaDe(X(alvo).conta, X(alvo).linha, 'desfazer')),
    objeto: ALHEIO,
    tambem: [
      { pedido: (alvo, meu) => R('POST', linhaDe(X(meu).conta, X(alvo).linha, 'desfazer')), objeto: ALHEIO },
    ],
  },
  'GET /api/financeiro/extrato': {
    pedido: (alvo) => R('GET', `/api/financeiro/extrato?conta=${X(alvo).conta}&de=2026-11-01&ate=2026-11-30`),
    objeto: ALHEIO,
  },
  'GET /api/financeiro/demonstrativo': {
    pedido: () => R('GET', '/api/financeiro/demonstrativo?de=2026-01&ate=2026-12'),
    objeto: { agregado: true },
    tambem: [
      {
        pedido: (alvo) => R('GET', `/api/financeiro/demonstrativo?carteira=${X(alvo).carteira}`),
        objeto: REFERENCIA,
      },
    ],
  },
};
// Every dashboard widget is an aggregate of the caller's company.
for (const w of WIDGETS)
  casos[`GET /api/dashboard/${w.nome}`] = {
    pedido: () => R('GET', `/api/dashboard/${w.nome}`),
    objeto: { agregado: true },
  };

// A board card's routes, under each kind of record's own path (decision 038).
for (const [rota, registro, comentario, anexo] of [
  ['atendimentos', (s: Semente) => Q(s).cartao, (s: Semente) => Q(s).comentario, (s: Semente) => Q(s).anexo],
  [
    'pedidos',
    (s: Semente) => vendas.get(s) ?? '',
    (s: Semente) => Q(s).comentarioVenda,
    (s: Semente) => Q(s).anexoVenda,
  ],
] as const) {
  const base = (s: Semente) => `/api/${rota}/${registro(s)}`;
  const doMeu = (montar: (alvo: Semente, meu: Semente) => Pedido) => [{ pedido: montar, objeto: REFERENCIA }];
  casos[`GET /api/${rota}/:uuid/cartao`] = {
    pedido: (alvo) => R('GET', `${base(alvo)}/cartao`),
    objeto: ALHEIO,
  };
  casos[`PATCH /api/${rota}/:uuid/cartao`] = {
    pedido: (alvo) => R('PATCH', `${base(alvo)}/cartao`, { prazo: '2030-01-01' }),
    objeto: ALHEIO,
    tambem: [
      ...doMeu((alvo, meu) => R('PATCH', `${base(meu)}/cartao`, { responsavel: alvo.funcionario })),
      ...doMeu((alvo, meu) => R('PATCH', `${base(meu)}/cartao`, { classificacoes: [Q(alvo).classificacao] })),
      ...doMeu((alvo, meu) =>
        R('PATCH', `${base(meu)}/cartao`, { preenchimentos: [{ campo: Q(alvo).campo, valor: 'x' }] }),
      ),
      ...(rota === 'atendimentos'
        ? [
            ...doMeu((alvo, meu) => R('PATCH', `${base(meu)}/cartao`, { cliente: alvo.cliente })),
            ...doMeu((alvo, meu) => R('PATCH', `${base(meu)}/cartao`, { usina: alvo.usina })),
          ]
        : []),
    ],
  };
  casos[`POST /api/${rota}/:uuid/mover`] = {
    pedido: (alvo, meu) => R('POST', `${base(alvo)}/mover`, { fase: Q(meu).fase }),
    objeto: ALHEIO,
    tambem: doMeu((alvo, meu) => R('POST', `${base(meu)}/mover`, { fase: Q(alvo).fase })),
  };
  casos[`GET /api/${rota}/:uuid/comentarios`] = {
    pedido: (alvo) => R('GET', `${base(alvo)}/comentarios`),
    objeto: ALHEIO,
  };
  casos[`POST /api/${rota}/:uuid/comentarios`] = {
    pedido: (alvo) => R('POST', `${base(alvo)}/comentarios`, { texto: 'Invasor' }),
    objeto: ALHEIO,
    tambem: doMeu((alvo, meu) =>
      R('POST', `${base(meu)}/comentarios`, { texto: 'Oi', mencoes: [alvo.funcionario] }),
    ),
  };
  casos[`DELETE /api/${rota}/:uuid/comentarios/:comentario`] = {
    pedido: (alvo) => R('DELETE', `${base(alvo)}/comentarios/${comentario(alvo)}`),
    objeto: ALHEIO,
    tambem: [
      { pedido: (alvo, meu) => R('DELETE', `${base(meu)}/comentarios/${comentario(alvo)}`), objeto: ALHEIO },
    ],
  };
  casos[`GET /api/${rota}/:uuid/anexos`] = {
    pedido: (alvo) => R('GET', `${base(alvo)}/anexos`),
    objeto: ALHEIO,
  };
  casos[`POST /api/${rota}/:uuid/anexos`] = {
    pedido: (alvo) => ({ ...envio(`${base(alvo)}/anexos`, 'foto.png', 'image/png', PNG), method: 'POST' }),
    objeto: ALHEIO,
  };
  casos[`GET /api/${rota}/:uuid/anexos/:anexo`] = {
    pedido: (alvo) => R('GET', `${base(alvo)}/anexos/${anexo(alvo)}`),
    objeto: ALHEIO,
    tambem: [{ pedido: (alvo, meu) => R('GET', `${base(meu)}/anexos/${anexo(alvo)}`), objeto: ALHEIO }],
  };
  casos[`DELETE /api/${rota}/:uuid/anexos/:anexo`] = {
    pedido: (alvo) => R('DELETE', `${base(alvo)}/anexos/${anexo(alvo)}`),
    objeto: ALHEIO,
    tambem: [{ pedido: (alvo, meu) => R('DELETE', `${base(meu)}/anexos/${anexo(alvo)}`), objeto: ALHEIO }],
  };
}

/** 'usuario' routes that check a permission of the company in the path themselves. */
const PERMISSAO_NA_ROTA = new Set(['PATCH /api/empresas/:uuid', 'DELETE /api/empresas/:uuid']);

function inject(p: Pedido, headers: Record<string, string>) {
  return t.app.inject({
    method: p.method,
    url: p.url,
    headers: { ...headers, ...p.headers },
    ...(p.payload ? { payload: p.payload } : {}),
  });
}
const comoDono = (s: Semente, p: Pedido) => inject(p, como(s.dono, s.empresa));
const comoDistribuidor = (d: DistribuidorDeTeste, p: Pedido) => inject(p, como(d.dono, d.empresa));

/** What E sees of its draft: must be the same after D's and A's attempts. */
async function retratoDeE() {
  const urls = [
    `/api/catalogos/${rascunhoE.catalogo}`,
    `/api/catalogos/${rascunhoE.catalogo}/itens`,
    '/api/catalogos',
  ];
  return Promise.all(urls.map(async (url) => (await comoDistribuidor(E, R('GET', url))).body));
}

/**
 * A route on one catalogue of the caller's: D with E's draft gets a 404 of the record, A (an
 * integrator) with D's catalogue gets 403 "Só distribuidores…", and E's draft stays as it was.
 */
function catalogoAlheio(montar: (catalogo: string) => Pedido, extra?: () => Promise<string | null>): Caso {
  return {
    pedido: () => montar(D.catalogo),
    objeto: {
      conferir: async () => {
        const antes = await retratoDeE();
        const res = await comoDistribuidor(D, montar(rascunhoE.catalogo));
        const msg = (res.json() as { message?: string }).message ?? '';
        if (res.statusCode !== 404 || !/não encontrad/i.test(msg))
          return `D com o rascunho de E: ${res.statusCode} ${res.body.slice(0, 120)}`;
        const deA = await comoDono(A, montar(D.catalogo));
        const msgA = (deA.json() as { message?: string }).message;
        if (deA.statusCode !== 403 || msgA !== 'Só distribuidores publicam catálogos.')
          return `A (integrador): ${deA.statusCode} ${deA.body.slice(0, 120)}`;
        const erro = extra ? await extra() : null;
        if (erro) return erro;
        return JSON.stringify(await retratoDeE()) === JSON.stringify(antes) ? null : 'o rascunho de E mudou';
      },
    },
  };
}

function rotasApi() {
  return t.app.rotas
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
    .map((r) => ({ chave: `${r.method} ${r.url}`, acesso: r.acesso as string | { permissao: unknown } }));
}

/** What B sees of its own records, read as B: must be the same after A's attempts. */
async function retratoDeB(): Promise<Record<string, unknown>> {
  const urls = [
    `/api/empresas/${B.empresa.uuid}`,
    '/api/setores',
    '/api/cargos',
    '/api/cargos?removidos=1',
    '/api/funcionarios',
    '/api/funcionarios?removidos=1',
    '/api/clientes',
    '/api/clientes?removidos=1',
    '/api/categorias',
    '/api/categorias?removidos=1',
    '/api/produtos',
    '/api/produtos?removidos=1',
    `/api/produtos/${B.produto}`,
    `/api/produtos/${B.kit}/componentes`,
    '/api/estoque/movimentos',
    '/api/servicos',
    '/api/servicos?removidos=1',
    '/api/atendimentos',
    `/api/atendimentos/${B.atendimento}/historico`,
    '/api/pedidos',
    `/api/pedidos/${B.pedido}/historico`,
    '/api/portais',
    `/api/importacoes/${B.importacao}`,
    '/api/usinas',
    `/api/usinas/${B.usina}`,
    `/api/usinas/${B.outraUsina}`,
    `/api/usinas/${B.usinaManual}`,
    '/api/unidades',
    `/api/faturas/${B.fatura}`,
    '/api/faturas/caixa-de-entrada',
    `/api/usinas/${B.usina}/integracoes`,
    '/api/paineis',
    '/api/notificacoes',
    '/api/alertas',
    `/api/irradiacao?cidade=${B.cidadeIrradiacao}`,
    '/api/quadros',
    `/api/quadros/${Q(B).quadro}/cartoes`,
    `/api/grupos?quadro=${Q(B).quadro}`,
    '/api/classificacoes',
    '/api/automacoes',
    `/api/automacoes/${Q(B).automacao}/execucoes`,
    `/api/atendimentos/${Q(B).cartao}/comentarios`,
    `/api/atendimentos/${Q(B).cartao}/anexos`,
    `/api/atendimentos/${Q(B).cartao}/historico`,
    `/api/pedidos/${vendas.get(B)}/cartao`,
    `/api/pedidos/${vendas.get(B)}/comentarios`,
    `/api/pedidos/${vendas.get(B)}/anexos`,
    '/api/contas',
    '/api/contas?removidos=1',
    '/api/carteiras',
    '/api/formas',
    '/api/pagamentos?tipo=pagar',
    '/api/pagamentos?tipo=receber',
    `/api/pagamentos/${F(B).pagamento}`,
    '/api/financeiro/categorias?tipo=pagar',
    `/api/contas/${X(B).conta}/extratos/linhas`,
    `/api/financeiro/extrato?conta=${X(B).conta}&de=2026-11-01&ate=2026-11-30`,
    '/api/financeiro/demonstrativo?de=2026-01&ate=2026-12',
  ];
  const retrato: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await comoDono(B, R('GET', url));
    retrato[url] = res.statusCode === 200 ? res.json() : res.statusCode;
  }
  const convites = await inject(R('GET', '/api/funcionarios/convites'), como(B.convidado));
  retrato.convites = convites.json();
  return retrato;
}

/** A's lists and dashboard, read as A: must not move when B's records are created. */
async function visaoDeA(): Promise<Map<string, string>> {
  const visao = new Map<string, string>();
  for (const [chave, caso] of Object.entries(casos)) {
    if (!('lista' in caso.objeto || 'agregado' in caso.objeto)) continue;
    const res = await comoDono(A, caso.pedido(A, A));
    visao.set(chave, `${res.statusCode} ${res.body}`);
  }
  return visao;
}

beforeAll(async () => {
  const contaA = contaGrowatt('Alfa', 101);
  const contaB = contaGrowatt('Bravo', 202);
  sim = await iniciarSimuladorGrowatt([contaA, contaB]);
  t = await createTestApp({
    env: { GROWATT_URL: sim.url, IMPORT_HISTORY_MONTHS: '1', SMTP_INBOUND_PORT: '0' },
  });
  smtp = await iniciarRecepcao(t.ctx, 0);
  const smtpEntrada = smtp.porta;
  A = await semear(t, 'Alfa', contaA, { matricula: '11100001', cidadeIrradiacao: '3550308', smtpEntrada });
  // A's guest accepts: A's employee whose position grants nothing.
  semPermissao = A.convidado;
  const aceite = await inject(R('POST', `/api/funcionarios/${A.funcionario}/aceitar`), como(semPermissao));
  if (aceite.statusCode !== 200) throw new Error(`aceite: ${aceite.statusCode} ${aceite.body}`);
  P = await prestadorDeTeste(t, 'Limpa Sol Prestadora');
  await solicitarComoSemente(t, A, P);
  D = await distribuidorDeTeste(t, 'Distribuidora Matriz');
  E = await distribuidorDeTeste(t, 'Distribuidora Rival');
  rascunhoE = await rascunhoDeTeste(t, E);
  await pedirComoSemente(t, A, D);
  vendas.set(A, await venderComoSemente(t, A));
  fechadas.set(A, await fecharVendaComoSemente(t, A));
  quadros.set(A, await quadroComoSemente(t, A, vendas.get(A) ?? ''));
  extratos.set(A, await extratoComoSemente(t, A));
  financas.set(A, await financeiroComoSemente(t, A));
  // A's own request and order count in its dashboard: they are in before the snapshot, B's after.
  for (const [k, v] of await visaoDeA()) visaoDeAAntesDeB.set(k, v);
  B = await semear(t, 'Bravo', contaB, { matricula: '22200002', cidadeIrradiacao: '3304557', smtpEntrada });
  // Integrations last: no job queue is drained after them.
  await integrar(t, A);
  await integrar(t, B);
  await solicitarComoSemente(t, B, P);
  await pedirComoSemente(t, B, D);
  vendas.set(B, await venderComoSemente(t, B));
  fechadas.set(B, await fecharVendaComoSemente(t, B));
  quadros.set(B, await quadroComoSemente(t, B, vendas.get(B) ?? ''));
  extratos.set(B, await extratoComoSemente(t, B));
  financas.set(B, await financeiroComoSemente(t, B));
  B.marcas.push(...Object.values(X(B)));

  const h = como(A.dono, A.empresa);
  const estados = (await t.app.inject({ method: 'GET', url: '/api/estados', headers: h })).json() as {
    data: Array<{ uuid: string }>;
  };
  catalogo.estado = estados.data[0]?.uuid ?? '';
  const sp = (await t.app.inject({ method: 'GET', url: '/api/cidades/3550308', headers: h })).json() as {
    data: { uuid: string };
  };
  catalogo.cidade = sp.data.uuid;
  catalogo.cpfl = A.cpfl;
  catalogo.celesc = A.celesc;
}, 60_000);
afterAll(async () => {
  await smtp?.fechar();
  await t?.close();
  await sim?.fechar();
});

describe('cobertura da tabela de rotas', () => {
  it('toda rota /api está na tabela de cobertura, e a tabela só tem rotas que existem', () => {
    const rotas = rotasApi().map((r) => r.chave);
    expect(rotas.length).toBeGreaterThan(100);
    const semCobertura = rotas.filter((r) => !(r in casos));
    const inexistentes = Object.keys(casos).filter((c) => !rotas.includes(c));
    expect({ semCobertura, inexistentes }).toEqual({ semCobertura: [], inexistentes: [] });
  });
});

describe('autorização por objeto: a empresa A não alcança nada da empresa B', () => {
  it('ids de B (rota, corpo ou filtro) dão 404 ou são recusados, e os registros de B não mudam', async () => {
    const antes = await retratoDeB();
    const problemas: string[] = [];
    const tentar = async (chave: string, montar: Montar, objeto: Objeto) => {
      const p = montar(B, A);
      const res = await comoDono(A, p);
      const rotulo = `${chave} (${p.method} ${p.url})`;
      const vazou = B.marcas.find((m) => res.body.includes(m));
      if ('alheio' in objeto) {
        const msg = (res.json() as { message?: string }).message ?? '';
        // A 404 of the record, not of an address the table got wrong.
        const doRegistro =
          res.headers['x-error-code'] !== 'ROTA_NAO_ENCONTRADA' && /não encontrad/i.test(msg);
        if (res.statusCode !== 404 || !doRegistro)
          problemas.push(`${rotulo}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      } else if ('referencia' in objeto) {
        const recusado = res.statusCode === 404 || res.statusCode === 422;
        const listaSemB = p.method === 'GET' && res.statusCode === 200 && !vazou;
        if (!recusado && !listaSemB) problemas.push(`${rotulo}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      } else if ('isolado' in objeto) {
        if (res.statusCode >= 500) problemas.push(`${rotulo}: ${res.statusCode}`);
      }
      if (vazou && res.statusCode < 300) problemas.push(`${rotulo}: a resposta traz ${vazou}, de B`);
    };
    for (const [chave, caso] of Object.entries(casos)) {
      if ('alheio' in caso.objeto || 'referencia' in caso.objeto || 'isolado' in caso.objeto)
        await tentar(chave, caso.pedido, caso.objeto);
      for (const extra of caso.tambem ?? []) await tentar(chave, extra.pedido, extra.objeto);
    }
    expect(problemas).toEqual([]);
    expect(await retratoDeB()).toEqual(antes);
  });

  it('na mesma empresa, os painéis e as notificações de outra pessoa dão 404 e não mudam', async () => {
    const doDono = async () => ({
      paineis: (await comoDono(A, R('GET', '/api/paineis'))).body,
      notificacoes: (await inject(R('GET', '/api/notificacoes'), como(A.dono))).body,
    });
    const antes = await doDono();
    const tentativas = [
      R('PUT', `/api/paineis/${A.painel}`, { nome: 'Invadido', layout: [] }),
      R('DELETE', `/api/paineis/${A.painel}`),
      R('POST', '/api/paineis', { id: A.painel, nome: 'Invadido', layout: [] }),
      R('PATCH', `/api/notificacoes/${A.notificacao}`, { lida: true }),
      R('DELETE', `/api/notificacoes/${A.notificacao}`),
    ];
    const status = [];
    for (const p of tentativas) status.push((await inject(p, como(semPermissao, A.empresa))).statusCode);
    expect(status).toEqual([404, 404, 404, 404, 404]);
    expect(await doDono()).toEqual(antes);
  });

  it('as mesmas consultas com os ids da própria empresa respondem 200 (o 404 acima é pelo dono do registro)', async () => {
    const problemas: string[] = [];
    for (const [chave, caso] of Object.entries(casos)) {
      if (!('alheio' in caso.objeto) || !chave.startsWith('GET ')) continue;
      const res = await comoDono(A, caso.pedido(A, A));
      if (res.statusCode !== 200) problemas.push(`${chave}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(problemas).toEqual([]);
  });

  it('listas e consultas de A trazem os registros de A e nenhum de B', async () => {
    const problemas: string[] = [];
    for (const [chave, caso] of Object.entries(casos)) {
      const o = caso.objeto;
      if (!('lista' in o || 'conferir' in o)) continue;
      if ('conferir' in o) {
        const erro = await o.conferir();
        if (erro) problemas.push(`${chave}: ${erro}`);
        continue;
      }
      const res = await comoDono(A, caso.pedido(A, A));
      const proprio = o.lista(A);
      const vazou = B.marcas.find((m) => res.body.includes(m));
      if (res.statusCode !== 200) problemas.push(`${chave}: ${res.statusCode}`);
      else if (vazou) problemas.push(`${chave}: traz ${vazou}, de B`);
      else if (proprio && !res.body.includes(proprio)) problemas.push(`${chave}: não traz ${proprio}, de A`);
    }
    expect(problemas).toEqual([]);
  });

  it('os números do painel de A não mudam quando B ganha registros, e não citam B', async () => {
    const depois = await visaoDeA();
    const problemas: string[] = [];
    for (const [chave, caso] of Object.entries(casos)) {
      if (!('agregado' in caso.objeto)) continue;
      const res = depois.get(chave) ?? '';
      const vazou = B.marcas.find((m) => res.includes(m));
      if (vazou) problemas.push(`${chave}: traz ${vazou}, de B`);
      if (!res.startsWith('200 ') && !res.startsWith('403 '))
        problemas.push(`${chave}: ${res.slice(0, 120)}`);
      if (res !== visaoDeAAntesDeB.get(chave))
        problemas.push(`${chave}: mudou depois que B ganhou registros`);
    }
    expect(problemas).toEqual([]);
  });
});

describe('autorização por função', () => {
  it('as rotas públicas e as que pedem só uma sessão são exatamente as da lista', () => {
    const rotas = rotasApi();
    const publicas = rotas.filter((r) => r.acesso === 'publico').map((r) => r.chave);
    const soSessao = rotas.filter((r) => r.acesso === 'usuario').map((r) => r.chave);
    expect(publicas.sort()).toEqual(
      [
        'GET /api/arquivos/:uuid',
        'GET /api/config',
        'GET /api/health',
        'GET /api/propostas/:token',
        'POST /api/propostas/:token/aceitar',
        'POST /api/propostas/:token/recusar',
        'POST /api/propostas/:token/assinar',
        'GET /api/propostas/:token/contrato/pdf',
        'GET /api/usuarios/login/google',
        'GET /api/usuarios/me',
        'POST /api/usuarios',
        'POST /api/usuarios/login',
        'POST /api/usuarios/login/google',
        'POST /api/usuarios/recover',
        'POST /api/usuarios/recover/:token',
        'POST /api/webhooks/mercadopago',
      ].sort(),
    );
    expect(soSessao.sort()).toEqual(
      [
        'POST /api/usuarios/logout',
        'PATCH /api/usuarios',
        'DELETE /api/usuarios',
        'POST /api/usuarios/restaurar',
        'GET /api/empresas',
        'GET /api/empresas/:uuid',
        'POST /api/empresas',
        'PATCH /api/empresas/:uuid',
        'DELETE /api/empresas/:uuid',
        'GET /api/funcionarios/convites',
        'POST /api/funcionarios/:uuid/aceitar',
        'POST /api/funcionarios/:uuid/recusar',
        'GET /api/paineis',
        'POST /api/paineis',
        'PUT /api/paineis/:uuid',
        'DELETE /api/paineis/:uuid',
        'GET /api/notificacoes',
        'POST /api/notificacoes/lidas',
        'PATCH /api/notificacoes/:uuid',
        'DELETE /api/notificacoes/:uuid',
        'GET /api/fabricantes',
        'GET /api/concessionarias',
        'GET /api/concessionarias/:uuid',
        'GET /api/desempenho',
      ].sort(),
    );
  });

  it('quem é da empresa mas não tem a permissão da rota recebe 403, com os ids da própria empresa', async () => {
    const problemas: string[] = [];
    const chaves = rotasApi()
      .filter((r) => typeof r.acesso === 'object' || PERMISSAO_NA_ROTA.has(r.chave))
      .map((r) => r.chave);
    expect(chaves.length).toBeGreaterThan(80);
    for (const chave of chaves) {
      const caso = casos[chave];
      if (!caso) continue;
      const res = await inject(caso.pedido(A, A), como(semPermissao, A.empresa));
      const msg = res.statusCode === 403 ? (res.json() as { message: string }).message : '';
      if (msg !== 'Você não tem permissão para esta ação')
        problemas.push(`${chave}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(problemas).toEqual([]);
    // The same person still reaches what needs only a session.
    expect((await inject(R('GET', '/api/paineis'), como(semPermissao, A.empresa))).statusCode).toBe(200);
  });

  it('sem token, toda rota que não é pública responde 401', async () => {
    const problemas: string[] = [];
    for (const r of rotasApi()) {
      if (r.acesso === 'publico') continue;
      const caso = casos[r.chave];
      if (!caso) continue;
      const res = await inject(caso.pedido(A, A), {});
      const msg = res.statusCode === 401 ? (res.json() as { message: string }).message : '';
      if (msg !== 'Entre com sua conta para continuar') problemas.push(`${r.chave}: ${res.statusCode}`);
    }
    expect(problemas).toEqual([]);
  });
});
