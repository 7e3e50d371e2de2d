import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a condition: give them a bound a busy two-core machine can meet (the
// library's default of 1 s failed a dialog test in CI beside a CPU hog). A passing test waits no longer.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom has no matchMedia; next-themes and Chakra ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
