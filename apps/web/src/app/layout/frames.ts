import type { ReactNode } from 'react';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import type { RouteDef } from '../routes.ts';

/**
 * The three frames around a screen, each its own chunk like the screens: the sign-in card does
 * not bring the header, side menu and their pop-ups, and a signed-in screen does not bring the
 * card. main.tsx asks for the first screen's frame together with the screen.
 */
export const frames: Record<RouteDef['frame'], ReturnType<typeof lazyFrame>> = {
  app: lazyFrame(() => import('./app-layout.tsx').then((m) => m.AppLayout)),
  auth: lazyFrame(() => import('./auth-layout.tsx').then((m) => m.AuthLayout)),
  publico: lazyFrame(() => import('./public-layout.tsx').then((m) => m.PublicLayout)),
};

function lazyFrame(load: () => Promise<(props: { children: ReactNode }) => ReactNode>) {
  return lazyScreen(() => load().then((Layout) => ({ default: Layout })));
}
