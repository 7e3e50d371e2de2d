import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { abrirCartao, BASE, CAMPO_POTENCIA, CARTAO, cartao, corpos } from './cartao-detalhe-fixtures.tsx';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('detalhe do cartão', () => {
  it('mostra número, título, fase, status, os dados, os campos e os comentários com autor e menção', async () => {
    abrirCartao();
    const gaveta = await screen.findByTestId('cartao-detalhe');
    expect(await within(gaveta).findByText('Inversor desligando à tarde')).toBeTruthy();
    expect(within(gaveta).getByText('#42')).toBeTruthy();
    expect((await within(gaveta).findByTestId('fase-do-cartao')).textContent).toBe('Em atendimento');
    expect(within(gaveta).getByTestId('status-do-cartao').textContent).toBe('Em andamento');
    expect(within(gaveta).getByTestId('descricao-do-cartao').textContent).toContain('desarma');
    expect(within(gaveta).getByRole('button', { name: /Responsável: Ana Lima/ })).toBeTruthy();
    expect(within(gaveta).getByRole('button', { name: /Cliente: Maria Oliveira/ })).toBeTruthy();
    expect((within(gaveta).getByLabelText('Prazo') as HTMLInputElement).value).toBe('2026-11-25');
    expect(within(gaveta).getByTestId('etiqueta').textContent).toContain('Urgente');
    // A deal links to its page; a service request has none.
    expect(within(gaveta).queryByRole('link', { name: /Abrir o negócio/ })).toBeNull();

    const potencia = (await within(gaveta).findByLabelText('Potência (kWp)')) as HTMLInputElement;
    expect(potencia.value).toBe('5,5');

    const lista = await within(gaveta).findByRole('list', { name: 'Comentários' });
    const itens = within(lista).getAllByTestId('comentario');
    expect(itens).toHaveLength(2);
    expect(itens[0]?.textContent).toContain('Bruno Reis');
    expect(itens[0]?.textContent).toContain('@Ana Lima');
    expect(itens[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T12:00:00.000Z');
    // Only one's own comment can be deleted.
    expect(within(itens[0] as HTMLElement).queryByRole('button', { name: 'Excluir comentário' })).toBeNull();
    expect(within(itens[1] as HTMLElement).getByRole('button', { name: 'Excluir comentário' })).toBeTruthy();
    expect(within(gaveta).getByText('Nenhum anexo ainda.')).toBeTruthy();
  });

  it('um negócio mostra o link para a sua página conforme o status', async () => {
    const pedido = { ...cartao, tipo: 'pedido' as const, status: 'aguardando_assinatura', valor_rs: 32000 };
    abrirCartao({ [`pedidos/${CARTAO}/cartao`]: { body: { data: pedido } } }, 'pedido');
    const link = await screen.findByRole('link', { name: /Abrir o negócio/ });
    expect(link.getAttribute('href')).toBe(`/app/contratos/${CARTAO}`);
    expect(screen.getByTestId('status-do-cartao').textContent).toBe('Aguardando assinatura');
    // A deal's customer is set on the deal.
    expect(screen.queryByRole('button', { name: /Cliente:/ })).toBeNull();
  });

  it('mudar o prazo envia PATCH /cartao com a data e mostra a resposta', async () => {
    let atual = cartao;
    const { fetchMock } = abrirCartao({
      [`${BASE}/cartao`]: (init) => {
        if (init?.method === 'PATCH') atual = { ...atual, ...JSON.parse(String(init.body)) };
        return { body: { data: atual } };
      },
    });
    const prazo = (await screen.findByLabelText('Prazo')) as HTMLInputElement;
    fireEvent.change(prazo, { target: { value: '2026-12-20' } });
    fireEvent.blur(prazo);
    await waitFor(() =>
      expect(corpos(fetchMock, `${BASE}/cartao`, 'PATCH')).toEqual([{ prazo: '2026-12-20' }]),
    );
    expect(prazo.value).toBe('2026-12-20');
    // Leaving again without a change sends nothing more.
    fireEvent.blur(prazo);
    expect(corpos(fetchMock, `${BASE}/cartao`, 'PATCH')).toHaveLength(1);
  });

  it('um campo numérico salva ao sair, lido em pt-BR', async () => {
    const { fetchMock } = abrirCartao();
    const potencia = (await screen.findByLabelText('Potência (kWp)')) as HTMLInputElement;
    await userEvent.clear(potencia);
    await userEvent.type(potencia, '1.234,5');
    fireEvent.blur(potencia);
    await waitFor(() =>
      expect(corpos(fetchMock, `${BASE}/cartao`, 'PATCH')).toEqual([
        { preenchimentos: [{ campo: CAMPO_POTENCIA, valor: 1234.5 }] },
      ]),
    );
  });

  it('tirar uma etiqueta envia o conjunto inteiro sem ela', async () => {
    const { fetchMock } = abrirCartao();
    await userEvent.click(await screen.findByRole('button', { name: 'Tirar a etiqueta Urgente' }));
    await waitFor(() =>
      expect(corpos(fetchMock, `${BASE}/cartao`, 'PATCH')).toEqual([{ classificacoes: [] }]),
    );
  });

  it('diz quando o cartão não existe mais', async () => {
    abrirCartao({ [`${BASE}/cartao`]: { status: 404, body: { message: 'Registro não encontrado' } } });
    expect(await screen.findByText(/Este cartão não existe mais/)).toBeTruthy();
  });

  it('o histórico mostra quem, quando e o quê, do mais recente', async () => {
    abrirCartao();
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar' }));
    const eventos = await screen.findAllByTestId('evento');
    expect(eventos[0]?.textContent).toContain('Moveu de Aberto para Em atendimento');
    expect(eventos[0]?.textContent).toContain('Bruno Reis');
    expect(eventos[1]?.textContent).toContain('Criou o cartão em Aberto');
  });
});

describe('responsável e etiquetas', () => {
  it('escolhe o responsável pelo teclado e envia o uuid', async () => {
    const BRUNO = 'b0000000-0000-4000-8000-000000000299';
    const bruno = { uuid: BRUNO, nome: 'Bruno Reis' };
    let atual = cartao;
    const { fetchMock } = abrirCartao({
      [`${BASE}/cartao`]: (init) => {
        if (init?.method === 'PATCH') atual = { ...atual, responsavel: bruno };
        return { body: { data: atual } };
      },
      funcionarios: {
        body: {
          data: [{ uuid: BRUNO, nome: 'Bruno Reis' }],
          meta: { total: 1, per_page: 20, current_page: 1, last_page: 1 },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Responsável: Ana Lima/ }));
    const busca = screen.getByRole('combobox', { name: /Responsável/ });
    await userEvent.type(busca, 'bru');
    await screen.findByRole('option', { name: 'Bruno Reis' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(corpos(fetchMock, `${BASE}/cartao`, 'PATCH')).toEqual([{ responsavel: BRUNO }]),
    );
    expect(await screen.findByRole('button', { name: /Responsável: Bruno Reis/ })).toBeTruthy();
  });

  it('cria uma etiqueta na hora e a põe no cartão com as que ele já tinha', async () => {
    const nova = { uuid: 'c0000000-0000-4000-8000-000000000299', nome: 'Garantia', cor: '#e53e3e' };
    const { fetchMock } = abrirCartao({
      classificacoes: (init) =>
        init?.method === 'POST'
          ? { status: 201, body: { data: nova } }
          : { body: { data: cartao.classificacoes } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Escolher etiquetas/ }));
    await userEvent.type(await screen.findByLabelText('Buscar ou criar etiqueta'), 'Garantia');
    await userEvent.click(await screen.findByRole('button', { name: /Criar etiqueta “Garantia”/ }));
    await waitFor(() =>
      expect(corpos(fetchMock, 'classificacoes', 'POST')).toEqual([{ nome: 'Garantia', cor: '#e53e3e' }]),
    );
    await waitFor(() =>
      expect(corpos(fetchMock, `${BASE}/cartao`, 'PATCH')).toEqual([
        { classificacoes: [cartao.classificacoes[0]?.uuid, nova.uuid] },
      ]),
    );
  });
});
