import { ZFaturaEntrada, ZUnidadeEntrada } from '@irradia/shared/faturas/faturas.schema';
import { describe, expect, it } from 'vitest';
import { auditarFatura } from '../../modules/faturas/auditoria.ts';
import { creditosExpirando, economiaDaFatura, razaoCreditos } from '../../modules/faturas/creditos.ts';
import { faturasParaLancar, mundoDemo } from './demo-faturas.ts';
import { PORTAIS_DE_TESTE } from './registro.ts';

// The demo's invoices go through the same ledger, savings and audit the app runs on every invoice:
// what the demo shows is what those functions make of them.

const mundo = mundoDemo(
  PORTAIS_DE_TESTE.map((p) => p.fabricante),
  { mesBase: '2026-11', ultimoMes: '2026-10', hoje: '2026-11-24' },
);
const unidades = mundo.flatMap((u) =>
  u.unidades.map((un) => ({ usina: u, un, faturas: faturasParaLancar(un) })),
);
const uuid = '00000000-0000-4000-8000-000000000000';

describe('as faturas da demo', () => {
  it('cobrem os 12 meses até o mês passado em cada unidade, e desde 2021 no sítio GD I que acumula créditos', () => {
    expect(mundo).toHaveLength(34);
    for (const { usina, faturas } of unidades) {
      expect(faturas.at(-1)?.mes_referencia, usina.nome).toBe('2026-10');
      if (usina.usina.gd === 'GD II') expect(faturas, usina.nome).toHaveLength(12);
    }
    const sitio = unidades.find((u) => u.usina.usina.gd === 'GD I' && u.un.tipo === 'geradora');
    expect(sitio?.faturas[0]?.mes_referencia).toBe('2021-07');
  });

  it('são aceitas pela API como um usuário as digitaria, e as cotas de cada usina somam 100%', () => {
    for (const u of mundo) {
      expect(
        u.unidades.reduce((a, un) => a + un.cota, 0),
        u.nome,
      ).toBe(100);
      for (const un of u.unidades) {
        const { faturas, ...dados } = un;
        expect(ZUnidadeEntrada.safeParse({ ...dados, usina: uuid, concessionaria: uuid }).success).toBe(true);
        for (const f of faturas) expect(ZFaturaEntrada.safeParse({ ...f, unidade: uuid }).success).toBe(true);
      }
    }
  });

  it('o saldo impresso confere com o razão de créditos e nada é compensado sem crédito', () => {
    for (const { un, faturas } of unidades) {
      for (const l of razaoCreditos(faturas)) {
        expect(l.divergencia_kwh, `${un.matricula} ${l.mes}`).toBe(0);
        expect(l.compensacao_sem_credito_kwh, `${un.matricula} ${l.mes}`).toBe(0);
      }
    }
  });

  it('toda fatura com energia compensada mostra economia e quanto seria sem solar, em reais plausíveis', () => {
    for (const { un, faturas } of unidades)
      for (const f of faturas) {
        const tarifa = f.tarifa_com_tributos_rs_kwh ?? 0;
        expect(tarifa).toBeGreaterThan(0.6);
        expect(tarifa).toBeLessThan(1.4);
        const e = economiaDaFatura(f);
        if ((f.compensada_kwh ?? 0) === 0) continue;
        expect(e.economia_rs, `${un.matricula} ${f.mes_referencia}`).toBeGreaterThan(0);
        expect(e.sem_solar_rs).toBeCloseTo((f.valor_total_rs ?? 0) + (e.economia_rs ?? 0), 2);
      }
  });

  it('a auditoria da Lei 14.300 confere todas, menos a compensação a menor da última fatura da escola', () => {
    const falhas: string[] = [];
    for (const { usina, un, faturas } of unidades) {
      const linhas = razaoCreditos(faturas);
      faturas.forEach((f, i) => {
        const r = auditarFatura(
          f,
          { tipo: un.tipo, gd: un.gd, fornecimento: un.fornecimento, inicio: un.inicio },
          { creditos_disponiveis_kwh: (linhas[i - 1]?.saldo_kwh ?? 0) + (f.creditada_kwh ?? 0) },
        );
        for (const v of r.verificacoes)
          if (!v.ok) falhas.push(`${usina.nome} · ${un.nome} · ${f.mes_referencia}: ${v.mensagem}`);
        if (un.gd === 'GD II' && (f.compensada_kwh ?? 0) > 0)
          expect(r.verificacoes.find((v) => v.regra === 'fio_b')?.encontrado).toBeGreaterThan(0);
      });
    }
    expect(falhas).toEqual([
      expect.stringMatching(/^Escola GRW — Fortaleza · Unidade II · 2026-10: Faltou compensar 180 kWh/),
    ]);
  });

  it('o sítio GD I tem lotes de crédito que expiram nos próximos 12 meses', () => {
    const sitio = unidades.find((u) => u.usina.usina.gd === 'GD I' && u.un.tipo === 'geradora');
    const expirando = creditosExpirando(razaoCreditos(sitio?.faturas ?? []), 12);
    expect(expirando.reduce((a, e) => a + e.kwh, 0)).toBeGreaterThan(1000);
  });
});
