import { useTheme } from 'next-themes';

/** Light/dark choice kept by next-themes in localStorage "theme"; default follows the system. */
export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = resolvedTheme === 'dark';
  return { isDark, toggle: () => setTheme(isDark ? 'light' : 'dark') };
}
