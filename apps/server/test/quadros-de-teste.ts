import { como, criarPessoa, type Pessoa } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';

/** An employee of `empresa` in a position with `permissoes` (invited and accepted), in its own sector. */
export async function funcionarioDeTeste(
  t: TestApp,
  dono: Pessoa,
  empresa: { uuid: string },
  nome: string,
  permissoes: string[],
): Promise<{ pessoa: Pessoa; funcionario: string; setor: string }> {
  const headers = como(dono, empresa);
  const criar = async (url: string, payload: Record<string, unknown>) => {
    const r = await t.app.inject({ method: 'POST', url, headers, payload });
    if (r.statusCode !== 201) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return (r.json() as { data: { uuid: string } }).data.uuid;
  };
  const setor = await criar('/api/setores', { nome: `Setor de ${nome}` });
  const cargo = await criar('/api/cargos', { nome: `Cargo de ${nome}`, setor, permissoes });
  const pessoa = await criarPessoa(t, nome);
  const funcionario = await criar('/api/funcionarios', { nome, email: pessoa.email, cargo });
  const aceite = await t.app.inject({
    method: 'POST',
    url: `/api/funcionarios/${funcionario}/aceitar`,
    headers: como(pessoa),
  });
  if (aceite.statusCode >= 300) throw new Error(`aceitar: ${aceite.statusCode} ${aceite.body}`);
  return { pessoa, funcionario, setor };
}

/** The company's board of a kind, with its stages' uuids by name. */
export async function quadroDe(
  t: TestApp,
  quem: Pessoa,
  empresa: { uuid: string },
  tipo: 'atendimentos' | 'pedidos',
) {
  const r = await t.app.inject({ method: 'GET', url: '/api/quadros', headers: como(quem, empresa) });
  const q = (
    r.json() as {
      data: Array<{
        uuid: string;
        tipo: string;
        padrao: boolean;
        fases: Array<{ uuid: string; nome: string }>;
      }>;
    }
  ).data.find((x) => x.tipo === tipo && x.padrao);
  if (!q) throw new Error(`quadro ${tipo}: ${r.statusCode} ${r.body}`);
  return {
    uuid: q.uuid,
    fase: Object.fromEntries(q.fases.map((f) => [f.nome, f.uuid])) as Record<string, string>,
  };
}

/** What `quadroComoSemente` seeds on a company's board (issue 26). */
export interface QuadroSemente {
  quadro: string;
  fase: string;
  /** A service request recorded on the board, with a comment and an attachment. */
  cartao: string;
  comentario: string;
  anexo: string;
  /** The same on the deal's card (`venda`). */
  comentarioVenda: string;
  anexoVenda: string;
  classificacao: string;
  grupo: string;
  campo: string;
  automacao: string;
}

const PNG_1PX = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * The board furniture of a seeded company, for the authorisation table: its default service
 * board, a stage, a request card (and the deal `venda`'s card) with a comment and an attachment,
 * a label, a custom field and an automation. Every uuid joins `s.marcas`.
 */
export async function quadroComoSemente(
  t: TestApp,
  s: { dono: Pessoa; empresa: { uuid: string }; rotulo: string; marcas: string[] },
  venda: string,
): Promise<QuadroSemente> {
  const headers = como(s.dono, s.empresa);
  const chamar = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const r = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return (r.json() as { data: { uuid: string } }).data;
  };
  const anexar = async (url: string) => {
    const m = multipart({}, 'arquivo', { nome: `foto-${s.rotulo}.png`, tipo: 'image/png', dados: PNG_1PX });
    const r = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': m.contentType },
      payload: m.payload,
    });
    if (r.statusCode !== 201) throw new Error(`anexo: ${r.statusCode} ${r.body}`);
    return (r.json() as { data: { uuid: string } }).data.uuid;
  };
  const q = await quadroDe(t, s.dono, s.empresa, 'atendimentos');
  const fase = (await chamar('POST', '/api/fases', { quadro: q.uuid, nome: `Fase ${s.rotulo}` })).uuid;
  const cartao = (await chamar('POST', `/api/quadros/${q.uuid}/cartoes`, { titulo: `Pedido de ${s.rotulo}` }))
    .uuid;
  const comentario = (
    await chamar('POST', `/api/atendimentos/${cartao}/comentarios`, { texto: `Nota de ${s.rotulo}` })
  ).uuid;
  const anexo = await anexar(`/api/atendimentos/${cartao}/anexos`);
  const comentarioVenda = (
    await chamar('POST', `/api/pedidos/${venda}/comentarios`, { texto: `Venda de ${s.rotulo}` })
  ).uuid;
  const anexoVenda = await anexar(`/api/pedidos/${venda}/anexos`);
  const classificacao = (
    await chamar('POST', '/api/classificacoes', { nome: `Etiqueta ${s.rotulo}`, cor: '#3182ce' })
  ).uuid;
  const grupo = (await chamar('POST', '/api/grupos', { quadro: q.uuid, nome: `Grupo ${s.rotulo}` })).uuid;
  const campo = (await chamar('POST', '/api/campos', { grupo, nome: `Campo ${s.rotulo}`, tipo: 'texto' }))
    .uuid;
  await chamar('GET', '/api/automacoes');
  const automacao = (
    await chamar('POST', '/api/automacoes', {
      nome: `Regra ${s.rotulo}`,
      gatilho: 'cartao_entrou_fase',
      condicoes: { fase },
      acoes: [{ tipo: 'classificar', classificacao }],
      ativa: false,
    })
  ).uuid;
  const r = {
    quadro: q.uuid,
    fase,
    cartao,
    comentario,
    anexo,
    comentarioVenda,
    anexoVenda,
    classificacao,
    grupo,
    campo,
    automacao,
  };
  s.marcas.push(...Object.values(r));
  return r;
}
