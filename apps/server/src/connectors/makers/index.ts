import type { Config } from '../../config.ts';
import { ClienteAuxsol } from './auxsol/client.ts';
import { ClienteChintPower } from './chintpower/client.ts';
import { ClienteFoxess } from './foxess/client.ts';
import { ClienteGrowatt } from './growatt/client.ts';
import { ClienteLivoltek } from './livoltek/client.ts';
import { ClienteSaj } from './saj/client.ts';
import { ClienteSolarman } from './solarman/client.ts';
import { ClienteSolis } from './solis/client.ts';
import { ClienteSolplanet } from './solplanet/client.ts';
import { ClienteSungrow } from './sungrow/client.ts';
import { type ClientePortal, type CodigoFabricante, type Credenciais, FABRICANTES } from './types.ts';

/**
 * Makers whose import works with this configuration: all ten. Sungrow's web API needs its web
 * app's RSA public key, which is published: config.ts uses it unless SUNGROW_RSA_PUBLIC_KEY
 * overrides it, and refuses to start with an override that does not load.
 */
export function fabricantesImportaveis(_config: Pick<Config, 'portais'>): CodigoFabricante[] {
  return [...FABRICANTES];
}

/** The client of a maker's cloud, at the base URL from config. Null when it cannot be built. */
export function clienteDoPortal(
  config: Pick<Config, 'portais'>,
  fabricante: string,
  credenciais: Credenciais,
  /** Every HTTP call of the client goes through it (ritmo.ts: spacing and the day's count). */
  http?: typeof fetch,
): ClientePortal | null {
  const { portais } = config;
  const comum = { credenciais, timeoutMs: portais.timeoutMs, ...(http ? { fetch: http } : {}) };
  switch (fabricante) {
    case 'growatt':
      return new ClienteGrowatt({ baseUrl: portais.growattUrl, ...comum });
    case 'sungrow':
      return new ClienteSungrow({
        baseUrl: portais.sungrowUrl,
        chavePublica: portais.sungrowChavePublica,
        ...comum,
      });
    // SolisCloud has no password flow for data: login and password are the API ID and secret the
    // owner enables at soliscloud.com. FoxESS closed its password API in 2024: the password carries
    // the owner's personal API key. Livoltek: Security ID, API key and user token (the wizard asks
    // for each, labelled so — CREDENCIAIS_DO_PORTAL in the shared schema).
    case 'solis':
      return new ClienteSolis({ baseUrl: portais.solisUrl, ...comum });
    case 'foxess':
      return new ClienteFoxess({ baseUrl: portais.foxessUrl, ...comum });
    case 'auxsol':
      return new ClienteAuxsol({ baseUrl: portais.auxsolUrl, ...comum });
    // SAJ_URL and LIVOLTEK_URL are lists of regional hosts: the client tries them in turn.
    case 'saj':
      return new ClienteSaj({ baseUrl: portais.sajUrl, ...comum });
    case 'livoltek':
      return new ClienteLivoltek({ baseUrl: portais.livoltekUrl, ...comum });
    case 'solplanet':
      return new ClienteSolplanet({ baseUrl: portais.solplanetUrl, ...comum });
    case 'solarman':
      return new ClienteSolarman({ baseUrl: portais.solarmanUrl, ...comum });
    case 'chintpower':
      return new ClienteChintPower({ baseUrl: portais.chintpowerUrl, ...comum });
    default:
      return null;
  }
}
