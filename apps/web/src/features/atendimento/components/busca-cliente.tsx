import { Button, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useBuscaClientes } from '../api.ts';

export interface ClienteEscolhido {
  uuid: string;
  nome: string;
}

/** Finds one of the company's customers by name or document (from 2 letters) and picks it. */
export function BuscaCliente(props: {
  value: ClienteEscolhido | null;
  onChange(c: ClienteEscolhido | null): void;
  rotulo?: string;
  compacto?: boolean;
}) {
  const [busca, setBusca] = useState('');
  const achados = useBuscaClientes(busca);
  const rotulo = props.rotulo ?? 'Buscar cliente';
  if (props.value)
    return (
      <HStack gap="1" borderWidth="1px" rounded="md" ps="3" pe="1" h={props.compacto ? '9' : '10'}>
        <Text fontSize="sm" truncate data-testid="cliente-escolhido">
          {props.value.nome}
        </Text>
        <CloseButton
          size="2xs"
          aria-label={`Tirar o cliente ${props.value.nome}`}
          onClick={() => props.onChange(null)}
        />
      </HStack>
    );
  const lista = busca.trim().length >= 2 ? achados.data?.data : undefined;
  return (
    <Stack gap="1" position="relative">
      <Input
        size={props.compacto ? 'sm' : 'md'}
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        placeholder="Cliente (nome ou documento)"
        aria-label={rotulo}
      />
      {lista && (
        <Stack
          gap="1"
          p="1"
          position={props.compacto ? 'absolute' : 'static'}
          top="100%"
          insetX="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth={props.compacto ? '1px' : undefined}
          rounded="md"
          shadow={props.compacto ? 'md' : undefined}
        >
          {lista.map((c) => (
            <Button
              key={c.uuid}
              size="xs"
              variant="ghost"
              justifyContent="flex-start"
              onClick={() => {
                props.onChange({ uuid: c.uuid, nome: c.nome });
                setBusca('');
              }}
            >
              {c.nome}
            </Button>
          ))}
          {lista.length === 0 && (
            <Text fontSize="sm" color="fg.muted" px="2">
              Nenhum cliente encontrado.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
