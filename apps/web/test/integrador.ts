import { useAppStore } from '../src/stores/app-store.ts';
import { fakeApi, usuarioTeste } from './render.tsx';

/** An integrator company as empresas lists it. */
export const empresaIntegradora = {
  uuid: 'e1',
  tipo: 'integrador',
  cliente: { nome: 'Sol do Sertão', filial: null, imagem_url: null, endereco: null },
};

/**
 * Signs in a partner of `empresaIntegradora` with it selected, and fakes the API: usuarios/me and
 * empresas answer for that session, `answers` for the page's own paths. Returns the fetch mock.
 */
export function entrarComoIntegrador(answers: Parameters<typeof fakeApi>[0] = {}) {
  useAppStore
    .getState()
    .setSession('token', { ...usuarioTeste, empresa: { tipo: 'integrador' }, is_socio: true } as never);
  useAppStore.getState().selectCompany(empresaIntegradora as never);
  return fakeApi({
    'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    empresas: {
      body: { data: [empresaIntegradora], meta: { total: 1, per_page: 4, current_page: 1, last_page: 1 } },
    },
    ...answers,
  });
}
