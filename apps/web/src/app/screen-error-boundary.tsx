import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { PRELOAD_ERROR_EVENT } from '../lib/lazy-screen.ts';

function ReloadOffer() {
  return (
    <EmptyState.Root size="lg" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="orange.fg">
          <TriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>Não foi possível carregar esta tela.</EmptyState.Title>
          <EmptyState.Description>
            Uma nova versão pode ter sido publicada. Recarregue para continuar.
          </EmptyState.Description>
        </VStack>
        <Button colorPalette="orange" onClick={() => window.location.reload()}>
          <RefreshCw />
          Recarregar
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Vite raises vite:preloadError when a chunk (or its CSS) fails; lazyScreen raises it too. */
function usePreloadError(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onError = (event: Event) => {
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener(PRELOAD_ERROR_EVENT, onError);
    return () => window.removeEventListener(PRELOAD_ERROR_EVENT, onError);
  }, []);
  return failed;
}

/** Catches a screen that failed to load or render, and offers a reload instead of a blank page. */
export class ScreenErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? <ReloadOffer /> : this.props.children;
  }
}

export function PreloadErrorGate({ children }: { children: ReactNode }) {
  return usePreloadError() ? <ReloadOffer /> : children;
}
