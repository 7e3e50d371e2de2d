import type { PortalDeTeste } from '../contrato.ts';
import { energiaDoDia } from '../simulation.ts';
import { ClienteFoxess } from './client.ts';
import { iniciarSimuladorFoxess } from './simulator.ts';

// FoxESS in the contract suite and the demo: the personal API key as the password, every request
// signed, no session to expire. Each device reports its own generation.

const STATUS = { online: 1, erro: 2, offline: 3, inativo: 3 } as const;

export const portal: PortalDeTeste = {
  fabricante: 'foxess',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorFoxess(
      contas.map((c) => ({
        chave: c.credenciais.senha,
        usinas: c.usinas.map((u) => ({
          id: u.id,
          nome: u.nome,
          latitude: u.latitude,
          dispositivos: u.inversores.map((i) => ({
            sn: i.serial,
            modelo: `H1-${i.kw}.0-E`,
            status: STATUS[i.status],
          })),
        })),
      })),
      opcoes,
    );
    return {
      url: sim.url,
      logins: sim.aceitos,
      expirarSessoes: () => {},
      limitar: sim.limitar,
      fechar: sim.fechar,
    };
  },
  cliente: (url, credenciais, opcoes) => new ClienteFoxess({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `usuario${n}`, senha: `chave-foxess-${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'sem_sessao',
  // Day 13 comes corrupted from the simulated cloud (a quirk of the real one): the client drops it.
  energiaEsperada: (u, data) =>
    data.endsWith('-13')
      ? 0
      : u.inversores
          .filter((i) => i.status !== 'offline')
          .reduce((a, i) => a + Number(energiaDoDia(i.kw, u.latitude, data, i.serial).toFixed(1)), 0),
};
