import type { PortalDeTeste } from '../contrato.ts';
import { RITMO_LIVRE } from './cadencia.ts';
import { ClienteHuawei } from './client.ts';
import { iniciarSimuladorHuawei } from './simulator.ts';

// Huawei in the contract suite and the demo: the Northbound user and its system code. The suite
// fires a fleet's calls within a second and expects each call to reach the cloud, so the client's
// own pace (one call a minute per interface, 5-minute reuse of real-time KPIs) is off here; it is
// tested against the simulator's vendor budgets in huawei.test.ts.

export const portal: PortalDeTeste = {
  fabricante: 'huawei',
  // The app pointed at this simulator (demo, API tests) drops the pace the same way.
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorHuawei(contas, opcoes);
    return { ...sim, env: { HUAWEI_PACING: 'off' } };
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteHuawei({ baseUrl: url, credenciais, ritmo: RITMO_LIVRE, ...opcoes }),
  credenciais: (n) => ({ login: `irradia_nb${n}`, senha: `Nb#Solar${n}2026` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  // getKpiStationDay's kWh come with up to three decimals.
  precisaoKwh: 0.001,
  sessao: 'renova',
};
