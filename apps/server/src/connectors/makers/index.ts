import type { Config } from '../../config.ts';
import { ClienteApsystems } from './apsystems/client.ts';
import { ClienteAuxsol } from './auxsol/client.ts';
import { ClienteChintPower } from './chintpower/client.ts';
import { ClienteDeye } from './deye/client.ts';
import { ClienteFoxess } from './foxess/client.ts';
import { ClienteFronius } from './fronius/client.ts';
import { ClienteGoodwe } from './goodwe/client.ts';
import { ClienteGrowatt } from './growatt/client.ts';
import { ClienteHoymiles } from './hoymiles/client.ts';
import { RITMO_LIVRE } from './huawei/cadencia.ts';
import { ClienteHuawei } from './huawei/client.ts';
import { ClienteLivoltek } from './livoltek/client.ts';
import { ClienteSaj } from './saj/client.ts';
import { ClienteSolarman } from './solarman/client.ts';
import { ClienteSolax } from './solax/client.ts';
import { ClienteSolis } from './solis/client.ts';
import { ClienteSolplanet } from './solplanet/client.ts';
import { ClienteSungrow } from './sungrow/client.ts';
import { type ClientePortal, type CodigoFabricante, type Credenciais, FABRICANTES } from './types.ts';

/**
 * Makers whose import works with this configuration: all seventeen. Sungrow's web API needs its web
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
    // The cross-login answers with the account's regional host, which the client keeps.
    case 'goodwe':
      return new ClienteGoodwe({
        baseUrl: portais.goodweUrl,
        urlSemsPlus: portais.goodweSemsPlusUrl,
        ...comum,
      });
    // DEYE_URL lists the data centres: the client keeps the one whose token reads the plants.
    case 'deye':
      return new ClienteDeye({ baseUrl: portais.deyeUrl, ...comum });
    // Fronius: the Solar.web Query API key (paid contract with Fronius) as login and password.
    case 'fronius':
      return new ClienteFronius({ baseUrl: portais.froniusUrl, ...comum });
    case 'hoymiles':
      return new ClienteHoymiles({ baseUrl: portais.hoymilesUrl, ...comum });
    // APsystems: App Id and App Secret (released by APsystems on request, billed per call) sign
    // each request; the plants' system ids are typed in, one per line (the API lists none).
    case 'apsystems':
      return new ClienteApsystems({ baseUrl: portais.apsystemsUrl, ...comum });
    // SolaX: the Token ID reads each inverter's dongle, whose registration numbers the user types in
    // grouped by plant (the token API lists no plants and keeps no history).
    case 'solax':
      return new ClienteSolax({ baseUrl: portais.solaxUrl, ...comum });
    // Huawei: the northbound user; HUAWEI_URL lists the regions. The client spaces each interface's
    // calls a minute apart and reuses answers (huawei/cadencia.ts).
    case 'huawei':
      return new ClienteHuawei({
        baseUrl: portais.huaweiUrl,
        ...comum,
        ...(portais.huaweiRitmo === 'off' ? { ritmo: RITMO_LIVRE } : {}),
      });
    default:
      return null;
  }
}
