import { LAYOUT_PADRAO } from '@irradia/shared/dashboard/widgets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// Saved dashboard templates (spec §3 dashboard panel): per user and context, id generated when
// absent, upsert by id, defaults per context kept by the sistema company.

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };

interface Painel {
  id: string;
  nome: string;
  layout: Array<{ i: string; x: number; y: number; w: number; h: number }>;
  conteudo: Record<string, unknown>;
  padrao_de: string | null;
}

/** `emp` null: the personal account (no company header). */
const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  quem: Pessoa = dono,
  emp: { uuid: string } | null = empresa,
) => t.app.inject({ method, url, headers: como(quem, emp ?? undefined), ...(payload ? { payload } : {}) });

async function listar(quem: Pessoa = dono, emp: { uuid: string } | null = empresa) {
  const r = await api('GET', '/api/paineis', undefined, quem, emp);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: Painel[]; meta: { contexto: string; padrao: Painel['layout'] } };
}

const item = (i: string, x = 0, y = 0, w = 1) => ({ i, x, y, w, h: 1 });

/** An employee of `emp` whose position grants exactly these permissions. */
async function funcionario(emp: { uuid: string }, permissoes: string[]) {
  const p = await criarPessoa(t, 'Func');
  const [e] = await t.database.query<{ id: number }>(sql`select id from empresas where uuid = ${emp.uuid}`);
  const [c] = await t.database.query<{ id: number }>(
    sql`insert into cargos (empresa_id, nome) values (${e?.id}, 'Operação') returning id`,
  );
  for (const perm of permissoes)
    await t.database.query(sql`insert into atribuicoes (cargo_id, permissao) values (${c?.id}, ${perm})`);
  await t.database.query(
    sql`insert into funcionarios (empresa_id, usuario_id, cargo_id, nome, email, aprovado_em)
        select ${e?.id}, u.id, ${c?.id}, u.nome, u.email, now() from usuarios u where u.uuid = ${p.uuid}`,
  );
  return p;
}

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t, 'Dona');
  empresa = await criarEmpresa(t, dono);
});
afterAll(() => t.close());

describe('/api/paineis', () => {
  it('sem modelos: lista vazia e o padrão do contexto', async () => {
    const r = await listar();
    expect(r.data).toEqual([]);
    expect(r.meta).toEqual({ contexto: 'integrador', padrao: LAYOUT_PADRAO.integrador });
  });

  it('o padrão mostra só os widgets que o usuário pode usar', async () => {
    const operador = await funcionario(empresa, ['usina:view']);
    const r = await listar(operador);
    const nomes = r.meta.padrao.map((x) => x.i);
    expect(nomes).toEqual([
      'usinas',
      'geracao_mes',
      'geracao_horaria',
      'usina_status',
      'geracao_diaria',
      'fabricantes',
    ]);
  });

  it('cria com id gerado, lista, altera e exclui', async () => {
    const criado = await api('POST', '/api/paineis', {
      nome: '  Operação  ',
      layout: [item('usinas'), item('geracao_horaria', 1, 0, 2)],
      conteudo: { geracao_horaria: { periodo: 'hoje' } },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const p = (criado.json() as { data: Painel }).data;
    expect(p.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(p).toMatchObject({
      nome: 'Operação',
      layout: [item('usinas'), item('geracao_horaria', 1, 0, 2)],
      conteudo: { geracao_horaria: { periodo: 'hoje' } },
      padrao_de: null,
    });
    expect((await listar()).data.map((x) => x.id)).toEqual([p.id]);

    const put = await api('PUT', `/api/paineis/${p.id}`, { nome: 'Operação 2', layout: [item('clientes')] });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as { data: Painel }).data).toMatchObject({
      id: p.id,
      nome: 'Operação 2',
      layout: [item('clientes')],
      conteudo: {},
    });

    expect((await api('DELETE', `/api/paineis/${p.id}`)).statusCode).toBe(204);
    expect((await listar()).data).toEqual([]);
    expect((await api('PUT', `/api/paineis/${p.id}`, { nome: 'X', layout: [] })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/paineis/${p.id}`)).statusCode).toBe(404);
  });

  it('id enviado pelo cliente: cria com ele e, de novo, atualiza (upsert)', async () => {
    const id = crypto.randomUUID();
    const a = await api('POST', '/api/paineis', { id, nome: 'Meu', layout: [item('usinas')] });
    expect(a.statusCode, a.body).toBe(201);
    expect((a.json() as { data: Painel }).data.id).toBe(id);
    const b = await api('POST', '/api/paineis', { id, nome: 'Meu de novo', layout: [item('fabricantes')] });
    expect(b.statusCode, b.body).toBe(200);
    const lista = (await listar()).data.filter((x) => x.id === id);
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ nome: 'Meu de novo', layout: [item('fabricantes')] });
  });

  it('os modelos de outro usuário não existem para ele (404)', async () => {
    const id = crypto.randomUUID();
    expect((await api('POST', '/api/paineis', { id, nome: 'Da dona', layout: [] })).statusCode).toBe(201);
    const colega = await funcionario(empresa, ['usina:view', 'cliente:view']);
    expect((await listar(colega)).data).toEqual([]);
    expect((await api('PUT', `/api/paineis/${id}`, { nome: 'Meu', layout: [] }, colega)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/api/paineis/${id}`, undefined, colega)).statusCode).toBe(404);
    expect((await api('POST', '/api/paineis', { id, nome: 'Tomado', layout: [] }, colega)).statusCode).toBe(
      404,
    );
    expect((await listar()).data.find((x) => x.id === id)?.nome).toBe('Da dona');
  });

  it('cada contexto tem os seus modelos (empresa, outra empresa, conta pessoal)', async () => {
    const antes = (await listar()).data.length;
    const outra = await criarEmpresa(t, dono);
    expect((await listar(dono, outra)).data).toEqual([]);
    const pessoal = await listar(dono, null);
    expect(pessoal.data).toEqual([]);
    expect(pessoal.meta).toEqual({ contexto: 'pessoal', padrao: [] });
    const r = await api('POST', '/api/paineis', { nome: 'Pessoal', layout: [] }, dono, null);
    expect(r.statusCode, r.body).toBe(201);
    expect((await listar(dono, null)).data.map((x) => x.nome)).toEqual(['Pessoal']);
    expect((await listar()).data).toHaveLength(antes);
    // A template of the personal account is not reachable from a company.
    const id = (r.json() as { data: Painel }).data.id;
    expect((await api('DELETE', `/api/paineis/${id}`)).statusCode).toBe(404);
  });

  it('widget que o usuário não pode usar neste contexto: 422', async () => {
    const r = await api('POST', '/api/paineis', { nome: 'X', layout: [item('usinas'), item('usuarios', 1)] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      errors: [
        { field: 'layout.1.i', rule: 'widget', message: 'Widget indisponível para este contexto: usuarios' },
      ],
    });
    const pessoal = await api('POST', '/api/paineis', { nome: 'X', layout: [item('clientes')] }, dono, null);
    expect(pessoal.statusCode).toBe(422);
    const operador = await funcionario(empresa, ['usina:view']);
    const semPermissao = await api(
      'POST',
      '/api/paineis',
      { nome: 'X', layout: [item('clientes')] },
      operador,
    );
    expect((semPermissao.json() as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Widget indisponível para este contexto: clientes',
    );
    const desconhecido = await api('POST', '/api/paineis', { nome: 'X', layout: [item('nada')] });
    expect(desconhecido.statusCode).toBe(422);
    const semNome = await api('POST', '/api/paineis', { nome: ' ', layout: [] });
    expect(semNome.statusCode).toBe(422);
  });

  it('padrão de um contexto: só o sistema define, e as outras empresas o recebem', async () => {
    const negado = await api('POST', '/api/paineis', {
      nome: 'Padrão',
      layout: [item('usinas')],
      padrao_de: 'integrador',
    });
    expect(negado.statusCode).toBe(403);

    const adm = await criarPessoa(t, 'Sistema');
    const sistema = await criarEmpresa(t, adm);
    await t.database.query(sql`update empresas set tipo = 'sistema' where uuid = ${sistema.uuid}`);
    const errado = await api(
      'POST',
      '/api/paineis',
      { nome: 'Padrão', layout: [item('usinas')], padrao_de: 'prestador' },
      adm,
      sistema,
    );
    expect(errado.statusCode).toBe(422);
    const layout = [item('usinas'), item('clientes', 1), item('geracao_diaria', 2, 0, 2)];
    const ok = await api(
      'POST',
      '/api/paineis',
      { nome: 'Padrão', layout, padrao_de: 'integrador' },
      adm,
      sistema,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.json() as { data: Painel }).data).toMatchObject({ padrao_de: 'integrador', layout });
    // The sistema user manages it from the sistema company, not as an ordinary template elsewhere.
    expect((await listar(adm, sistema)).data.map((x) => x.padrao_de)).toEqual(['integrador']);
    expect((await listar(adm, null)).data).toEqual([]);

    // Another company's integrator gets it as the default; the operator only what they may use.
    const outro = await criarPessoa(t, 'Integrador');
    const deles = await criarEmpresa(t, outro);
    expect((await listar(outro, deles)).meta.padrao).toEqual(layout);
    const operador = await funcionario(empresa, ['usina:view']);
    expect((await listar(operador)).meta.padrao).toEqual([item('usinas'), item('geracao_diaria', 2, 0, 2)]);
    // Other contexts keep the catalogue's default.
    expect((await listar(adm, sistema)).meta.padrao).toEqual(LAYOUT_PADRAO.sistema);
  });
});
