import { Box } from '@chakra-ui/react';

/**
 * The suggestions under a combobox (see use-lista-navegavel): options chosen with a click or, from
 * the box, with the keyboard. A click does not take the focus from the box.
 */
export function ListaDeSugestoes<T extends { uuid: string; nome: string }>(props: {
  id: string;
  rotulo: string;
  itens: readonly T[];
  indice: number;
  idDaOpcao(i: number): string;
  onAtivar(i: number): void;
  onEscolher(item: T): void;
}) {
  return (
    <Box
      as="ul"
      id={props.id}
      role="listbox"
      aria-label={props.rotulo}
      position="absolute"
      top="100%"
      insetX="0"
      mt="1"
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="md"
      maxH="60"
      overflowY="auto"
      py="1"
      listStyleType="none"
    >
      {props.itens.map((item, i) => (
        <Box
          as="li"
          key={item.uuid}
          id={props.idDaOpcao(i)}
          role="option"
          aria-selected={i === props.indice}
          px="3"
          py="1.5"
          fontSize="sm"
          cursor="pointer"
          bg={i === props.indice ? 'bg.emphasized' : undefined}
          onMouseEnter={() => props.onAtivar(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => props.onEscolher(item)}
        >
          {item.nome}
        </Box>
      ))}
    </Box>
  );
}
