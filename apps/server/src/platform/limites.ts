// Plan limits (decision 041): the modules that create plants or add people ask before they do;
// the subscription module, which knows the plans, answers. Platform knows no module, so the
// checker is registered at start-up (app.ts) instead of imported here.

/** What a write is about to add to the company's usage. */
export interface Acrescimo {
  usinas?: number;
  usuarios?: number;
  kwp?: number;
}

/** Throws the pt-BR refusal naming the limit when the company's plan does not allow `acrescimo`. */
export type VerificadorDeLimites<C> = (ctx: C, empresaId: number, acrescimo: Acrescimo) => Promise<void>;

export interface Limites {
  definir<C>(verificador: VerificadorDeLimites<C>): void;
  /** Passes when no checker is registered (no subscription module: no limits). */
  verificar<C>(ctx: C, empresaId: number, acrescimo: Acrescimo): Promise<void>;
}

export function criarLimites(): Limites {
  let atual: VerificadorDeLimites<never> | null = null;
  return {
    definir(verificador) {
      atual = verificador as VerificadorDeLimites<never>;
    },
    async verificar(ctx, empresaId, acrescimo) {
      if (atual) await (atual as VerificadorDeLimites<typeof ctx>)(ctx, empresaId, acrescimo);
    },
  };
}
