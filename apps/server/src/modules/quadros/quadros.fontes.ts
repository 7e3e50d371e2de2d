import type { TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import type { AppContext } from '../../platform/context.ts';

// What a card stands for comes from the module that owns the record (atendimentos, pedidos). The
// owners register their source here at start-up, so the board reads them without importing them
// (they import the board to put their records on it: the other way round would be a cycle).

/** A record as its card shows it. */
export interface ResumoDoCartao {
  id: number;
  uuid: string;
  numero: number;
  titulo: string;
  descricao: string | null;
  status: string;
  clienteId: number | null;
  usinaId: number | null;
  valorCentavos: number | null;
  criadoEm: Date;
}

/** Where a record that is not on a board yet lands: the n-th default stage, or the first closed one. */
export type Lugar = number | 'fechada';

export interface FonteDeCartoes {
  tipo: TipoCartao;
  /** The record's id when the company owns it (the one that does the work), else null. */
  idDoUuid(ctx: AppContext, empresaId: number, uuid: string): Promise<number | null>;
  /** The company's records that belong on a board, with where each lands the first time. */
  daEmpresa(ctx: AppContext, empresaId: number): Promise<Array<{ id: number; lugar: Lugar }>>;
  resumos(ctx: AppContext, ids: readonly number[]): Promise<Map<number, ResumoDoCartao>>;
  /** A record made on the board itself (service requests only). */
  criar?(
    ctx: AppContext,
    empresaId: number,
    usuarioId: number | null,
    d: { titulo: string; descricao: string | null; clienteId: number | null; usinaId: number | null },
  ): Promise<{ id: number; uuid: string }>;
  /**
   * The card entered a closed stage (or left one): a record whose status only the board drives (the
   * company's own service request) follows it.
   */
  aoFechar?(ctx: AppContext, id: number, fechado: boolean): Promise<void>;
  /** Sets the customer or the plant a card names (service requests only). */
  definir?(
    ctx: AppContext,
    id: number,
    d: { clienteId?: number | null; usinaId?: number | null },
  ): Promise<void>;
}

const fontes = new Map<TipoCartao, FonteDeCartoes>();

export function registrarFonte(fonte: FonteDeCartoes): void {
  fontes.set(fonte.tipo, fonte);
}

export function fonte(tipo: TipoCartao): FonteDeCartoes {
  const f = fontes.get(tipo);
  if (!f) throw new Error(`fonte de cartões não registrada: ${tipo}`);
  return f;
}
