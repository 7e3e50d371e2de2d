import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { defaultRuntimeConfig } from '../../../lib/runtime-config.tsx';
import type { PedidosDoMes } from '../api.ts';
import {
  ConteudoAtendimentos,
  ConteudoCatalogos,
  ConteudoEstoques,
  ConteudoPedidos,
} from './widget-negocios.tsx';

function desenhar(conteudo: ReactNode) {
  window.history.pushState({}, '', '/app/');
  return render(<Providers config={defaultRuntimeConfig}>{conteudo}</Providers>);
}

const link = (nome: string | RegExp) => screen.getByRole('link', { name: nome }).getAttribute('href');
const zero = { pedidos: 0, valor_rs: 0 };
const semPedidos = (papel: 'comprador' | 'fornecedor'): PedidosDoMes['lados'][number] => ({
  papel,
  total: zero,
  grupos: { aguardando: zero, em_andamento: zero, entregue: zero, encerrado: zero },
});

describe('widget de estoque', () => {
  it('produtos com estoque, o valor a custo, por tipo, e os abaixo do mínimo levam à lista filtrada', () => {
    desenhar(
      <ConteudoEstoques
        data={{
          cadastrados: 5,
          com_estoque: 3,
          abaixo_do_minimo: 2,
          valor_custo_rs: 11015,
          por_tipo: [
            { tipo: 'modulo', produtos: 2 },
            { tipo: 'string_box', produtos: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('widget-numero').textContent).toBe('3');
    expect(link('produtos com estoque')).toBe('/app/catalogo');
    expect(screen.getByText('· R$ 11.015,00 a custo', { exact: false })).toBeTruthy();
    expect(screen.getByText('Módulo: 2 · String box: 1')).toBeTruthy();
    expect(link('2 produtos abaixo do mínimo')).toBe('/app/catalogo?abaixo_do_minimo=1');
  });

  it('nenhum abaixo do mínimo diz isso; sem produtos, chama para cadastrar', () => {
    const { unmount } = desenhar(
      <ConteudoEstoques
        data={{ cadastrados: 1, com_estoque: 1, abaixo_do_minimo: 0, valor_custo_rs: 10, por_tipo: [] }}
      />,
    );
    expect(link('produto com estoque')).toBe('/app/catalogo');
    expect(screen.getByText('· R$ 10,00 a custo', { exact: false })).toBeTruthy();
    expect(screen.getByText('Nenhum produto abaixo do mínimo.')).toBeTruthy();
    unmount();
    desenhar(
      <ConteudoEstoques
        data={{ cadastrados: 0, com_estoque: 0, abaixo_do_minimo: 0, valor_custo_rs: 0, por_tipo: [] }}
      />,
    );
    expect(screen.getByTestId('widget-vazio')).toBeTruthy();
    expect(link('Cadastre um produto')).toBe('/app/catalogo');
  });
});

describe('widget de catálogos', () => {
  it('distribuidor: publicados hoje e as linhas; os fora do ar à parte', () => {
    desenhar(<ConteudoCatalogos data={{ visao: 'distribuidor', publicados: 1, itens: 1, fora_do_ar: 2 }} />);
    expect(link('catálogo no ar hoje')).toBe('/app/catalogo?aba=catalogos');
    expect(screen.getByText('· 1 item', { exact: false })).toBeTruthy();
    expect(screen.getByText('2 outros em rascunho ou fora da validade')).toBeTruthy();
  });

  it('distribuidor sem catálogo: chama para criar', () => {
    desenhar(<ConteudoCatalogos data={{ visao: 'distribuidor', publicados: 0, itens: 0, fora_do_ar: 0 }} />);
    expect(screen.getByText(/Nenhum catálogo ainda/)).toBeTruthy();
    expect(link('Criar catálogo')).toBe('/app/catalogo?aba=catalogos');
  });

  it('comprador: os produtos próprios e os copiados; vazio leva aos distribuidores', () => {
    const { unmount } = desenhar(
      <ConteudoCatalogos data={{ visao: 'comprador', produtos: 12, copias: 1 }} />,
    );
    expect(link('produtos no seu catálogo')).toBe('/app/catalogo');
    expect(screen.getByText('1 copiado de distribuidores')).toBeTruthy();
    expect(link('Ver distribuidores')).toBe('/app/distribuidores');
    unmount();
    desenhar(<ConteudoCatalogos data={{ visao: 'comprador', produtos: 0, copias: 0 }} />);
    expect(screen.getByText(/Nenhum produto no seu catálogo ainda/)).toBeTruthy();
    expect(link('Ver distribuidores')).toBe('/app/distribuidores');
  });
});

describe('widget de pedidos', () => {
  it('comprador: os do mês e o valor, só os grupos que têm pedidos, e leva aos seus pedidos', () => {
    desenhar(
      <ConteudoPedidos
        data={{
          mes: '2026-03',
          lados: [
            {
              papel: 'comprador',
              total: { pedidos: 3, valor_rs: 1250.5 },
              grupos: {
                aguardando: { pedidos: 1, valor_rs: 250.5 },
                em_andamento: zero,
                entregue: zero,
                encerrado: { pedidos: 2, valor_rs: 1000 },
              },
            },
          ],
        }}
      />,
    );
    expect(link('pedidos em março')).toBe('/app/distribuidores?aba=pedidos');
    expect(screen.getByText('· R$ 1.250,50', { exact: false })).toBeTruthy();
    expect(screen.getByText('Aguardando')).toBeTruthy();
    expect(screen.getByText('1 · R$ 250,50')).toBeTruthy();
    expect(screen.getByText('Recusados/cancelados')).toBeTruthy();
    expect(screen.getByText('2 · R$ 1.000,00')).toBeTruthy();
    expect(screen.queryByText('Em andamento')).toBeNull();
    expect(screen.queryByText('Compras')).toBeNull();
  });

  it('os dois lados: cada um com o seu título e a sua lista', () => {
    desenhar(
      <ConteudoPedidos
        data={{
          mes: '2026-03',
          lados: [
            { ...semPedidos('fornecedor'), total: { pedidos: 1, valor_rs: 10 } },
            { ...semPedidos('comprador'), total: { pedidos: 1, valor_rs: 20 } },
          ],
        }}
      />,
    );
    expect(screen.getByText('Recebidos de compradores')).toBeTruthy();
    expect(screen.getByText('Compras')).toBeTruthy();
    const hrefs = screen.getAllByRole('link', { name: 'pedido em março' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/app/catalogo?aba=pedidos', '/app/distribuidores?aba=pedidos']);
  });

  it('nenhum pedido no mês: diz isso e leva a quem comprar (ou, no distribuidor, aos pedidos)', () => {
    const { unmount } = desenhar(
      <ConteudoPedidos data={{ mes: '2026-03', lados: [semPedidos('comprador')] }} />,
    );
    expect(screen.getByText('Nenhum pedido neste mês.')).toBeTruthy();
    expect(link('Ver distribuidores')).toBe('/app/distribuidores');
    unmount();
    desenhar(<ConteudoPedidos data={{ mes: '2026-03', lados: [semPedidos('fornecedor')] }} />);
    expect(screen.getByText('Nenhum pedido neste mês.')).toBeTruthy();
    expect(link('Ver pedidos')).toBe('/app/catalogo?aba=pedidos');
  });
});

describe('widget de atendimentos', () => {
  it('recebidas e enviadas em aberto, por status, e leva às solicitações', () => {
    desenhar(
      <ConteudoAtendimentos
        data={{
          recebidos: { total: 3, por_status: { aberto: 1, aceito: 0, em_andamento: 2 } },
          solicitados: { total: 1, por_status: { aberto: 0, aceito: 1, em_andamento: 0 } },
        }}
      />,
    );
    expect(screen.getByTestId('widget-numero').textContent).toBe('4');
    expect(link('solicitações em aberto')).toBe('/app/servicos?aba=solicitacoes');
    const [recebidas, enviadas] = screen.getAllByRole('listitem');
    expect(within(recebidas as HTMLElement).getByText('Recebidas')).toBeTruthy();
    expect(within(recebidas as HTMLElement).getByText('1 aberto · 2 em andamento')).toBeTruthy();
    expect(within(enviadas as HTMLElement).getByText('Enviadas')).toBeTruthy();
    expect(within(enviadas as HTMLElement).getByText('1 aceito')).toBeTruthy();
  });

  it('só o lado que tem; nenhum em aberto diz isso', () => {
    const { unmount } = desenhar(
      <ConteudoAtendimentos
        data={{
          recebidos: { total: 0, por_status: { aberto: 0, aceito: 0, em_andamento: 0 } },
          solicitados: { total: 1, por_status: { aberto: 1, aceito: 0, em_andamento: 0 } },
        }}
      />,
    );
    expect(link('solicitação em aberto')).toBe('/app/servicos?aba=solicitacoes');
    expect(screen.queryByText('Recebidas')).toBeNull();
    unmount();
    const vazio = { total: 0, por_status: { aberto: 0, aceito: 0, em_andamento: 0 } };
    desenhar(<ConteudoAtendimentos data={{ recebidos: vazio, solicitados: vazio }} />);
    expect(screen.getByText('Nenhum atendimento em aberto.')).toBeTruthy();
    expect(link('Ver solicitações')).toBe('/app/servicos?aba=solicitacoes');
  });
});
