import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  type ContaSimulada,
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../src/connectors/makers/growatt/simulator.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The integrator's Growatt account the portal, import and plant tests share: a small home and a
 * market whose first of 25 inverters the portal has lost. A test may change `senha` for a while
 * (each test file gets its own copy of this module).
 */
export const contaGrowatt: ContaSimulada = {
  login: 'integrador@solar.com.br',
  senha: 'Growatt@1',
  userId: 777,
  usinas: [
    {
      id: '1001',
      nome: 'Residência Lima',
      latitude: -23.5,
      inversores: [{ sn: 'LIM0000001', nome: 'Inversor Lima', kwp: 6 }],
    },
    {
      id: '1002',
      nome: 'Mercado Central',
      latitude: -8.05,
      inversores: Array.from({ length: 25 }, (_, i) => ({
        sn: `MER${String(i).padStart(7, '0')}`,
        nome: `Mercado ${i + 1}`,
        kwp: 8,
        ...(i === 0 ? { lost: true } : {}),
      })),
    },
  ],
};

export interface GrowattDeTeste {
  t: TestApp;
  sim: SimuladorGrowatt;
  /** What another instance on the same database needs (the same APP_KEY: portal passwords are encrypted with it). */
  env: Record<string, string>;
  dona: Pessoa;
  empresa: { uuid: string };
  /** A request as the owner, in her company. */
  api: (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** Connects `contaGrowatt` through the API; its uuid. */
  contaPortal: () => Promise<string>;
  fechar: () => Promise<void>;
}

/**
 * The Growatt simulator with `contaGrowatt`, an app pointed at it and an integrator company with
 * its owner. `env` is added to the app's (and to the returned `env`); `envDoApp` only to this app's.
 */
export async function iniciarGrowattDeTeste(
  opcoes: { env?: Record<string, string>; envDoApp?: Record<string, string> } = {},
): Promise<GrowattDeTeste> {
  const sim = await iniciarSimuladorGrowatt([contaGrowatt]);
  const env = { GROWATT_URL: sim.url, APP_KEY: randomBytes(32).toString('base64'), ...opcoes.env };
  const t = await createTestApp({ env: { ...env, ...opcoes.envDoApp } });
  const dona = await criarPessoa(t, 'Dona Integradora');
  const empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  const api: GrowattDeTeste['api'] = (method, url, payload) =>
    t.app.inject({ method, url, headers: como(dona, empresa), ...(payload ? { payload } : {}) });
  return {
    t,
    sim,
    env,
    dona,
    empresa,
    api,
    async contaPortal() {
      const r = await api('POST', '/api/portais', {
        fabricante: 'growatt',
        login: contaGrowatt.login,
        senha: contaGrowatt.senha,
      });
      return (r.json() as { data: { uuid: string } }).data.uuid;
    },
    async fechar() {
      await t.close();
      await sim.fechar();
    },
  };
}
