import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type PortalDeTeste,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from './contrato.ts';
import { energiaDoDia } from './simulation.ts';
import { ErroPortal, type StatusInversor } from './types.ts';

// One contract, run for every maker against its own simulator (issue: "the same contract test
// suite"): login right and wrong, plants and inverters across pages, readings and history in
// Irradia's units (W, kWh, kWp), statuses mapped, session expiry recovered, rate limit backed off.
// contrato.test.ts runs it for every maker's folder; a maker's own work can run it for one.

// 13:00 in Brasília: the sun is up in every plant of the fixture.
const AGORA = new Date('2026-11-22T16:00:00Z');
const MES = '2026-10';
const ONTEM = '2026-11-21';

function contaDe(p: PortalDeTeste): ContaDeTeste {
  const status = (s: StatusInversor): StatusInversor => (p.statusSuportados.includes(s) ? s : 'online');
  const principal: UsinaDeTeste = {
    // Large but exact as a JS number: clouds that send numeric ids (Sungrow, Solarman) can serve
    // it; ids past 2^53 are each maker's own test (Solis).
    id: '3084557001234',
    nome: 'Galpão Central',
    latitude: -23.5,
    inversores: Array.from({ length: 35 }, (_, i) => ({
      serial: `SN${String(i).padStart(6, '0')}X`,
      modelo: i % 2 ? 'MOD-10K' : 'MOD-5K',
      kw: i % 2 ? 10 : 5,
      status: i === 1 ? status('erro') : i === 2 ? status('offline') : 'online',
    })),
  };
  const outras = Array.from({ length: 129 }, (_, i) => ({
    id: String(2000 + i),
    nome: `Cliente ${i + 1}`,
    latitude: -15.8,
    inversores: [{ serial: `C${2000 + i}`, modelo: 'MOD-5K', kw: 5, status: 'online' as const }],
  }));
  const usinas = [principal, ...outras];
  const credenciais = p.credenciais(1);
  return { credenciais: p.incluirUsinas ? p.incluirUsinas(credenciais, usinas) : credenciais, usinas };
}

/** The contract for one maker, against its own simulator (contrato.test.ts runs it for all). */
export function testarContrato(p: PortalDeTeste): void {
  describe(`contrato do portal: ${p.fabricante}`, () => {
    contratoDe(p);
  });
}

function contratoDe(p: PortalDeTeste): void {
  const conta = contaDe(p);
  const principal = conta.usinas[0] as UsinaDeTeste;
  const kwp = kwpDaUsina(principal);
  let sim: SimuladorDePortal;
  const cliente = (credenciais = conta.credenciais) => p.cliente(sim.url, credenciais, { esperaLimiteMs: 5 });

  beforeAll(async () => {
    sim = await p.iniciar([conta], { agora: () => AGORA });
  });
  afterAll(() => sim.fechar());

  it('credencial errada é recusada como credencial; a certa entra', async () => {
    const antes = sim.logins();
    const erro = await cliente(p.erradas(conta.credenciais))
      .entrar()
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroPortal);
    expect(erro).toMatchObject({ tipo: 'credenciais' });
    expect(sim.logins()).toBe(antes);
    await expect(cliente().entrar()).resolves.toBeUndefined();
    expect(sim.logins()).toBe(antes + 1);
  });

  it('lista todas as usinas, página por página, com ids em texto e unidades do Irradia', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas).toHaveLength(conta.usinas.length);
    expect(new Set(usinas.map((u) => u.id))).toEqual(new Set(conta.usinas.map((u) => u.id)));
    const u = usinas.find((x) => x.id === principal.id);
    expect(u).toMatchObject({ nome: principal.nome });
    // Growatt's plant list has no capacity (it comes with the inverters).
    if (u?.potenciaKwp !== null) expect(u?.potenciaKwp).toBeCloseTo(kwp, 1);
    // Midday: some W, never more than the plant's kWp in W (a kW/W mix-up fails here).
    expect(u?.potenciaAtualW).toBeGreaterThan(kwp * 10);
    expect(u?.potenciaAtualW).toBeLessThanOrEqual(kwp * 1000);
    if (u?.energiaHojeKwh !== null) {
      expect(u?.energiaHojeKwh).toBeGreaterThan(0);
      expect(u?.energiaHojeKwh).toBeLessThan(kwp * 8);
    }
  });

  it('lista todos os inversores da usina com o status mapeado', async () => {
    const inversores = await cliente().listarInversores(principal.id);
    expect(inversores.map((i) => i.serial).sort()).toEqual(principal.inversores.map((i) => i.serial).sort());
    for (const esperado of principal.inversores) {
      const i = inversores.find((x) => x.serial === esperado.serial);
      expect(i?.status, esperado.serial).toBe(esperado.status);
      if (p.capacidadeDoInversor) expect(i?.capacidadeKwp, esperado.serial).toBeCloseTo(esperado.kw, 1);
      if (esperado.status === 'online' && i?.potenciaAtualW !== null) {
        expect(i?.potenciaAtualW).toBeGreaterThanOrEqual(0);
        expect(i?.potenciaAtualW).toBeLessThanOrEqual(esperado.kw * 1000);
      }
    }
  });

  it('histórico: energia diária de um mês passado e curva do dia, em kWh e W', async () => {
    const c = cliente();
    const dias = await c.energiaDoMes(principal.id, MES);
    if (!p.historico.mes) {
      expect(dias).toEqual([]);
    } else {
      expect(dias.map((d) => d.data)).toEqual(
        Array.from({ length: 31 }, (_, i) => `${MES}-${String(i + 1).padStart(2, '0')}`),
      );
      for (const d of dias) {
        const esperado = p.energiaEsperada
          ? p.energiaEsperada(principal, d.data)
          : energiaDoDia(kwp, principal.latitude, d.data, principal.id);
        expect(Math.abs(d.energiaKwh - esperado), d.data).toBeLessThanOrEqual(p.precisaoKwh + 0.11);
      }
    }
    const curva = await c.curvaDoDia(principal.id, ONTEM);
    if (!p.historico.curva) {
      expect(curva).toEqual([]);
    } else {
      expect(curva.length).toBeGreaterThan(10);
      for (const ponto of curva) {
        expect(ponto.hora).toMatch(/^\d\d:\d\d$/);
        expect(ponto.potenciaW).toBeGreaterThanOrEqual(0);
        expect(ponto.potenciaW).toBeLessThanOrEqual(kwp * 1000);
      }
      expect(Math.max(...curva.map((x) => x.potenciaW))).toBeGreaterThan(kwp * 100);
    }
  });

  it('sessão expirada: entra de novo uma vez, ou pede credencial nova quando não pode', async () => {
    const c = cliente();
    await c.listarUsinas();
    const antes = sim.logins();
    sim.expirarSessoes();
    if (p.sessao === 'renova') {
      await expect(c.listarInversores(principal.id)).resolves.toHaveLength(principal.inversores.length);
      expect(sim.logins()).toBe(antes + 1);
    } else if (p.sessao === 'sem_sessao') {
      await expect(c.listarInversores(principal.id)).resolves.toHaveLength(principal.inversores.length);
    } else {
      await expect(c.listarInversores(principal.id)).rejects.toMatchObject({ tipo: 'credenciais' });
    }
  });

  it('limite de chamadas: espera e tenta de novo; se persiste, falha como limite', async () => {
    const c = cliente();
    await c.entrar();
    sim.limitar(1);
    await expect(c.listarInversores(principal.id)).resolves.toHaveLength(principal.inversores.length);
    sim.limitar(50);
    await expect(c.listarInversores(principal.id)).rejects.toMatchObject({ tipo: 'limite' });
    sim.limitar(0);
  });
}
