import { PRODUCT_NAME } from '@irradia/shared/constants';
import type { TRuntimeConfig } from '@irradia/shared/runtime-config';
import { createContext, type ReactNode, useContext } from 'react';

export const defaultRuntimeConfig: TRuntimeConfig = {
  product_name: PRODUCT_NAME,
  version: '',
  environment: 'production',
  sentry_dsn: null,
  google_client_id: null,
};

/**
 * Fetched once before the first render: one web build serves every deployment. index.html
 * preloads it (`<link rel="preload" as="fetch">`) so it travels with the scripts; this plain GET
 * (no extra headers) is what lets the browser hand over that preloaded answer.
 */
export async function loadRuntimeConfig(): Promise<TRuntimeConfig> {
  try {
    const res = await fetch('/api/config');
    if (!res.ok) return defaultRuntimeConfig;
    const body = (await res.json()) as { data?: Partial<TRuntimeConfig> };
    return { ...defaultRuntimeConfig, ...body.data };
  } catch {
    return defaultRuntimeConfig;
  }
}

const RuntimeConfigContext = createContext<TRuntimeConfig>(defaultRuntimeConfig);

export function RuntimeConfigProvider({ value, children }: { value: TRuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
