import type { Fabricante } from '@irradia/shared/monitoramento/monitoramento.schema';
import type { ContaPortalResposta, UsinaNoPortal } from '@irradia/shared/portais/portais.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const fabricante = (codigo: string, nome: string): Fabricante => ({
  codigo,
  nome,
  status: 'online',
  mensagem: null,
  importacao_disponivel: true,
  ultimo_sucesso_em: null,
  ultima_falha_em: null,
});

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

function api(enviados: unknown[]) {
  return entrarComoIntegrador({
    fabricantes: {
      body: {
        data: [
          fabricante('growatt', 'Growatt'),
          fabricante('livoltek', 'Livoltek'),
          fabricante('solarman', 'Solarman'),
          fabricante('deye', 'Deye'),
          fabricante('fronius', 'Fronius'),
        ],
      },
    },
    portais: (init) => {
      enviados.push(JSON.parse(String(init?.body)));
      return {
        status: 201,
        body: {
          data: {
            uuid: 'c1',
            fabricante: { codigo: 'livoltek', nome: 'Livoltek' },
            login: 'secuid-1',
            status: 'online',
            mensagem: null,
            ultima_sincronizacao_em: null,
            intervalo_sincronizacao_min: 5,
            chamadas_hoje: 1,
            limite_chamadas_dia: null,
          },
        } satisfies ContaPortalResposta,
      };
    },
    'portais/c1/usinas': { body: { data: [] as UsinaNoPortal[] } },
  });
}

describe('assistente de importação: as credenciais que cada fabricante pede', () => {
  it('Livoltek pede Security ID, API Key e User Token, com onde achar; todos obrigatórios', async () => {
    const enviados: unknown[] = [];
    api(enviados);
    renderApp('/usinas');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /Importar usinas/ }))[0] as HTMLElement,
    );
    const dialogo = await screen.findByRole('dialog');
    const select = within(dialogo).getByLabelText('Fabricante do inversor');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Livoltek' })).toBeTruthy());

    // Growatt: the portal's own login and password, nothing else.
    await userEvent.selectOptions(select, 'growatt');
    expect(within(dialogo).getByLabelText('Login do portal')).toBeTruthy();
    expect(within(dialogo).queryByLabelText(/User Token/)).toBeNull();

    await userEvent.selectOptions(select, 'livoltek');
    expect(within(dialogo).getByTestId('ajuda-credenciais').textContent).toMatch(
      /Security ID, a API Key e o User Token/,
    );
    await userEvent.type(within(dialogo).getByLabelText('Security ID (secuid) da Livoltek'), 'SEC-1');
    await userEvent.type(within(dialogo).getByLabelText('API Key da Livoltek'), 'chave\\r\\n');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conectar ao portal' }));
    expect(within(dialogo).getByText('Informe User Token da Livoltek')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText('User Token da Livoltek'), 'tok-9');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conectar ao portal' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      fabricante: 'livoltek',
      login: 'SEC-1',
      senha: 'chave\\r\\n',
      chaves: { userToken: 'tok-9' },
    });
  });

  it('Deye: o ID da empresa é opcional; vazio, a conta é enviada mesmo assim', async () => {
    const enviados: unknown[] = [];
    api(enviados);
    renderApp('/usinas');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /Importar usinas/ }))[0] as HTMLElement,
    );
    const dialogo = await screen.findByRole('dialog');
    const select = within(dialogo).getByLabelText('Fabricante do inversor');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Deye' })).toBeTruthy());
    await userEvent.selectOptions(select, 'deye');
    await userEvent.type(
      within(dialogo).getByLabelText('E-mail (ou usuário) do Deye Cloud'),
      'eu@solar.com.br',
    );
    await userEvent.type(within(dialogo).getByLabelText('Senha do Deye Cloud'), 's3nha');
    await userEvent.type(within(dialogo).getByLabelText('App ID da aplicação Deye Cloud'), '202611240001');
    await userEvent.type(within(dialogo).getByLabelText('App Secret da aplicação Deye Cloud'), 'segredo');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conectar ao portal' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      fabricante: 'deye',
      login: 'eu@solar.com.br',
      senha: 's3nha',
      chaves: { appId: '202611240001', appSecret: 'segredo', companyId: '' },
    });
  });

  it('Fronius: diz que a API exige contrato e leva ao cadastro da usina com a exportação', async () => {
    api([]);
    renderApp('/usinas');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /Importar usinas/ }))[0] as HTMLElement,
    );
    const dialogo = await screen.findByRole('dialog');
    const select = within(dialogo).getByLabelText('Fabricante do inversor');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Fronius (API sob contrato)' })).toBeTruthy(),
    );
    expect(within(dialogo).queryByTestId('contrato-do-fabricante')).toBeNull();
    await userEvent.selectOptions(select, 'fronius');
    const aviso = within(dialogo).getByTestId('contrato-do-fabricante');
    expect(aviso.textContent).toMatch(/A API deste fabricante exige contrato/);
    expect(aviso.textContent).toMatch(/contratam o serviço com ela, pago pelos dados consultados/);
    // Who has the contract types the key in as usual.
    expect(within(dialogo).getByLabelText('Access Key ID do Solar.web')).toBeTruthy();
    await userEvent.click(
      within(aviso).getByRole('button', { name: 'Cadastrar a usina e enviar a exportação' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Nova usina' })).toBeTruthy();
  });
});
