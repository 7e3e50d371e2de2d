import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { NOMES_TIPOS_PRODUTO } from '@irradia/shared/catalogo/produtos.schema';
import { useState } from 'react';
import { type Produto, useProdutosParaEscolha } from '../api.ts';
import { quantidade } from '../campos.ts';

/**
 * Finds a product of the catalogue by name, model, maker or SKU and picks one (a kit's component,
 * a stock movement's product). `excluir` leaves out what may not be picked (the kit itself, lines
 * already added).
 */
export function BuscaDeProduto(props: {
  rotulo: string;
  onEscolher(p: Produto): void;
  excluir?: ReadonlySet<string>;
  /** Kits have no stock of their own: a movement's picker leaves them out. */
  semKits?: boolean;
  placeholder?: string;
}) {
  const [busca, setBusca] = useState('');
  const buscando = busca.trim().length >= 2;
  const achados = useProdutosParaEscolha(busca.trim());
  const lista = (achados.data?.data ?? []).filter(
    (p) => !props.excluir?.has(p.uuid) && !(props.semKits && p.tipo === 'kit'),
  );
  return (
    <Stack gap="2" w="full">
      <Input
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
        placeholder={props.placeholder ?? 'Digite ao menos 2 letras do nome, modelo ou SKU'}
        aria-label={props.rotulo}
        autoComplete="off"
      />
      {buscando && (
        <Stack
          as="ul"
          role="list"
          aria-label="Produtos encontrados"
          gap="1"
          listStyleType="none"
          m="0"
          p="0"
          maxH="56"
          overflowY="auto"
        >
          {lista.map((p) => (
            <Box as="li" key={p.uuid}>
              <Button
                variant="outline"
                size="sm"
                w="full"
                h="auto"
                py="1.5"
                justifyContent="space-between"
                whiteSpace="normal"
                textAlign="start"
                gap="3"
                onClick={() => {
                  props.onEscolher(p);
                  setBusca('');
                }}
              >
                <Text as="span" overflowWrap="anywhere">
                  {p.nome}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' · '}
                    {NOMES_TIPOS_PRODUTO[p.tipo]}
                  </Text>
                </Text>
                {p.tipo !== 'kit' && (
                  <Text as="span" color="fg.muted" fontWeight="normal" flexShrink={0}>
                    {quantidade(p.saldo, p.unidade)} em estoque
                  </Text>
                )}
              </Button>
            </Box>
          ))}
          {achados.isSuccess && !achados.isPlaceholderData && lista.length === 0 && (
            <Text as="li" fontSize="sm" color="fg.muted">
              Nenhum produto encontrado.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
