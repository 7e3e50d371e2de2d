import { portal as apsystems } from './apsystems/contrato.ts';
import { portal as auxsol } from './auxsol/contrato.ts';
import { portal as chintpower } from './chintpower/contrato.ts';
import type { PortalDeTeste } from './contrato.ts';
import { portal as deye } from './deye/contrato.ts';
import { portal as foxess } from './foxess/contrato.ts';
import { portal as fronius } from './fronius/contrato.ts';
import { portal as goodwe } from './goodwe/contrato.ts';
import { portal as growatt } from './growatt/contrato.ts';
import { portal as hoymiles } from './hoymiles/contrato.ts';
import { portal as huawei } from './huawei/contrato.ts';
import { portal as livoltek } from './livoltek/contrato.ts';
import { portal as saj } from './saj/contrato.ts';
import { portal as solarman } from './solarman/contrato.ts';
import { portal as solax } from './solax/contrato.ts';
import { portal as solis } from './solis/contrato.ts';
import { portal as solplanet } from './solplanet/contrato.ts';
import { portal as sungrow } from './sungrow/contrato.ts';

/** Every maker's simulator and client pair, in the order of FABRICANTES (contract suite, demo). */
export const PORTAIS_DE_TESTE: PortalDeTeste[] = [
  saj,
  sungrow,
  growatt,
  livoltek,
  auxsol,
  solplanet,
  solarman,
  solis,
  foxess,
  chintpower,
  huawei,
  goodwe,
  deye,
  hoymiles,
  apsystems,
  solax,
  fronius,
];
