import type { PortalDeTeste } from '../contrato.ts';
import { ClienteSolarman } from './client.ts';
import { iniciarSimuladorSolarman } from './simulator.ts';

// Solarman in the contract suite and the demo: the OpenAPI with the account's e-mail and password
// plus the App ID and App Secret.

export const portal: PortalDeTeste = {
  fabricante: 'solarman',
  iniciar: iniciarSimuladorSolarman,
  cliente: (url, credenciais, opcoes) => new ClienteSolarman({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({
    login: `usina${n}@solarman.com.br`,
    senha: `Solarman ${n}!`,
    chaves: { appId: `20230${n}1234`, appSecret: `segredo-app-solarman-${n}` },
  }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
