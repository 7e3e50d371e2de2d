import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import {
  ABERTO,
  CONCLUIDO,
  EM_ATENDIMENTO,
  inversor,
  limpeza,
  lista,
  QUADRO,
  quadroDeNegocios,
  quadroDeServicos,
  tela,
  visita,
} from '../quadro-fixtures.ts';

const CARTOES = `quadros/${QUADRO}/cartoes`;
const original = {
  matchMedia: window.matchMedia,
  rect: Element.prototype.getBoundingClientRect,
};

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
  window.matchMedia = original.matchMedia;
  Element.prototype.getBoundingClientRect = original.rect;
});

beforeEach(() => tela(1280));

/** A wide screen's layout for dnd-kit (happy-dom lays nothing out): columns 300 px apart, cards 100 px. */
function layoutDoQuadro() {
  const retangulo = (x: number, y: number, w: number, h: number) =>
    ({
      x,
      y,
      left: x,
      top: y,
      width: w,
      height: h,
      right: x + w,
      bottom: y + h,
      toJSON: () => ({}),
    }) as DOMRect;
  let levantado: DOMRect | null = null;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const coluna = Number(this.closest('[data-coluna]')?.getAttribute('data-coluna') ?? -1);
    if (this.hasAttribute('data-cartao')) {
      return retangulo(coluna * 300 + 10, 100 + Number(this.getAttribute('data-indice')) * 100, 260, 80);
    }
    if (this.getAttribute('data-testid')?.startsWith('cartoes-da-fase-'))
      return retangulo(coluna * 300, 50, 280, 800);
    // The dragged card's overlay starts where the card was (the focused one as the drag began).
    if (this.hasAttribute('data-flutuante')) {
      const foco = document.activeElement;
      if (!levantado && foco?.hasAttribute('data-cartao')) levantado = foco.getBoundingClientRect();
      if (levantado) return levantado;
    }
    return retangulo(0, 0, 0, 0);
  };
}

function abrirQuadro(extra: Parameters<typeof entrarComoIntegrador>[0] = {}) {
  return entrarComoIntegrador({
    quadros: { body: { data: [quadroDeServicos, quadroDeNegocios] } },
    [CARTOES]: { body: lista([inversor, limpeza, visita]) },
    classificacoes: { body: { data: [inversor.classificacoes[0]] } },
    ...extra,
  });
}

/** A key on the focused card; the keyboard sensor listens from the next tick after a drag starts. */
async function tecla(nome: string, code: 'Space' | 'ArrowRight' | 'ArrowDown') {
  // Found again each time: a card that changes stage is drawn anew in the other column.
  const cartao = screen.getByRole('button', { name: nome });
  cartao.focus();
  fireEvent.keyDown(cartao, { key: code === 'Space' ? ' ' : code, code });
  await new Promise((r) => setTimeout(r, 20));
}

const coluna = (nome: string) => screen.getByRole('region', { name: nome });
const chamadas = (fetchMock: ReturnType<typeof abrirQuadro>, trecho: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), init }))
    .filter((c) => c.url.includes(trecho));

describe('quadro: as fases e os cartões', () => {
  it('mostra as fases em ordem com contagem e a fechada marcada, e os cartões com o que importa', async () => {
    const fetchMock = abrirQuadro();
    renderApp('/quadro');
    await screen.findByText('Inversor desligando à tarde');
    const fases = screen.getAllByTestId('fase').map((s) => within(s).getByRole('heading').textContent);
    expect(fases).toEqual(['Aberto', 'Em atendimento', 'Concluído']);

    const aberto = coluna('Aberto');
    expect(within(aberto).getByLabelText('2 cartões').textContent).toBe('2');
    const cartao = within(aberto).getByRole('button', { name: '#101 Inversor desligando à tarde' });
    expect(cartao.textContent).toContain('Maria Oliveira');
    expect(cartao.textContent).toContain('Sítio Boa Vista');
    expect(cartao.textContent).toContain('Carlos Lima');
    expect(cartao.textContent).toContain('25/11/2026');
    expect(cartao.textContent).toContain('Atrasado');
    expect(cartao.textContent).toContain('Urgente');
    expect(within(aberto).getByRole('button', { name: '#102 Limpeza dos módulos' }).textContent).toContain(
      'Sem responsável',
    );
    expect(within(coluna('Em atendimento')).getByText('Visita técnica')).toBeTruthy();
    const concluido = coluna('Concluído');
    expect(within(concluido).getByText('Fechada')).toBeTruthy();
    expect(within(concluido).getByText('Nenhum cartão nesta fase')).toBeTruthy();

    const pedido = chamadas(fetchMock, `/api/${CARTOES}?`)[0]?.url ?? '';
    expect(pedido).toContain('limit=500');
    expect(screen.getByRole('button', { name: /Nova solicitação/ })).toBeTruthy();
  });

  it('a lista mostra os mesmos cartões com a fase de cada um', async () => {
    abrirQuadro();
    renderApp('/quadro?visao=lista');
    const tabela = await screen.findByRole('table', { name: 'Cartões do quadro' });
    const linha = within(tabela).getByRole('row', { name: /#103 · Visita técnica/ });
    expect(linha.textContent).toContain('Em atendimento');
  });

  it('se os cartões não vêm, diz o que houve', async () => {
    abrirQuadro({ [CARTOES]: { status: 500, body: {} } });
    renderApp('/quadro');
    expect(await screen.findByText('Não foi possível carregar os cartões')).toBeTruthy();
  });
});

describe('quadro: filtros', () => {
  it('um filtro vai para a consulta e para o endereço', async () => {
    const fetchMock = abrirQuadro();
    renderApp('/quadro');
    await screen.findByText('Inversor desligando à tarde');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Responsável' }), 'nenhum');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prazo' }), 'vencido');
    await waitFor(() => {
      const ultima = chamadas(fetchMock, `/api/${CARTOES}?`).at(-1)?.url ?? '';
      expect(ultima).toContain('responsavel=nenhum');
      expect(ultima).toContain('prazo=vencido');
    });
    expect(window.location.search).toContain('responsavel=nenhum');
    expect(window.location.search).toContain('prazo=vencido');
  });

  it('a busca espera a digitação e vai como search', async () => {
    const fetchMock = abrirQuadro();
    renderApp('/quadro');
    await screen.findByText('Inversor desligando à tarde');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar cartões' }), 'inversor');
    await waitFor(() =>
      expect(chamadas(fetchMock, `/api/${CARTOES}?`).at(-1)?.url ?? '').toContain('search=inversor'),
    );
  });
});

describe('quadro: mover cartões', () => {
  const NOME = '#101 Inversor desligando à tarde';
  const moverAnswer = (enviados: unknown[], status = 200, depois?: () => void) => ({
    [`atendimentos/${inversor.uuid}/mover`]: (init?: RequestInit) => {
      enviados.push(JSON.parse(String(init?.body)));
      depois?.();
      return status === 200
        ? {
            body: {
              data: { ...inversor, fase: EM_ATENDIMENTO, posicao: 0, descricao: null, preenchimentos: [] },
            },
          }
        : { status, body: { errors: [{ message: 'Fase de outro quadro' }] } };
    },
  });

  it('pelo teclado, para a fase ao lado: espaço, seta para a direita, espaço', async () => {
    layoutDoQuadro();
    const enviados: unknown[] = [];
    let movido = false;
    abrirQuadro({
      ...moverAnswer(enviados, 200, () => {
        movido = true;
      }),
      // The server's board after the move, for the read that follows it.
      [CARTOES]: () => ({
        body: lista(
          movido
            ? [limpeza, { ...inversor, fase: EM_ATENDIMENTO, posicao: 0 }, { ...visita, posicao: 1 }]
            : [inversor, limpeza, visita],
        ),
      }),
    });
    renderApp('/quadro');
    await screen.findByRole('button', { name: NOME });
    await tecla(NOME, 'Space');
    await tecla(NOME, 'ArrowRight');
    await tecla(NOME, 'Space');
    await waitFor(() => expect(enviados).toEqual([{ fase: EM_ATENDIMENTO, posicao: 0 }]));
    const destino = within(coluna('Em atendimento'));
    await waitFor(() =>
      expect(destino.getAllByRole('button', { name: /^#/ }).map((b) => b.getAttribute('aria-label'))).toEqual(
        [NOME, '#103 Visita técnica'],
      ),
    );
    expect(within(coluna('Aberto')).queryByText('Inversor desligando à tarde')).toBeNull();
  });

  it('pelo teclado, dentro da fase: seta para baixo vai para a posição 1', async () => {
    layoutDoQuadro();
    const enviados: unknown[] = [];
    abrirQuadro(moverAnswer(enviados));
    renderApp('/quadro');
    await screen.findByRole('button', { name: NOME });
    await tecla(NOME, 'Space');
    await tecla(NOME, 'ArrowDown');
    await tecla(NOME, 'Space');
    await waitFor(() => expect(enviados).toEqual([{ fase: ABERTO, posicao: 1 }]));
  });

  it('se o servidor recusa, o cartão volta e um aviso diz por quê', async () => {
    layoutDoQuadro();
    const enviados: unknown[] = [];
    abrirQuadro(moverAnswer(enviados, 422));
    renderApp('/quadro');
    await screen.findByRole('button', { name: NOME });
    await tecla(NOME, 'Space');
    await tecla(NOME, 'ArrowRight');
    await tecla(NOME, 'Space');
    expect(await screen.findByText('Fase de outro quadro')).toBeTruthy();
    await waitFor(() =>
      expect(within(coluna('Aberto')).getByText('Inversor desligando à tarde')).toBeTruthy(),
    );
  });
});

describe('quadro: no celular', () => {
  it('mostra uma fase por vez, escolhida no seletor', async () => {
    tela(390);
    abrirQuadro();
    renderApp('/quadro');
    await screen.findByText('Inversor desligando à tarde');
    expect(screen.getAllByTestId('fase')).toHaveLength(1);
    expect(screen.queryByText('Visita técnica')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fase' }), EM_ATENDIMENTO);
    expect(await screen.findByText('Visita técnica')).toBeTruthy();
    expect(screen.getAllByTestId('fase')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima fase' }));
    expect(await screen.findByText('Nenhum cartão nesta fase')).toBeTruthy();
    expect(window.location.search).toContain(`fase=${CONCLUIDO}`);
  });
});
