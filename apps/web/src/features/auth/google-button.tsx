import { Box, HStack, Separator, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useColorMode } from '../../app/layout/theme-toggle.ts';
import { api, toastError } from '../../lib/api-client.ts';
import { GOOGLE_BUTTON_RETRY, loadGoogleScript, whenGoogleReady } from '../../lib/google.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';
import { type SessaoResposta, useStartSession } from './session.ts';

/** The standard Google button (large, pt-BR, theme by colour mode), only when configured. */
export function GoogleButton({ text }: { text: 'signin_with' | 'signup_with' }) {
  const { google_client_id } = useRuntimeConfig();
  const ref = useRef<HTMLDivElement>(null);
  const { isDark } = useColorMode();
  const start = useStartSession();

  useEffect(() => {
    if (!google_client_id) return;
    loadGoogleScript();
    // Spec §7: the button retries every 1 s until the external script has loaded.
    return whenGoogleReady((id) => {
      if (!ref.current) return;
      id.initialize({
        client_id: google_client_id,
        locale: 'pt-BR',
        callback: ({ credential }: { credential: string }) => {
          api.post<SessaoResposta>('usuarios/login/google', { credential }).then(start).catch(toastError);
        },
      });
      id.renderButton(ref.current, {
        type: 'standard',
        size: 'large',
        text,
        locale: 'pt-BR',
        theme: isDark ? 'filled_black' : 'outline',
        width: 300,
      });
    }, GOOGLE_BUTTON_RETRY);
  }, [google_client_id, text, isDark, start]);

  if (!google_client_id) return null;
  return (
    <>
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          ou
        </Text>
        <Separator flex="1" />
      </HStack>
      <Box ref={ref} display="flex" justifyContent="center" minH="44px" />
    </>
  );
}
