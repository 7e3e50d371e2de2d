/// <reference types="vite/client" />
import { expect, it } from 'vitest';
import type { PortalDeTeste } from './contrato.ts';
import { testarContrato } from './contrato-suite.ts';
import { FABRICANTES } from './types.ts';

// The one contract (contrato-suite.ts) for every maker's folder. Every maker's folder brings its
// `contrato.ts`; a maker without one fails the first test below.
const modulos = import.meta.glob<{ portal: PortalDeTeste }>('./*/contrato.ts', { eager: true });
const PORTAIS = Object.values(modulos)
  .map((m) => m.portal)
  .sort((a, b) => FABRICANTES.indexOf(a.fabricante) - FABRICANTES.indexOf(b.fabricante));

it('os dezessete fabricantes têm simulador e cliente no contrato', () => {
  expect(PORTAIS.map((p) => p.fabricante)).toEqual([...FABRICANTES]);
});

for (const p of PORTAIS) testarContrato(p);
