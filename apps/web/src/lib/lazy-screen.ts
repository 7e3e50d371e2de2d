import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/**
 * A lazily loaded screen. When its chunk fails to load (a deploy replaced it, the network
 * dropped), the preload-error event is raised so the shell can offer a reload (spec §8).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so a lazy component may take props (the charts).
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() =>
    load().catch((error: unknown) => {
      window.dispatchEvent(
        Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error }),
      );
      throw error;
    }),
  );
}
