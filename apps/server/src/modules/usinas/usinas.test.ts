import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarPessoa } from '../../../test/factories.ts';
import { type GrowattDeTeste, iniciarGrowattDeTeste } from '../../../test/growatt-de-teste.ts';
import { criarFila } from '../../workers.ts';

// A plant through the API, on plants imported from the Growatt simulator (modules/importacoes
// tests the import itself): moving an inverter, editing, tags, plants restricted to employees,
// the generation series and the yearly report. The describes run in order on the same plants.

let g: GrowattDeTeste;

beforeAll(async () => {
  g = await iniciarGrowattDeTeste({ env: { IMPORT_HISTORY_MONTHS: '1' } });
  await g.api('POST', '/api/importacoes', { conta: await g.contaPortal(), usinas: ['1001', '1002'] });
  expect(await criarFila(g.t.ctx).drenar()).toBe(1);
});
afterAll(() => g.fechar());

describe('transferência de inversor', () => {
  it('muda de usina com o número de série, recalcula a potência das duas; destino inválido é recusado', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string; potencia_kwp: number }> };
    const lista = ((await g.api('GET', '/api/usinas')).json() as Lista).data;
    const mercado = lista.find((u) => u.nome === 'Mercado Central');
    const lima = lista.find((u) => u.nome === 'Residência Lima');
    const det = (await g.api('GET', `/api/usinas/${mercado?.uuid}`)).json() as {
      data: { inversores: Array<{ uuid: string; serial: string }> };
    };
    const inv = det.data.inversores[5];
    const r = await g.api('POST', `/api/inversores/${inv?.uuid}/transferir`, { usina: lima?.uuid });
    expect(r.statusCode).toBe(200);
    const destino = (r.json() as { data: { potencia_kwp: number; inversores: Array<{ serial: string }> } })
      .data;
    expect(destino.potencia_kwp).toBe(14);
    expect(destino.inversores.map((i) => i.serial)).toContain(inv?.serial);
    const depois = ((await g.api('GET', '/api/usinas')).json() as Lista).data;
    expect(depois.find((u) => u.nome === 'Mercado Central')?.potencia_kwp).toBe(192);

    const mesma = await g.api('POST', `/api/inversores/${inv?.uuid}/transferir`, { usina: lima?.uuid });
    expect(mesma.json()).toMatchObject({
      errors: [{ field: 'usina', message: 'O inversor já está nesta usina' }],
    });
    const alheia = await g.api('POST', `/api/inversores/${inv?.uuid}/transferir`, {
      usina: crypto.randomUUID(),
    });
    expect(alheia.json()).toMatchObject({
      errors: [{ field: 'usina', message: 'Escolha a usina de destino' }],
    });
  });
});

describe('edição da usina', () => {
  it('nome, cidade (para a expectativa de geração) e data de instalação; valores inválidos dão 422', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const lima = ((await g.api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const cidades = (await g.api('GET', '/api/cidades?search=recife&uf=PE')).json() as {
      data: Array<{ uuid: string }>;
    };
    const r = await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: {
        nome: 'Residência Lima',
        cidade: cidades.data[0]?.uuid,
        data_instalacao: '2023-04-15',
        potencia_kwp: '',
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      data: { data_instalacao: '2023-04-15', cidade: { nome: 'Recife', uf: 'PE' }, potencia_kwp: 14 },
    });
    // The rest of spec §3: customer, address, consumption, investment; average and yield derived.
    const cliente = (await g.api('POST', '/api/clientes', { nome: 'Família Lima' })).json() as {
      data: { uuid: string };
    };
    const completo = await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: {
        nome: 'Residência Lima',
        cidade: cidades.data[0]?.uuid,
        data_instalacao: '2023-04-15',
        cliente: cliente.data.uuid,
        cep: '50030-230',
        logradouro: 'Rua da Aurora',
        numero: '100',
        bairro: 'Boa Vista',
        consumo_medio_kwh: '450',
        investimento: '32000',
      },
    });
    const d = (completo.json() as { data: Record<string, unknown> }).data;
    expect(d).toMatchObject({
      cliente: { nome: 'Família Lima' },
      endereco: { cep: '50030230', logradouro: 'Rua da Aurora', numero: '100', bairro: 'Boa Vista' },
      consumo_medio_kwh: 450,
      investimento: 32000,
      creditos_kwh: null,
    });
    expect(d.geracao_media_kwh).toBeGreaterThan(0);
    // Month, year and the month's performance against Recife's irradiation.
    expect(d.energia_mes_kwh).toBeGreaterThan(0);
    expect(d.energia_ano_kwh as number).toBeGreaterThanOrEqual(d.energia_mes_kwh as number);
    expect(d.esperado_mes_kwh).toBeGreaterThan(0);
    expect(d.desempenho_mes_pct).toBeCloseTo(
      ((d.energia_mes_kwh as number) / (d.esperado_mes_kwh as number)) * 100,
      0,
    );
    expect(d.rendimento_kwh_kwp).toBeGreaterThan(0);
    const alheio = await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: { nome: 'Residência Lima', cidade: cidades.data[0]?.uuid, cliente: crypto.randomUUID() },
    });
    expect(alheio.json()).toMatchObject({ errors: [{ field: 'cliente', message: 'Escolha o cliente' }] });

    const ruim = await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: { nome: '', cidade: crypto.randomUUID(), data_instalacao: '15/04/2023' },
    });
    expect(ruim.statusCode).toBe(422);
    expect((ruim.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field).sort()).toEqual([
      'data_instalacao',
      'nome',
    ]);
  });

  it('a cidade dá também o fuso da usina: em Cuiabá o dia da usina é o de Cuiabá', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const lima = ((await g.api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const editar = async (ibge: string) => {
      const cidade = (await g.api('GET', `/api/cidades/${ibge}`)).json() as { data: { uuid: string } };
      const r = await g.t.app.inject({
        method: 'PATCH',
        url: `/api/usinas/${lima?.uuid}`,
        headers: como(g.dona, g.empresa),
        payload: { nome: 'Residência Lima', cidade: cidade.data.uuid },
      });
      expect(r.statusCode).toBe(200);
      return (r.json() as { data: { fuso_horario: string } }).data.fuso_horario;
    };
    expect(await editar('5103403')).toBe('America/Porto_Velho');
    expect(await editar('2611606')).toBe('America/Sao_Paulo');
  });
});

describe('etiquetas', () => {
  it('agrupam usinas para filtrar a lista; a lista de etiquetas conta as usinas', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string; tags: string[] }> };
    const lima = ((await g.api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const r = await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${lima?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: { nome: 'Residência Lima', tags: ['Zona Sul', 'Técnico João', 'Zona Sul'] },
    });
    expect((r.json() as { data: { tags: string[] } }).data.tags).toEqual(['Técnico João', 'Zona Sul']);
    const filtrada = (
      await g.api('GET', `/api/usinas?tag=${encodeURIComponent('Zona Sul')}`)
    ).json() as Lista & {
      meta: { total: number };
    };
    expect(filtrada.data.map((u) => [u.nome, u.tags])).toEqual([
      ['Residência Lima', ['Técnico João', 'Zona Sul']],
    ]);
    expect(filtrada.meta.total).toBe(1);
    expect((await g.api('GET', '/api/usinas/tags')).json()).toEqual({
      data: [
        { tag: 'Técnico João', usinas: 1 },
        { tag: 'Zona Sul', usinas: 1 },
      ],
    });
  });
});

describe('usinas restritas a funcionários', () => {
  it('um técnico vê as usinas livres e as suas; a dona vê todas; funcionário de fora é recusado', async () => {
    // A technician with usina:view, hired and accepted through the API.
    const setor = (await g.api('POST', '/api/setores', { nome: 'Campo' })).json() as {
      data: { uuid: string };
    };
    const cargo = (
      await g.api('POST', '/api/cargos', {
        nome: 'Técnico',
        setor: setor.data.uuid,
        permissoes: ['usina:view', 'usina:show'],
      })
    ).json() as { data: { uuid: string } };
    const tecnico = await criarPessoa(g.t, 'Técnico');
    const contratado = (
      await g.api('POST', '/api/funcionarios', {
        nome: 'Técnico',
        email: tecnico.email,
        cargo: cargo.data.uuid,
      })
    ).json() as { data: { uuid: string } };
    await g.t.app.inject({
      method: 'POST',
      url: `/api/funcionarios/${contratado.data.uuid}/aceitar`,
      headers: como(tecnico),
    });
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const todas = ((await g.api('GET', '/api/usinas')).json() as Lista).data;
    const lima = todas.find((u) => u.nome === 'Residência Lima');
    const mercado = todas.find((u) => u.nome === 'Mercado Central');
    // Mercado goes to the partner only (an unknown employee is refused).
    const restringir = await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: { nome: 'Mercado Central', responsaveis: [crypto.randomUUID()] },
    });
    expect(restringir.json()).toMatchObject({
      errors: [{ field: 'responsaveis', message: 'Escolha funcionários ativos da empresa' }],
    });
    const funcs = (await g.api('GET', '/api/funcionarios')).json() as {
      data: Array<{ uuid: string; nome: string }>;
    };
    const socia = funcs.data.find((f) => f.nome !== 'Técnico');
    await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: { nome: 'Mercado Central', responsaveis: [socia?.uuid] },
    });
    const doTecnico = (
      (
        await g.t.app.inject({ method: 'GET', url: '/api/usinas', headers: como(tecnico, g.empresa) })
      ).json() as Lista
    ).data;
    expect(doTecnico.map((u) => u.nome)).toEqual(['Residência Lima']);
    const negado = await g.t.app.inject({
      method: 'GET',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(tecnico, g.empresa),
    });
    expect(negado.statusCode).toBe(404);
    expect(
      (
        await g.t.app.inject({
          method: 'GET',
          url: `/api/usinas/${lima?.uuid}`,
          headers: como(tecnico, g.empresa),
        })
      ).statusCode,
    ).toBe(200);
    // The partner still sees both; clearing the restriction frees the plant.
    expect(((await g.api('GET', '/api/usinas')).json() as Lista).data).toHaveLength(2);
    await g.t.app.inject({
      method: 'PATCH',
      url: `/api/usinas/${mercado?.uuid}`,
      headers: como(g.dona, g.empresa),
      payload: { nome: 'Mercado Central', responsaveis: [] },
    });
    const depois = (
      (
        await g.t.app.inject({ method: 'GET', url: '/api/usinas', headers: como(tecnico, g.empresa) })
      ).json() as Lista
    ).data;
    expect(depois).toHaveLength(2);
  });
});

describe('séries de geração e relatório', () => {
  it('dias do mês, meses do ano e anos vêm do consolidado diário; o relatório anual baixa como PDF', async () => {
    type Lista = { data: Array<{ uuid: string; nome: string }> };
    const lima = ((await g.api('GET', '/api/usinas')).json() as Lista).data.find(
      (u) => u.nome === 'Residência Lima',
    );
    const [diario] = await g.t.database.query<{ n: number; soma: number }>(
      sql`select count(*)::int as n, sum(energia_kwh)::float as soma from geracao_diaria g join usinas u on u.id = g.usina_id where u.nome = 'Residência Lima'`,
    );
    const mes = new Date().toISOString().slice(0, 7);
    const mensal = (
      await g.api('GET', `/api/usinas/${lima?.uuid}/geracao?periodo=mensal&referencia=${mes}`)
    ).json() as {
      data: { pontos: Array<{ rotulo: string; energia_kwh: number }> };
    };
    expect(mensal.data.pontos.length).toBeGreaterThan(0);
    expect(mensal.data.pontos.every((p) => p.rotulo.startsWith(mes))).toBe(true);
    const rt = await g.api('GET', `/api/usinas/${lima?.uuid}/geracao?periodo=total`);
    if (rt.statusCode !== 200) throw new Error(rt.body);
    const total = rt.json() as {
      data: { pontos: Array<{ rotulo: string; energia_kwh: number }> };
    };
    expect(total.data.pontos.reduce((a, p) => a + p.energia_kwh, 0)).toBeCloseTo(diario?.soma ?? 0, 3);

    const ano = mes.slice(0, 4);
    const r = await g.api('GET', `/api/usinas/${lima?.uuid}/relatorio?ano=${ano}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="relatorio-residencia-lima-${ano}.pdf"`,
    );
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(r.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Relatório ${ano} — Residência Lima`);
  });

  it('CO2 evitado e árvores com os fatores configurados', async () => {
    const { beneficios } = await import('./relatorio.ts');
    expect(beneficios(g.t.ctx, 1000)).toEqual({ co2_kg: 38.5, arvores: 1 });
    expect(beneficios(g.t.ctx, 100_000).arvores).toBe(64);
  });
});
