import {
  Avatar,
  Badge,
  Box,
  Card,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ChevronRight, MapPin } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { Distribuidor } from '../api.ts';
import { quantidadeDeCatalogos } from '../campos.ts';

export const lugar = (d: Pick<Distribuidor, 'cidade' | 'uf'>) =>
  [d.cidade, d.uf].filter(Boolean).join(' – ') || null;

/** The distributor's logo, or its initials. */
function LogoDistribuidor(props: { d: Pick<Distribuidor, 'nome' | 'logo_url'> }) {
  return (
    <Avatar.Root size="lg" shape="rounded" colorPalette="orange" variant="subtle">
      <Avatar.Fallback name={props.d.nome} />
      {props.d.logo_url && <Avatar.Image src={props.d.logo_url} alt="" />}
    </Avatar.Root>
  );
}

/** The distributors as cards: the whole card opens the distributor's catalogues. */
export function DistribuidoresGrade(props: { distribuidores: readonly Distribuidor[] }) {
  return (
    <SimpleGrid
      as="ul"
      aria-label="Distribuidores"
      columns={{ base: 1, sm: 2, xl: 3 }}
      gap="3"
      listStyleType="none"
      m="0"
      p="0"
    >
      {props.distribuidores.map((d) => (
        <Box as="li" key={d.uuid} minW="0">
          <LinkBox asChild>
            <Card.Root
              size="sm"
              h="full"
              transition="border-color 0.15s"
              _hover={{ borderColor: 'orange.muted' }}
              _focusWithin={{ borderColor: 'orange.solid' }}
            >
              <Card.Body p="4">
                <HStack gap="3" align="center">
                  <LogoDistribuidor d={d} />
                  <Stack gap="1" minW="0" flex="1">
                    <LinkOverlay asChild>
                      <RouterLink to={`/distribuidores/${d.uuid}`}>
                        <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
                          {d.nome}
                        </Text>
                      </RouterLink>
                    </LinkOverlay>
                    {lugar(d) && (
                      <HStack gap="1" color="fg.muted" fontSize="sm">
                        <MapPin size="14" aria-hidden />
                        <Text>{lugar(d)}</Text>
                      </HStack>
                    )}
                    <Box>
                      <Badge
                        size="sm"
                        variant="subtle"
                        colorPalette="orange"
                        data-testid="catalogos-distribuidor"
                      >
                        {quantidadeDeCatalogos(d.catalogos)}
                      </Badge>
                    </Box>
                  </Stack>
                  <Box color="fg.muted" aria-hidden>
                    <ChevronRight />
                  </Box>
                </HStack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        </Box>
      ))}
    </SimpleGrid>
  );
}
