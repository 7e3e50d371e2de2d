import type { Pedido, PedidoEvento, PedidoItem } from '@irradia/shared/pedidos/pedidos.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const UUID = '40000000-0000-4000-8000-000000000007';
const distribuidora = {
  uuid: 'd1',
  tipo: 'distribuidor',
  cliente: { nome: 'Distribuidora Norte', filial: null, imagem_url: null, endereco: null },
};

const aguardando: Pedido = {
  uuid: UUID,
  numero: 7,
  tipo: 'compra',
  etapa: null,
  status: 'aguardando',
  papel: 'fornecedor',
  comprador: { uuid: 'e1', nome: 'Sol do Sertão' },
  fornecedor: { uuid: 'd1', nome: 'Distribuidora Norte' },
  catalogo: { uuid: 'c1', nome: 'Tabela de novembro' },
  total_rs: 29_800,
  itens_count: 1,
  observacoes: 'Entregar na obra',
  nota_fiscal: null,
  rastreio: null,
  motivo: null,
  criado_em: '2026-11-24T13:00:00.000Z',
  atualizado_em: '2026-11-24T13:00:00.000Z',
  acoes: ['confirmar', 'recusar'],
};
const itens: PedidoItem[] = [
  {
    uuid: 'i1',
    tipo: 'kit',
    nome: 'Kit 5,5 kWp',
    modelo: null,
    fabricante: null,
    sku: null,
    unidade: 'kit',
    quantidade: 2,
    preco_unitario_rs: 14_900,
    total_rs: 29_800,
  },
];
const criado: PedidoEvento = {
  de: null,
  para: 'aguardando',
  mensagem: 'Entregar na obra',
  empresa: { uuid: 'e1', nome: 'Sol do Sertão' },
  usuario: { nome: 'Ana Souza' },
  criado_em: '2026-11-24T13:00:00.000Z',
};

/** A distributor's partner, with a fake orders API that moves the order as the server would. */
function entrarComoDistribuidor() {
  let pedido = aguardando;
  const historico = [criado];
  const chamadas: Array<{ acao: string; body: unknown }> = [];
  const passo = (acao: string, mudanca: Partial<Pedido>) => (init?: RequestInit) => {
    chamadas.push({ acao, body: JSON.parse(String(init?.body ?? '{}')) });
    historico.push({ ...criado, de: pedido.status, para: mudanca.status ?? '', mensagem: null });
    pedido = { ...pedido, ...mudanca };
    return { body: { data: pedido } };
  };
  const fetchMock = entrarComoIntegrador({
    empresas: {
      body: { data: [distribuidora], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } },
    },
    pedidos: () => ({
      body: { data: [pedido], meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 } },
    }),
    [`pedidos/${UUID}`]: () => ({ body: { data: pedido } }),
    [`pedidos/${UUID}/itens`]: { body: { data: itens } },
    [`pedidos/${UUID}/historico`]: () => ({ body: { data: historico } }),
    [`pedidos/${UUID}/confirmar`]: passo('confirmar', { status: 'confirmado', acoes: ['faturar'] }),
    [`pedidos/${UUID}/faturar`]: passo('faturar', {
      status: 'faturado',
      nota_fiscal: '12345',
      acoes: ['enviar'],
    }),
    [`pedidos/${UUID}/enviar`]: passo('enviar', { status: 'enviado', acoes: [] }),
  });
  useAppStore
    .getState()
    .setUser({ ...useAppStore.getState().account.user, empresa: { tipo: 'distribuidor' } } as never);
  useAppStore.getState().selectCompany(distribuidora as never);
  return { fetchMock, chamadas };
}

describe('pedidos recebidos', () => {
  it('lista o pedido e abre o detalhe com itens, observações e histórico', async () => {
    const { fetchMock } = entrarComoDistribuidor();
    renderApp('/catalogo?aba=pedidos');
    const tabela = await screen.findByRole('table', { name: 'Pedidos recebidos' });
    const linha = within(tabela).getByRole('row', { name: /Sol do Sertão/ });
    expect(linha.textContent).toContain('Aguardando confirmação');
    expect(linha.textContent).toContain('R$\u00a029.800,00');
    expect(String(fetchMock.mock.calls.find((c) => String(c[0]).startsWith('/api/pedidos?'))?.[0])).toContain(
      'papel=fornecedor',
    );
    await userEvent.click(within(linha).getByRole('button', { name: 'Abrir pedido #7 de Sol do Sertão' }));
    const detalhe = await screen.findByRole('dialog', { name: 'Pedido #7' });
    expect(window.location.search).toBe(`?aba=pedidos&pedido=${UUID}`);
    expect(await within(detalhe).findByText('2 kit × R$ 14.900,00')).toBeTruthy();
    expect(within(detalhe).getByTestId('observacoes-pedido').textContent).toBe('Entregar na obra');
    const historico = within(detalhe).getByRole('list', { name: 'Histórico do pedido' });
    expect(historico.textContent).toContain('Pedido enviado');
    expect(historico.textContent).toContain('Ana Souza, Sol do Sertão');
    await userEvent.click(within(detalhe).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(window.location.search).toBe('?aba=pedidos'));
  });

  it('confirma, pede a nota fiscal ao faturar e o motivo ao recusar, e envia sem rastreio', async () => {
    const { chamadas } = entrarComoDistribuidor();
    renderApp(`/catalogo?aba=pedidos&pedido=${UUID}`);
    const detalhe = await screen.findByRole('dialog', { name: 'Pedido #7' });

    // Refusing needs a reason: nothing is sent without one.
    await userEvent.click(await within(detalhe).findByRole('button', { name: 'Recusar pedido' }));
    await userEvent.click(within(detalhe).getByRole('button', { name: 'Recusar pedido' }));
    expect(await within(detalhe).findByText('Informe o motivo')).toBeTruthy();
    await userEvent.click(within(detalhe).getByRole('button', { name: 'Voltar' }));

    await userEvent.click(within(detalhe).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('Pedido confirmado')).toBeTruthy();
    await waitFor(() => expect(detalhe.querySelector('[data-status]')?.textContent).toBe('Confirmado'));

    await userEvent.click(await within(detalhe).findByRole('button', { name: 'Informar faturamento' }));
    await userEvent.click(within(detalhe).getByRole('button', { name: 'Informar faturamento' }));
    expect(await within(detalhe).findByText('Informe o número da nota fiscal')).toBeTruthy();
    await userEvent.type(within(detalhe).getByLabelText(/Número da nota fiscal/), '12345');
    await userEvent.click(within(detalhe).getByRole('button', { name: 'Informar faturamento' }));
    expect(await screen.findByText('Faturamento informado')).toBeTruthy();
    expect(await within(detalhe).findByText('12345')).toBeTruthy();

    await userEvent.click(await within(detalhe).findByRole('button', { name: 'Informar envio' }));
    await userEvent.click(within(detalhe).getByRole('button', { name: 'Informar envio' }));
    expect(await screen.findByText('Envio informado')).toBeTruthy();
    // Shipped: nothing left for the supplier to do.
    await waitFor(() => expect(within(detalhe).queryByRole('button', { name: /^Informar/ })).toBeNull());
    const historico = within(detalhe).getByRole('list', { name: 'Histórico do pedido' });
    await waitFor(() => expect(historico.textContent).toContain('Enviado'));

    expect(chamadas).toEqual([
      { acao: 'confirmar', body: {} },
      { acao: 'faturar', body: { nota_fiscal: '12345' } },
      { acao: 'enviar', body: { rastreio: null } },
    ]);
  });
});
