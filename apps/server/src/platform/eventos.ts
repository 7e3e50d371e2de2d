import type { FastifyBaseLogger } from 'fastify';

/**
 * In-process domain events (decision 039): a module says what happened ("a plant alert opened",
 * "a card entered a stage") without knowing who listens; automations listen. Listeners run in
 * order, awaited, after the change is stored; one failing is logged and never fails the caller.
 * `cadeia` lists the automation rules whose actions led to this event, so a rule that would
 * trigger itself is cut.
 */
export interface EventoDeDominio {
  tipo: string;
  empresaId: number;
  cadeia?: readonly number[];
  [campo: string]: unknown;
}

export type Ouvinte<C> = (ctx: C, evento: EventoDeDominio) => Promise<void>;

export interface Eventos {
  ouvir<C>(ouvinte: Ouvinte<C>): void;
  emitir<C extends { log: FastifyBaseLogger }>(ctx: C, evento: EventoDeDominio): Promise<void>;
}

export function criarEventos(): Eventos {
  const ouvintes: Array<Ouvinte<never>> = [];
  return {
    ouvir(ouvinte) {
      ouvintes.push(ouvinte as Ouvinte<never>);
    },
    async emitir(ctx, evento) {
      for (const ouvinte of ouvintes) {
        try {
          await (ouvinte as Ouvinte<typeof ctx>)(ctx, evento);
        } catch (err) {
          ctx.log.error({ err, evento: evento.tipo }, 'ouvinte de evento falhou');
        }
      }
    },
  };
}
