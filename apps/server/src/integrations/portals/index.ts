import type { Config } from '../../config.ts';
import { ClienteGrowatt } from './growatt/client.ts';
import type { ClientePortal, CodigoFabricante, Credenciais } from './types.ts';

/** Makers whose import works today; the others are listed with their status only. */
export const FABRICANTES_IMPORTAVEIS: readonly CodigoFabricante[] = ['growatt'];

/** The client of a maker's cloud, at the base URL from config. Null when there is none yet. */
export function clienteDoPortal(
  config: Pick<Config, 'portais'>,
  fabricante: string,
  credenciais: Credenciais,
): ClientePortal | null {
  if (fabricante === 'growatt')
    return new ClienteGrowatt({
      baseUrl: config.portais.growattUrl,
      credenciais,
      timeoutMs: config.portais.timeoutMs,
    });
  return null;
}
