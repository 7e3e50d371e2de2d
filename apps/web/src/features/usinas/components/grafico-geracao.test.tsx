import { dataNoFuso } from '@irradia/shared/format/data';
import type { GeracaoResposta } from '@irradia/shared/usinas/geracao.schema';
import type { UsinaDetalhe } from '@irradia/shared/usinas/usinas.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { dadosDoGrafico } from './grafico-geracao.tsx';

const esperadoMarco = {
  pontos: Array.from({ length: 15 }, (_, k) => ({
    rotulo: `2026-03-${String(k + 1).padStart(2, '0')}`,
    energia_kwh: 36,
  })),
  total_kwh: 540,
  desempenho_pct: 12,
};
const marco = {
  periodo: 'mensal' as const,
  referencia: '2026-03',
  fuso_horario: 'America/Sao_Paulo',
  pontos: [
    { rotulo: '2026-03-01', energia_kwh: 35 },
    { rotulo: '2026-03-02', energia_kwh: 20 },
    { rotulo: '2026-03-15', energia_kwh: 10 },
  ],
  esperado: esperadoMarco,
} satisfies GeracaoResposta['data'];

describe('dadosDoGrafico: a série da API no gráfico', () => {
  it('mês: todos os dias do mês, a gerada nos seus dias e a esperada como linha até hoje', () => {
    const d = dadosDoGrafico(marco);
    expect(d.rotulos).toHaveLength(31);
    expect(d.rotulos.slice(0, 3)).toEqual(['01', '02', '03']);
    expect(d.titulos?.[14]).toBe('15/03/2026');
    const [gerada, esperada] = d.series;
    expect(gerada).toMatchObject({ nome: 'Gerada', papel: 'real', forma: 'barra' });
    expect(gerada?.valores.slice(0, 3)).toEqual([35, 20, null]);
    expect(gerada?.valores[14]).toBe(10);
    expect(esperada).toMatchObject({ nome: 'Esperada', papel: 'esperado', forma: 'linha' });
    expect(esperada?.valores[14]).toBe(36);
    expect(esperada?.valores[15]).toBeNull();
  });

  it('ano: os doze meses, a esperada em barras ao lado', () => {
    const d = dadosDoGrafico({
      periodo: 'anual',
      referencia: '2026',
      fuso_horario: 'America/Sao_Paulo',
      pontos: [{ rotulo: '2026-03', energia_kwh: 65 }],
      esperado: { pontos: [{ rotulo: '2026-03', energia_kwh: 540 }], total_kwh: 540, desempenho_pct: 12 },
    });
    expect(d.rotulos).toEqual([
      'Jan',
      'Fev',
      'Mar',
      'Abr',
      'Mai',
      'Jun',
      'Jul',
      'Ago',
      'Set',
      'Out',
      'Nov',
      'Dez',
    ]);
    expect(d.titulos?.[2]).toBe('Março de 2026');
    expect(d.series.map((s) => s.forma)).toEqual(['barra', 'barra']);
    expect(d.series[0]?.valores[2]).toBe(65);
  });

  it('total: cada ano com geração ou esperada; sem cidade, só a gerada', () => {
    const d = dadosDoGrafico({
      periodo: 'total',
      referencia: null,
      fuso_horario: 'America/Sao_Paulo',
      pontos: [{ rotulo: '2026', energia_kwh: 65 }],
      esperado: null,
    });
    expect(d.rotulos).toEqual(['2026']);
    expect(d.series.map((s) => s.nome)).toEqual(['Gerada']);
  });

  it('dia: a curva de potência nas horas da usina', () => {
    const d = dadosDoGrafico({
      periodo: 'diario',
      referencia: '2026-03-15',
      fuso_horario: 'America/Manaus',
      pontos: [{ rotulo: '11:00', potencia_w: 5200 }],
    });
    expect(d).toMatchObject({ grandeza: 'potencia', eixo: 'horas', rotulos: ['11:00'] });
  });
});

const empresa = {
  uuid: 'e1',
  tipo: 'integrador',
  cliente: { nome: 'Sol do Sertão', filial: null, imagem_url: null, endereco: null },
};
const usina = {
  uuid: 'u1',
  nome: 'Telhado Esperado',
  potencia_kwp: 10,
  data_instalacao: '2025-06-10',
  status: 'online',
  status_motivo: null,
  potencia_atual_w: 5200,
  energia_hoje_kwh: 10,
  energia_total_kwh: 135,
  ultima_leitura_em: null,
  fuso_horario: 'America/Sao_Paulo',
  cidade: { uuid: 'c1', nome: 'São Paulo', uf: 'SP' },
  tags: [],
  endereco: { cep: null, logradouro: null, numero: null, bairro: null },
  cliente: null,
  consumo_medio_kwh: null,
  investimento: null,
  energia_mes_kwh: 65,
  energia_ano_kwh: 65,
  esperado_mes_kwh: 540,
  desempenho_mes_pct: 12,
  geracao_media_kwh: null,
  rendimento_kwh_kwp: null,
  creditos_kwh: null,
  responsaveis: [],
  inversores: [],
  geracao_diaria: [],
} satisfies UsinaDetalhe;

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('página da usina: o gráfico de geração', () => {
  it('pede o mês de hoje no fuso da usina, mostra total, esperado e desempenho e a tabela dos valores', async () => {
    useAppStore
      .getState()
      .setSession('token', { ...usuarioTeste, empresa: { tipo: 'integrador' }, is_socio: true } as never);
    useAppStore.getState().selectCompany(empresa as never);
    const fetchMock = fakeApi({
      'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
      empresas: { body: { data: [empresa], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } } },
      'usinas/u1': { body: { data: usina } },
      // Not made from a sale: no "Projeto × real" (decision 037).
      'usinas/u1/projeto': { body: { data: null } },
      'usinas/u1/geracao': { body: { data: marco } },
    });
    renderApp('/usinas/u1');
    expect(await screen.findByText('12,0% do esperado')).toBeTruthy();
    const tabela = await screen.findByRole('table', { name: /^Geração por dia em / });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas).toHaveLength(32);
    expect(
      within(linhas[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Dia', 'Gerada', 'Esperada', 'Desempenho']);
    expect(
      within(linhas[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['35 kWh', '36 kWh', '97,2%']);
    expect(within(linhas[1] as HTMLElement).getByRole('rowheader').textContent).toBe('01/03/2026');
    expect(screen.getByTestId('resumo-geracao').textContent).toBe('Total: 65 kWh · esperado 540 kWh (12,0%)');
    // The chart itself (ECharts, loaded on demand) is one image with the summary for screen readers.
    const grafico = await screen.findByRole('img', { name: /^Geração por dia em / });
    expect(grafico.getAttribute('aria-label')).toContain('Gerada: 65 kWh no total');
    expect(grafico.getAttribute('aria-label')).toContain('12,0% do esperado');
    // The month asked for is today's on the plant's calendar.
    const hoje = dataNoFuso(new Date(), 'America/Sao_Paulo');
    const pedido = fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('/geracao?'));
    expect(pedido).toContain(`referencia=${hoje.slice(0, 7)}`);

    // Another period asks the API again (the year of the plant's today).
    await userEvent.click(screen.getByRole('radio', { name: 'Ano' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some((c) =>
          String(c[0]).includes(`periodo=anual&referencia=${hoje.slice(0, 4)}`),
        ),
      ).toBe(true),
    );
  });
});
