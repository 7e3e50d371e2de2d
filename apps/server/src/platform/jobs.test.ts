import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { contarTarefas, enfileirar, iniciarAgenda, iniciarFila, purgarTarefas, vezDe } from './jobs.ts';

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
    // The queue's clock is the test's: the job holds until the test lets it go, the clock passes
    // the lock's first expiry, and only the renewal (a timer of the running lane) keeps it.
    let execucoes = 0;
    let comecou: () => void = () => {};
    const rodando = new Promise<void>((r) => {
      comecou = r;
    });
    let terminar: () => void = () => {};
    const liberada = new Promise<void>((r) => {
      terminar = r;
    });
    const tipos = {
      longa: {
        async executar() {
          execucoes++;
          comecou();
          await liberada;
        },
      },
    };
    const opcoes = { pollMs: 60_000, lockMs: 300, backoffMs: 1000 };
    const dona = iniciarFila(t.ctx, tipos, opcoes);
    const outra = iniciarFila(t.ctx, tipos, opcoes);
    await enfileirar(t.ctx, 'longa', {});
    const primeira = dona.drenar();
    await rodando;
    const bloqueio = async () =>
      (
        await t.database.query<{ ms: number }>(
          sql`select (extract(epoch from bloqueada_ate) * 1000)::float8 as ms from tarefas where tipo = 'longa'`,
        )
      )[0]?.ms ?? 0;
    const inicial = await bloqueio();
    for (let volta = 0; volta < 3; volta++) {
      const antes = await bloqueio();
      // Close to the expiry on the queue's clock: the running lane renews the lock from there.
      agora = new Date(antes - 50);
      const limite = Date.now() + 20_000;
      while ((await bloqueio()) <= antes) {
        if (Date.now() > limite) throw new Error('o bloqueio não foi renovado');
        await new Promise((r) => setTimeout(r, 20));
      }
      // Past the lock the job had before the renewal: another lane still cannot take it.
      agora = new Date(antes + 1);
      expect(await outra.drenar()).toBe(0);
    }
    expect(await bloqueio()).toBeGreaterThan(inicial + 300);
    terminar();
    expect(await primeira).toBe(1);
    expect(execucoes).toBe(1);
    expect(await estado()).toMatchObject({ status: 'concluida', tentativas: 1 });
  });
});

describe('um grupo não ocupa todas as faixas', () => {
  it('com 4 faixas, no máximo 2 tarefas do mesmo grupo rodam ao mesmo tempo; outro grupo passa à frente', async () => {
    const sinal = () => {
      let abrir!: () => void;
      const aberto = new Promise<void>((r) => {
        abrir = r;
      });
      return { aberto, abrir };
    };
    const comecou = new Map<number, ReturnType<typeof sinal>>();
    const liberar = new Map<number, ReturnType<typeof sinal>>();
    for (const n of [1, 2, 3, 4, 5]) {
      comecou.set(n, sinal());
      liberar.set(n, sinal());
    }
    let rodando = 0;
    let maximo = 0;
    const fila = iniciarFila(
      t.ctx,
      {
        lenta: {
          async executar(x) {
            const n = (x.dados as { n: number }).n;
            const doGrupo = n !== 5;
            if (doGrupo) maximo = Math.max(maximo, ++rodando);
            comecou.get(n)?.abrir();
            await liberar.get(n)?.aberto;
            if (doGrupo) rodando--;
          },
        },
      },
      { pollMs: 5, lockMs: 60_000, backoffMs: 1000, concorrencia: 4 },
    );
    for (const n of [1, 2, 3, 4]) await enfileirar(t.ctx, 'lenta', { n }, { grupo: 'portal:foxess' });
    await enfileirar(t.ctx, 'lenta', { n: 5 }, { grupo: 'portal:solis' });
    fila.iniciar();
    // 1 and 2 take two lanes; 3 and 4 come first in the queue but their group is full, so the
    // third lane takes 5 (of another group) instead.
    await Promise.all([comecou.get(1)?.aberto, comecou.get(2)?.aberto, comecou.get(5)?.aberto]);
    expect(rodando).toBe(2);
    liberar.get(5)?.abrir();
    liberar.get(1)?.abrir();
    await comecou.get(3)?.aberto;
    liberar.get(2)?.abrir();
    liberar.get(3)?.abrir();
    await comecou.get(4)?.aberto;
    liberar.get(4)?.abrir();
    await fila.parar();
    expect(maximo).toBe(2);
  });
});

describe('retenção', () => {
  const DIA = 86_400_000;
  it('apaga concluídas além da retenção e falhas além da sua; as mais novas, pendentes e em execução ficam', async () => {
    const linha = (nome: string, status: string, diasAtras: number | null) => sql`
      insert into tarefas (tipo, dados, chave, status, concluida_em, criada_em)
      values ('retida', '{}', ${nome}, ${status},
        ${diasAtras === null ? null : new Date(agora.getTime() - diasAtras * DIA)},
        ${new Date(agora.getTime() - 60 * DIA)})`;
    for (const [nome, status, dias] of [
      ['concluida-velha', 'concluida', 8],
      ['concluida-nova', 'concluida', 6],
      ['falha-velha', 'falhou', 31],
      ['falha-nova', 'falhou', 8],
      ['pendente', 'pendente', null],
      ['executando', 'executando', null],
    ] as const)
      await t.database.query(linha(nome, status, dias));
    // Batches of 1: the purge goes on until a batch comes back short.
    for (let k = 0; k < 3; k++) await t.database.query(linha(`concluida-velha-${k}`, 'concluida', 10));
    const apagadas = await purgarTarefas(t.ctx, { concluidasMs: 7 * DIA, falhasMs: 30 * DIA, lote: 1 });
    expect(apagadas).toBe(5);
    const ficaram = await t.database.query<{ chave: string }>(
      sql`select chave from tarefas where tipo = 'retida' order by chave`,
    );
    expect(ficaram.map((r) => r.chave)).toEqual(['concluida-nova', 'executando', 'falha-nova', 'pendente']);
  });
});

describe('agenda de varreduras', () => {
  it('uma linha por tipo e vez, mesmo pedida por duas agendas; a vez seguinte é outra tarefa', async () => {
    const feitas: number[] = [];
    const tipos = { varrer: { executar: async () => void feitas.push(1) } };
    const agendamentos = [{ tipo: 'varrer', periodoMs: 60_000 }];
    const a = iniciarAgenda(t.ctx, agendamentos, { tickMs: 60_000 });
    const b = iniciarAgenda(t.ctx, agendamentos, { tickMs: 60_000 });
    const fila = iniciarFila(t.ctx, tipos, { pollMs: 10, lockMs: 60_000, backoffMs: 1000 });
    await Promise.all([a.marcar(), b.marcar()]);
    expect(await fila.drenar()).toBe(1);
    // The same slot again (a late instance, or the next tick): nothing new, even after it ran.
    await Promise.all([iniciarAgenda(t.ctx, agendamentos, { tickMs: 60_000 }).marcar(), a.marcar()]);
    expect(await fila.drenar()).toBe(0);
    agora = new Date(vezDe(agora, 60_000).getTime() + 60_000);
    await Promise.all([a.marcar(), b.marcar()]);
    expect(await fila.drenar()).toBe(1);
    expect(feitas).toEqual([1, 1]);
    const linhas = await t.database.query<{ n: number }>(
      sql`select count(*)::int as n from tarefas where tipo = 'varrer' and status = 'concluida' and tentativas = 1`,
    );
    expect(linhas[0]?.n).toBe(2);
  });

  it('contagem por tipo: abertas, e falhas e concluídas das últimas 24 h', async () => {
    const DIA = 86_400_000;
    const inserir = (status: string, concluida: Date | null) =>
      t.database.query(
        sql`insert into tarefas (tipo, dados, status, concluida_em) values ('contada', '{}', ${status}, ${concluida})`,
      );
    await inserir('pendente', null);
    await inserir('pendente', null);
    await inserir('executando', null);
    await inserir('falhou', new Date(agora.getTime() - 1000));
    await inserir('falhou', new Date(agora.getTime() - 2 * DIA));
    await inserir('concluida', new Date(agora.getTime() - 1000));
    await inserir('concluida', new Date(agora.getTime() - DIA - 1));
    const contagem = await contarTarefas(t.ctx);
    expect(contagem.find((c) => c.tipo === 'contada')).toEqual({
      tipo: 'contada',
      pendentes: 2,
      executando: 1,
      falhas_24h: 1,
      concluidas_24h: 1,
    });
  });
});
