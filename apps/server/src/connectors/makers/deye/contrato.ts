import { type PortalDeTeste, relogiosPorUrl } from '../contrato.ts';
import { ClienteDeye } from './client.ts';
import { iniciarSimuladorDeye } from './simulator.ts';

// Deye Cloud in the contract suite and the demo: the developer OpenAPI with the app's App ID and
// App Secret plus the Deye Cloud e-mail and password (sent as SHA-256).

// "Energy today" comes from the day's history: the client keeps the simulator's clock.
const relogios = relogiosPorUrl();

export const portal: PortalDeTeste = {
  fabricante: 'deye',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorDeye(contas, opcoes);
    return relogios.guardar(sim, opcoes?.agora);
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteDeye({ baseUrl: url, credenciais, ...opcoes, agora: relogios.de(url) }),
  credenciais: (n) => ({
    login: `instalador${n}@deye.com.br`,
    senha: `Deye Solar ${n}!`,
    chaves: { appId: `20250610937600${n}`, appSecret: `segredo-app-deye-${n}` },
  }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
