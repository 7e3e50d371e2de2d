import {
  DEFAULT_PINNED_MENUS,
  PERSISTED_STORE_KEY,
  PERSISTED_STORE_VERSION,
} from '@irradia/shared/constants';
import type { ZEmpresaItem } from '@irradia/shared/empresas/empresas.schema';
import type { Me, ZUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import type { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The client store of spec §3: one persisted object under "app", version 1, holding the
// account, company and dashboard slices.

/**
 * The signed-in person as the server sends them: login answers `ZUsuario`, usuarios/me adds the
 * first page of notifications (`Me`). The shared schemas, not a copy.
 */
export type UsuarioAtual = z.infer<typeof ZUsuario> & Partial<Pick<Me, 'notificacoes'>>;
/** A company as the company list sends it. */
type EmpresaItem = z.infer<typeof ZEmpresaItem>;

interface DashboardTemplate {
  id: string;
  nome: string;
  layout: unknown;
  [extra: string]: unknown;
}

interface AccountSlice {
  user: UsuarioAtual | null;
  token: string | null;
  last_refresh: number | null;
  mini_drawer: boolean;
  pinned_menus: string[];
  login_redirect: string | null;
}
interface CompanySlice {
  selected: EmpresaItem | null;
  register_count: number;
  /** The personal account was chosen on purpose (not persisted: a reload selects again). */
  personal: boolean;
}
interface DashboardSlice {
  templates: DashboardTemplate[];
  selected_template_id: string | null;
}

export interface AppState {
  account: AccountSlice;
  company: CompanySlice;
  dashboard: DashboardSlice;
  setSession(token: string, user: UsuarioAtual): void;
  setUser(user: UsuarioAtual): void;
  clearSession(): void;
  markRefreshed(): void;
  setMiniDrawer(mini: boolean): void;
  setPinnedMenus(menus: string[]): void;
  setLoginRedirect(path: string | null): void;
  selectCompany(company: EmpresaItem | null): void;
  selectPersonal(): void;
  bumpRegisterCount(): void;
  saveTemplate(template: Omit<DashboardTemplate, 'id'> & { id?: string }): DashboardTemplate;
  selectTemplate(id: string | null): void;
  removeTemplate(id: string): void;
}

const initialAccount: AccountSlice = {
  user: null,
  token: null,
  last_refresh: null,
  mini_drawer: false,
  pinned_menus: [...DEFAULT_PINNED_MENUS],
  login_redirect: null,
};
const initialCompany: CompanySlice = { selected: null, register_count: 0, personal: false };
const initialDashboard: DashboardSlice = { templates: [], selected_template_id: null };

type Persisted = {
  account: Pick<AccountSlice, 'user' | 'token' | 'mini_drawer' | 'pinned_menus'>;
  company: Pick<CompanySlice, 'selected'>;
  dashboard: DashboardSlice;
};

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      account: initialAccount,
      company: initialCompany,
      dashboard: initialDashboard,
      setSession: (token, user) =>
        set((s) => ({ account: { ...s.account, token, user, last_refresh: Date.now() } })),
      setUser: (user) => set((s) => ({ account: { ...s.account, user, last_refresh: Date.now() } })),
      clearSession: () =>
        set((s) => ({
          account: { ...s.account, token: null, user: null, last_refresh: null, login_redirect: null },
          company: { ...s.company, selected: null, personal: false },
        })),
      markRefreshed: () => set((s) => ({ account: { ...s.account, last_refresh: Date.now() } })),
      setMiniDrawer: (mini) => set((s) => ({ account: { ...s.account, mini_drawer: mini } })),
      setPinnedMenus: (menus) => set((s) => ({ account: { ...s.account, pinned_menus: menus } })),
      setLoginRedirect: (path) => set((s) => ({ account: { ...s.account, login_redirect: path } })),
      selectCompany: (company) =>
        set((s) => ({ company: { ...s.company, selected: company, personal: false } })),
      selectPersonal: () => set((s) => ({ company: { ...s.company, selected: null, personal: true } })),
      bumpRegisterCount: () =>
        set((s) => ({ company: { ...s.company, register_count: s.company.register_count + 1 } })),
      saveTemplate: (template) => {
        // Spec §3: a dashboard template gets an id when it has none.
        const saved = { ...template, id: template.id ?? crypto.randomUUID() } as DashboardTemplate;
        set((s) => ({
          dashboard: {
            templates: [...s.dashboard.templates.filter((t) => t.id !== saved.id), saved],
            selected_template_id: saved.id,
          },
        }));
        return saved;
      },
      selectTemplate: (id) => set((s) => ({ dashboard: { ...s.dashboard, selected_template_id: id } })),
      removeTemplate: (id) =>
        set((s) => ({
          dashboard: {
            templates: s.dashboard.templates.filter((t) => t.id !== id),
            selected_template_id:
              s.dashboard.selected_template_id === id ? null : s.dashboard.selected_template_id,
          },
        })),
    }),
    {
      name: PERSISTED_STORE_KEY,
      version: PERSISTED_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({
        account: {
          user: s.account.user,
          token: s.account.token,
          mini_drawer: s.account.mini_drawer,
          pinned_menus: s.account.pinned_menus,
        },
        company: { selected: s.company.selected },
        dashboard: s.dashboard,
      }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Persisted>;
        return {
          ...current,
          account: { ...current.account, ...p.account },
          company: { ...current.company, ...p.company },
          dashboard: { ...current.dashboard, ...p.dashboard },
        };
      },
    },
  ),
);
