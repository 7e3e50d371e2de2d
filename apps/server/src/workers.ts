import { excluirContasVencidas } from './modules/usuarios/usuarios.service.ts';
import type { AppContext } from './platform/context.ts';

const HORA = 60 * 60 * 1000;

/**
 * Periodic sweeps. Each is idempotent (it acts on rows whose due date passed), so several
 * instances running it at once do no harm.
 */
export function startWorkers(ctx: AppContext): { stop(): void } {
  const run = () =>
    excluirContasVencidas(ctx).catch((err: unknown) =>
      ctx.log.error({ err }, 'account deletion sweep failed'),
    );
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, HORA);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
