import type { PortalDeTeste } from '../contrato.ts';
import { energiaDoDia } from '../simulation.ts';
import { ClienteSungrow } from './client.ts';
import { iniciarSimuladorSungrow } from './simulator.ts';

// Sungrow in the contract suite and the demo: the encrypted web API. Each simulator makes its own
// RSA key pair; the client of a simulator's URL is given that simulator's public key.

const chaves = new Map<string, string>();

export const portal: PortalDeTeste = {
  fabricante: 'sungrow',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorSungrow(
      contas.map((c, n) => ({
        login: c.credenciais.login,
        senha: c.credenciais.senha,
        userId: String(700_000 + n),
        usinas: c.usinas.map((u) => ({
          id: Number(u.id),
          nome: u.nome,
          latitude: u.latitude,
          dispositivos: u.inversores.map((i) => ({
            sn: i.serial,
            nome: i.modelo,
            kwp: i.kw,
            offline: i.status === 'offline',
            falha: i.status === 'erro',
          })),
        })),
      })),
      opcoes,
    );
    chaves.set(sim.url, sim.chavePublica);
    return {
      url: sim.url,
      env: { SUNGROW_RSA_PUBLIC_KEY: sim.chavePublica },
      logins: () => [...sim.logins.values()].reduce((a, n) => a + n, 0),
      expirarSessoes: sim.expirarTokens,
      limitar: sim.limitar,
      fechar: () => {
        chaves.delete(sim.url);
        return sim.fechar();
      },
    };
  },
  cliente: (url, credenciais, opcoes) =>
    new ClienteSungrow({ baseUrl: url, credenciais, chavePublica: chaves.get(url) ?? '', ...opcoes }),
  credenciais: (n) => ({ login: `usina${n}@solar.com.br`, senha: `Sungrow#${n}` }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  statusSuportados: ['online', 'offline', 'erro'],
  capacidadeDoInversor: false,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.01,
  sessao: 'renova',
  energiaEsperada: (u, data) => {
    const kw = u.inversores.reduce((a, i) => a + i.kw, 0);
    const ativos = u.inversores.filter((i) => i.status === 'online').reduce((a, i) => a + i.kw, 0);
    return energiaDoDia(kw, u.latitude, data, u.id) * (ativos / kw);
  },
};
