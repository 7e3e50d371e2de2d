import { TAREFA_IMPORTACAO, tarefaImportacao } from './modules/importacoes/importacoes.service.ts';
import { excluirContasVencidas } from './modules/usuarios/usuarios.service.ts';
import type { AppContext } from './platform/context.ts';
import { iniciarFila } from './platform/jobs.ts';

/** The durable job queue with every job type the modules define. */
export function criarFila(ctx: AppContext) {
  return iniciarFila(ctx, { [TAREFA_IMPORTACAO]: tarefaImportacao(ctx) }, ctx.config.jobs);
}

const HORA = 60 * 60 * 1000;

/**
 * Periodic sweeps. Each is idempotent (it acts on rows whose due date passed), so several
 * instances running it at once do no harm.
 */
export function startWorkers(ctx: AppContext): { stop(): Promise<void> } {
  const run = () =>
    excluirContasVencidas(ctx).catch((err: unknown) =>
      ctx.log.error({ err }, 'account deletion sweep failed'),
    );
  const fila = criarFila(ctx);
  fila.iniciar();
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, HORA);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await fila.parar();
    },
  };
}
