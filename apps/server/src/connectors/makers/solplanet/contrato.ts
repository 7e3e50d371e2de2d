import type { PortalDeTeste } from '../contrato.ts';
import { ClienteSolplanet } from './client.ts';
import { iniciarSimuladorSolplanet } from './simulator.ts';

// Solplanet in the contract suite and the demo: the pro web portal with the portal password,
// a token renewed by logging in again, daily energy and the 20-minute curve from getPlantOutput.

export const portal: PortalDeTeste = {
  fabricante: 'solplanet',
  iniciar: (contas, opcoes) => iniciarSimuladorSolplanet(contas, opcoes),
  cliente: (url, credenciais, opcoes) => new ClienteSolplanet({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `instalador${n}@solplanet.com.br`, senha: `Sol planet ${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
