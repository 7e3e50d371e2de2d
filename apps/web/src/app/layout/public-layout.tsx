import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A page a company shows its own customer (the proposal's link): none of the app around it, no
 * menu and no account, so the customer sees the company and not us.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      id="content-area"
      minH="100dvh"
      bg="bg.subtle"
      px={{ base: '3', md: '6' }}
      py={{ base: '4', md: '10' }}
    >
      <Box maxW="880px" mx="auto">
        {children}
      </Box>
    </Box>
  );
}
