import { afterEach, describe, expect, it } from 'vitest';
import { usuarioTeste } from '../../test/render.tsx';
import { useAppStore } from './app-store.ts';

afterEach(() => useAppStore.getState().clearSession());

const persisted = () =>
  JSON.parse(localStorage.getItem('app') ?? 'null') as {
    state: Record<string, Record<string, unknown>>;
    version: number;
  };

describe('store persistido "app"', () => {
  it('guarda em "app", versão 1, só usuário, token, mini menu, fixados, empresa e painéis', () => {
    const s = useAppStore.getState();
    s.setSession('tok', usuarioTeste);
    s.setLoginRedirect('/usinas');
    s.setMiniDrawer(true);
    s.selectCompany({
      uuid: 'e1',
      tipo: 'integrador',
      cliente: { nome: 'Sol', filial: null, imagem_url: null, endereco: null },
    });
    s.bumpRegisterCount();
    const p = persisted();
    expect(p.version).toBe(1);
    expect(Object.keys(p.state).sort()).toEqual(['account', 'company', 'dashboard']);
    expect(Object.keys(p.state.account ?? {}).sort()).toEqual([
      'mini_drawer',
      'pinned_menus',
      'token',
      'user',
    ]);
    expect(p.state.account).toMatchObject({
      token: 'tok',
      mini_drawer: true,
      pinned_menus: ['usinas', 'orcamentos'],
    });
    expect(p.state.company).toEqual({ selected: expect.objectContaining({ uuid: 'e1' }) });
  });

  it('sair limpa token, usuário e empresa selecionada', () => {
    const s = useAppStore.getState();
    s.setSession('tok', usuarioTeste);
    s.selectCompany({
      uuid: 'e1',
      tipo: 'integrador',
      cliente: { nome: 'Sol', filial: null, imagem_url: null, endereco: null },
    });
    s.clearSession();
    const { account, company } = useAppStore.getState();
    expect([account.token, account.user, company.selected]).toEqual([null, null, null]);
  });

  it('modelo de painel sem id recebe um e fica selecionado', () => {
    const saved = useAppStore.getState().saveTemplate({ nome: 'Meu painel', layout: [] });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(useAppStore.getState().dashboard.selected_template_id).toBe(saved.id);
    useAppStore.getState().saveTemplate({ ...saved, nome: 'Renomeado' });
    expect(useAppStore.getState().dashboard.templates).toHaveLength(1);
  });
});
