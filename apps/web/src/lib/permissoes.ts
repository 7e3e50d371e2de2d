import type { TipoEmpresa } from '@irradia/shared/permissoes/catalogo';
import { type ContextoPermissao, type OpcoesPermissao, permitido } from '@irradia/shared/permissoes/guarda';
import { type UsuarioAtual, useAppStore } from '../stores/app-store.ts';

/** The permission context of spec §6 from the current user (usuarios/me). */
function contextoDoUsuario(user: UsuarioAtual | null): ContextoPermissao {
  return {
    tipoEmpresa: (user?.empresa?.tipo as TipoEmpresa | undefined) ?? null,
    permissoes: new Set(user?.funcionario?.cargo?.atribuicoes.map((a) => a.permissao.codigo) ?? []),
    isSupervisor: user?.is_supervisor ?? false,
    isAdmin: user?.is_admin ?? false,
    isSocio: user?.is_socio ?? false,
  };
}

/** `pode(['usina:view'])` — the menu and the screens mirror what the server enforces. */
export function usePermissoes() {
  const user = useAppStore((s) => s.account.user);
  const ctx = contextoDoUsuario(user);
  return {
    ctx,
    pode: (codigos: string | readonly string[], opcoes?: OpcoesPermissao) =>
      user !== null && permitido(ctx, codigos, opcoes),
  };
}
