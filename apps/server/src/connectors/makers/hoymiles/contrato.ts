import type { PortalDeTeste } from '../contrato.ts';
import { ClienteHoymiles } from './client.ts';
import { iniciarSimuladorHoymiles } from './simulator.ts';

// Hoymiles in the contract suite and the demo: the S-Miles Cloud web API with the portal login,
// v3 login with an Argon2id-salted password, charts in protobuf.

export const portal: PortalDeTeste = {
  fabricante: 'hoymiles',
  iniciar: iniciarSimuladorHoymiles,
  cliente: (url, credenciais, opcoes) => new ClienteHoymiles({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `instalador${n}@hoymiles.com.br`, senha: `S-Miles ${n}!` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  // A micro reports through its DTU or not (warn_data.connect): no fault state in the list.
  statusSuportados: ['online', 'offline'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
