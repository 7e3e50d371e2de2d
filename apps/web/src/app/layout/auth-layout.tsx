import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentPageTitle } from '../../lib/page-title.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';
import { AccountMenu } from './account-menu.tsx';
import { Logo } from './logo.tsx';

/** Sign-in, sign-up and recovery: a centred card (min 360 px, 480 px on wider screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { product_name } = useRuntimeConfig();
  const page = useCurrentPageTitle();
  return (
    <Flex
      id="content-area"
      direction="column"
      minH="100dvh"
      overflowY="auto"
      bg="bg.subtle"
      px="4"
      py={{ base: '6', md: '12' }}
    >
      <Flex
        maxW="900px"
        w="100%"
        mx="auto"
        justify="space-between"
        align="center"
        mb={{ base: '6', md: '10' }}
      >
        <Link to="/" aria-label={`${product_name} — início`}>
          <Logo name={product_name} size="lg" />
        </Link>
        <AccountMenu />
      </Flex>
      <Box maxW="900px" w="100%" mx="auto" display="flex" justifyContent="center">
        <Card.Root
          w="100%"
          minW={{ base: 'auto', sm: '360px' }}
          maxW={{ base: '100%', md: '480px' }}
          variant="elevated"
        >
          <Card.Body gap="5" p={{ base: '5', md: '8' }}>
            {page && (
              <Box>
                <Heading as="h1" size="2xl" letterSpacing="tight">
                  {page.title}
                </Heading>
                {page.subtitle && (
                  <Text color="fg.muted" mt="1">
                    {page.subtitle}
                  </Text>
                )}
              </Box>
            )}
            {children}
          </Card.Body>
        </Card.Root>
      </Box>
    </Flex>
  );
}
