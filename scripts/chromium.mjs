// Debian's Chromium (a browser is never downloaded here) and the flags every headless run of it
// uses: e2e (playwright.config.ts), the screenshots and bench/lcp, so all of them see the same.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ARGS_DO_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
