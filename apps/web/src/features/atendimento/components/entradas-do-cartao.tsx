import { Input, Stack, Text } from '@chakra-ui/react';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { numeroBr } from '@irradia/shared/format/numero';
import { useEffect, useRef, useState } from 'react';

// The card's inputs that save themselves: text and numbers when the user leaves the box (or
// presses Enter), dates as soon as a whole one is picked. Escape puts back the saved value.

const DIA = /^(\d{4})-\d{2}-\d{2}$/;
/** A date the user finished typing (the native input reports year 0002 on the way to 2026). */
const dataCompleta = (v: string) => {
  const ano = DIA.exec(v)?.[1];
  return ano !== undefined && Number(ano) >= 1900 && Number(ano) < 2200;
};

/** A date (YYYY-MM-DD, '' for none), saved once whole and on leaving the box. */
export function EntradaDeData(props: {
  rotulo: string;
  valor: string | null;
  onSalvar(v: string | null): void;
  desabilitado?: boolean;
}) {
  const [texto, setTexto] = useState(props.valor ?? '');
  const salvo = useRef(props.valor ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    salvo.current = props.valor ?? '';
    setTexto(props.valor ?? '');
  }, [props.valor]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const salvar = (v: string) => {
    clearTimeout(timer.current);
    if (v === salvo.current || (v !== '' && !dataCompleta(v))) return;
    salvo.current = v;
    props.onSalvar(v === '' ? null : v);
  };
  return (
    <Input
      type="date"
      size="sm"
      value={texto}
      aria-label={props.rotulo}
      disabled={props.desabilitado}
      onChange={(e) => {
        const v = e.target.value;
        setTexto(v);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => salvar(v), 800);
      }}
      onBlur={() => salvar(texto)}
    />
  );
}

const mostrar = (v: string | number | null) =>
  v === null ? '' : typeof v === 'number' ? numeroBr(v, 0, 6) : String(v);

/** A line of text or a number (pt-BR: "1.234,5"), saved on leaving the box or on Enter. */
export function EntradaDeTexto(props: {
  rotulo: string;
  valor: string | number | null;
  numero?: boolean;
  onSalvar(v: string | number | null): void;
  desabilitado?: boolean;
}) {
  const [texto, setTexto] = useState(mostrar(props.valor));
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    setTexto(mostrar(props.valor));
    setErro(null);
  }, [props.valor]);

  function salvar() {
    const limpo = texto.trim();
    if (limpo === mostrar(props.valor).trim()) return;
    if (!props.numero) {
      if (limpo.length > 2000) return setErro('Use no máximo 2000 caracteres');
      setErro(null);
      return props.onSalvar(limpo === '' ? null : limpo);
    }
    const n = lerNumeroDigitado(limpo);
    if (n !== null && (typeof n !== 'number' || !Number.isFinite(n)))
      return setErro('Informe um número válido');
    setErro(null);
    props.onSalvar(n as number | null);
  }
  return (
    <Stack gap="1">
      <Input
        size="sm"
        value={texto}
        inputMode={props.numero ? 'decimal' : undefined}
        aria-label={props.rotulo}
        aria-invalid={erro ? true : undefined}
        data-escape-local={texto !== mostrar(props.valor) ? '' : undefined}
        disabled={props.desabilitado}
        onChange={(e) => setTexto(e.target.value)}
        onBlur={salvar}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            salvar();
          }
          if (e.key === 'Escape' && texto !== mostrar(props.valor)) {
            e.preventDefault();
            setTexto(mostrar(props.valor));
            setErro(null);
          }
        }}
      />
      {erro && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {erro}
        </Text>
      )}
    </Stack>
  );
}
