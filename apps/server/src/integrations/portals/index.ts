import type { Config } from '../../config.ts';
import { ClienteGrowatt } from './growatt/client.ts';
import { ClienteSungrow } from './sungrow/client.ts';
import type { ClientePortal, CodigoFabricante, Credenciais } from './types.ts';

/**
 * Makers whose import works with this configuration. Sungrow's web API needs the RSA public key
 * of its web app (SUNGROW_RSA_PUBLIC_KEY); without it Sungrow is listed but not importable.
 */
export function fabricantesImportaveis(config: Pick<Config, 'portais'>): CodigoFabricante[] {
  return config.portais.sungrowChavePublica ? ['growatt', 'sungrow'] : ['growatt'];
}

/** The client of a maker's cloud, at the base URL from config. Null when there is none yet. */
export function clienteDoPortal(
  config: Pick<Config, 'portais'>,
  fabricante: string,
  credenciais: Credenciais,
): ClientePortal | null {
  const { portais } = config;
  if (fabricante === 'growatt')
    return new ClienteGrowatt({ baseUrl: portais.growattUrl, credenciais, timeoutMs: portais.timeoutMs });
  if (fabricante === 'sungrow' && portais.sungrowChavePublica)
    return new ClienteSungrow({
      baseUrl: portais.sungrowUrl,
      credenciais,
      chavePublica: portais.sungrowChavePublica,
      timeoutMs: portais.timeoutMs,
    });
  return null;
}
