import { useSessionRefresh } from '../features/auth/session.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  useSessionRefresh();
  return <AppRoutes />;
}
