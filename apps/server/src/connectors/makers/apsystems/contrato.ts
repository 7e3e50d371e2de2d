import { type PortalDeTeste, relogiosPorUrl, type UsinaDeTeste } from '../contrato.ts';
import { ClienteApsystems } from './client.ts';
import { type EcuSimulada, iniciarSimuladorApsystems } from './simulator.ts';

// APsystems EMA OpenAPI in the contract suite and the demo: App Id and App Secret as login and
// password, every request signed, no session. The cloud cannot list an account's systems, so the
// test account's credentials carry each plant's SID (and name) in the `sistemas` key, one per line.

// "Today" and the curve's freshness follow the simulator's clock.
const relogios = relogiosPorUrl();

/** Micros grouped under ECUs of at most 20, as large plants have several ECUs. */
function ecusDe(u: UsinaDeTeste, n: number): EcuSimulada[] {
  const ecus: EcuSimulada[] = [];
  u.inversores.forEach((i, k) => {
    const indice = Math.floor(k / 20);
    if (!ecus[indice])
      ecus[indice] = {
        eid: `2162${String(n).padStart(6, '0')}${String(indice + 1).padStart(2, '0')}`,
        micros: [],
      };
    ecus[indice]?.micros.push({ uid: i.serial, modelo: i.modelo, kw: i.kw, status: i.status });
  });
  return ecus;
}

export const portal: PortalDeTeste = {
  fabricante: 'apsystems',
  async iniciar(contas, opcoes) {
    const sim = await iniciarSimuladorApsystems(
      contas.map((c) => ({
        appId: c.credenciais.login,
        segredo: c.credenciais.senha,
        sistemas: c.usinas.map((u, n) => ({ sid: u.id, latitude: u.latitude, ecus: ecusDe(u, n) })),
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
    new ClienteApsystems({ baseUrl: url, credenciais, ...opcoes, agora: relogios.de(url) }),
  credenciais: (n) => ({
    login: `4029817264d4a0ab0184d4bf1b2e000${n}`,
    senha: `Ab3dE5gH7jK${n}`,
    chaves: { sistemas: '' },
  }),
  incluirUsinas: (c, usinas) => ({
    ...c,
    chaves: { ...c.chaves, sistemas: usinas.map((u) => `${u.id} ${u.nome}`).join('\n') },
  }),
  erradas: (c) => ({ ...c, senha: `${c.senha}x` }),
  // A micro's own status does not exist in the API: silent (offline) is derived from the batch power.
  statusSuportados: ['online', 'offline'],
  capacidadeDoInversor: false,
  historico: { mes: true, curva: true },
  precisaoKwh: 0.01,
  sessao: 'sem_sessao',
};
