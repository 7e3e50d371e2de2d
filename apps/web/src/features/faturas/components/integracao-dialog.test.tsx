import type { Concessionaria } from '@irradia/shared/concessionarias/concessionarias.schema';
import type { Integracao } from '@irradia/shared/integracoes/integracoes.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { realtime } from '../../../lib/realtime.ts';
import { useAppStore } from '../../../stores/app-store.ts';

const CEMIG = '33333333-3333-4333-8333-333333333333';
const EQUATORIAL = '44444444-4444-4444-8444-444444444444';
const concessionaria = (
  uuid: string,
  sigla: string,
  acesso: Concessionaria['acesso'],
  explicacao: string,
): Concessionaria => ({
  uuid,
  sigla,
  nome: sigla,
  estados: ['MG'],
  reh_vigente: null,
  status: 'online',
  mensagem: null,
  acesso,
  explicacao,
  ultimo_sucesso_em: null,
  ultima_falha_em: null,
});
const integracao = {
  uuid: 'i1',
  usina: { uuid: 'u1', nome: 'Usina Sertão' },
  concessionaria: { uuid: CEMIG, sigla: 'Cemig-D' },
  login: 'ana@exemplo.com.br',
  importar_desde: '2024-01-01',
  etapa: 'autenticando',
  status: 'inativo',
  mensagem: null,
  faturas_importadas: 0,
  ultima_execucao_em: null,
} satisfies Integracao;

afterEach(() => {
  restoreFetch();
  vi.restoreAllMocks();
  useAppStore.getState().clearSession();
});

describe('assistente de integração com a concessionária', () => {
  it('explica o acesso, bloqueia as "somente PDF", envia os dados e mostra as etapas que chegam pelo canal', async () => {
    // The company channel: what the server would push, delivered to whoever listens.
    const ouvintes: Array<[string, (p: unknown) => void]> = [];
    vi.spyOn(realtime, 'ouvir').mockImplementation((canal, fn) => {
      ouvintes.push([canal, fn]);
      return () => {};
    });
    const publicar = (p: unknown) =>
      act(() => {
        for (const [canal, fn] of ouvintes) if (canal === 'empresas/e1') fn(p);
      });
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      'faturas/resumo': {
        body: {
          data: {
            usina: { uuid: 'u1', nome: 'Usina Sertão' },
            saldo_kwh: 0,
            economia_rs: 0,
            faturas: 0,
            meses: [],
            expirando: [],
            unidades: [],
          },
        },
      },
      concessionarias: {
        body: {
          data: [
            concessionaria(CEMIG, 'Cemig-D', 'login', 'O Irradia entra no app Cemig Atende com o seu login.'),
            concessionaria(EQUATORIAL, 'Equatorial', 'pdf', 'Envie o PDF de cada fatura.'),
          ],
          meta: { total: 2, per_page: 100, current_page: 1, last_page: 1 },
        },
      },
      'usinas/u1/integracoes': (init) => {
        if (init?.method !== 'POST') return { body: { data: [] } };
        enviados.push(JSON.parse(String(init.body)));
        return { status: 202, body: { data: integracao } };
      },
      'usinas/u1/integracoes/i1': { body: { data: integracao } },
    });

    renderApp('/usinas/u1/fatura');
    await userEvent.click(
      (
        await screen.findAllByRole(
          'button',
          { name: /Ligar ao aplicativo da concessionária/ },
          { timeout: 8000 },
        )
      )[0] as HTMLElement,
    );
    const dialogo = await screen.findByRole('dialog');
    const select = within(dialogo).getByLabelText(/Concessionária/) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByRole('option', { name: /Cemig-D/ })).toBeTruthy());
    expect(
      (within(select).getByRole('option', { name: /Equatorial.*somente PDF/ }) as HTMLOptionElement).disabled,
    ).toBe(true);

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conectar e importar' }));
    expect(await within(dialogo).findByText('Informe a concessionária')).toBeTruthy();
    expect(within(dialogo).getByText('Informe um login do aplicativo válido')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.selectOptions(select, CEMIG);
    expect(within(dialogo).getByTestId('explicacao-acesso').textContent).toMatch(
      /Login:.*app Cemig Atende com o seu login/,
    );
    await userEvent.type(within(dialogo).getByLabelText(/Login do aplicativo/), 'ana@exemplo.com.br');
    await userEvent.type(within(dialogo).getByLabelText(/Senha do aplicativo/), 's3gredo');
    const desde = within(dialogo).getByLabelText(/Importar faturas desde/);
    await userEvent.clear(desde);
    await userEvent.type(desde, '2024-01-01');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conectar e importar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      concessionaria: CEMIG,
      login: 'ana@exemplo.com.br',
      senha: 's3gredo',
      importar_desde: '2024-01-01',
    });

    const etapas = await within(dialogo).findByRole('list', { name: 'Etapas da integração' });
    const estados = () =>
      within(etapas)
        .getAllByRole('listitem')
        .map((li) => `${li.textContent?.replace(/\s*\(.*\)/, '')}:${li.dataset.estado}`);
    expect(estados()).toEqual(['Autenticando:atual', 'Importando faturas:pendente', 'Concluída:pendente']);

    // Another plant's integration on the same channel changes nothing here.
    await publicar({ ...integracao, tipo: 'integracao', uuid: 'outra', usina: 'u2', etapa: 'concluida' });
    await publicar({
      tipo: 'integracao',
      uuid: 'i1',
      usina: 'u1',
      etapa: 'importando_faturas',
      faturas_importadas: 3,
      mensagem: null,
    });
    await waitFor(() =>
      expect(estados()).toEqual(['Autenticando:feito', 'Importando faturas:atual', 'Concluída:pendente']),
    );
    expect(within(dialogo).getByTestId('faturas-importadas').textContent).toBe('3 fatura(s) importada(s)');

    await publicar({
      tipo: 'integracao',
      uuid: 'i1',
      usina: 'u1',
      etapa: 'falhou',
      faturas_importadas: 3,
      mensagem: 'A Cemig-D recusou o login: confira a senha do aplicativo.',
    });
    await waitFor(() =>
      expect(estados()).toEqual(['Autenticando:feito', 'Importando faturas:erro', 'Falhou:erro']),
    );
    expect(
      within(dialogo).getByText('A Cemig-D recusou o login: confira a senha do aplicativo.'),
    ).toBeTruthy();
  });
});
