import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduloDeTeste } from '../../../test/catalogo-de-teste.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t);
  empresa = await criarEmpresa(t, dono);
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem = dono, emp = empresa) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });

const criar = async (corpo: Record<string, unknown>) => {
  const res = await api('POST', '/api/produtos', corpo);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return uuidDe(res);
};
const entrada = (produto: string, quantidade: number) =>
  api('POST', '/api/estoque/movimentos', { produto, tipo: 'entrada', quantidade, motivo: 'Compra' });

describe('produtos', () => {
  it('cadastra um módulo com os dados técnicos do tipo (os de outros tipos são descartados)', async () => {
    const res = await api(
      'POST',
      '/api/produtos',
      moduloDeTeste({
        sku: 'JK-575',
        especificacoes: { potencia_wp: 575, eficiencia_pct: '22,3', mppts: 4 },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(dados(res)).toEqual({
      uuid: expect.any(String),
      tipo: 'modulo',
      nome: 'Módulo Tiger Neo 575 W',
      categoria: null,
      modelo: 'JKM575N-72HL4',
      fabricante: 'Jinko',
      sku: 'JK-575',
      unidade: 'un',
      descricao: null,
      custo_rs: 650.5,
      preco_venda_rs: 899.9,
      saldo: 0,
      estoque_minimo: null,
      abaixo_do_minimo: false,
      equipamento: null,
      especificacoes: { potencia_wp: 575, eficiencia_pct: 22.3 },
      imagem_url: null,
      datasheet: null,
      kit: null,
      origem: null,
      custo_fixo: false,
      removido_em: null,
      criado_em: expect.any(String),
    });
  });

  it('inversor: o fabricante monitorado é um código do Irradia; o equipamento da biblioteca fica guardado', async () => {
    const equipamento = '7f1f6a4e-2d6b-4e8e-9d55-0c9a3c1b2a11';
    const res = await api('POST', '/api/produtos', {
      tipo: 'inversor',
      nome: 'Inversor Growatt MIN 5000TL-X',
      fabricante: 'Growatt',
      equipamento,
      especificacoes: {
        potencia_kw: '5',
        mppts: 2,
        tensao_max_dc_v: 550,
        fases: 'monofasico',
        fabricante_codigo: 'GROWATT',
      },
    });
    expect(dados(res)).toMatchObject({
      equipamento,
      especificacoes: {
        potencia_kw: 5,
        mppts: 2,
        tensao_max_dc_v: 550,
        fases: 'monofasico',
        fabricante_codigo: 'growatt',
      },
    });
    const invalido = await api('POST', '/api/produtos', {
      tipo: 'microinversor',
      nome: 'Micro',
      especificacoes: { potencia_kw: 2, fabricante_codigo: 'marca-qualquer' },
    });
    expect(erros(invalido)).toEqual([
      {
        field: 'especificacoes.fabricante_codigo',
        rule: 'exists',
        message: 'Selecione um fabricante monitorado pelo Irradia',
      },
    ]);
  });

  it('mensagens de validação em português', async () => {
    const res = await api('POST', '/api/produtos', {
      tipo: 'modulo',
      nome: '',
      custo_rs: 'abc',
      estoque_minimo: -1,
      especificacoes: { eficiencia_pct: 120, fases: 'quadrifasico' },
    });
    expect(erros(res)).toEqual(
      expect.arrayContaining([
        { field: 'nome', rule: 'required', message: 'Informe o nome' },
        { field: 'custo_rs', rule: 'type', message: 'Informe um valor válido' },
        { field: 'estoque_minimo', rule: 'min', message: 'O valor deve ser no mínimo 0' },
        { field: 'especificacoes.eficiencia_pct', rule: 'max', message: 'O valor deve ser no máximo 100' },
        { field: 'especificacoes.fases', rule: 'enum', message: 'Selecione as fases' },
      ]),
    );
    expect(erros(await api('POST', '/api/produtos', { nome: 'X', tipo: 'geladeira' }))).toEqual([
      { field: 'tipo', rule: 'enum', message: 'Selecione o tipo do produto' },
    ]);
    expect(erros(await api('POST', '/api/produtos', { tipo: 'modulo', nome: 'Sem potência' }))).toEqual([
      {
        field: 'especificacoes.potencia_wp',
        rule: 'required',
        message: 'Informe a potência do módulo em Wp',
      },
    ]);
    expect(erros(await api('POST', '/api/produtos', { tipo: 'inversor', nome: 'Sem potência' }))).toEqual([
      { field: 'especificacoes.potencia_kw', rule: 'required', message: 'Informe a potência AC em kW' },
    ]);
  });

  it('SKU único na empresa; categoria só da própria empresa', async () => {
    await criar({
      tipo: 'cabo',
      nome: 'Cabo solar 6 mm²',
      sku: 'CB-6',
      unidade: 'm',
      especificacoes: { bitola_mm2: 6 },
    });
    expect(erros(await api('POST', '/api/produtos', { tipo: 'cabo', nome: 'Outro', sku: 'cb-6' }))).toEqual([
      { field: 'sku', rule: 'unique', message: 'Já existe um produto com este SKU' },
    ]);
    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono, { tipo: 'distribuidor' });
    const alheia = uuidDe(await api('POST', '/api/categorias', { nome: 'Alheia' }, outroDono, outra));
    expect(
      erros(await api('POST', '/api/produtos', { tipo: 'outro', nome: 'X', categoria: alheia })),
    ).toEqual([{ field: 'categoria', rule: 'exists', message: 'Selecione a categoria' }]);
    // The other company (a distribuidor) may use the same SKU.
    expect(
      (await api('POST', '/api/produtos', { tipo: 'cabo', nome: 'Cabo', sku: 'CB-6' }, outroDono, outra))
        .statusCode,
    ).toBe(201);
  });

  it('lista com busca e filtros por tipo, categoria e estoque abaixo do mínimo', async () => {
    const cat = uuidDe(await api('POST', '/api/categorias', { nome: 'Baterias' }));
    const bat = await criar({
      tipo: 'bateria',
      nome: 'Bateria Lítio 5 kWh',
      categoria: cat,
      estoque_minimo: 2,
      especificacoes: { capacidade_kwh: 5, tensao_v: 51.2 },
    });
    const nomes = async (q: string) =>
      dados<Array<{ nome: string }>>(await api('GET', `/api/produtos?${q}`)).map((p) => p.nome);
    expect(await nomes('tipo=bateria')).toEqual(['Bateria Lítio 5 kWh']);
    expect(await nomes(`categoria=${cat}`)).toEqual(['Bateria Lítio 5 kWh']);
    expect(await nomes('search=lítio')).toEqual(['Bateria Lítio 5 kWh']);
    expect(await nomes('search=JKM575')).toContain('Módulo Tiger Neo 575 W');
    expect(await nomes('abaixo_do_minimo=1')).toEqual(['Bateria Lítio 5 kWh']);
    await entrada(bat, 2);
    expect(await nomes('abaixo_do_minimo=1')).toEqual([]);
    expect(erros(await api('GET', '/api/produtos?tipo=geladeira'))).toEqual([
      { field: 'tipo', rule: 'enum', message: 'Selecione uma opção válida' },
    ]);
  });

  it('remover e restaurar; outra empresa recebe 404', async () => {
    const uuid = await criar({ tipo: 'estrutura', nome: 'Estrutura telhado cerâmico' });
    expect(dados(await api('DELETE', `/api/produtos/${uuid}`))).toMatchObject({
      removido_em: expect.any(String),
    });
    const removidos = dados<Array<{ uuid: string }>>(await api('GET', '/api/produtos?removidos=1'));
    expect(removidos.map((p) => p.uuid)).toEqual([uuid]);
    expect(dados(await api('POST', `/api/produtos/${uuid}/restaurar`))).toMatchObject({ removido_em: null });

    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono);
    for (const [m, u] of [
      ['GET', `/api/produtos/${uuid}`],
      ['PATCH', `/api/produtos/${uuid}`],
      ['DELETE', `/api/produtos/${uuid}`],
      ['POST', `/api/produtos/${uuid}/restaurar`],
      ['GET', `/api/produtos/${uuid}/componentes`],
      ['PUT', `/api/produtos/${uuid}/componentes`],
      ['GET', `/api/produtos/${uuid}/datasheet`],
      ['DELETE', `/api/produtos/${uuid}/imagem`],
    ] as Array<[Metodo, string]>) {
      const corpo = m === 'PATCH' ? { tipo: 'outro', nome: 'Meu' } : m === 'PUT' ? { itens: [] } : undefined;
      expect([u, (await api(m, u, corpo, outroDono, outra)).statusCode]).toEqual([u, 404]);
    }
    const lista = dados<Array<{ uuid: string }>>(
      await api('GET', '/api/produtos?limit=200', undefined, outroDono, outra),
    );
    expect(lista.map((p) => p.uuid)).not.toContain(uuid);
  });

  it('integrador, prestador e distribuidor têm catálogo (spec §6)', async () => {
    expect((await api('GET', '/api/produtos')).statusCode).toBe(200);
    const prestadorDono = await criarPessoa(t);
    const prestador = await criarEmpresa(t, prestadorDono, { tipo: 'prestador' });
    expect((await api('GET', '/api/produtos', undefined, prestadorDono, prestador)).statusCode).toBe(200);
  });
});

describe('imagem e datasheet', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const enviar = (url: string, nome: string, tipo: string, bytes: Buffer) => {
    const corpo = multipart({}, 'arquivo', { nome, tipo, dados: bytes });
    return t.app.inject({
      method: 'PUT',
      url,
      headers: { ...como(dono, empresa), 'content-type': corpo.contentType },
      payload: corpo.payload,
    });
  };

  it('imagem pública por uuid; datasheet PDF só pela rota do produto', async () => {
    const uuid = await criar(moduloDeTeste({ nome: 'Com arquivos' }));
    const comImagem = await enviar(`/api/produtos/${uuid}/imagem`, 'foto.png', 'image/png', PNG);
    const url = dados<{ imagem_url: string }>(comImagem).imagem_url;
    expect(url).toMatch(/^\/api\/arquivos\/[0-9a-f-]{36}$/);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/png');

    const comPdf = await enviar(
      `/api/produtos/${uuid}/datasheet`,
      'Datasheet Jinko.pdf',
      'application/pdf',
      PDF,
    );
    expect(dados(comPdf)).toMatchObject({ datasheet: { nome: 'Datasheet Jinko.pdf', tamanho: PDF.length } });
    const baixado = await api('GET', `/api/produtos/${uuid}/datasheet`);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.rawPayload.equals(PDF)).toBe(true);

    expect(erros(await enviar(`/api/produtos/${uuid}/datasheet`, 'x.pdf', 'application/pdf', PNG))).toEqual([
      { field: 'arquivo', rule: 'pdf', message: 'Envie o datasheet em PDF' },
    ]);
    expect(erros(await enviar(`/api/produtos/${uuid}/imagem`, 'x.png', 'image/png', PDF))).toEqual([
      { field: 'arquivo', rule: 'image', message: 'Envie uma imagem PNG, JPEG, WebP ou GIF' },
    ]);

    expect(dados(await api('DELETE', `/api/produtos/${uuid}/imagem`))).toMatchObject({ imagem_url: null });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(dados(await api('DELETE', `/api/produtos/${uuid}/datasheet`))).toMatchObject({ datasheet: null });
    expect((await api('GET', `/api/produtos/${uuid}/datasheet`)).statusCode).toBe(404);
  });
});
