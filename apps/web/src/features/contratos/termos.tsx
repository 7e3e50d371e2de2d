import { Input, SimpleGrid } from '@chakra-ui/react';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';

// The four terms of a contract besides the payment (decision 037): the template keeps defaults
// for them and generating a contract may change them. Typed as text, sent as whole numbers.

const TERMOS = [
  ['prazo_instalacao_dias', 'Prazo de instalação (dias)'],
  ['garantia_modulos_anos', 'Garantia dos módulos (anos)'],
  ['garantia_inversores_anos', 'Garantia dos inversores (anos)'],
  ['garantia_instalacao_anos', 'Garantia da instalação (anos)'],
] as const;

type Termo = (typeof TERMOS)[number][0];
export type TermosDigitados = Record<Termo, string>;

/** The form's field names of the terms, to place the server's 422 under them. */
export const NOMES_DOS_TERMOS = TERMOS.map(([t]) => t);

/** The terms as the fields show them (empty where there is no default). */
export const termosDigitados = (m?: Partial<Record<Termo, number | null>>): TermosDigitados =>
  Object.fromEntries(
    TERMOS.map(([t]) => [t, m?.[t] === null || m?.[t] === undefined ? '' : String(m[t])]),
  ) as TermosDigitados;

/** The terms as the API takes them: a number, null when empty (the schema says what is wrong). */
export const termosParaApi = (v: TermosDigitados) =>
  Object.fromEntries(TERMOS.map(([t]) => [t, lerNumeroDigitado(v[t])])) as Record<Termo, unknown>;

export function CamposDosTermos(props: {
  registrar(t: Termo): UseFormRegisterReturn;
  erro(t: Termo): string | undefined;
  ajuda?: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {TERMOS.map(([t, rotulo]) => (
        <FormField key={t} label={rotulo} error={props.erro(t)} helper={props.ajuda}>
          <Input inputMode="numeric" {...props.registrar(t)} />
        </FormField>
      ))}
    </SimpleGrid>
  );
}
