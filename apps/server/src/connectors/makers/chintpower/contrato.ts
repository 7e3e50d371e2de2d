import type { PortalDeTeste } from '../contrato.ts';
import { ClienteChintPower } from './client.ts';
import { iniciarSimuladorChintPower } from './simulator.ts';

// Chint Power in the contract suite and the demo: the session pasted from the browser (user id as
// login, token as password), no login the client could repeat — an expired token asks the user.
// Models carry the rated power the client reads ("SCA50KTL-DO/BR" → 50 kW).

export const portal: PortalDeTeste = {
  fabricante: 'chintpower',
  iniciar: (contas, opcoes) =>
    iniciarSimuladorChintPower(
      contas.map((c) => ({
        ...c,
        usinas: c.usinas.map((u) => ({
          ...u,
          inversores: u.inversores.map((i) => ({ ...i, modelo: `SCA${i.kw}KTL-DO/BR` })),
        })),
      })),
      opcoes,
    ),
  cliente: (url, credenciais, opcoes) => new ClienteChintPower({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `6412${n}a0b1c2d3e4f5a6b7c8`, senha: `token-chint-${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  // Large plants' daily energy comes in MWh with three decimals.
  precisaoKwh: 1,
  sessao: 'manual',
};
