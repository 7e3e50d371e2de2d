// The makers' clouds and a utility's portal during e2e (no internet here): the Growatt simulator
// and the Celesc simulator (invoices) on fixed ports.
import { iniciarSimuladorGrowatt } from '../../apps/server/src/connectors/makers/growatt/simulator.ts';
import { iniciarSimuladorCelesc } from '../../apps/server/src/connectors/utilities/celesc/simulator.ts';

await iniciarSimuladorGrowatt(
  [
    {
      login: 'solar.e2e@irradia.com.br',
      senha: 'portal-e2e',
      userId: 424242,
      usinas: [
        {
          id: '5001',
          nome: 'Casa da Praia',
          latitude: -8.05,
          inversores: [
            { sn: 'PRA0000001', nome: 'Telhado norte', kwp: 5 },
            { sn: 'PRA0000002', nome: 'Telhado leste', kwp: 3 },
          ],
        },
        {
          id: '5002',
          nome: 'Sítio Boa Vista',
          latitude: -15.8,
          inversores: [{ sn: 'SIT0000001', nome: 'Inversor do galpão', kwp: 10, lost: true }],
        },
      ],
    },
  ],
  { porta: Number(process.env.PORTAIS_PORT ?? 3393) },
);
await iniciarSimuladorCelesc(
  [
    {
      login: 'cliente.e2e@celesc.com.br',
      senha: 'celesc-e2e',
      unidades: [
        {
          matricula: '43210987',
          faturas: ['2026-06', '2026-07', '2026-08'].map((mes, i) => ({
            mes,
            vencimento: `${mes}-15`,
            valor_rs: 120.5 + i,
            consumo_kwh: 420 + i * 10,
            compensada_kwh: 300,
            injetada_kwh: 520,
            saldo_kwh: 220 * (i + 1),
            status: 'paga' as const,
          })),
        },
      ],
    },
  ],
  { porta: Number(process.env.CONCESSIONARIA_PORT ?? 3390) },
);
console.log('simuladores Growatt e Celesc prontos');
