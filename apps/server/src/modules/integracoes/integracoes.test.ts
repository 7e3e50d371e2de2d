import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';
import { iniciarSimuladorCelesc } from '../../connectors/utilities/celesc/simulator.ts';
import type { SimuladorConcessionaria } from '../../connectors/utilities/types.ts';
import { criarFila } from '../../workers.ts';
import { registrarImportada } from '../faturas/faturas.service.ts';

// The plant–utility integration end to end: the API, the durable job, the utility's protocol
// (Celesc's simulator), the company channel, and the invoices it leaves behind.

const meses = ['2026-05', '2026-06', '2026-07', '2026-08'];
const conta = {
  login: 'cliente@exemplo.com.br',
  senha: 'Celesc#2026',
  unidades: [
    {
      matricula: '43210987',
      faturas: meses.map((mes, i) => ({
        mes,
        vencimento: `${mes}-15`,
        valor_rs: 120 + i,
        consumo_kwh: 400 + i * 10,
        compensada_kwh: 300,
        injetada_kwh: 500,
        saldo_kwh: 200 * (i + 1),
        status: 'paga' as const,
      })),
    },
  ],
};

// The queue's clock: a retry's back-off is passed by moving it forward, not by rewriting rows with
// the database's own clock (its microseconds can be ahead of the millisecond the queue reads).
let adiante = 0;
const relogio = () => new Date(Date.now() + adiante);

let sim: SimuladorConcessionaria;
let t: TestApp;
let p: Pessoa;
let empresa: { uuid: string };
let usina: string;
let celesc: string;
const etapas: string[] = [];

beforeAll(async () => {
  sim = await iniciarSimuladorCelesc([conta]);
  t = await createTestApp({ env: { CELESC_URL: sim.url, JOBS_BACKOFF_MS: '60000' }, deps: { now: relogio } });
  p = await criarPessoa(t);
  empresa = await criarEmpresa(t, p);
  usina = await criarUsinaDireta(t, empresa.uuid, 'Pousada do Sol');
  const r = await api('GET', '/api/concessionarias?search=Celesc');
  celesc = (r.json() as { data: Array<{ uuid: string }> }).data[0]?.uuid ?? '';
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { channel: string; payload: { tipo?: string; etapa?: string } };
    if (e.channel === `empresas/${empresa.uuid}` && e.payload?.tipo === 'integracao' && e.payload.etapa)
      if (etapas.at(-1) !== e.payload.etapa) etapas.push(e.payload.etapa);
  });
});
afterAll(async () => {
  await t.close();
  await sim.fechar();
});

function api(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, quem = p, emp = empresa) {
  return t.app.inject({ method, url, headers: como(quem, emp), ...(payload ? { payload } : {}) });
}

type Integracao = {
  uuid: string;
  etapa: string;
  status: string;
  mensagem: string | null;
  faturas_importadas: number;
};
const integracao = async (uuid: string) =>
  ((await api('GET', `/api/usinas/${usina}/integracoes/${uuid}`)).json() as { data: Integracao }).data;

describe('/api/usinas/:uuid/integracoes', () => {
  it('dados obrigatórios com as mensagens do spec §5', async () => {
    const r = await api('POST', `/api/usinas/${usina}/integracoes`, {
      login: 'a',
      importar_desde: '2026-02-30',
    });
    expect(r.statusCode).toBe(422);
    expect((r.json() as { errors: unknown[] }).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'concessionaria', message: 'Informe a concessionária' }),
        expect.objectContaining({ field: 'login', message: 'Informe um login do aplicativo válido' }),
        expect.objectContaining({ field: 'senha', message: 'Informe uma senha do aplicativo válida' }),
        expect.objectContaining({ field: 'importar_desde', message: 'Informe uma data válida' }),
      ]),
    );
    const semData = await api('POST', `/api/usinas/${usina}/integracoes`, {
      concessionaria: celesc,
      login: 'abc',
      senha: 'x',
    });
    expect(semData.json()).toMatchObject({
      errors: [{ field: 'importar_desde', message: 'Informe a data de início da importação' }],
    });
  });

  it('concessionária sem importação automática diz como enviar a fatura, sem falhar calada', async () => {
    const light = (
      (await api('GET', '/api/concessionarias?search=Light')).json() as { data: Array<{ uuid: string }> }
    ).data[0]?.uuid;
    const r = await api('POST', `/api/usinas/${usina}/integracoes`, {
      concessionaria: light,
      login: 'cliente@light.com.br',
      senha: 'x',
      importar_desde: '2026-01-01',
    });
    expect(r.statusCode).toBe(422);
    expect((r.json() as { errors: Array<{ field: string; message: string }> }).errors[0]).toMatchObject({
      field: 'concessionaria',
      message: expect.stringMatching(/PDF/),
    });
  });

  it('senha errada: o job para em "falhou" com a mensagem do spec §8, sem tentar de novo', async () => {
    const r = await api('POST', `/api/usinas/${usina}/integracoes`, {
      concessionaria: celesc,
      login: conta.login,
      senha: 'errada',
      importar_desde: '2026-06-01',
    });
    expect(r.statusCode).toBe(202);
    const { uuid } = (r.json() as { data: Integracao }).data;
    const antes = sim.logins();
    await criarFila(t.ctx).drenar();
    expect(await integracao(uuid)).toMatchObject({
      etapa: 'falhou',
      status: 'erro',
      mensagem: 'Login ou senha da concessionária incorretos',
    });
    expect(sim.logins()).toBe(antes);
    // No secret comes back in any answer.
    expect(r.body).not.toContain('errada');
  });

  it('senha certa: autentica, importa as faturas desde a data e conclui, passo a passo no canal da empresa', async () => {
    etapas.length = 0;
    const r = await api('POST', `/api/usinas/${usina}/integracoes`, {
      concessionaria: celesc,
      login: conta.login,
      senha: conta.senha,
      importar_desde: '2026-06-01',
    });
    const { uuid } = (r.json() as { data: Integracao }).data;
    await criarFila(t.ctx).drenar();
    expect(await integracao(uuid)).toMatchObject({
      etapa: 'concluida',
      status: 'online',
      faturas_importadas: 3,
    });
    expect(etapas).toEqual(['autenticando', 'importando_faturas', 'concluida']);
    const faturas = (await api('GET', `/api/faturas?usina=${usina}`)).json() as {
      data: Array<{
        uuid: string;
        mes_referencia: string;
        valor_total_rs: number;
        origem: string;
        tem_pdf: boolean;
        unidade: { matricula: string; tipo: string };
      }>;
    };
    expect(faturas.data.map((f) => f.mes_referencia)).toEqual(['2026-08', '2026-07', '2026-06']);
    expect(faturas.data[0]).toMatchObject({
      valor_total_rs: 123,
      origem: 'integracao',
      tem_pdf: true,
      unidade: { matricula: '43210987', tipo: 'geradora' },
    });
    const pdf = await api('GET', `/api/faturas/${faturas.data[0]?.uuid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lista = (await api('GET', `/api/usinas/${usina}/integracoes`)).json() as { data: Integracao[] };
    expect(lista.data).toHaveLength(1);
    expect(JSON.stringify(lista.data)).not.toContain(conta.senha);
  });

  it('retomada: o que já tinha sido importado não se repete; sincronizar de novo não duplica', async () => {
    const lista = (await api('GET', `/api/usinas/${usina}/integracoes`)).json() as { data: Integracao[] };
    const uuid = lista.data[0]?.uuid ?? '';
    // As if a run had died after importing August: a new run from May brings only the rest.
    const r = await api('POST', `/api/usinas/${usina}/integracoes`, {
      concessionaria: celesc,
      login: conta.login,
      senha: conta.senha,
      importar_desde: '2026-05-01',
    });
    expect((r.json() as { data: Integracao }).data.uuid).toBe(uuid);
    await criarFila(t.ctx).drenar();
    expect((await integracao(uuid)).etapa).toBe('concluida');
    await api('POST', `/api/usinas/${usina}/integracoes/${uuid}/sincronizar`);
    await criarFila(t.ctx).drenar();
    const faturas = (await api('GET', `/api/faturas?usina=${usina}`)).json() as {
      data: Array<{ mes_referencia: string }>;
    };
    expect(faturas.data.map((f) => f.mes_referencia)).toEqual(['2026-08', '2026-07', '2026-06', '2026-05']);
    expect((await integracao(uuid)).faturas_importadas).toBe(4);
  });

  it('interrompida no meio (o portal para de responder depois da 1ª fatura): a nova tentativa continua sem duplicar', async () => {
    const dona = await criarPessoa(t, 'Dona');
    const e2 = await criarEmpresa(t, dona);
    const u2 = await criarUsinaDireta(t, e2.uuid, 'Chácara');
    let cortado = false;
    const parar = await t.bus.subscribe('transmit', (m) => {
      const e = m as { channel: string; payload: { tipo?: string; faturas_importadas?: number } };
      // The portal stops answering right after the first invoice was saved.
      if (!cortado && e.channel === `empresas/${e2.uuid}` && e.payload?.faturas_importadas === 1) {
        cortado = true;
        sim.limitar(1000);
      }
    });
    const r = await api(
      'POST',
      `/api/usinas/${u2}/integracoes`,
      {
        concessionaria: celesc,
        login: conta.login,
        senha: conta.senha,
        importar_desde: '2026-05-01',
      },
      dona,
      e2,
    );
    const { uuid } = (r.json() as { data: Integracao }).data;
    await criarFila(t.ctx).drenar();
    const noMeio = (
      (await api('GET', `/api/usinas/${u2}/integracoes/${uuid}`, undefined, dona, e2)).json() as {
        data: Integracao;
      }
    ).data;
    expect(cortado).toBe(true);
    expect(noMeio.etapa).toBe('importando_faturas');
    expect(noMeio.faturas_importadas).toBe(1);
    // Before its back-off has passed, the retry is not taken.
    expect(await criarFila(t.ctx).drenar()).toBe(0);
    // The portal answers again; once the back-off (60 s) has passed on the queue's clock, the retry
    // picks up where it stopped.
    sim.limitar(0);
    adiante += 60_000;
    expect(await criarFila(t.ctx).drenar()).toBe(1);
    await parar();
    const fim = (
      (await api('GET', `/api/usinas/${u2}/integracoes/${uuid}`, undefined, dona, e2)).json() as {
        data: Integracao;
      }
    ).data;
    expect(fim).toMatchObject({ etapa: 'concluida', faturas_importadas: 4 });
    const faturas = (await api('GET', `/api/faturas?usina=${u2}`, undefined, dona, e2)).json() as {
      data: Array<{ mes_referencia: string }>;
    };
    expect(faturas.data.map((f) => f.mes_referencia)).toEqual(['2026-08', '2026-07', '2026-06', '2026-05']);
  });

  it('uma fatura que já estava lá é atualizada, não duplicada (a mesma unidade e mês)', async () => {
    const [u] = await t.database.query<{ id: number; empresa_id: number }>(
      sql`select id, empresa_id from unidades where matricula = '43210987'`,
    );
    const nova = await registrarImportada(t.ctx, u?.empresa_id ?? 0, u?.id ?? 0, {
      campos: { mes_referencia: '2026-07', valor_total_rs: 999 },
      status: 'paga',
      idExterno: 'x',
    });
    expect(nova).toBe(false);
    const julho = (await api('GET', `/api/faturas?usina=${usina}&mes=2026-07`)).json() as {
      data: Array<{ valor_total_rs: number }>;
      meta: { total: number };
    };
    expect(julho.meta.total).toBe(1);
    expect(julho.data[0]?.valor_total_rs).toBe(999);
  });

  it('integração de outra empresa: 404; sem a permissão integracao: 403', async () => {
    const lista = (await api('GET', `/api/usinas/${usina}/integracoes`)).json() as { data: Integracao[] };
    const alheio = await criarPessoa(t, 'Alheio');
    const outra = await criarEmpresa(t, alheio);
    expect((await api('GET', `/api/usinas/${usina}/integracoes`, undefined, alheio, outra)).statusCode).toBe(
      404,
    );
    expect(
      (
        await api(
          'DELETE',
          `/api/usinas/${usina}/integracoes/${lista.data[0]?.uuid}`,
          undefined,
          alheio,
          outra,
        )
      ).statusCode,
    ).toBe(404);
    const prestador = await criarEmpresa(t, alheio, { tipo: 'prestador' });
    expect(
      (await api('GET', `/api/usinas/${usina}/integracoes`, undefined, alheio, prestador)).statusCode,
    ).toBe(403);
  });
});
