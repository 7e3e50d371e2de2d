import { GOOGLE_BUTTON_RETRY_MS, GOOGLE_SCRIPT_RETRY_MS } from '@irradia/shared/constants';

// Google Identity Services (GIS), loaded only when GOOGLE_CLIENT_ID is configured.

interface GoogleId {
  initialize(options: Record<string, unknown>): void;
  prompt(): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
  revoke(hint: string, done?: () => void): void;
  cancel(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

export function loadGoogleScript(): void {
  if (document.querySelector(`script[src="${SCRIPT_SRC}"]`)) return;
  const script = document.createElement('script');
  script.src = SCRIPT_SRC;
  script.async = true;
  script.defer = true;
  document.head.appendChild(script);
}

/** Calls `fn` once the script is ready, retrying every `interval` ms (spec §9: 100 ms / 1000 ms). */
export function whenGoogleReady(fn: (id: GoogleId) => void, interval = GOOGLE_SCRIPT_RETRY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const id = window.google?.accounts?.id;
    if (id) fn(id);
    else timer = setTimeout(attempt, interval);
  };
  attempt();
  return () => clearTimeout(timer);
}

export const GOOGLE_BUTTON_RETRY = GOOGLE_BUTTON_RETRY_MS;

export function revokeGoogle(email: string): void {
  const id = window.google?.accounts?.id;
  if (id) {
    try {
      id.revoke(email);
    } catch {
      // A failed revoke must not block the logout.
    }
  }
}
