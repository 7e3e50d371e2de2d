import { sql } from 'drizzle-orm';
import { tarefas } from '../db/schema/index.ts';
import type { AppContext } from './context.ts';

/**
 * Durable background jobs on the application's own database (PGlite or PostgreSQL): a row per
 * job, claimed with `FOR UPDATE SKIP LOCKED` and a lock that expires. A job whose server died
 * is claimed again once its lock expires, so a restart resumes it; handlers must be idempotent
 * (they are: imports skip finished plants and upsert by portal id). Failures retry with
 * exponential back-off up to `maxTentativas`, then the job is marked `falhou` and its
 * `aoFalhar` runs. Finished rows are purged after their retention (`purgarTarefas`), and periodic
 * sweeps are jobs of one row per slot (`iniciarAgenda`), so each runs once across instances.
 * See docs/decisions/020-fila-de-tarefas.md (and why not pg-boss).
 */

interface Tarefa<T = unknown> {
  id: number;
  tipo: string;
  dados: T;
  tentativas: number;
  /** Extends the lock while a long job is still working. */
  renovar(): Promise<void>;
}

export interface TipoDeTarefa<T = unknown> {
  executar(t: Tarefa<T>): Promise<void>;
  /** After the last attempt failed. */
  aoFalhar?(t: Tarefa<T>, erro: Error): Promise<void>;
  /** A failure that retrying cannot fix (wrong password): fail at once. */
  definitiva?(erro: Error): boolean;
}

export interface OpcoesFila {
  pollMs: number;
  lockMs: number;
  /** First retry delay; doubles on every attempt. */
  backoffMs: number;
  /** Jobs run at once by this instance (each claims its own row). */
  concorrencia?: number;
  /**
   * Jobs of one `grupo` run at once by this instance; default half the lanes, rounded up, so one
   * slow group (a maker's cloud that hangs) never holds every lane (docs/decisions/011).
   */
  porGrupo?: number;
}

export async function enfileirar(
  ctx: Pick<AppContext, 'db' | 'now'>,
  tipo: string,
  dados: unknown,
  opcoes: { chave?: string; grupo?: string; maxTentativas?: number; atrasoMs?: number } = {},
): Promise<void> {
  await ctx.db
    .insert(tarefas)
    .values({
      tipo,
      dados,
      chave: opcoes.chave ?? null,
      grupo: opcoes.grupo ?? null,
      maxTentativas: opcoes.maxTentativas ?? 5,
      proximaEm: new Date(ctx.now().getTime() + (opcoes.atrasoMs ?? 0)),
    })
    .onConflictDoNothing();
}

interface Linha {
  id: number;
  tipo: string;
  grupo: string | null;
  dados: unknown;
  tentativas: number;
  max_tentativas: number;
}

export function iniciarFila(ctx: AppContext, tipos: Record<string, TipoDeTarefa<never>>, o: OpcoesFila) {
  let parar = false;
  const timers = new Set<NodeJS.Timeout>();
  const rodando = new Set<Promise<void>>();

  const bloqueio = () => new Date(ctx.now().getTime() + o.lockMs);
  const porGrupo = o.porGrupo ?? Math.ceil((o.concorrencia ?? 1) / 2);
  /** Jobs of each group running in this instance. */
  const emCurso = new Map<string, number>();
  // Claims of this instance one at a time, so two lanes never both take a group's last free place.
  let vez: Promise<unknown> = Promise.resolve();

  function pegar(): Promise<Linha | null> {
    const p = vez.then(reivindicar);
    vez = p.catch(() => undefined);
    return p;
  }

  async function reivindicar(): Promise<Linha | null> {
    const nomes = Object.keys(tipos);
    if (nomes.length === 0) return null;
    const cheios = [...emCurso].filter(([, n]) => n >= porGrupo).map(([g]) => g);
    const [linha] = await ctx.database.query<Linha>(sql`
      update tarefas set status = 'executando', tentativas = tentativas + 1, bloqueada_ate = ${bloqueio()}
      where id = (
        select id from tarefas
        where status in ('pendente', 'executando')
          and proxima_em <= ${ctx.now()}
          and (bloqueada_ate is null or bloqueada_ate < ${ctx.now()})
          and tipo in (${sql.join(
            nomes.map((n) => sql`${n}`),
            sql`, `,
          )})
          ${
            cheios.length
              ? sql`and (grupo is null or grupo not in (${sql.join(
                  cheios.map((g) => sql`${g}`),
                  sql`, `,
                )}))`
              : sql``
          }
        order by proxima_em, id
        limit 1
        for update skip locked
      )
      returning id, tipo, grupo, dados, tentativas, max_tentativas`);
    if (linha?.grupo) emCurso.set(linha.grupo, (emCurso.get(linha.grupo) ?? 0) + 1);
    return linha ?? null;
  }

  async function executar(l: Linha) {
    try {
      await executarTarefa(l);
    } finally {
      if (l.grupo) emCurso.set(l.grupo, (emCurso.get(l.grupo) ?? 1) - 1);
    }
  }

  async function executarTarefa(l: Linha) {
    const tipo = tipos[l.tipo] as TipoDeTarefa<unknown>;
    const tarefa: Tarefa = {
      id: l.id,
      tipo: l.tipo,
      dados: l.dados,
      tentativas: l.tentativas,
      renovar: async () => {
        await ctx.database.query(
          sql`update tarefas set bloqueada_ate = ${bloqueio()} where id = ${l.id} and status = 'executando'`,
        );
      },
    };
    // The lock is renewed while the job runs (until the queue stops), so a slow job is not taken
    // again, and run twice at once, by another lane or instance; only a dead process lets it expire.
    const pulso = setInterval(
      () => {
        if (!parar)
          tarefa
            .renovar()
            .catch((err: unknown) => ctx.log.warn({ err, tarefa: l.id }, 'job lock renewal failed'));
      },
      Math.max(1, Math.floor(o.lockMs / 3)),
    );
    pulso.unref();
    try {
      await tipo.executar(tarefa);
      clearInterval(pulso);
      await ctx.database.query(
        sql`update tarefas set status = 'concluida', concluida_em = ${ctx.now()}, bloqueada_ate = null, erro = null where id = ${l.id}`,
      );
    } catch (err) {
      clearInterval(pulso);
      const erro = err instanceof Error ? err : new Error(String(err));
      const ultima = l.tentativas >= l.max_tentativas || tipo.definitiva?.(erro) === true;
      if (ultima) {
        await ctx.database.query(
          sql`update tarefas set status = 'falhou', erro = ${erro.message}, bloqueada_ate = null, concluida_em = ${ctx.now()} where id = ${l.id}`,
        );
        await tipo
          .aoFalhar?.(tarefa, erro)
          .catch((e: unknown) => ctx.log.error({ err: e }, 'job failure hook failed'));
      } else {
        const espera = o.backoffMs * 2 ** (l.tentativas - 1);
        await ctx.database.query(
          sql`update tarefas set status = 'pendente', erro = ${erro.message}, bloqueada_ate = null, proxima_em = ${new Date(ctx.now().getTime() + espera)} where id = ${l.id}`,
        );
      }
      ctx.log.warn({ err: erro, tarefa: l.id, tipo: l.tipo, tentativa: l.tentativas, ultima }, 'job failed');
    }
  }

  /** Runs due jobs one after another until none is left (tests call it directly). */
  async function drenar(): Promise<number> {
    let n = 0;
    for (;;) {
      if (parar) return n;
      const l = await pegar();
      if (!l) return n;
      await executar(l);
      n++;
    }
  }

  const depois = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  // Each lane drains and sleeps on its own: a job stuck on a hanging portal holds its lane only,
  // never the others (they keep taking jobs as they fall due).
  const faixa = () => {
    if (parar) return;
    const p: Promise<void> = drenar()
      .then(() => undefined)
      .catch((err: unknown) => ctx.log.error({ err }, 'job queue cycle failed'))
      .finally(() => {
        rodando.delete(p);
        if (!parar) depois(faixa, o.pollMs);
      });
    rodando.add(p);
  };

  return {
    iniciar() {
      for (let i = 0; i < (o.concorrencia ?? 1); i++) depois(faixa, 0);
    },
    drenar,
    async parar() {
      parar = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(rodando);
    },
  };
}

export type Fila = ReturnType<typeof iniciarFila>;

/**
 * Deletes finished jobs older than their retention, a batch per statement so no delete holds many
 * row locks or a long transaction; pending and running jobs are never touched. Failed ones are kept
 * longer: they are what someone looks into.
 */
export async function purgarTarefas(
  ctx: Pick<AppContext, 'database' | 'now'>,
  r: { concluidasMs: number; falhasMs: number; lote?: number },
): Promise<number> {
  const agora = ctx.now().getTime();
  const concluidas = new Date(agora - r.concluidasMs);
  const falhas = new Date(agora - r.falhasMs);
  const lote = r.lote ?? 1000;
  let total = 0;
  for (;;) {
    const [res] = await ctx.database.query<{ n: number }>(sql`
      with apagadas as (
        delete from tarefas where id in (
          select id from tarefas
          where (status = 'concluida' and concluida_em < ${concluidas})
             or (status = 'falhou' and concluida_em < ${falhas})
          limit ${lote}
          for update skip locked
        )
        returning 1
      )
      select count(*)::int as n from apagadas`);
    const n = res?.n ?? 0;
    total += n;
    if (n < lote) return total;
  }
}

/** A periodic sweep: one job of `tipo` per slot of `periodoMs`. */
export interface Agendamento {
  tipo: string;
  periodoMs: number;
}

/** The slot `agora` falls in; aligned to the epoch, so every instance computes the same one. */
export function vezDe(agora: Date, periodoMs: number): Date {
  return new Date(Math.floor(agora.getTime() / periodoMs) * periodoMs);
}

/**
 * Schedules each sweep's current slot. The row is unique by kind and slot in every status
 * (`tarefas_agenda`), so N instances asking for the same slot insert one job, claimed by one of
 * them; a slot already run is not inserted again. The local timer only asks "is a new slot due?":
 * the database is written once per slot and instance, the work runs once.
 */
export function iniciarAgenda(ctx: AppContext, agendamentos: Agendamento[], o: { tickMs: number }) {
  const marcadas = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let vez: Promise<void> = Promise.resolve();

  async function marcarAgora() {
    for (const a of agendamentos) {
      const slot = vezDe(ctx.now(), a.periodoMs);
      if (marcadas.get(a.tipo) === slot.getTime()) continue;
      await ctx.db
        .insert(tarefas)
        .values({ tipo: a.tipo, dados: {}, agendadaPara: slot, maxTentativas: 1, proximaEm: ctx.now() })
        .onConflictDoNothing();
      marcadas.set(a.tipo, slot.getTime());
    }
  }

  /** Schedules every due slot (one call at a time: a slow tick is not overtaken by the next). */
  function marcar(): Promise<void> {
    vez = vez.then(marcarAgora);
    const p = vez;
    vez = vez.catch(() => undefined);
    return p;
  }

  return {
    marcar,
    iniciar() {
      const tique = () =>
        void marcar().catch((err: unknown) => ctx.log.error({ err }, 'sweep scheduling failed'));
      tique();
      timer = setInterval(tique, o.tickMs);
      timer.unref();
    },
    async parar() {
      clearInterval(timer);
      await vez;
    },
  };
}

/** Jobs per kind: open ones, and those that failed or finished in the last 24 h. */
export async function contarTarefas(ctx: Pick<AppContext, 'database' | 'now'>) {
  const desde = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000);
  return ctx.database.query<{
    tipo: string;
    pendentes: number;
    executando: number;
    falhas_24h: number;
    concluidas_24h: number;
  }>(sql`
    select tipo,
      count(*) filter (where status = 'pendente')::int as pendentes,
      count(*) filter (where status = 'executando')::int as executando,
      count(*) filter (where status = 'falhou' and concluida_em >= ${desde})::int as falhas_24h,
      count(*) filter (where status = 'concluida' and concluida_em >= ${desde})::int as concluidas_24h
    from tarefas
    where status in ('pendente', 'executando') or concluida_em >= ${desde}
    group by tipo
    order by tipo`);
}
