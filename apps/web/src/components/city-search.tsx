import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ZCidades } from '@irradia/shared/geografia/geografia.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../lib/api-client.ts';

export interface CidadeEscolhida {
  uuid: string;
  nome: string;
  uf: string;
  /** The 7-digit IBGE code, for screens that send the code (a proposal). */
  codigo_ibge?: number;
}

/** Finds a municipality by name, accents optional (the API ignores them), and picks one. */
export function CitySearch(props: {
  value: CidadeEscolhida | null;
  onChange(c: CidadeEscolhida | null): void;
  label?: string;
}) {
  const [busca, setBusca] = useState('');
  const achadas = useQuery({
    queryKey: ['cidades', '', busca],
    queryFn: () =>
      api.get<z.infer<typeof ZCidades>>('cidades', {
        query: { search: busca, limit: 8 },
      }),
    enabled: busca.trim().length >= 2,
  });
  return (
    <Stack gap="2">
      {props.value && (
        <HStack>
          <Text fontWeight="medium" data-testid="cidade-escolhida">
            {props.value.uf ? `${props.value.nome} - ${props.value.uf}` : props.value.nome}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => props.onChange(null)}>
            Trocar
          </Button>
        </HStack>
      )}
      {!props.value && (
        <>
          <Input
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
            placeholder="Digite ao menos 2 letras"
            aria-label={props.label ?? 'Buscar cidade'}
          />
          <HStack gap="2" flexWrap="wrap">
            {achadas.data?.data.map((c) => (
              <Button
                key={c.uuid}
                size="xs"
                variant="outline"
                colorPalette="orange"
                onClick={() => {
                  props.onChange({
                    uuid: c.uuid,
                    nome: c.nome,
                    uf: c.estado.sigla,
                    codigo_ibge: c.codigo_ibge,
                  });
                  setBusca('');
                }}
              >
                {c.nome} - {c.estado.sigla}
              </Button>
            ))}
            {achadas.data?.data.length === 0 && <Text color="fg.muted">Nenhuma cidade encontrada.</Text>}
          </HStack>
        </>
      )}
    </Stack>
  );
}
