// The demo's makers' clouds (`npm run demo`): one simulator per maker, each with an integrator's
// account and plants across Brazil (some with trouble), so monitoring has something to show for
// all ten makers. Writes where each listens and its account to DEMO_PORTAIS_ARQUIVO for the
// demo script, which points the app at them and imports every plant.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { iniciarSimuladorCelesc } from '../utilities/celesc/simulator.ts';
import type { ContaDeTeste, InversorDeTeste, SimuladorDePortal, UsinaDeTeste } from './contrato.ts';
import { PORTAIS_DE_TESTE } from './registro.ts';
import type { CodigoFabricante } from './types.ts';

const CIDADES: Array<[string, number]> = [
  ['Recife', -8.05],
  ['Petrolina', -9.39],
  ['Campinas', -22.9],
  ['Porto Alegre', -30.03],
  ['Goiânia', -16.68],
  ['Fortaleza', -3.73],
  ['Belo Horizonte', -19.92],
  ['Cuiabá', -15.6],
  ['Salvador', -12.97],
  ['Curitiba', -25.43],
];

/** Short, distinct tags in plant names and serials (Solis, Solplanet and Solarman share "SOL"). */
const SIGLAS: Record<CodigoFabricante, string> = {
  saj: 'SAJ',
  sungrow: 'SGW',
  growatt: 'GRW',
  livoltek: 'LVT',
  auxsol: 'AUX',
  solplanet: 'SPL',
  solarman: 'SMN',
  solis: 'SLS',
  foxess: 'FOX',
  chintpower: 'CPS',
};

const NEGOCIOS = ['Residência', 'Supermercado', 'Sítio', 'Clínica', 'Padaria', 'Galpão'];

const inversores = (prefixo: string, n: number, kw: number, problema?: InversorDeTeste['status']) =>
  Array.from({ length: n }, (_, i) => ({
    serial: `${prefixo}${String(i + 1).padStart(4, '0')}`,
    modelo: `INV-${kw}K`,
    kw,
    status: i === n - 1 && problema ? problema : ('online' as const),
  }));

/** Two or three plants per maker, one of them with an inverter in trouble. */
export function usinasDemo(fabricante: CodigoFabricante, indice: number): UsinaDeTeste[] {
  const base = 7_000_000 + indice * 100;
  const sigla = SIGLAS[fabricante];
  const [cidade, latitude] = CIDADES[indice % CIDADES.length] ?? ['Brasília', -15.8];
  const [cidade2, latitude2] = CIDADES[(indice + 3) % CIDADES.length] ?? ['Brasília', -15.8];
  return [
    {
      id: String(base + 1),
      nome: `${NEGOCIOS[indice % NEGOCIOS.length]} ${sigla} — ${cidade}`,
      latitude,
      inversores: inversores(`${sigla}A`, 1, 8),
    },
    {
      id: String(base + 2),
      nome: `${NEGOCIOS[(indice + 1) % NEGOCIOS.length]} ${sigla} — ${cidade2}`,
      latitude: latitude2,
      inversores: inversores(`${sigla}B`, 4, 15, indice % 2 ? 'offline' : 'erro'),
    },
  ];
}

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
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const porta = Number(process.env.DEMO_PORTAL_PORT ?? 3394);
  const arquivo = process.env.DEMO_PORTAIS_ARQUIVO ?? 'data-demo/portais-demo.json';
  const portais: PortalDemo[] = [];
  for (const [i, p] of PORTAIS_DE_TESTE.entries()) {
    const credenciais = p.credenciais(0);
    const sim = await p.iniciar([{ credenciais, usinas: usinasDemo(p.fabricante, i) }], { porta: porta + i });
    portais.push({
      fabricante: p.fabricante,
      url: sim.url,
      credenciais,
      env: envDoSimulador(p.fabricante, sim),
    });
    console.log(`[demo] portal ${p.fabricante} simulado em ${sim.url}`);
  }
  // A utility's portal too (Celesc), with a year of invoices for the demo's first plant to import.
  const ultimos = Array.from({ length: 12 }, (_, k) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - 12 + k);
    return d.toISOString().slice(0, 7);
  });
  const credenciaisCelesc = { login: 'demo@celesc.com.br', senha: 'celesc-demo' };
  const celesc = await iniciarSimuladorCelesc(
    [
      {
        ...credenciaisCelesc,
        unidades: [
          {
            matricula: '43210987',
            faturas: ultimos.map((mes, k) => ({
              mes,
              vencimento: `${mes}-15`,
              valor_rs: Math.round((95 + 8 * Math.sin(k)) * 100) / 100,
              consumo_kwh: 520 + 40 * Math.round(Math.cos(k)),
              compensada_kwh: 430,
              injetada_kwh: 610,
              saldo_kwh: 180 * (k + 1),
              status: k === ultimos.length - 1 ? ('aberta' as const) : ('paga' as const),
            })),
          },
        ],
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
      },
      null,
      2,
    ),
  );
}
