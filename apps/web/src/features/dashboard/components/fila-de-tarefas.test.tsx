import type { Dados } from '@irradia/shared/api/resposta';
import type { ZFilaResposta } from '@irradia/shared/tarefas/tarefas.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { fakeApi, renderApp, usuarioTeste } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

const fila: Dados<typeof ZFilaResposta> = [
  { tipo: 'sincronizacao', pendentes: 3, executando: 1, falhas_24h: 2, concluidas_24h: 1288 },
];

function entrar(tipo: string) {
  const empresa = { uuid: `e-${tipo}`, tipo, cliente: { nome: 'Irradia', filial: null, imagem_url: null } };
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { uuid: empresa.uuid, tipo }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresa as never);
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: { body: { data: [empresa], meta: { total: 1 } } },
    'funcionarios/convites': { body: { data: [] } },
    paineis: { body: { data: [], meta: { padrao: [] } } },
    'health/fila': { body: { data: fila } },
  });
}

describe('fila de tarefas na visão geral', () => {
  afterEach(() => {
    restoreFetch();
    useAppStore.getState().clearSession();
  });

  it('sistema vê as contagens por tipo', async () => {
    entrar('sistema');
    renderApp('/');
    expect((await screen.findAllByText('Sincronização dos portais')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('1.288').length).toBeGreaterThan(0);
  });

  it('outra empresa não pede nem mostra a fila', async () => {
    const api = entrar('integrador');
    renderApp('/');
    await screen.findByText(/Olá/);
    expect(screen.queryByText('Fila de tarefas')).toBeNull();
    expect(api.mock.calls.some(([url]) => String(url).includes('health/fila'))).toBe(false);
  });
});
