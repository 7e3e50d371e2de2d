import { Box, Button, CloseButton, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type Fonte, type Referencia, useBusca } from './cartao-api.ts';
import { ListaDeSugestoes } from './lista-de-sugestoes.tsx';
import { useListaNavegavel } from './use-lista-navegavel.ts';
import { useValorAtrasado } from './use-valor-atrasado.ts';

const NOMES: Record<Fonte, { buscar: string; nenhum: string }> = {
  funcionarios: { buscar: 'Buscar funcionário', nenhum: 'Nenhum funcionário encontrado.' },
  clientes: { buscar: 'Buscar cliente (nome ou documento)', nenhum: 'Nenhum cliente encontrado.' },
  usinas: { buscar: 'Buscar usina', nenhum: 'Nenhuma usina encontrada.' },
};

/**
 * One of the company's employees, customers or plants for a card's field: shows the current one
 * (a button to change it, a cross to clear it); changing searches by name as the user types,
 * with the keyboard or the mouse. Escape gives up the change.
 */
export function BuscaReferencia(props: {
  rotulo: string;
  fonte: Fonte;
  valor: Referencia | null;
  vazio: string;
  onChange(r: Referencia | null): void;
  desabilitado?: boolean;
}) {
  const [editando, setEditando] = useState(false);
  const [busca, setBusca] = useState('');
  const termo = useValorAtrasado(busca.trim());
  const achados = useBusca(props.fonte, termo, editando);
  const itens = editando ? (achados.data ?? []) : [];
  const fechar = () => {
    setEditando(false);
    setBusca('');
  };
  const escolher = (r: Referencia) => {
    fechar();
    if (r.uuid !== props.valor?.uuid) props.onChange(r);
  };
  const lista = useListaNavegavel({ itens, aberta: editando, escolher, fechar });

  if (!editando)
    return (
      <HStack gap="1" minW="0">
        <Button
          variant="ghost"
          size="sm"
          justifyContent="flex-start"
          flex="1"
          minW="0"
          disabled={props.desabilitado}
          aria-label={`${props.rotulo}: ${props.valor?.nome ?? props.vazio}. Alterar`}
          onClick={() => setEditando(true)}
        >
          <Text truncate color={props.valor ? undefined : 'fg.muted'}>
            {props.valor?.nome ?? props.vazio}
          </Text>
        </Button>
        {props.valor && !props.desabilitado && (
          <CloseButton
            size="xs"
            aria-label={`Tirar ${props.rotulo.toLowerCase()}`}
            onClick={() => props.onChange(null)}
          />
        )}
      </HStack>
    );

  const nada = achados.isSuccess && !achados.isPlaceholderData && itens.length === 0;
  return (
    <Box position="relative">
      <Input
        size="sm"
        autoFocus
        value={busca}
        placeholder={NOMES[props.fonte].buscar}
        aria-label={`${props.rotulo}: ${NOMES[props.fonte].buscar.toLowerCase()}`}
        data-escape-local=""
        {...lista.aria}
        onChange={(e) => setBusca(e.target.value)}
        onKeyDown={(e) => {
          if (!lista.onKeyDown(e) && e.key === 'Escape') {
            e.preventDefault();
            fechar();
          }
        }}
        onBlur={fechar}
      />
      {achados.isFetching && (
        <Spinner size="xs" position="absolute" right="2" top="2.5" aria-label="Buscando" />
      )}
      {lista.visivel && (
        <ListaDeSugestoes
          id={lista.idDaLista}
          rotulo={props.rotulo}
          itens={itens}
          indice={lista.indice}
          idDaOpcao={lista.idDaOpcao}
          onAtivar={lista.setAtivo}
          onEscolher={escolher}
        />
      )}
      {nada && (
        <Text fontSize="xs" color="fg.muted" mt="1" role="status">
          {NOMES[props.fonte].nenhum}
        </Text>
      )}
      {achados.isError && (
        <Text fontSize="xs" color="fg.error" mt="1" role="alert">
          Não foi possível buscar. Tente de novo.
        </Text>
      )}
    </Box>
  );
}
