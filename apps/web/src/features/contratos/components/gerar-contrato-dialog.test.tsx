import { CAMPOS_DO_CONTRATO, MODELO_PADRAO_DO_CONTRATO } from '@irradia/shared/propostas/contrato.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { contratoAguardando, emContrato } from '../../../../test/contratos.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { ORCAMENTO, paraCliente, propostaCalculada } from '../../../../test/orcamentos.ts';
import { renderApp } from '../../../../test/render.tsx';
import { pagina } from '../../../../test/servicos.ts';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

type Answer = { status?: number; body?: unknown };

const modelo = {
  texto: MODELO_PADRAO_DO_CONTRATO,
  padrao: false,
  prazo_instalacao_dias: 45,
  garantia_modulos_anos: 12,
  garantia_inversores_anos: 10,
  garantia_instalacao_anos: null,
  campos: Object.entries(CAMPOS_DO_CONTRATO).map(([campo, descricao]) => ({ campo, descricao })),
};

describe('contratos: gerar a partir da proposta aceita', () => {
  it('sugere os termos do modelo, envia pagamento e termos e abre o contrato', async () => {
    const corpos: unknown[] = [];
    const aceita = { ...paraCliente, status: 'aceita' };
    let gerado = false;
    entrarComoIntegrador({
      [`pedidos/${ORCAMENTO}`]: () => ({ body: { data: gerado ? emContrato : aceita } }),
      [`pedidos/${ORCAMENTO}/proposta`]: { body: { data: propostaCalculada } },
      'pedidos/modelo-contrato': { body: { data: modelo } },
      [`pedidos/${ORCAMENTO}/contrato`]: (init): Answer => {
        if (init?.method !== 'POST') return { body: { data: contratoAguardando } };
        corpos.push(JSON.parse(String(init.body)));
        gerado = true;
        return { status: 201, body: { data: contratoAguardando } };
      },
    });
    renderApp(`/orcamentos/${ORCAMENTO}`);
    const acoes = await screen.findByTestId('acoes-da-proposta');
    await userEvent.click(within(acoes).getByRole('button', { name: /Gerar contrato/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Gerar contrato' });
    const prazo = (await within(dialogo).findByLabelText('Prazo de instalação (dias)')) as HTMLInputElement;
    expect(prazo.value).toBe('45');
    expect((within(dialogo).getByLabelText('Garantia da instalação (anos)') as HTMLInputElement).value).toBe(
      '',
    );

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Gerar contrato' }));
    expect(await within(dialogo).findByText('Informe a condição de pagamento')).toBeTruthy();
    expect(corpos).toEqual([]);

    await userEvent.type(within(dialogo).getByLabelText(/Condição de pagamento/), 'Pix à vista');
    await userEvent.type(within(dialogo).getByLabelText('Garantia da instalação (anos)'), '2');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Gerar contrato' }));
    await waitFor(() =>
      expect(corpos).toEqual([
        {
          cliente: null,
          pagamento: 'Pix à vista',
          prazo_instalacao_dias: 45,
          garantia_modulos_anos: 12,
          garantia_inversores_anos: 10,
          garantia_instalacao_anos: 2,
        },
      ]),
    );
    await waitFor(() => expect(window.location.pathname).toBe(`/app/contratos/${ORCAMENTO}`));
    expect(await screen.findByTestId('texto-do-contrato')).toBeTruthy();
  });
});

describe('contratos: o modelo', () => {
  it('insere o campo clicado no texto e mostra o 422 do servidor no campo', async () => {
    const corpos: Array<Record<string, unknown>> = [];
    entrarComoIntegrador({
      pedidos: { body: pagina([]) },
      'pedidos/modelo-contrato': (init): Answer => {
        if (init?.method !== 'PUT') return { body: { data: modelo } };
        corpos.push(JSON.parse(String(init.body)));
        return {
          status: 422,
          body: {
            errors: [{ field: 'texto', rule: 'campo', message: 'Campo desconhecido no modelo: {{x}}' }],
          },
        };
      },
    });
    renderApp('/contratos');
    expect(await screen.findByText('Nenhum contrato ainda')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Modelo do contrato/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Modelo do contrato' });
    const texto = (await within(dialogo).findByLabelText(/Texto do contrato/)) as HTMLTextAreaElement;
    await userEvent.clear(texto);
    await userEvent.type(texto, 'Contrato entre a empresa e o cliente, com todas as cláusulas. Cliente: ');
    await userEvent.click(
      within(dialogo).getByRole('button', {
        name: 'Inserir {{cliente_nome}}: Nome do cliente (contratante)',
      }),
    );
    expect(texto.value).toBe(
      'Contrato entre a empresa e o cliente, com todas as cláusulas. Cliente: {{cliente_nome}}',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toMatchObject({
      texto: 'Contrato entre a empresa e o cliente, com todas as cláusulas. Cliente: {{cliente_nome}}',
      prazo_instalacao_dias: 45,
      garantia_instalacao_anos: null,
    });
    expect(await within(dialogo).findByText('Campo desconhecido no modelo: {{x}}')).toBeTruthy();
  });
});
