import { type PortalDeTeste, relogiosPorUrl } from '../contrato.ts';
import { energiaDoDia } from '../simulation.ts';
import { ClienteSolis } from './client.ts';
import { iniciarSimuladorSolis } from './simulator.ts';

// SolisCloud in the contract suite and the demo: API ID and secret as login and password, every
// request signed, no session to expire.

// The signature carries the client's clock, checked against the simulator's (±15 min).
const relogios = relogiosPorUrl();

export const portal: PortalDeTeste = {
  fabricante: 'solis',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorSolis(
      contas.map((c) => ({
        apiId: c.credenciais.login,
        segredo: c.credenciais.senha,
        usinas: c.usinas.map((u) => ({
          id: u.id,
          nome: u.nome,
          latitude: u.latitude,
          inversores: u.inversores.map((i) => ({
            sn: i.serial,
            modelo: i.modelo,
            kw: i.kw,
            estado: i.status === 'offline' ? (2 as const) : (1 as const),
          })),
        })),
      })),
      opcoes,
    );
    return relogios.guardar(
      {
        url: sim.url,
        logins: () => sim.aceitos,
        expirarSessoes: () => {},
        limitar: sim.limitar,
        fechar: sim.fechar,
      },
      opcoes?.agora,
    );
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteSolis({ baseUrl: url, credenciais, ...opcoes, agora: relogios.de(url) }),
  credenciais: (n) => ({ login: `13000000000000${n}`, senha: `segredo-solis-${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'sem_sessao',
  energiaEsperada: (u, data) => {
    const kw = u.inversores.reduce((a, i) => a + i.kw, 0);
    const ativos = u.inversores.filter((i) => i.status !== 'offline').reduce((a, i) => a + i.kw, 0);
    return energiaDoDia(kw, u.latitude, data, u.id) * (ativos / kw);
  },
};
