import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { memoryMailer } from '../../../test/outbox.ts';

// Sectors, positions and employees, with the permissions a position grants (spec §4, §6).
const mailer = memoryMailer();
let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string; nome: string };

beforeAll(async () => {
  t = await createTestApp({ deps: { mailer } });
  dono = await criarPessoa(t, 'Dono');
  empresa = await criarEmpresa(t, dono, { nome: 'Equipe Solar' });
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  quem: Pessoa,
  payload?: unknown,
  emp = empresa,
) => t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const erros = (res: { json(): unknown }) =>
  (res.json() as { errors: Array<{ field: string; rule: string; message: string }> }).errors;

async function setor(nome = 'Operações') {
  const res = await api('POST', '/api/setores', dono, { nome, nome_completo: `${nome} de campo` });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { uuid: string } }).data;
}

async function cargo(permissoes: string[], nome = 'Técnico') {
  const s = await setor();
  const res = await api('POST', '/api/cargos', dono, { nome, setor: s.uuid, permissoes });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { uuid: string; permissoes: string[] } }).data;
}

describe('setores', () => {
  it('cria, lista, edita e exclui', async () => {
    const s = await setor('Vendas');
    const lista = await api('GET', '/api/setores?search=vend', dono);
    expect((lista.json() as { data: Array<{ nome: string }> }).data.map((x) => x.nome)).toContain('Vendas');
    const edit = await api('PATCH', `/api/setores/${s.uuid}`, dono, { nome: 'Comercial' });
    expect(edit.json()).toMatchObject({ data: { nome: 'Comercial' } });
    expect((await api('DELETE', `/api/setores/${s.uuid}`, dono)).statusCode).toBe(204);
  });

  it('nome curto com menos caracteres que o mínimo', async () => {
    const res = await api('POST', '/api/setores', dono, { nome: 'A' });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual([
      { field: 'nome', rule: 'min', message: 'O nome curto deve ter no mínimo 2 caracteres' },
    ]);
  });

  it('sem empresa selecionada: 403', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/setores', headers: como(dono) });
    expect(res.statusCode).toBe(403);
  });
});

describe('cargos', () => {
  it('cria com permissões, duplica, extingue e restaura', async () => {
    const c = await cargo(['usina:view', 'setor:view'], 'Monitor');
    expect(c.permissoes).toEqual(['setor:view', 'usina:view']);
    const dup = await api('POST', `/api/cargos/${c.uuid}/duplicar`, dono);
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toMatchObject({
      data: { nome: 'Monitor (cópia)', permissoes: ['setor:view', 'usina:view'] },
    });
    const ext = await api('DELETE', `/api/cargos/${c.uuid}`, dono);
    expect(ext.json()).toMatchObject({ data: { extinto_em: expect.any(String) } });
    const ativos = (await api('GET', '/api/cargos', dono)).json() as { data: Array<{ uuid: string }> };
    const extintos = (await api('GET', '/api/cargos?removidos=1', dono)).json() as {
      data: Array<{ uuid: string }>;
    };
    expect(ativos.data.map((x) => x.uuid)).not.toContain(c.uuid);
    expect(extintos.data.map((x) => x.uuid)).toContain(c.uuid);
    expect((await api('POST', `/api/cargos/${c.uuid}/restaurar`, dono)).json()).toMatchObject({
      data: { extinto_em: null },
    });
  });

  it('cargo sem nome nem setor; permissão que o tipo da empresa não tem', async () => {
    const vazio = await api('POST', '/api/cargos', dono, {});
    expect(erros(vazio)).toEqual(
      expect.arrayContaining([
        { field: 'nome', rule: 'required', message: 'Informe um cargo' },
        { field: 'setor', rule: 'required', message: 'Selecione um setor' },
      ]),
    );
    const distribuidora = await criarEmpresa(t, dono, { tipo: 'distribuidor' });
    const s = await api('POST', '/api/setores', dono, { nome: 'Estoque' }, distribuidora);
    const setorUuid = (s.json() as { data: { uuid: string } }).data.uuid;
    const res = await api(
      'POST',
      '/api/cargos',
      dono,
      { nome: 'X', setor: setorUuid, permissoes: ['usina:view'] },
      distribuidora,
    );
    expect(res.statusCode).toBe(422);
    expect(erros(res)[0]).toMatchObject({ field: 'permissoes', rule: 'permissao' });
  });

  it('o editor de permissões lista o catálogo do tipo da empresa por recurso', async () => {
    const res = await api('GET', '/api/permissoes', dono);
    const grupos = (
      res.json() as { data: Array<{ recurso: string; nome: string; permissoes: Array<{ codigo: string }> }> }
    ).data;
    const usina = grupos.find((g) => g.recurso === 'usina');
    expect(usina?.nome).toBe('Usinas');
    expect(usina?.permissoes.map((p) => p.codigo)).toEqual([
      'usina:view',
      'usina:show',
      'usina:create',
      'usina:edit',
      'usina:delete',
    ]);
    expect(grupos.find((g) => g.recurso === 'usuario')).toBeUndefined();
    const busca = (await api('GET', '/api/permissoes?search=setor', dono)).json() as {
      data: Array<{ recurso: string }>;
    };
    expect(busca.data.map((g) => g.recurso)).toEqual(['setor']);
  });
});

describe('funcionários', () => {
  it('contratar e-mail novo cria a conta, manda o primeiro acesso e o cargo limita o que ele pode', async () => {
    const c = await cargo(['setor:view']);
    const res = await api('POST', '/api/funcionarios', dono, {
      nome: 'Bruno Técnico',
      email: 'bruno.novo@exemplo.com.br',
      telefone: '11987654321',
      cargo: c.uuid,
      contratado_em: '2026-11-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: { status: 'contratado', cargo: { uuid: c.uuid }, contratado_em: '2026-11-01' },
    });
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe('bruno.novo@exemplo.com.br');
    expect(mail?.text).toContain('Equipe Solar');
    const token = mailer.lastLink().split('/primeiro/acesso/')[1];
    const acesso = await t.app.inject({
      method: 'POST',
      url: `/api/usuarios/recover/${token}`,
      payload: { password: 'bruno123', password_confirmation: 'bruno123' },
    });
    expect(acesso.statusCode).toBe(200);
    const bruno: Pessoa = {
      token: (acesso.json() as { auth: { token: string } }).auth.token,
      uuid: '',
      email: '',
      nome: 'Bruno',
    };
    const me = await api('GET', '/api/usuarios/me', bruno);
    expect(me.json()).toMatchObject({
      data: {
        is_socio: false,
        funcionario: { cargo: { nome: 'Técnico', atribuicoes: [{ permissao: { codigo: 'setor:view' } }] } },
      },
    });
    expect((await api('GET', '/api/setores', bruno)).statusCode).toBe(200);
    expect((await api('POST', '/api/setores', bruno, { nome: 'Novo' })).statusCode).toBe(403);
    expect((await api('GET', '/api/funcionarios', bruno)).statusCode).toBe(403);
  });

  it('contratar quem já tem conta deixa aguardando até ele aceitar', async () => {
    const carla = await criarPessoa(t, 'Carla');
    const res = await api('POST', '/api/funcionarios', dono, { nome: 'Carla', email: carla.email });
    expect(res.json()).toMatchObject({ data: { status: 'aguardando' } });
    expect(mailer.sent.at(-1)?.subject).toContain('convidou você');
    expect((await api('GET', '/api/usuarios/me', carla)).statusCode).toBe(403);
    const convites = await t.app.inject({
      method: 'GET',
      url: '/api/funcionarios/convites',
      headers: como(carla),
    });
    const lista = (convites.json() as { data: Array<{ uuid: string; empresa: { nome: string } }> }).data;
    expect(lista.map((c) => c.empresa.nome)).toEqual(['Equipe Solar']);
    const aceite = await t.app.inject({
      method: 'POST',
      url: `/api/funcionarios/${lista[0]?.uuid}/aceitar`,
      headers: como(carla),
    });
    expect(aceite.json()).toMatchObject({ data: { status: 'contratado' } });
    expect((await api('GET', '/api/usuarios/me', carla)).statusCode).toBe(200);
    const dup = await api('POST', '/api/funcionarios', dono, { nome: 'Carla', email: carla.email });
    expect(erros(dup)).toEqual([
      { field: 'email', rule: 'unique', message: 'Esta pessoa já faz parte da equipe' },
    ]);
  });

  it('demitir tira da equipe (lista à parte) e do acesso; sócio e desfazer', async () => {
    const davi = await criarPessoa(t, 'Davi');
    const contratado = await api('POST', '/api/funcionarios', dono, { nome: 'Davi', email: davi.email });
    const uuid = (contratado.json() as { data: { uuid: string } }).data.uuid;
    const convites = (
      await t.app.inject({ method: 'GET', url: '/api/funcionarios/convites', headers: como(davi) })
    ).json() as {
      data: Array<{ uuid: string }>;
    };
    await t.app.inject({
      method: 'POST',
      url: `/api/funcionarios/${convites.data[0]?.uuid}/aceitar`,
      headers: como(davi),
    });

    const socio = await api('POST', `/api/funcionarios/${uuid}/socio`, dono, { socio: true });
    expect(socio.json()).toMatchObject({ data: { is_socio: true } });
    expect((await api('GET', '/api/funcionarios', davi)).statusCode).toBe(200);
    expect(
      (await api('POST', `/api/funcionarios/${uuid}/socio`, dono, { socio: false })).json(),
    ).toMatchObject({ data: { is_socio: false } });
    expect((await api('GET', '/api/funcionarios', davi)).statusCode).toBe(403);

    const demitido = await api('DELETE', `/api/funcionarios/${uuid}`, dono);
    expect(demitido.json()).toMatchObject({ data: { status: 'demitido', demitido_em: expect.any(String) } });
    const ativos = (await api('GET', '/api/funcionarios', dono)).json() as { data: Array<{ uuid: string }> };
    const removidos = (await api('GET', '/api/funcionarios?removidos=1', dono)).json() as {
      data: Array<{ uuid: string }>;
    };
    expect(ativos.data.map((f) => f.uuid)).not.toContain(uuid);
    expect(removidos.data.map((f) => f.uuid)).toContain(uuid);
    expect((await api('GET', '/api/usuarios/me', davi)).statusCode).toBe(403);
  });

  it('dados inválidos', async () => {
    const res = await api('POST', '/api/funcionarios', dono, {
      nome: '',
      email: 'x',
      telefone: '12',
      contratado_em: '31/02/2026',
    });
    expect(erros(res)).toEqual(
      expect.arrayContaining([
        { field: 'nome', rule: 'required', message: 'Informe o nome' },
        { field: 'email', rule: 'email', message: 'Informe um e-mail válido' },
        { field: 'telefone', rule: 'telefone', message: 'Informe um telefone válido' },
        { field: 'contratado_em', rule: 'date', message: 'Informe uma data válida' },
      ]),
    );
  });
});

describe('isolamento entre empresas', () => {
  it('ids da outra empresa são 404 e nenhuma lista vaza', async () => {
    const outro = await criarPessoa(t, 'Outro');
    const outra = await criarEmpresa(t, outro, { nome: 'Outra Solar' });
    const s = await api('POST', '/api/setores', outro, { nome: 'Alheio' }, outra);
    const setorB = (s.json() as { data: { uuid: string } }).data.uuid;
    const c = await api(
      'POST',
      '/api/cargos',
      outro,
      { nome: 'Alheio', setor: setorB, permissoes: [] },
      outra,
    );
    const cargoB = (c.json() as { data: { uuid: string } }).data.uuid;
    const f = await api(
      'POST',
      '/api/funcionarios',
      outro,
      { nome: 'Alheio', email: 'alheio@exemplo.com.br' },
      outra,
    );
    const funcB = (f.json() as { data: { uuid: string } }).data.uuid;

    const chamadas: Array<['PATCH' | 'DELETE' | 'POST', string, unknown?]> = [
      ['PATCH', `/api/setores/${setorB}`, { nome: 'Meu' }],
      ['DELETE', `/api/setores/${setorB}`],
      ['PATCH', `/api/cargos/${cargoB}`, { nome: 'Meu', setor: setorB, permissoes: [] }],
      ['POST', `/api/cargos/${cargoB}/duplicar`],
      ['DELETE', `/api/cargos/${cargoB}`],
      ['POST', `/api/cargos/${cargoB}/restaurar`],
      ['PATCH', `/api/funcionarios/${funcB}`, { nome: 'Meu' }],
      ['DELETE', `/api/funcionarios/${funcB}`],
      ['POST', `/api/funcionarios/${funcB}/socio`, { socio: true }],
      ['POST', `/api/funcionarios/${funcB}/aceitar`],
    ];
    for (const [method, url, payload] of chamadas) {
      const res = await api(method, url, dono, payload);
      expect(`${method} ${url} → ${res.statusCode}`).toBe(`${method} ${url} → 404`);
    }
    // A sector of the other company cannot be used for a position here either.
    const cruzado = await api('POST', '/api/cargos', dono, { nome: 'X', setor: setorB, permissoes: [] });
    expect(cruzado.statusCode).toBe(422);
    for (const url of [
      '/api/setores',
      '/api/cargos',
      '/api/cargos?removidos=1',
      '/api/funcionarios',
      '/api/funcionarios?removidos=1',
    ]) {
      const body = (await api('GET', url, dono)).json() as { data: Array<{ uuid: string }> };
      const ids = body.data.map((x) => x.uuid);
      expect(ids).not.toContain(setorB);
      expect(ids).not.toContain(cargoB);
      expect(ids).not.toContain(funcB);
    }
  });
});
