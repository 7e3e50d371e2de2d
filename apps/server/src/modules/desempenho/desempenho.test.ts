import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { PROPOSTA_COMPLETA } from '../../../test/propostas-de-teste.ts';
import { funcionarioDeTeste, quadroDe } from '../../../test/quadros-de-teste.ts';
import { dados, erros } from '../../../test/respostas.ts';

// Performance per employee and team over a period (decision 038), from what really happened on the
// board and in the pipeline: cards closed and overdue, time in each stage, proposals sent and
// accepted, sales. Hours are exact because the clock is the test's.

let agora = new Date('2026-11-10T12:00:00Z');
const horas = (h: number) => {
  agora = new Date(agora.getTime() + h * 3_600_000);
};
let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let tecnica: { pessoa: Pessoa; funcionario: string };
let vendedor: { pessoa: Pessoa; funcionario: string };

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, quem = dono) =>
  t.app.inject({
    method,
    url,
    headers: como(quem, empresa),
    ...(payload ? { payload: payload as object } : {}),
  });

interface Linha {
  nome: string;
  cartoes_fechados: number;
  cartoes_atrasados: number;
  propostas_enviadas: number;
  propostas_aceitas: number;
  conversao_pct: number | null;
  vendas: number;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  dono = await criarPessoa(t, 'Dona');
  empresa = await criarEmpresa(t, dono, { nome: 'Solar Metas', tipo: 'integrador' });
  tecnica = await funcionarioDeTeste(t, dono, empresa, 'Tânia', ['atendimento:view', 'atendimento:edit']);
  vendedor = await funcionarioDeTeste(t, dono, empresa, 'Vítor', ['pedido:view', 'pedido:edit']);

  // Two requests for Tânia: one closed after 2 h in Aberto and 3 h in Em atendimento; one overdue.
  const q = await quadroDe(t, dono, empresa, 'atendimentos');
  const novo = async (titulo: string, prazo: string) =>
    dados<{ uuid: string }>(
      await api('POST', `/api/quadros/${q.uuid}/cartoes`, {
        titulo,
        responsavel: tecnica.funcionario,
        prazo,
      }),
    ).uuid;
  const a = await novo('Troca de DPS', '2026-11-20');
  await novo('Reaperto de conectores', '2026-11-09');
  horas(2);
  await api('POST', `/api/atendimentos/${a}/mover`, { fase: q.fase['Em atendimento'] });
  horas(3);
  await api('POST', `/api/atendimentos/${a}/mover`, { fase: q.fase.Concluído });

  // Vítor's deals: two proposals sent, one accepted.
  for (const aceitar of [true, false]) {
    const cliente = dados<{ uuid: string }>(
      await api('POST', '/api/clientes', { nome: `Cliente ${aceitar}` }),
    ).uuid;
    const p = dados<{ uuid: string }>(await api('POST', '/api/pedidos', { tipo: 'venda', cliente })).uuid;
    await api('PATCH', `/api/pedidos/${p}/cartao`, { responsavel: vendedor.funcionario });
    const validade = new Date(agora.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await api('PUT', `/api/pedidos/${p}/proposta`, { ...PROPOSTA_COMPLETA, validade })).statusCode,
    ).toBe(200);
    const link = dados<{ link: string }>(await api('POST', `/api/pedidos/${p}/enviar`, {})).link;
    if (aceitar) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/propostas/${link.replace('/app/proposta/', '')}/aceitar`,
        payload: { nome: 'Cliente', cpf: '52998224725' },
      });
      expect(r.statusCode).toBe(200);
    }
  }
});
afterAll(() => t.close());

describe('GET /api/desempenho', () => {
  it('por funcionário e no total: fechados, atrasados, propostas, conversão e tempo em cada fase', async () => {
    const r = await api('GET', '/api/desempenho?de=2026-11-01&ate=2026-11-30');
    expect(r.statusCode, r.body).toBe(200);
    const d = dados<{
      apenas_eu: boolean;
      total: Linha;
      funcionarios: Linha[];
      setores: Array<{ nome: string; cartoes_fechados: number }>;
      fases: Array<{ quadro_nome: string; nome: string; horas_media: number | null; passagens: number }>;
    }>(r);
    expect(d.apenas_eu).toBe(false);
    expect(d.total).toMatchObject({
      cartoes_fechados: 1,
      cartoes_atrasados: 1,
      propostas_enviadas: 2,
      propostas_aceitas: 1,
      conversao_pct: 50,
    });
    const porNome = Object.fromEntries(d.funcionarios.map((f) => [f.nome, f]));
    expect(porNome.Tânia).toMatchObject({
      cartoes_fechados: 1,
      cartoes_atrasados: 1,
      propostas_enviadas: 0,
    });
    expect(porNome.Vítor).toMatchObject({
      cartoes_fechados: 0,
      propostas_enviadas: 2,
      propostas_aceitas: 1,
      conversao_pct: 50,
    });
    expect(d.setores.find((s) => s.nome === 'Setor de Tânia')?.cartoes_fechados).toBe(1);
    const fase = (nome: string) =>
      d.fases.find((f) => f.quadro_nome === 'Solicitações de serviço' && f.nome === nome);
    expect(fase('Aberto')).toMatchObject({ horas_media: 2, passagens: 1 });
    expect(fase('Em atendimento')).toMatchObject({ horas_media: 3, passagens: 1 });
  });

  it('outro período não conta o que aconteceu fora dele; datas trocadas são 422', async () => {
    const d = dados<{ total: Linha }>(await api('GET', '/api/desempenho?de=2026-10-01&ate=2026-10-31'));
    expect(d.total).toMatchObject({ cartoes_fechados: 0, propostas_enviadas: 0 });
    const ruim = await api('GET', '/api/desempenho?de=2026-11-30&ate=2026-11-01');
    expect(erros(ruim)[0]).toMatchObject({ field: 'de', message: 'A data inicial deve ser antes da final' });
  });

  it('quem não tem atendimento:view vê só os próprios números', async () => {
    const d = dados<{ apenas_eu: boolean; total: Linha; funcionarios: Linha[]; setores: unknown[] }>(
      await api('GET', '/api/desempenho?de=2026-11-01&ate=2026-11-30', undefined, vendedor.pessoa),
    );
    expect(d.apenas_eu).toBe(true);
    expect(d.funcionarios.map((f) => f.nome)).toEqual(['Vítor']);
    expect(d.total).toMatchObject({ cartoes_fechados: 0, propostas_enviadas: 2 });
    expect(d.setores).toEqual([]);
  });

  it('exporta a tabela em CSV para planilhas brasileiras', async () => {
    const r = await api('GET', '/api/desempenho?de=2026-11-01&ate=2026-11-30&formato=csv');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(
      'attachment; filename="desempenho-2026-11-01-a-2026-11-30.csv"',
    );
    const linhas = r.body.replace('\ufeff', '').trim().split('\r\n');
    expect(linhas[0]).toMatch(/^Funcionário;Setor;Cartões fechados;/);
    expect(linhas.find((l) => l.startsWith('Vítor'))).toBe('Vítor;Setor de Vítor;0;0;0;;2;1;50;0;0');
  });
});
