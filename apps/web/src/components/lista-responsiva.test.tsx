import { Button } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tela } from '../../test/tela.ts';
import { Providers } from '../app/providers.tsx';
import { defaultRuntimeConfig } from '../lib/runtime-config.tsx';
import { type Coluna, ListaResponsiva } from './lista-responsiva.tsx';

interface Usina {
  uuid: string;
  nome: string;
  status: string;
  hoje: string | null;
  leitura: string;
}

const usinas: Usina[] = [
  {
    uuid: 'u1',
    nome: 'Clínica Boa Vista — Manaus',
    status: 'Online',
    hoje: '24,8 kWh',
    leitura: '24/11 13:05',
  },
  { uuid: 'u2', nome: 'Sítio Sem Leitura', status: 'Offline', hoje: null, leitura: '—' },
];

const colunas: Coluna<Usina>[] = [
  { id: 'nome', rotulo: 'Usina', cartao: 'titulo', valor: (u) => u.nome },
  { id: 'status', rotulo: 'Status', cartao: 'selo', valor: (u) => u.status },
  { id: 'hoje', rotulo: 'Geração hoje', rotuloCurto: 'Hoje', valor: (u) => u.hoje },
  { id: 'leitura', rotulo: 'Última leitura', aPartirDe: 'lg', valor: (u) => u.leitura },
  { id: 'interno', rotulo: 'Só no cartão', soNoCartao: true, valor: () => 'detalhe do cartão' },
  {
    id: 'acoes',
    rotulo: 'Ações',
    rotuloOculto: true,
    cartao: 'acoes',
    valor: (u) => <Button size="xs">Abrir {u.nome}</Button>,
  },
];

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function desenhar() {
  window.history.pushState({}, '', '/app/');
  render(
    <Providers config={defaultRuntimeConfig}>
      <ListaResponsiva rotulo="Usinas" itens={usinas} chave={(u) => u.uuid} colunas={[...colunas, false]} />
    </Providers>,
  );
}

describe('lista que vira cartões no celular', () => {
  it('no celular, cada item é um cartão: título, selo, campos com rótulo, ações; sem tabela', () => {
    tela(390);
    desenhar();
    expect(screen.queryByRole('table')).toBeNull();
    const lista = screen.getByRole('list', { name: 'Usinas' });
    const cartoes = within(lista).getAllByRole('listitem');
    expect(cartoes).toHaveLength(2);
    const [primeiro, segundo] = cartoes as [HTMLElement, HTMLElement];
    expect(within(primeiro).getByText('Clínica Boa Vista — Manaus')).toBeTruthy();
    expect(within(primeiro).getByText('Online')).toBeTruthy();
    // The short label on the card, the field's value under it; table-only widths do not hide it.
    expect(within(primeiro).getByText('Hoje').tagName).toBe('DT');
    expect(within(primeiro).getByText('24,8 kWh').tagName).toBe('DD');
    expect(within(primeiro).getByText('24/11 13:05')).toBeTruthy();
    expect(within(primeiro).getByText('detalhe do cartão')).toBeTruthy();
    expect(within(primeiro).getByRole('button', { name: 'Abrir Clínica Boa Vista — Manaus' })).toBeTruthy();
    // A field with nothing to say is left off the card.
    expect(within(segundo).queryByText('Hoje')).toBeNull();
  });

  it('em tela larga, é uma tabela com os cabeçalhos (o das ações só para leitores de tela)', () => {
    tela(1280);
    desenhar();
    const tabela = screen.getByRole('table', { name: 'Usinas' });
    const cabecalhos = within(tabela)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(cabecalhos).toEqual(['Usina', 'Status', 'Geração hoje', 'Última leitura', 'Ações']);
    expect(within(tabela).queryByText('detalhe do cartão')).toBeNull();
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Usinas' })).toBeNull();
  });
});
