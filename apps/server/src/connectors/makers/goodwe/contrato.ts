import type { PortalDeTeste } from '../contrato.ts';
import { ClienteGoodwe } from './client.ts';
import { iniciarSimuladorGoodwe } from './simulator.ts';

// GoodWe in the contract suite and the demo: the SEMS portal API (CrossLogin) with the account's
// e-mail and password; the simulator also answers the SEMS+ login on its own origin.

export const portal: PortalDeTeste = {
  fabricante: 'goodwe',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorGoodwe(contas, opcoes);
    return { ...sim, env: { GOODWE_SEMSPLUS_URL: sim.url } };
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteGoodwe({ baseUrl: url, urlSemsPlus: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `visitante${n}@instaladora.com.br`, senha: `Sems#Visitante ${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
