import type { Unidade } from '@irradia/shared/unidades/unidades.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const USINA = '55555555-5555-4555-8555-555555555555';
const CEMIG = '33333333-3333-4333-8333-333333333333';
const geradora = {
  uuid: '66666666-6666-4666-8666-666666666666',
  tipo: 'geradora',
  nome: 'Galpão',
  matricula: '3000000001',
  classe: 'comercial',
  grupo_tensao: 'B3',
  fornecimento: 'trifasico',
  gd: 'GD II',
  inicio: null,
  cota: 70,
  fim_previsto: null,
  distribuicao: 'autoconsumo_remoto',
  usina: { uuid: USINA, nome: 'Usina Sertão' },
  concessionaria: { uuid: CEMIG, sigla: 'Cemig-D' },
} satisfies Unidade;

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

describe('cadastro de beneficiária: a regra dos 100% das cotas', () => {
  it('mostra o disponível da usina ao digitar, bloqueia acima dele e mostra o erro 422 do servidor no campo', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      usinas: { body: { data: [{ uuid: USINA, nome: 'Usina Sertão' }], meta: { total: 1, last_page: 1 } } },
      concessionarias: {
        body: {
          data: [{ uuid: CEMIG, sigla: 'Cemig-D', nome: 'Cemig Distribuição', estados: ['MG'] }],
          meta: { total: 1, last_page: 1 },
        },
      },
      unidades: (init) => {
        if (init?.method !== 'POST')
          return {
            body: {
              data: [geradora],
              meta: { total: 1, per_page: 100, current_page: 1, last_page: 1, cota_total: 70 },
            },
          };
        enviados.push(JSON.parse(String(init.body)));
        return {
          status: 422,
          body: {
            errors: [
              { field: 'matricula', message: 'Esta matrícula já está cadastrada nesta concessionária' },
            ],
          },
        };
      },
    });

    renderApp('/beneficiarias');
    expect((await screen.findByTestId('grupo-usina', {}, { timeout: 10_000 })).textContent).toMatch(
      /Usina Sertão.*Cotas distribuídas: 70,0% de 100%/,
    );
    await userEvent.click(screen.getAllByRole('button', { name: /Nova unidade/ })[0] as HTMLElement);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).queryByTestId('cota-disponivel')).toBeNull();

    const usina = within(dialogo).getByLabelText(/^Usina/) as HTMLSelectElement;
    await waitFor(() => expect(within(usina).getByRole('option', { name: 'Usina Sertão' })).toBeTruthy());
    await userEvent.selectOptions(usina, USINA);
    expect((await within(dialogo).findByTestId('cota-disponivel')).textContent).toMatch(
      /Disponível: 30,0% \(já distribuído às outras unidades da usina: 70,0%\)/,
    );

    const cota = within(dialogo).getByLabelText(/Cota dos créditos/);
    await userEvent.type(cota, '40');
    expect(
      within(dialogo).getByText('A soma das cotas da usina passaria de 100% (disponível: 30,0%)'),
    ).toBeTruthy();
    const concessionaria = within(dialogo).getByLabelText(/^Concessionária/) as HTMLSelectElement;
    await waitFor(() => expect(within(concessionaria).getByRole('option', { name: /Cemig-D/ })).toBeTruthy());
    await userEvent.selectOptions(concessionaria, CEMIG);
    await userEvent.type(within(dialogo).getByLabelText(/Matrícula/), '3000000002');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(enviados).toEqual([]);

    await userEvent.clear(cota);
    await userEvent.type(cota, '29,5');
    expect(within(dialogo).queryByText(/passaria de 100%/)).toBeNull();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      usina: USINA,
      concessionaria: CEMIG,
      tipo: 'beneficiaria',
      nome: null,
      matricula: '3000000002',
      classe: 'residencial',
      grupo_tensao: 'B1',
      fornecimento: 'bifasico',
      gd: 'GD II',
      inicio: null,
      cota: 29.5,
      fim_previsto: null,
      distribuicao: 'autoconsumo_remoto',
    });
    // The server's 422 lands under its field; the dialog stays open with what was typed.
    expect(
      await within(dialogo).findAllByText('Esta matrícula já está cadastrada nesta concessionária'),
    ).not.toHaveLength(0);
    expect((within(dialogo).getByLabelText(/Matrícula/) as HTMLInputElement).value).toBe('3000000002');
  });
});
