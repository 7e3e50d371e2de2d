import { Box, HStack, Text } from '@chakra-ui/react';

export function Logo({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const px = size === 'lg' ? 36 : 28;
  return (
    <HStack gap="2">
      <Box as="span" display="inline-flex" aria-hidden>
        <svg width={px} height={px} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <title>Irradia</title>
          <rect width="64" height="64" rx="14" fill="#dd6b20" />
          <circle cx="32" cy="32" r="11" fill="#fff" />
          <g stroke="#fff" strokeWidth="4" strokeLinecap="round">
            <path d="M32 9v6M32 49v6M9 32h6M49 32h6M15.7 15.7l4.2 4.2M44.1 44.1l4.2 4.2M15.7 48.3l4.2-4.2M44.1 19.9l4.2-4.2" />
          </g>
        </svg>
      </Box>
      <Text fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'lg'} letterSpacing="tight">
        {name}
      </Text>
    </HStack>
  );
}
