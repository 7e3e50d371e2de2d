import { type PortalDeTeste, relogiosPorUrl, type UsinaDeTeste } from '../contrato.ts';
import { ClienteSolax } from './client.ts';
import { iniciarSimuladorSolax } from './simulator.ts';

// SolaX Cloud in the contract suite and the demo: the token ID as the password, the plants typed
// in the `usinas` key (one line per plant, its dongles' registration numbers). A plant's id is its
// first registration number, so the test plant's id is given to its first dongle.

/** Registration number of a test inverter's dongle: the plant id for the first one. */
const registroDe = (u: UsinaDeTeste, i: number): string =>
  i === 0 ? u.id : `SX${u.inversores[i]?.serial ?? i}`.toUpperCase();

// Upload ages are judged on the client's clock: it keeps the simulator's.
const relogios = relogiosPorUrl();

export const portal: PortalDeTeste = {
  fabricante: 'solax',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorSolax(
      contas.map((c) => ({
        token: c.credenciais.senha,
        dongles: c.usinas.flatMap((u) =>
          u.inversores.map((inv, i) => ({
            registro: registroDe(u, i),
            inverterSN: inv.serial,
            kw: inv.kw,
            latitude: u.latitude,
            semente: u.id,
            status: inv.status,
          })),
        ),
      })),
      opcoes,
    );
    return relogios.guardar(sim, opcoes?.agora);
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteSolax({ baseUrl: url, credenciais, ...opcoes, agora: relogios.de(url) }),
  // Token IDs are 17+ digits (past 2^53: text only).
  credenciais: (n) => ({ login: `instalador${n}@empresa.com.br`, senha: `2024102848828383${n}` }),
  incluirUsinas: (c, usinas) => ({
    ...c,
    chaves: {
      ...c.chaves,
      usinas: usinas
        .map((u) => `${u.nome}: ${u.inversores.map((_, i) => registroDe(u, i)).join(', ')}`)
        .join('\n'),
    },
  }),
  erradas: (c) => ({ ...c, senha: `${c.senha}9` }),
  statusSuportados: ['online', 'offline', 'erro', 'inativo'],
  capacidadeDoInversor: true,
  historico: { mes: false, curva: false },
  precisaoKwh: 0.1,
  sessao: 'sem_sessao',
};
