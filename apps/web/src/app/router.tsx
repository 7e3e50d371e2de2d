import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAppStore } from '../stores/app-store.ts';
import { frames } from './layout/frames.ts';
import { GoogleOneTap } from './layout/google-one-tap.tsx';
import NotFoundPage from './not-found-page.tsx';
import { type RouteDef, routes } from './routes.ts';
import { PreloadErrorGate, ScreenErrorBoundary } from './screen-error-boundary.tsx';

/** While a screen's chunk loads (pt-BR label for screen readers, keyboard focus untouched). */
function ScreenSpinner({ page = false }: { page?: boolean }) {
  return (
    <Center py="24" minH={page ? '100dvh' : undefined} role="status" aria-label="Carregando">
      <Spinner size="lg" color="orange.solid" borderWidth="3px" />
    </Center>
  );
}

function RedirectToLogin({ from }: { from: string }) {
  useEffect(() => {
    useAppStore.getState().setLoginRedirect(from);
  }, [from]);
  return <Navigate to="/entrar" replace />;
}

/** Spec §4: screens that need a user send anonymous visitors to /entrar and bring them back after. */
function Guard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const signedIn = useAppStore((s) => s.account.token !== null);
  const loginRedirect = useAppStore((s) => s.account.login_redirect);
  const location = useLocation();
  const arrived = signedIn && loginRedirect !== null && route.acesso !== 'visitante';
  useEffect(() => {
    // The screen sign-in was asked for is showing: forget the detour.
    if (arrived) useAppStore.getState().setLoginRedirect(null);
  }, [arrived]);
  if (route.acesso === 'usuario' && !signedIn)
    return <RedirectToLogin from={location.pathname + location.search} />;
  // Right after sign-in the store changes before the router does: go where sign-in was asked.
  if (route.acesso === 'visitante' && signedIn) return <Navigate to={loginRedirect ?? '/'} replace />;
  return children;
}

function Frame({ route, children }: { route: RouteDef | null; children: ReactNode }) {
  const location = useLocation();
  const Layout = frames[route?.frame ?? 'app'];
  return (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<ScreenSpinner page />}>
        <Layout>
          <PreloadErrorGate>
            <ScreenErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<ScreenSpinner />}>{children}</Suspense>
            </ScreenErrorBoundary>
          </PreloadErrorGate>
        </Layout>
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <>
      <GoogleOneTap />
      <Routes>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Guard route={route}>
                <Frame route={route}>
                  <route.screen />
                </Frame>
              </Guard>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Frame route={null}>
              <NotFoundPage />
            </Frame>
          }
        />
      </Routes>
    </>
  );
}
