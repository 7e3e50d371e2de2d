// The demo's outside world (`npm run demo`): one simulated cloud per maker, each with an
// integrator's account and two plants across Brazil (demo-usinas.ts, some with trouble), and the
// Celesc customer portal with the invoices of the demo's plant in Florianópolis (demo-faturas.ts).
// Writes where each listens, its account and the months the invoices cover to
// DEMO_PORTAIS_ARQUIVO for the demo script, which points the app at them and types the rest in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { dataNoFuso } from '@irradia/shared/format/data';
import { iniciarSimuladorCelesc } from '../utilities/celesc/simulator.ts';
import type { FaturaDeTeste } from '../utilities/types.ts';
import type { ContaDeTeste, PortalDeTeste, SimuladorDePortal, UsinaDeTeste } from './contrato.ts';
import { faturasParaLancar, mundoDemo, somarMeses } from './demo-faturas.ts';
import { usinasDemo } from './demo-usinas.ts';
import { PORTAIS_DE_TESTE } from './registro.ts';
import type { CodigoFabricante, Credenciais } from './types.ts';

export { usinasDemo };

/** The app's settings pointing a maker's client at a simulator. */
export function envDoSimulador(fabricante: CodigoFabricante, sim: SimuladorDePortal): Record<string, string> {
  return { [`${fabricante.toUpperCase()}_URL`]: sim.url, ...sim.env };
}

export interface PortalDemo {
  fabricante: CodigoFabricante;
  url: string;
  credenciais: ContaDeTeste['credenciais'];
  /** What the app's config needs to reach it: <MAKER>_URL and any key (Sungrow's). */
  env: Record<string, string>;
  /** Whether the cloud gives past days' energy (AUXSOL does not: the user uploads its export). */
  historico: boolean;
}

/** The demo account of a maker; where the cloud lists no plants, with its plants' ids typed in. */
export const credenciaisDemo = (p: PortalDeTeste, usinas: UsinaDeTeste[]): Credenciais =>
  p.incluirUsinas ? p.incluirUsinas(p.credenciais(0), usinas) : p.credenciais(0);

/** Today in Brasília, YYYY-MM-DD (the demo's invoices fall due and are billed on Brazil's calendar). */
const hojeNoBrasil = (agora: Date) => dataNoFuso(agora, 'America/Sao_Paulo');

if (import.meta.url === `file://${process.argv[1]}`) {
  const porta = Number(process.env.DEMO_PORTAL_PORT ?? 3394);
  const arquivo = process.env.DEMO_PORTAIS_ARQUIVO ?? 'data-demo/portais-demo.json';
  const hoje = hojeNoBrasil(new Date());
  // The month of the demo's first run on its data folder: plants' ages count from it, so a later
  // run adds the new months' invoices to the same history instead of starting another one.
  const mesBase = /^\d{4}-\d{2}$/.test(process.env.DEMO_MES_BASE ?? '')
    ? (process.env.DEMO_MES_BASE as string)
    : hoje.slice(0, 7);
  const meses = { mesBase, ultimoMes: somarMeses(hoje.slice(0, 7), -1), hoje };
  const portais: PortalDemo[] = [];
  for (const [i, p] of PORTAIS_DE_TESTE.entries()) {
    const usinas = usinasDemo(p.fabricante, i);
    const credenciais = credenciaisDemo(p, usinas);
    const sim = await p.iniciar([{ credenciais, usinas }], { porta: porta + i });
    portais.push({
      fabricante: p.fabricante,
      url: sim.url,
      credenciais,
      env: envDoSimulador(p.fabricante, sim),
      historico: p.historico.mes,
    });
    console.log(`[demo] portal ${p.fabricante} simulado em ${sim.url}`);
  }
  // Celesc's portal holds the invoices of every unit of the demo's plants it serves.
  const celescDemo = mundoDemo(
    PORTAIS_DE_TESTE.map((p) => p.fabricante),
    meses,
    (u) => u.cidade.concessionaria === 'Celesc-DIS',
  );
  const credenciaisCelesc = { login: 'demo@celesc.com.br', senha: 'celesc-demo' };
  const celesc = await iniciarSimuladorCelesc(
    [
      {
        ...credenciaisCelesc,
        unidades: celescDemo.flatMap((u) =>
          u.unidades.map((un) => ({
            matricula: un.matricula,
            faturas: faturasParaLancar(un).map(
              (f): FaturaDeTeste => ({
                mes: f.mes_referencia,
                vencimento: f.vencimento,
                valor_rs: f.valor_total_rs,
                consumo_kwh: f.consumo_kwh,
                compensada_kwh: f.compensada_kwh,
                ...(f.injetada_kwh === undefined ? {} : { injetada_kwh: f.injetada_kwh }),
                saldo_kwh: f.saldo_kwh,
                status: f.status === 'paga' ? 'paga' : 'aberta',
              }),
            ),
          })),
        ),
      },
    ],
    { porta: porta + PORTAIS_DE_TESTE.length },
  );
  console.log(`[demo] portal da Celesc simulado em ${celesc.url}`);
  mkdirSync(dirname(arquivo), { recursive: true });
  writeFileSync(
    arquivo,
    JSON.stringify(
      {
        portais,
        concessionaria: { sigla: 'Celesc-DIS', env: { CELESC_URL: celesc.url }, ...credenciaisCelesc },
        meses,
      },
      null,
      2,
    ),
  );
}
