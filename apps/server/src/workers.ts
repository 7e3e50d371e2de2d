import { TAREFA_IMPORTACAO, tarefaImportacao } from './modules/importacoes/importacoes.service.ts';
import { TAREFA_INTEGRACAO, tarefaIntegracao } from './modules/integracoes/integracoes.service.ts';
import { enviarResumosDeAlertas } from './modules/notificacoes/notificacoes.service.ts';
import {
  agendarSincronizacoes,
  TAREFA_SINCRONIZACAO,
  tarefaSincronizacao,
  verificarUsinasSemDados,
} from './modules/sincronizacao/sincronizacao.service.ts';
import { garantirParticoes } from './modules/usinas/usinas.service.ts';
import { excluirContasVencidas } from './modules/usuarios/usuarios.service.ts';
import type { AppContext } from './platform/context.ts';
import { iniciarFila } from './platform/jobs.ts';

/** The durable job queue with every job type the modules define. */
export function criarFila(ctx: AppContext) {
  return iniciarFila(
    ctx,
    {
      [TAREFA_IMPORTACAO]: tarefaImportacao(ctx),
      [TAREFA_SINCRONIZACAO]: tarefaSincronizacao(ctx),
      [TAREFA_INTEGRACAO]: tarefaIntegracao(ctx),
    },
    ctx.config.jobs,
  );
}

const HORA = 60 * 60 * 1000;

/**
 * Periodic sweeps. Each is idempotent (it acts on rows whose due date passed), so several
 * instances running it at once do no harm.
 */
export function startWorkers(ctx: AppContext): { stop(): Promise<void> } {
  const run = () => {
    excluirContasVencidas(ctx).catch((err: unknown) =>
      ctx.log.error({ err }, 'account deletion sweep failed'),
    );
    // The alerts digest goes out from 8h (Brasília) on, once a day per person.
    const hora = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Sao_Paulo',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(ctx.now()),
    );
    if (hora >= 8)
      enviarResumosDeAlertas(ctx).catch((err: unknown) => ctx.log.error({ err }, 'alert digest failed'));
  };
  const fila = criarFila(ctx);
  fila.iniciar();
  // Readings' monthly partitions, ahead of time (at start and once a day).
  const particoes = () =>
    garantirParticoes(ctx).catch((err: unknown) => ctx.log.error({ err }, 'readings partitions failed'));
  void particoes();
  const diario = setInterval(particoes, 24 * HORA);
  diario.unref();
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, HORA);
  // Portal polling: the sweep only enqueues (keys make it one job per account even with several
  // instances); the queue spreads the calls.
  const agendar = () =>
    Promise.all([agendarSincronizacoes(ctx), verificarUsinasSemDados(ctx)]).catch((err: unknown) =>
      ctx.log.error({ err }, 'poll scheduling failed'),
    );
  const polling = setInterval(agendar, Math.min(60_000, ctx.config.sincronizacao.intervaloMs));
  first.unref();
  timer.unref();
  polling.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      clearInterval(polling);
      clearInterval(diario);
      await fila.parar();
    },
  };
}
