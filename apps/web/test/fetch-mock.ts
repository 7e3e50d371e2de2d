// Replaces window.fetch for one test and puts the real one back afterwards.
const original = globalThis.fetch;

export function mockFetch<T extends (...args: never[]) => unknown>(fn: T): T {
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function restoreFetch(): void {
  globalThis.fetch = original;
}
