import { Group, IconButton, Input } from '@chakra-ui/react';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { numeroBr } from '@irradia/shared/format/numero';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';

const mostrar = (n: number) => numeroBr(n, 0, 3);

/**
 * A line's quantity in the cart: − and + step by one (− at 1 takes the line off, when `onZerar`
 * says so), or a typed amount (2,5 m of cable) once the field is left or Enter is pressed; what is
 * not a positive number goes back to the quantity before.
 */
export function QuantidadeNoPedido(props: {
  nome: string;
  quantidade: number;
  onMudar(quantidade: number): void;
  onZerar?(): void;
  size?: 'xs' | 'sm';
}) {
  const [texto, setTexto] = useState(mostrar(props.quantidade));
  useEffect(() => setTexto(mostrar(props.quantidade)), [props.quantidade]);
  const confirmar = () => {
    const n = lerNumeroDigitado(texto);
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) props.onMudar(n);
    else setTexto(mostrar(props.quantidade));
  };
  const menos = props.quantidade - 1;
  const size = props.size ?? 'sm';
  return (
    <Group attached>
      <IconButton
        size={size}
        variant="outline"
        aria-label={`Diminuir ${props.nome}`}
        disabled={menos <= 0 && !props.onZerar}
        onClick={() => (menos > 0 ? props.onMudar(menos) : props.onZerar?.())}
      >
        <Minus />
      </IconButton>
      <Input
        size={size}
        w="16"
        textAlign="center"
        inputMode="decimal"
        aria-label={`Quantidade de ${props.nome}`}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        onBlur={confirmar}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            confirmar();
          }
        }}
      />
      <IconButton
        size={size}
        variant="outline"
        aria-label={`Aumentar ${props.nome}`}
        onClick={() => props.onMudar(props.quantidade + 1)}
      >
        <Plus />
      </IconButton>
    </Group>
  );
}
