import { useSessionRefresh } from '../features/auth/session.ts';
import { useSelecaoDeEmpresa } from '../lib/company-selection.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  useSessionRefresh();
  useSelecaoDeEmpresa();
  return <AppRoutes />;
}
