import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';

let t: TestApp;
let p: Pessoa;
let empresa: { uuid: string };
let usina: string;
let cemig: string;
beforeAll(async () => {
  t = await createTestApp();
  p = await criarPessoa(t);
  empresa = await criarEmpresa(t, p);
  usina = await criarUsinaDireta(t, empresa.uuid, 'Fazenda Boa Vista');
  const r = await t.app.inject({ method: 'GET', url: '/api/concessionarias?search=Cemig', headers: como(p) });
  cemig = (r.json() as { data: Array<{ uuid: string }> }).data[0]?.uuid ?? '';
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  quem = p,
  emp = empresa,
) => t.app.inject({ method, url, headers: como(quem, emp), ...(payload ? { payload } : {}) });

const unidade = (campos: Record<string, unknown> = {}) => ({
  usina,
  concessionaria: cemig,
  tipo: 'beneficiaria',
  matricula: String(3000000000 + Math.floor(Math.random() * 1e8)),
  classe: 'residencial',
  fornecimento: 'bifasico',
  cota: 30,
  ...campos,
});

describe('/api/unidades', () => {
  it('cadastra a geradora e beneficiárias; lista com a soma das cotas da usina', async () => {
    const g = await api(
      'POST',
      '/api/unidades',
      unidade({ tipo: 'geradora', matricula: '4547896527', cota: 40 }),
    );
    expect(g.statusCode).toBe(201);
    expect(g.json()).toMatchObject({
      data: {
        tipo: 'geradora',
        matricula: '4547896527',
        cota: 40,
        usina: { nome: 'Fazenda Boa Vista' },
        concessionaria: { sigla: 'Cemig-D' },
      },
    });
    expect((await api('POST', '/api/unidades', unidade())).statusCode).toBe(201);
    const lista = (await api('GET', `/api/unidades?usina=${usina}`)).json() as {
      data: Array<{ tipo: string }>;
      meta: { cota_total: number };
    };
    expect(lista.data.map((u) => u.tipo)).toEqual(['geradora', 'beneficiaria']);
    expect(lista.meta.cota_total).toBe(70);
  });

  it('as cotas de uma usina não passam de 100%: 422 dizendo quanto ainda cabe', async () => {
    const r = await api('POST', '/api/unidades', unidade({ cota: 30.5 }));
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      errors: [
        {
          field: 'cota',
          rule: 'max_total',
          message: 'A soma das cotas da usina passaria de 100% (já distribuído: 70%; disponível: 30%)',
        },
      ],
    });
    expect((await api('POST', '/api/unidades', unidade({ cota: 30 }))).statusCode).toBe(201);
  });

  it('duas beneficiárias salvas ao mesmo tempo não cabem juntas no que resta', async () => {
    const outra = await criarUsinaDireta(t, empresa.uuid, 'Sítio Paralelo');
    const [a, b] = await Promise.all([
      api('POST', '/api/unidades', unidade({ usina: outra, cota: 60 })),
      api('POST', '/api/unidades', unidade({ usina: outra, cota: 60 })),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 422]);
  });

  it('matrícula repetida, geradora duplicada e dados inválidos: 422 com a mensagem certa', async () => {
    const rep = await api('POST', '/api/unidades', unidade({ matricula: '4547896527', cota: 0 }));
    expect(rep.json()).toMatchObject({
      errors: [{ field: 'matricula', message: 'Esta matrícula já está cadastrada nesta concessionária' }],
    });
    const dupla = await api('POST', '/api/unidades', unidade({ tipo: 'geradora', cota: 0 }));
    expect(dupla.json()).toMatchObject({
      errors: [{ field: 'tipo', message: 'Esta usina já tem uma unidade geradora' }],
    });
    const ruim = await api('POST', '/api/unidades', {
      usina,
      concessionaria: 'x',
      classe: 'nuclear',
      cota: 120,
    });
    expect(ruim.statusCode).toBe(422);
    const mensagens = (ruim.json() as { errors: Array<{ field: string; message: string }> }).errors;
    expect(mensagens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'concessionaria', message: 'Informe a concessionária' }),
        expect.objectContaining({ field: 'classe', message: 'Escolha a classe de consumo' }),
        expect.objectContaining({
          field: 'matricula',
          message: 'Informe a matrícula (número da instalação)',
        }),
        expect.objectContaining({ field: 'cota', message: 'Informe a cota entre 0 e 100%' }),
      ]),
    );
  });

  it('editar a cota respeita a regra contando as outras unidades, não a própria', async () => {
    const lista = (await api('GET', `/api/unidades?usina=${usina}`)).json() as {
      data: Array<{ uuid: string; tipo: string; matricula: string; cota: number }>;
    };
    const g = lista.data.find((u) => u.tipo === 'geradora');
    const ok = await api(
      'PUT',
      `/api/unidades/${g?.uuid}`,
      unidade({ tipo: 'geradora', matricula: g?.matricula, cota: 40 }),
    );
    expect(ok.statusCode).toBe(200);
    const demais = await api(
      'PUT',
      `/api/unidades/${g?.uuid}`,
      unidade({ tipo: 'geradora', matricula: g?.matricula, cota: 41 }),
    );
    expect(demais.statusCode).toBe(422);
  });

  it('unidade de outra empresa não existe para quem pergunta (404); sem permissão, 403', async () => {
    const lista = (await api('GET', `/api/unidades?usina=${usina}`)).json() as {
      data: Array<{ uuid: string }>;
    };
    const alheio = await criarPessoa(t, 'Alheio');
    const outra = await criarEmpresa(t, alheio);
    expect(
      (await api('GET', `/api/unidades/${lista.data[0]?.uuid}`, undefined, alheio, outra)).statusCode,
    ).toBe(404);
    expect(
      (await api('DELETE', `/api/unidades/${lista.data[0]?.uuid}`, undefined, alheio, outra)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/api/unidades?usina=${usina}`, undefined, alheio, outra)).statusCode).toBe(404);
    const distribuidor = await criarEmpresa(t, alheio, { tipo: 'distribuidor' });
    expect((await api('GET', '/api/unidades', undefined, alheio, distribuidor)).statusCode).toBe(403);
  });
});
