// The makers' clouds during e2e (no internet here): the Growatt simulator on a fixed port.
import { iniciarSimuladorGrowatt } from '../../apps/server/src/integrations/portals/growatt/simulator.ts';

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
console.log('simulador Growatt pronto');
