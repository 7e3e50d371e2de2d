import { type PortalDeTeste, relogiosPorUrl } from '../contrato.ts';
import { ClienteLivoltek } from './client.ts';
import { iniciarSimuladorLivoltek } from './simulator.ts';

// Livoltek in the contract suite and the demo: the key-based open API (Security ID, API key with
// its literal "\r\n" tail as the portal shows it, and the user token).

// The day curve only reaches 7 days back from "now": the client keeps the simulator's clock.
const relogios = relogiosPorUrl();

export const portal: PortalDeTeste = {
  fabricante: 'livoltek',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorLivoltek(contas, opcoes);
    return relogios.guardar(sim, opcoes?.agora);
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteLivoltek({ baseUrl: url, credenciais, ...opcoes, agora: relogios.de(url) }),
  credenciais: (n) => ({
    login: `secuid-${n}`,
    senha: `chave-livoltek-${n}\\r\\n`,
    chaves: { userToken: `token-usuario-${n}` },
  }),
  erradas: (c) => ({ ...c, senha: `errada-${c.senha}` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
