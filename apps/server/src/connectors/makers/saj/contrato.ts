import type { PortalDeTeste } from '../contrato.ts';
import { ClienteSaj } from './client.ts';
import { iniciarSimuladorSaj } from './simulator.ts';

// SAJ in the contract suite and the demo: the Elekeeper web API with the portal password.

export const portal: PortalDeTeste = {
  fabricante: 'saj',
  iniciar: iniciarSimuladorSaj,
  cliente: (url, credenciais, opcoes) => new ClienteSaj({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `instalador${n}@saj.com.br`, senha: `Elek€eper ${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
