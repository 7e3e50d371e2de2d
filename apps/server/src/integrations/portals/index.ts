import type { Config } from '../../config.ts';
import { ClienteAuxsol } from './auxsol/client.ts';
import { ClienteFoxess } from './foxess/client.ts';
import { ClienteGrowatt } from './growatt/client.ts';
import { ClienteSolis } from './solis/client.ts';
import { ClienteSungrow } from './sungrow/client.ts';
import type { ClientePortal, CodigoFabricante, Credenciais } from './types.ts';

/**
 * Makers whose import works with this configuration. Sungrow's web API needs the RSA public key
 * of its web app (SUNGROW_RSA_PUBLIC_KEY); without it Sungrow is listed but not importable.
 */
export function fabricantesImportaveis(config: Pick<Config, 'portais'>): CodigoFabricante[] {
  const sempre: CodigoFabricante[] = ['growatt', 'solis', 'foxess', 'auxsol'];
  return config.portais.sungrowChavePublica ? [...sempre, 'sungrow'] : sempre;
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
  // SolisCloud has no password flow for data: the account's login and password are the API ID
  // and secret the owner enables at soliscloud.com (the wizard labels them so).
  // FoxESS closed its password API in 2024: the password carries the owner's personal API key.
  if (fabricante === 'auxsol')
    return new ClienteAuxsol({ baseUrl: portais.auxsolUrl, credenciais, timeoutMs: portais.timeoutMs });
  if (fabricante === 'foxess')
    return new ClienteFoxess({ baseUrl: portais.foxessUrl, credenciais, timeoutMs: portais.timeoutMs });
  if (fabricante === 'solis')
    return new ClienteSolis({ baseUrl: portais.solisUrl, credenciais, timeoutMs: portais.timeoutMs });
  if (fabricante === 'sungrow' && portais.sungrowChavePublica)
    return new ClienteSungrow({
      baseUrl: portais.sungrowUrl,
      credenciais,
      chavePublica: portais.sungrowChavePublica,
      timeoutMs: portais.timeoutMs,
    });
  return null;
}
