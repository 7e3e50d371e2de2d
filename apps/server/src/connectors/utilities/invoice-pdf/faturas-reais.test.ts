import { describe, expect, it } from 'vitest';
import { distribuidoraDe } from './distribuidoras.ts';
import { CAMPOS_DO_GABARITO, conferirCampo, faturasReais } from './fixtures/amostras.ts';
import { lerFaturaPdf } from './ler-fatura.ts';

// Real invoices of every layout we hold (../shared/data/faturas: the training set with answer keys
// and the DG-Energy samples), read through the whole reader. They never enter the repository; the
// suite needs ../shared beside it, as CI has.

const faturas = faturasReais();

describe('faturas reais: cada layout lê o que o gabarito diz', () => {
  it('as faturas reais estão ao lado do repositório (../shared/data/faturas)', () => {
    expect(faturas.length).toBeGreaterThanOrEqual(14);
  });

  it.each(faturas.map((f) => [f.nome, f] as const))('%s', async (_nome, f) => {
    const r = await lerFaturaPdf(f.pdf());
    if (!r.ok) throw new Error(`não leu: ${r.motivo}`);
    const vereditos = Object.fromEntries(
      CAMPOS_DO_GABARITO.map((c) => [c, conferirCampo(r.campos, c, f.esperado[c])]),
    );
    // Nothing wrong, ever; every printed value read (the CPFL sample names no GD modality).
    expect(Object.values(vereditos)).not.toContain('errado');
    const naoLidos = Object.entries(vereditos)
      .filter(([, v]) => v === 'nao_lido')
      .map(([c]) => c);
    expect(naoLidos).toEqual(f.nome.endsWith('fatura_cpfl.pdf') ? ['gd'] : []);
    // Each read field says where it was printed, and that line shows it.
    for (const campo of ['matricula', 'vencimento', 'valor_total_rs'] as const) {
      const origem = r.origem[campo];
      expect(origem, campo).toBeDefined();
      expect(origem?.pagina).toBeGreaterThanOrEqual(1);
      expect(origem?.linha).toBeGreaterThanOrEqual(1);
    }
    const total = r.campos.valor_total_rs ?? 0;
    const impresso = total.toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    expect(
      [impresso, impresso.replaceAll('.', '')].some((t) => r.origem.valor_total_rs?.texto.includes(t)),
    ).toBe(true);
  });

  it('Energisa: a unidade é o código AG/UC-DV, nunca o medidor nem a matrícula da fatura', async () => {
    const f = faturas.find((x) => x.nome.includes('energisa_mt_3574452'));
    if (!f) throw new Error('amostra ausente');
    const r = await lerFaturaPdf(f.pdf());
    expect(r.ok && r.campos.matricula).toBe('6/3574452-3');
    expect(r.ok && r.campos.compensada_kwh).toBe(430);
    expect(r.ok && r.campos.injetada_kwh).toBe(0);
  });

  it('Energisa TO com total zero: devolução e débito a compensar não são créditos de GD', async () => {
    const f = faturas.find((x) => x.nome.includes('total_zero'));
    if (!f) throw new Error('amostra ausente');
    const r = await lerFaturaPdf(f.pdf());
    if (!r.ok) throw new Error(r.motivo);
    expect(r.campos.valor_total_rs).toBe(0);
    expect(r.campos.gd).toBeUndefined();
    expect(r.campos.compensada_kwh).toBeUndefined();
    expect(r.nao_lidos).toEqual([]);
  });

  it('Enel SP com rótulos em imagem: a data da leitura não vira vencimento', async () => {
    const f = faturas.find((x) => x.nome.includes('enel_sp_121179508'));
    if (!f) throw new Error('amostra ausente');
    const r = await lerFaturaPdf(f.pdf());
    expect(r.ok && r.campos.vencimento).toBe('2022-10-28');
    expect(r.ok && r.campos.mes_referencia).toBe('2022-09');
  });
});

describe('distribuidoras reconhecidas pelo nome que imprimem', () => {
  it.each([
    ['CEMIG DISTRIBUIÇÃO S.A. CNPJ 06.981.180/0001-16', 'Cemig-D'],
    ['COMPANHIA PAULISTA DE FORÇA E LUZ', 'CPFL Paulista'],
    ['CPFL PIRATININGA', 'CPFL Piratininga'],
    ['RGE SUL DISTRIBUIDORA DE ENERGIA S.A.', 'RGE'],
    ['ENERGISA MATO GROSSO DO SUL - DISTR. DE ENERGIA S.A.', 'Energisa MS'],
    ['ENERGISA TOCANTINS - DISTRIBUIDORA DE ENERGIA S.A.', 'Energisa TO'],
    ['Enel Distribuição São Paulo', 'Enel SP'],
    ['ENEL DISTRIBUIÇÃO RIO', 'Enel RJ'],
    ['ENEL DISTRIBUIÇÃO CEARÁ', 'Enel CE'],
    ['EDP ES DISTRIB DE ENERGIA SA', 'EDP ES'],
    ['EDP SÃO PAULO DISTRIBUIÇÃO DE ENERGIA S.A.', 'EDP SP'],
    ['COPEL DISTRIBUIÇÃO S.A.', 'Copel-DIS'],
    ['COMPANHIA DE ELETRICIDADE DO ESTADO DA BAHIA - COELBA', 'Neoenergia Coelba'],
    ['NEOENERGIA PERNAMBUCO', 'Neoenergia Pernambuco'],
    ['ELEKTRO REDES S.A.', 'Neoenergia Elektro'],
    ['COSERN', 'Neoenergia Cosern'],
    ['EQUATORIAL PARÁ DISTRIBUIDORA DE ENERGIA S.A.', 'Equatorial PA'],
    ['EQUATORIAL MARANHÃO DISTRIBUIDORA DE ENERGIA S.A.', 'Equatorial MA'],
    ['CEEE EQUATORIAL', 'Equatorial CEEE'],
    ['CELESC DISTRIBUIÇÃO S.A.', 'Celesc-DIS'],
    ['LIGHT SERVIÇOS DE ELETRICIDADE S.A.', 'Light'],
  ])('%s → %s', (nome, sigla) => {
    expect(distribuidoraDe(`DANF3E\n${nome}\nCNPJ`)?.sigla).toBe(sigla);
  });

  it('um texto sem o nome de uma distribuidora não é reconhecido', () => {
    expect(distribuidoraDe('Nota fiscal de serviço\nPrefeitura de Campinas')).toBeUndefined();
  });
});
