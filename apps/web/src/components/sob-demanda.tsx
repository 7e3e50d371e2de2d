import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded dialog (its code is its own chunk) the first time it opens and keeps it
 * mounted after, so closing still animates and reopening is instant. Until then nothing of it is
 * downloaded; `preload` on the button that opens it (pointer over, focus) usually has it ready.
 */
export function SobDemanda({ aberto, children }: { aberto: boolean; children: ReactNode }) {
  const [visto, setVisto] = useState(aberto);
  if (aberto && !visto) setVisto(true);
  if (!visto && !aberto) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
