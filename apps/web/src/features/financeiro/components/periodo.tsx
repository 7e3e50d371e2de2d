import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { diasDoMes, hoje, mesDe, nomeDoMes, somarMeses } from '../campos.ts';

const PERSONALIZADO = 'personalizado';

/** The last twelve months, newest first, as presets of a period. */
const mesesRecentes = () => Array.from({ length: 12 }, (_, i) => somarMeses(mesDe(hoje()), -i));

/** A statement's period: a month picked from the last twelve, or any two dates. */
export function Periodo(props: { de: string; ate: string; onChange(de: string, ate: string): void }) {
  const meses = mesesRecentes();
  const mes = meses.find((m) => {
    const d = diasDoMes(m);
    return d.de === props.de && d.ate === props.ate;
  });
  const [livre, setLivre] = useState(!mes);
  const escolha = livre || !mes ? PERSONALIZADO : mes;
  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root maxW="56">
        <NativeSelect.Field
          aria-label="Período"
          value={escolha}
          onChange={(e) => {
            setLivre(e.target.value === PERSONALIZADO);
            if (e.target.value === PERSONALIZADO) return;
            const d = diasDoMes(e.target.value);
            props.onChange(d.de, d.ate);
          }}
        >
          {meses.map((m) => (
            <option key={m} value={m}>
              {nomeDoMes(m, true)}
            </option>
          ))}
          <option value={PERSONALIZADO}>Personalizado</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {escolha === PERSONALIZADO ? (
        <HStack gap="2">
          <Input
            type="date"
            aria-label="De"
            value={props.de}
            maxW="44"
            onChange={(e) => e.target.value && props.onChange(e.target.value, props.ate)}
          />
          <Input
            type="date"
            aria-label="Até"
            value={props.ate}
            maxW="44"
            onChange={(e) => e.target.value && props.onChange(props.de, e.target.value)}
          />
        </HStack>
      ) : null}
    </HStack>
  );
}
