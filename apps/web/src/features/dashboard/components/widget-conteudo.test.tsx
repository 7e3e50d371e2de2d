import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { ConteudoConcessionarias, ConteudoCreditos, ConteudoUsinaStatus } from './widget-conteudo.tsx';

function desenhar(conteudo: ReactNode) {
  window.history.pushState({}, '', '/app/');
  return render(<Providers config={defaultRuntimeConfig}>{conteudo}</Providers>);
}

/** happy-dom lays nothing out: text wider than 120 px (8 px a letter) is what would overflow. */
function larguraDoTexto() {
  const antes = {
    scroll: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
    client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  };
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length * 8;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 120 });
  return () => {
    for (const [nome, d] of [
      ['scrollWidth', antes.scroll],
      ['clientWidth', antes.client],
    ] as const)
      if (d) Object.defineProperty(HTMLElement.prototype, nome, d);
  };
}

let restaurar: (() => void) | null = null;
afterEach(() => {
  restaurar?.();
  restaurar = null;
});

describe('widgets do painel', () => {
  it('créditos: saldo em kWh; só os meses que têm créditos a expirar; sem economia de R$ 0,00', () => {
    desenhar(
      <ConteudoCreditos
        data={{
          saldo_kwh: 2160,
          economia_rs: 0,
          expirando: [
            { mes: '2026-11', kwh: 0 },
            { mes: '2026-12', kwh: 0 },
            { mes: '2027-02', kwh: 312.5 },
            { mes: '2027-05', kwh: 4700 },
          ],
        }}
      />,
    );
    expect(screen.getByText('2.160 kWh')).toBeTruthy();
    expect(screen.getByText('Expiram em 02/2027')).toBeTruthy();
    expect(screen.getByText('313 kWh')).toBeTruthy();
    expect(screen.getByText('4.700 kWh')).toBeTruthy();
    expect(screen.queryByText(/11\/2026|12\/2026/)).toBeNull();
    expect(screen.queryByText(/^0 k?Wh$/)).toBeNull();
    expect(screen.queryByText(/Economia/)).toBeNull();
  });

  it('créditos: mostra três meses e leva às faturas para ver os outros; com economia, diz quanto', () => {
    desenhar(
      <ConteudoCreditos
        data={{
          saldo_kwh: 900,
          economia_rs: 1234.5,
          expirando: ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09'].map((mes) => ({ mes, kwh: 10 })),
        }}
      />,
    );
    expect(screen.getAllByText(/^Expiram em/)).toHaveLength(3);
    const mais = screen.getByRole('link', { name: 'e mais 2 meses com créditos a expirar' });
    expect(mais.getAttribute('href')).toBe('/app/faturas');
    expect(screen.getByText('Economia de R$ 1.234,50 nas faturas')).toBeTruthy();
  });

  it('créditos vazios dizem o que fazer e levam às faturas', () => {
    desenhar(
      <ConteudoCreditos data={{ saldo_kwh: 0, economia_rs: 0, expirando: [{ mes: '2026-11', kwh: 0 }] }} />,
    );
    expect(screen.getByText(/O saldo vem das faturas das unidades geradoras/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para faturas' }).getAttribute('href')).toBe('/app/faturas');
  });

  it('usinas com problema: nome inteiro quando cabe; cortado, mostra o nome todo ao focar; hora no fuso da usina', async () => {
    restaurar = larguraDoTexto();
    desenhar(
      <ConteudoUsinaStatus
        data={{
          usinas: [
            {
              uuid: 'u1',
              nome: 'Supermercado Bom Preço — Porto Velho',
              status: 'erro',
              status_motivo: 'Inversor em falha',
              ultima_leitura_em: '2026-11-24T17:05:00.000Z',
              fuso_horario: 'America/Manaus',
            },
            {
              uuid: 'u2',
              nome: 'Sítio Sol',
              status: 'offline',
              status_motivo: null,
              ultima_leitura_em: null,
              fuso_horario: 'America/Sao_Paulo',
            },
          ],
        }}
      />,
    );
    const curta = screen.getByRole('link', { name: 'Sítio Sol' });
    expect(curta.hasAttribute('data-cortado')).toBe(false);
    const longa = screen.getByRole('link', { name: 'Supermercado Bom Preço — Porto Velho' });
    expect(longa.getAttribute('href')).toBe('/app/usinas/u1');
    expect(longa.hasAttribute('data-cortado')).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(longa);
    const dica = await screen.findByRole('tooltip');
    expect(within(dica).getByText('Supermercado Bom Preço — Porto Velho')).toBeTruthy();
    // 17:05 UTC is 13:05 in Manaus; the zone is named unless the browser is in it too.
    expect(screen.getByText(/Inversor em falha · última leitura 24\/11 13:05/)).toBeTruthy();
    expect(screen.getByText('sem leituras')).toBeTruthy();
  });

  it('concessionárias: unidade e fatura no singular quando é uma', () => {
    desenhar(<ConteudoConcessionarias data={[{ sigla: 'Celesc-DIS', unidades: 1, faturas: 12 }]} />);
    expect(screen.getByText('1 unidade · 12 faturas')).toBeTruthy();
  });
});
