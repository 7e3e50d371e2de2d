import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { enfileirar, iniciarFila } from './jobs.ts';

let t: TestApp;
let agora = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
});
afterAll(() => t.close());

const estado = async () =>
  (
    await t.database.query<{ status: string; tentativas: number; erro: string | null }>(
      sql`select status, tentativas, erro from tarefas order by id desc limit 1`,
    )
  )[0];

describe('fila de tarefas duráveis', () => {
  it('falha → tenta de novo depois de um intervalo que dobra; na última tentativa, falhou e avisa', async () => {
    const falhas: string[] = [];
    const fila = iniciarFila(
      t.ctx,
      {
        quebra: {
          async executar() {
            throw new Error('portal fora do ar');
          },
          async aoFalhar(_t, erro) {
            falhas.push(erro.message);
          },
        },
      },
      { pollMs: 10, lockMs: 60_000, backoffMs: 1000 },
    );
    await enfileirar(t.ctx, 'quebra', {}, { maxTentativas: 3 });
    expect(await fila.drenar()).toBe(1);
    expect(await estado()).toEqual({ status: 'pendente', tentativas: 1, erro: 'portal fora do ar' });
    // Not due yet: the first retry waits 1 s.
    expect(await fila.drenar()).toBe(0);
    agora = new Date(agora.getTime() + 1000);
    expect(await fila.drenar()).toBe(1);
    // The second waits 2 s.
    agora = new Date(agora.getTime() + 1999);
    expect(await fila.drenar()).toBe(0);
    agora = new Date(agora.getTime() + 1);
    expect(await fila.drenar()).toBe(1);
    expect(await estado()).toMatchObject({ status: 'falhou', tentativas: 3 });
    expect(falhas).toEqual(['portal fora do ar']);
  });

  it('a mesma chave enquanto aberta é uma tarefa só', async () => {
    const feitas: unknown[] = [];
    const fila = iniciarFila(
      t.ctx,
      { soma: { executar: async (x) => void feitas.push(x.dados) } },
      { pollMs: 10, lockMs: 60_000, backoffMs: 1000 },
    );
    await enfileirar(t.ctx, 'soma', { n: 1 }, { chave: 'k' });
    await enfileirar(t.ctx, 'soma', { n: 2 }, { chave: 'k' });
    expect(await fila.drenar()).toBe(1);
    expect(feitas).toEqual([{ n: 1 }]);
    // Once done, the key is free again.
    await enfileirar(t.ctx, 'soma', { n: 3 }, { chave: 'k' });
    expect(await fila.drenar()).toBe(1);
    expect(feitas).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('uma tarefa bloqueada por outra instância só volta quando o bloqueio expira', async () => {
    const feitas: number[] = [];
    const tipos = { lenta: { executar: async () => void feitas.push(1) } };
    await enfileirar(t.ctx, 'lenta', {});
    await t.database.query(
      sql`update tarefas set status = 'executando', bloqueada_ate = ${new Date(agora.getTime() + 5000)} where tipo = 'lenta'`,
    );
    const fila = iniciarFila(t.ctx, tipos, { pollMs: 10, lockMs: 60_000, backoffMs: 1000 });
    expect(await fila.drenar()).toBe(0);
    agora = new Date(agora.getTime() + 5001);
    expect(await fila.drenar()).toBe(1);
    expect(feitas).toEqual([1]);
  });

  it('uma tarefa com atraso só fica pronta depois dele (o poll espalha as contas no tempo)', async () => {
    const feitas: number[] = [];
    const fila = iniciarFila(
      t.ctx,
      { atrasada: { executar: async () => void feitas.push(1) } },
      { pollMs: 10, lockMs: 60_000, backoffMs: 1000 },
    );
    await enfileirar(t.ctx, 'atrasada', {}, { atrasoMs: 30_000 });
    expect(await fila.drenar()).toBe(0);
    agora = new Date(agora.getTime() + 30_000);
    expect(await fila.drenar()).toBe(1);
  });

  it('uma tarefa que dura mais que o bloqueio o renova: nenhuma outra faixa a pega enquanto roda', async () => {
    // Real clock: the lock expires by the wall clock unless the running job renews it.
    const real = await createTestApp({ database: t.database });
    let execucoes = 0;
    const fila = iniciarFila(
      real.ctx,
      {
        longa: {
          async executar() {
            execucoes++;
            await new Promise((r) => setTimeout(r, 1200));
          },
        },
      },
      { pollMs: 20, lockMs: 300, backoffMs: 1000, concorrencia: 3 },
    );
    await enfileirar(real.ctx, 'longa', {});
    fila.iniciar();
    while ((await estado())?.status !== 'concluida') await new Promise((r) => setTimeout(r, 50));
    await fila.parar();
    await real.close();
    expect(execucoes).toBe(1);
    expect(await estado()).toMatchObject({ status: 'concluida', tentativas: 1 });
  });
});
