import { canalQuadro, type MensagemQuadro } from '@irradia/shared/quadros/quadros.schema';
import type { AppContext } from '../../platform/context.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';

/** Tells everyone looking at the board (Transmit channel `quadros/<uuid>`) what changed. */
export async function avisarQuadro(ctx: AppContext, quadroUuid: string, m: MensagemQuadro): Promise<void> {
  await transmitir(ctx, canalQuadro(quadroUuid), m);
}
