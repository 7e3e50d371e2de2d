import { Box, Checkbox, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { semAcentos } from '@irradia/shared';
import { useState } from 'react';
import { ListLoading } from '../../../components/list-states.tsx';
import { useCatalogoPermissoes } from '../api.ts';

/** The permission set of a position, grouped by resource, with search (spec §6). */
export function PermissoesEditor({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  const { data, isLoading } = useCatalogoPermissoes();
  const [busca, setBusca] = useState('');
  const marcadas = new Set(value);
  const termo = semAcentos(busca.trim());
  const grupos = (data?.data ?? []).filter(
    (g) => !termo || semAcentos(`${g.nome} ${g.recurso}`).includes(termo),
  );

  const alternar = (codigos: string[], ligar: boolean) => {
    const next = new Set(marcadas);
    for (const c of codigos) ligar ? next.add(c) : next.delete(c);
    onChange([...next].sort());
  };

  return (
    <Stack gap="3">
      <Input
        placeholder="Buscar permissão"
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        aria-label="Buscar permissão"
        size="sm"
      />
      {isLoading && <ListLoading />}
      <Stack gap="2" maxH="sm" overflowY="auto" pr="1">
        {grupos.map((g) => {
          const codigos = g.permissoes.map((p) => p.codigo);
          const todas = codigos.every((c) => marcadas.has(c));
          const algumas = !todas && codigos.some((c) => marcadas.has(c));
          return (
            <Box key={g.recurso} borderWidth="1px" rounded="md" p="3">
              <Checkbox.Root
                checked={todas ? true : algumas ? 'indeterminate' : false}
                onCheckedChange={(e) => alternar(codigos, e.checked === true)}
                colorPalette="orange"
                mb="2"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">{g.nome}</Checkbox.Label>
              </Checkbox.Root>
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" pl="6">
                {g.permissoes.map((p) => (
                  <Checkbox.Root
                    key={p.codigo}
                    size="sm"
                    checked={marcadas.has(p.codigo)}
                    onCheckedChange={(e) => alternar([p.codigo], e.checked === true)}
                    colorPalette="orange"
                  >
                    <Checkbox.HiddenInput aria-label={`${g.nome}: ${p.nome}`} />
                    <Checkbox.Control />
                    <Checkbox.Label>{p.nome}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Box>
          );
        })}
        {!isLoading && grupos.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            Nenhuma permissão encontrada.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
