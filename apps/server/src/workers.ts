import { avisarPrazosVencidos } from './modules/automacoes/automacoes.motor.ts';
import { TAREFA_IMPORTACAO, tarefaImportacao } from './modules/importacoes/importacoes.service.ts';
import { TAREFA_INTEGRACAO, tarefaIntegracao } from './modules/integracoes/integracoes.service.ts';
import { enviarResumosDeAlertas } from './modules/notificacoes/notificacoes.service.ts';
import {
  agendarSincronizacoes,
  TAREFA_SINCRONIZACAO,
  tarefaSincronizacao,
  verificarUsinasSemDados,
} from './modules/sincronizacao/sincronizacao.service.ts';
import { garantirParticoes } from './modules/usinas/ingestao.ts';
import { excluirContasVencidas } from './modules/usuarios/exclusao.ts';
import type { AppContext } from './platform/context.ts';
import {
  type Agendamento,
  iniciarAgenda,
  iniciarFila,
  purgarTarefas,
  type TipoDeTarefa,
} from './platform/jobs.ts';

const HORA = 60 * 60 * 1000;

interface Varredura extends Agendamento {
  executar(): Promise<unknown>;
}

/**
 * The periodic sweeps, each a job kind of the queue with one row per slot: whatever the number
 * of instances, each slot runs once (docs/decisions/020-fila-de-tarefas.md).
 */
function varreduras(ctx: AppContext): Varredura[] {
  return [
    // Readings' monthly partitions, ahead of time.
    { tipo: 'varredura_particoes', periodoMs: 24 * HORA, executar: () => garantirParticoes(ctx) },
    { tipo: 'varredura_contas_vencidas', periodoMs: HORA, executar: () => excluirContasVencidas(ctx) },
    {
      tipo: 'varredura_resumo_alertas',
      periodoMs: HORA,
      // The alerts digest goes out from 8h (Brasília) on, once a day per person.
      executar: async () => {
        const hora = Number(
          new Intl.DateTimeFormat('en-GB', {
            timeZone: 'America/Sao_Paulo',
            hour: '2-digit',
            hourCycle: 'h23',
          }).format(ctx.now()),
        );
        if (hora >= 8) await enviarResumosDeAlertas(ctx);
      },
    },
    // Portal polling: the sweep only enqueues (keys make it one job per account); the queue
    // spreads the calls.
    {
      tipo: 'varredura_sincronizacoes',
      periodoMs: Math.min(60_000, ctx.config.sincronizacao.intervaloMs),
      executar: () => agendarSincronizacoes(ctx),
    },
    {
      tipo: 'varredura_frescor',
      periodoMs: Math.min(60_000, ctx.config.sincronizacao.intervaloMs),
      executar: () => verificarUsinasSemDados(ctx),
    },
    // Board cards whose due date passed: the "prazo vencido" automations (decision 039).
    { tipo: 'varredura_prazos', periodoMs: HORA, executar: () => avisarPrazosVencidos(ctx) },
    {
      tipo: 'varredura_limpeza_fila',
      periodoMs: HORA,
      executar: () =>
        purgarTarefas(ctx, {
          concluidasMs: ctx.config.jobs.retencaoMs,
          falhasMs: ctx.config.jobs.retencaoFalhasMs,
        }),
    },
  ];
}

/** The sweeps' kinds and periods (tests read them). */
export function agendamentos(ctx: AppContext): Agendamento[] {
  return varreduras(ctx).map(({ tipo, periodoMs }) => ({ tipo, periodoMs }));
}

/** The durable job queue with every job type the modules define, and the sweeps. */
export function criarFila(ctx: AppContext) {
  const tipos: Record<string, TipoDeTarefa<never>> = {
    [TAREFA_IMPORTACAO]: tarefaImportacao(ctx),
    [TAREFA_SINCRONIZACAO]: tarefaSincronizacao(ctx),
    [TAREFA_INTEGRACAO]: tarefaIntegracao(ctx),
  };
  // A sweep has one attempt: the next slot is its retry.
  for (const v of varreduras(ctx)) tipos[v.tipo] = { executar: async () => void (await v.executar()) };
  return iniciarFila(ctx, tipos, ctx.config.jobs);
}

/**
 * The queue's lanes and the sweeps' schedule. The local tick only asks whether a sweep's next
 * slot is due and inserts its row (once per slot and instance); the queue runs it once.
 */
export function startWorkers(ctx: AppContext): { stop(): Promise<void> } {
  const fila = criarFila(ctx);
  const lista = agendamentos(ctx);
  const agenda = iniciarAgenda(ctx, lista, {
    tickMs: Math.min(ctx.config.jobs.pollMs, ...lista.map((a) => a.periodoMs)),
  });
  fila.iniciar();
  agenda.iniciar();
  return {
    async stop() {
      await agenda.parar();
      await fila.parar();
    },
  };
}
