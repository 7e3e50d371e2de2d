import type { PortalDeTeste } from '../contrato.ts';
import { energiaDoDia } from '../simulation.ts';
import { ClienteGrowatt } from './client.ts';
import { iniciarSimuladorGrowatt } from './simulator.ts';

// Growatt in the contract suite and the demo: the legacy mobile API with the portal password.

const STATUS = { online: '1', offline: '-1', erro: '3', inativo: '0' } as const;

export const portal: PortalDeTeste = {
  fabricante: 'growatt',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorGrowatt(
      contas.map((c, n) => ({
        login: c.credenciais.login,
        senha: c.credenciais.senha,
        userId: 1_000_000 + n,
        usinas: c.usinas.map((u) => ({
          id: u.id,
          nome: u.nome,
          latitude: u.latitude,
          inversores: u.inversores.map((i) => ({
            sn: i.serial,
            nome: i.modelo,
            kwp: i.kw,
            status: STATUS[i.status],
          })),
        })),
      })),
      opcoes,
    );
    return {
      url: sim.url,
      logins: () => [...sim.logins.values()].reduce((a, n) => a + n, 0),
      expirarSessoes: sim.expirarSessoes,
      limitar: sim.limitar,
      fechar: sim.fechar,
    };
  },
  cliente: (url, credenciais, opcoes) => new ClienteGrowatt({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `instalador${n}@solar.com.br`, senha: `Growatt#${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
  // The simulated plant produces only with its working inverters.
  energiaEsperada: (u, data) => {
    const kw = u.inversores.reduce((a, i) => a + i.kw, 0);
    const ativos = u.inversores.filter((i) => i.status === 'online').reduce((a, i) => a + i.kw, 0);
    return energiaDoDia(kw, u.latitude, data, u.id) * (ativos / kw);
  },
};
