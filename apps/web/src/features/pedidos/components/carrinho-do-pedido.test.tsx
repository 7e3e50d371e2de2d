import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { Providers } from '../../../app/providers.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { useCarrinhos } from '../carrinho.ts';
import { AdicionarAoPedido } from './adicionar-ao-pedido.tsx';
import { CarrinhoDoPedido } from './carrinho-do-pedido.tsx';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
  useCarrinhos.setState({ carrinhos: {} });
  sessionStorage.clear();
});

const distribuidor = { uuid: '30000000-0000-4000-8000-000000000001', nome: 'Distribuidora Norte' };
const catalogo = {
  uuid: '31000000-0000-4000-8000-000000000001',
  nome: 'Tabela de novembro',
  pedido_minimo_rs: 20_000,
};
const kit = {
  uuid: '32000000-0000-4000-8000-000000000001',
  preco_rs: 14_900,
  produto: { nome: 'Kit 5,5 kWp', unidade: 'kit' },
};
const cabo = {
  uuid: '32000000-0000-4000-8000-000000000002',
  preco_rs: 8.5,
  produto: { nome: 'Cabo solar 6 mm', unidade: 'm' },
};
const PEDIDO = '40000000-0000-4000-8000-000000000001';

function Vitrine() {
  return (
    <>
      <AdicionarAoPedido distribuidor={distribuidor} catalogo={catalogo} item={kit} />
      <AdicionarAoPedido distribuidor={distribuidor} catalogo={catalogo} item={cabo} />
      <CarrinhoDoPedido distribuidor={distribuidor} catalogo={catalogo} />
    </>
  );
}

describe('carrinho do pedido', () => {
  it('soma os itens, avisa o pedido mínimo, envia o pedido e abre em Meus pedidos', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      pedidos: (init) => {
        enviados.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { data: { uuid: PEDIDO, numero: 7 } } };
      },
    });
    window.history.pushState({}, '', '/app/distribuidores/d1');
    render(
      <Providers config={{ ...defaultRuntimeConfig, product_name: 'Irradia' }}>
        <Vitrine />
      </Providers>,
    );
    // Nothing in the order yet: no bar.
    expect(screen.queryByRole('button', { name: 'Revisar pedido' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao pedido: Kit 5,5 kWp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao pedido: Cabo solar 6 mm' }));
    const qtdCabo = screen.getByLabelText('Quantidade de Cabo solar 6 mm');
    await userEvent.clear(qtdCabo);
    await userEvent.type(qtdCabo, '2,5{Enter}');
    expect(screen.getByTestId('carrinho-resumo').textContent).toBe('2 itens · R$\u00a014.921,25');

    await userEvent.click(screen.getByRole('button', { name: 'Revisar pedido' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Revisar pedido' });
    expect(within(dialogo).getAllByTestId('linha-carrinho')).toHaveLength(2);
    expect(within(dialogo).getByTestId('aviso-minimo').textContent).toBe(
      'O pedido mínimo deste catálogo é R$\u00a020.000,00. Faltam R$\u00a05.078,75.',
    );
    const enviar = within(dialogo).getByRole('button', { name: 'Enviar pedido' });
    expect((enviar as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aumentar Kit 5,5 kWp' }));
    expect(within(dialogo).getByTestId('total-carrinho').textContent).toBe('R$\u00a029.821,25');
    expect(within(dialogo).queryByTestId('aviso-minimo')).toBeNull();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Tirar Cabo solar 6 mm do pedido' }));
    expect(within(dialogo).getAllByTestId('linha-carrinho')).toHaveLength(1);
    expect(within(dialogo).getByTestId('total-carrinho').textContent).toBe('R$\u00a029.800,00');
    await userEvent.type(within(dialogo).getByLabelText('Observações'), 'Entregar na obra');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar pedido' }));

    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      tipo: 'compra',
      catalogo: catalogo.uuid,
      itens: [{ item: kit.uuid, quantidade: 2 }],
      observacoes: 'Entregar na obra',
    });
    expect(await screen.findByText('Pedido #7 enviado')).toBeTruthy();
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        `/app/distribuidores?aba=pedidos&pedido=${PEDIDO}`,
      ),
    );
    // The cart is empty again: the item can be added anew and the bar is gone.
    expect(screen.getByRole('button', { name: 'Adicionar ao pedido: Kit 5,5 kWp' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revisar pedido' })).toBeNull());
  });

  it('guarda o carrinho da empresa ao recarregar, e − na quantidade 1 tira o item', async () => {
    entrarComoIntegrador();
    const primeiro = render(
      <Providers config={{ ...defaultRuntimeConfig, product_name: 'Irradia' }}>
        <Vitrine />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao pedido: Kit 5,5 kWp' }));
    expect(JSON.parse(sessionStorage.getItem('irradia-carrinhos') ?? '{}').state.carrinhos).toEqual({
      [`e1:${catalogo.uuid}`]: expect.objectContaining({
        linhas: [expect.objectContaining({ item: kit.uuid, quantidade: 1 })],
      }),
    });
    primeiro.unmount();
    render(
      <Providers config={{ ...defaultRuntimeConfig, product_name: 'Irradia' }}>
        <Vitrine />
      </Providers>,
    );
    expect(screen.getByTestId('carrinho-resumo').textContent).toBe('1 item · R$\u00a014.900,00');
    await userEvent.click(screen.getByRole('button', { name: 'Diminuir Kit 5,5 kWp' }));
    expect(screen.queryByTestId('carrinho-resumo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar ao pedido: Kit 5,5 kWp' })).toBeTruthy();
  });

  it('o distribuidor vendo o próprio catálogo não compra dele', () => {
    entrarComoIntegrador();
    useAppStore.getState().selectCompany({
      uuid: distribuidor.uuid,
      tipo: 'distribuidor',
      cliente: { nome: distribuidor.nome, filial: null, imagem_url: null, endereco: null },
    } as never);
    render(
      <Providers config={{ ...defaultRuntimeConfig, product_name: 'Irradia' }}>
        <Vitrine />
      </Providers>,
    );
    expect(screen.queryByRole('button', { name: /Adicionar ao pedido/ })).toBeNull();
  });
});
