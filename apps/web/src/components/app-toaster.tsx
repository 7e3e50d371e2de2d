import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../lib/lazy-screen.ts';
import { toaster } from '../lib/toaster.ts';

const ToasterView = lazyPart(
  () => import('./toaster-view.tsx'),
  () => null,
);

/**
 * The app's toasts. Their rendering code loads with the first toast, not with the first screen:
 * the toaster keeps the toasts created before it mounts and shows them when it does.
 */
export function AppToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
