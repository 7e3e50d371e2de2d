import type { PortalDeTeste } from '../contrato.ts';
import { ClienteAuxsol } from './client.ts';
import { iniciarSimuladorAuxsol } from './simulator.ts';

// AUXSOL in the contract suite and the demo: the web API with the portal password.

export const portal: PortalDeTeste = {
  fabricante: 'auxsol',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorAuxsol(
      contas.map((c) => ({
        login: c.credenciais.login,
        senha: c.credenciais.senha,
        usinas: c.usinas.map((u) => ({
          id: u.id,
          nome: u.nome,
          latitude: u.latitude,
          inversores: u.inversores.map((i) => ({
            sn: i.serial,
            modelo: i.modelo,
            kw: i.kw,
            status: i.status === 'erro' ? ('03' as const) : ('01' as const),
          })),
        })),
      })),
      opcoes,
    );
    return {
      url: sim.url,
      logins: () => sim.logins.n,
      expirarSessoes: sim.expirarTokens,
      limitar: sim.limitar,
      fechar: sim.fechar,
    };
  },
  cliente: (url, credenciais, opcoes) => new ClienteAuxsol({ baseUrl: url, credenciais, ...opcoes }),
  credenciais: (n) => ({ login: `oficina${n}@solar.com.br`, senha: `Aux$ol ${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'erro'],
  capacidadeDoInversor: true,
  historico: { mes: false, curva: false },
  precisaoKwh: 0.1,
  sessao: 'renova',
};
