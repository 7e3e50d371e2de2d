import type { FabricantesResposta } from '@irradia/shared/monitoramento/monitoramento.schema';
import type { GeracaoResposta } from '@irradia/shared/usinas/geracao.schema';
import type { ListaUsinas, UsinaDetalhe } from '@irradia/shared/usinas/usinas.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const empresa = {
  uuid: 'e1',
  tipo: 'integrador',
  cliente: { nome: 'Sol do Sertão', filial: null, imagem_url: null, endereco: null },
};
const CIDADE = '11111111-1111-4111-8111-111111111111';
const CLIENTE = '22222222-2222-4222-8222-222222222222';
const vazia = {
  data: [],
  meta: {
    total: 0,
    per_page: 20,
    current_page: 1,
    last_page: 1,
    status: { online: 0, aviso: 0, erro: 0, offline: 0, inativo: 0 },
    potencia_kwp: 0,
  },
} satisfies ListaUsinas;

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

function entrar() {
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { tipo: 'integrador' }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresa as never);
}

function api(enviados: unknown[]) {
  entrar();
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: { body: { data: [empresa], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } } },
    cidades: { body: { data: [{ uuid: CIDADE, nome: 'Petrolina', estado: { sigla: 'PE' } }] } },
    clientes: { body: { data: [{ uuid: CLIENTE, nome: 'Sr. Souza' }] } },
    usinas: (init) => {
      if (init?.method !== 'POST') return { body: vazia };
      enviados.push(JSON.parse(String(init.body)));
      return { status: 201, body: { data: { ...usina, uuid: 'u-nova' } } };
    },
  });
}

describe('nova usina, sem portal', () => {
  it('campos obrigatórios em branco: mensagens em português e nada é enviado; preenchida, cria e abre a usina', async () => {
    const enviados: unknown[] = [];
    api(enviados);
    renderApp('/usinas');
    await userEvent.click(await screen.findByRole('button', { name: /Nova usina/ }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar usina' }));
    expect(within(dialogo).getByText('Informe o nome')).toBeTruthy();
    expect(within(dialogo).getByText('Escolha a cidade')).toBeTruthy();
    expect(within(dialogo).getByText('Informe a potência em kWp')).toBeTruthy();
    expect(within(dialogo).getByText('Informe a data de instalação')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText(/^Nome/), 'Casa do Sr. Souza');
    await userEvent.type(within(dialogo).getByLabelText('Buscar cidade da usina'), 'Petro');
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Petrolina - PE' }));
    await userEvent.type(within(dialogo).getByLabelText(/Potência instalada/), '8,4');
    await userEvent.type(within(dialogo).getByLabelText(/Data de instalação/), '2025-03-10');
    const cliente = within(dialogo).getByLabelText('Cliente');
    await waitFor(() => expect(within(cliente).getByRole('option', { name: 'Sr. Souza' })).toBeTruthy());
    await userEvent.selectOptions(cliente, CLIENTE);
    await userEvent.type(within(dialogo).getByLabelText('Etiquetas'), 'Zona Sul, Técnico João');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar usina' }));

    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      nome: 'Casa do Sr. Souza',
      cidade: CIDADE,
      potencia_kwp: 8.4,
      data_instalacao: '2025-03-10',
      cliente: CLIENTE,
      tags: ['Zona Sul', 'Técnico João'],
    });
    await waitFor(() => expect(window.location.pathname).toBe('/app/usinas/u-nova'));
  });
});

const usina = {
  uuid: 'u1',
  nome: 'Casa do Sr. Souza',
  potencia_kwp: 8.4,
  data_instalacao: '2025-03-10',
  status: 'inativo',
  status_motivo: 'Nenhum inversor na usina',
  potencia_atual_w: null,
  energia_hoje_kwh: null,
  energia_total_kwh: null,
  ultima_leitura_em: null,
  fuso_horario: 'America/Sao_Paulo',
  cidade: { uuid: CIDADE, nome: 'Petrolina', uf: 'PE' },
  tags: [],
  endereco: { cep: null, logradouro: null, numero: null, bairro: null },
  cliente: null,
  consumo_medio_kwh: null,
  investimento: null,
  energia_mes_kwh: null,
  energia_ano_kwh: null,
  esperado_mes_kwh: null,
  desempenho_mes_pct: null,
  geracao_media_kwh: null,
  rendimento_kwh_kwp: null,
  creditos_kwh: null,
  responsaveis: [],
  inversores: [],
  geracao_diaria: [],
} satisfies UsinaDetalhe;
const semGeracao = {
  periodo: 'mensal',
  referencia: '2025-03',
  fuso_horario: 'America/Sao_Paulo',
  pontos: [],
  esperado: null,
} satisfies GeracaoResposta['data'];

describe('inversor digitado na página da usina', () => {
  it('o número de série repetido volta do servidor e aparece no campo', async () => {
    const enviados: unknown[] = [];
    entrar();
    fakeApi({
      'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
      empresas: { body: { data: [empresa], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } } },
      'usinas/u1': { body: { data: usina } },
      // Not made from a sale: no "Projeto × real" (decision 037).
      'usinas/u1/projeto': { body: { data: null } },
      'usinas/u1/geracao': { body: { data: semGeracao } },
      fabricantes: {
        body: {
          data: [
            {
              codigo: 'growatt',
              nome: 'Growatt',
              status: 'online',
              mensagem: null,
              importacao_disponivel: true,
              ultimo_sucesso_em: null,
              ultima_falha_em: null,
            },
          ],
        } satisfies FabricantesResposta,
      },
      'usinas/u1/inversores': (init) => {
        enviados.push(JSON.parse(String(init?.body)));
        return {
          status: 422,
          body: {
            errors: [
              { field: 'serial', rule: 'unique', message: 'Já existe um inversor com este número de série' },
            ],
          },
        };
      },
    });
    renderApp('/usinas/u1');
    await userEvent.click(await screen.findByRole('button', { name: /Adicionar inversor/ }));
    const dialogo = await screen.findByRole('dialog');
    const fabricante = within(dialogo).getByLabelText(/Fabricante/);
    await waitFor(() => expect(within(fabricante).getByRole('option', { name: 'Growatt' })).toBeTruthy());
    await userEvent.selectOptions(fabricante, 'growatt');
    await userEvent.type(within(dialogo).getByLabelText(/Modelo/), 'MIN 5000TL-X');
    await userEvent.type(within(dialogo).getByLabelText(/Número de série/), 'sou 0000001');
    await userEvent.type(within(dialogo).getByLabelText(/Potência/), '5');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      fabricante: 'growatt',
      modelo: 'MIN 5000TL-X',
      serial: 'SOU0000001',
      capacidade_kwp: 5,
    });
    expect(await within(dialogo).findByText('Já existe um inversor com este número de série')).toBeTruthy();
  });
});
