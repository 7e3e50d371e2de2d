import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';
import { type PrestadorDeTeste, prestadorDeTeste, servicoDeTeste } from '../../../test/servicos-de-teste.ts';

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t);
  empresa = await criarEmpresa(t, dono, { nome: 'Solar Integra', tipo: 'integrador' });
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem = dono, emp: { uuid: string } = empresa) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });

describe('serviços da empresa', () => {
  it('cadastra um serviço com o preço e a duração digitados como no formulário', async () => {
    const res = await api('POST', '/api/servicos', servicoDeTeste());
    expect(res.statusCode).toBe(201);
    expect(dados(res)).toEqual({
      uuid: expect.any(String),
      tipo: 'limpeza',
      nome: 'Limpeza de módulos',
      descricao: 'Lavagem com água desmineralizada',
      preco_rs: 12.5,
      unidade_preco: 'modulo',
      duracao_horas: 3.5,
      ativo: true,
      removido_em: null,
      criado_em: expect.any(String),
    });
  });

  it('recusa o que falta ou está errado com as mensagens do formulário', async () => {
    const res = await api('POST', '/api/servicos', {
      tipo: 'pintura',
      nome: ' ',
      preco_rs: 'abc',
      unidade_preco: 'dia',
      duracao_horas: '-2',
    });
    expect(res.statusCode).toBe(422);
    const porCampo = Object.fromEntries(erros(res).map((e) => [e.field, e.message]));
    expect(porCampo).toEqual({
      tipo: 'Selecione o tipo do serviço',
      nome: 'Informe o nome',
      preco_rs: 'Informe um valor válido',
      unidade_preco: 'Selecione a unidade do preço',
      duracao_horas: 'A duração deve ser maior que 0',
    });
  });

  it('lista com busca e filtro de tipo, edita, remove para a lista de removidos e restaura', async () => {
    const instalacao = uuidDe(
      await api('POST', '/api/servicos', {
        tipo: 'instalacao',
        nome: 'Instalação residencial',
        preco_rs: 350,
        unidade_preco: 'kwp',
      }),
    );
    const lista = async (q = '') =>
      dados<Array<{ nome: string }>>(await api('GET', `/api/servicos${q}`)).map((s) => s.nome);
    expect(await lista('?tipo=instalacao')).toEqual(['Instalação residencial']);
    expect(await lista('?search=desmineralizada')).toEqual(['Limpeza de módulos']);

    const editado = await api('PATCH', `/api/servicos/${instalacao}`, {
      tipo: 'instalacao',
      nome: 'Instalação comercial',
      preco_rs: '400',
      unidade_preco: 'kwp',
      duracao_horas: '',
      ativo: false,
    });
    expect(editado.statusCode).toBe(200);
    expect(dados(editado)).toMatchObject({ nome: 'Instalação comercial', preco_rs: 400, ativo: false });

    const removido = await api('DELETE', `/api/servicos/${instalacao}`);
    expect(dados(removido)).toMatchObject({ removido_em: expect.any(String) });
    expect(await lista()).toEqual(['Limpeza de módulos']);
    expect(await lista('?removidos=1')).toEqual(['Instalação comercial']);
    expect((await api('GET', `/api/servicos/${instalacao}`)).statusCode).toBe(200);

    const restaurado = await api('POST', `/api/servicos/${instalacao}/restaurar`);
    expect(dados(restaurado)).toMatchObject({ removido_em: null });
    expect(await lista()).toEqual(['Instalação comercial', 'Limpeza de módulos']);
  });

  it('o serviço de outra empresa não existe para quem chama (404) e não muda', async () => {
    const outro = await prestadorDeTeste(t, 'Limpa Sol');
    for (const [method, url, body] of [
      ['GET', `/api/servicos/${outro.servico}`],
      ['PATCH', `/api/servicos/${outro.servico}`, servicoDeTeste({ nome: 'Invadido' })],
      ['DELETE', `/api/servicos/${outro.servico}`],
      ['POST', `/api/servicos/${outro.servico}/restaurar`],
    ] as Array<[Metodo, string, unknown?]>) {
      const res = await api(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Registro não encontrado' });
    }
    const dele = await api('GET', `/api/servicos/${outro.servico}`, undefined, outro.dono, outro.empresa);
    expect(dados(dele)).toMatchObject({ nome: 'Limpeza de módulos', removido_em: null });
  });

  it('um distribuidor não cadastra serviços (403)', async () => {
    const d = await criarPessoa(t);
    const distribuidora = await criarEmpresa(t, d, { tipo: 'distribuidor' });
    const res = await api('POST', '/api/servicos', servicoDeTeste(), d, distribuidora);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Você não tem permissão para esta ação' });
  });
});

describe('prestadores', () => {
  let limpa: PrestadorDeTeste;
  let projeta: PrestadorDeTeste;
  let parado: PrestadorDeTeste;

  beforeAll(async () => {
    limpa = await prestadorDeTeste(t, 'Alfa Limpeza');
    await api(
      'POST',
      '/api/servicos',
      servicoDeTeste({ tipo: 'manutencao', nome: 'Manutenção preventiva', preco_rs: 600 }),
      limpa.dono,
      limpa.empresa,
    );
    projeta = await prestadorDeTeste(t, 'Beta Projetos', { tipo: 'projeto', nome: 'Projeto elétrico' });
    // Only an inactive service, and a removed one: not listed.
    parado = await prestadorDeTeste(t, 'Gama Parada', { ativo: false });
    const removido = uuidDe(
      await api('POST', '/api/servicos', servicoDeTeste(), parado.dono, parado.empresa),
    );
    await api('DELETE', `/api/servicos/${removido}`, undefined, parado.dono, parado.empresa);
  });

  const nomes = (res: { json(): unknown }) => dados<Array<{ nome: string }>>(res).map((p) => p.nome);

  it('lista só prestadores com serviço ativo, com quantos e de que tipos; busca e filtra por tipo', async () => {
    const res = await api('GET', '/api/prestadores');
    expect(res.statusCode).toBe(200);
    // Only companies of tipo prestador: the integrator's own services are not offered here.
    expect(nomes(res)).toEqual(['Alfa Limpeza', 'Beta Projetos', 'Limpa Sol']);
    expect(dados<unknown[]>(res)[0]).toEqual({
      uuid: limpa.empresa.uuid,
      nome: 'Alfa Limpeza',
      cidade: null,
      uf: null,
      logo_url: null,
      servicos: 2,
      tipos: ['limpeza', 'manutencao'],
    });
    expect(nomes(await api('GET', '/api/prestadores?tipo=projeto'))).toEqual(['Beta Projetos']);
    expect(nomes(await api('GET', '/api/prestadores?search=alfa'))).toEqual(['Alfa Limpeza']);
  });

  it('os serviços ativos de um prestador, sem campos internos; quem não é prestador listado é 404', async () => {
    const res = await api('GET', `/api/prestadores/${limpa.empresa.uuid}/servicos`);
    expect(res.statusCode).toBe(200);
    expect(dados(res)).toEqual([
      {
        uuid: limpa.servico,
        tipo: 'limpeza',
        nome: 'Limpeza de módulos',
        descricao: 'Lavagem com água desmineralizada',
        preco_rs: 12.5,
        unidade_preco: 'modulo',
        duracao_horas: 3.5,
      },
      expect.objectContaining({ tipo: 'manutencao', nome: 'Manutenção preventiva', preco_rs: 600 }),
    ]);
    for (const uuid of [empresa.uuid, parado.empresa.uuid, crypto.randomUUID()])
      expect((await api('GET', `/api/prestadores/${uuid}/servicos`)).statusCode).toBe(404);
  });

  it('um prestador vê só a si mesmo, nunca os concorrentes', async () => {
    const res = await api('GET', '/api/prestadores', undefined, projeta.dono, projeta.empresa);
    expect(nomes(res)).toEqual(['Beta Projetos']);
    const deOutro = await api(
      'GET',
      `/api/prestadores/${limpa.empresa.uuid}/servicos`,
      undefined,
      projeta.dono,
      projeta.empresa,
    );
    expect(deOutro.statusCode).toBe(404);
    const proprios = await api(
      'GET',
      `/api/prestadores/${projeta.empresa.uuid}/servicos`,
      undefined,
      projeta.dono,
      projeta.empresa,
    );
    expect(dados<Array<{ nome: string }>>(proprios).map((s) => s.nome)).toEqual(['Projeto elétrico']);
  });
});
