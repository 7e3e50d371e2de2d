import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinaturaSolis, ClienteSolis, md5Base64 } from './client.ts';
import { iniciarSimuladorSolis } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const chave = {
  apiId: '1300386381676',
  segredo: 'segredo-da-api',
  usinas: [
    {
      id: '1298491919448631809',
      nome: 'Padaria',
      latitude: -25.43,
      inversores: [
        { sn: '120B40198150131', modelo: 'S6-GR3P10K', kw: 10 },
        { sn: '120B40198150132', modelo: 'S6-GR1P5K', kw: 5, estado: 2 as const },
      ],
    },
    ...Array.from({ length: 130 }, (_, i) => ({
      id: String(1400000000000000000n + BigInt(i)),
      nome: `Cliente ${i + 1}`,
      latitude: -15.8,
      inversores: [{ sn: `S${i}`, modelo: 'S5', kw: 5 }],
    })),
  ],
};

let sim: Awaited<ReturnType<typeof iniciarSimuladorSolis>>;
beforeAll(async () => {
  sim = await iniciarSimuladorSolis([chave], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (segredo = chave.segredo, agora = () => AGORA) =>
  new ClienteSolis({ baseUrl: sim.url, credenciais: { login: chave.apiId, senha: segredo }, agora });

describe('SolisCloud (API v2 assinada)', () => {
  it('Content-MD5 e a assinatura HMAC-SHA1 conferem com valores calculados fora (openssl dgst)', () => {
    const md5 = md5Base64('{"pageNo":1,"pageSize":100}');
    expect(md5).toBe('U0Xj//qmRi3zoyapfAAuXw==');
    expect(
      assinaturaSolis('segredo-da-api', md5, 'Sun, 22 Nov 2026 17:00:00 GMT', '/v1/api/userStationList'),
    ).toBe('Q4/8aQX0C7w2K7ndyS+n97Bnxgk=');
  });

  it('segredo errado: credenciais (R0000); relógio fora de ±15 min: erro de protocolo (408)', async () => {
    await expect(cliente('outro').entrar()).rejects.toMatchObject({ tipo: 'credenciais' });
    await expect(
      cliente(chave.segredo, () => new Date(AGORA.getTime() + 20 * 60_000)).entrar(),
    ).rejects.toMatchObject({
      tipo: 'protocolo',
    });
    await expect(cliente().entrar()).resolves.toBeUndefined();
  });

  it('usinas em páginas de 100, ids grandes como texto, números com unidade convertidos', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas).toHaveLength(131);
    expect(usinas[1]?.id).toBe('1400000000000000000');
    expect(usinas[0]).toMatchObject({ id: '1298491919448631809', nome: 'Padaria', potenciaKwp: 15 });
    // 15 kWp × 1300 × 2 = 39 MWh, sent as 39 "MWh".
    expect(usinas[0]?.energiaTotalKwh).toBeCloseTo(39_000, 0);
    expect(usinas[0]?.potenciaAtualW).toBeGreaterThan(0);
  });

  it('inversores com potência nominal, estado offline e energia total em MWh', async () => {
    const inv = await cliente().listarInversores('1298491919448631809');
    expect(inv.map((i) => [i.serial, i.capacidadeKwp, i.status])).toEqual([
      ['120B40198150131', 10, 'online'],
      ['120B40198150132', 5, 'offline'],
    ]);
    expect(inv[0]?.energiaTotalKwh).toBeCloseTo(26_000, 0);
  });

  it('histórico do mês e curva do dia', async () => {
    const c = cliente();
    const mes = await c.energiaDoMes('1298491919448631809', '2026-11');
    expect(mes).toHaveLength(22);
    expect(mes.every((d) => d.energiaKwh > 0)).toBe(true);
    const curva = await c.curvaDoDia('1298491919448631809', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva.find((p) => p.hora === '12:00')?.potenciaW).toBeGreaterThan(0);
    expect(curva.find((p) => p.hora === '01:00')?.potenciaW).toBe(0);
  });
});
