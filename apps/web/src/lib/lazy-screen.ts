import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

const noop = () => undefined;

const raisePreloadError = (error: unknown) => {
  window.dispatchEvent(
    Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error }),
  );
};

/** A lazy component whose chunk can be asked for before it renders (`preload`). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so a lazy component may take props (the charts).
export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts the download; resolves when the screen can render without suspending (or failed). */
  preload(): Promise<void>;
};

/**
 * A lazily loaded screen. When its chunk fails to load (a deploy replaced it, the network
 * dropped), the preload-error event is raised so the shell can offer a reload (spec §8).
 * `preload()` starts the download early (the first screen's chunk, while the config loads).
 * A screen already loaded renders at once: React gets a thenable that answers synchronously,
 * so there is no fallback frame (and no suspense reveal delay) for it.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so a lazy component may take props (the charts).
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  let loaded: { default: T } | null = null;
  let pending: Promise<{ default: T }> | null = null;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        raisePreloadError(error);
        // A later attempt may succeed (a dropped network comes back).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const ready = (module: { default: T }): PromiseLike<{ default: T }> => ({
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here.
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : module) as never,
  });
  return Object.assign(
    // React's types ask for a Promise; what React calls is `then`, which the thenable answers.
    lazy(() => (loaded ? (ready(loaded) as Promise<{ default: T }>) : start())),
    { preload: () => start().then(noop, noop) },
  );
}

/**
 * A lazily loaded piece of the frame (the mobile drawer, drag-to-reorder): when its chunk fails,
 * `fallback` renders in its place and the shell is told, so it can offer a reload.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      raisePreloadError(error);
      return { default: fallback };
    }),
  );
}
