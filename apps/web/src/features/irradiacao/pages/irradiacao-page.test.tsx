import type { Cidade, Estado } from '@irradia/shared/geografia/geografia.schema';
import type { Irradiacao } from '@irradia/shared/irradiacao/irradiacao.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const ATLAS = [6006, 5965, 6035, 5448, 5161, 4972, 5196, 5846, 6405, 6248, 6162, 5953];
const serie = (mensal: number[]): Irradiacao['inclinada'] => ({
  mensal,
  anual_kwh_m2: 2083.3,
  percentual: mensal.map(() => 8.33),
  hsp_media: 5.71,
});
// Fixtures typed as the server's replies, so they hold only what the server can send.
const petrolina: Cidade = {
  uuid: '11111111-1111-4111-8111-111111111111',
  codigo_ibge: 2611101,
  nome: 'Petrolina',
  capital: false,
  latitude: -9.39,
  longitude: -40.5,
  ddd: 87,
  fuso_horario: 'America/Recife',
  estado: { sigla: 'PE', nome: 'Pernambuco' },
};
const pernambuco: Estado = {
  uuid: '22222222-2222-4222-8222-222222222222',
  sigla: 'PE',
  nome: 'Pernambuco',
  regiao: 'Nordeste',
  codigo_ibge: 26,
};
const irradiacao = (propria: number[] | null): Irradiacao => ({
  cidade: petrolina,
  unidade: 'Wh/m²·dia',
  fonte: propria
    ? { codigo: 'propria', nome: 'Valores próprios da empresa', atualizado_em: '2026-11-22T12:00:00.000Z' }
    : { codigo: 'atlas_2017', nome: 'Atlas Brasileiro de Energia Solar' },
  inclinada: serie(propria ?? ATLAS),
  global_horizontal: serie(ATLAS),
  direta_normal: serie(ATLAS),
  atlas: { fonte: { codigo: 'atlas_2017', nome: 'Atlas' }, inclinada: serie(ATLAS) },
});
const empresa = {
  uuid: 'e1',
  tipo: 'integrador',
  cliente: { nome: 'Sol do Sertão', filial: null, imagem_url: null, endereco: null },
};

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

function entrarComoSocio(tipo: string) {
  useAppStore.getState().setSession('token', { ...usuarioTeste, empresa: { tipo }, is_socio: true } as never);
  useAppStore.getState().selectCompany({ ...empresa, tipo } as never);
}

function api(enviados: unknown[]) {
  let propria: number[] | null = null;
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: { body: { data: [empresa], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } } },
    estados: { body: { data: [pernambuco] } },
    cidades: { body: { data: [petrolina] } },
    irradiacao: () => ({ body: { data: irradiacao(propria) } }),
    [`irradiacao/${petrolina.uuid}`]: (init) => {
      if (init?.method === 'DELETE') {
        propria = null;
        return { status: 204 };
      }
      const body = JSON.parse(String(init?.body)) as { mensal: number[] };
      enviados.push(body);
      propria = body.mensal;
      return { body: { data: irradiacao(propria) } };
    },
  });
}

async function escolherPetrolina() {
  await userEvent.type(await screen.findByLabelText('Buscar cidade'), 'petrolina');
  await userEvent.click(await screen.findByRole('button', { name: 'Petrolina - PE' }));
  await screen.findByRole('heading', { name: 'Petrolina - PE' });
}

describe('/irradiacao: valores próprios da empresa (spec §6 cidade:edit)', () => {
  it('o integrador edita os 12 meses em kWh/m²·dia; a API recebe Wh/m²·dia e a tela mostra "Valores próprios"', async () => {
    entrarComoSocio('integrador');
    const enviados: unknown[] = [];
    api(enviados);
    renderApp('/irradiacao');
    await escolherPetrolina();
    expect(screen.getByText('Atlas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Usar valores próprios/ }));
    const dialogo = await screen.findByRole('dialog');
    const janeiro = within(dialogo).getByLabelText('Janeiro');
    expect((janeiro as HTMLInputElement).value).toBe('6,01');
    await userEvent.clear(janeiro);
    await userEvent.type(janeiro, 'abc');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar valores' }));
    expect(within(dialogo).getByText('Informe um valor entre 0,01 e 12')).toBeTruthy();
    expect(enviados).toEqual([]);

    await userEvent.clear(janeiro);
    await userEvent.type(janeiro, '6,5');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar valores' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({ mensal: [6500, ...ATLAS.slice(1).map((v) => Math.round(v / 10) * 10)] });
    expect(await screen.findByText('Valores próprios')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Atlas inclinado/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Voltar ao Atlas/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Voltar ao Atlas' }),
    );
    expect(await screen.findByText('A cidade voltou a usar o Atlas')).toBeTruthy();
  });

  it('o prestador só consulta: não vê os botões de edição', async () => {
    entrarComoSocio('prestador');
    api([]);
    renderApp('/irradiacao');
    await escolherPetrolina();
    expect(screen.queryByRole('button', { name: /valores próprios/ })).toBeNull();
  });
});
