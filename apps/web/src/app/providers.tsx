import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { QUERY_GC_TIME_MS, THEME_STORAGE_KEY } from '@irradia/shared/constants';
import type { TRuntimeConfig } from '@irradia/shared/runtime-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppToaster } from '../components/app-toaster.tsx';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { RuntimeConfigProvider } from '../lib/runtime-config.tsx';

const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: { 'html, body': { bg: 'bg.subtle' } },
    theme: {
      tokens: {
        fonts: {
          heading: { value: "Inter, 'Segoe UI', Roboto, system-ui, -apple-system, sans-serif" },
          body: { value: "Inter, 'Segoe UI', Roboto, system-ui, -apple-system, sans-serif" },
        },
      },
    },
  }),
);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Spec §9: unused query data is kept 60 s.
      queries: { gcTime: QUERY_GC_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function Providers(props: {
  config: TRuntimeConfig;
  children: ReactNode;
  queryClient?: QueryClient;
  router?: boolean;
}) {
  const queryClient = props.queryClient ?? createQueryClient();
  const content = (
    <RuntimeConfigProvider value={props.config}>
      <PageTitleProvider>{props.children}</PageTitleProvider>
    </RuntimeConfigProvider>
  );
  return (
    <ChakraProvider value={system}>
      <ThemeProvider
        attribute="class"
        storageKey={THEME_STORAGE_KEY}
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
      >
        <QueryClientProvider client={queryClient}>
          {props.router === false ? content : <BrowserRouter basename="/app">{content}</BrowserRouter>}
          <AppToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
