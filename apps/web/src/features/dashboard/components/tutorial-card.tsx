import { Avatar, Box, Button, Card, Circle, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useEmpresasDoUsuario } from '../../../lib/company-selection.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/** Spec §2: the register-company step, done once the company list has an item. */
export function TutorialCard() {
  const { data, isLoading } = useEmpresasDoUsuario();
  const selected = useAppStore((s) => s.company.selected);
  const temEmpresa = (data?.data.length ?? 0) > 0;
  const sub =
    selected && selected.tipo !== 'sistema'
      ? (selected.cliente.filial ?? selected.cliente.endereco?.bairro?.cidade?.nome)
      : null;

  return (
    <Card.Root data-testid="tutorial-card">
      <Card.Body gap="4">
        <Heading size="md">Primeiros passos</Heading>
        <HStack align="flex-start" gap="3">
          <Circle
            size="8"
            bg={temEmpresa ? 'green.solid' : 'bg.muted'}
            color={temEmpresa ? 'white' : 'fg.muted'}
            fontWeight="bold"
            aria-label={temEmpresa ? 'Etapa concluída' : 'Etapa 1'}
            data-testid="passo-empresa"
            data-concluido={temEmpresa}
          >
            {temEmpresa ? <Check size={18} /> : '1'}
          </Circle>
          <Stack gap="2" flex="1">
            <Text fontWeight="semibold">Cadastre sua empresa</Text>
            {!temEmpresa && !isLoading && (
              <>
                <Text color="fg.muted">
                  Com uma empresa você trabalha em equipe, com cargos e permissões para cada pessoa.
                </Text>
                <Button asChild colorPalette="orange" variant="subtle" alignSelf="flex-start" size="sm">
                  <Link to="/empresa/registrar">Registrar empresa</Link>
                </Button>
              </>
            )}
            {temEmpresa && selected && (
              <Stack gap="2">
                <Text color="fg.muted">Parabéns! Sua empresa está pronta para trabalhar no Irradia.</Text>
                <HStack>
                  <Avatar.Root size="sm" shape="rounded" colorPalette="orange">
                    <Avatar.Fallback name={selected.cliente.nome} />
                    {selected.cliente.imagem_url && <Avatar.Image src={selected.cliente.imagem_url} />}
                  </Avatar.Root>
                  <Box>
                    <Text fontWeight="medium">{selected.cliente.nome}</Text>
                    {sub && (
                      <Text fontSize="sm" color="fg.muted">
                        {sub}
                      </Text>
                    )}
                  </Box>
                </HStack>
              </Stack>
            )}
            {temEmpresa && !selected && (
              <Text color="fg.warning">
                Você já tem uma empresa cadastrada. Selecione-a no topo da tela para continuar.
              </Text>
            )}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
