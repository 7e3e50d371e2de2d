import { type PortalDeTeste, relogiosPorUrl } from '../contrato.ts';
import { ClienteFronius } from './client.ts';
import { iniciarSimuladorFronius } from './simulator.ts';

// Fronius Solar.web Query API in the contract suite and the demo: the access key (Key ID and Key
// Value) as login and password, sent in headers on every call, no session to expire. Inverters
// have no "erro" here: that would need the system messages, which the client does not read.

// "Today" is the plant's day at the client's clock: the simulator's clock is handed over.
const relogios = relogiosPorUrl();

export const portal: PortalDeTeste = {
  fabricante: 'fronius',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorFronius(
      contas.map((c) => ({
        id: c.credenciais.login,
        valor: c.credenciais.senha,
        sistemas: c.usinas.map((u) => ({
          id: u.id,
          nome: u.nome,
          latitude: u.latitude,
          inversores: u.inversores.map((i) => ({
            serial: i.serial,
            modelo: i.modelo,
            kw: i.kw,
            status: i.status === 'erro' ? ('online' as const) : i.status,
          })),
        })),
      })),
      opcoes,
    );
    return relogios.guardar(
      {
        url: sim.url,
        logins: sim.aceitos,
        expirarSessoes: () => {},
        limitar: sim.limitar,
        fechar: sim.fechar,
      },
      opcoes?.agora,
    );
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteFronius({ baseUrl: url, credenciais, ...opcoes, agora: relogios.de(url) }),
  credenciais: (n) => ({
    login: `FKIA${String(n).padStart(4, '0')}5CFEFA94486F9C804CF6077A01AB`,
    senha: `47c076bc-23e5-4949-a7a6-4bcfcf8d${String(n).padStart(4, '0')}`,
  }),
  erradas: (c) => ({ ...c, senha: c.senha.replace(/.$/, (x) => (x === '0' ? '1' : '0')) }),
  statusSuportados: ['online', 'offline', 'inativo'],
  capacidadeDoInversor: true,
  historico: { mes: true, curva: true },
  // aggrdata sends Wh.
  precisaoKwh: 0.001,
  sessao: 'sem_sessao',
};
