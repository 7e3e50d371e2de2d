// The demo's makers' clouds (`npm run demo`): a Growatt simulator with an integrator's account and
// a few plants across Brazil, some of them with trouble, so monitoring has something to show.
import { iniciarSimuladorGrowatt } from './growatt/simulator.ts';

export const CONTA_DEMO = { login: 'demo@irradia.local', senha: 'portal-demo' };

const porta = Number(process.env.DEMO_PORTAL_PORT ?? 3394);
await iniciarSimuladorGrowatt(
  [
    {
      ...CONTA_DEMO,
      userId: 100200,
      usinas: [
        {
          id: '70001',
          nome: 'Residência Andrade — Recife',
          latitude: -8.05,
          inversores: [{ sn: 'DEM0000001', nome: 'Inversor principal', kwp: 6.6 }],
        },
        {
          id: '70002',
          nome: 'Supermercado Bom Preço — Petrolina',
          latitude: -9.39,
          inversores: Array.from({ length: 6 }, (_, i) => ({
            sn: `DEM00001${i}0`,
            nome: `Inversor ${i + 1}`,
            kwp: 15,
            ...(i === 4 ? { lost: true } : {}),
          })),
        },
        {
          id: '70003',
          nome: 'Sítio São José — Campinas',
          latitude: -22.9,
          inversores: [{ sn: 'DEM0000300', nome: 'Inversor do galpão', kwp: 10, status: '3' as const }],
        },
        {
          id: '70004',
          nome: 'Clínica Vida — Porto Alegre',
          latitude: -30.03,
          inversores: [
            { sn: 'DEM0000401', nome: 'Inversor A', kwp: 8 },
            { sn: 'DEM0000402', nome: 'Inversor B', kwp: 8 },
          ],
        },
      ],
    },
  ],
  { porta },
);
console.log(`[demo] portal Growatt simulado em http://127.0.0.1:${porta}/`);
