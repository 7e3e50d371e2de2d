import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { useRuntimeConfig } from './runtime-config.tsx';

interface PageTitle {
  title: string;
  subtitle?: string;
}

const Ctx = createContext<{ page: PageTitle | null; set(p: PageTitle | null): void }>({
  page: null,
  set: () => {},
});

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [page, set] = useState<PageTitle | null>(null);
  return <Ctx.Provider value={{ page, set }}>{children}</Ctx.Provider>;
}

/**
 * Each screen names itself: the tab shows "<title> - <product>", the header the subtitle. A layout
 * effect, so the first frame painted already has the title (the frame index.html paints first
 * shows it too: without it the title would blink out and back when React takes over).
 */
export function usePageTitle(title: string, subtitle?: string): void {
  const { product_name } = useRuntimeConfig();
  const { set } = useContext(Ctx);
  useLayoutEffect(() => {
    document.title = `${title} - ${product_name}`;
    set({ title, subtitle });
  }, [title, subtitle, product_name, set]);
}

export const useCurrentPageTitle = () => useContext(Ctx).page;
